import { App, Button, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Beneficiary } from '../../../../shared/actions/beneficiaries';
import type { NotificationMessage } from '../../../../shared/actions/notifications';
import { TRANSFER_CHANNELS } from '../../../../shared/dict/money';
import { BeneficiaryPicker } from '../../beneficiary/components/BeneficiaryPicker';
import { useShareNotification } from '../api';

/** A message is shared to a payee's phone: only payees saved with one are offered. */
const PHONE_CHANNELS = TRANSFER_CHANNELS.filter((c) => c.payee === 'phone').map((c) => c.code);

/** Spec 000 section 9: the share drawer is 800 px wide. */
export const SHARE_DRAWER_WIDTH = 800;

/**
 * Share to payee (spec 000 section 2): pick exactly one saved beneficiary from the paged list (10
 * a page); nothing picked warns 'select_one'. A person on the platform gets an in-app copy,
 * anyone else an SMS.
 */
export function ShareDrawer({ message, usrNo, onClose }: { message: NotificationMessage | null; usrNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const [picked, setPicked] = useState<Beneficiary | null>(null);
  const share = useShareNotification();

  const close = () => {
    setPicked(null);
    onClose();
  };

  const send = async () => {
    if (!message) return;
    if (!picked) {
      void toast.warning(t('notifications.share.selectOne'));
      return;
    }
    try {
      const res = await share.mutateAsync({ messId: message.messId, sourceUsrNo: usrNo, targetUsrNo: picked.bnfUsrNo, targetPhone: picked.bnfMblNo ?? undefined });
      void toast.success(res.channel === 'sms' ? t('notifications.share.doneSms') : t('notifications.share.done'));
      close();
    } catch {
      // the client has shown the server's message (spec 000 section 8)
    }
  };

  return (
    <Drawer
      title={t('notifications.share.title')}
      open={message !== null}
      onClose={close}
      size={SHARE_DRAWER_WIDTH}
      destroyOnHidden
      extra={
        <Button type="primary" onClick={() => void send()} loading={share.isPending}>
          {t('notifications.share.send')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('notifications.share.intro')}</Typography.Text>
        <BeneficiaryPicker pageType="1" rcvCnls={PHONE_CHANNELS} value={picked?.bnfUsrNo} onChange={(_id, b) => setPicked(b)} />
      </Flex>
    </Drawer>
  );
}
