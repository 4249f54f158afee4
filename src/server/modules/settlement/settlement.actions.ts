import { sql } from 'kysely';
import { QuerySettlementFee, QuerySettlementList, SettleTill, type Settlement } from '../../../shared/actions/settlement';
import { formatMoney } from '../../../shared/format/money';
import { nairobiDayStartIso, toNairobi14 } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { accountBalance, tillAccountId } from '../../ledger/ledger';
import { listScope } from '../staff/scope';
import { scopedTill } from '../tills/tills.actions';
import { type SettleMethod, nextDate } from '../tills/tills.queries';
import { destinationOf, quote, settleTill, syncSettlements } from './settlement.service';

const DAY_MS = 24 * 3600_000;

function todayNairobi(): string {
  return toNairobi14(new Date().toISOString()).slice(0, 8);
}

function daysBack(yyyymmdd: string, n: number): string {
  return toNairobi14(new Date(new Date(nairobiDayStartIso(yyyymmdd)).getTime() - n * DAY_MS + 3 * 3600_000).toISOString()).slice(0, 8);
}

/** Settlements (/analysis/settelement and /tills, permission 1A) and settling a till by hand (/settle, 3802 activate or settle till). */
export const settlementActions = [
  sessionAction(QuerySettlementList, { funcNo: '1A' }, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    await syncSettlements(ctx.db, merchantId);
    let q = ctx.db
      .selectFrom('till_settlements')
      .innerJoin('tills', 'tills.id', 'till_settlements.till_id')
      .innerJoin('stores', 'stores.id', 'till_settlements.store_id')
      .leftJoin('money_orders', 'money_orders.id', 'till_settlements.order_id');
    // One till's settlements are read from till_settlements_till_idx and the business is checked
    // on those rows: SQLite, without statistics, rates a till and a business alike and could walk
    // every settlement of the business instead.
    if (input.tillId) q = q.where(sql<string>`till_settlements.merchant_id || ''`, '=', merchantId).where('till_settlements.till_id', '=', input.tillId);
    else q = q.where('till_settlements.merchant_id', '=', merchantId);
    const scope = await listScope(ctx.db, ctx.session);
    if (scope) q = q.where('till_settlements.store_id', 'in', scope);
    if (input.storeId) q = q.where('till_settlements.store_id', '=', input.storeId);
    if (input.status) q = q.where('till_settlements.status', '=', input.status);
    if (input.startDate) q = q.where('till_settlements.created_at', '>=', nairobiDayStartIso(input.startDate));
    if (input.endDate) q = q.where('till_settlements.created_at', '<', nairobiDayStartIso(nextDate(input.endDate)));
    const rows = await q
      .selectAll('till_settlements')
      .select(['tills.till_no', 'tills.name as till_name', 'stores.name as store_name', 'money_orders.ord_no', 'money_orders.result_code', 'money_orders.status as order_status'])
      .orderBy('till_settlements.created_at', 'desc')
      .orderBy('till_settlements.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    const sums = await q
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>(sql`case when till_settlements.status = 'S' then till_settlements.amount - till_settlements.fee - till_settlements.excise - till_settlements.vat else 0 end`).as('settled'),
        eb.fn.sum<number | string | null>(sql`case when till_settlements.status = 'S' then till_settlements.fee + till_settlements.excise + till_settlements.vat else 0 end`).as('fees'),
      ])
      .executeTakeFirst();
    // The chart: per Nairobi day of the filter (the last 14 days without one); of a longer
    // period, its last 92 days, so the chart shows the newest rows the table opens on.
    const end = input.endDate ?? todayNairobi();
    const earliest = daysBack(end, 91);
    const asked = input.startDate && input.startDate <= end ? input.startDate : daysBack(end, 13);
    // The later of the two (YYYYMMDD sorts as the days do).
    const start = [asked, earliest].sort()[1]!;
    const days: string[] = [];
    for (let d = start; d <= end; d = nextDate(d)) days.push(d);
    const inRange = await q
      .select(['till_settlements.created_at', 'till_settlements.amount', 'till_settlements.fee', 'till_settlements.excise', 'till_settlements.vat'])
      .where('till_settlements.status', '=', 'S')
      .where('till_settlements.created_at', '>=', nairobiDayStartIso(days[0] ?? start))
      .where('till_settlements.created_at', '<', nairobiDayStartIso(nextDate(days[days.length - 1] ?? end)))
      .limit(10_000)
      .execute();
    const perDay = new Map(days.map((d) => [d, { amount: 0, fee: 0 }]));
    for (const r of inRange) {
      const day = perDay.get(toNairobi14(r.created_at).slice(0, 8));
      if (!day) continue;
      const charges = Number(r.fee) + Number(r.excise) + Number(r.vat);
      day.amount += Number(r.amount) - charges;
      day.fee += charges;
    }
    const list: Settlement[] = rows.map((r) => {
      const amount = Number(r.amount);
      const fee = Number(r.fee);
      const excise = Number(r.excise);
      const vat = Number(r.vat);
      return {
        settlementId: r.id,
        tillId: r.till_id,
        tillNo: r.till_no,
        tillName: r.till_name,
        storeName: r.store_name,
        period: /^\d{8}$/.test(r.period) ? r.period : toNairobi14(r.created_at),
        method: r.method as SettleMethod,
        channel: r.channel as 'W' | 'B' | 'M',
        destination: r.destination,
        amount,
        fee,
        exciseDuty: excise,
        vat,
        netAmount: amount - fee - excise - vat,
        status: r.status,
        ordNo: r.ord_no ?? null,
        resultDesc: r.result_desc,
        resultCode: r.status === 'F' && r.order_status === 'F' ? r.result_code : null,
        createdAt: toNairobi14(r.created_at),
        finishedAt: r.finished_at ? toNairobi14(r.finished_at) : null,
      };
    });
    return {
      list,
      total: Number(sums?.n ?? 0),
      totalSettled: Number(sums?.settled ?? 0),
      totalFees: Number(sums?.fees ?? 0),
      daily: days.map((d) => ({ date: d, ...perDay.get(d)! })),
    };
  }),

  sessionAction(QuerySettlementFee, { funcNo: '3802' }, async (input, ctx) => {
    const till = await scopedTill(ctx, input.tillId);
    const dest = await destinationOf(ctx.db, till.store_id);
    const { available } = await accountBalance(ctx.db, tillAccountId(till.id));
    const q = quote('2', dest, input.amount ?? available);
    return { availableBalance: available, channel: dest.channel, destination: dest.destination, fee: q.fee, exciseDuty: q.excise, vat: q.vat, netAmount: Math.max(0, q.net) };
  }),

  sessionAction(SettleTill, { funcNo: '3802', transTypId: '132' }, async (input, ctx) => {
    const till = await scopedTill(ctx, input.tillId);
    const made = await settleTill(ctx.money, { till, period: `M:${input.requestId}`, method: '2', amount: input.amount, personId: ctx.session.personId, manual: true });
    if (!made) throw new BizError('MMCP5208', {}, { field: 'amount' });
    const row = await ctx.db.selectFrom('till_settlements').selectAll().where('id', '=', made.id).where('merchant_id', '=', ctx.session.merchantId).executeTakeFirst();
    if (!row) throw new BizError('MMCP5211');
    // The same request id with another amount is another request, not a retry (as a money order's).
    // An M-PESA settlement takes whole shillings: up to 99 cents less than asked is the same one.
    const taken = Number(row.amount);
    if (!made.created && (taken > input.amount || input.amount - taken >= 100)) throw new BizError('MMCP0010', {}, { field: 'amount' });
    // A retry of the same request answers the settlement it made; only the first one is audited.
    if (made.created) {
      await ctx.audit({ event: 'TILL_SETTLE', detail: { code: 'AUDIT_TILL_SETTLE', params: { tillNo: till.till_no, amount: formatMoney(Number(row.amount)) } } });
    }
    const order = row.order_id ? await ctx.db.selectFrom('money_orders').select(['ord_no', 'result_code', 'status']).where('id', '=', row.order_id).executeTakeFirst() : undefined;
    const amount = Number(row.amount);
    return {
      settlementId: row.id,
      tillId: till.id,
      tillNo: till.till_no,
      tillName: till.name,
      storeName: (await ctx.db.selectFrom('stores').select('name').where('id', '=', till.store_id).executeTakeFirstOrThrow()).name,
      period: toNairobi14(row.created_at),
      method: row.method as SettleMethod,
      channel: row.channel as 'W' | 'B' | 'M',
      destination: row.destination,
      amount,
      fee: Number(row.fee),
      exciseDuty: Number(row.excise),
      vat: Number(row.vat),
      netAmount: amount - Number(row.fee) - Number(row.excise) - Number(row.vat),
      status: row.status,
      ordNo: order?.ord_no ?? null,
      resultDesc: row.result_desc,
      resultCode: row.status === 'F' && order?.status === 'F' ? order.result_code : null,
      createdAt: toNairobi14(row.created_at),
      finishedAt: row.finished_at ? toNairobi14(row.finished_at) : null,
    };
  }),
];
