import { Alert, Button, Flex, Form, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otpCode } from '../../shared/actions/otp';
import { isActionError } from '../api/errors';
import { useRevalidateOnLanguageChange, zodRule } from './formRules';
import { OtpInput } from './OtpInput';
import type { OtpSent } from './otpCountdown';
import { useOtpCountdown } from './useOtpCountdown';

/** A wrong code: the server counts the tries left (spec 000 section 8). */
const WRONG_CODE = 'MMCP1020';

export interface OtpStepProps {
  /** Sends a code (and again on resend). Rejects when none went out; call with hideError. */
  send: () => Promise<OtpSent>;
  /** A code already sent when the step opens; without one the step sends at once. */
  sent?: OtpSent | null;
  /** Checks the code. Rejects with the ActionError to show; resolves when the flow moves on. */
  verify: (code: { jrnNo: string; otp: string }) => Promise<void>;
  /** Shown above the field, before where the code went. */
  intro?: ReactNode;
  submitText?: string;
  onBack?: () => void;
  backText?: string;
}

/** The text of a refused send or check, with the tries left of a wrong code. */
export function useCodeErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!isActionError(error)) return t('errors.unexpected');
    const left = error.numberField('leftTryTimes');
    if (error.code === WRONG_CODE && left !== null && left > 0) {
      return t('otp.wrongCode', { message: error.message, count: left });
    }
    return error.message;
  };
}

/**
 * The one-time code step of every flow (registration, forgot password, forgot PIN, profile
 * changes, PIN verification): where the code went, the 4-digit field, Verify, and Resend after
 * 60 s (spec 000 sections 4, 5, 8 and 9).
 *
 *   <OtpStep
 *     send={() => callAction(SendOtp, { businessType: '03' }, { hideError: true })}
 *     verify={async ({ jrnNo, otp }) => setTicket((await checkCode(jrnNo, otp)).ticket)}
 *   />
 */
export function OtpStep({ send, sent, verify, intro, submitText, onBack, backText }: OtpStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ otp: string }>();
  useRevalidateOnLanguageChange(form);
  const otp = useOtpCountdown(send, sent);
  const [sendError, setSendError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const errorText = useCodeErrorText();
  const started = useRef(false);
  const { sendFirst, resend } = otp;

  // The first code goes out when the step opens (once, StrictMode's second effect included).
  useEffect(() => {
    if (started.current || sent) return;
    started.current = true;
    sendFirst().catch((error: unknown) => setSendError(errorText(error)));
  }, [sent, sendFirst, errorText]);

  // A new code: the field starts over.
  useEffect(() => {
    if (otp.sends > 1) form.resetFields();
  }, [otp.sends, form]);

  const doResend = async () => {
    setSendError(null);
    try {
      await resend();
    } catch (error) {
      setSendError(errorText(error));
    }
  };

  const submit = async ({ otp: code }: { otp: string }) => {
    if (!otp.sent) return;
    setChecking(true);
    try {
      await verify({ jrnNo: otp.sent.jrnNo, otp: code });
    } catch (error) {
      form.setFields([{ name: 'otp', errors: [errorText(error)] }]);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div>
      {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary" aria-live="polite">
        {otp.sent
          ? t('otp.sentTo', { to: otp.sent.maskedTo })
          : otp.sending
            ? t('otp.sending')
            : null}
      </Typography.Paragraph>
      {sendError && (
        <Alert type="error" showIcon title={sendError} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={checking}>
        <Form.Item name="otp" label={t('otp.code')} rules={[zodRule(otpCode)]}>
          <OtpInput size="large" autoFocus placeholder="0000" style={{ letterSpacing: 6 }} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={checking}
          disabled={!otp.sent}
          style={{ height: 48, fontWeight: 600, marginBottom: 12 }}
        >
          {submitText ?? t('otp.verify')}
        </Button>
      </Form>
      <Flex justify={onBack ? 'space-between' : 'flex-end'} align="center" wrap>
        {onBack && (
          <Button type="link" style={{ paddingInline: 0 }} onClick={onBack}>
            {backText ?? t('common.back')}
          </Button>
        )}
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          disabled={!otp.canResend}
          loading={otp.sending && otp.sends > 0}
          onClick={() => void doResend()}
        >
          {otp.phase === 'counting'
            ? t('otp.resendIn', { seconds: otp.left })
            : t('otp.resend')}
        </Button>
      </Flex>
    </div>
  );
}
