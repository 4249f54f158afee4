import { Button, Flex, Result, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { StandingOrderRun } from '../../../../shared/actions/standingOrders';
import { formatMoney } from '../../../../shared/format/money';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { PageCard } from '../../../components/PageCard';
import { displayDate, displayDateTime } from '../../../components/dateDisplay';
import { useDeleteStandingOrder, usePauseResume, useStandingOrder } from '../api';
import { OrderFacts } from '../components/OrderFacts';
import { detailPath } from '../../transactions/links';
import { ListTable } from '../../../components/stackedColumns';

const RUN_COLORS = { S: 'success', F: 'error', P: 'processing' } as const;

/** /finance/standingOrder/orderDetail?orderNo=…: every field, its next and last dates, and its runs with their orders. */
export default function StandingOrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const detail = useStandingOrder(orderNo);
  const pauseResume = usePauseResume();
  const remove = useDeleteStandingOrder();
  const row = useRowAction();
  const o = detail.data;

  if (!orderNo || detail.isError) {
    return (
      <PageCard title={t('standingOrders.detail')}>
        <Result status="warning" title={t('standingOrders.notFound')} extra={<Button onClick={() => void navigate('/finance/standingOrder')}>{t('standingOrders.result.list')}</Button>} />
      </PageCard>
    );
  }
  return (
    <PageCard
      title={o ? o.name : t('standingOrders.detail')}
      extra={
        o &&
        o.status !== '3' && (
          <Flex gap={8}>
            <Button onClick={() => void navigate(`/finance/standingOrder/edit?orderNo=${o.orderNo}`)}>{t('standingOrders.edit')}</Button>
            <Button
              disabled={row.busy(o.orderNo)}
              onClick={() => void row.run(o.orderNo, () => pauseResume.mutateAsync({ orderNo: o.orderNo, pause: o.status === '0' }), o.status === '0' ? t('standingOrders.paused') : t('standingOrders.resumed'))}
            >
              {o.status === '0' ? t('standingOrders.pause') : t('standingOrders.resume')}
            </Button>
            <Button
              danger
              disabled={row.busy(o.orderNo)}
              onClick={() =>
                void row.run(
                  o.orderNo,
                  async () => {
                    await remove.mutateAsync(o.orderNo);
                    void navigate('/finance/standingOrder');
                  },
                  t('standingOrders.deleted'),
                  { title: t('standingOrders.deleteConfirm', { name: o.name }), danger: true },
                )
              }
            >
              {t('standingOrders.delete')}
            </Button>
          </Flex>
        )
      }
    >
      {o && (
        <Flex vertical gap={24}>
          <OrderFacts o={o} />
          <div>
            <Typography.Title level={5}>{t('standingOrders.runs.title')}</Typography.Title>
            <ListTable<StandingOrderRun> stack={{ aside: 'total' }}
              size="small"
              rowKey="runDate"
              loading={detail.isFetching && !detail.data}
              dataSource={o.runs}
              pagination={{ pageSize: 12, hideOnSinglePage: true }}
              locale={{ emptyText: t('standingOrders.runs.empty') }}
              scroll={{ x: 860 }}
              columns={[
                { key: 'date', title: t('standingOrders.runs.date'), render: (_v, r) => displayDate(r.runDate) },
                { key: 'seq', title: '#', render: (_v, r) => r.seq },
                { key: 'amount', title: t('standingOrders.field.amount'), align: 'right', render: (_v, r) => formatMoney(r.amount) },
                // A failed run took nothing: no total from the wallet.
                { key: 'total', title: t('standingOrders.field.total'), align: 'right', render: (_v, r) => (r.status === 'F' ? '—' : formatMoney(r.totalAmount)) },
                { key: 'status', title: t('standingOrders.field.status'), render: (_v, r) => <Tag color={RUN_COLORS[r.status]}>{t(`standingOrders.runs.status.${r.status}`)}</Tag> },
                {
                  key: 'order',
                  title: t('standingOrders.runs.order'),
                  render: (_v, r) => (r.ordNo ? <Typography.Link onClick={() => void navigate(detailPath(r.ordNo ?? ''))}>{r.ordNo}</Typography.Link> : '—'),
                },
                { key: 'receipt', title: t('standingOrders.runs.tradingCode'), render: (_v, r) => r.receipt ?? '—' },
                { key: 'reason', title: t('standingOrders.runs.reason'), render: (_v, r) => r.reason ?? '' },
                { key: 'time', title: t('standingOrders.runs.time'), render: (_v, r) => displayDateTime(r.updatedAt) },
              ]}
            />
          </div>
        </Flex>
      )}
    </PageCard>
  );
}
