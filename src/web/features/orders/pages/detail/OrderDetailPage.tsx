import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { GoodsOrderItem, GoodsRefund } from '../../../../../shared/actions/orders';
import { formatMoney } from '../../../../../shared/format/money';
import { useFunctions } from '../../../../app/guards/permissions';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { PageCard } from '../../../../components/PageCard';
import { displayDateTime } from '../../../../components/dateDisplay';
import { useOrderDetail, useOrderMutations } from '../../api';
import { CancelDialog } from '../../components/CancelDialog';
import { OrderStatus } from '../../components/OrderStatus';
import { orderLink } from '../../links';
import { formatPhone } from '../../../../../shared/format/phone';
import { orderFailureText } from '../../../../components/orderFailure';
import { usePhone } from '../../../../components/usePhone';

const REFUND_COLORS: Record<string, string> = { S: 'green', P: 'processing', U: 'default', W: 'gold', F: 'red' };

/** /manage/order/detail?orderNo=: an order, its lines, payments, refunds and events timeline. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? undefined;
  const detail = useOrderDetail(orderNo);
  const { process } = useOrderMutations();
  const { has } = useFunctions();
  const row = useRowAction();
  const [cancelling, setCancelling] = useState(false);
  // The totals' labels span the columns before the amount: four, or two on a phone (no unit price or returns).
  const labelSpan = usePhone() ? 2 : 4;
  const o = detail.data;

  if (!orderNo || detail.isError) {
    return (
      <PageCard title={t('orders.menu.detail')}>
        <Empty description={t('orders.notFound')} />
      </PageCard>
    );
  }
  if (!o) {
    return (
      <PageCard title={t('orders.menu.detail')}>
        <Skeleton active />
      </PageCard>
    );
  }
  const step = (event: 'accept' | 'pick' | 'complete') => void row.run(o.orderNo, () => process.mutateAsync({ orderNo: o.orderNo, event }), t(`orders.done.${event}`, { orderNo: o.orderNo }));
  const canManage = has('0502');

  return (
    <PageCard
      title={t('orders.detail.title', { orderNo: o.orderNo })}
      extra={
        <Space wrap>
          {canManage && o.acceptStatus === 'NO' && (
            <Button type="primary" disabled={row.busy(o.orderNo)} onClick={() => step('accept')}>
              {t('orders.action.accept')}
            </Button>
          )}
          {canManage && o.acceptStatus === 'OG' && <Button onClick={() => step('pick')}>{t('orders.action.pick')}</Button>}
          {canManage && (o.acceptStatus === 'OG' || o.acceptStatus === 'PD') && <Button onClick={() => step('complete')}>{t('orders.action.complete')}</Button>}
          {canManage && ['NO', 'OG', 'PD'].includes(o.acceptStatus) && (
            <Button danger onClick={() => setCancelling(true)}>
              {t('orders.action.cancel')}
            </Button>
          )}
          {has('0503') && o.refundable > 0 && ['PS', 'WR', 'SR', 'MR'].includes(o.payStatus) && <Button onClick={() => navigate(orderLink('refund', o.orderNo))}>{t('orders.action.refund')}</Button>}
          {o.paidAt && <Button onClick={() => navigate(orderLink('receipt', o.orderNo))}>{t('orders.action.receipt')}</Button>}
        </Space>
      }
    >
      {o.cancelReason && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('orders.detail.cancelled', { reason: o.cancelReason })} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'status', label: t('orders.col.status'), children: <OrderStatus order={o} />, span: 2 },
              { key: 'created', label: t('orders.detail.created'), children: displayDateTime(o.createdAt) },
              { key: 'paid', label: t('orders.detail.paid'), children: displayDateTime(o.paidAt) || t('common.none') },
              { key: 'store', label: t('orders.col.store'), children: o.storeName },
              { key: 'till', label: t('orders.detail.till'), children: o.tillNo ?? t('common.none') },
              { key: 'cashier', label: t('orders.detail.cashier'), children: o.cashierName ?? t('common.none') },
              { key: 'customer', label: t('orders.col.customer'), children: [o.customerName, formatPhone(o.customerPhone)].filter(Boolean).join(' · ') || t('orders.walkIn') },
              { key: 'method', label: t('orders.col.method'), children: o.paymentMethod ? t(`orders.method.${o.paymentMethod}`) : t('common.none') },
              { key: 'ref', label: t('orders.detail.payRef'), children: o.payRef ?? t('common.none') },
            ]}
          />
          <Table<GoodsOrderItem>
            style={{ marginTop: 16 }}
            rowKey="itemId"
            size="small"
            pagination={false}
            dataSource={o.items}
            columns={[
              { key: 'name', title: t('orders.item.name'), dataIndex: 'name' },
              // A phone shows each line's quantity and amount; the unit price and returns need the room of a wider screen.
              { key: 'price', title: t('orders.item.price'), dataIndex: 'unitPrice', align: 'right', responsive: ['sm'], render: (v: number) => formatMoney(v) },
              { key: 'qty', title: t('orders.item.quantity'), dataIndex: 'quantity', align: 'right' },
              { key: 'back', title: t('orders.item.returned'), dataIndex: 'refundedQty', align: 'right', responsive: ['sm'], render: (v: number) => (v ? <Tag color="volcano">{v}</Tag> : '') },
              { key: 'total', title: t('orders.item.total'), dataIndex: 'lineTotal', align: 'right', render: (v: number) => formatMoney(v) },
            ]}
            summary={() => (
              <>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={labelSpan}>{t('orders.totals.subtotal')}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">{formatMoney(o.subtotal)}</Table.Summary.Cell>
                </Table.Summary.Row>
                {o.discount + o.couponAmount > 0 && (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={labelSpan}>{t('orders.totals.discount')}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">-{formatMoney(o.discount + o.couponAmount)}</Table.Summary.Cell>
                  </Table.Summary.Row>
                )}
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={labelSpan}><strong>{t('orders.totals.total')}</strong></Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right"><strong>{formatMoney(o.total)}</strong></Table.Summary.Cell>
                </Table.Summary.Row>
                {/* Prices include VAT: its part of the total, under it. */}
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={labelSpan}>{t('orders.totals.vat')}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">{formatMoney(o.vat)}</Table.Summary.Cell>
                </Table.Summary.Row>
                {o.refundedAmount > 0 && (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={labelSpan}>{t('orders.totals.refunded')}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right"><Typography.Text type="danger">-{formatMoney(o.refundedAmount)}</Typography.Text></Table.Summary.Cell>
                  </Table.Summary.Row>
                )}
              </>
            )}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('orders.detail.events')}>
            <Timeline
              items={o.events.map((e) => ({
                color: e.event.includes('Fail') || e.event === 'cancel' ? 'red' : e.event === 'refund' ? 'orange' : 'green',
                children: (
                  <Flex vertical>
                    <strong>{t(`orders.event.${e.event}`, { defaultValue: e.event })}</strong>
                    {e.detail && <Typography.Text>{e.detail}</Typography.Text>}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {displayDateTime(e.createdAt)}
                      {e.operatorName ? ` · ${e.operatorName}` : ''}
                    </Typography.Text>
                  </Flex>
                ),
              }))}
            />
          </Card>
          <Card size="small" title={t('orders.detail.refunds')} style={{ marginTop: 16 }}>
            {o.refunds.length === 0 ? (
              <Typography.Text type="secondary">{t('orders.detail.noRefunds')}</Typography.Text>
            ) : (
              o.refunds.map((r: GoodsRefund) => (
                <Flex key={r.refundNo} justify="space-between" style={{ marginBottom: 8 }} wrap>
                  <Flex vertical>
                    <span style={{ fontFamily: 'monospace' }}>{r.refundNo}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`orders.reason.${r.reason}`)} · {displayDateTime(r.createdAt)}
                    </Typography.Text>
                    {r.payStatus === 'F' && (r.resultCode || r.resultDesc) && (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {r.resultCode ? orderFailureText({ direction: 'out', resultCode: r.resultCode, resultDesc: r.resultDesc }) : r.resultDesc}
                      </Typography.Text>
                    )}
                  </Flex>
                  <Flex vertical align="end">
                    <strong>{formatMoney(r.amount)}</strong>
                    <Tag color={REFUND_COLORS[r.payStatus]}>{t(`orders.refundPay.${r.payStatus}`)}</Tag>
                  </Flex>
                </Flex>
              ))
            )}
          </Card>
        </Col>
      </Row>
      <CancelDialog
        orderNo={cancelling ? o.orderNo : null}
        busy={process.isPending}
        onCancel={() => setCancelling(false)}
        onSubmit={(reason) => {
          setCancelling(false);
          void row.run(o.orderNo, () => process.mutateAsync({ orderNo: o.orderNo, event: 'cancel', reason }), t('orders.done.cancel', { orderNo: o.orderNo }));
        }}
      />
    </PageCard>
  );
}
