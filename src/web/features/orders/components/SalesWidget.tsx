import { Card, Col, Row, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { useSession } from '../../../api/session';
import { useFunctions } from '../../../app/guards/permissions';
import { ButtonLink } from '../../../components/ButtonLink';
import { DayBarChart } from '../../../components/DayBarChart';
import { useDailySales } from '../api';

/**
 * The home page's sales of the current store (StatisGoodsOrder): today's sales, orders, new
 * orders waiting and refunds, and the last seven days as bars. Shown to those who see sales (0501).
 */
export function SalesWidget() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { has } = useFunctions();
  const storeId = useSession((s) => s.currentStoreId) ?? undefined;
  const allowed = has('0501');
  const sales = useDailySales(storeId, allowed);
  if (!allowed) return null;
  const d = sales.data;
  const week = d?.days.reduce((s, x) => s + x.amount, 0) ?? 0;
  const summary = t('orders.home.chartSummary', { amount: formatMoney(week), days: d?.days.length ?? 7 });
  return (
    <Card
      variant="borderless"
      loading={sales.isPending}
      title={<h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{t('orders.home.title', { store: d?.storeName ?? '' })}</h2>}
      extra={<ButtonLink to="/manage/order">{t('orders.home.open')}</ButtonLink>}
    >
      <Row gutter={[16, 16]} align="middle">
        <Col xs={12} md={6} lg={4}>
          <Statistic title={t('orders.home.today')} value={formatMoney(d?.today.amount ?? 0)} valueStyle={{ color: token.colorPrimary }} />
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Statistic title={t('orders.home.orders')} value={d?.today.count ?? 0} />
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Statistic title={t('orders.home.newOrders')} value={d?.today.newOrders ?? 0} />
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Statistic title={t('orders.home.refunds')} value={formatMoney(d?.today.refundAmount ?? 0)} />
        </Col>
        <Col xs={24} lg={8}>
          {d && (
            <DayBarChart
              days={d.days}
              series={[{ value: (x) => x.amount, color: token.colorPrimary }]}
              barWidth={18}
              radius={2}
              summary={summary}
              caption={summary}
              captionStyle={{ fontSize: 12, color: token.colorTextSecondary }}
              showDayLabel={() => true}
              empty={t('orders.home.chartEmpty', { days: d.days.length })}
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}
