import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { PageCard } from '../../../../components/PageCard';
import { useSettlements } from '../../api';
import { SettledChart } from '../../components/SettledChart';
import { SettlementTable } from '../../components/SettlementTable';

/**
 * /analysis/settelement (function 1A SettleTransactionHistory): what the tills settled over the
 * last 14 days as a chart, the totals and the latest settlements; /tills has them all with filters.
 */
export default function SettlementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = { pageNum: 1, pageSize: 5 };
  const data = useSettlements(page);
  return (
    <PageCard title={t('settlement.page.title')} extra={<Button onClick={() => navigate('/analysis/settelement/tills')}>{t('settlement.page.all')}</Button>}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card size="small" title={t('settlement.page.chart')} loading={data.isPending}>
            <SettledChart days={data.data?.daily ?? []} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" loading={data.isPending}>
            <Statistic title={t('settlement.page.totalSettled')} value={formatMoney(data.data?.totalSettled ?? 0)} />
            <Statistic title={t('settlement.page.totalFees')} value={formatMoney(data.data?.totalFees ?? 0)} style={{ marginTop: 12 }} />
            <Statistic title={t('settlement.page.count')} value={data.data?.total ?? 0} style={{ marginTop: 12 }} />
          </Card>
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('settlement.page.recent')}
      </Typography.Title>
      <SettlementTable
        rows={data.data?.list ?? []}
        total={Math.min(data.data?.total ?? 0, page.pageSize)}
        page={page}
        loading={data.isPending}
        failed={data.isError}
        filtered={false}
        onRetry={() => void data.refetch()}
        onPage={() => undefined}
      />
    </PageCard>
  );
}
