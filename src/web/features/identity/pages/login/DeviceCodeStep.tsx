import { SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { otpCode } from '../../../../../shared/actions/otp';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { useCountdown } from '../../../../components/useCountdown';

export interface DeviceCodeStepProps {
  /** The server's words: where the code went. */
  prompt: string;
  /** Increases with every code sent, so the countdown starts again. */
  sentCount: number;
  error: string | null;
  notice: string | null;
  verifying: boolean;
  resending: boolean;
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/**
 * The second step of a login from a device the account does not trust yet: the 4-digit code
 * sent by SMS or e-mail, with a resend after 60 s (spec 000 sections 4 and 9).
 */
export function DeviceCodeStep(props: DeviceCodeStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ otp: string }>();
  useRevalidateOnLanguageChange(form);
  const countdown = useCountdown();
  const { start } = countdown;

  useEffect(() => {
    if (props.sentCount > 0) start();
  }, [props.sentCount, start]);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 4 }}>
        <SafetyOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
        {t('login.device.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {props.prompt}
      </Typography.Paragraph>
      {props.error && (
        <Alert type="error" showIcon title={props.error} style={{ marginBottom: 20 }} />
      )}
      {props.notice && !props.error && (
        <Alert type="success" showIcon title={props.notice} style={{ marginBottom: 20 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={props.verifying}
        onFinish={(v) => props.onSubmit(v.otp)}
      >
        <Form.Item name="otp" label={t('login.device.code')} rules={[zodRule(otpCode)]}>
          <Input
            size="large"
            maxLength={4}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            onChange={(e) => form.setFieldValue('otp', e.target.value.replace(/\D/g, ''))}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={props.verifying}
          style={{ height: 48, fontWeight: 600, marginBottom: 12 }}
        >
          {t('login.device.submit')}
        </Button>
      </Form>
      <Flex justify="space-between" align="center">
        <Button type="link" style={{ paddingInline: 0 }} onClick={props.onBack}>
          {t('login.device.back')}
        </Button>
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          disabled={countdown.left > 0}
          loading={props.resending}
          onClick={props.onResend}
        >
          {countdown.left > 0
            ? t('login.device.resendIn', { seconds: countdown.left })
            : t('login.device.resend')}
        </Button>
      </Flex>
    </>
  );
}
