import { Drawer, Flex, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { OutputOf } from '../../../../shared/actions/contract';
import type { QueryMpesaOrderHistory } from '../../../../shared/actions/orders';
import { formatMoney } from '../../../../shared/format/money';
import { PhoneText } from '../../../components/PhoneText';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/protocol/paging';
import { useSession } from '../../../api/session';
import { TableEmpty } from '../../../components/TableEmpty';
import { displayDateTime } from '../../../components/dateDisplay';
import { readDate, readPage, readText } from '../../../components/urlParams';
import { DateRangeFilter } from '../../tills/components/DateRangeFilter';
import { type MpesaPaymentsQuery, useMpesaPayments } from '../api';
import { orderLink } from '../links';
import { OrderStatus } from './OrderStatus';
import { ListTable } from '../../../components/stackedColumns';

type MpesaPayment = OutputOf<typeof QueryMpesaOrderHistory>['list'][number];

/** The view's own keys in the orders list's query string, beside the list's filters. */
const KEYS = { open: 'mpesa', from: 'mpesaFrom', to: 'mpesaTo', store: 'mpesaStore', page: 'mpesaPage', size: 'mpesaSize' } as const;

export function readMpesaView(params: URLSearchParams): { open: boolean; query: MpesaPaymentsQuery } {
  const page = readPage(new URLSearchParams({ page: params.get(KEYS.page) ?? '', size: params.get(KEYS.size) ?? '' }));
  return {
    open: params.get(KEYS.open) === '1',
    query: { startDate: readDate(params, KEYS.from), endDate: readDate(params, KEYS.to), storeId: readText(params, KEYS.store, 64), ...page },
  };
}

/** The query string with the view open on `view` (or closed: null); the list's own keys are kept. */
export function withMpesaView(params: URLSearchParams, view: MpesaPaymentsQuery | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(KEYS)) next.delete(key);
  if (!view) return next;
  const own: [string, string | number | undefined][] = [
    [KEYS.open, '1'],
    [KEYS.from, view.startDate],
    [KEYS.to, view.endDate],
    [KEYS.store, view.storeId],
    [KEYS.page, view.pageNum > 1 ? view.pageNum : undefined],
    [KEYS.size, view.pageSize !== DEFAULT_PAGE_SIZE ? view.pageSize : undefined],
  ];
  for (const [key, value] of own) if (value !== undefined && value !== '') next.set(key, String(value));
  return next;
}

/**
 * The M-PESA payments of the orders page (QueryMpesaOrderHistory): orders paid by M-PESA with
 * their receipt and the payer's number, newest first, paged on the server, by store and dates.
 * Open, filters and page live in the query string (`mpesa=1&mpesaFrom=…`), so a reload or a link
 * shows the same view and coming back from an order's detail finds it as it was.
 */
export function MpesaPaymentsDrawer() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stores = useSession((s) => s.stores);
  const { open, query } = readMpesaView(params);
  const payments = useMpesaPayments(query, open);
  const change = (next: Partial<MpesaPaymentsQuery>) => setParams((prev) => withMpesaView(prev, { ...readMpesaView(prev).query, pageNum: 1, ...next }), { replace: true });
  const close = () => setParams((prev) => withMpesaView(prev, null), { replace: true });
  const filtered = Boolean(query.startDate || query.endDate);

  const columns: ColumnsType<MpesaPayment> = [
    {
      key: 'order',
      title: t('orders.mpesa.col.order'),
      render: (_: unknown, o) => (
        <Link to={orderLink('detail', o.orderNo)} style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {o.orderNo}
        </Link>
      ),
    },
    ...(query.storeId === 'all' ? [{ key: 'store', title: t('orders.col.store'), dataIndex: 'storeName', responsive: ['md' as const] }] : []),
    { key: 'time', title: t('orders.mpesa.col.time'), render: (_: unknown, o) => <span style={{ whiteSpace: 'nowrap' }}>{displayDateTime(o.paidAt ?? o.createdAt)}</span> },
    {
      key: 'amount',
      title: t('orders.mpesa.col.amount'),
      align: 'right',
      render: (_: unknown, o) => <strong style={{ whiteSpace: 'nowrap' }}>{formatMoney(o.paidAmount)}</strong>,
    },
    { key: 'receipt', title: t('orders.mpesa.col.receipt'), render: (_: unknown, o) => <Typography.Text style={{ fontFamily: 'monospace' }}>{o.payRef ?? t('common.none')}</Typography.Text> },
    { key: 'payer', title: t('orders.mpesa.col.payer'), render: (_: unknown, o) => <PhoneText phone={o.payerPhone} fallback={t('common.none')} /> },
    { key: 'status', title: t('orders.mpesa.col.status'), render: (_: unknown, o) => <OrderStatus order={o} /> },
  ];

  return (
    <Drawer open={open} onClose={close} title={t('orders.mpesa.title')} size="min(1000px, 100vw)" destroyOnHidden>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('orders.mpesa.store')}
          value={query.storeId ?? ''}
          onChange={(v: string) => change({ storeId: v || undefined })}
          options={[{ value: '', label: t('orders.filter.currentStore') }, { value: 'all', label: t('orders.filter.allStores') }, ...stores.map((x) => ({ value: x.storeId, label: x.storeName }))]}
          style={{ width: 180 }}
        />
        <DateRangeFilter ariaLabel={t('orders.mpesa.dates')} start={query.startDate} end={query.endDate} onChange={(startDate, endDate) => change({ startDate, endDate })} />
      </Flex>
      <ListTable<MpesaPayment> stack={{ aside: 'amount' }}
        rowKey="orderNo"
        size="small"
        columns={columns}
        dataSource={payments.data?.list ?? []}
        loading={payments.isPending || payments.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <TableEmpty failed={payments.isError} onRetry={() => void payments.refetch()} description={filtered ? t('orders.mpesa.emptyFiltered') : t('orders.mpesa.empty')} />,
        }}
        pagination={{
          current: query.pageNum,
          pageSize: query.pageSize,
          total: payments.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('orders.mpesa.total', { count: total }),
          onChange: (pageNum, pageSize) => change({ pageNum, pageSize }),
        }}
      />
    </Drawer>
  );
}
