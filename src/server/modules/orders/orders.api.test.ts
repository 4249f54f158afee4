import { describe, expect, it } from 'vitest';
import type { GoodsOrderSummary } from '../../../shared/actions/orders';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, nairobiDay, signIn, withTestApp } from '../../testing/harness';
import { BRANCH, KES, MAIN, paidSale } from './testing';

const t = withTestApp();
expectBalancedLedgerAfterEach(t);

const owner = () => signIn(t, DEMO_LOGIN.owner.userId, 'P');
const cashier = () => signIn(t, DEMO_LOGIN.cashier.userId, 'S');

type List = { list: GoodsOrderSummary[]; total: number };

describe('order lists', () => {
  it('pages a tab of the current store on the server, newest first, with the tab counts', async () => {
    const client = await owner();
    const page = await client.call<List>('QueryGoodsOrderList', { tab: 'all', limit: 5, offset: 0 });
    expect(page.body.rspMsgCd).toBe('MMC00000');
    expect(page.body.list).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(50);
    expect(page.body.list.every((o) => o.storeId === MAIN)).toBe(true);
    const times = page.body.list.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const next = await client.call<List>('QueryGoodsOrderList', { tab: 'all', limit: 5, offset: 5 });
    expect(next.body.list.map((o) => o.orderNo)).not.toContain(page.body.list[0]!.orderNo);

    const groups = await client.call<{ groups: { tab: string; count: number }[] }>('QueryGoodsOrderListGroup', {});
    const count = (tab: string) => groups.body.groups.find((g) => g.tab === tab)!.count;
    expect(count('all')).toBe(page.body.total);
    expect(count('newOrders')).toBeGreaterThanOrEqual(1);
    expect(count('refunded')).toBeGreaterThanOrEqual(1);
    const refunded = await client.call<List>('QueryGoodsOrderList', { tab: 'refunded', limit: 100 });
    expect(refunded.body.total).toBe(count('refunded'));
    expect(refunded.body.list.every((o) => ['SR', 'MR'].includes(o.payStatus) && o.refundedAmount > 0)).toBe(true);
    const fresh = await client.call<List>('QueryGoodsOrderList', { tab: 'newOrders' });
    expect(fresh.body.list.every((o) => o.acceptStatus === 'NO')).toBe(true);
  });

  it('filters by store, date, payment method and keyword', async () => {
    const client = await owner();
    const branch = await client.call<List>('QueryGoodsOrderList', { storeId: BRANCH, limit: 100 });
    expect(branch.body.total).toBeGreaterThan(0);
    expect(branch.body.list.every((o) => o.storeId === BRANCH && o.storeName === 'Westlands Branch')).toBe(true);
    const both = await client.call<List>('QueryGoodsOrderList', { storeId: 'all', limit: 1 });
    const main = await client.call<List>('QueryGoodsOrderList', { storeId: MAIN, limit: 1 });
    expect(both.body.total).toBe(branch.body.total + main.body.total);
    const day = nairobiDay(3);
    const oneDay = await client.call<List>('QueryGoodsOrderList', { startDate: day, endDate: day, limit: 100 });
    expect(oneDay.body.total).toBeGreaterThan(0);
    expect(oneDay.body.list.every((o) => o.createdAt.startsWith(day))).toBe(true);
    const cash = await client.call<List>('QueryGoodsOrderList', { payMethod: '0008', limit: 100 });
    expect(cash.body.list.every((o) => o.paymentMethod === '0008')).toBe(true);
    const sale = await paidSale(t, { customerName: 'Zawadi Unique' });
    const found = await client.call<List>('QueryGoodsOrderList', { keyword: 'zawadi unique' });
    expect(found.body.list.map((o) => o.orderNo)).toEqual([sale.orderNo]);
    // A wildcard typed is a character: '_' finds no name, phone or number holding one.
    expect((await client.call<List>('QueryGoodsOrderList', { keyword: 'zawadi_unique' })).body.total).toBe(0);
    const foreign = await client.call('QueryGoodsOrderList', { storeId: 'store-of-nobody' });
    expect(foreign.body.rspMsgCd).toBe('MMCP2101');
  });

  it('shows staff only the orders of their stores', async () => {
    const db = t.database.db;
    const sale = await paidSale(t, { storeId: BRANCH, tillId: 'till-demo-westlands' });
    await db.deleteFrom('staff_stores').where('staff_id', '=', 'staff-cashier').where('store_id', '=', BRANCH).execute();
    try {
      const client = await cashier();
      const all = await client.call<List>('QueryGoodsOrderList', { storeId: 'all', limit: 100 });
      expect(all.body.list.every((o) => o.storeId === MAIN)).toBe(true);
      expect((await client.call('QueryGoodsOrderList', { storeId: BRANCH })).body.rspMsgCd).toBe('MMCP2101');
      expect((await client.call('QueryGoodsOrderDetail', { orderNo: sale.orderNo })).body.rspMsgCd).toBe('MMCP6001');
    } finally {
      await db.insertInto('staff_stores').values({ staff_id: 'staff-cashier', merchant_id: 'merc-demo', store_id: BRANCH, created_at: new Date().toISOString() }).execute();
    }
  });

  it('answers an order with its lines, payments, events and receipt', async () => {
    const client = await owner();
    const sale = await paidSale(t);
    const info = await client.call<GoodsOrderSummary & { items: { name: string; quantity: number }[] }>('QueryGoodsOrderInfo', { orderNo: sale.orderNo });
    expect(info.body).toMatchObject({ rspMsgCd: 'MMC00000', total: 580 * KES, paidAmount: 580 * KES, refundable: 580 * KES, payStatus: 'PS', paymentMethod: '0001', tillNo: '5123401' });
    expect(info.body.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Unga 2kg', 2],
      ['Sugar 1kg', 1],
    ]);
    const detail = await client.call<{ events: { event: string }[]; payments: { method: string }[]; receipt: { merchantName: string }; refunds: unknown[] }>('QueryGoodsOrderDetail', { orderNo: sale.orderNo });
    expect(detail.body.events.map((e) => e.event)).toEqual(['create', 'pay']);
    expect(detail.body.payments).toMatchObject([{ method: '0001', status: 'S' }]);
    expect(detail.body.receipt.merchantName).toBe('Amani Traders Ltd');
    expect(detail.body.refunds).toEqual([]);
    expect((await client.call('QueryGoodsOrderDetail', { orderNo: 'NOPE' })).body.rspMsgCd).toBe('MMCP6001');
  });

  it('answers the M-PESA orders with their payer, and the order of a payment code', async () => {
    const client = await owner();
    const sale = await paidSale(t, { phone: '254722999001' });
    const history = await client.call<{ list: (GoodsOrderSummary & { payerPhone: string })[]; total: number }>('QueryMpesaOrderHistory', { limit: 100 });
    expect(history.body.list.every((o) => o.paymentMethod === '0001')).toBe(true);
    expect(history.body.list.find((o) => o.orderNo === sale.orderNo)).toMatchObject({ payerPhone: '254722999001' });
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('payment_codes')
      .values({ id: 'pc-orders-test', code: '884422', merchant_id: 'merc-demo', store_id: MAIN, till_id: null, order_id: sale.orderId, amount: sale.total, status: 'S', rcv_flg: '0', payer_phone: null, money_order_id: null, person_id: null, expires_at: now, paid_at: now, created_at: now, updated_at: now })
      .execute();
    const byCode = await client.call<GoodsOrderSummary>('QueryOrderByPayCode', { payCode: '884422' });
    expect(byCode.body).toMatchObject({ rspMsgCd: 'MMC00000', orderNo: sale.orderNo });
    expect((await client.call('QueryOrderByPayCode', { payCode: '000000' })).body.rspMsgCd).toBe('MMCP6009');
  });

  it('pages the M-PESA payments on the server by store and date, without cash sales', async () => {
    type Mpesa = { list: (GoodsOrderSummary & { payerPhone: string | null })[]; total: number };
    const client = await owner();
    const branchSale = await paidSale(t, { storeId: BRANCH, tillId: 'till-demo-westlands', phone: '254722999002' });
    const cashSale = await paidSale(t, { method: '0008', phone: null });
    const today = nairobiDay(0);
    const branch = await client.call<Mpesa>('QueryMpesaOrderHistory', { storeId: BRANCH, startDate: today, endDate: today, limit: 100 });
    expect(branch.body.list.find((o) => o.orderNo === branchSale.orderNo)).toMatchObject({ payerPhone: '254722999002', paymentMethod: '0001', payStatus: 'PS' });
    expect(branch.body.list.every((o) => o.storeId === BRANCH && o.createdAt.startsWith(today) && o.paymentMethod === '0001')).toBe(true);
    const main = await client.call<Mpesa>('QueryMpesaOrderHistory', { limit: 100 });
    expect(main.body.list.every((o) => o.storeId === MAIN)).toBe(true);
    expect(main.body.list.map((o) => o.orderNo)).not.toContain(cashSale.orderNo);
    const all = await client.call<Mpesa>('QueryMpesaOrderHistory', { storeId: 'all', limit: 1 });
    const allBranch = await client.call<Mpesa>('QueryMpesaOrderHistory', { storeId: BRANCH, limit: 1 });
    expect(all.body.total).toBe(main.body.total + allBranch.body.total);
    const first = await client.call<Mpesa>('QueryMpesaOrderHistory', { limit: 3, offset: 0 });
    const second = await client.call<Mpesa>('QueryMpesaOrderHistory', { limit: 3, offset: 3 });
    expect(second.body.total).toBe(first.body.total);
    expect(second.body.list.some((o) => first.body.list.some((f) => f.orderNo === o.orderNo))).toBe(false);
    expect(first.body.list[0]!.createdAt >= second.body.list[0]!.createdAt).toBe(true);
  });
});

describe('processing orders', () => {
  it('accepts, picks and completes a new order, once each, with the events and the audit trail', async () => {
    const client = await owner();
    const sale = await paidSale(t, { acceptStatus: 'NO' });
    const accepted = await client.call<GoodsOrderSummary>('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'accept' });
    expect(accepted.body).toMatchObject({ rspMsgCd: 'MMC00000', acceptStatus: 'OG' });
    expect((await client.call('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'accept' })).body.rspMsgCd).toBe('MMCP6002');
    expect((await client.call<GoodsOrderSummary>('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'pick' })).body.acceptStatus).toBe('PD');
    expect((await client.call<GoodsOrderSummary>('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'complete' })).body.acceptStatus).toBe('CP');
    const detail = await client.call<{ events: { event: string }[] }>('QueryGoodsOrderDetail', { orderNo: sale.orderNo });
    expect(detail.body.events.map((e) => e.event).slice(-3)).toEqual(['accept', 'pick', 'complete']);
    const audit = await t.database.db.selectFrom('audit_trail').select(['event', 'detail']).where('event', '=', 'ORDER_PROCESS').where('detail', 'like', `%${sale.orderNo}%`).execute();
    expect(audit).toHaveLength(3);
  });

  it('cancels a paid order only with a reason, and it then waits for its refund', async () => {
    const client = await owner();
    const sale = await paidSale(t, { acceptStatus: 'NO' });
    expect((await client.call('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'cancel' })).body.rspMsgCd).toBe('MMCP6008');
    const bad = await client.call<{ fieldErrors: { field: string }[] }>('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'cancel', reason: '不要' });
    expect(bad.body.rspMsgCd).toBe('MMCP0006');
    expect(bad.body.fieldErrors[0]!.field).toBe('reason');
    const cancelled = await client.call<GoodsOrderSummary>('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'cancel', reason: 'Customer changed mind' });
    expect(cancelled.body).toMatchObject({ rspMsgCd: 'MMC00000', acceptStatus: 'CL', payStatus: 'WR', cancelReason: 'Customer changed mind' });
    const waiting = await client.call<List>('QueryGoodsOrderList', { tab: 'waitingForRefund', limit: 100 });
    expect(waiting.body.list.map((o) => o.orderNo)).toContain(sale.orderNo);
    expect((await client.call('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'complete' })).body.rspMsgCd).toBe('MMCP6002');
  });

  it('refuses processing to a role without the manage function', async () => {
    const sale = await paidSale(t, { acceptStatus: 'NO' });
    const client = await cashier();
    expect((await client.call('ProcessConsumerGoodsOrder', { orderNo: sale.orderNo, event: 'accept' })).body.rspMsgCd).toBe('MMCP0403');
    expect((await client.call('QueryGoodsOrderList', {})).body.rspMsgCd).toBe('MMC00000');
  });
});

describe('sales statistics', () => {
  it('totals paid, refunded and net sales by payment method', async () => {
    const client = await owner();
    const stats = await client.call<{ orderCount: number; totalAmount: number; refundAmount: number; netAmount: number; byMethod: { method: string; amount: number; count: number }[] }>('StatisticsTransAmount', {
      startDate: nairobiDay(30),
      endDate: nairobiDay(0),
    });
    expect(stats.body.rspMsgCd).toBe('MMC00000');
    expect(stats.body.orderCount).toBeGreaterThan(20);
    expect(stats.body.refundAmount).toBeGreaterThan(0);
    expect(stats.body.netAmount).toBe(stats.body.totalAmount - stats.body.refundAmount);
    expect(stats.body.byMethod.reduce((s, m) => s + m.amount, 0)).toBe(stats.body.totalAmount);
    expect(stats.body.byMethod.map((m) => m.method).sort()).toEqual(['0001', '0008']);
  });

  it("answers the home page's sales of the current store: today and the recent days", async () => {
    const client = await owner();
    const before = await client.call<{ today: { amount: number; count: number }; days: { date: string; amount: number }[]; storeName: string }>('StatisGoodsOrder', { days: 7 });
    expect(before.body).toMatchObject({ rspMsgCd: 'MMC00000', storeId: MAIN });
    expect(before.body.days).toHaveLength(7);
    expect(before.body.days[6]!.date).toBe(nairobiDay(0));
    expect(before.body.days.slice(0, 6).every((d) => d.amount > 0)).toBe(true);
    await paidSale(t);
    const after = await client.call<{ today: { amount: number; count: number } }>('StatisGoodsOrder', {});
    expect(after.body.today.amount).toBe(before.body.today.amount + 580 * KES);
    expect(after.body.today.count).toBe(before.body.today.count + 1);
  });
});
