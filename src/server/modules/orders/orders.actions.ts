import { sql } from 'kysely';
import {
  ProcessConsumerGoodsOrder,
  QueryGoodsOrderDetail,
  QueryGoodsOrderInfo,
  QueryGoodsOrderList,
  QueryGoodsOrderListGroup,
  QueryMpesaOrderHistory,
  QueryOrderByPayCode,
  QueryRefundResonList,
  StatisGoodsOrder,
  StatisticsTransAmount,
} from '../../../shared/actions/orders';
import { EVENT_FROM, EVENT_TO, ORDER_TABS, REFUND_REASONS, REFUND_REASON_CODES } from '../../../shared/dict/orders';
import { nowIso, toNairobi14 } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { totalOf } from '../../db/paging';
import { requireAny } from '../tills/tills.actions';
import { eventsOf, filteredOrders, itemsOf, keywordMatches, loadOrder, refundsOf, reloadSummary, storesOf, summaryOf, tabFilter, withSummaryColumns } from './orders.queries';
import { addEvent, settleOrderStatus } from './refunds.service';
import { dailySales, salesTotals } from './statistics';

/** Sales functions (spec 000 section 6): 0501 view, 0502 manage, 0503 refund. */
export const SALES_VIEW = '0501';
export const SALES_MANAGE = '0502';
export const SALES_REFUND = '0503';
const ANY_SALES = [SALES_VIEW, SALES_MANAGE, SALES_REFUND];

async function changeOrder(ctx: SessionContext, orderNo: string, event: string, from: readonly string[], set: Record<string, string | null>, detail: string | null) {
  const order = await loadOrder(ctx, orderNo);
  const before = { acceptStatus: order.accept_status, payStatus: order.pay_status };
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    // The status it comes from is the guard: two cashiers pressing at once change it once.
    const moved = await trx
      .updateTable('goods_orders')
      .set({ ...set, updated_at: now })
      .where('id', '=', order.id)
      .where('accept_status', 'in', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new BizError('MMCP6002', {}, { field: 'orderNo' });
    await addEvent(trx, order.id, ctx.session.merchantId, ctx.session.personId, event, detail);
  });
  const after = await reloadSummary(ctx.db, order.id);
  return { order, before, after };
}

export const ordersActions = [
  sessionAction(QueryGoodsOrderList, {}, async (input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    const stores = await storesOf(ctx, input.storeId);
    const matched = await keywordMatches(ctx.db, ctx.session.merchantId, input.keyword);
    const filtered = filteredOrders(ctx.db, ctx.session.merchantId, stores, input, matched).where(tabFilter(input.tab, input));
    // The few orders a number search found are sorted as they are: an index that gives the order
    // of the whole store would be read end to end (so the ordering names no index then). So are
    // the refunded tab's, read by their two pay statuses from the status index: no index gives
    // them newest first, and walking the store's or business's orders to find the few refunded
    // ones could read them all.
    const sorted = matched || input.tab === 'refunded';
    const newest = sorted ? sql<string>`goods_orders.created_at || ''` : sql<string>`goods_orders.created_at`;
    const rows = await withSummaryColumns(filtered).orderBy(newest, 'desc').orderBy('goods_orders.id', 'desc').limit(input.limit).offset(input.offset).execute();
    return { list: rows.map(summaryOf), total: await totalOf(filtered, input, rows.length) };
  }),

  sessionAction(QueryGoodsOrderListGroup, {}, async (input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    const stores = await storesOf(ctx, input.storeId);
    // One COUNT per tab, each answered from an index on (business, store, status, time).
    const matched = await keywordMatches(ctx.db, ctx.session.merchantId, input.keyword);
    const counts: Record<string, number> = {};
    for (const tab of ORDER_TABS) {
      const row = await filteredOrders(ctx.db, ctx.session.merchantId, stores, input, matched)
        .where(tabFilter(tab, input))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      counts[tab] = Number(row?.n ?? 0);
    }
    return { groups: ORDER_TABS.map((tab) => ({ tab, count: Number(counts[tab] ?? 0) })) };
  }),

  sessionAction(QueryGoodsOrderInfo, {}, async (input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    const order = await loadOrder(ctx, input.orderNo);
    const paid = await ctx.db.selectFrom('goods_order_payments').select('payer_phone').where('order_id', '=', order.id).where('status', '=', 'S').executeTakeFirst();
    // A till payment's payer may be masked by M-PESA ('2547***126'): only a whole number is one to pay back to.
    const payerPhone = paid?.payer_phone && /^254\d{9}$/.test(paid.payer_phone) ? paid.payer_phone : null;
    return { ...summaryOf(order), items: await itemsOf(ctx.db, order.id), payerPhone };
  }),

  sessionAction(QueryGoodsOrderDetail, {}, async (input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    const order = await loadOrder(ctx, input.orderNo);
    const [items, events, refunds, payments, merchant, extra] = await Promise.all([
      itemsOf(ctx.db, order.id),
      eventsOf(ctx.db, order.id, ctx.locale),
      refundsOf(ctx.db, order.id, order.order_no),
      ctx.db.selectFrom('goods_order_payments').selectAll().where('order_id', '=', order.id).orderBy('created_at').execute(),
      ctx.db.selectFrom('merchants').select('name').where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow(),
      ctx.db.selectFrom('goods_orders').select('vat_rate').where('id', '=', order.id).executeTakeFirstOrThrow(),
    ]);
    const summary = summaryOf(order);
    return {
      ...summary,
      items,
      events,
      refunds,
      payments: payments.map((p) => ({ method: p.method, amount: Number(p.amount), status: p.status, payerPhone: p.payer_phone, networkRef: p.network_ref, createdAt: toNairobi14(p.created_at) })),
      receipt: { merchantName: merchant.name, storeName: summary.storeName, tillNo: summary.tillNo, cashierName: summary.cashierName, vatRate: Number(extra.vat_rate) },
    };
  }),

  sessionAction(ProcessConsumerGoodsOrder, { funcNo: SALES_MANAGE }, async (input, ctx) => {
    if (input.event === 'cancel') {
      if (!input.reason) throw new BizError('MMCP6008', {}, { field: 'reason' });
      const current = await loadOrder(ctx, input.orderNo);
      // A paid order that is cancelled waits for its refund; one never paid is simply closed.
      const paid = ['PS', 'SR', 'MR', 'WR'].includes(current.pay_status) && Number(current.paid_amount) > Number(current.refunded_amount);
      const { order, before, after } = await changeOrder(
        ctx,
        input.orderNo,
        'cancel',
        EVENT_FROM.cancel,
        { accept_status: 'CL', cancel_reason: input.reason, closed_at: nowIso(), ...(paid ? {} : { detail_status: 'CF' }) },
        input.reason,
      );
      if (paid) await ctx.db.transaction().execute((trx) => settleOrderStatus(trx, order.id));
      const final = paid ? await reloadSummary(ctx.db, order.id) : after;
      await ctx.audit({ event: 'ORDER_PROCESS', detail: { code: 'AUDIT_ORDER_CANCELLED', params: { orderNo: order.order_no, reason: input.reason } }, before, after: { acceptStatus: final.acceptStatus, payStatus: final.payStatus } });
      return final;
    }
    const to = EVENT_TO[input.event];
    const { order, before, after } = await changeOrder(ctx, input.orderNo, input.event, EVENT_FROM[input.event], { accept_status: to }, null);
    await ctx.audit({ event: 'ORDER_PROCESS', detail: { code: 'AUDIT_ORDER_EVENT', params: { orderNo: order.order_no, event: { code: `AUDIT_SALES_EVENT_${input.event}` } } }, before, after: { acceptStatus: after.acceptStatus, payStatus: after.payStatus } });
    return after;
  }),

  sessionAction(QueryRefundResonList, {}, async (_input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    return { list: REFUND_REASON_CODES.map((code) => ({ code, text: REFUND_REASONS[code] })) };
  }),

  sessionAction(QueryOrderByPayCode, {}, async (input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    const code = await ctx.db.selectFrom('payment_codes').select(['order_id']).where('merchant_id', '=', ctx.session.merchantId).where('code', '=', input.payCode).executeTakeFirst();
    if (!code?.order_id) throw new BizError('MMCP6009', {}, { field: 'payCode' });
    const row = await ctx.db.selectFrom('goods_orders').select('order_no').where('id', '=', code.order_id).executeTakeFirstOrThrow();
    return summaryOf(await loadOrder(ctx, row.order_no));
  }),

  sessionAction(QueryMpesaOrderHistory, {}, async (input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    const stores = await storesOf(ctx, input.storeId);
    const filtered = filteredOrders(ctx.db, ctx.session.merchantId, stores, input).where('goods_orders.payment_method', '=', '0001').where('goods_orders.paid_at', 'is not', null);
    const rows = await withSummaryColumns(filtered)
      .select((eb) =>
        eb
          .selectFrom('goods_order_payments')
          .select('goods_order_payments.payer_phone')
          .whereRef('goods_order_payments.order_id', '=', 'goods_orders.id')
          .where('goods_order_payments.status', '=', 'S')
          .limit(1)
          .as('payer_phone'),
      )
      .orderBy('goods_orders.created_at', 'desc')
      .orderBy('goods_orders.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    return { list: rows.map((r) => ({ ...summaryOf(r), payerPhone: r.payer_phone ?? r.customer_phone })), total: await totalOf(filtered, input, rows.length) };
  }),

  sessionAction(StatisticsTransAmount, {}, async (input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    const stores = await storesOf(ctx, input.storeId);
    return salesTotals(ctx.db, ctx.session.merchantId, stores, input);
  }),

  sessionAction(StatisGoodsOrder, {}, async (input, ctx) => {
    await requireAny(ctx, ANY_SALES);
    const stores = await storesOf(ctx, undefined);
    const storeId = stores?.length === 1 ? stores[0]! : (ctx.session.storeId ?? '');
    const store = await ctx.db.selectFrom('stores').select(['id', 'name']).where('id', '=', storeId).where('merchant_id', '=', ctx.session.merchantId).executeTakeFirst();
    return dailySales(ctx.db, ctx.session.merchantId, stores, input.days, store ? { id: store.id, name: store.name } : { id: '', name: '' });
  }),
];
