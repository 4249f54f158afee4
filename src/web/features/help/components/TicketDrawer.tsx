import { Button, Drawer, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { useCancelTicket, useTicket } from '../api';
import { TicketView } from './TicketView';

/** TicketDetails in a drawer, with CancelTicket while the ticket is unresolved or in progress. */
export function TicketDrawer({ ticketNo, onClose }: { ticketNo: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const ticket = useTicket(ticketNo ?? null);
  const cancel = useCancelTicket();
  const row = useRowAction();
  const data = ticket.data;

  const onCancel = (no: string) =>
    row.run(no, () => cancel.mutateAsync(no), t('help.detail.cancelled'), {
      title: t('help.detail.confirmCancel', { ticketNo: no }),
      content: t('help.detail.cancelNote'),
      danger: true,
    });

  return (
    <Drawer
      open={Boolean(ticketNo)}
      onClose={onClose}
      size={640}
      title={ticketNo ? t('help.detail.title', { ticketNo }) : ''}
      destroyOnHidden
      extra={
        data?.cancellable === 'Y' && (
          <Button danger disabled={row.busy(data.ticketNo)} onClick={() => void onCancel(data.ticketNo)}>
            {t('help.detail.cancel')}
          </Button>
        )
      }
    >
      {ticket.isLoading ? (
        <Skeleton active />
      ) : data ? (
        <TicketView ticket={data} />
      ) : (
        <Result status="warning" title={t('help.detail.notFound')} />
      )}
    </Drawer>
  );
}
