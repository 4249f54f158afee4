import { LockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifyPasscodeTrans } from '../../../../shared/actions/pin';
import { pinRule } from '../../../../shared/rules/identity';
import { callAction } from '../../../api/client';
import type { ActionError } from '../../../api/errors';
import { withSealedSecret } from '../../../api/secrets';
import { useRevalidateOnLanguageChange, zodRule } from '../../../components/formRules';
import { OtpStep } from '../../../components/OtpStep';
import { PinInput } from '../../../components/PinInput';
import { catalogueText, i18n } from '../../../i18n';
import { PinRunOutDialog } from '../../credentials/components/PinRunOutDialog';
import { initialPinDialogState, pinDialogReducer, pinOutcome } from './pinDialogState';

export interface PinDialogProps {
  /** The order's authorization code, from the call that created the order. */
  authTxCode: string;
  open: boolean;
  /** The PIN (and code, if asked) authorized the order: go on to pay. */
  onAuthorized: () => void;
  onCancel: () => void;
  /** The order's details as shown, base64; kept with the authorization. */
  signData?: string;
  /** Any other failure (spec 000 section 8: 'emits a failed callback to the caller'). */
  onFailed?: (error: ActionError | Error) => void;
  title?: ReactNode;
  /** Shown above the PIN: what the person should weigh before confirming (a payment made already). */
  notice?: ReactNode;
}

const QUIET = { hideError: true } as const;

function wrongPinText(left: number | null): string {
  const text = catalogueText('MMCP2007');
  return left !== null && left > 0 ? i18n.t('secrets.attemptsLeft', { message: text, count: left }) : text;
}

/**
 * The PIN of a money order (spec 000 section 4): the 4-digit PIN, sealed under a fresh random,
 * checked by VerifyPasscodeTrans; a code step when the order needs 3D certification. A wrong PIN
 * says how many attempts are left; when they run out the dialog closes and offers Reset PIN.
 *
 *   <PinDialog
 *     authTxCode={order.authTxCode}
 *     open={confirming}
 *     onAuthorized={() => pay(order)}
 *     onCancel={() => setConfirming(false)}
 *   />
 */
export function PinDialog(props: PinDialogProps) {
  const { open, onCancel } = props;
  const [runOut, setRunOut] = useState(false);
  // A fresh dialog for every opening: its state and the PIN are forgotten on close.
  const [opening, setOpening] = useState(0);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) setOpening((n) => n + 1);
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      {open && !runOut && (
        <PinDialogBody key={opening} {...props} onRunOut={() => setRunOut(true)} />
      )}
      <PinRunOutDialog
        open={runOut}
        onClose={() => {
          setRunOut(false);
          onCancel();
        }}
      />
    </>
  );
}

function PinDialogBody({
  authTxCode,
  onAuthorized,
  onCancel,
  signData,
  onFailed,
  title,
  notice,
  onRunOut,
}: PinDialogProps & { onRunOut: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ pin: string }>();
  useRevalidateOnLanguageChange(form);
  const [state, dispatch] = useReducer(pinDialogReducer, initialPinDialogState);
  const pin = useRef('');

  const verify = (code?: { otpJrnNo: string; otp: string }) =>
    withSealedSecret(
      pin.current,
      (passcode) =>
        callAction(VerifyPasscodeTrans, { authTxCode, passcode, signData, ...code }, QUIET),
      QUIET,
    );

  // The caller's callbacks may change every render: each ending is reported once.
  const callbacks = useRef({ onAuthorized, onRunOut, onCancel });
  useEffect(() => {
    callbacks.current = { onAuthorized, onRunOut, onCancel };
  }, [onAuthorized, onRunOut, onCancel]);
  const { ended, endMessage } = state;
  useEffect(() => {
    if (ended === 'authorized') callbacks.current.onAuthorized();
    if (ended === 'runOut') callbacks.current.onRunOut();
    if (ended === 'expired') {
      void message.error(endMessage ?? catalogueText('MMCP2060'));
      callbacks.current.onCancel();
    }
  }, [ended, endMessage, message]);

  useEffect(() => {
    if (state.wrongPin) form.setFields([{ name: 'pin', value: '', errors: [wrongPinText(state.wrongPinLeft)] }]);
  }, [state.wrongPin, state.wrongPinLeft, form]);

  const submitPin = async ({ pin: value }: { pin: string }) => {
    pin.current = value;
    dispatch({ type: 'submit' });
    try {
      await verify();
      dispatch({ type: 'outcome', outcome: { kind: 'authorized' } });
    } catch (error) {
      const outcome = pinOutcome(error);
      dispatch({ type: 'outcome', outcome });
      if (outcome.kind === 'failed') onFailed?.(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return (
    <Modal
      open
      title={
        <span>
          <LockOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
          {title ?? t('pin.dialogTitle')}
        </span>
      }
      onCancel={onCancel}
      footer={null}
      width={420}
      maskClosable={false}
    >
      {state.step === 'pin' && (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submitPin} disabled={state.busy}>
          <Typography.Paragraph type="secondary">{t('pin.dialogIntro')}</Typography.Paragraph>
          {notice && <div style={{ marginBottom: 16 }}>{notice}</div>}
          {state.error && <Alert type="error" showIcon title={state.error} style={{ marginBottom: 16 }} />}
          <Form.Item name="pin" label={t('pin.label')} rules={[zodRule(pinRule)]}>
            <PinInput size="large" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={state.busy} style={{ height: 48 }}>
            {t('common.confirm')}
          </Button>
        </Form>
      )}
      {state.step === 'otp' && state.sent && (
        <OtpStep
          sent={state.sent}
          intro={t('pin.otpIntro')}
          send={async () => {
            try {
              await verify();
              dispatch({ type: 'outcome', outcome: { kind: 'authorized' } });
              return state.sent!;
            } catch (error) {
              const outcome = pinOutcome(error);
              if (outcome.kind === 'needOtp') return outcome.sent;
              if (outcome.kind !== 'failed') dispatch({ type: 'outcome', outcome });
              throw error;
            }
          }}
          verify={async ({ jrnNo, otp }) => {
            try {
              await verify({ otpJrnNo: jrnNo, otp });
              dispatch({ type: 'outcome', outcome: { kind: 'authorized' } });
            } catch (error) {
              // A wrong or expired code stays on this step, which shows it.
              const outcome = pinOutcome(error);
              if (outcome.kind === 'failed' || outcome.kind === 'needOtp') throw error;
              dispatch({ type: 'outcome', outcome });
            }
          }}
          submitText={t('common.confirm')}
          onBack={() => dispatch({ type: 'backToPin' })}
        />
      )}
    </Modal>
  );
}
