import { Alert, Button, Descriptions, Flex, Modal, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../../shared/format/phone';
import { useSession } from '../../../../api/session';
import { NewPinStep } from './NewPinStep';
import { PasswordCodeStep } from './PasswordCodeStep';

export interface PinResetDialogProps {
  open: boolean;
  onClose: () => void;
}

const STEPS = ['basic', 'resetPin', 'password', 'newPin', 'success'] as const;
type Step = (typeof STEPS)[number];

/**
 * Forgot PIN (spec 000 sections 2 and 4): the five-step PIN reset dialog. Basic information, what
 * a reset does, the login password (MerchantCheckPassword) and a code to the person's phone
 * (SendOtp/CheckOtp, business type 03), the new PIN (ResetPassword, passwordType 0), success.
 *
 *   <PinResetDialog open={open} onClose={() => setOpen(false)} />
 */
export function PinResetDialog({ open, onClose }: PinResetDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('pinReset.title')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      maskClosable={false}
    >
      <PinResetFlow onClose={onClose} />
    </Modal>
  );
}

function PinResetFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const person = useSession((s) => s.person);
  const [step, setStep] = useState<Step>('basic');
  const [ticket, setTicket] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Step three has two screens, the password then the code: the steps say which one is on.
  const [codeStage, setCodeStage] = useState(false);

  const phone = person?.mblNoPlain ?? null;
  const email = person?.email ?? null;
  const identity = phone
    ? { userId: phone, userIdType: 'P' as const }
    : email
      ? { userId: email, userIdType: 'E' as const }
      : null;
  const none = t('common.none');

  return (
    <Flex vertical gap={24} style={{ paddingTop: 8 }}>
      <Steps
        size="small"
        titlePlacement="vertical"
        current={STEPS.indexOf(step)}
        items={STEPS.map((s) => ({
          title: t(`pinReset.steps.${s}`),
          description: s === 'password' && step === 'password' ? t(codeStage ? 'pinReset.steps.code' : 'pinReset.steps.passwordFirst') : undefined,
        }))}
      />
      {notice && <Alert type="warning" showIcon title={notice} closable={{ onClose: () => setNotice(null) }} />}

      {step === 'basic' && (
        <>
          <Typography.Paragraph style={{ margin: 0 }}>{t('pinReset.basicIntro')}</Typography.Paragraph>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              {
                key: 'name',
                label: t('profile.name'),
                children: `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim() || none,
              },
              { key: 'phone', label: t('profile.phone'), children: formatPhone(phone) || none },
              { key: 'email', label: t('profile.email'), children: email ?? none },
            ]}
          />
          {!identity && <Alert type="error" showIcon title={t('pinReset.noContact')} />}
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" disabled={!identity} onClick={() => setStep('resetPin')}>
              {t('common.next')}
            </Button>
          </Flex>
        </>
      )}

      {step === 'resetPin' && (
        <>
          <Typography.Paragraph style={{ margin: 0 }}>{t('pinReset.whatHappens')}</Typography.Paragraph>
          <ol style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.9 }}>
            <li>{t('pinReset.how.password')}</li>
            <li>{t('pinReset.how.code', { to: phone ? formatPhone(phone) : (email ?? '') })}</li>
            <li>{t('pinReset.how.newPin')}</li>
          </ol>
          <Flex justify="space-between" gap={8}>
            <Button onClick={() => setStep('basic')}>{t('common.back')}</Button>
            <Button type="primary" onClick={() => setStep('password')}>
              {t('pinReset.start')}
            </Button>
          </Flex>
        </>
      )}

      {step === 'password' && (
        <PasswordCodeStep
          onVerified={(next) => {
            setNotice(null);
            setTicket(next);
            setStep('newPin');
          }}
          onBack={() => setStep('resetPin')}
          onCodeStage={setCodeStage}
        />
      )}

      {step === 'newPin' && identity && ticket && (
        <NewPinStep
          identity={identity}
          ticket={ticket}
          onDone={() => setStep('success')}
          onTicketSpent={(text) => {
            setTicket(null);
            setNotice(text);
            setStep('password');
          }}
        />
      )}

      {step === 'success' && (
        <Result
          status="success"
          title={t('pinReset.successTitle')}
          subTitle={t('pinReset.successText')}
          extra={
            <Button type="primary" onClick={onClose}>
              {t('common.done')}
            </Button>
          }
        />
      )}
    </Flex>
  );
}
