import { type Kysely, sql } from 'kysely';
import type { OrderFilters } from '../../../shared/actions/orders';
import type { Database } from '../../db/schema';
import { nairobiDayStartIso, nowIso, toNairobi14 } from '../../db/util';
import { dayAfter, filteredOrders } from './orders.queries';

/** Pay statuses of a sale that was paid (whatever happened to it afterwards). */
export const PAID_STATUSES = ['PS', 'WR', 'SR', 'MR'];

const num = (v: unknown) => Number(v ?? 0);

function refundsIn(db: Kysely<Database>, merchantId: string, stores: string[] | null, from: string | null, to: string | null) {
  let q = db.selectFrom('goods_refunds').where('merchant_id', '=', merchantId).where('pay_status', '=', 'S');
  if (stores) q = stores.length === 0 ? q.where(sql<boolean>`1 = 0`) : q.where('store_id', 'in', stores);
  if (from) q = q.where('created_at', '>=', from);
  if (to) q = q.where('created_at', '<', to);
  return q.select([(eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.sum<number | string | null>('amount').as('s')]);
}

/** Paid, refunded and net sales of a period, and by payment method (StatisticsTransAmount). */
export async function salesTotals(db: Kysely<Database>, merchantId: string, stores: string[] | null, f: Pick<OrderFilters, 'startDate' | 'endDate'>) {
  const paid = filteredOrders(db, merchantId, stores, f).where('goods_orders.pay_status', 'in', PAID_STATUSES);
  const rows = await paid
    .select(['goods_orders.payment_method', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.sum<number | string | null>('goods_orders.paid_amount').as('s')])
    .groupBy('goods_orders.payment_method')
    .execute();
  const refunds = await refundsIn(
    db,
    merchantId,
    stores,
    f.startDate ? nairobiDayStartIso(f.startDate) : null,
    f.endDate ? nairobiDayStartIso(dayAfter(f.endDate)) : null,
  ).executeTakeFirst();
  const byMethod = rows.map((r) => ({ method: r.payment_method ?? '0008', count: num(r.n), amount: num(r.s) })).sort((a, b) => b.amount - a.amount);
  const totalAmount = byMethod.reduce((s, m) => s + m.amount, 0);
  const refundAmount = num(refunds?.s);
  return {
    orderCount: byMethod.reduce((s, m) => s + m.count, 0),
    totalAmount,
    refundAmount,
    refundCount: num(refunds?.n),
    netAmount: totalAmount - refundAmount,
    byMethod,
  };
}

/** Today's sales and the recent days' of a store (StatisGoodsOrder: the home page's widgets). */
export async function dailySales(db: Kysely<Database>, merchantId: string, stores: string[] | null, days: number, store: { id: string; name: string }) {
  const today = toNairobi14(nowIso()).slice(0, 8);
  const dates: string[] = [today];
  for (let i = 1; i < days; i++) {
    const prev = toNairobi14(new Date(new Date(nairobiDayStartIso(dates[0]!)).getTime() - 3600_000).toISOString()).slice(0, 8);
    dates.unshift(prev);
  }
  const bounds = [...dates.map((d) => nairobiDayStartIso(d)), nairobiDayStartIso(dayAfter(today))];
  const base = filteredOrders(db, merchantId, stores, { startDate: dates[0] }).where('goods_orders.pay_status', 'in', PAID_STATUSES);
  const selections = dates.flatMap((_, i) => [
    sql<number | string | null>`sum(case when goods_orders.created_at >= ${bounds[i]} and goods_orders.created_at < ${bounds[i + 1]} then goods_orders.paid_amount else 0 end)`.as(`a${i}`),
    sql<number | string | null>`sum(case when goods_orders.created_at >= ${bounds[i]} and goods_orders.created_at < ${bounds[i + 1]} then 1 else 0 end)`.as(`c${i}`),
  ]);
  const row = ((await base.select(selections).executeTakeFirst()) ?? {}) as Record<string, unknown>;
  const series = dates.map((date, i) => ({ date, amount: num(row[`a${i}`]), count: num(row[`c${i}`]) }));
  const last = series[series.length - 1]!;
  const refunds = await refundsIn(db, merchantId, stores, bounds[bounds.length - 2]!, null).executeTakeFirst();
  const fresh = await filteredOrders(db, merchantId, stores, {})
    .where('goods_orders.accept_status', '=', 'NO')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return {
    storeId: store.id,
    storeName: store.name,
    today: { amount: last.amount, count: last.count, refundAmount: num(refunds?.s), newOrders: num(fresh?.n) },
    days: series,
  };
}
