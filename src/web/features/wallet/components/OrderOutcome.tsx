import { LoadingOutlined } from '@ant-design/icons';
import { Descriptions, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyOrder } from '../../../../shared/actions/money';
import { formatMoney } from '../../../../shared/format/money';
import { displayDateTime } from '../../../components/dateDisplay';
import { useOrderStatus } from '../../../api/money';
import { OrderStatusTag } from './OrderStatusTag';
import { HeldLink } from '../../approvals/components/HeldLink';
import { orderFailureText } from '../../../components/orderFailure';

/** The outcome as the screen's second-level heading, in the Result's own type. */
function Title({ text }: { text: string }) {
  return <h2 style={{ font: 'inherit', margin: 0, color: 'inherit' }}>{text}</h2>;
}

/**
 * The result step of a money order, followed live: 'Processing' while the network works on it,
 * then success or the reason it failed, in words (orderFailureText). `texts` words the three
 * outcomes. A detail marked `unlessFailed` (what left the wallet) is left out of a failure; the
 * `again` button shows only once the order has ended, so a second order is not started while the
 * first is still on its way.
 */
export function OrderOutcome({
  first,
  texts,
  details,
  extra: always,
  again,
}: {
  /** The order as the pay call answered it. */
  first: MoneyOrder;
  texts: { pending: string; success: string; failed: string; pendingHint: string; failedHint: string };
  details: { key: string; label: string; children: ReactNode; unlessFailed?: boolean }[];
  extra: ReactNode[];
  again?: ReactNode;
}) {
  const { t } = useTranslation();
  const live = useOrderStatus(first.status === 'S' || first.status === 'F' ? null : first.ordNo);
  const order = live.data ?? first;
  const ended = order.status === 'S' || order.status === 'F';
  const extra = ended && again ? [...always, again] : always;
  const items = [
    ...details.filter((d) => !(d.unlessFailed && order.status === 'F')).map(({ unlessFailed: _, ...d }) => d),
    { key: 'status', label: t('wallet.activity.status'), children: <OrderStatusTag status={order.status} /> },
    { key: 'ordNo', label: t('wallet.activity.ordNo'), children: order.ordNo },
    ...(order.receipt ? [{ key: 'receipt', label: t('wallet.result.receipt'), children: order.receipt }] : []),
    { key: 'time', label: t('wallet.activity.time'), children: displayDateTime(order.finishedAt ?? order.createdAt) },
  ];
  const body = <Descriptions column={1} size="small" bordered items={items} style={{ maxWidth: 520, margin: '0 auto', textAlign: 'start' }} />;
  if (order.status === 'S') {
    return <Result status="success" title={<Title text={texts.success} />} subTitle={formatMoney(order.amount)} extra={extra}>{body}</Result>;
  }
  if (order.status === 'W') {
    return (
      <Result status="warning" title={<Title text={t('approvals.held.title')} />} subTitle={t('approvals.held.text')} extra={[extra, <HeldLink key="held" />]}>
        {body}
      </Result>
    );
  }
  if (order.status === 'F') {
    return (
      <Result status="error" title={<Title text={texts.failed} />} subTitle={`${orderFailureText(order) ?? ''} ${texts.failedHint}`.trim()} extra={extra}>
        {body}
      </Result>
    );
  }
  return (
    <Result
      icon={<Spin indicator={<LoadingOutlined style={{ fontSize: 56 }} spin />} />}
      title={<Title text={texts.pending} />}
      subTitle={texts.pendingHint}
      extra={extra}
    >
      <div role="status" aria-live="polite">
        {body}
      </div>
    </Result>
  );
}
