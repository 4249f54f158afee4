import { LoadingOutlined } from '@ant-design/icons';
import { Button, Descriptions, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { useOrderStatus } from '../../../api/money';
import { displayDateTime } from '../../../components/dateDisplay';
import { orderFailureText } from '../../../components/orderFailure';

/** How a payment ended: an order on M-PESA is followed live (every 1.5 s) until it succeeds or fails. */
export function PayResult({ ordNo, onAgain }: { ordNo: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const order = useOrderStatus(ordNo);
  const o = order.data;
  if (!o) return order.isError ? <Result status="warning" title={t('transfer.details.notFound')} /> : <Spin />;
  const to = o.rcvNm ?? o.rcvAcNo ?? '';
  const view =
    o.status === 'S'
      ? { status: 'success' as const, title: t('payByCode.result.success', { amount: formatMoney(o.amount), to }), sub: t('payByCode.result.ordNo', { ordNo: o.ordNo }) }
      : o.status === 'F'
        ? { status: 'error' as const, title: t('payByCode.result.failed'), sub: t('payByCode.result.failedText', { reason: orderFailureText(o) ?? '' }) }
        : { status: 'info' as const, title: t('payByCode.result.pending'), sub: t('payByCode.result.pendingText') };
  return (
    <div style={{ maxWidth: 560 }}>
      <Result
        status={view.status}
        icon={o.status === 'P' || o.status === 'U' ? <Spin indicator={<LoadingOutlined style={{ fontSize: 48 }} spin />} /> : undefined}
        title={<span role="status">{view.title}</span>}
        subTitle={view.sub}
        extra={
          <Button type="primary" onClick={onAgain}>
            {t('payByCode.result.again')}
          </Button>
        }
      />
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'to', label: t('payByCode.review.payee'), children: to },
          { key: 'number', label: t('payByCode.review.number'), children: o.rcvAcNo ?? '' },
          ...(o.accountReference ? [{ key: 'account', label: t('payByCode.review.account'), children: o.accountReference }] : []),
          // A failed payment took nothing: the amount asked, never a total from the wallet it did not take.
          o.status === 'F'
            ? { key: 'amount', label: t('payByCode.review.amount'), children: formatMoney(o.amount) }
            : { key: 'total', label: t('payByCode.review.total'), children: formatMoney(o.totalAmount) },
          ...(o.receipt ? [{ key: 'receipt', label: t('payByCode.result.receipt', { receipt: '' }).trim(), children: o.receipt }] : []),
          { key: 'at', label: t('transfer.details.createdAt'), children: displayDateTime(o.createdAt) },
        ]}
      />
    </div>
  );
}
