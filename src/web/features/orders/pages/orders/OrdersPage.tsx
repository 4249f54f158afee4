import { Badge, Button, Flex, Input, Select, Space, Table, Tabs, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { GoodsOrderSummary } from '../../../../../shared/actions/orders';
import { ORDER_TABS, type OrderTab } from '../../../../../shared/dict/orders';
import { PAYMENT_METHODS } from '../../../../../shared/dict/money';
import { formatMoney } from '../../../../../shared/format/money';
import { truncateName } from '../../../../../shared/format/name';
import { useSession } from '../../../../api/session';
import { useFunctions } from '../../../../app/guards/permissions';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { displayDateTime } from '../../../../components/dateDisplay';
import { readDate, readPage, readText, toSearch } from '../../../../components/urlParams';
import { DateRangeFilter } from '../../../tills/components/DateRangeFilter';
import { useOrderGroups, useOrderMutations, useOrderOperators, useOrders } from '../../api';
import { CancelDialog } from '../../components/CancelDialog';
import { MpesaPaymentsDrawer, withMpesaView } from '../../components/MpesaPaymentsDrawer';
import { OrderStatus } from '../../components/OrderStatus';
import { PayCodeResult, PayCodeSearch } from '../../components/PayCodeSearch';
import { SalesSummary } from '../../components/SalesSummary';
import { orderLink, tabPath } from '../../links';
import { PhoneText } from '../../../../components/PhoneText';
import { useSelectSearch } from '../../../../components/useDebouncedValue';
import { usePhone } from '../../../../components/usePhone';

/** The tab a path shows: /manage/order/<tab>, the bare path being all orders. */
function tabOf(pathname: string): OrderTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (ORDER_TABS as readonly string[]).includes(last) ? (last as OrderTab) : 'all';
}

/**
 * /manage/order and its tabs (spec 001 section 2): orders of the current store (or another, or
 * all), paged on the server, with the tab counts, filters in the query string, and what can be
 * done to each order (accept, pick, complete, cancel with a reason, refund). A customer's pay code
 * (`payCode`) opens the order it was made for; the M-PESA payments open in a drawer (`mpesa=1`).
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { has } = useFunctions();
  const stores = useSession((s) => s.stores);
  const tab = tabOf(pathname);
  const page = readPage(params);
  const filters = {
    startDate: readDate(params, 'from'),
    endDate: readDate(params, 'to'),
    storeId: readText(params, 'store', 64),
    payMethod: readText(params, 'method', 4),
    keyword: readText(params, 'q', 40),
    operatorId: readText(params, 'operator', 64),
  };
  const payCode = readText(params, 'payCode', 40);
  const orders = useOrders({ tab, ...page, ...filters });
  const groups = useOrderGroups(filters);
  const currentStoreId = useSession((s) => s.currentStoreId);
  const operatorSearch = useSelectSearch();
  const operators = useOrderOperators(filters.storeId === 'all' ? null : (filters.storeId ?? currentStoreId), operatorSearch.text, filters.operatorId);
  const { process } = useOrderMutations();
  const row = useRowAction();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const narrow = usePhone();
  const query = (next: Record<string, string | number | undefined> = {}) =>
    toSearch({ from: filters.startDate, to: filters.endDate, store: filters.storeId, method: filters.payMethod, q: filters.keyword, operator: filters.operatorId, page: 1, size: page.pageSize, ...next });
  const go = (next: Record<string, string | number | undefined>) => setParams(query(next), { replace: true });
  // A code looked up is a step of its own in the history: the order it opens replaces that step, so
  // Back from the order comes to the list as it was before the lookup (another code replaces it too).
  const lookUp = (code: string | undefined) => setParams(query({ payCode: code }), { replace: !code || Boolean(payCode) });
  const openMpesa = () =>
    setParams(withMpesaView(params, { startDate: filters.startDate, endDate: filters.endDate, storeId: filters.storeId, pageNum: 1, pageSize: page.pageSize }), { replace: true });
  const count = (k: OrderTab) => groups.data?.groups.find((g) => g.tab === k)?.count ?? 0;
  const canManage = has('0502');
  const canRefund = has('0503');
  const tabs = ORDER_TABS.filter((k) => k !== 'waitingForRefund' || canRefund);

  const step = (o: GoodsOrderSummary, event: 'accept' | 'pick' | 'complete') =>
    void row.run(o.orderNo, () => process.mutateAsync({ orderNo: o.orderNo, event }), t(`orders.done.${event}`, { orderNo: o.orderNo }));

  const actions = (o: GoodsOrderSummary) => (
    <Space size={4} wrap>
      <Button size="small" type="link" onClick={() => navigate(orderLink('detail', o.orderNo))}>
        {t('orders.action.detail')}
      </Button>
      {canManage && o.acceptStatus === 'NO' && (
        <Button size="small" type="primary" disabled={row.busy(o.orderNo)} onClick={() => step(o, 'accept')}>
          {t('orders.action.accept')}
        </Button>
      )}
      {canManage && o.acceptStatus === 'OG' && (
        <Button size="small" disabled={row.busy(o.orderNo)} onClick={() => step(o, 'pick')}>
          {t('orders.action.pick')}
        </Button>
      )}
      {canManage && (o.acceptStatus === 'OG' || o.acceptStatus === 'PD') && (
        <Button size="small" disabled={row.busy(o.orderNo)} onClick={() => step(o, 'complete')}>
          {t('orders.action.complete')}
        </Button>
      )}
      {canManage && ['NO', 'OG', 'PD'].includes(o.acceptStatus) && (
        <Button size="small" danger disabled={row.busy(o.orderNo)} onClick={() => setCancelling(o.orderNo)}>
          {t('orders.action.cancel')}
        </Button>
      )}
      {canRefund && o.refundable > 0 && ['PS', 'WR', 'SR', 'MR'].includes(o.payStatus) && (
        <Button size="small" type="link" onClick={() => navigate(orderLink(tab === 'waitingForRefund' ? 'waitingRefund' : 'refund', o.orderNo))}>
          {t('orders.action.refund')}
        </Button>
      )}
    </Space>
  );

  const orderCell = (o: GoodsOrderSummary) => (
    <Space direction="vertical" size={0}>
      <Typography.Link onClick={() => navigate(orderLink('detail', o.orderNo))} style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {o.orderNo}
      </Typography.Link>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {displayDateTime(o.createdAt)}
      </Typography.Text>
    </Space>
  );
  const totalCell = (o: GoodsOrderSummary) => (
    <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
      <strong style={{ whiteSpace: 'nowrap' }}>{formatMoney(o.total)}</strong>
      {o.refundedAmount > 0 && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {t('orders.refundedAmount', { amount: formatMoney(o.refundedAmount) })}
        </Typography.Text>
      )}
    </Space>
  );
  // On a phone a sale is two cells: the order, its status and what can be done with it; the total.
  const phoneColumns: ColumnsType<GoodsOrderSummary> = [
    {
      key: 'order',
      title: t('orders.col.order'),
      render: (_: unknown, o) => (
        <Flex vertical gap={6}>
          {orderCell(o)}
          <OrderStatus order={o} />
          {actions(o)}
        </Flex>
      ),
    },
    { key: 'total', title: t('orders.col.total'), align: 'right', render: (_: unknown, o) => totalCell(o) },
  ];
  const columns: ColumnsType<GoodsOrderSummary> = [
    {
      key: 'order',
      title: t('orders.col.order'),
      render: (_: unknown, o) => orderCell(o),
    },
    {
      key: 'customer',
      title: t('orders.col.customer'),
      responsive: ['md'],
      render: (_: unknown, o) => (
        <Space direction="vertical" size={0}>
          <span title={o.customerName ?? ''}>{o.customerName ? truncateName(o.customerName) : t('orders.walkIn')}</span>
          {o.customerPhone && (
            <Typography.Text type="secondary">
              <PhoneText phone={o.customerPhone} />
            </Typography.Text>
          )}
        </Space>
      ),
    },
    ...(filters.storeId === 'all' ? [{ key: 'store', title: t('orders.col.store'), dataIndex: 'storeName' }] : []),
    { key: 'items', title: t('orders.col.items'), dataIndex: 'itemCount', align: 'right', responsive: ['lg'] },
    {
      key: 'method',
      title: t('orders.col.method'),
      responsive: ['lg'],
      render: (_: unknown, o) => (o.paymentMethod ? t(`orders.method.${o.paymentMethod}`, { defaultValue: o.paymentMethod }) : t('common.none')),
    },
    {
      key: 'total',
      title: t('orders.col.total'),
      align: 'right',
      render: (_: unknown, o) => totalCell(o),
    },
    { key: 'status', title: t('orders.col.status'), render: (_: unknown, o) => <OrderStatus order={o} /> },
    // Kept in view at the right while the rest of a wide row scrolls.
    { key: 'actions', title: t('orders.col.actions'), fixed: 'right', render: (_: unknown, o) => actions(o) },
  ];

  const filtered = Boolean(filters.startDate || filters.endDate || filters.payMethod || filters.keyword || filters.operatorId);

  return (
    <PageCard title={t('orders.menu.index')} extra={<Button onClick={openMpesa}>{t('orders.mpesa.open')}</Button>}>
      <SalesSummary filters={filters} />
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Select
          aria-label={t('orders.filter.store')}
          value={filters.storeId ?? ''}
          // Another store has other people: the staff filter starts again.
          onChange={(v: string) => go({ store: v || undefined, operator: undefined })}
          options={[{ value: '', label: t('orders.filter.currentStore') }, { value: 'all', label: t('orders.filter.allStores') }, ...stores.map((x) => ({ value: x.storeId, label: x.storeName }))]}
          style={{ width: 180 }}
        />
        <Select
          aria-label={t('orders.filter.method')}
          value={filters.payMethod ?? ''}
          onChange={(v: string) => go({ method: v || undefined })}
          options={[{ value: '', label: t('orders.filter.allMethods') }, ...Object.keys(PAYMENT_METHODS).map((m) => ({ value: m, label: t(`orders.method.${m}`) }))]}
          style={{ width: 170 }}
        />
        <Select
          aria-label={t('orders.filter.operator')}
          value={filters.operatorId ?? ''}
          onChange={(v: string) => go({ operator: v || undefined })}
          loading={operators.isFetching}
          showSearch={{ optionFilterProp: 'label', onSearch: operatorSearch.onSearch }}
          onBlur={operatorSearch.clear}
          options={[
            { value: '', label: t('orders.filter.allOperators') },
            ...(operators.data?.list ?? []).map((p) => ({ value: p.personId, label: p.userName ? `${p.staffName} (${p.userName})` : p.staffName })),
          ]}
          style={{ width: 200 }}
        />
        <DateRangeFilter ariaLabel={t('orders.filter.dates')} start={filters.startDate} end={filters.endDate} onChange={(from, to) => go({ from, to })} />
        <Input.Search aria-label={t('orders.filter.search')} placeholder={t('orders.filter.search')} defaultValue={filters.keyword} allowClear onSearch={(v) => go({ q: v.trim() || undefined })} style={{ width: 260 }} />
        <PayCodeSearch payCode={payCode} onSearch={lookUp} />
      </Flex>
      <PayCodeResult payCode={payCode} onFound={(orderNo) => navigate(orderLink('detail', orderNo), { replace: true })} onClear={() => go({})} />
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate({ pathname: tabPath(k as OrderTab), search: query().toString() })}
        items={tabs.map((k) => ({
          key: k,
          label: (
            <span>
              {t(`orders.tab.${k}`)} <Badge count={count(k)} overflowCount={9999} showZero color={k === tab ? token.colorPrimary : token.colorTextTertiary} />
            </span>
          ),
        }))}
      />
      <Table<GoodsOrderSummary>
        rowKey="orderNo"
        size="middle"
        scroll={narrow ? undefined : { x: 'max-content' }}
        columns={narrow ? phoneColumns : columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isPending || orders.isFetching}
        locale={{ emptyText: <TableEmpty failed={orders.isError} onRetry={() => void orders.refetch()} description={filtered ? t('orders.emptyFiltered') : t(`orders.empty.${tab}`)} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: orders.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('orders.total', { count: total }),
          onChange: (pageNum, pageSize) => go({ page: pageNum, size: pageSize }),
        }}
      />
      <CancelDialog
        orderNo={cancelling}
        busy={process.isPending}
        onCancel={() => setCancelling(null)}
        onSubmit={(reason) => {
          const orderNo = cancelling!;
          setCancelling(null);
          void row.run(orderNo, () => process.mutateAsync({ orderNo, event: 'cancel', reason }), t('orders.done.cancel', { orderNo }));
        }}
      />
      <MpesaPaymentsDrawer />
    </PageCard>
  );
}
