import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyOrder } from '../../../shared/actions/money';
import type { TransferOrder } from '../../../shared/actions/transfer';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, registerBusinessOwner, signIn as signInAs, withTestApp } from '../../testing/harness';
import { orderFailure } from '../../../shared/dict/failures';
import { isoAfter } from '../../db/util';
import { enqueue } from '../../jobs/runner';
import { AUTHORIZATION_TTL_MS } from '../../security/authorizations';
import { expireUnconfirmedOrders } from '../money/orders';
import { BATCH_RESUME_JOB, transferJobs } from './batch';

const t = withTestApp();
expectBalancedLedgerAfterEach(t);
const KES = 100;
const DAY = 24 * 3600_000;

type PreOrder = {
  ordNo: string;
  authTxCode: string | null;
  amount: number;
  fee: number;
  exciseDuty: number;
  vat: number;
  totalAmount: number;
  rcvNm: string | null;
  status: string;
  transTypId: string;
  transferType: string;
  fundSource: string;
  balanceAfter: number;
  nameConfirmed: boolean | null;
  repeatOf: { ordNo: string; createdAt: string } | null;
};
type Batch = { batchNo: string; authTxCode: string | null; totalAmount: number; amount: number; orders: TransferOrder[] };

const rid = () => `tr-${crypto.randomBytes(8).toString('hex')}`;

const signIn = (userId: string, type: 'P' | 'E' | 'S', device: string, password?: string) => signInAs(t, userId, type, device, password);
const otherBusiness = (phone: string, first: string, last: string, idNo: string, device: string) => registerBusinessOwner(t, { phone, first, last, idNo, device });

let owner: WireClient;
let baraka: Awaited<ReturnType<typeof otherBusiness>>;

beforeAll(async () => {
  owner = await signIn(DEMO_LOGIN.owner.userId, 'P', 'transfer-device-owner');
  baraka = await otherBusiness('0755410001', 'Baraka', 'Mwangi', '31410001', 'transfer-device-baraka');
});

async function available(client: WireClient = owner): Promise<number> {
  const res = await client.call<{ availableBalance: number }>('QryWalletDetails');
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body.availableBalance;
}

async function authorize(authTxCode: string, client: WireClient = owner) {
  const pin = await client.call('VerifyPasscodeTrans', { authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
}

/** Follows an order as the screen does (QueryTransferOrdSts) until the network has answered. */
async function settled(ordNo: string, timeoutMs = 15_000): Promise<MoneyOrder> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await owner.call<MoneyOrder>('QueryTransferOrdSts', { ordNo });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    if (res.body.status === 'S' || res.body.status === 'F') return res.body;
    if (Date.now() > until) throw new Error(`order ${ordNo} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Pre-order, PIN, pay: the three calls of a transfer. */
async function send(payee: Record<string, unknown>, amount: number) {
  const pre = await owner.call<PreOrder>('TransferPreOrder', { ...payee, amount, requestId: rid() });
  expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
  await authorize(pre.body.authTxCode!);
  const paid = await owner.call<TransferOrder>('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode });
  expect(paid.body.rspMsgCd).toBe('MMC00000');
  return { pre: pre.body, paid: paid.body };
}

describe('sending money inside the wallet', () => {
  it('pays another wallet by phone at once: both balances change', async () => {
    const [mine, theirs] = [await available(), await available(baraka.client)];
    const { pre, paid } = await send({ rcvCnl: '28', bnfMblNo: '0755410001', remarks: 'Stock' }, 1_500 * KES);
    expect(pre).toMatchObject({ rcvNm: 'Baraka Mwangi', fee: 0, totalAmount: 1_500 * KES, transTypId: '110', transferType: '01', fundSource: '2', status: 'U' });
    expect(pre.balanceAfter).toBe(mine - 1_500 * KES);
    expect(paid).toMatchObject({ status: 'S', ordTyp: '20', rcvCnl: '28', rcvMblNo: baraka.phone, remarks: 'Stock' });
    expect(await available()).toBe(mine - 1_500 * KES);
    expect(await available(baraka.client)).toBe(theirs + 1_500 * KES);
    const audit = await t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', 'TRANSFER').where('action', '=', 'TransferPay').executeTakeFirstOrThrow();
    expect(audit.detail).toContain('Baraka Mwangi');
  });

  it('pays a merchant by its merchant number at once', async () => {
    const theirs = await available(baraka.client);
    const { paid } = await send({ rcvCnl: '30', rcvAcNo: baraka.mercNo }, 200 * KES);
    expect(paid).toMatchObject({ status: 'S', rcvNm: 'Baraka Kiosk', rcvAcNo: baraka.mercNo });
    expect(await available(baraka.client)).toBe(theirs + 200 * KES);
  });
});

describe('sending money on a network', () => {
  it('sends to M-PESA: processing, then success, and the wallet pays amount, fee and excise duty', async () => {
    const before = await available();
    const { pre, paid } = await send({ rcvCnl: '44', bnfMblNo: '0722555111', rcvNm: 'Akinyi Otieno' }, 2_000 * KES);
    expect(pre).toMatchObject({ fee: 25 * KES, exciseDuty: 375, vat: 0, totalAmount: 2_000 * KES + 25 * KES + 375, rcvNm: 'Akinyi Otieno', transferType: '20' });
    expect(paid.status).toBe('P');
    expect(await available()).toBe(before - pre.totalAmount);
    const done = await settled(pre.ordNo);
    expect(done).toMatchObject({ status: 'S', totalAmount: pre.totalAmount });
    expect(done.receipt).toBeTruthy();
    expect(await available()).toBe(before - pre.totalAmount);
  });

  it.each([
    ['M-PESA paybill', { rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'INV-2041' }, 1_000 * KES, '110'],
    ['PesaLink phone', { rcvCnl: '65', bnfMblNo: '0733444555', rcvNm: 'Otieno Ouma' }, 5_000 * KES, '110'],
    ['PesaLink account', { rcvCnl: '40', bankCode: '01', rcvAcNo: '1104567777' }, 7_500 * KES, '106'],
    ['EFT', { rcvCnl: '41', bankCode: '11', rcvAcNo: '01129876540000' }, 10_000 * KES, '104'],
    ['RTGS', { rcvCnl: '42', bankCode: '68', rcvAcNo: '0180291230000' }, 20_000 * KES, '104'],
    ['Bank {product}', { rcvCnl: '29', bankCode: '68', rcvAcNo: '0180291239000' }, 3_000 * KES, '104'],
    ['Visa', { rcvCnl: '46', rcvAcNo: '4111111111111111', rcvNm: 'Peter Mwangi' }, 1_000 * KES, '104'],
  ])('sends to %s and settles to success', async (_name, payee, amount, transTypId) => {
    const before = await available();
    const { pre, paid } = await send(payee, amount);
    expect(pre.transTypId).toBe(transTypId);
    expect(pre.totalAmount).toBe(amount + pre.fee + pre.exciseDuty + pre.vat);
    expect(paid.status).toBe('P');
    expect((await settled(pre.ordNo)).status).toBe('S');
    expect(await available()).toBe(before - pre.totalAmount);
  });

  it('charges VAT on a Visa fee and names bank payees from the network', async () => {
    const visa = await owner.call<PreOrder>('TransferPreOrder', { rcvCnl: '46', rcvAcNo: '4111111111112222', amount: 1_000 * KES, requestId: rid() });
    expect(visa.body.vat).toBeGreaterThan(0);
    const bank = await owner.call<PreOrder>('TransferPreOrder', { rcvCnl: '41', bankCode: '11', rcvAcNo: '01129876541111', amount: 1_000 * KES, requestId: rid() });
    expect(bank.body.rcvNm).toMatch(/^[A-Z ]+$/);
    expect(bank.body).toMatchObject({ rcvAcNo: '01129876541111', rcvMblNo: null });
    expect(bank.body.rcvBnkNm).toBeTruthy();
    const paybill = await owner.call<PreOrder>('TransferPreOrder', { rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'INV-2042', amount: 1_000 * KES, requestId: rid() });
    expect(paybill.body).toMatchObject({ rcvAcNo: '888880', accountReference: 'INV-2042' });
  });

  it('gives the money back when the network fails the payment', async () => {
    const before = await available();
    const { pre, paid } = await send({ rcvCnl: '44', bnfMblNo: '254708000003' }, 1_000 * KES);
    expect(paid.status).toBe('P');
    const done = await settled(pre.ordNo);
    expect(done.status).toBe('F');
    expect(done.resultDesc).toBeTruthy();
    expect(await available()).toBe(before);
    const bank = await send({ rcvCnl: '41', bankCode: '11', rcvAcNo: '01129876540001', rcvNm: 'Nobody' }, 1_000 * KES);
    expect((await settled(bank.pre.ordNo)).status).toBe('F');
    expect(await available()).toBe(before);
  });
});

describe('what the review warns of', () => {
  const preOrder = async (payee: Record<string, unknown>, amount: number) => {
    const pre = await owner.call<PreOrder>('TransferPreOrder', { ...payee, amount, requestId: rid() });
    expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
    return pre.body;
  };

  it('says whether the payee was named for sure: by our register, a saved beneficiary or the network, never by what was typed', async () => {
    expect((await preOrder({ rcvCnl: '28', bnfMblNo: baraka.phone }, 10 * KES)).nameConfirmed).toBe(true);
    expect((await preOrder({ rcvCnl: '41', bankCode: '11', rcvAcNo: '01129876541111' }, 10 * KES)).nameConfirmed).toBe(true);
    // A bank account the network does not know: the typed name goes on the order, unconfirmed.
    const unknown = await preOrder({ rcvCnl: '41', bankCode: '01', rcvAcNo: '5550001', rcvNm: 'Nobody Known' }, 10 * KES);
    expect(unknown).toMatchObject({ rcvNm: 'Nobody Known', nameConfirmed: false });
    // M-PESA names nobody before paying (Daraja has no look-up): nothing to confirm.
    expect((await preOrder({ rcvCnl: '44', bnfMblNo: '0722555111', rcvNm: 'Akinyi Otieno' }, 10 * KES)).nameConfirmed).toBeNull();
  });

  it('names the same amount sent to the same payee in the last half hour, paid or on its way, and nothing else', async () => {
    const payee = { rcvCnl: '28', bnfMblNo: baraka.phone };
    expect((await preOrder(payee, 137 * KES)).repeatOf).toBeNull();
    const { pre: first } = await send(payee, 137 * KES);
    const again = await preOrder(payee, 137 * KES);
    expect(again.repeatOf?.ordNo).toBe(first.ordNo);
    expect(again.repeatOf?.createdAt).toMatch(/^\d{14}$/);
    // An order left at the PIN step is no payment: the next one still names the paid one.
    expect((await preOrder(payee, 137 * KES)).repeatOf?.ordNo).toBe(first.ordNo);
    // Another amount, another payee, another paybill reference: no repeat.
    expect((await preOrder(payee, 138 * KES)).repeatOf).toBeNull();
    expect((await preOrder({ rcvCnl: '30', rcvAcNo: baraka.mercNo }, 137 * KES)).repeatOf).toBeNull();
    const { pre: bill } = await send({ rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'INV-7001' }, 139 * KES);
    expect((await preOrder({ rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'INV-7002' }, 139 * KES)).repeatOf).toBeNull();
    expect((await preOrder({ rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'INV-7001' }, 139 * KES)).repeatOf?.ordNo).toBe(bill.ordNo);
    // The payee reads a reference in any case: 'inv-7001' is the same account.
    expect((await preOrder({ rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'inv-7001' }, 139 * KES)).repeatOf?.ordNo).toBe(bill.ordNo);
    // A cancelled order took nothing: it is no repeat.
    const cancelled = await preOrder(payee, 141 * KES);
    expect((await owner.call('CancelTransferOrder', { ordNo: cancelled.ordNo })).body.rspMsgCd).toBe('MMC00000');
    expect((await preOrder(payee, 141 * KES)).repeatOf).toBeNull();
    // Older than half an hour: no longer a likely repeat.
    await t.database.db.updateTable('money_orders').set({ created_at: isoAfter(-31 * 60_000) }).where('ord_no', '=', first.ordNo).execute();
    expect((await preOrder(payee, 137 * KES)).repeatOf).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses more than the wallet holds', async () => {
    const res = await owner.call('TransferPreOrder', { rcvCnl: '41', bankCode: '11', rcvAcNo: '01129876540000', amount: 4_000_000 * KES, requestId: rid() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP4001', rspMsgInf: 'Insufficient Balance.', field: 'amount' });
  });

  it("refuses the business's own wallet number", async () => {
    const res = await owner.call('TransferPreOrder', { rcvCnl: '28', bnfMblNo: DEMO_LOGIN.owner.userId, amount: 100 * KES, requestId: rid() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP4304', rspMsgInf: 'You have entered your own account number' });
  });

  it("refuses the business's own wallet account number on a bank channel, and its settlement account", async () => {
    const before = await available();
    // 800100200300: the demo wallet's account number (its merchant number), as /finance/money shows it.
    for (const [rcvCnl, bankCode] of [['29', '01'], ['41', '11'], ['40', '01']] as const) {
      const res = await owner.call('TransferPreOrder', { rcvCnl, bankCode, rcvAcNo: '800100200300', amount: 20 * KES, requestId: rid() });
      expect(res.body, rcvCnl).toMatchObject({ rspMsgCd: 'MMCP4304', rspMsgInf: 'You have entered your own account number' });
    }
    const settlement = await owner.call('TransferPreOrder', { rcvCnl: '41', bankCode: '01', rcvAcNo: '1187654321', amount: 20 * KES, requestId: rid() });
    expect(settlement.body.rspMsgCd).toBe('MMCP4304');
    expect(await available()).toBe(before);
  });

  it('refuses NCBA accounts', async () => {
    const res = await owner.call('TransferPreOrder', { rcvCnl: '63', bankCode: '07', rcvAcNo: '1234567890', amount: 100 * KES, requestId: rid() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP4305', rspMsgInf: 'Sorry! We do not support send money to NCBA account' });
  });

  it('refuses a phone that has no wallet', async () => {
    const res = await owner.call('TransferPreOrder', { rcvCnl: '28', bnfMblNo: '0799000999', amount: 100 * KES, requestId: rid() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP4301', rspMsgInf: 'The Mobile Number entered does not exist.' });
  });

  it('refuses an amount outside the channel limits, naming the field', async () => {
    const low = await owner.call('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', amount: 5 * KES, requestId: rid() });
    expect(low.body).toMatchObject({ rspMsgCd: 'MMCP4002', rspMsgInf: 'Enter an amount between 10.00 and 250,000.00', field: 'amount' });
    const rtgs = await owner.call('TransferPreOrder', { rcvCnl: '42', bankCode: '68', rcvAcNo: '0180291230000', amount: 500 * KES, requestId: rid() });
    expect(rtgs.body.rspMsgCd).toBe('MMCP4002');
  });

  it('refuses a missing payee and a malformed one, naming the field', async () => {
    const none = await owner.call('TransferPreOrder', { amount: 100 * KES, requestId: rid() });
    expect(none.body).toMatchObject({ rspMsgCd: 'MMCP4201', field: 'rcvCnl' });
    const bad = await owner.call<{ fieldErrors?: { field: string }[] }>('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '12', amount: 100 * KES, requestId: rid() });
    expect(bad.body.rspMsgCd).toBe('MMCP0006');
    expect(bad.body.fieldErrors?.[0]?.field).toBe('bnfMblNo');
  });

  it('applies the KYC matrix of the channel: 110 by the gate, 104 and 106 by the channel', async () => {
    const atZero = await baraka.client.call('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', amount: 100 * KES, requestId: rid() });
    expect(atZero.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '110' });
    expect(atZero.body.kycDialog).toBeTruthy();
    await t.database.db.updateTable('merchants').set({ kyc_level: '01', kyc_status: '01' }).where('id', '=', 'merc-demo').execute();
    try {
      const eft = await owner.call('TransferPreOrder', { rcvCnl: '41', bankCode: '11', rcvAcNo: '01129876540000', amount: 100 * KES, requestId: rid() });
      expect(eft.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '104', kycDialog: 'inProgress' });
      const pesalink = await owner.call('TransferPreOrder', { rcvCnl: '40', bankCode: '01', rcvAcNo: '1104567777', amount: 100 * KES, requestId: rid() });
      expect(pesalink.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '106' });
      const mpesa = await owner.call('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', amount: 100 * KES, requestId: rid() });
      expect(mpesa.body.rspMsgCd).toBe('MMC00000');
    } finally {
      await t.database.db.updateTable('merchants').set({ kyc_level: '02', kyc_status: '02' }).where('id', '=', 'merc-demo').execute();
    }
  });

  it('refuses the cashier, who holds no transfer function', async () => {
    const cashier = await signIn(DEMO_LOGIN.cashier.userId, 'S', 'transfer-device-cashier');
    expect((await cashier.call('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', amount: 100 * KES, requestId: rid() })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('QueryTransferOrderDetail', { ordNo: '1' })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('TransferManyPreOrder', { groupId: 'bnfgroup-demo-suppliers', amount: 100 * KES, requestId: rid() })).body.rspMsgCd).toBe('MMCP0403');
  });
});

describe('retries, cancelling and the order detail', () => {
  it('answers the same order for the same request id and pays it once', async () => {
    const before = await available();
    const body = { bnfUsrNo: 'bnf-demo-mary', amount: 300 * KES, requestId: rid() };
    const first = await owner.call<PreOrder>('TransferPreOrder', body);
    const again = await owner.call<PreOrder>('TransferPreOrder', body);
    expect(again.body.ordNo).toBe(first.body.ordNo);
    expect(again.body.authTxCode).toBe(first.body.authTxCode);
    expect(first.body.rcvNm).toBe('Mary Achieng');
    // The review shows where a saved payee's money goes, before the PIN.
    expect(first.body).toMatchObject({ rcvMblNo: '254722000111', rcvAcNo: null, rcvBnkNm: null });
    expect((await owner.call('TransferPreOrder', { ...body, amount: 301 * KES })).body.rspMsgCd).toBe('MMCP0010');
    await authorize(first.body.authTxCode!);
    const paid = await owner.call<TransferOrder>('TransferPay', { ordNo: first.body.ordNo, authTxCode: first.body.authTxCode });
    const twice = await owner.call<TransferOrder>('TransferPay', { ordNo: first.body.ordNo, authTxCode: first.body.authTxCode });
    expect(twice.body.ordNo).toBe(paid.body.ordNo);
    await settled(first.body.ordNo);
    expect(await available()).toBe(before - first.body.totalAmount);
    const detail = await owner.call<TransferOrder>('QueryTransferOrderDetail', { ordNo: first.body.ordNo });
    expect(detail.body).toMatchObject({ status: 'S', bnfUsrNo: 'bnf-demo-mary', transferType: '20', fundSource: '2', batchNo: null, rcvMblNo: '254722000111' });
  });

  it('refuses to pay without the PIN', async () => {
    const pre = await owner.call<PreOrder>('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', amount: 100 * KES, requestId: rid() });
    expect((await owner.call('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode })).body.rspMsgCd).toBe('MMCP2060');
  });

  it('cancels an order waiting for the PIN, and it can no longer be paid', async () => {
    const before = await available();
    const pre = await owner.call<PreOrder>('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', amount: 100 * KES, requestId: rid() });
    const cancelled = await owner.call<TransferOrder>('CancelTransferOrder', { ordNo: pre.body.ordNo });
    expect(cancelled.body).toMatchObject({ status: 'F', resultDesc: 'Cancelled' });
    await authorize(pre.body.authTxCode!);
    expect((await owner.call('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode })).body.status).toBe('F');
    expect(await available()).toBe(before);
    const paid = await send({ rcvCnl: '28', bnfMblNo: baraka.phone }, 100 * KES);
    expect((await owner.call('CancelTransferOrder', { ordNo: paid.pre.ordNo })).body.rspMsgCd).toBe('MMCP4203');
    expect((await owner.call('QueryTransferOrderDetail', { ordNo: '000' })).body.rspMsgCd).toBe('MMCP4004');
  });
});

describe('orders nobody confirmed with the PIN', () => {
  /** Moves an order and its authorization back in time, as if left at the PIN step `minutes` ago. */
  const age = async (ordNo: string, authTxCode: string, minutes: number) => {
    const at = new Date(Date.now() - minutes * 60_000);
    const { db } = t.database;
    await db.updateTable('money_orders').set({ created_at: at.toISOString() }).where('ord_no', '=', ordNo).execute();
    await db
      .updateTable('pin_authorizations')
      .set({ created_at: at.toISOString(), expires_at: new Date(at.getTime() + AUTHORIZATION_TTL_MS).toISOString() })
      .where('auth_tx_code', '=', authTxCode)
      .execute();
  };
  const statusOf = async (ordNo: string) => (await t.database.db.selectFrom('money_orders').select('status').where('ord_no', '=', ordNo).executeTakeFirstOrThrow()).status;

  it('closes one left at the PIN step once its authorization has expired, and it can no longer be paid', async () => {
    const before = await available();
    const left = await owner.call<PreOrder>('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', amount: 120 * KES, requestId: rid() });
    const recent = await owner.call<PreOrder>('TransferPreOrder', { rcvCnl: '44', bnfMblNo: '0722555111', amount: 121 * KES, requestId: rid() });
    await authorize(left.body.authTxCode!);
    await age(left.body.ordNo, left.body.authTxCode!, 16);
    await age(recent.body.ordNo, recent.body.authTxCode!, 14);

    expect(await expireUnconfirmedOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    const detail = await owner.call<TransferOrder>('QueryTransferOrderDetail', { ordNo: left.body.ordNo });
    expect(detail.body).toMatchObject({ status: 'F', resultDesc: 'Not confirmed in time' });
    expect(orderFailure({ direction: 'out', resultCode: 'EXPIRED', resultDesc: null })).toEqual({ code: 'MMCP4033' });
    // Within its authorization's life and the margin after it, an order waits on.
    expect(await statusOf(recent.body.ordNo)).toBe('U');
    // Its pay step answers the closed order; no money moved.
    const pay = await owner.call<TransferOrder>('TransferPay', { ordNo: left.body.ordNo, authTxCode: left.body.authTxCode });
    expect(pay.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'F' });
    expect(await available()).toBe(before);
  });

  it('closes a transfer to many never confirmed, and leaves one whose PIN was spent to its resume job', async () => {
    const list = [
      { rcvCnl: '28', bnfMblNo: baraka.phone, amount: 33 * KES },
      { rcvCnl: '44', bnfMblNo: '0722555335', rcvNm: 'Wafula', amount: 34 * KES },
    ];
    const batchStatuses = async (b: Batch) => (await t.database.db.selectFrom('money_orders').select('status').where('batch_id', '=', b.batchNo).execute()).map((o) => o.status);
    const ageBatch = async (b: Batch) => {
      const at = new Date(Date.now() - 16 * 60_000).toISOString();
      await t.database.db.updateTable('money_orders').set({ created_at: at }).where('batch_id', '=', b.batchNo).execute();
      await t.database.db.updateTable('pin_authorizations').set({ expires_at: at }).where('auth_tx_code', '=', b.authTxCode!).execute();
    };
    const abandoned = (await owner.call<Batch>('TransferManyPreOrder', { list, requestId: rid() })).body;
    const resuming = (await owner.call<Batch>('TransferManyPreOrder', { list, requestId: rid() })).body;
    await ageBatch(abandoned);
    await ageBatch(resuming);
    // The PIN was spent and the resume job written, and the server stopped before sending; the job
    // still waits when housekeeping has deleted the spent authorization.
    await t.database.db.deleteFrom('pin_authorizations').where('auth_tx_code', '=', resuming.authTxCode!).execute();
    await enqueue(t.database.db, { kind: BATCH_RESUME_JOB, payload: { merchantId: 'merc-demo', batchId: resuming.batchNo }, dedupeKey: `batch-resume:merc-demo:${resuming.batchNo}`, runAt: isoAfter(DAY) });

    await expireUnconfirmedOrders(t.database.db);
    expect(await batchStatuses(abandoned)).toEqual(['F', 'F']);
    expect(await batchStatuses(resuming)).toEqual(['U', 'U']);
    const again = await owner.call('TransferManyPay', { batchNo: abandoned.batchNo, authTxCode: abandoned.authTxCode });
    expect(again.body.rspMsgCd).toBe('MMCP4005');
  });
});

describe('sending to many', () => {
  it('pays a beneficiary group under one PIN, once', async () => {
    const before = await available();
    const body = { groupId: 'bnfgroup-demo-suppliers', amount: 1_000 * KES, remarks: 'Weekly', requestId: rid() };
    const pre = await owner.call<Batch>('TransferManyPreOrder', body);
    expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
    expect(pre.body.orders).toHaveLength(2);
    expect(pre.body.orders.every((o) => o.fundSource === '4' && o.batchNo === pre.body.batchNo && o.status === 'U')).toBe(true);
    expect(pre.body.amount).toBe(2_000 * KES);
    expect(pre.body.orders.map((o) => o.rcvNm).sort()).toEqual(['Kamau Hardware Supplies', 'Mary Achieng']);
    const again = await owner.call<Batch>('TransferManyPreOrder', body);
    expect(again.body).toMatchObject({ batchNo: pre.body.batchNo, authTxCode: pre.body.authTxCode });
    expect((await owner.call('TransferManyPay', { batchNo: pre.body.batchNo, authTxCode: pre.body.authTxCode })).body.rspMsgCd).toBe('MMCP2060');
    await authorize(pre.body.authTxCode!);
    const paid = await owner.call<Batch>('TransferManyPay', { batchNo: pre.body.batchNo, authTxCode: pre.body.authTxCode });
    expect(paid.body.orders.map((o) => o.status)).toEqual(['P', 'P']);
    const twice = await owner.call<Batch>('TransferManyPay', { batchNo: pre.body.batchNo, authTxCode: pre.body.authTxCode });
    expect(twice.body.rspMsgCd).toBe('MMC00000');
    for (const o of paid.body.orders) expect((await settled(o.ordNo)).status).toBe('S');
    expect(await available()).toBe(before - pre.body.totalAmount);
  });

  it('pays a list of payees with their own amounts', async () => {
    const list = [
      { rcvCnl: '28', bnfMblNo: baraka.phone, amount: 50 * KES },
      { rcvCnl: '44', bnfMblNo: '0722555333', rcvNm: 'Wafula', amount: 120 * KES },
    ];
    const pre = await owner.call<Batch>('TransferManyPreOrder', { list, requestId: rid() });
    expect(pre.body.orders.map((o) => o.amount).sort((a, b) => a - b)).toEqual([50 * KES, 120 * KES]);
    await authorize(pre.body.authTxCode!);
    const paid = await owner.call<Batch>('TransferManyPay', { batchNo: pre.body.batchNo, authTxCode: pre.body.authTxCode });
    expect(paid.body.orders.map((o) => o.status).sort()).toEqual(['P', 'S']);
  });

  it('sends the orders a pay step left waiting when it stopped part way: on its retry, or by the resume job', async () => {
    const list = [
      { rcvCnl: '28', bnfMblNo: baraka.phone, amount: 31 * KES },
      { rcvCnl: '44', bnfMblNo: '0722555334', rcvNm: 'Wafula', amount: 32 * KES },
    ];
    const batch = async () => {
      const pre = await owner.call<Batch>('TransferManyPreOrder', { list, requestId: rid() });
      await authorize(pre.body.authTxCode!);
      return pre.body;
    };
    // The server stopped right after the PIN was spent: no order sent.
    const stopped = async (b: Batch) => {
      await t.database.db.updateTable('pin_authorizations').set({ status: 'U', used_at: new Date().toISOString() }).where('auth_tx_code', '=', b.authTxCode!).execute();
    };
    const statuses = async (b: Batch) => (await t.database.db.selectFrom('money_orders').select('status').where('batch_id', '=', b.batchNo).execute()).map((o) => o.status).sort();

    const retried = await batch();
    await stopped(retried);
    const again = await owner.call<Batch>('TransferManyPay', { batchNo: retried.batchNo, authTxCode: retried.authTxCode });
    expect(again.body.rspMsgCd).toBe('MMC00000');
    expect(await statuses(retried)).toEqual(['P', 'S']);

    const abandoned = await batch();
    await stopped(abandoned);
    await transferJobs(() => t.money)[BATCH_RESUME_JOB]!({ merchantId: 'merc-demo', batchId: abandoned.batchNo }, { id: 'job', kind: BATCH_RESUME_JOB, payload: null, attempts: 1, maxAttempts: 8 });
    expect(await statuses(abandoned)).toEqual(['P', 'S']);

    // A pay step writes that job with the PIN's spending, for a minute later.
    const paid = await batch();
    expect((await owner.call<Batch>('TransferManyPay', { batchNo: paid.batchNo, authTxCode: paid.authTxCode })).body.rspMsgCd).toBe('MMC00000');
    const job = await t.database.db.selectFrom('jobs').select(['kind', 'status']).where('dedupe_key', '=', `batch-resume:merc-demo:${paid.batchNo}`).executeTakeFirstOrThrow();
    expect(job).toEqual({ kind: BATCH_RESUME_JOB, status: 'Q' });
  });

  it('refuses duplicate payees, an empty list, missing amounts and more than the wallet holds', async () => {
    const dup = await owner.call('TransferManyPreOrder', {
      list: [
        { bnfUsrNo: 'bnf-demo-mary', amount: 100 * KES },
        { rcvCnl: '44', bnfMblNo: '0722000111', amount: 200 * KES },
      ],
      requestId: rid(),
    });
    expect(dup.body).toMatchObject({ rspMsgCd: 'MMCP4303', rspMsgInf: 'Duplicate remitters have been selected', field: 'list' });
    expect((await owner.call('TransferManyPreOrder', { list: [], requestId: rid() })).body).toMatchObject({ rspMsgCd: 'MMCP4202', field: 'list' });
    expect((await owner.call('TransferManyPreOrder', { groupId: 'bnfgroup-demo-suppliers', requestId: rid() })).body.rspMsgCd).toBe('MMCP4206');
    // A refusal of one payee names its place, so the form puts it on that payee's amount.
    const small = await owner.call('TransferManyPreOrder', {
      list: [
        { bnfUsrNo: 'bnf-demo-mary', amount: 100 * KES },
        { rcvCnl: '44', bnfMblNo: '0722555444', rcvNm: 'Wafula', amount: 5 * KES },
      ],
      requestId: rid(),
    });
    expect(small.body).toMatchObject({ rspMsgCd: 'MMCP4002', field: 'amount', index: 1 });
    const tooMuch = [
      { rcvCnl: '41', bankCode: '11', rcvAcNo: '01129876542001', rcvNm: 'A B', amount: 2_500_000 * KES },
      { rcvCnl: '41', bankCode: '11', rcvAcNo: '01129876542002', rcvNm: 'C D', amount: 2_500_000 * KES },
    ];
    expect((await owner.call('TransferManyPreOrder', { list: tooMuch, requestId: rid() })).body.rspMsgCd).toBe('MMCP4001');
    expect((await owner.call('TransferManyPay', { batchNo: 'nope', authTxCode: 'x' })).body.rspMsgCd).toBe('MMCP4204');
  });
});
