import { App } from 'antd';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canResend,
  initOtpCountdown,
  type OtpSent,
  otpCountdownReducer,
} from './otpCountdown';

/**
 * Sending a one-time code with the spec's countdown: `sendFirst()` for the first code, `resend()`
 * after the 60 s (toasts 'Resent successfully' or 'Resent Failed'; a failed send allows resend at
 * once). `send` must reject when no code went out; both calls reject with its error.
 *
 *   const otp = useOtpCountdown(() => sendCode(phone));
 *   <Button disabled={!otp.canResend} onClick={() => otp.resend().catch(show)}>
 *     {otp.left > 0 ? t('otp.resendIn', { seconds: otp.left }) : t('otp.resend')}
 *   </Button>
 */
export function useOtpCountdown(send: () => Promise<OtpSent>, initial?: OtpSent | null) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [state, dispatch] = useReducer(otpCountdownReducer, initial, initOtpCountdown);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const { phase, left } = state;
  useEffect(() => {
    if (phase !== 'counting' || left <= 0) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), 1_000);
    return () => clearTimeout(timer);
  }, [phase, left]);

  const run = useCallback(
    async (isResend: boolean): Promise<OtpSent | null> => {
      dispatch({ type: 'send' });
      try {
        const sent = await sendRef.current();
        dispatch({ type: 'sent', sent });
        if (isResend) void message.success(t('otp.resent'));
        return sent;
      } catch (error) {
        dispatch({ type: 'failed' });
        if (isResend) void message.error(t('otp.resendFailed'));
        throw error;
      }
    },
    [message, t],
  );

  return {
    ...state,
    canResend: canResend(state),
    sending: state.phase === 'sending',
    sendFirst: () => run(false),
    resend: () => run(true),
  };
}
