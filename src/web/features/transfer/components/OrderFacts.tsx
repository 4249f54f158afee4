import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MoneyOrder } from '../../../../shared/actions/money';
import type { TransferOrder } from '../../../../shared/actions/transfer';
import { formatMoney } from '../../../../shared/format/money';
import { payeeNumberText } from '../../../../shared/format/payee';
import { displayDateTime } from '../../../components/dateDisplay';
import { useChannelLabel } from '../../beneficiary/components/useChannelLabel';
import { orderFailureText } from '../../../components/orderFailure';

const STATUS_COLOR = { U: 'default', W: 'warning', P: 'processing', S: 'success', F: 'error' } as const;

export function StatusTag({ status }: { status: MoneyOrder['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`transfer.status.${status}`)}</Tag>;
}

/** Who and what of a transfer order, as the details page and the result show it. */
export function OrderFacts({ order, full = false }: { order: MoneyOrder & Partial<TransferOrder>; full?: boolean }) {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  const number = payeeNumberText(order);
  const reason = order.status === 'F' ? orderFailureText(order) : null;
  const items = [
    // M-PESA names no holder before paying (Daraja has no name look-up): the number is the payee then.
    ...(order.rcvNm ? [{ key: 'payee', label: t('transfer.review.payee'), children: order.rcvNm }] : []),
    { key: 'channel', label: t('transfer.review.channel'), children: order.rcvCnl ? channelLabel(order.rcvCnl) : t('common.none') },
    { key: 'number', label: t('transfer.review.number'), children: number ?? t('common.none') },
    ...(order.rcvBnkNm ? [{ key: 'bank', label: t('transfer.review.bank'), children: order.rcvBnkNm }] : []),
    { key: 'amount', label: t('transfer.review.amount'), children: formatMoney(order.amount) },
    // A failed transfer took nothing: no charges and no 'Total from your wallet' it never took.
    ...(order.status === 'F'
      ? []
      : [
          { key: 'fee', label: t('transfer.review.fee'), children: formatMoney(order.fee) },
          { key: 'excise', label: t('transfer.review.exciseDuty'), children: formatMoney(order.exciseDuty) },
          { key: 'vat', label: t('transfer.review.vat'), children: formatMoney(order.vat) },
          { key: 'total', label: t('transfer.review.total'), children: <strong>{formatMoney(order.totalAmount)}</strong> },
        ]),
    { key: 'status', label: t('transfer.details.status'), children: <StatusTag status={order.status} /> },
    { key: 'ordNo', label: t('transfer.details.ordNo'), children: order.ordNo },
    ...(order.receipt ? [{ key: 'receipt', label: t('transfer.details.receipt'), children: order.receipt }] : []),
    ...(reason ? [{ key: 'reason', label: t('transfer.details.reason'), children: reason }] : []),
    ...(full
      ? [
          ...(order.transferType ? [{ key: 'type', label: t('transfer.details.transferType'), children: t(`transfer.transferType.${order.transferType}`) }] : []),
          ...(order.fundSource ? [{ key: 'source', label: t('transfer.details.fundSource'), children: t(`transfer.fundSource.${order.fundSource}`) }] : []),
          ...(order.batchNo ? [{ key: 'batch', label: t('transfer.details.batchNo'), children: order.batchNo }] : []),
          ...(order.remarks ? [{ key: 'remarks', label: t('transfer.review.remarks'), children: order.remarks }] : []),
          { key: 'created', label: t('transfer.details.createdAt'), children: displayDateTime(order.createdAt) },
          ...(order.finishedAt ? [{ key: 'finished', label: t('transfer.details.finishedAt'), children: displayDateTime(order.finishedAt) }] : []),
        ]
      : []),
  ];
  return <Descriptions column={1} bordered size="small" items={items} />;
}
