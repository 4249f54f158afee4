import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../../shared/actions/settlement';
import type { Till } from '../../../shared/actions/tills';
import { migrationProvider } from '../../db/database';
import { isoAfter, nairobiDayStartIso, toNairobi14 } from '../../db/util';
import { accountBalance, tillAccountId, walletAccountId } from '../../ledger/ledger';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';
import { nextDate } from '../tills/tills.queries';
import { settleOutcome } from '../money/settle';
import { settlementRunHandler } from './settlement.service';

const t = withTestApp();
const KES = 100;
const MAIN = 'store-main';
const BRANCH = 'store-westlands';

const as = (userId: string, type: 'P' | 'E' | 'S') => signIn(t, userId, type);
const owner = () => as(DEMO_LOGIN.owner.userId, 'P');
type Client = Awaited<ReturnType<typeof owner>>;
const requestId = () => `st${crypto.randomBytes(8).toString('hex')}`;
const tillBalance = async (tillId: string) => (await accountBalance(t.database.db, tillAccountId(tillId))).balance;
const walletBalance = async () => (await accountBalance(t.database.db, walletAccountId('merc-demo'))).balance;

expectBalancedLedgerAfterEach(t);

/** A new till with its own settlement method (manual unless told), paid by a customer. */
async function paidTill(client: Client, storeId: string, amounts: number[], method: '0' | '1' | '2' | '3' = '2', threshold?: number) {
  const till = (await client.call<Till>('AddMerchantTill', { tillName: `Till ${crypto.randomBytes(3).toString('hex')}`, storeId })).body;
  expect((await client.call('UpdateTillSetting', { tillId: till.tillId, settleMethod: method, settleThreshold: threshold })).body.rspMsgCd).toBe('MMC00000');
  for (const amount of amounts) {
    const paid = await client.call<{ resultCode: string }>('SimulateTillPayment', { tillNo: till.tillNo, amount, mobile: '0722000111' });
    expect(paid.body.resultCode).toBe('0');
  }
  return till;
}

/** Runs the jobs until the condition holds (settlements on a network answer asynchronously). */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await t.money.jobs.drain();
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function settlementsOf(client: Client, tillId: string) {
  const res = await client.call<{ list: Settlement[]; total: number }>('QuerySettlementList', { tillId, limit: 50 });
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body;
}

describe("the wallet's activity on /home", () => {
  const todayIn = async (client: Client) => {
    const res = await client.call<{ list: { moneyIn: number; moneyOut: number }[] }>('QryWalletDailyFlow', { days: 14 });
    return res.body.list.at(-1)!.moneyIn;
  };
  const activity = async (client: Client) => (await client.call<{ list: { ordNo: string }[] }>('QryWalletTransList', { limit: 100 })).body.list.map((o) => o.ordNo);

  it("counts a till's settlement into the wallet, and not a customer's payment to the till", async () => {
    const client = await owner();
    const before = await todayIn(client);
    const listed = await activity(client);
    const till = await paidTill(client, MAIN, [700 * KES]);
    expect(await activity(client)).toEqual(listed);
    expect(await todayIn(client)).toBe(before);
    const settled = await client.call<Settlement>('SettleTill', { tillId: till.tillId, amount: 700 * KES, requestId: requestId() });
    expect(settled.body).toMatchObject({ status: 'S', netAmount: 700 * KES });
    expect(await todayIn(client)).toBe(before + 700 * KES);
    // A transfer from the wallet is the wallet's: it stays in the activity.
    expect((await client.call<{ list: { ordTyp: string }[] }>('QryWalletTransList', { limit: 5, ordTyp: '28' })).body.list[0]).toMatchObject({ ordTyp: '28' });
  });
});

describe('settling a till by hand', () => {
  it('moves the amount to the business wallet, lists it and audits it; a retry moves nothing more', async () => {
    const client = await owner();
    const till = await paidTill(client, MAIN, [500 * KES]);
    const wallet = await walletBalance();
    const id = requestId();
    const res = await client.call<Settlement>('SettleTill', { tillId: till.tillId, amount: 300 * KES, requestId: id });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S', channel: 'W', method: '2', amount: 300 * KES, fee: 0, netAmount: 300 * KES });
    const again = await client.call<Settlement>('SettleTill', { tillId: till.tillId, amount: 300 * KES, requestId: id });
    expect(again.body.settlementId).toBe(res.body.settlementId);
    // The same request id with another amount is refused, not answered with the first settlement.
    const other = await client.call<Settlement>('SettleTill', { tillId: till.tillId, amount: 100 * KES, requestId: id });
    expect(other.body).toMatchObject({ rspMsgCd: 'MMCP0010', field: 'amount' });
    expect(await tillBalance(till.tillId)).toBe(200 * KES);
    expect(await walletBalance()).toBe(wallet + 300 * KES);
    const listed = await settlementsOf(client, till.tillId);
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ settlementId: res.body.settlementId, status: 'S', tillNo: till.tillNo });
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'TILL_SETTLE').where('detail', 'like', `Till ${till.tillNo}%`).execute();
    expect(audit).toHaveLength(1);
    // The records list it as money into the wallet, as the statement does (its own order, A6).
    expect(res.body.ordNo).toMatch(/^\d{20,}$/);
    const records = await client.call<{ list: { ordNo: string; ordTyp: string; dcFlg: string; totalAmount: number; status: string }[] }>('QueryDasOrderInfoPage', { keyword: res.body.ordNo! });
    expect(records.body.list).toEqual([expect.objectContaining({ ordNo: res.body.ordNo, ordTyp: 'A6', dcFlg: 'c', totalAmount: 300 * KES, status: 'S' })]);
  });

  it('refuses more than the available balance', async () => {
    const client = await owner();
    const till = await paidTill(client, MAIN, [100 * KES]);
    const res = await client.call('SettleTill', { tillId: till.tillId, amount: 100 * KES + 1, requestId: requestId() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP5208', rspMsgInf: 'Settlement amount cannot exceed available balance.', field: 'amount' });
    expect(await tillBalance(till.tillId)).toBe(100 * KES);
    expect((await settlementsOf(client, till.tillId)).total).toBe(0);
    const missing = await client.call('SettleTill', { tillId: 'till-nope', amount: 100, requestId: requestId() });
    expect(missing.body.rspMsgCd).toBe('MMCP5201');
  });

  it('refuses a business whose KYC level does not allow settlement (132), and moves nothing', async () => {
    const other = await registerBusinessOwner(t, { phone: '0711888001', first: 'Amina', last: 'Hassan', idNo: '33556601', device: 'dev-settle-kyc' });
    const store = await t.database.db.selectFrom('stores').select('stores.id').innerJoin('merchants', 'merchants.id', 'stores.merchant_id').where('merchants.merc_no', '=', other.mercNo).executeTakeFirstOrThrow();
    const till = await paidTill(other.client, store.id, [100 * KES]);
    const res = await other.client.call('SettleTill', { tillId: till.tillId, amount: 50 * KES, requestId: requestId() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '132' });
    expect(await tillBalance(till.tillId)).toBe(100 * KES);
    expect((await settlementsOf(other.client, till.tillId)).total).toBe(0);
  });

  it('sends a branch till to its bank account on the bank rail, with the EFT fee out of the amount', async () => {
    const client = await owner();
    const till = await paidTill(client, BRANCH, [1_000 * KES]);
    const fee = await client.call<{ fee: number; exciseDuty: number; netAmount: number; channel: string; availableBalance: number }>('QuerySettlementFee', { tillId: till.tillId, amount: 1_000 * KES });
    expect(fee.body).toMatchObject({ rspMsgCd: 'MMC00000', channel: 'B', fee: 30 * KES, exciseDuty: 450, netAmount: 1_000 * KES - 30 * KES - 450, availableBalance: 1_000 * KES });
    const res = await client.call<Settlement>('SettleTill', { tillId: till.tillId, amount: 1_000 * KES, requestId: requestId() });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'P', channel: 'B', destination: 'KCB Bank 1187654322' });
    expect(res.body.ordNo).toBeTruthy();
    await until(async () => (await settlementsOf(client, till.tillId)).list[0]?.status === 'S');
    expect(await tillBalance(till.tillId)).toBe(0);
    const order = await client.call<{ ordTyp: string; status: string }>('QueryTransferOrdSts', { ordNo: res.body.ordNo });
    expect(order.body).toMatchObject({ ordTyp: 'A6', status: 'S' });
  });

  it('puts the money back on the till when the bank refuses the settlement', async () => {
    const client = await owner();
    const till = await paidTill(client, BRANCH, [400 * KES]);
    // The simulator refuses accounts ending 0001 (account not found).
    await t.database.db.updateTable('stores').set({ settle_account_no: '1187650001' }).where('id', '=', BRANCH).execute();
    try {
      const res = await client.call<Settlement>('SettleTill', { tillId: till.tillId, amount: 400 * KES, requestId: requestId() });
      expect(res.body.status).toBe('P');
      await until(async () => (await settlementsOf(client, till.tillId)).list[0]?.status === 'F');
      // The money was held on the till while the bank answered (the network may answer before we
      // look), then released: the settlement's ledger entry is voided, never posted.
      const held = await t.database.db
        .selectFrom('journal_entries')
        .innerJoin('money_orders', 'money_orders.id', 'journal_entries.order_id')
        .select('journal_entries.status')
        .where('money_orders.ord_no', '=', res.body.ordNo ?? '')
        .execute();
      expect(held.map((e) => e.status)).toEqual(['V']);
      expect((await accountBalance(t.database.db, tillAccountId(till.tillId))).available).toBe(400 * KES);
      expect(await tillBalance(till.tillId)).toBe(400 * KES);
      // The bank's code comes with its words, for the screen to word it in the reader's language.
      const failed = (await settlementsOf(client, till.tillId)).list[0]!;
      expect(failed.resultCode).toBe('ACCOUNT_NOT_FOUND');
      expect(failed.resultDesc).toBeTruthy();
    } finally {
      await t.database.db.updateTable('stores').set({ settle_account_no: '1187654322' }).where('id', '=', BRANCH).execute();
    }
  });

  it('shows a settlement the bank confirmed after its deadline had failed it as settled, and the till paid once', async () => {
    const client = await owner();
    const till = await paidTill(client, BRANCH, [300 * KES]);
    // Settled to M-PESA, which cannot be reached for the simulator's 254708000006: the deadline fails it.
    const was = await t.database.db.selectFrom('stores').select(['settle_channel', 'settle_account_no']).where('id', '=', BRANCH).executeTakeFirstOrThrow();
    await t.database.db.updateTable('stores').set({ settle_channel: '5', settle_account_no: '0708000006' }).where('id', '=', BRANCH).execute();
    try {
      const res = await client.call<Settlement>('SettleTill', { tillId: till.tillId, amount: 300 * KES, requestId: requestId() });
      const order = await t.database.db.selectFrom('money_orders').select('id').where('ord_no', '=', res.body.ordNo ?? '').executeTakeFirstOrThrow();
      await until(async () => !!(await t.database.db.selectFrom('jobs').select('id').where('dedupe_key', '=', `chase:${order.id}`).executeTakeFirst()));
      await t.database.db.updateTable('money_orders').set({ deadline_at: isoAfter(-1) }).where('id', '=', order.id).execute();
      await t.database.db.updateTable('jobs').set({ run_at: isoAfter(-1) }).where('dedupe_key', '=', `chase:${order.id}`).execute();
      await t.money.jobs.drain();
      await until(async () => (await settlementsOf(client, till.tillId)).list[0]?.status === 'F');
      expect(await tillBalance(till.tillId)).toBe(300 * KES);

      expect(await settleOutcome(t.money, { orderId: order.id, networkRef: 'MPESA-LATE', status: 'S', resultCode: '0', resultDesc: 'Success', receipt: 'BLATE00001' })).toBe(true);
      const settled = (await settlementsOf(client, till.tillId)).list[0]!;
      expect(settled).toMatchObject({ status: 'S', resultCode: null });
      // The till paid what the settlement's order takes, once: as a settlement that succeeded in time.
      const taken = await t.database.db.selectFrom('money_orders').select(['amount', 'fee', 'excise', 'vat']).where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(await tillBalance(till.tillId)).toBe(300 * KES - (taken.amount + taken.fee + taken.excise + taken.vat));
      expect(await settleOutcome(t.money, { orderId: order.id, networkRef: 'MPESA-LATE', status: 'S', resultCode: '0', resultDesc: 'Success', receipt: 'BLATE00001' })).toBe(false);
    } finally {
      await t.database.db.updateTable('stores').set(was).where('id', '=', BRANCH).execute();
    }
  });
});

describe('settling to another business', () => {
  it('credits the wallet of the business whose merchant number the store gives (method 2)', async () => {
    const client = await owner();
    const other = await t.database.db.selectFrom('merchants').select(['id', 'merc_no']).where('id', '!=', 'merc-demo').where('parent_id', 'is', null).executeTakeFirstOrThrow();
    const till = await paidTill(client, MAIN, [250 * KES]);
    const before = await t.database.db.selectFrom('stores').select(['settle_channel', 'settle_account_no', 'settle_account_name']).where('id', '=', MAIN).executeTakeFirstOrThrow();
    await t.database.db.updateTable('stores').set({ settle_channel: '2', settle_account_no: other.merc_no, settle_account_name: 'Partner wallet' }).where('id', '=', MAIN).execute();
    try {
      const [theirs, mine] = [(await accountBalance(t.database.db, walletAccountId(other.id))).balance, await walletBalance()];
      const res = await client.call<Settlement>('SettleTill', { tillId: till.tillId, amount: 250 * KES, requestId: requestId() });
      expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S', channel: 'W', destination: other.merc_no });
      expect((await accountBalance(t.database.db, walletAccountId(other.id))).balance).toBe(theirs + 250 * KES);
      expect(await walletBalance()).toBe(mine);
    } finally {
      await t.database.db.updateTable('stores').set(before).where('id', '=', MAIN).execute();
    }
  });
});

describe('settlement jobs', () => {
  it('settles a period once, even when its job runs twice', async () => {
    const client = await owner();
    const till = await paidTill(client, MAIN, [250 * KES, 150 * KES], '1');
    const wallet = await walletBalance();
    const today = toNairobi14(new Date().toISOString()).slice(0, 8);
    const run = settlementRunHandler(t.money);
    const payload = { tillId: till.tillId, period: today, method: '1', asOf: nairobiDayStartIso(nextDate(today)) };
    await run(payload, {} as never);
    await run(payload, {} as never);
    await Promise.all([run(payload, {} as never), run(payload, {} as never)]);
    expect(await tillBalance(till.tillId)).toBe(0);
    expect(await walletBalance()).toBe(wallet + 400 * KES);
    const listed = await settlementsOf(client, till.tillId);
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ method: '1', period: today, amount: 400 * KES, status: 'S' });
  });

  it('settles only what the till held when its day ended', async () => {
    const client = await owner();
    const till = await paidTill(client, MAIN, [200 * KES], '1');
    const today = toNairobi14(new Date().toISOString()).slice(0, 8);
    // "Yesterday" ended before the payment came: nothing to settle for it.
    await settlementRunHandler(t.money)({ tillId: till.tillId, period: '20200101', method: '1', asOf: nairobiDayStartIso(today) }, {} as never);
    expect(await tillBalance(till.tillId)).toBe(200 * KES);
    expect((await settlementsOf(client, till.tillId)).total).toBe(0);
  });

  it('settles a real-time till as each payment arrives', async () => {
    const client = await owner();
    const till = await paidTill(client, MAIN, [120 * KES], '0');
    await until(async () => (await tillBalance(till.tillId)) === 0);
    const listed = await settlementsOf(client, till.tillId);
    expect(listed.list).toHaveLength(1);
    expect(listed.list[0]).toMatchObject({ method: '0', amount: 120 * KES, status: 'S' });
  });

  it('settles a threshold till once its balance reaches the threshold', async () => {
    const client = await owner();
    const till = await paidTill(client, MAIN, [300 * KES], '3', 500 * KES);
    await t.money.jobs.drain();
    expect(await tillBalance(till.tillId)).toBe(300 * KES);
    await client.call('SimulateTillPayment', { tillNo: till.tillNo, amount: 300 * KES, mobile: '0722000111' });
    await until(async () => (await tillBalance(till.tillId)) === 0);
    expect((await settlementsOf(client, till.tillId)).list[0]).toMatchObject({ method: '3', amount: 600 * KES });
  });
});

describe('the settlement list', () => {
  it('pages on the server, filters by status and store, and sums settled amounts per day', async () => {
    const client = await owner();
    const first = await client.call<{ list: Settlement[]; total: number; totalSettled: number; daily: { date: string; amount: number }[] }>('QuerySettlementList', { limit: 5, offset: 0 });
    expect(first.body.list).toHaveLength(5);
    expect(first.body.total).toBeGreaterThan(5);
    expect(first.body.totalSettled).toBeGreaterThan(0);
    expect(first.body.daily).toHaveLength(14);
    expect(first.body.daily.filter((d) => d.amount > 0).length).toBeGreaterThanOrEqual(5);
    // A period longer than the chart's 92 days charts its last 92, where the newest rows are.
    const today = first.body.daily[first.body.daily.length - 1]!.date;
    const long = await client.call<{ totalSettled: number; daily: { date: string; amount: number }[] }>('QuerySettlementList', { startDate: '20250101', endDate: today, limit: 5 });
    expect(long.body.daily).toHaveLength(92);
    expect(long.body.daily[91]!.date).toBe(today);
    // The demo's settlements are all in its last month: the chart holds every one the totals count.
    expect(long.body.daily.reduce((s, d) => s + d.amount, 0)).toBe(long.body.totalSettled);
    const branch = await client.call<{ list: Settlement[] }>('QuerySettlementList', { storeId: BRANCH, status: 'S', limit: 50 });
    expect(branch.body.list.length).toBeGreaterThan(0);
    expect(branch.body.list.every((s) => s.status === 'S' && s.storeName === 'Westlands Branch')).toBe(true);
    expect(branch.body.list.some((s) => s.channel === 'B' && s.fee === 30 * KES)).toBe(true);
  });

  it('is for function 1A: a cashier may not see it', async () => {
    const client = await as(DEMO_LOGIN.cashier.userId, 'S');
    expect((await client.call('QuerySettlementList', {})).body.rspMsgCd).toBe('MMCP0403');
    expect((await client.call('SettleTill', { tillId: 'till-demo-counter1', amount: 100, requestId: requestId() })).body.rspMsgCd).toBe('MMCP0403');
  });
});

describe('settlements recorded before banks were named (migration 0049)', () => {
  it("names the bank of an older settlement's destination, as new ones do, and back on the way down", async () => {
    const migration = (await migrationProvider.getMigrations())['0049_settlement_destination_names']!;
    const row = await t.database.db.selectFrom('till_settlements').select('id').where('channel', '=', 'B').executeTakeFirstOrThrow();
    const destination = async () => (await t.database.db.selectFrom('till_settlements').select('destination').where('id', '=', row.id).executeTakeFirstOrThrow()).destination;
    await t.database.db.updateTable('till_settlements').set({ destination: '01 1187654322' }).where('id', '=', row.id).execute();
    // A settlement to a wallet (another business's number) is not a bank's to word.
    const wallets = () => t.database.db.selectFrom('till_settlements').select(['id', 'destination']).where('channel', '!=', 'B').orderBy('id').execute();
    const walletsBefore = await wallets();
    await migration.up(t.database.db);
    expect(await wallets()).toEqual(walletsBefore);
    expect(await destination()).toBe('KCB Bank 1187654322');
    const client = await owner();
    const listed = await client.call<{ list: Settlement[] }>('QuerySettlementList', { storeId: BRANCH, limit: 50 });
    expect(listed.body.list.find((s) => s.settlementId === row.id)?.destination).toBe('KCB Bank 1187654322');
    await migration.down!(t.database.db);
    expect(await destination()).toBe('01 1187654322');
    await migration.up(t.database.db);
    expect(await destination()).toBe('KCB Bank 1187654322');
  });
});

describe('settlements made without an order (migration 0051)', () => {
  it('gives each one its order, linked to its ledger entry, as the records need; and takes them back on the way down', async () => {
    const migration = (await migrationProvider.getMigrations())['0051_settlement_orders']!;
    const db = t.database.db;
    // The demo's settlements of the last day, one into the wallet and one to the bank, as they were before: no order.
    const settled = await db.selectFrom('till_settlements').select(['id', 'order_id', 'channel', 'amount', 'fee', 'excise', 'vat']).where('status', '=', 'S').where('id', 'like', 'ts-demo-%').orderBy('created_at', 'desc').limit(20).execute();
    const toWallet = settled.find((s) => s.channel === 'W')!;
    const toBank = settled.find((s) => s.channel === 'B')!;
    for (const s of [toWallet, toBank]) {
      await db.updateTable('journal_entries').set({ order_id: null }).where('order_id', '=', s.order_id!).execute();
      await db.updateTable('till_settlements').set({ order_id: null }).where('id', '=', s.id).execute();
      await db.deleteFrom('money_orders').where('id', '=', s.order_id!).execute();
    }
    await migration.up(db);
    const orderOf = async (id: string) => {
      const row = await db.selectFrom('till_settlements').select('order_id').where('id', '=', id).executeTakeFirstOrThrow();
      return row.order_id ? db.selectFrom('money_orders').selectAll().where('id', '=', row.order_id).executeTakeFirstOrThrow() : null;
    };
    const wallet = (await orderOf(toWallet.id))!;
    const numbers = (o: typeof wallet) => ({ ...o, amount: Number(o.amount), wallet_activity: Number(o.wallet_activity) });
    expect(numbers(wallet)).toMatchObject({ ord_typ: 'A9', direction: 'in', rail: 'internal', status: 'S', amount: Number(toWallet.amount), wallet_activity: 2 });
    const bank = (await orderOf(toBank.id))!;
    const charges = Number(toBank.fee) + Number(toBank.excise) + Number(toBank.vat);
    expect(numbers(bank)).toMatchObject({ ord_typ: 'A9', direction: 'out', rail: 'bank', status: 'S', amount: Number(toBank.amount) - charges, wallet_activity: 0 });
    const entry = await db.selectFrom('journal_entries').select('order_id').where('idem_key', '=', `settlement:${toWallet.id}`).executeTakeFirstOrThrow();
    expect(entry.order_id).toBe(wallet.id);
    // The records list it, as money into the wallet.
    const client = await owner();
    const records = await client.call<{ list: { ordNo: string; dcFlg: string }[] }>('QueryDasOrderInfoPage', { keyword: wallet.ord_no });
    expect(records.body.list).toEqual([expect.objectContaining({ ordNo: wallet.ord_no, dcFlg: 'c' })]);
    await migration.down!(db);
    expect(await orderOf(toWallet.id)).toBeNull();
    expect(await orderOf(toBank.id)).toBeNull();
    await migration.up(db);
    expect((await orderOf(toWallet.id))?.direction).toBe('in');
  });
});
