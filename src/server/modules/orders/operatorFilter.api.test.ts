import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { GoodsOrderSummary } from '../../../shared/actions/orders';
import type { OrderTab } from '../../../shared/dict/orders';
import { DEMO_LOGIN, signIn, withTestApp } from '../../testing/harness';
import { filteredOrders, tabFilter, withSummaryColumns } from './orders.queries';
import { BRANCH, MAIN, paidSale } from './testing';

/** The orders list's staff filter (`operatorId`), fed by QueryMerchantStaffList. */
const t = withTestApp();

type List = { list: GoodsOrderSummary[]; total: number };
type People = { list: { personId: string; staffId: string | null; staffName: string; userName: string | null }[] };

const CASHIER = 'person-cashier';
const MERCY = 'person-staff-mercy';

const owner = () => signIn(t, DEMO_LOGIN.owner.userId, 'P', 'operator-owner-device');

/** How many listed orders (tab all) a person took, in the given stores. */
async function ordersTakenBy(personId: string, stores: string[]): Promise<number> {
  const row = await t.database.db
    .selectFrom('goods_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('merchant_id', '=', 'merc-demo')
    .where('person_id', '=', personId)
    .where('store_id', 'in', stores)
    .where('pay_status', '!=', 'U1')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the orders list by staff member', () => {
  it("offers the people who take a store's orders: its staff, the owner and the administrators", async () => {
    const client = await owner();
    const main = await client.call<People>('QueryMerchantStaffList', { storeId: MAIN });
    expect(main.body.rspMsgCd).toBe('MMC00000');
    const names = main.body.list.map((p) => p.staffName);
    expect(names).toEqual(expect.arrayContaining(['Achieng Atieno', 'Mercy Njeri', 'Wanjiku Kamau', 'Otieno Ochieng']));
    expect(names).not.toContain('James Wafula');
    expect(main.body.list.find((p) => p.personId === MERCY)).toMatchObject({ staffId: 'staff-mercy', userName: 'mercy' });
    const branch = await client.call<People>('QueryMerchantStaffList', { storeId: BRANCH });
    expect(branch.body.list.map((p) => p.staffName)).toContain('James Wafula');
    // A picker: searched by a part of the name or the username on the server, a page of names, the one picked kept.
    const picked = async (input: Record<string, unknown>) => { const res = await client.call<People>('QueryMerchantStaffList', { storeId: MAIN, ...input }); expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000'); return res.body.list.map((p) => p.staffName); };
    expect(await picked({ keyword: 'NJERI' })).toEqual(['Mercy Njeri']);
    expect(await picked({ keyword: 'mercy' })).toEqual(['Mercy Njeri']);
    expect(await picked({ limit: 1 })).toEqual(['Achieng Atieno']);
    expect(await picked({ keyword: 'njeri', include: 'person-owner' })).toEqual(['Wanjiku Kamau', 'Mercy Njeri']);
    // Someone who does not take this store's orders is not answered, even when asked for.
    const james = branch.body.list.find((p) => p.staffName === 'James Wafula')!;
    expect(await picked({ keyword: 'zz', include: james.personId })).toEqual([]);
  });

  it('lists only the orders the chosen person took, and the tab counts follow', async () => {
    const client = await owner();
    const sale = await paidSale(t, { personId: MERCY, customerName: 'Operator Filter' });
    const mercy = await client.call<List>('QueryGoodsOrderList', { storeId: MAIN, operatorId: MERCY, limit: 100 });
    expect(mercy.body).toMatchObject({ rspMsgCd: 'MMC00000', total: 1 });
    expect(mercy.body.list.map((o) => [o.orderNo, o.cashierName])).toEqual([[sale.orderNo, 'Mercy Njeri']]);
    const groups = await client.call<{ groups: { tab: OrderTab; count: number }[] }>('QueryGoodsOrderListGroup', { storeId: MAIN, operatorId: MERCY });
    expect(groups.body.groups.find((g) => g.tab === 'all')?.count).toBe(1);

    const cashier = await client.call<List>('QueryGoodsOrderList', { storeId: 'all', operatorId: CASHIER, limit: 100 });
    expect(cashier.body.total).toBe(await ordersTakenBy(CASHIER, [MAIN, BRANCH]));
    expect(cashier.body.total).toBeGreaterThan(0);
    expect(new Set(cashier.body.list.map((o) => o.cashierName))).toEqual(new Set(['Achieng Atieno']));
    const times = cashier.body.list.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const nobody = await client.call<List>('QueryGoodsOrderList', { storeId: MAIN, operatorId: 'person-of-nobody' });
    expect(nobody.body).toMatchObject({ rspMsgCd: 'MMC00000', total: 0, list: [] });
  });

  it("keeps a staff member to their own stores' orders whoever they filter by", async () => {
    const clerk = await signIn(t, 'mercy', 'S', 'operator-mercy-device');
    const res = await clerk.call<List>('QueryGoodsOrderList', { storeId: 'all', operatorId: CASHIER, limit: 100 });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body.total).toBe(await ordersTakenBy(CASHIER, [MAIN]));
    expect(res.body.list.every((o) => o.storeId === MAIN)).toBe(true);
    const people = await clerk.call<People>('QueryMerchantStaffList', {});
    expect(people.body.list.map((p) => p.staffName)).not.toContain('James Wafula');
  });

  // (A tab of a rare pay status, waiting for refund, may be read from the status index instead: fewer rows still.)
  it.each(['all', 'newOrders', 'completed'] as const)("reads a clerk's orders of tab %s from the index on (business, person, time)", async (tab) => {
    const db = t.database.db;
    await paidSale(t, { personId: MERCY });
    const query = withSummaryColumns(filteredOrders(db, 'merc-demo', [MAIN], { operatorId: MERCY }).where(tabFilter(tab, { operatorId: MERCY })))
      .orderBy('goods_orders.created_at', 'desc')
      .orderBy('goods_orders.id', 'desc')
      .limit(20)
      .compile();
    const plan = await db.transaction().execute(async (trx) => {
      if (t.database.dialect === 'postgres') {
        // The demo tables are small enough for a sequential scan; the question is which index,
        // with the statistics a running database keeps.
        await sql`ANALYZE goods_orders`.execute(trx);
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const rows = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
        return rows.rows.map((r) => Object.values(r).join(' ')).join('\n');
      }
      const rows = await trx.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
      return rows.rows.map((r) => r.detail).join('\n');
    });
    expect(plan).toContain('goods_orders_person_idx');
  });
});
