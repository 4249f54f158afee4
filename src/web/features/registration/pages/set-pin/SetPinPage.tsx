import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadSessionData } from '../../../../app/session/loadSession';
import { useRevalidateOnLanguageChange } from '../../../../components/formRules';
import { NewPinFields } from '../../../../components/NewSecretFields';
import { registrationKeys, saveRegisterToken, setOwnerSecret } from '../../api';
import { RegisterFrame } from '../../components/RegisterFrame';
import { RegistrationStep } from '../../components/RegistrationStep';
import { useRegistrationFailure } from '../../components/useRegistrationFailure';
import { progressOf, stepPath } from '../../registerSteps';

interface Values {
  pin: string;
  confirmPin: string;
}

/**
 * /setPin: the 4-digit PIN, twice. Setting it completes the registration: the answer signs the
 * person in (the session token comes with it), without a business yet, and they land on
 * /growBusiness.
 */
export default function SetPinPage() {
  return <RegistrationStep step="PIN">{(_session, token) => <PinForm token={token} />}</RegistrationStep>;
}

function PinForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const fail = useRegistrationFailure(form);
  const [saving, setSaving] = useState(false);

  const submit = async ({ pin }: Values) => {
    setSaving(true);
    try {
      const { step } = await setOwnerSecret(token, '0', pin);
      if (step === 'DONE') {
        saveRegisterToken(null);
        queryClient.removeQueries({ queryKey: registrationKeys.all });
        await loadSessionData({}, { hasBusiness: false });
        void message.success(t('register.done'));
      }
      navigate(stepPath(step), { replace: true });
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <RegisterFrame current={progressOf('PIN')} title={t('register.pinTitle')} subtitle={t('register.pinSubtitle')}>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
        <NewPinFields name="pin" confirmName="confirmPin" label={t('register.pin')} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={saving}
          style={{ height: 48, fontWeight: 600 }}
        >
          {t('register.finish')}
        </Button>
      </Form>
    </RegisterFrame>
  );
}
