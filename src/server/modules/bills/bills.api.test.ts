import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillOrder } from '../../../shared/actions/bills';
import { isoAfter } from '../../db/util';
import { ledgerViolations } from '../../ledger/ledger';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();
const KES = 100;
const rid = () => `bill-${crypto.randomBytes(8).toString('hex')}`;

type PreOrder = {
  ordNo: string;
  authTxCode: string | null;
  amount: number;
  fee: number;
  totalAmount: number;
  accountName: string | null;
  balanceAfter: number;
  order: BillOrder;
  repeatOf: { ordNo: string } | null;
};
type Envelope = { rspMsgCd: string; fieldErrors?: { field: string; message: string }[] };

let owner: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'bills-device-owner');
});

async function available(): Promise<number> {
  const res = await owner.call<{ availableBalance: number }>('QryWalletDetails');
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body.availableBalance;
}

async function authorize(authTxCode: string) {
  const pin = await owner.call('VerifyPasscodeTrans', { authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
}

async function noViolations() {
  expect(await ledgerViolations(t.database.db)).toEqual([]);
}

/** Follows a bill as the result screen does (QueryHistoryBillOrder by ordNo) until the biller has answered. */
async function settled(ordNo: string, timeoutMs = 15_000): Promise<BillOrder> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await owner.call<{ list: BillOrder[] }>('QueryHistoryBillOrder', { ordNo });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const order = res.body.list[0]!;
    if ((order.status === 'S' && (order.biller !== 'KPLC_PREPAID' || order.token)) || order.status === 'F') return order;
    if (Date.now() > until) throw new Error(`bill ${ordNo} still ${order.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function preOrder(input: Record<string, unknown>) {
  const res = await owner.call<PreOrder & Envelope>('CreateUtilityBillOrder', { requestId: rid(), ...input });
  return res.body;
}

/** Pre-order, PIN, pay: the three calls of a bill. */
async function pay(input: Record<string, unknown>) {
  const requestId = rid();
  const pre = await preOrder({ ...input, requestId });
  expect(pre.rspMsgCd, JSON.stringify(pre)).toBe('MMC00000');
  await authorize(pre.authTxCode!);
  const paid = await owner.call<PreOrder & Envelope>('CreateUtilityBillOrder', { ...input, requestId, authTxCode: pre.authTxCode });
  expect(paid.body.rspMsgCd).toBe('MMC00000');
  return { pre, paid: paid.body, requestId };
}

describe('utility types and providers', () => {
  it('lists the six utility kinds and the providers of each', async () => {
    const types = await owner.call<{ list: { utilityKind: string; name: string; providerCount: number }[] }>('QueryUtilityType');
    expect(types.body.list.map((x) => [x.utilityKind, x.name])).toEqual([
      ['01', 'Water'],
      ['02', 'Electricity'],
      ['03', 'Internet'],
      ['04', 'TV'],
      ['05', 'Other'],
      ['06', 'Airtime'],
    ]);
    const airtime = await owner.call<{ list: { name: string; mode: string }[] }>('QueryUtilityServiceProvider', { utilityKind: '06' });
    expect(airtime.body.list.map((p) => p.name)).toEqual(['Safaricom', 'Airtel', 'Telkom Kenya', 'Faiba']);
    const all = await owner.call<{ list: { biller: string }[] }>('QueryUtilityServiceProvider', {});
    expect(all.body.list.map((p) => p.biller)).toEqual(expect.arrayContaining(['KPLC_PREPAID', 'KPLC_POSTPAID', 'NAIROBI_WATER', 'DSTV', 'GOTV', 'STARTIMES', 'ZUKU']));
  });

  it('refuses a staff member without the PayBills function', async () => {
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'bills-device-cashier');
    const res = await cashier.call('QueryUtilityType');
    expect(res.body.rspMsgCd).toBe('MMCP0403');
  });
});

describe('checking an account', () => {
  it("answers the holder's name of a known account", async () => {
    const res = await owner.call<{ accountName: string; valid: string; accountNo: string } & Envelope>('CheckBillAccount', { biller: 'KPLC_PREPAID', accountNo: '3720 1234 567' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', valid: 'Y', accountNo: '37201234567' });
    expect(res.body.accountName.length).toBeGreaterThan(3);
  });

  it.each([
    ['45000001', 'MMCP5402', 'The Account Number entered does not exist.'],
    ['45000002', 'MMCP5403', 'This account is closed. Please contact the service provider.'],
  ])('refuses account %s with %s naming the account field', async (accountNo, code, text) => {
    const res = await owner.call<Envelope & { rspMsgInf: string }>('CheckBillAccount', { biller: 'NAIROBI_WATER', accountNo });
    expect(res.body.rspMsgCd).toBe(code);
    expect(res.body.rspMsgInf).toBe(text);
    expect(res.body.fieldErrors).toEqual([{ field: 'accountNo', message: text }]);
  });

  it('says the biller is not answering when its gateway is down', async () => {
    const res = await owner.call('CheckBillAccount', { biller: 'NAIROBI_WATER', accountNo: '45000004' });
    expect(res.body.rspMsgCd).toBe('MMCP5404');
  });

  it('refuses a malformed account number, an airtime number that is not a Kenyan mobile and an unknown provider', async () => {
    const bad = await owner.call<Envelope>('CheckBillAccount', { biller: 'NAIROBI_WATER', accountNo: 'a!' });
    expect(bad.body.rspMsgCd).toBe('MMCP0006');
    expect(bad.body.fieldErrors?.[0]).toMatchObject({ field: 'accountNo', message: 'Enter an account number of 4 to 20 letters or digits' });
    const phone = await owner.call<Envelope>('CheckBillAccount', { biller: 'AIRTEL_AIRTIME', accountNo: '0812345678' });
    expect(phone.body.fieldErrors?.[0]?.field).toBe('accountNo');
    const biller = await owner.call<Envelope>('CheckBillAccount', { biller: 'NOBODY', accountNo: '12345678' });
    expect(biller.body.fieldErrors?.[0]).toMatchObject({ field: 'biller', message: 'Choose a service provider' });
  });

  it('answers the amount due of a postpaid account and the packages of a TV account', async () => {
    const water = await owner.call<{ amountDue: number; dueDate: string; packages: unknown[]; minAmount: number }>('QueryUtilityBill', { biller: 'NAIROBI_WATER', accountNo: '20045678' });
    expect(water.body.amountDue).toBeGreaterThanOrEqual(500 * KES);
    expect(water.body.dueDate).toMatch(/^\d{8}$/);
    expect(water.body.minAmount).toBe(10 * KES);
    const tv = await owner.call<{ amountDue: number | null; packages: { code: string; amount: number }[] }>('QueryUtilityBill', { biller: 'DSTV', accountNo: '7023456789' });
    expect(tv.body.amountDue).toBeNull();
    expect(tv.body.packages.map((p) => p.code)).toContain('DSTV_COMPACT');
  });
});

describe('paying a bill', () => {
  it('pays prepaid electricity and answers a 20-digit token and the units', async () => {
    const before = await available();
    const { pre, paid } = await pay({ biller: 'KPLC_PREPAID', accountNo: '37201234567', amount: 1_000 * KES });
    // KES 10 fee and 15% excise duty on it.
    expect(pre).toMatchObject({ amount: 1_000 * KES, fee: 10 * KES, totalAmount: 101_150, balanceAfter: before - 101_150 });
    expect(pre.order).toMatchObject({ status: 'U', ordTyp: '62', transTypId: '125', rcvCnl: '02', biller: 'KPLC_PREPAID' });
    expect(paid.order.status).toBe('P');
    const done = await settled(pre.ordNo);
    expect(done.status).toBe('S');
    expect(done.token).toMatch(/^\d{20}$/);
    expect(done.units).toBe('40.82');
    expect(done.receipt).toMatch(/^BL/);
    expect(await available()).toBe(before - 101_150);
    await noViolations();
  });

  it('warns on the review of the same amount to the same account paid in the last half hour', async () => {
    const bill = { biller: 'KPLC_PREPAID', accountNo: '37201230077', amount: 137 * KES };
    expect((await preOrder(bill)).repeatOf).toBeNull();
    const { pre: first } = await pay(bill);
    expect((await preOrder(bill)).repeatOf?.ordNo).toBe(first.ordNo);
    // Let it settle, so the tests after read a still wallet.
    await settled(first.ordNo);
    expect((await preOrder({ ...bill, amount: 138 * KES })).repeatOf).toBeNull();
    expect((await preOrder({ ...bill, accountNo: '37201230078' })).repeatOf).toBeNull();
  });

  it('answers the same order for a repeated request and never pays twice', async () => {
    const before = await available();
    const input = { biller: 'KPLC_POSTPAID', accountNo: '55512345', amount: 2_000 * KES };
    const { pre, requestId } = await pay(input);
    const again = await owner.call<PreOrder>('CreateUtilityBillOrder', { ...input, requestId, authTxCode: pre.authTxCode });
    expect(again.body.ordNo).toBe(pre.ordNo);
    const replay = await owner.call<PreOrder>('CreateUtilityBillOrder', { ...input, requestId });
    expect(replay.body).toMatchObject({ ordNo: pre.ordNo, authTxCode: null });
    const other = await owner.call('CreateUtilityBillOrder', { ...input, amount: 2_500 * KES, requestId });
    expect(other.body.rspMsgCd).toBe('MMCP0010');
    await settled(pre.ordNo);
    expect(await available()).toBe(before - 202_300);
    await noViolations();
  });

  it('will not pay before the PIN is given', async () => {
    const requestId = rid();
    const input = { biller: 'NAIROBI_WATER', accountNo: '20045678', amount: 500 * KES, requestId };
    const pre = await owner.call<PreOrder>('CreateUtilityBillOrder', input);
    const paid = await owner.call('CreateUtilityBillOrder', { ...input, authTxCode: pre.body.authTxCode });
    expect(paid.body.rspMsgCd).toBe('MMCP2060');
    const early = await owner.call('CreateUtilityBillOrder', { ...input, requestId: rid(), authTxCode: 'x'.repeat(32) });
    expect(early.body.rspMsgCd).toBe('MMCP5417');
  });

  it('needs a package of a TV biller, at its price', async () => {
    const base = { biller: 'DSTV', accountNo: '7023456789' };
    const none = await preOrder({ ...base, amount: 3_600 * KES });
    expect(none.rspMsgCd).toBe('MMCP5405');
    expect(none.fieldErrors?.[0]?.field).toBe('packageCode');
    const wrong = await preOrder({ ...base, amount: 3_000 * KES, packageCode: 'DSTV_COMPACT' });
    expect(wrong.rspMsgCd).toBe('MMCP5406');
    expect(wrong.fieldErrors?.[0]).toEqual({ field: 'amount', message: 'The amount must be the price of the package, KES 3,600.00' });
    const { pre } = await pay({ ...base, amount: 3_600 * KES, packageCode: 'DSTV_COMPACT' });
    const done = await settled(pre.ordNo);
    expect(done).toMatchObject({ status: 'S', ordTyp: '64', packageCode: 'DSTV_COMPACT', packageName: 'DStv Compact', token: null });
    await noViolations();
  });

  it('buys airtime for any Kenyan network without a fee, within the airtime limits', async () => {
    const { pre } = await pay({ biller: 'TELKOM_AIRTIME', accountNo: '0770 123 456', amount: 100 * KES });
    expect(pre).toMatchObject({ fee: 0, totalAmount: 100 * KES });
    expect(pre.order).toMatchObject({ ordTyp: '66', accountNo: '254770123456', rcvMblNo: '254770123456' });
    expect((await settled(pre.ordNo)).status).toBe('S');
    const big = await preOrder({ biller: 'SAFARICOM_AIRTIME', accountNo: '0712345678', amount: 20_000 * KES });
    expect(big.rspMsgCd).toBe('MMCP4002');
    await noViolations();
  });

  it('refuses to make an order for an unknown or closed account', async () => {
    expect((await preOrder({ biller: 'KPLC_PREPAID', accountNo: '37200000001', amount: 500 * KES })).rspMsgCd).toBe('MMCP5402');
    expect((await preOrder({ biller: 'KPLC_PREPAID', accountNo: '37200000002', amount: 500 * KES })).rspMsgCd).toBe('MMCP5403');
  });

  it('gives the money back when the biller fails the payment', async () => {
    const before = await available();
    const { pre } = await pay({ biller: 'NAIROBI_COUNTY', accountNo: '88800005', amount: 700 * KES });
    const done = await settled(pre.ordNo);
    expect(done).toMatchObject({ status: 'F', resultDesc: 'The biller could not apply the payment' });
    expect(await available()).toBe(before);
    await noViolations();
  });

  it('voids a payment the biller never answers at its deadline, and the money comes back', async () => {
    const before = await available();
    const { pre } = await pay({ biller: 'KPLC_POSTPAID', accountNo: '55500003', amount: 900 * KES });
    expect(await available()).toBe(before - 91_150);
    const order = await t.database.db.selectFrom('money_orders').select('id').where('ord_no', '=', pre.ordNo).executeTakeFirstOrThrow();
    // Let the submit job run, then pass the deadline and chase now.
    for (let i = 0; i < 50; i++) {
      const sent = await t.database.db.selectFrom('money_orders').select('network_ref').where('id', '=', order.id).executeTakeFirstOrThrow();
      if (sent.network_ref) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await t.database.db.updateTable('money_orders').set({ deadline_at: isoAfter(-1000) }).where('id', '=', order.id).execute();
    await t.database.db.updateTable('jobs').set({ run_at: isoAfter(-1) }).where('dedupe_key', '=', `chase:${order.id}`).execute();
    await t.money.jobs.drain();
    const done = await settled(pre.ordNo);
    expect(done).toMatchObject({ status: 'F', resultDesc: 'The network did not confirm the payment in time' });
    expect(await available()).toBe(before);
    await noViolations();
  });

  it('pages the history on the server, newest first, filtered by kind', async () => {
    const page = await owner.call<{ list: BillOrder[]; total: number }>('QueryHistoryBillOrder', { limit: 2, offset: 0 });
    expect(page.body.list).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    expect(page.body.list[0]!.createdAt >= page.body.list[1]!.createdAt).toBe(true);
    const airtime = await owner.call<{ list: BillOrder[] }>('QueryHistoryBillOrder', { utilityKind: '06' });
    expect(airtime.body.list.length).toBeGreaterThan(0);
    expect(airtime.body.list.every((o) => o.utilityKind === '06')).toBe(true);
  });

  it('leaves out a payment never confirmed with the PIN (no money moved, not a record), yet answers it by its number', async () => {
    const pre = await preOrder({ biller: 'KPLC_PREPAID', accountNo: '37201234567', amount: 150 * KES });
    expect(pre.order.status).toBe('U');
    const history = await owner.call<{ list: BillOrder[]; total: number }>('QueryHistoryBillOrder', { limit: 100 });
    expect(history.body.list.some((o) => o.ordNo === pre.ordNo)).toBe(false);
    expect(history.body.list.every((o) => o.status !== 'U')).toBe(true);
    const byKind = await owner.call<{ list: BillOrder[] }>('QueryHistoryBillOrder', { utilityKind: '02', limit: 100 });
    expect(byKind.body.list.some((o) => o.ordNo === pre.ordNo)).toBe(false);
    // The result screen opened on it (?ordNo=…) still reads it, to say it was not confirmed.
    const direct = await owner.call<{ list: BillOrder[] }>('QueryHistoryBillOrder', { ordNo: pre.ordNo });
    expect(direct.body.list.map((o) => [o.ordNo, o.status])).toEqual([[pre.ordNo, 'U']]);
  });
});

describe('rating a paid bill', () => {
  it('takes one rating of 1-5 stars per paid bill and credits 10 reward points', async () => {
    const { pre } = await pay({ biller: 'GOTV', accountNo: '4012345678', amount: 399 * KES, packageCode: 'GOTV_LITE' });
    await settled(pre.ordNo);
    const before = (await owner.call<{ rewardPoints: number }>('QueryHistoryBillOrder', {})).body.rewardPoints;
    const stars = await owner.call<Envelope>('SubmitRate', { ordNo: pre.ordNo, rate: 6 });
    expect(stars.body.fieldErrors?.[0]).toMatchObject({ field: 'rate', message: 'Choose 1 to 5 stars' });
    const rated = await owner.call<{ points: number; rewardPoints: number; rating: number }>('SubmitRate', { ordNo: pre.ordNo, rate: 5, comment: 'Quick' });
    expect(rated.body).toMatchObject({ rspMsgCd: 'MMC00000', points: 10, rating: 5, rewardPoints: before + 10 });
    expect((await owner.call('SubmitRate', { ordNo: pre.ordNo, rate: 4 })).body.rspMsgCd).toBe('MMCP5415');
    expect((await owner.call('SubmitRate', { ordNo: 'nope', rate: 4 })).body.rspMsgCd).toBe('MMCP5413');
  });

  it('refuses to rate a failed payment', async () => {
    const { pre } = await pay({ biller: 'NAIROBI_COUNTY', accountNo: '88810005', amount: 300 * KES });
    await settled(pre.ordNo);
    expect((await owner.call('SubmitRate', { ordNo: pre.ordNo, rate: 3 })).body.rspMsgCd).toBe('MMCP5414');
  });
});
