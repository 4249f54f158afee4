import { Alert, Button, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isActionError } from '../../../../api/errors';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { OtpStep } from '../../../../components/OtpStep';
import { PasswordInput } from '../../../../components/PasswordInput';
import { loginPasswordRule } from '../../../../../shared/rules/identity';
import { checkOwnCode, checkOwnSecret, sendOwnCode } from '../../api';
import { secretProblem, STEP_FIRST } from '../../secretErrors';
import { useChanceRunOut } from '../useChanceRunOut';

/** Forgot-PIN business type (spec 000 section 3): ResetPin. */
const RESET_PIN_CODE = '03';

/**
 * Step three of the PIN reset: the login password (wrong ones counted as at login), then the code
 * sent to the person's phone. Answers the ticket of the verified code; `onCodeStage` tells the
 * dialog's steps which of the two is on screen.
 */
export function PasswordCodeStep({
  onVerified,
  onBack,
  onCodeStage,
}: {
  onVerified: (ticket: string) => void;
  onBack: () => void;
  onCodeStage?: (code: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  useRevalidateOnLanguageChange(form);
  const chanceRunOut = useChanceRunOut();
  const [checking, setChecking] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => onCodeStage?.(codeStep), [codeStep, onCodeStage]);

  const submit = async ({ password }: { password: string }) => {
    setChecking(true);
    setNotice(null);
    try {
      await checkOwnSecret('1', password);
      setCodeStep(true);
    } catch (error) {
      if (!isActionError(error)) throw error;
      const problem = secretProblem(error);
      if (problem.kind === 'chanceRunOut') chanceRunOut(problem.text);
      else form.setFields([{ name: 'password', errors: [problem.text] }]);
    } finally {
      setChecking(false);
    }
  };

  if (codeStep) {
    return (
      <OtpStep
        send={async () => {
          try {
            return await sendOwnCode(RESET_PIN_CODE);
          } catch (error) {
            // The password check is too old: enter it again.
            if (isActionError(error) && error.code === STEP_FIRST) {
              setNotice(error.message);
              setCodeStep(false);
            }
            throw error;
          }
        }}
        verify={async ({ jrnNo, otp }) => {
          const { ticket } = await checkOwnCode(RESET_PIN_CODE, jrnNo, otp);
          onVerified(ticket);
        }}
        submitText={t('common.next')}
        onBack={() => setCodeStep(false)}
      />
    );
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={checking}>
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="password"
        label={t('pinReset.password')}
        extra={t('pinReset.passwordHint')}
        rules={[zodRule(loginPasswordRule)]}
      >
        <PasswordInput size="large" autoComplete="current-password" autoFocus />
      </Form.Item>
      <Flex justify="space-between" gap={8}>
        <Button onClick={onBack}>{t('common.back')}</Button>
        <Button type="primary" htmlType="submit" loading={checking}>
          {t('common.next')}
        </Button>
      </Flex>
    </Form>
  );
}
