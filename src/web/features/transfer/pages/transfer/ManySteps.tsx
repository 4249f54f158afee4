import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OutputOf } from '../../../../../shared/actions/contract';
import type { TransferManyPreOrder, TransferOrder } from '../../../../../shared/actions/transfer';
import { formatMoney } from '../../../../../shared/format/money';
import { useChannelLabel } from '../../../beneficiary/components/useChannelLabel';
import { orderStatusQuery, useOrderStatus } from '../../../../api/money';
import { OutcomeResult } from '../../../../components/OutcomeResult';
import { StatusTag } from '../../components/OrderFacts';
import { ListTable } from '../../../../components/stackedColumns';
import { payeeNumberText } from '../../../../../shared/format/payee';
import { orderFailureText } from '../../../../components/orderFailure';

export type ManyPreOrderResult = OutputOf<typeof TransferManyPreOrder>;

/** One order's status, followed live while it is on its way; a failed one says why under it. */
function LiveStatus({ order }: { order: TransferOrder }) {
  const live = useOrderStatus(order.status === 'P' ? order.ordNo : null);
  const now = live.data ?? order;
  const reason = now.status === 'F' ? orderFailureText(now) : null;
  return (
    <Flex vertical gap={2} align="start">
      <StatusTag status={now.status} />
      {reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {reason}
        </Typography.Text>
      )}
    </Flex>
  );
}

function OrdersTable({ orders, live }: { orders: TransferOrder[]; live: boolean }) {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  return (
    <ListTable<TransferOrder>
      stack={{ aside: 'amount' }}
      rowKey="ordNo"
      size="small"
      pagination={false}
      dataSource={orders}
      columns={[
        { key: 'payee', title: t('transfer.review.payee'), render: (_, o) => o.rcvNm ?? t('common.none') },
        { key: 'channel', title: t('transfer.review.channel'), render: (_, o) => (o.rcvCnl ? channelLabel(o.rcvCnl) : '') },
        { key: 'number', title: t('transfer.review.number'), render: (_, o) => payeeNumberText(o) },
        { key: 'amount', title: t('transfer.review.amount'), align: 'right', render: (_, o) => formatMoney(o.amount) },
        { key: 'fee', title: t('transfer.review.feeAndTaxes'), align: 'right', render: (_, o) => formatMoney(o.fee + o.exciseDuty + o.vat) },
        ...(live
          ? [
              { key: 'status', title: t('transfer.details.status'), render: (_: unknown, o: TransferOrder) => <LiveStatus order={o} /> },
              {
                key: 'ordNo',
                title: t('transfer.details.ordNo'),
                render: (_: unknown, o: TransferOrder) => <Link to={`/finance/transfer/details?ordNo=${encodeURIComponent(o.ordNo)}`}>{o.ordNo}</Link>,
              },
            ]
          : []),
      ]}
    />
  );
}

/** Step 2 of a transfer to many: every payment of the batch and the totals. */
export function ManyReview({ pre, busy, onBack, onConfirm }: { pre: ManyPreOrderResult; busy: boolean; onBack: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('transfer.review.title')}
      </Typography.Title>
      <OrdersTable orders={pre.orders} live={false} />
      <Descriptions
        column={1}
        bordered
        size="small"
        style={{ maxWidth: 480 }}
        items={[
          { key: 'amount', label: t('transfer.review.amount'), children: formatMoney(pre.amount) },
          { key: 'fee', label: t('transfer.review.fee'), children: formatMoney(pre.fee) },
          { key: 'excise', label: t('transfer.review.exciseDuty'), children: formatMoney(pre.exciseDuty) },
          { key: 'vat', label: t('transfer.review.vat'), children: formatMoney(pre.vat) },
          { key: 'total', label: t('transfer.review.total'), children: <strong>{formatMoney(pre.totalAmount)}</strong> },
          { key: 'after', label: t('transfer.review.balanceAfter'), children: formatMoney(pre.balanceAfter) },
        ]}
      />
      <Flex gap={8}>
        <Button onClick={onBack} disabled={busy}>
          {t('transfer.review.back')}
        </Button>
        <Button type="primary" onClick={onConfirm} loading={busy}>
          {t('common.confirmWithPin')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Step 4 of a transfer to many: each payment with its live status, and how the batch stands. */
export function ManyResult({ orders, onAgain, onDone }: { orders: TransferOrder[]; onAgain: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  // The same queries (and cache) as each row's live status: asked every 1.5 s until S or F.
  const queryClient = useQueryClient();
  const live = useQueries({
    queries: orders.map((o) => orderStatusQuery(o.ordNo, o.status === 'P', queryClient)),
  });
  const statuses = orders.map((o, i) => live[i]?.data?.status ?? o.status);
  const count = (s: string) => statuses.filter((x) => x === s).length;
  const pending = count('P') + count('U');
  const failed = count('F');
  const status = pending > 0 ? 'info' : failed === 0 ? 'success' : failed === orders.length ? 'error' : 'warning';
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <OutcomeResult
        status={status}
        waiting={pending > 0}
        title={pending > 0 ? t('transfer.result.processing') : t('transfer.result.manyDone')}
        subTitle={t('transfer.result.manyText', { count: orders.length, done: count('S'), failed, pending })}
        againText={t('transfer.result.sendAgain')}
        doneText={t('transfer.result.done')}
        onAgain={onAgain}
        onDone={onDone}
      />
      <OrdersTable orders={orders} live />
    </Flex>
  );
}
