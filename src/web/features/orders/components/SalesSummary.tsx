import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { type OrderFilterQuery, useSalesTotals } from '../api';

/** Paid, refunded and net sales for the list's period and store, and how customers paid. */
export function SalesSummary({ filters }: { filters: OrderFilterQuery }) {
  const { t } = useTranslation();
  const totals = useSalesTotals(filters);
  const d = totals.data;
  const methods = d?.byMethod ?? [];
  const top = Math.max(1, ...methods.map((m) => m.amount));
  // The totals are the period's and the store's: a payment method, a cashier or a search narrows
  // the list below, not them (they compare the methods), and the cards say so.
  const narrowed = Boolean(filters.payMethod || filters.operatorId || filters.keyword);
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {narrowed && (
        <Col span={24}>
          <Typography.Text type="secondary">{t('orders.stats.allOrders')}</Typography.Text>
        </Col>
      )}
      <Col xs={12} md={6}>
        <Card size="small" loading={totals.isPending}>
          <Statistic title={t('orders.stats.sales')} value={formatMoney(d?.totalAmount ?? 0)} />
          <Typography.Text type="secondary">{t('orders.stats.orders', { count: d?.orderCount ?? 0 })}</Typography.Text>
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small" loading={totals.isPending}>
          <Statistic title={t('orders.stats.refunds')} value={formatMoney(d?.refundAmount ?? 0)} />
          <Typography.Text type="secondary">{t('orders.stats.refundCount', { count: d?.refundCount ?? 0 })}</Typography.Text>
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small" loading={totals.isPending}>
          <Statistic title={t('orders.stats.net')} value={formatMoney(d?.netAmount ?? 0)} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small" loading={totals.isPending} title={t('orders.stats.byMethod')} styles={{ body: { paddingTop: 8 } }}>
          {methods.length === 0 && <Typography.Text type="secondary">{t('common.none')}</Typography.Text>}
          {methods.map((m) => (
            <div key={m.method} style={{ marginBottom: 4 }} title={`${formatMoney(m.amount)} · ${m.count}`}>
              <Typography.Text style={{ fontSize: 12 }}>
                {t(`orders.method.${m.method}`, { defaultValue: m.method })} · {formatMoney(m.amount)}
              </Typography.Text>
              <div aria-hidden style={{ height: 6, borderRadius: 3, background: '#fa8c16', width: `${Math.round((m.amount / top) * 100)}%` }} />
            </div>
          ))}
        </Card>
      </Col>
    </Row>
  );
}
