import crypto from 'node:crypto';
import { isoAfter, newId } from '../../db/util';
import { settleOutcome } from '../money/settle';
import { describe, expect, it, vi } from 'vitest';
import type { GoodsOrderSummary, GoodsRefund } from '../../../shared/actions/orders';
import { accountBalance, tillAccountId } from '../../ledger/ledger';
import { DEMO_APPROVALS } from '../../seed/demoApprovals';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, signIn, withTestApp } from '../../testing/harness';
import { COUNTER1, KES, MAIN, paidSale } from './testing';

const t = withTestApp();
expectBalancedLedgerAfterEach(t);

const owner = () => signIn(t, DEMO_LOGIN.owner.userId, 'P');
const rid = () => `rf-${crypto.randomBytes(8).toString('hex')}`;
const till = async (tillId = COUNTER1) => (await accountBalance(t.database.db, tillAccountId(tillId))).balance;

type Refunded = { refund: GoodsRefund; order: GoodsOrderSummary };

async function waitRefund(client: Awaited<ReturnType<typeof owner>>, orderNo: string, refundNo: string, status: string) {
  for (let i = 0; i < 100; i++) {
    const d = await client.call<{ refunds: GoodsRefund[] }>('QueryGoodsOrderDetail', { orderNo });
    const r = d.body.refunds.find((x) => x.refundNo === refundNo);
    if (r?.payStatus === status) return r;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`refund ${refundNo} never reached ${status}`);
}

describe('refund reasons', () => {
  it('lists the spec refund reasons', async () => {
    const client = await owner();
    const res = await client.call<{ list: { code: string; text: string }[] }>('QueryRefundResonList', {});
    expect(res.body.list).toHaveLength(8);
    expect(res.body.list[0]).toEqual({ code: '01', text: 'Wrong Item bought' });
    expect(res.body.list[7]).toEqual({ code: '08', text: 'Late delivery of the item' });
  });
});

describe('refunds', () => {
  it('pays a partial M-PESA refund back off the till, returns the items and marks the order refunded', async () => {
    const client = await owner();
    const sale = await paidSale(t);
    const info = await client.call<{ items: { itemId: string; name: string }[] }>('QueryGoodsOrderInfo', { orderNo: sale.orderNo });
    const unga = info.body.items.find((i) => i.name === 'Unga 2kg')!;
    const before = await till();
    const res = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 210 * KES, items: [{ itemId: unga.itemId, quantity: 1 }], reason: '02', remarks: 'Torn bag', requestId: rid() });
    expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
    const done = res.body.refund.payStatus === 'S' ? res.body.refund : await waitRefund(client, sale.orderNo, res.body.refund.refundNo, 'S');
    expect(done).toMatchObject({ amount: 210 * KES, method: '0001', destination: '254722555111', refundType: 'P', reason: '02' });
    expect(await till()).toBe(before - 210 * KES);
    const after = await client.call<GoodsOrderSummary & { items: { name: string; refundedQty: number }[] }>('QueryGoodsOrderInfo', { orderNo: sale.orderNo });
    expect(after.body).toMatchObject({ payStatus: 'SR', detailStatus: 'RP', refundedAmount: 210 * KES, refundable: 370 * KES });
    expect(after.body.items.find((i) => i.name === 'Unga 2kg')!.refundedQty).toBe(1);
    const refunded = await client.call<{ list: GoodsOrderSummary[] }>('QueryGoodsOrderList', { tab: 'refunded', limit: 100 });
    expect(refunded.body.list.map((o) => o.orderNo)).toContain(sale.orderNo);
    const order = await t.database.db.selectFrom('money_orders').select(['ord_typ', 'status', 'counterparty_phone', 'amount']).where('request_id', 'like', 'refund:%').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(order).toMatchObject({ ord_typ: '71', status: 'S', counterparty_phone: '254722555111' });
    const audit = await t.database.db.selectFrom('audit_trail').select(['detail']).where('event', '=', 'ORDER_REFUND').where('detail', 'like', `%${sale.orderNo}%`).execute();
    expect(audit).toHaveLength(1);
  });

  it('puts the items given back into stock once the refund succeeds', async () => {
    const client = await owner();
    const db = t.database.db;
    const product = await db.selectFrom('products').select(['id', 'name', 'stock']).where('id', '=', 'prod-demo-01').executeTakeFirstOrThrow();
    const sale = await paidSale(t, { method: '0008', tillId: null, lines: [{ name: product.name, unitPrice: 100 * KES, quantity: 3, productId: product.id }], takeStock: true });
    const info = await client.call<{ items: { itemId: string }[] }>('QueryGoodsOrderInfo', { orderNo: sale.orderNo });
    const res = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 200 * KES, items: [{ itemId: info.body.items[0]!.itemId, quantity: 2 }], reason: '05', requestId: rid() });
    expect(res.body.refund.items).toEqual([{ itemId: info.body.items[0]!.itemId, name: product.name, quantity: 2 }]);
    const after = await db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(Number(after.stock)).toBe(Number(product.stock) - 3 + 2);
  });

  it('never refunds more than was paid, in full after a part, and refuses what is left over', async () => {
    const client = await owner();
    const sale = await paidSale(t, { method: '0008', tillId: null });
    const over = await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 581 * KES, reason: '03', requestId: rid() });
    expect(over.body).toMatchObject({ rspMsgCd: 'MMCP6004', rspMsgInf: 'The refund cannot be more than KES 580.00, what is left of the amount paid.' });
    expect((await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', reason: '03', requestId: rid() })).body.rspMsgCd).toBe('MMCP6010');
    const part = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 80 * KES, reason: '03', requestId: rid() });
    // Cash never entered the ledger: the refund is recorded as handed back by hand.
    expect(part.body.refund).toMatchObject({ payStatus: 'S', method: '0008', destination: null });
    expect(part.body.order).toMatchObject({ payStatus: 'MR', detailStatus: 'RP', refundable: 500 * KES });
    const full = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '03', requestId: rid() });
    expect(full.body.refund.amount).toBe(500 * KES);
    expect(full.body.order).toMatchObject({ payStatus: 'MR', goodsStatus: 'MR', detailStatus: 'RF', refundable: 0, refundedAmount: 580 * KES });
    expect((await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 1 * KES, reason: '03', requestId: rid() })).body.rspMsgCd).toBe('MMCP6004');
  });

  it('refuses items it cannot give back, an unpaid order, an unknown reason and odd cents on M-PESA', async () => {
    const client = await owner();
    const sale = await paidSale(t);
    const info = await client.call<{ items: { itemId: string }[] }>('QueryGoodsOrderInfo', { orderNo: sale.orderNo });
    const tooMany = await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 100 * KES, items: [{ itemId: info.body.items[1]!.itemId, quantity: 2 }], reason: '01', requestId: rid() });
    expect(tooMany.body).toMatchObject({ rspMsgCd: 'MMCP6006', rspMsgInf: 'You cannot give back more of an item than was sold.' });
    const cents = await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 10_050, reason: '01', requestId: rid() });
    expect(cents.body.rspMsgCd).toBe('MMCP4008');
    const reason = await client.call<{ fieldErrors: { field: string }[] }>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '09', requestId: rid() });
    expect(reason.body.rspMsgCd).toBe('MMCP0006');
    expect(reason.body.fieldErrors[0]!.field).toBe('reason');
    await t.database.db.updateTable('goods_orders').set({ pay_status: 'WP', paid_amount: 0 }).where('id', '=', sale.orderId).execute();
    expect((await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '01', requestId: rid() })).body.rspMsgCd).toBe('MMCP6003');
    expect((await client.call('RefundGoodsOrder', { orderNo: 'NOPE', refundType: 'F', reason: '01', requestId: rid() })).body.rspMsgCd).toBe('MMCP6001');
  });

  it('answers a retried refund with the first one and moves the money once', async () => {
    const client = await owner();
    const sale = await paidSale(t, { method: '0008', tillId: null });
    const requestId = rid();
    const first = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 100 * KES, reason: '03', requestId });
    const again = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 100 * KES, reason: '03', requestId });
    expect(again.body.refund.refundNo).toBe(first.body.refund.refundNo);
    expect(again.body.order.refundedAmount).toBe(100 * KES);
    expect((await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 200 * KES, reason: '03', requestId })).body.rspMsgCd).toBe('MMCP0010');
  });

  it("says 'The transaction refund was not successful' when M-PESA refuses, and leaves the money and the order as they were", async () => {
    const client = await owner();
    const sale = await paidSale(t, { phone: '254708000001' });
    const before = await till();
    const res = await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '01', requestId: rid() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP6005', rspMsgInf: 'The transaction refund was not successful' });
    expect(await till()).toBe(before);
    const info = await client.call<GoodsOrderSummary & { items: { refundedQty: number }[] }>('QueryGoodsOrderInfo', { orderNo: sale.orderNo });
    expect(info.body).toMatchObject({ payStatus: 'PS', detailStatus: 'ST', refundedAmount: 0, refundable: 580 * KES });
    expect(info.body.items.every((i) => i.refundedQty === 0)).toBe(true);
    const detail = await client.call<{ refunds: GoodsRefund[]; events: { event: string }[] }>('QueryGoodsOrderDetail', { orderNo: sale.orderNo });
    // The network's code comes with its own words, for the screen to word it in the reader's language.
    expect(detail.body.refunds[0]).toMatchObject({ payStatus: 'F', resultCode: '1032', resultDesc: 'Request cancelled by user' });
    expect(detail.body.events.map((e) => e.event)).toContain('refundFail');
  });

  it('gives two refunds at once no more than was paid together', async () => {
    const client = await owner();
    const other = await owner();
    const sale = await paidSale(t, { method: '0008', tillId: null });
    const results = await Promise.all(
      [client, other, client, other].map((c) => c.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 200 * KES, reason: '03', requestId: rid() })),
    );
    const ok = results.filter((r) => r.body.rspMsgCd === 'MMC00000');
    expect(ok).toHaveLength(2);
    expect(results.filter((r) => r.body.rspMsgCd === 'MMCP6004')).toHaveLength(2);
    const row = await t.database.db.selectFrom('goods_orders').select(['refunded_amount', 'paid_amount']).where('id', '=', sale.orderId).executeTakeFirstOrThrow();
    expect(Number(row.refunded_amount)).toBe(400 * KES);
  });

  it('refuses refunds to a role without the refund function', async () => {
    const sale = await paidSale(t);
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S');
    expect((await cashier.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '01', requestId: rid() })).body.rspMsgCd).toBe('MMCP0403');
  });

  it('holds a refund under a refund mandate until it is approved, then pays it', async () => {
    const client = await owner();
    const mandate = await client.call<{ mandateNo: string }>('AddMerMandate', { txTyp: '05', limitFrom: 0, limitTo: null, mandateTyp: '1', approvers: [DEMO_APPROVALS.approver1.id] });
    expect(mandate.body.rspMsgCd, JSON.stringify(mandate.body)).toBe('MMC00000');
    try {
      const sale = await paidSale(t);
      const before = await till();
      const held = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 100 * KES, reason: '06', requestId: rid() });
      expect(held.body.refund).toMatchObject({ payStatus: 'W', refundStatus: 'WA' });
      expect(held.body.order).toMatchObject({ payStatus: 'WR', detailStatus: 'WA', refundable: 480 * KES });
      expect(await till()).toBe(before);
      const approver = await signIn(t, 'approver1', 'S');
      const list = await approver.call<{ list: { approvalNo: string; ordNo: string | null }[] }>('QryMerApprovalList', { limit: 100 });
      const approval = list.body.list.find((a) => a.ordNo === sale.orderNo)!;
      const agreed = await approver.call('ApprovalOperation', { approvalNo: approval.approvalNo, operTyp: '01' });
      expect(agreed.body.rspMsgCd, JSON.stringify(agreed.body)).toBe('MMC00000');
      await waitRefund(client, sale.orderNo, held.body.refund.refundNo, 'S');
      expect(await till()).toBe(before - 100 * KES);
      const after = await client.call<GoodsOrderSummary>('QueryGoodsOrderInfo', { orderNo: sale.orderNo });
      expect(after.body).toMatchObject({ payStatus: 'SR', detailStatus: 'RP', refundedAmount: 100 * KES });

      // Rejected: it fails without reaching M-PESA, with the code the screen words ('An authorizer rejected ...').
      const second = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'P', amount: 50 * KES, reason: '06', requestId: rid() });
      const pending = (await approver.call<{ list: { approvalNo: string; ordNo: string | null; status: string }[] }>('QryMerApprovalList', { limit: 100 })).body.list.find((a) => a.ordNo === sale.orderNo && a.status === 'P')!;
      expect((await approver.call('ApprovalOperation', { approvalNo: pending.approvalNo, operTyp: '02', reason: 'Not this one' })).body.rspMsgCd).toBe('MMC00000');
      const rejected = await waitRefund(client, sale.orderNo, second.body.refund.refundNo, 'F');
      expect(rejected).toMatchObject({ resultCode: 'REJECTED', resultDesc: 'Rejected by the approver' });
      expect(await till()).toBe(before - 100 * KES);
    } finally {
      await client.call('DeleteMerMandate', { mandateNo: mandate.body.mandateNo });
    }
  });
});

describe('a sale rung up at checkout', () => {
  it('is refunded in part through its real M-PESA payment', async () => {
    const client = await owner();
    const placed = await client.call<{ orderNo: string; totalAmount: number }>('PlaceOrder', { items: [{ name: 'Maize flour', unitPrice: 300 * KES, quantity: 2 }], tillId: COUNTER1, requestId: rid() });
    expect(placed.body.rspMsgCd, JSON.stringify(placed.body)).toBe('MMC00000');
    const paid = await client.call('ConfirmPayment', { orderNo: placed.body.orderNo, payType: '0001', mobile: '0722333444' });
    expect(paid.body.rspMsgCd, JSON.stringify(paid.body)).toBe('MMC00000');
    let info: GoodsOrderSummary | null = null;
    for (let i = 0; i < 100 && info?.payStatus !== 'PS'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      info = (await client.call<GoodsOrderSummary>('QueryGoodsOrderInfo', { orderNo: placed.body.orderNo })).body;
    }
    expect(info).toMatchObject({ payStatus: 'PS', paymentMethod: '0001', storeId: MAIN });
    const before = await till();
    const res = await client.call<Refunded>('RefundGoodsOrder', { orderNo: placed.body.orderNo, refundType: 'P', amount: 100 * KES, reason: '03', requestId: rid() });
    expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
    await waitRefund(client, placed.body.orderNo, res.body.refund.refundNo, 'S');
    expect(res.body.refund.destination).toBe('254722333444');
    expect(await till()).toBe(before - 100 * KES);
  });
});


describe('a refund M-PESA confirms after its deadline failed it', () => {
  /** A full refund of a sale whose customer's number M-PESA never answers for, closed at its deadline (F). */
  async function closedRefund(client: Awaited<ReturnType<typeof owner>>) {
    const sale = await paidSale(t, { phone: '254708000006' });
    const res = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '01', requestId: rid() });
    const order = await t.database.db.selectFrom('money_orders').select(['id', 'ord_no']).where('request_id', 'like', 'refund:%').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    // The chase is written once the payout was sent (a job, retried while the network is down).
    await vi.waitFor(async () => expect(await t.database.db.selectFrom('jobs').select('id').where('dedupe_key', '=', `chase:${order.id}`).executeTakeFirst()).toBeDefined(), { timeout: 10_000 });
    await t.database.db.updateTable('money_orders').set({ deadline_at: isoAfter(-1) }).where('id', '=', order.id).execute();
    await t.database.db.updateTable('jobs').set({ run_at: isoAfter(-1) }).where('dedupe_key', '=', `chase:${order.id}`).execute();
    await t.money.jobs.drain();
    const refundNo = res.body.refund?.refundNo ?? (await t.database.db.selectFrom('goods_refunds').select('refund_no').where('order_id', '=', sale.orderId).executeTakeFirstOrThrow()).refund_no;
    await waitRefund(client, sale.orderNo, refundNo, 'F');
    return { sale, refundNo, orderId: order.id };
  }
  const lateSuccess = (orderId: string) => settleOutcome(t.money, { orderId, networkRef: 'NET-LATE', status: 'S', resultCode: '0', resultDesc: 'Success', receipt: 'RFLATE0001' });
  const notices = async (body: string) => (await t.database.db.selectFrom('notifications').select('body').where('body', 'like', `%${body}%`).execute()).length;

  it('counts it as paid when the sale still has room for it', async () => {
    const client = await owner();
    const { sale, refundNo, orderId } = await closedRefund(client);
    expect((await client.call<GoodsOrderSummary>('QueryGoodsOrderInfo', { orderNo: sale.orderNo })).body).toMatchObject({ payStatus: 'PS', refundedAmount: 0 });
    const before = await till();
    expect(await lateSuccess(orderId)).toBe(true);
    expect(await till()).toBe(before - 580 * KES);
    const detail = await client.call<GoodsOrderSummary & { refunds: GoodsRefund[]; events: { event: string; detail: string | null }[] }>('QueryGoodsOrderDetail', { orderNo: sale.orderNo });
    expect(detail.body).toMatchObject({ payStatus: 'SR', detailStatus: 'RF', refundedAmount: 580 * KES, refundable: 0 });
    expect(detail.body.refunds.find((r) => r.refundNo === refundNo)).toMatchObject({ payStatus: 'S' });
    expect(detail.body.events.at(-1)!.detail).toContain('M-PESA confirmed it after it had been recorded as not successful');
    expect(await notices(`refund ${refundNo} of KES 580.00 after it had been recorded as not successful`)).toBe(1);
  });

  it('tells the owner the customer was paid twice when the sale was refunded again meanwhile', async () => {
    const client = await owner();
    const { sale, refundNo, orderId } = await closedRefund(client);
    // The customer came back with another number, and the sale was refunded to it meanwhile.
    await t.database.db.updateTable('goods_orders').set({ customer_phone: '254722555111' }).where('id', '=', sale.orderId).execute();
    await t.database.db.updateTable('goods_order_payments').set({ payer_phone: '254722555111' }).where('order_id', '=', sale.orderId).execute();
    const again = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '01', requestId: rid() });
    if (again.body.refund.payStatus !== 'S') await waitRefund(client, sale.orderNo, again.body.refund.refundNo, 'S');
    const before = await till();
    expect(await lateSuccess(orderId)).toBe(true);
    expect(await till()).toBe(before - 580 * KES);
    const detail = await client.call<GoodsOrderSummary & { refunds: GoodsRefund[]; events: { event: string }[] }>('QueryGoodsOrderDetail', { orderNo: sale.orderNo });
    expect(detail.body).toMatchObject({ refundedAmount: 580 * KES, refundable: 0 });
    expect(detail.body.refunds.find((r) => r.refundNo === refundNo)).toMatchObject({ payStatus: 'F' });
    expect(detail.body.events.map((e) => e.event)).toContain('refundLate');
    expect(await notices(`The customer received KES 580.00 more than the order allows`)).toBe(1);
  });
});

describe('a customer who paid the till directly (QR scan, Buy Goods): M-PESA masks their number', () => {
  const cashier = () => signIn(t, DEMO_LOGIN.cashier.userId, 'S');

  /** A sale the customer paid by sending exactly its total to Counter 1 (till 5123401). */
  async function tillSale(shillings: number) {
    const counter = await cashier();
    const placed = await counter.call<{ orderNo: string }>('PlaceOrder', { items: [{ name: 'Gas refill', unitPrice: shillings * KES, quantity: 1 }], tillId: COUNTER1, requestId: rid() });
    expect(placed.body.rspMsgCd, JSON.stringify(placed.body)).toBe('MMC00000');
    const sim = await (await owner()).call<{ transId: string }>('SimulateTillPayment', { tillNo: '5123401', amount: shillings * KES, mobile: '0722000111', payerName: 'Grace' });
    expect(sim.body.rspMsgCd).toBe('MMC00000');
    const paid = await counter.call<{ payStatus: string; payRef: string }>('ConfirmPayGoodsOrder', { orderNo: placed.body.orderNo });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'PS' });
    return { orderNo: placed.body.orderNo, transId: sim.body.transId };
  }

  it('reverses the payment on M-PESA when it is refunded in full: the till gives the money back once', async () => {
    const client = await owner();
    const sale = await tillSale(1_311);
    const before = await till();
    const res = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '03', requestId: rid() });
    expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
    const done = res.body.refund.payStatus === 'S' ? res.body.refund : await waitRefund(client, sale.orderNo, res.body.refund.refundNo, 'S');
    expect(done).toMatchObject({ amount: 1_311 * KES, method: '0001', refundType: 'F' });
    expect(done.destination).toContain('****');
    expect(await till()).toBe(before - 1_311 * KES);
    const info = await client.call<GoodsOrderSummary>('QueryGoodsOrderInfo', { orderNo: sale.orderNo });
    expect(info.body).toMatchObject({ payStatus: 'SR', goodsStatus: 'SR', detailStatus: 'RF', refundable: 0 });
    const reversal = await t.database.db.selectFrom('money_orders').select(['ord_typ', 'status', 'details', 'amount']).where('request_id', 'like', 'refund:%').where('remarks', 'like', `%reversal of ${sale.transId}%`).executeTakeFirstOrThrow();
    expect(reversal).toMatchObject({ ord_typ: '71', status: 'S', amount: 1_311 * KES });
    expect(JSON.parse(reversal.details ?? '{}')).toMatchObject({ reversal: { transactionId: sale.transId } });
  });

  it('asks for the number to send a refund in part to, and sends it there by M-PESA', async () => {
    const client = await owner();
    const sale = await tillSale(1_322);
    const before = await till();
    const body = { orderNo: sale.orderNo, refundType: 'P', amount: 300 * KES, reason: '02', requestId: rid() };
    const asked = await client.call<{ fieldErrors: { field: string; message: string }[] }>('RefundGoodsOrder', body);
    expect(asked.body).toMatchObject({ rspMsgCd: 'MMCP6011' });
    expect(asked.body.fieldErrors[0]).toEqual({ field: 'refundPhone', message: "Enter the customer's M-PESA number to send the refund to: M-PESA hides the number of a customer who paid the till." });
    expect((await client.call<GoodsOrderSummary>('QueryGoodsOrderInfo', { orderNo: sale.orderNo })).body).toMatchObject({ payStatus: 'PS', refundedAmount: 0 });
    const bad = await client.call<{ fieldErrors: { field: string }[] }>('RefundGoodsOrder', { ...body, requestId: rid(), refundPhone: '0612' });
    expect(bad.body.rspMsgCd).toBe('MMCP0006');
    expect(bad.body.fieldErrors[0]!.field).toBe('refundPhone');
    const res = await client.call<Refunded>('RefundGoodsOrder', { ...body, requestId: rid(), refundPhone: '0722 000 111' });
    expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
    const done = res.body.refund.payStatus === 'S' ? res.body.refund : await waitRefund(client, sale.orderNo, res.body.refund.refundNo, 'S');
    expect(done).toMatchObject({ amount: 300 * KES, destination: '254722000111' });
    expect(await till()).toBe(before - 300 * KES);
    // What is left can no longer be reversed (M-PESA reverses a whole payment): it needs a number too.
    const rest = await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '02', requestId: rid() });
    expect(rest.body.rspMsgCd).toBe('MMCP6011');
  });

  it("says 'The transaction refund was not successful' when M-PESA refuses the reversal, and the money stays on the till", async () => {
    const client = await owner();
    // A till payment M-PESA does not know (its receipt is not on the network): the reversal is refused.
    const sale = await paidSale(t, { phone: '25472****111' });
    const before = await till();
    const res = await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '01', requestId: rid() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP6005', rspMsgInf: 'The transaction refund was not successful' });
    expect(await till()).toBe(before);
    expect((await accountBalance(t.database.db, tillAccountId(COUNTER1))).reserved).toBe(0);
    const detail = await client.call<GoodsOrderSummary & { refunds: GoodsRefund[] }>('QueryGoodsOrderDetail', { orderNo: sale.orderNo });
    expect(detail.body).toMatchObject({ payStatus: 'PS', detailStatus: 'ST', refundedAmount: 0, refundable: 580 * KES });
    expect(detail.body.refunds[0]).toMatchObject({ payStatus: 'F' });
    expect(detail.body.refunds[0]!.resultDesc).toContain('TransactionID is invalid');
  });

  it('takes M-PESA saying the payment was already reversed as the money having left the till', async () => {
    const client = await owner();
    const sale = await tillSale(1_333);
    // Reversed from M-PESA's side first (its answer to us lost, or the merchant used M-PESA's portal).
    await t.rails.mpesa.reverse({ orderId: newId(), transactionId: sale.transId, amount: 1_333 * KES, remarks: 'Portal' });
    const before = await till();
    const res = await client.call<Refunded>('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '03', requestId: rid() });
    expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
    const done = res.body.refund.payStatus === 'S' ? res.body.refund : await waitRefund(client, sale.orderNo, res.body.refund.refundNo, 'S');
    expect(done.payStatus).toBe('S');
    expect(await till()).toBe(before - 1_333 * KES);
    expect((await accountBalance(t.database.db, tillAccountId(COUNTER1))).reserved).toBe(0);
  });

  it('never marks an M-PESA sale refunded without moving its money', async () => {
    const client = await owner();
    // No ledger entry shows where this sale's money went: nothing can move it back.
    const sale = await paidSale(t, { tillId: null });
    const res = await client.call('RefundGoodsOrder', { orderNo: sale.orderNo, refundType: 'F', reason: '01', requestId: rid() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP6005', rspMsgInf: 'The transaction refund was not successful' });
    expect((await client.call<GoodsOrderSummary>('QueryGoodsOrderInfo', { orderNo: sale.orderNo })).body).toMatchObject({ payStatus: 'PS', refundedAmount: 0 });
  });
});
