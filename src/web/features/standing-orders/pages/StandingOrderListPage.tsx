import { Button, Flex, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { StandingOrder } from '../../../../shared/actions/standingOrders';
import { formatMoney } from '../../../../shared/format/money';
import { truncateName } from '../../../../shared/format/name';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/protocol/paging';
import { FREQUENCY_KEYS, type Frequency } from '../../../../shared/rules/standingOrders';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { PageCard } from '../../../components/PageCard';
import { TableEmpty } from '../../../components/TableEmpty';
import { displayDate } from '../../../components/dateDisplay';
import { readPage, toSearch } from '../../../components/urlParams';
import { useDeleteStandingOrder, usePauseResume, useStandingOrders } from '../api';
import { STATUS_COLORS } from '../components/OrderFacts';
import { ListTable } from '../../../components/stackedColumns';

/**
 * /finance/standingOrder: the business's standing orders, paged on the server, filtered by status
 * and searched by name (both in the URL); pause, resume, edit, delete; a row opens its detail.
 */
export default function StandingOrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const status = (params.get('status') ?? undefined) as '0' | '1' | '3' | undefined;
  const name = params.get('name') ?? undefined;
  const list = useStandingOrders({ ...page, status, name });
  const pauseResume = usePauseResume();
  const remove = useDeleteStandingOrder();
  const row = useRowAction();
  const setFilter = (next: Record<string, string | undefined>) => setParams(toSearch({ status, name, ...next, page: 1, size: page.pageSize }));

  return (
    <PageCard
      title={t('standingOrders.title')}
      extra={
        <Button type="primary" onClick={() => void navigate('/finance/standingOrder/add')}>
          {t('standingOrders.add')}
        </Button>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear aria-label={t('standingOrders.searchName')} placeholder={t('standingOrders.searchName')} defaultValue={name} onSearch={(v) => setFilter({ name: v.trim() || undefined })} style={{ width: 260 }} />
        <Select
          allowClear
          aria-label={t('standingOrders.field.status')}
          placeholder={t('standingOrders.field.status')}
          value={status}
          onChange={(v?: string) => setFilter({ status: v })}
          style={{ width: 180 }}
          options={['0', '1', '3'].map((s) => ({ value: s, label: t(`standingOrders.status.${s}`) }))}
        />
      </Flex>
      <ListTable<StandingOrder> stack={{ aside: 'amount' }}
        rowKey="orderNo"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={name || status ? t('standingOrders.emptyFiltered') : t('standingOrders.empty')} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (p, s) => setParams(toSearch({ status, name, page: p, size: s })),
        }}
        scroll={{ x: 960 }}
        columns={[
          { key: 'name', title: t('standingOrders.field.name'), render: (_v, o) => <Link to={`/finance/standingOrder/orderDetail?orderNo=${o.orderNo}`}>{o.name}</Link> },
          { key: 'payee', title: t('standingOrders.field.payee'), render: (_v, o) => truncateName(o.rcvNm ?? o.rcvAcNo ?? '') },
          { key: 'amount', title: t('standingOrders.field.amount'), align: 'right', render: (_v, o) => formatMoney(o.amount) },
          { key: 'frequency', title: t('standingOrders.field.frequency'), render: (_v, o) => t(`standingOrders.frequency.${FREQUENCY_KEYS[o.frequency as Frequency] ?? 'monthly'}`) },
          { key: 'next', title: t('standingOrders.field.nextDate'), className: 'nowrap', render: (_v, o) => (o.status === '0' && o.nextDate ? displayDate(o.nextDate) : '—') },
          { key: 'last', title: t('standingOrders.field.lastDate'), className: 'nowrap', render: (_v, o) => (o.lastDate ? displayDate(o.lastDate) : '—') },
          { key: 'status', title: t('standingOrders.field.status'), render: (_v, o) => <Tag color={STATUS_COLORS[o.status]}>{t(`standingOrders.status.${o.status}`)}</Tag> },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_v, o) =>
              o.status === '3' ? null : (
                <Flex gap={4}>
                  <Button
                    type="link"
                    disabled={row.busy(o.orderNo)}
                    onClick={() => void row.run(o.orderNo, () => pauseResume.mutateAsync({ orderNo: o.orderNo, pause: o.status === '0' }), o.status === '0' ? t('standingOrders.paused') : t('standingOrders.resumed'))}
                  >
                    {o.status === '0' ? t('standingOrders.pause') : t('standingOrders.resume')}
                  </Button>
                  <Button type="link" onClick={() => void navigate(`/finance/standingOrder/edit?orderNo=${o.orderNo}`)}>
                    {t('standingOrders.edit')}
                  </Button>
                  <Button
                    type="link"
                    danger
                    disabled={row.busy(o.orderNo)}
                    onClick={() => void row.run(o.orderNo, () => remove.mutateAsync(o.orderNo), t('standingOrders.deleted'), { title: t('standingOrders.deleteConfirm', { name: o.name }), danger: true })}
                  >
                    {t('standingOrders.delete')}
                  </Button>
                </Flex>
              ),
          },
        ]}
      />
    </PageCard>
  );
}
