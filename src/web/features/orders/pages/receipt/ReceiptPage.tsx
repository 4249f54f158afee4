import { PrinterOutlined } from '@ant-design/icons';
import { Button, Divider, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { PageCard } from '../../../../components/PageCard';
import { displayDateTime } from '../../../../components/dateDisplay';
import { useOrderDetail } from '../../api';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong}>{value}</Typography.Text>
    </Flex>
  );
}

/** /manage/order/completed/receipt?orderNo=: the sale's receipt, printable, with its refunds. */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? undefined;
  const detail = useOrderDetail(orderNo);
  const o = detail.data;
  if (!orderNo || detail.isError) {
    return (
      <PageCard title={t('orders.menu.receipt')}>
        <Empty description={t('orders.notFound')} />
      </PageCard>
    );
  }
  return (
    <PageCard
      title={t('orders.menu.receipt')}
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('orders.receipt.print')}
        </Button>
      }
    >
      {!o ? (
        <Skeleton active />
      ) : (
        <section aria-label={t('orders.menu.receipt')} style={{ maxWidth: 380, margin: '0 auto', fontFamily: 'monospace', border: '1px dashed #d9d9d9', padding: 16 }}>
          <Typography.Title level={4} style={{ textAlign: 'center', margin: 0 }}>
            {o.receipt.merchantName}
          </Typography.Title>
          <Typography.Paragraph style={{ textAlign: 'center', marginBottom: 8 }}>
            {o.receipt.storeName}
            {o.receipt.tillNo ? ` · ${t('orders.detail.till')} ${o.receipt.tillNo}` : ''}
          </Typography.Paragraph>
          <Line label={t('orders.col.order')} value={o.orderNo} />
          <Line label={t('orders.detail.paid')} value={displayDateTime(o.paidAt ?? o.createdAt)} />
          {o.receipt.cashierName && <Line label={t('orders.detail.cashier')} value={o.receipt.cashierName} />}
          <Divider style={{ margin: '8px 0' }} dashed />
          {o.items.map((i) => (
            <Line key={i.itemId} label={`${i.quantity} × ${i.name}`} value={formatMoney(i.lineTotal)} />
          ))}
          <Divider style={{ margin: '8px 0' }} dashed />
          <Line label={t('orders.totals.subtotal')} value={formatMoney(o.subtotal)} />
          {o.discount + o.couponAmount > 0 && <Line label={t('orders.totals.discount')} value={`-${formatMoney(o.discount + o.couponAmount)}`} />}
          <Line label={t('orders.receipt.vat', { rate: (o.receipt.vatRate / 100).toFixed(0) })} value={formatMoney(o.vat)} />
          <Line label={t('orders.totals.total')} value={formatMoney(o.total)} strong />
          <Line label={o.paymentMethod ? t(`orders.method.${o.paymentMethod}`) : t('orders.col.method')} value={formatMoney(o.paidAmount)} />
          {o.payRef && <Line label={t('orders.detail.payRef')} value={o.payRef} />}
          {o.refunds
            .filter((r) => r.payStatus === 'S')
            .map((r) => (
              <Line key={r.refundNo} label={t('orders.receipt.refund', { refundNo: r.refundNo })} value={`-${formatMoney(r.amount)}`} />
            ))}
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 12, marginBottom: 0 }}>{t('orders.receipt.thanks')}</Typography.Paragraph>
        </section>
      )}
    </PageCard>
  );
}
