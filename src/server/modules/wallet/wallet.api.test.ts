import crypto from 'node:crypto';
import { type CompiledQuery, Migrator } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyOrder } from '../../../shared/actions/money';
import type { ReceiveCode, WalletTrans } from '../../../shared/actions/wallet';
import { chargesFor } from '../../ledger/fees';
import { WALLET_ACTIVITY, ensureSystemAccount, ensureTill, ledgerViolations, postEntry, systemAccountId, walletAccountId } from '../../ledger/ledger';
import { moneyOrderRow } from '../money/orders';
import { callbackUrl } from '../../rails/callback-auth';
import { MPESA_ROUTES } from '../../rails/mpesa/mpesa.rail';
import { migrationProvider } from '../../db/database';
import { nairobiDayStartIso, newId, nowIso, randomDigits } from '../../db/util';
import { DEMO_LOGIN, withTestApp } from '../../testing/harness';
import { walletActivity } from './wallet.queries';
import type { WireClient } from '../../testing/client';

const t = withTestApp();
const KES = 100;

beforeAll(async () => {
  // A payment mobile on the simulator's 'cancelled by user' number, for a failing withdrawal.
  await t.database.db
    .insertInto('payment_mobiles')
    .values({ id: newId(), merchant_id: 'merc-demo', phone: '254708000001', name: 'Test failure', created_at: nowIso() })
    .execute();
});

async function as(userId: string, type: 'P' | 'E' | 'S') {
  const client = t.client();
  expect((await client.login(userId, type, DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}
const owner = () => as(DEMO_LOGIN.owner.userId, 'P');
const requestId = () => `w${crypto.randomBytes(8).toString('hex')}`;

async function available(client: WireClient): Promise<number> {
  const res = await client.call<{ availableBalance: number; balance: number }>('QryWalletDetails');
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body.availableBalance;
}

/** Follows an order as the screen does, until the network answered. */
async function settled(client: WireClient, ordNo: string, timeoutMs = 15_000): Promise<MoneyOrder & { rspMsgCd: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.call<MoneyOrder>('QueryTransferOrdSts', { ordNo });
    if (res.body.status === 'S' || res.body.status === 'F') return res.body as MoneyOrder & { rspMsgCd: string };
    if (Date.now() > until) throw new Error(`order ${ordNo} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Pre-order, PIN, pay: what /home/withdraw does. */
async function withdraw(client: WireClient, body: Record<string, unknown>) {
  const pre = await client.call<{ authTxCode: string; order: MoneyOrder }>('WithdrawPreOrder', body);
  expect(pre.body.rspMsgCd).toBe('MMC00000');
  const pin = await client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
  const paid = await client.call<MoneyOrder>('Withdraw', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
  expect(paid.body.rspMsgCd).toBe('MMC00000');
  return { pre: pre.body, paid: paid.body };
}

describe('the wallet on /home', () => {
  it('lists the business money orders newest first, paged, with debit/credit flags', async () => {
    const client = await owner();
    const first = await client.call<{ list: WalletTrans[]; total: number }>('QryWalletTransList', { limit: 5, offset: 0 });
    expect(first.body.rspMsgCd).toBe('MMC00000');
    expect(first.body.list).toHaveLength(5);
    expect(first.body.total).toBeGreaterThan(5);
    const second = await client.call<{ list: WalletTrans[]; total: number }>('QryWalletTransList', { limit: 5, offset: 5 });
    expect(second.body.list[0]!.createdAt <= first.body.list[4]!.createdAt).toBe(true);
    expect(new Set([...first.body.list, ...second.body.list].map((o) => o.ordNo)).size).toBe(10);
    const withdrawal = (await client.call<{ list: WalletTrans[] }>('QryWalletTransList', { limit: 5, ordTyp: '28' })).body.list[0];
    expect(withdrawal).toMatchObject({ ordTyp: '28', dcFlg: 'd', status: 'S' });
    const codePayment = (await client.call<{ list: WalletTrans[] }>('QryWalletTransList', { limit: 5, ordTyp: 'Q1' })).body.list[0];
    expect(codePayment).toMatchObject({ dcFlg: 'c' });
  });

  it("keeps the business's payments from someone who may see the balance but not the records", async () => {
    // approver1 holds 45 (balance) and 3702 (approvals), not 12 (transaction records).
    const approver = await as('approver1', 'S');
    expect((await approver.call('QryWalletDetails')).body.rspMsgCd).toBe('MMC00000');
    expect((await approver.call('QryWalletTransList', { limit: 5 })).body).toMatchObject({ rspMsgCd: 'MMC00000', list: [], total: 0 });
    expect((await approver.call('QryWalletTransList', { limit: 5, ordTyp: 'R1' })).body).toMatchObject({ rspMsgCd: 'MMC00000', list: [], total: 0 });
    // The owner, who holds the records, reads them.
    expect((await (await owner()).call<{ total: number }>('QryWalletTransList', { limit: 5 })).body.total).toBeGreaterThan(0);
  });

  it('sums money in and out per day for the last 14 days', async () => {
    const client = await owner();
    const res = await client.call<{ list: { date: string; moneyIn: number; moneyOut: number }[] }>('QryWalletDailyFlow', { days: 14 });
    expect(res.body.list).toHaveLength(14);
    expect(res.body.list[13]!.date).toBe(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10).replace(/-/g, ''));
    expect(res.body.list.some((d) => d.moneyIn > 0)).toBe(true);
  });

  it('puts money on the Nairobi day it settled: the last millisecond of yesterday and the first of today apart', async () => {
    const client = await owner();
    const flow = async () => (await client.call<{ list: { date: string; moneyIn: number; moneyOut: number }[] }>('QryWalletDailyFlow', { days: 14 })).body.list;
    const before = await flow();
    const today = before[13]!.date;
    const todayStart = Date.parse(nairobiDayStartIso(today));
    const settle = async (amount: number, at: number) => {
      const at_ = new Date(at).toISOString();
      await t.database.db.transaction().execute(async (trx) => {
        await ensureSystemAccount(trx, 'clearing:mpesa');
        const { entryId } = await postEntry(trx, {
          idemKey: `flow-day:${newId()}`,
          kind: '21',
          memo: 'test: a settled amount at a set moment',
          lines: [
            { accountId: systemAccountId('clearing:mpesa'), amount: -amount },
            { accountId: walletAccountId('merc-demo'), amount },
          ],
        });
        await trx.updateTable('journal_entries').set({ created_at: at_, settled_at: at_ }).where('id', '=', entryId).execute();
        await trx.updateTable('postings').set({ created_at: at_ }).where('entry_id', '=', entryId).execute();
      });
    };
    await settle(1_111, todayStart - 1);
    await settle(-2_222, todayStart);
    await settle(3_333, todayStart - 13 * 24 * 3600_000);
    const after = await flow();
    expect(after[12]!.moneyIn - before[12]!.moneyIn).toBe(1_111);
    expect(after[12]!.moneyOut - before[12]!.moneyOut).toBe(0);
    expect(after[13]!.moneyOut - before[13]!.moneyOut).toBe(2_222);
    expect(after[13]!.moneyIn - before[13]!.moneyIn).toBe(0);
    expect(after[0]!.moneyIn - before[0]!.moneyIn).toBe(3_333);
  });

  it("keeps each order's place in the activity as its money is posted: a till's stays out, the wallet's stays in", async () => {
    const db = t.database.db;
    const till = await db.selectFrom('tills').select('id').where('merchant_id', '=', 'merc-demo').executeTakeFirstOrThrow();
    const tillAccount = await ensureTill(db, 'merc-demo', till.id);
    const clearing = await ensureSystemAccount(db, 'clearing:mpesa');
    const order = async (details: object | null) => {
      const row = moneyOrderRow({ id: newId(), merchant_id: 'merc-demo', ord_typ: '28', trans_typ_id: '113', direction: 'in', rail: 'mpesa', amount: 100, status: 'P', request_id: newId(), details: details && JSON.stringify(details) });
      await db.insertInto('money_orders').values(row).execute();
      return row;
    };
    const post = (o: { id: string }, key: string, to: string) =>
      postEntry(db, { idemKey: `activity:${o.id}:${key}`, kind: '42', orderId: o.id, memo: 'test', lines: [{ accountId: clearing, amount: -100 }, { accountId: to, amount: 100 }] });
    const listed = async () => {
      const page = await (await owner()).call<{ list: WalletTrans[]; total: number }>('QryWalletTransList', { limit: 50 });
      return new Set(page.body.list.map((o) => o.ordNo));
    };

    // A collection for a till the customer has not paid yet (or declined) is the till's already.
    const forTill = await order({ creditAccountId: tillAccount });
    const waiting = await order(null);
    const toTill = await order(null);
    const toWallet = await order(null);
    await post(toTill, 'a', tillAccount);
    await post(toWallet, 'a', walletAccountId('merc-demo'));
    // A later entry elsewhere (a fee refund, a reversal's leg) leaves the order in the activity.
    await post(toWallet, 'b', tillAccount);

    const shown = await listed();
    expect([forTill, waiting, toTill, toWallet].map((o) => shown.has(o.ord_no))).toEqual([false, true, false, true]);
    const places = await db.selectFrom('money_orders').select(['id', 'wallet_activity']).where('id', 'in', [forTill.id, waiting.id, toTill.id, toWallet.id]).execute();
    expect(Object.fromEntries(places.map((p) => [p.id, p.wallet_activity]))).toEqual({
      [forTill.id]: WALLET_ACTIVITY.no,
      [waiting.id]: WALLET_ACTIVITY.unposted,
      [toTill.id]: WALLET_ACTIVITY.no,
      [toWallet.id]: WALLET_ACTIVITY.posted,
    });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('is filled from the orders already there when its migration runs (0042)', async () => {
    const client = await owner();
    const activity = async () => (await client.call<{ list: WalletTrans[]; total: number }>('QryWalletTransList', { limit: 50 })).body;
    const before = await activity();
    expect(before.total).toBeGreaterThan(0);
    const migrator = new Migrator({ db: t.database.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0041_history_covering')).error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toContain('0042_wallet_activity');
    expect(await activity()).toEqual(before);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('counts the activity on money_orders_merchant_idx alone, never asking the ledger about each order (SQLite plan)', async () => {
    if (t.database.dialect !== 'sqlite') return;
    const plan = async (q: CompiledQuery) => (await t.database.db.executeQuery<{ detail: string }>({ ...q, sql: `explain query plan ${q.sql}` })).rows.map((r) => r.detail);
    const activity = () => walletActivity(t.database.db, 'merc-demo');
    expect(await plan(activity().select((eb) => eb.fn.countAll<number>().as('n')).compile())).toEqual([
      'SEARCH money_orders USING COVERING INDEX money_orders_merchant_idx (merchant_id=?)',
    ]);
    expect(await plan(activity().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(10).compile())).toEqual([
      'SEARCH money_orders USING INDEX money_orders_merchant_idx (merchant_id=?)',
    ]);
  });

  it('is scoped to the business: orders of another business never show', async () => {
    const db = t.database.db;
    const otherId = newId();
    await db
      .insertInto('merchants')
      .values({ id: otherId, merc_no: `9${randomDigits(11)}`, name: 'Other business', abbr: 'OB', business_type: '0', created_at: nowIso() } as never)
      .execute();
    const template = await db.selectFrom('money_orders').selectAll().where('merchant_id', '=', 'merc-demo').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const foreignNo = `99${randomDigits(18)}`;
    await db
      .insertInto('money_orders')
      .values({ ...template, id: newId(), merchant_id: otherId, ord_no: foreignNo, request_id: newId(), created_at: nowIso(), updated_at: nowIso() })
      .execute();
    const client = await owner();
    const page = await client.call<{ list: WalletTrans[]; total: number }>('QryWalletTransList', { limit: 100 });
    expect(page.body.list.some((o) => o.ordNo === foreignNo)).toBe(false);
    expect(page.body.list[0]!.ordNo).not.toBe(foreignNo);
    expect((await client.call('QueryTransferOrdSts', { ordNo: foreignNo })).body.rspMsgCd).toBe('MMCP4004');
  });

  it('is closed to the cashier, whose role lacks ViewBalance, Withdraw and QRCodeCollect', async () => {
    const cashier = await as(DEMO_LOGIN.cashier.userId, 'S');
    expect((await cashier.call('QryWalletTransList', { limit: 5 })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('QryWalletDailyFlow')).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('QueryWithdrawAccounts')).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('WithdrawPreOrder', { requestId: requestId(), method: 'mpesa', amount: 1_000 * KES, msisdn: '0712345678' })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('RequestPay', { requestId: requestId(), mobile: '0722000111', amount: 250 * KES })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('GenerateCode', {})).body.rspMsgCd).toBe('MMCP0403');
  });
});

describe('withdraw', () => {
  it('offers the bank account on file and the owner phone', async () => {
    const client = await owner();
    const res = await client.call<{ bank: { bankName: string; bankCode: string | null; accountNo: string } | null; mobiles: { msisdn: string; owner: string }[] }>(
      'QueryWithdrawAccounts',
    );
    expect(res.body.bank).toMatchObject({ bankName: 'KCB Bank', bankCode: '01', accountNo: '1187654321' });
    expect(res.body.mobiles[0]).toMatchObject({ msisdn: '254712345678', owner: 'Y' });
  });

  it('withdraws to M-PESA: P, then S, the wallet down by amount, fee and excise duty', async () => {
    const client = await owner();
    const before = await available(client);
    const amount = 1_000 * KES;
    const { pre, paid } = await withdraw(client, { requestId: requestId(), method: 'mpesa', amount, msisdn: '0712345678' });
    const charges = chargesFor('132', '44', amount);
    expect(pre.order).toMatchObject({ status: 'U', ordTyp: '28', rcvCnl: '44', fee: charges.fee, exciseDuty: charges.excise, totalAmount: charges.total });
    expect(paid.status).toBe('P');
    const done = await settled(client, paid.ordNo);
    expect(done.status).toBe('S');
    expect(done.receipt).toBeTruthy();
    expect(await available(client)).toBe(before - charges.total);
    const audit = await client.call<{ list: { event: string; detail: string }[] }>('QryAuditTrailList', { event: 'WITHDRAW' });
    expect(audit.body.list[0]!.detail).toContain(paid.ordNo);
  });

  it('withdraws to the bank account on file by EFT', async () => {
    const client = await owner();
    const before = await available(client);
    const amount = 2_500 * KES;
    const { paid } = await withdraw(client, { requestId: requestId(), method: 'bank', amount });
    expect(paid).toMatchObject({ rcvCnl: '41', rcvAcNo: '1187654321', rcvBnkNm: 'KCB Bank' });
    expect((await settled(client, paid.ordNo)).status).toBe('S');
    expect(await available(client)).toBe(before - chargesFor('132', '41', amount).total);
  });

  it('restores the balance when M-PESA refuses the payment', async () => {
    const client = await owner();
    const before = await available(client);
    const { paid } = await withdraw(client, { requestId: requestId(), method: 'mpesa', amount: 500 * KES, msisdn: '254708000001' });
    const done = await settled(client, paid.ordNo);
    expect(done).toMatchObject({ status: 'F', resultDesc: expect.stringMatching(/cancelled/i) });
    expect(await available(client)).toBe(before);
    // The activity shows the amount asked (nothing left), and the notice calls it a withdrawal.
    const row = (await client.call<{ list: WalletTrans[] }>('QryWalletTransList', { limit: 5, ordTyp: '28' })).body.list.find((o) => o.ordNo === paid.ordNo);
    expect(row).toMatchObject({ status: 'F', totalAmount: 500 * KES });
    const notes = await client.call<{ list: { ordNo: string | null; messTitle: string; messText: string }[] }>('NotificationList', {});
    const note = notes.body.list.find((n) => n.ordNo === paid.ordNo);
    expect(note?.messTitle).toBe('Withdrawal failed');
    expect(note?.messText).toMatch(/^Your withdrawal of KES 500\.00 to .+ did not go through\. The request was cancelled on the phone\. Order \d+\. No money was taken\.$/);
  });

  it('refuses more than the balance, an amount out of limits, an unknown number and a missing bank', async () => {
    const client = await owner();
    const balance = await available(client);
    const tooMuch = Math.min(250_000 * KES, Math.ceil(balance / (100 * KES)) * 100 * KES + 100 * KES);
    const poor = await client.call('WithdrawPreOrder', { requestId: requestId(), method: 'mpesa', amount: tooMuch, msisdn: '0712345678' });
    expect(poor.body).toMatchObject({ rspMsgCd: 'MMCP4001', rspMsgInf: 'Insufficient Balance.', field: 'amount' });
    const small = await client.call('WithdrawPreOrder', { requestId: requestId(), method: 'mpesa', amount: 5 * KES, msisdn: '0712345678' });
    expect(small.body).toMatchObject({ rspMsgCd: 'MMCP4002', rspMsgInf: 'Enter an amount between 10.00 and 250,000.00' });
    const stranger = await client.call('WithdrawPreOrder', { requestId: requestId(), method: 'mpesa', amount: 100 * KES, msisdn: '0799000111' });
    expect(stranger.body.rspMsgCd).toBe('MMCP4402');
    const noPhone = await client.call('WithdrawPreOrder', { requestId: requestId(), method: 'mpesa', amount: 100 * KES });
    expect(noPhone.body.rspMsgCd).toBe('MMCP0006');
    await t.database.db.updateTable('merchants').set({ bank_account_no: null }).where('id', '=', 'merc-demo').execute();
    try {
      const noBank = await client.call('WithdrawPreOrder', { requestId: requestId(), method: 'bank', amount: 100 * KES });
      expect(noBank.body.rspMsgCd).toBe('MMCP4401');
    } finally {
      await t.database.db.updateTable('merchants').set({ bank_account_no: '1187654321' }).where('id', '=', 'merc-demo').execute();
    }
  });

  it('answers a retried request with the same order and never pays it twice', async () => {
    const client = await owner();
    const before = await available(client);
    const body = { requestId: requestId(), method: 'mpesa', amount: 300 * KES, msisdn: '0712345678' };
    const { pre, paid } = await withdraw(client, body);
    const again = await client.call<{ authTxCode: string | null; order: MoneyOrder }>('WithdrawPreOrder', body);
    expect(again.body.order.ordNo).toBe(pre.order.ordNo);
    expect(again.body.authTxCode).toBeNull();
    const payAgain = await client.call<MoneyOrder>('Withdraw', { ordNo: paid.ordNo, authTxCode: pre.authTxCode });
    expect(payAgain.body.ordNo).toBe(paid.ordNo);
    const changed = await client.call('WithdrawPreOrder', { ...body, amount: 400 * KES });
    expect(changed.body.rspMsgCd).toBe('MMCP0010');
    await settled(client, paid.ordNo);
    expect(await available(client)).toBe(before - chargesFor('132', '44', 300 * KES).total);
  });

  it('refuses the pay step without the PIN', async () => {
    const client = await owner();
    const pre = await client.call<{ authTxCode: string; order: MoneyOrder }>('WithdrawPreOrder', { requestId: requestId(), method: 'mpesa', amount: 100 * KES, msisdn: '0712345678' });
    const paid = await client.call('Withdraw', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(paid.body.rspMsgCd).not.toBe('MMC00000');
    expect((await client.call<MoneyOrder>('QueryTransferOrdSts', { ordNo: pre.body.order.ordNo })).body.status).toBe('U');
  });
});

describe('request to pay', () => {
  it('credits the wallet once the customer approves on the phone', async () => {
    const client = await owner();
    const before = await available(client);
    const res = await client.call<MoneyOrder>('RequestPay', { requestId: requestId(), mobile: '0722000111', amount: 250 * KES, remarks: 'Order 12' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'P', ordTyp: 'R1', rcvMblNo: '254722000111' });
    const done = await settled(client, res.body.ordNo);
    expect(done.status).toBe('S');
    expect(await available(client)).toBe(before + 250 * KES);
    const requests = await client.call<{ list: WalletTrans[] }>('QryWalletTransList', { limit: 10, ordTyp: 'R1' });
    expect(requests.body.list[0]).toMatchObject({ ordNo: res.body.ordNo, status: 'S', dcFlg: 'c' });
  });

  it('leaves the wallet as it was when the customer declines or does not answer', async () => {
    const client = await owner();
    const before = await available(client);
    const declined = await client.call<MoneyOrder>('RequestPay', { requestId: requestId(), mobile: '0708000001', amount: 250 * KES });
    const silent = await client.call<MoneyOrder>('RequestPay', { requestId: requestId(), mobile: '0708000002', amount: 250 * KES });
    expect((await settled(client, declined.body.ordNo)).resultDesc).toMatch(/cancelled/i);
    expect((await settled(client, silent.body.ordNo)).status).toBe('F');
    expect(await available(client)).toBe(before);
  });

  it('refuses a bad phone or amount on the field', async () => {
    const client = await owner();
    const phone = await client.call<{ fieldErrors: { field: string }[] }>('RequestPay', { requestId: requestId(), mobile: '12', amount: 250 * KES });
    expect(phone.body.rspMsgCd).toBe('MMCP0006');
    expect(phone.body.fieldErrors[0]!.field).toBe('mobile');
    const cents = await client.call('RequestPay', { requestId: requestId(), mobile: '0722000111', amount: 250 * KES + 50 });
    expect(cents.body.rspMsgCd).toBe('MMCP4008');
  });
});

describe('receive codes', () => {
  it('generates, closes, enables and decodes a code', async () => {
    const client = await owner();
    const made = await client.call<ReceiveCode>('GenerateCode', { amount: 150 * KES });
    expect(made.body).toMatchObject({ rspMsgCd: 'MMC00000', rcvFlg: '1', amount: 150 * KES });
    expect(made.body.code).toMatch(/^[A-Z2-9]{8}$/);
    const info = await client.call<{ list: ReceiveCode[]; paybillNo: string; simulatorFlg: string }>('QueryPaymentCodeInfo', { limit: 10 });
    expect(info.body.list[0]!.code).toBe(made.body.code);
    expect(info.body).toMatchObject({ paybillNo: t.money.mpesaShortCode, simulatorFlg: 'Y' });
    const decoded = await client.call('QueryPayCode', { code: made.body.code.toLowerCase() });
    expect(decoded.body).toMatchObject({ merchantName: 'Amani Traders Ltd', amount: 150 * KES, rcvFlg: '1', paybillNo: t.money.mpesaShortCode });
    const closed = await client.call<ReceiveCode>('ClosePaymentCode', { code: made.body.code });
    expect(closed.body).toMatchObject({ rcvFlg: '0' });
    expect(closed.body.closedAt).toMatch(/^\d{14}$/);
    expect((await client.call('QueryPayCode', { code: made.body.code })).body).toMatchObject({ rcvFlg: '0' });
    expect((await client.call<ReceiveCode>('EnablePaymentCode', { code: made.body.code })).body).toMatchObject({ rcvFlg: '1', closedAt: null });
    expect((await client.call('QueryPayCode', { code: 'NOSUCH99' })).body.rspMsgCd).toBe('MMCP4403');
    expect((await client.call('ClosePaymentCode', { code: 'NOSUCH99' })).body.rspMsgCd).toBe('MMCP4403');
    expect((await client.call('GenerateCode', { storeId: 'store-nowhere' })).body.rspMsgCd).toBe('MMCP2101');
    // A fixed amount is refused, not changed, outside the limits of receiving; M-PESA pays whole shillings.
    expect((await client.call('GenerateCode', { amount: 5 * KES })).body).toMatchObject({ rspMsgCd: 'MMCP4002', rspMsgInf: 'Enter an amount between 10.00 and 250,000.00', field: 'amount' });
    expect((await client.call('GenerateCode', { amount: 250_001 * KES })).body).toMatchObject({ rspMsgCd: 'MMCP4002', field: 'amount' });
    expect((await client.call('GenerateCode', { amount: 10_050 })).body).toMatchObject({ rspMsgCd: 'MMCP4008', field: 'amount' });
  });

  it('ties a code to a store and lists a store\'s codes', async () => {
    const client = await owner();
    const made = await client.call<ReceiveCode>('GenerateCode', { storeId: 'store-westlands' });
    expect(made.body).toMatchObject({ storeId: 'store-westlands', storeName: 'Westlands Branch', amount: null });
    const info = await client.call<{ list: ReceiveCode[]; total: number }>('QueryPaymentCodeInfo', { storeId: 'store-westlands' });
    expect(info.body.list.map((c) => c.code)).toEqual([made.body.code]);
    expect((await client.call('QueryPayCode', { code: made.body.code })).body).toMatchObject({ storeName: 'Westlands Branch' });
  });

  it('credits a C2B payment to an open code once, even when M-PESA confirms it twice', async () => {
    const client = await owner();
    const before = await available(client);
    const paid = await client.call<{ transId: string; resultCode: string }>('SimulateCodePayment', { code: 'amani001', amount: 420 * KES, mobile: '0722000111' });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', resultCode: '0' });
    expect(await available(client)).toBe(before + 420 * KES);
    // The same confirmation again (Daraja retries): no second credit.
    const confirmation = {
      TransactionType: 'Pay Bill',
      TransID: paid.body.transId,
      TransTime: '20260101120000',
      TransAmount: '420',
      BusinessShortCode: t.money.mpesaShortCode,
      BillRefNumber: 'AMANI001',
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '25472****111',
      FirstName: 'John',
      MiddleName: '',
      LastName: 'Doe',
    };
    const url = callbackUrl('', t.config.rails.callbackSecret, MPESA_ROUTES.c2bConfirmation, null);
    const again = await t.app.inject({ method: 'POST', url, payload: confirmation });
    expect(again.statusCode).toBe(200);
    expect(await available(client)).toBe(before + 420 * KES);
    const list = await client.call<{ list: WalletTrans[] }>('QryWalletTransList', { limit: 5, ordTyp: 'Q1' });
    expect(list.body.list.filter((o) => o.counterparty !== null && o.totalAmount === 420 * KES)).toHaveLength(1);
  });

  it('refuses a payment to a closed code at validation', async () => {
    const client = await owner();
    const made = await client.call<ReceiveCode>('GenerateCode', {});
    await client.call('ClosePaymentCode', { code: made.body.code });
    const before = await available(client);
    const paid = await client.call<{ resultCode: string }>('SimulateCodePayment', { code: made.body.code, amount: 100 * KES, mobile: '0722000111' });
    expect(paid.body.resultCode).not.toBe('0');
    expect(await available(client)).toBe(before);
  });
});
