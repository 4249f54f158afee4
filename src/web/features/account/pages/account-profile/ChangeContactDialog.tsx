import { MailOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRule } from '../../../../../shared/rules/identity';
import { isActionError } from '../../../../api/errors';
import { useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import type { OtpSent } from '../../../../components/otpCountdown';
import { OtpStep } from '../../../../components/OtpStep';
import { PhoneInput } from '../../../../components/PhoneInput';
import { type ContactKind, changeContact, useContactChanged } from '../../api';

/**
 * Change of mobile number or e-mail (spec 000 section 2, Account profile): the new one, then the
 * code sent to it. 'The Mobile Number provided already exists' (MMCP1030) and 'This e-mail address
 * is already registered' (MMCP1032) come back on the field.
 */
export function ChangeContactDialog({
  kind,
  open,
  onClose,
}: {
  kind: ContactKind;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t(kind === 'mobile' ? 'profile.changeMobile' : 'profile.changeEmail')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <ChangeContactFlow kind={kind} onClose={onClose} />
    </Modal>
  );
}

function ChangeContactFlow({ kind, onClose }: { kind: ContactKind; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ value: string }>();
  useRevalidateOnLanguageChange(form);
  const changed = useContactChanged();
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<{ value: string; sent: OtpSent } | null>(null);

  /** The first call sends the code to the new value. */
  const sendCode = async (value: string): Promise<OtpSent> => {
    const answer = await changeContact(kind, value);
    if (answer.step !== 'CODE_SENT' || !answer.jrnNo || !answer.maskedTo) {
      throw new Error('The code was not sent');
    }
    return { jrnNo: answer.jrnNo, maskedTo: answer.maskedTo, resendAfter: answer.resendAfter };
  };

  const submit = async ({ value }: { value: string }) => {
    const wire = kind === 'mobile' ? toWirePhone(value) : value.trim();
    setSending(true);
    try {
      setPending({ value: wire, sent: await sendCode(wire) });
    } catch (error) {
      const text = isActionError(error)
        ? (error.fieldErrors[0]?.message ?? error.message)
        : t('errors.unexpected');
      form.setFields([{ name: 'value', errors: [text] }]);
    } finally {
      setSending(false);
    }
  };

  if (pending) {
    return (
      <OtpStep
        sent={pending.sent}
        send={() => sendCode(pending.value)}
        verify={async ({ jrnNo, otp }) => {
          await changeContact(kind, pending.value, { jrnNo, otp });
          await changed();
          void message.success(t(kind === 'mobile' ? 'profile.mobileChanged' : 'profile.emailChanged'));
          onClose();
        }}
        submitText={t('profile.confirmChange')}
        onBack={() => setPending(null)}
      />
    );
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={sending}>
      {kind === 'mobile' ? (
        <Form.Item name="value" label={t('profile.newMobile')} rules={[zodRule(phoneDigitsRule)]}>
          <PhoneInput size="large" placeholder="712 345 678" autoFocus />
        </Form.Item>
      ) : (
        <Form.Item name="value" label={t('profile.newEmail')} rules={[zodRule(emailRule)]}>
          <Input
            size="large"
            type="email"
            prefix={<MailOutlined aria-hidden />}
            autoComplete="email"
            autoFocus
          />
        </Form.Item>
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('profile.sendCode')}
        </Button>
      </Flex>
    </Form>
  );
}
