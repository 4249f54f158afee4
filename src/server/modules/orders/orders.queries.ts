import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { GoodsOrderItem, GoodsOrderSummary, GoodsRefund, OrderFilters } from '../../../shared/actions/orders';
import type { OrderTab } from '../../../shared/dict/orders';
import type { Locale } from '../../../shared/i18n/messages';
import { eventDetailText } from '../checkout/checkout.queries';
import type { Database } from '../../db/schema';
import { containing, nairobiDayStartIso, toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { storeScope } from '../staff/scope';

/**
 * Reading goods orders for the order screens: always the caller's business, and only the stores
 * the caller works in (staff), of the current store unless another (or `all`) is asked for.
 */

type OrderQuery = SelectQueryBuilder<Database, 'goods_orders', object>;
type OrderEb = ExpressionBuilder<Database, 'goods_orders'>;

/** The stores a list covers: one store, or null for every store of the business the caller may see. */
export async function storesOf(ctx: SessionContext, storeId: string | undefined): Promise<string[] | null> {
  const scope = await storeScope(ctx.db, ctx.session.merchantId, ctx.session.personId);
  const wanted = storeId === 'all' ? null : (storeId ?? ctx.session.storeId);
  if (!wanted) return scope;
  const own = await ctx.db.selectFrom('stores').select('id').where('id', '=', wanted).where('merchant_id', '=', ctx.session.merchantId).executeTakeFirst();
  if (!own || (scope && !scope.includes(wanted))) throw new BizError('MMCP2101', {}, { field: 'storeId' });
  return [wanted];
}

/** The next Nairobi date (YYYYMMDD) after one. */
export function dayAfter(yyyymmdd: string): string {
  const start = new Date(nairobiDayStartIso(yyyymmdd));
  return toNairobi14(new Date(start.getTime() + 36 * 3600_000).toISOString()).slice(0, 8);
}

/** Orders of the business in the given stores, narrowed by the list filters. */
/**
 * A keyword that looks like a number (an order number or its beginning, a receipt, a phone) is
 * looked up through the indexes first; the list then filters by the orders found (at most 200).
 * Null for a name, which is searched with LIKE within the other filters.
 */
export async function keywordMatches(db: Kysely<Database>, merchantId: string, keyword: string | undefined): Promise<string[] | null> {
  if (!keyword || !/^[A-Za-z0-9-]{6,}$/.test(keyword)) return null;
  const upper = keyword.toUpperCase();
  const phone = /^0?[71]\d{8}$/.test(keyword) ? `254${keyword.replace(/^0/, '')}` : keyword;
  const [byNo, byRef, byPhone] = await Promise.all([
    db.selectFrom('goods_orders').select(['id', 'merchant_id']).where('order_no', '>=', upper).where('order_no', '<', `${upper}~`).limit(200).execute(),
    db.selectFrom('goods_orders').select(['id', 'merchant_id']).where('merchant_id', '=', merchantId).where('pay_ref', '=', upper).limit(200).execute(),
    db.selectFrom('goods_orders').select(['id', 'merchant_id']).where('merchant_id', '=', merchantId).where('customer_phone', '=', phone).limit(200).execute(),
  ]);
  return [...new Set([...byNo, ...byRef, ...byPhone].filter((r) => r.merchant_id === merchantId).map((r) => r.id))];
}

export function filteredOrders(db: Kysely<Database>, merchantId: string, stores: string[] | null, f: OrderFilters, matchedIds: string[] | null = null): OrderQuery {
  // With the orders a number search found, the business and store are checked on those rows only
  // (written so that no index of the whole store is chosen over the primary key).
  const merchantCol = matchedIds ? sql<string>`goods_orders.merchant_id || ''` : sql<string>`goods_orders.merchant_id`;
  // One person's orders are read from the index on (business, person, time), newest first; the
  // store is then checked on those rows (no store index is chosen over it).
  const byOperator = Boolean(f.operatorId) && !matchedIds;
  const storeCol = matchedIds || byOperator ? sql<string>`goods_orders.store_id || ''` : sql<string>`goods_orders.store_id`;
  let q = db.selectFrom('goods_orders').where(merchantCol, '=', merchantId);
  if (stores) {
    if (stores.length === 0) q = q.where(sql<boolean>`1 = 0`);
    else if (stores.length === 1) q = q.where(storeCol, '=', stores[0]!);
    else q = q.where(storeCol, 'in', stores);
  }
  if (f.startDate) q = q.where('goods_orders.created_at', '>=', nairobiDayStartIso(f.startDate));
  if (f.endDate) q = q.where('goods_orders.created_at', '<', nairobiDayStartIso(dayAfter(f.endDate)));
  if (f.payMethod) q = q.where('goods_orders.payment_method', '=', f.payMethod);
  if (f.operatorId) q = q.where('goods_orders.person_id', '=', f.operatorId);
  if (f.keyword) {
    if (matchedIds) {
      q = matchedIds.length === 0 ? q.where(sql<boolean>`1 = 0`) : q.where('goods_orders.id', 'in', matchedIds);
    } else {
      const like = containing(f.keyword.toLowerCase());
      q = q.where((eb) =>
        eb.or([
          sql<boolean>`lower(goods_orders.customer_name) like ${like} escape '\\'`,
          sql<boolean>`goods_orders.customer_phone like ${like} escape '\\'`,
          sql<boolean>`lower(goods_orders.order_no) like ${like} escape '\\'`,
        ]),
      );
    }
  }
  return q;
}

/**
 * The statuses a tab holds (tabs overlap: a completed order that was refunded is in both). With a
 * staff member's filter (`operatorId`) the accept status is checked on that person's orders, read
 * from the index on (business, person, time): SQLite, without statistics, rates the index on
 * (business, accept status, time) alike and could walk every order of the tab instead.
 */
export function tabFilter(tab: OrderTab, f: Pick<OrderFilters, 'operatorId'> = {}) {
  const accept = f.operatorId ? sql<string>`goods_orders.accept_status || ''` : sql<string>`goods_orders.accept_status`;
  return (eb: OrderEb) => {
    switch (tab) {
      case 'newOrders':
        return eb(accept, '=', 'NO');
      case 'onGoing':
        return eb(accept, '=', 'OG');
      case 'picked':
        return eb(accept, '=', 'PD');
      case 'completed':
        return eb(accept, '=', 'CP');
      case 'suspended':
        return eb(accept, '=', 'SP');
      case 'waitingForRefund':
        return eb('goods_orders.pay_status', '=', 'WR');
      case 'refunded':
        return eb('goods_orders.pay_status', 'in', ['SR', 'MR']);
      default:
        // Everything but a sale still being rung up.
        return eb('goods_orders.pay_status', '!=', 'U1');
    }
  };
}

const SUMMARY_COLUMNS = [
  'goods_orders.id',
  'goods_orders.order_no',
  'goods_orders.store_id',
  'goods_orders.till_id',
  'goods_orders.customer_name',
  'goods_orders.customer_phone',
  'goods_orders.pay_status',
  'goods_orders.goods_status',
  'goods_orders.accept_status',
  'goods_orders.detail_status',
  'goods_orders.item_count',
  'goods_orders.subtotal',
  'goods_orders.discount',
  'goods_orders.coupon_amount',
  'goods_orders.vat',
  'goods_orders.total',
  'goods_orders.paid_amount',
  'goods_orders.refunded_amount',
  'goods_orders.payment_method',
  'goods_orders.pay_ref',
  'goods_orders.cancel_reason',
  'goods_orders.created_at',
  'goods_orders.paid_at',
] as const;

export function withSummaryColumns(q: OrderQuery) {
  return q
    .innerJoin('stores', 'stores.id', 'goods_orders.store_id')
    .leftJoin('tills', 'tills.id', 'goods_orders.till_id')
    .leftJoin('persons', 'persons.id', 'goods_orders.person_id')
    .select(SUMMARY_COLUMNS)
    .select(['stores.name as store_name', 'tills.till_no', sql<string | null>`persons.first_name || ' ' || persons.last_name`.as('cashier_name')]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof withSummaryColumns>['executeTakeFirstOrThrow']>>;

/** Money that refunds on their way hold back: the order's refunded amount already counts them. */
export function summaryOf(r: SummaryRow): GoodsOrderSummary {
  const paid = Number(r.paid_amount);
  const refunded = Number(r.refunded_amount);
  return {
    orderNo: r.order_no,
    storeId: r.store_id,
    storeName: r.store_name,
    tillNo: r.till_no ?? null,
    cashierName: r.cashier_name ?? null,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    payStatus: r.pay_status,
    goodsStatus: r.goods_status,
    acceptStatus: r.accept_status,
    detailStatus: r.detail_status,
    itemCount: Number(r.item_count),
    subtotal: Number(r.subtotal),
    discount: Number(r.discount),
    couponAmount: Number(r.coupon_amount),
    vat: Number(r.vat),
    total: Number(r.total),
    paidAmount: paid,
    refundedAmount: refunded,
    refundable: Math.max(0, paid - refunded),
    paymentMethod: r.payment_method,
    payRef: r.pay_ref,
    cancelReason: r.cancel_reason,
    createdAt: toNairobi14(r.created_at),
    paidAt: r.paid_at ? toNairobi14(r.paid_at) : null,
  };
}

/** One order of the business by its number, in a store the caller may see (else MMCP6001). */
export async function loadOrder(ctx: SessionContext, orderNo: string, db: Kysely<Database> = ctx.db): Promise<SummaryRow> {
  const row = await withSummaryColumns(db.selectFrom('goods_orders').where('goods_orders.merchant_id', '=', ctx.session.merchantId).where('goods_orders.order_no', '=', orderNo)).executeTakeFirst();
  if (!row) throw new BizError('MMCP6001', {}, { field: 'orderNo' });
  const scope = await storeScope(ctx.db, ctx.session.merchantId, ctx.session.personId);
  if (scope && !scope.includes(row.store_id)) throw new BizError('MMCP6001', {}, { field: 'orderNo' });
  return row;
}

export async function reloadSummary(db: Kysely<Database>, orderId: string): Promise<GoodsOrderSummary> {
  return summaryOf(await withSummaryColumns(db.selectFrom('goods_orders').where('goods_orders.id', '=', orderId)).executeTakeFirstOrThrow());
}

export async function itemsOf(db: Kysely<Database>, orderId: string): Promise<GoodsOrderItem[]> {
  const rows = await db.selectFrom('goods_order_items').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute();
  return rows.map((i) => ({
    itemId: i.id,
    lineNo: Number(i.line_no),
    itemType: i.item_type,
    productId: i.product_id,
    name: i.name,
    unitPrice: Number(i.unit_price),
    quantity: Number(i.quantity),
    lineTotal: Number(i.line_total),
    refundedQty: Number(i.refunded_qty),
  }));
}

export async function eventsOf(db: Kysely<Database>, orderId: string, locale: Locale) {
  const rows = await db
    .selectFrom('goods_order_events')
    .leftJoin('persons', 'persons.id', 'goods_order_events.person_id')
    .select(['goods_order_events.event', 'goods_order_events.pay_status', 'goods_order_events.accept_status', 'goods_order_events.detail', 'goods_order_events.created_at', 'goods_order_events.id'])
    .select(sql<string | null>`persons.first_name || ' ' || persons.last_name`.as('operator_name'))
    .where('goods_order_events.order_id', '=', orderId)
    .orderBy('goods_order_events.created_at')
    .orderBy('goods_order_events.id')
    .execute();
  return rows.map((e) => ({
    event: e.event,
    payStatus: e.pay_status,
    acceptStatus: e.accept_status,
    operatorName: e.operator_name ?? null,
    detail: eventDetailText(e.detail, locale),
    createdAt: toNairobi14(e.created_at),
  }));
}

/**
 * Why a refund held for approval failed without reaching a network: its words as stored, and the
 * result code `orderFailure` words in the reader's language (refundsOf answers it).
 */
export const REFUND_NOT_SENT = {
  insufficient: { desc: 'Insufficient Balance.', code: 'MMCP4001' },
  rejected: { desc: 'Rejected by the approver', code: 'REJECTED' },
  closed: { desc: 'Closed', code: 'CLOSED' },
} as const;

/** The result code of a refund that failed before reaching a network (held for approval). */
function notSentCode(desc: string | null): string | null {
  return Object.values(REFUND_NOT_SENT).find((r) => r.desc === desc)?.code ?? null;
}

export async function refundsOf(db: Kysely<Database>, orderId: string, orderNo: string): Promise<GoodsRefund[]> {
  const rows = await db
    .selectFrom('goods_refunds')
    .leftJoin('persons', 'persons.id', 'goods_refunds.person_id')
    .leftJoin('money_orders', 'money_orders.id', 'goods_refunds.money_order_id')
    .selectAll('goods_refunds')
    .select(sql<string | null>`persons.first_name || ' ' || persons.last_name`.as('operator_name'))
    .select(['money_orders.result_code', 'money_orders.status as order_status'])
    .where('goods_refunds.order_id', '=', orderId)
    .orderBy('goods_refunds.created_at', 'desc')
    .orderBy('goods_refunds.id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('goods_refund_items')
    .innerJoin('goods_order_items', 'goods_order_items.id', 'goods_refund_items.order_item_id')
    .select(['goods_refund_items.refund_id', 'goods_refund_items.order_item_id', 'goods_refund_items.quantity', 'goods_order_items.name'])
    .where(
      'goods_refund_items.refund_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => ({
    refundNo: r.refund_no,
    orderNo,
    refundType: r.refund_type as 'F' | 'P',
    reason: r.reason_code,
    remarks: r.remarks,
    amount: Number(r.amount),
    method: r.method,
    destination: r.destination,
    refundStatus: r.refund_status,
    payStatus: r.pay_status,
    resultDesc: r.result_desc,
    // The network's code while its money order failed: one a network confirmed late (S) has none.
    resultCode: r.pay_status === 'F' ? ((r.order_status === 'F' ? r.result_code : null) ?? notSentCode(r.result_desc)) : null,
    operatorName: r.operator_name ?? null,
    items: items.filter((i) => i.refund_id === r.id).map((i) => ({ itemId: i.order_item_id, name: i.name, quantity: Number(i.quantity) })),
    createdAt: toNairobi14(r.created_at),
    finishedAt: r.finished_at ? toNairobi14(r.finished_at) : null,
  }));
}
