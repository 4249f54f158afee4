import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { isActionError } from '../../../../api/errors';
import { useRevalidateOnLanguageChange } from '../../../../components/formRules';
import { NewPasswordFields } from '../../../../components/NewSecretFields';
import { resetSecret } from '../../api';
import { ResetFrame } from '../../components/ResetFrame';
import { readResetFlow, saveResetFlow } from '../../resetFlow';
import { secretProblem, VERIFICATION_EXPIRED } from '../../secretErrors';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /resetSetPassword: the new password twice, sent with the verified code's ticket
 * (ResetPassword, passwordType 1). "The new password can't be the same as the old" on MMCP1041.
 */
export default function ResetSetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [flow] = useState(readResetFlow);
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const [saving, setSaving] = useState(false);

  if (!flow) return <Navigate to="/resetCode" replace />;

  const submit = async ({ newPassword }: Values) => {
    setSaving(true);
    try {
      await resetSecret({ ...flow, passwordType: '1', secret: newPassword });
      saveResetFlow(null);
      navigate('/resetSuccess', { replace: true, state: { reset: true } });
    } catch (error) {
      if (!isActionError(error)) throw error;
      if (error.code === VERIFICATION_EXPIRED) {
        saveResetFlow(null);
        navigate('/resetCode', { replace: true, state: { notice: error.message } });
        return;
      }
      const problem = secretProblem(error);
      const onField = error.fieldErrors.length > 0 || problem.kind === 'new';
      form.setFields([
        { name: onField ? 'newPassword' : 'confirmPassword', errors: [error.fieldErrors[0]?.message ?? problem.text] },
      ]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ResetFrame current={2} title={t('forgot.passwordTitle')} subtitle={t('forgot.passwordSubtitle')}>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
        <NewPasswordFields name="newPassword" confirmName="confirmPassword" />
        <Button type="primary" htmlType="submit" block loading={saving} style={{ height: 48, fontWeight: 600 }}>
          {t('forgot.save')}
        </Button>
      </Form>
    </ResetFrame>
  );
}
