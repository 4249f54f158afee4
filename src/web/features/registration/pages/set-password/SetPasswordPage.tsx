import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRevalidateOnLanguageChange } from '../../../../components/formRules';
import { NewPasswordFields } from '../../../../components/NewSecretFields';
import { setOwnerSecret } from '../../api';
import { RegisterFrame } from '../../components/RegisterFrame';
import { RegistrationStep } from '../../components/RegistrationStep';
import { useRegistrationFailure } from '../../components/useRegistrationFailure';
import { progressOf, stepPath } from '../../registerSteps';

interface Values {
  password: string;
  confirmPassword: string;
}

/** /setPassword: the login password, twice (spec 000 section 5). */
export default function SetPasswordPage() {
  return (
    <RegistrationStep step="PASSWORD">{(_session, token) => <PasswordForm token={token} />}</RegistrationStep>
  );
}

function PasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const fail = useRegistrationFailure(form);
  const [saving, setSaving] = useState(false);

  const submit = async ({ password }: Values) => {
    setSaving(true);
    try {
      const { step } = await setOwnerSecret(token, '1', password);
      navigate(stepPath(step), { replace: true });
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <RegisterFrame
      current={progressOf('PASSWORD')}
      title={t('register.passwordTitle')}
      subtitle={t('register.passwordSubtitle')}
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
        <NewPasswordFields name="password" confirmName="confirmPassword" label={t('register.password')} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={saving}
          style={{ height: 48, fontWeight: 600 }}
        >
          {t('register.continue')}
        </Button>
      </Form>
    </RegisterFrame>
  );
}
