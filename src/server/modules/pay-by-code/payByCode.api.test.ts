import crypto from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyOrder } from '../../../shared/actions/money';
import type { FrequentPayCode } from '../../../shared/actions/payByCode';
import { accountBalance, ledgerViolations, tillAccountId, walletAccountId } from '../../ledger/ledger';
import { DEMO_PAY_BY_CODE } from '../../seed/demoPayByCode';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();
const KES = 100;
const rid = () => `pbc-${crypto.randomBytes(8).toString('hex')}`;

type PreOrder = { order: MoneyOrder; authTxCode: string | null; payKind: string; payCode: string; name: string; repeatOf: { ordNo: string } | null };

let owner: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'pay-by-code-owner');
});

afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual([]);
});

const wallet = async (merchantId = 'merc-demo') => (await accountBalance(t.database.db, walletAccountId(merchantId))).balance;

async function authorize(authTxCode: string, client: WireClient = owner) {
  const pin = await client.call('VerifyPasscodeTrans', { authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
}

/** Follows an order as the screen does until the network has answered. */
async function settled(ordNo: string, timeoutMs = 15_000): Promise<MoneyOrder> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await owner.call<MoneyOrder>('QueryTransferOrdSts', { ordNo });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    if (res.body.status === 'S' || res.body.status === 'F') return res.body;
    if (Date.now() > until) throw new Error(`order ${ordNo} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function preOrder(input: Record<string, unknown>) {
  const pre = await owner.call<PreOrder>('PayByCodePreOrder', { requestId: rid(), ...input });
  expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
  return pre.body;
}

async function payAll(input: Record<string, unknown>) {
  const pre = await preOrder(input);
  await authorize(pre.authTxCode!);
  const paid = await owner.call<MoneyOrder>('PayByCodePay', { ordNo: pre.order.ordNo, authTxCode: pre.authTxCode });
  expect(paid.body.rspMsgCd, JSON.stringify(paid.body)).toBe('MMC00000');
  return { pre, paid: paid.body };
}

describe('pay by code', () => {
  it('looks up a till of a business here, an M-PESA till and a paybill, and refuses unknown numbers', async () => {
    const ours = await owner.call('QueryMoMoPayCode', { payCode: DEMO_PAY_BY_CODE.barakaTillNo, tillCode: '2' });
    expect(ours.body).toMatchObject({ rspMsgCd: 'MMC00000', name: 'Baraka Kiosk (Kiosk Till)', tillCode: '2', onPlatform: 'Y' });
    const till = await owner.call<{ name: string }>('QueryMoMoPayCode', { payCode: '5551234', tillCode: '2' });
    expect(till.body).toMatchObject({ rspMsgCd: 'MMC00000', tillCode: '2', onPlatform: 'N' });
    expect(till.body.name.length).toBeGreaterThan(3);
    const bill = await owner.call('QueryMoMoPayCode', { payCode: '888880', tillCode: '4' });
    expect(bill.body).toMatchObject({ rspMsgCd: 'MMC00000', tillCode: '4', onPlatform: 'N' });
    for (const [payCode, tillCode] of [
      ['9999999', '2'],
      ['999999', '4'],
      ['888880', '2'],
      ['5551234', '4'],
    ]) {
      const none = await owner.call('QueryMoMoPayCode', { payCode, tillCode });
      expect(none.body).toMatchObject({ rspMsgCd: 'MMCP5601', rspMsgInf: 'Pay code and till must exist', field: 'payCode' });
    }
    const own = await owner.call('QueryMoMoPayCode', { payCode: '5123401', tillCode: '2' });
    expect(own.body).toMatchObject({ rspMsgCd: 'MMCP5604', rspMsgInf: 'You cannot pay your own business.' });
    const bad = await owner.call<{ fieldErrors?: { field: string }[] }>('QueryMoMoPayCode', { payCode: '12', tillCode: '2' });
    expect(bad.body.fieldErrors?.[0]?.field).toBe('payCode');
  });

  it("buys goods at another business's till here through the tills area's payment, wallet to till, once", async () => {
    const before = await wallet();
    const tillBefore = (await accountBalance(t.database.db, tillAccountId(DEMO_PAY_BY_CODE.barakaTillId))).balance;
    const { pre, paid } = await payAll({ payKind: 'till', payCode: DEMO_PAY_BY_CODE.barakaTillNo, amount: 120 * KES, remarks: 'Sugar' });
    expect(pre).toMatchObject({ payKind: 'till', name: 'Baraka Kiosk (Kiosk Till)', order: { ordTyp: '42', transTypId: '111', status: 'U', fee: 0 } });
    expect(paid.status).toBe('S');
    const again = await owner.call<MoneyOrder>('PayByCodePay', { ordNo: pre.order.ordNo, authTxCode: pre.authTxCode });
    expect(again.body.status).toBe('S');
    expect(await wallet()).toBe(before - 120 * KES);
    expect((await accountBalance(t.database.db, tillAccountId(DEMO_PAY_BY_CODE.barakaTillId))).balance).toBe(tillBefore + 120 * KES);
    const payment = await t.database.db.selectFrom('till_payments').selectAll().where('trans_id', '=', pre.order.ordNo).execute();
    expect(payment).toHaveLength(1);
    expect(payment[0]).toMatchObject({ source: 'wallet', payer_name: 'Amani Traders Ltd' });
    const audit = await t.database.db.selectFrom('audit_trail').select('event').where('detail', 'like', `%${pre.order.ordNo}%`).execute();
    expect(audit.map((a) => a.event)).toEqual(['TILL_PAY']);
  });

  it('buys goods at an M-PESA till through the rail (B2B buy goods), the fee shown before the PIN', async () => {
    const before = await wallet();
    const { pre, paid } = await payAll({ payKind: 'till', payCode: '5551234', amount: 500 * KES });
    expect(pre.order).toMatchObject({ ordTyp: '42', rcvCnl: '3405', fee: 10 * KES, exciseDuty: 150, totalAmount: 500 * KES + 10 * KES + 150 });
    expect(paid.status).toBe('P');
    const done = await settled(pre.order.ordNo);
    expect(done.status).toBe('S');
    expect(await wallet()).toBe(before - (500 * KES + 10 * KES + 150));
    const audit = await t.database.db.selectFrom('audit_trail').select(['event', 'detail']).where('detail', 'like', `%${pre.order.ordNo}%`).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ event: 'PAY_BY_CODE' });
    expect(audit[0]!.detail).toContain('M-PESA till 5551234');
    const note = await t.database.db.selectFrom('notifications').select('body').where('body', 'like', `%${pre.order.ordNo}%`).execute();
    expect(note.length).toBeGreaterThan(0);
  });

  it('pays a bill to an M-PESA paybill with its account number, and needs the account number', async () => {
    const noAccount = await owner.call('PayByCodePreOrder', { payKind: 'bill', payCode: '888880', amount: 100 * KES, requestId: rid() });
    expect(noAccount.body).toMatchObject({ rspMsgCd: 'MMCP5606', field: 'accountNo' });
    const { pre, paid } = await payAll({ payKind: 'bill', payCode: '888880', accountNo: 'AMANI01', amount: 1_500 * KES });
    expect(pre.order).toMatchObject({ rcvCnl: '3411', fee: 25 * KES, rcvAcNo: '888880' });
    expect(paid.status).toBe('P');
    expect((await settled(pre.order.ordNo)).status).toBe('S');
    const unknown = await owner.call('PayByCodePreOrder', { payKind: 'bill', payCode: '999123', accountNo: 'X1', amount: 100 * KES, requestId: rid() });
    expect(unknown.body).toMatchObject({ rspMsgCd: 'MMCP5601', rspMsgInf: 'Pay code and till must exist' });
  });

  it('warns on the review of the same amount to the same till or paybill account paid in the last half hour', async () => {
    const till = { payKind: 'till', payCode: '5551234', amount: 137 * KES };
    expect((await preOrder(till)).repeatOf).toBeNull();
    const { pre: first } = await payAll(till);
    // Paid or on its way counts alike; it is let settle so the tests after read a still wallet.
    expect((await preOrder(till)).repeatOf?.ordNo).toBe(first.order.ordNo);
    await settled(first.order.ordNo);
    expect((await preOrder({ ...till, amount: 138 * KES })).repeatOf).toBeNull();
    const bill = { payKind: 'bill', payCode: '888880', accountNo: 'REP01', amount: 139 * KES };
    const { pre: paidBill } = await payAll(bill);
    expect((await preOrder(bill)).repeatOf?.ordNo).toBe(paidBill.order.ordNo);
    await settled(paidBill.order.ordNo);
    // Another account at the same paybill is another payee.
    expect((await preOrder({ ...bill, accountNo: 'REP02' })).repeatOf).toBeNull();
    // The same paybill and account by send money is the same payment, whichever screen paid it.
    const sent = await owner.call<{ repeatOf: { ordNo: string } | null }>('TransferPreOrder', { rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'rep01', amount: 139 * KES, requestId: rid() });
    expect(sent.body.repeatOf?.ordNo).toBe(paidBill.order.ordNo);
  });

  it('gives the money back when M-PESA refuses the payment (the reservation is voided)', async () => {
    const before = await wallet();
    const { pre } = await payAll({ payKind: 'bill', payCode: '900001', accountNo: 'FAIL1', amount: 200 * KES });
    const done = await settled(pre.order.ordNo);
    expect(done).toMatchObject({ status: 'F' });
    expect(await wallet()).toBe(before);
    const available = await accountBalance(t.database.db, walletAccountId('merc-demo'));
    expect(available.available).toBe(available.balance);
  });

  it("pays a merchant's pay code wallet to wallet; a closed code and the business's own are refused", async () => {
    const other = await registerBusinessOwner(t, { phone: '0711560001', first: 'Zawadi', last: 'Kamau', idNo: '35600001', device: 'dev-pbc-other' });
    const merchant = await t.database.db.selectFrom('merchants').select('id').where('merc_no', '=', other.mercNo).executeTakeFirstOrThrow();
    await t.database.db.updateTable('merchants').set({ kyc_level: '02', kyc_status: '02' }).where('id', '=', merchant.id).execute();
    const code = await other.client.call<{ code: string }>('GenerateCode', {});
    expect(code.body.rspMsgCd, JSON.stringify(code.body)).toBe('MMC00000');
    const theirsBefore = await wallet(merchant.id);
    const { pre, paid } = await payAll({ payKind: 'code', payCode: code.body.code, amount: 75 * KES });
    expect(pre).toMatchObject({ payKind: 'code', payCode: code.body.code, name: 'Zawadi Kiosk', order: { rcvCnl: '30', fee: 0, rcvNm: 'Zawadi Kiosk' } });
    expect(paid.status).toBe('S');
    expect(await wallet(merchant.id)).toBe(theirsBefore + 75 * KES);
    // By the merchant number too.
    const byNumber = await payAll({ payKind: 'code', payCode: other.mercNo, amount: 20 * KES });
    expect(byNumber.paid.status).toBe('S');
    await other.client.call('ClosePaymentCode', { code: code.body.code });
    const closed = await owner.call('PayByCodePreOrder', { payKind: 'code', payCode: code.body.code, amount: 75 * KES, requestId: rid() });
    expect(closed.body).toMatchObject({ rspMsgCd: 'MMCP5601', rspMsgInf: 'Pay code and till must exist', field: 'payCode' });
    const unknown = await owner.call('PayByCodePreOrder', { payKind: 'code', payCode: 'ZZZZZZZZ', amount: 75 * KES, requestId: rid() });
    expect(unknown.body.rspMsgCd).toBe('MMCP5601');
    const mine = await owner.call('PayByCodePreOrder', { payKind: 'code', payCode: 'AMANI001', amount: 75 * KES, requestId: rid() });
    expect(mine.body).toMatchObject({ rspMsgCd: 'MMCP5604', rspMsgInf: 'You cannot pay your own business.', field: 'payCode' });
    const demoNo = await t.database.db.selectFrom('merchants').select('merc_no').where('id', '=', 'merc-demo').executeTakeFirstOrThrow();
    const ownNumber = await owner.call('PayByCodePreOrder', { payKind: 'code', payCode: demoNo.merc_no, amount: 75 * KES, requestId: rid() });
    expect(ownNumber.body).toMatchObject({ rspMsgCd: 'MMCP5604', field: 'payCode' });
  });

  it('refuses a deactivated or unknown till, below KES 10 and over the configured maximum', async () => {
    await t.database.db.updateTable('tills').set({ status: '1' }).where('id', '=', DEMO_PAY_BY_CODE.barakaTillId).execute();
    try {
      const disabled = await owner.call('PayByCodePreOrder', { payKind: 'till', payCode: DEMO_PAY_BY_CODE.barakaTillNo, amount: 100 * KES, requestId: rid() });
      expect(disabled.body).toMatchObject({ rspMsgCd: 'MMCP5601', rspMsgInf: 'Pay code and till must exist', field: 'payCode' });
    } finally {
      await t.database.db.updateTable('tills').set({ status: '0' }).where('id', '=', DEMO_PAY_BY_CODE.barakaTillId).execute();
    }
    const unknown = await owner.call('PayByCodePreOrder', { payKind: 'till', payCode: '9999999', amount: 100 * KES, requestId: rid() });
    expect(unknown.body).toMatchObject({ rspMsgCd: 'MMCP5601', rspMsgInf: 'Pay code and till must exist' });
    const own = await owner.call('PayByCodePreOrder', { payKind: 'till', payCode: '5123401', amount: 100 * KES, requestId: rid() });
    expect(own.body).toMatchObject({ rspMsgCd: 'MMCP5604', field: 'payCode' });
    for (const payCode of [DEMO_PAY_BY_CODE.barakaTillNo, '5551234']) {
      const low = await owner.call('PayByCodePreOrder', { payKind: 'till', payCode, amount: 999, requestId: rid() });
      expect(low.body).toMatchObject({ rspMsgCd: 'MMCP5602', rspMsgInf: 'Pay amount minimum KES 10.00', field: 'amount' });
      const high = await owner.call('PayByCodePreOrder', { payKind: 'till', payCode, amount: 250_001 * KES, requestId: rid() });
      expect(high.body).toMatchObject({ rspMsgCd: 'MMCP5603', rspMsgInf: 'Pay amount maximum KES 250,000.00', field: 'amount' });
    }
    const rich = await owner.call('PayByCodePreOrder', { payKind: 'bill', payCode: '888880', accountNo: 'A1', amount: 240_000 * KES, requestId: rid() });
    expect(rich.body).toMatchObject({ rspMsgCd: 'MMCP4001', rspMsgInf: 'Insufficient Balance.' });
  });

  it('answers the same order for a repeated request id and refuses the id with another amount', async () => {
    const requestId = rid();
    const first = await preOrder({ payKind: 'till', payCode: '5551234', amount: 60 * KES, requestId });
    const second = await preOrder({ payKind: 'till', payCode: '5551234', amount: 60 * KES, requestId });
    expect(second.order.ordNo).toBe(first.order.ordNo);
    expect(second.authTxCode).toBe(first.authTxCode);
    const other = await owner.call('PayByCodePreOrder', { payKind: 'till', payCode: '5551234', amount: 61 * KES, requestId });
    expect(other.body.rspMsgCd).toBe('MMCP0010');
    const before = await wallet();
    await authorize(first.authTxCode!);
    const [a, b] = await Promise.all([
      owner.call<MoneyOrder>('PayByCodePay', { ordNo: first.order.ordNo, authTxCode: first.authTxCode }),
      owner.call<MoneyOrder>('PayByCodePay', { ordNo: first.order.ordNo, authTxCode: first.authTxCode }),
    ]);
    expect([a.body.rspMsgCd, b.body.rspMsgCd]).toEqual(['MMC00000', 'MMC00000']);
    await settled(first.order.ordNo);
    expect(await wallet()).toBe(before - first.order.totalAmount);
    const orders = await t.database.db.selectFrom('money_orders').select('id').where('request_id', '=', requestId).execute();
    expect(orders).toHaveLength(1);
    // The pay step without the PIN is refused.
    const unpaid = await preOrder({ payKind: 'till', payCode: '5551234', amount: 60 * KES });
    const noPin = await owner.call('PayByCodePay', { ordNo: unpaid.order.ordNo, authTxCode: unpaid.authTxCode });
    expect(noPin.body.rspMsgCd).toMatch(/^MMCP20/);
    expect((await owner.call<MoneyOrder>('QueryTransferOrdSts', { ordNo: unpaid.order.ordNo })).body.status).toBe('U');
  });

  it("lists the business's most used tills, paybills and pay codes, by count then recency", async () => {
    const all = await owner.call<{ list: FrequentPayCode[] }>('QueryFrequentPayCode', { top: 10 });
    expect(all.body.rspMsgCd).toBe('MMC00000');
    expect(all.body.list.length).toBeGreaterThan(2);
    const counts = all.body.list.map((x) => x.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(all.body.list.find((x) => x.payKind === 'bill' && x.payCode === '888880' && x.accountNo === 'AMANI01')?.count).toBeGreaterThanOrEqual(3);
    const bills = await owner.call<{ list: FrequentPayCode[] }>('QueryFrequentPayCode', { payKind: 'bill', top: 2 });
    expect(bills.body.list.length).toBeLessThanOrEqual(2);
    expect(bills.body.list.every((x) => x.payKind === 'bill')).toBe(true);
    const tills = await owner.call<{ list: FrequentPayCode[] }>('QueryFrequentPayCode', { payKind: 'till' });
    expect(tills.body.list.map((x) => x.payCode)).toContain('5551234');
    // Another business sees none of these.
    const other = await registerBusinessOwner(t, { phone: '0711560002', first: 'Imani', last: 'Ochieng', idNo: '35600002', device: 'dev-pbc-other2' });
    const theirs = await other.client.call<{ list: FrequentPayCode[] }>('QueryFrequentPayCode', {});
    expect(theirs.body.list).toEqual([]);
  });

  it('refuses a business whose KYC level does not allow buy goods, and a cashier without the function', async () => {
    const other = await registerBusinessOwner(t, { phone: '0711560003', first: 'Juma', last: 'Said', idNo: '35600003', device: 'dev-pbc-other3' });
    const kyc = await other.client.call('PayByCodePreOrder', { payKind: 'till', payCode: '5551234', amount: 100 * KES, requestId: rid() });
    expect(kyc.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '111' });
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'pay-by-code-cashier');
    const refused = await cashier.call('QueryFrequentPayCode', {});
    expect(refused.body.rspMsgCd).toBe('MMCP0403');
    const payRefused = await cashier.call('PayByCodePreOrder', { payKind: 'bill', payCode: '888880', accountNo: 'A1', amount: 100 * KES, requestId: rid() });
    expect(payRefused.body.rspMsgCd).toBe('MMCP0403');
  });
});
