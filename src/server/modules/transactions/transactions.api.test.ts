import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyOrder } from '../../../shared/actions/money';
import type { TransPosting, TransRecord } from '../../../shared/actions/transactions';
import { type CompiledQuery, sql } from 'kysely';
import { migrationProvider } from '../../db/database';
import { newId, nowIso } from '../../db/util';
import type { WireClient } from '../../testing/client';
import { moneyOrderRow } from '../money/orders';
import { recordSummaryQuery, recordsQuery } from './transactions.queries';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, nairobiDay, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();
expectBalancedLedgerAfterEach(t);
const KES = 100;

type Page = { list: TransRecord[]; total: number; totalIn: number; totalOut: number };
type Detail = {
  order: MoneyOrder & { dcFlg: 'c' | 'd'; operator: string | null };
  history: { status: string; at: string; desc: string | null }[];
  postings: TransPosting[];
};

let owner: WireClient;
let cashier: WireClient;
let other: Awaited<ReturnType<typeof registerBusinessOwner>>;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'tx-owner');
  cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'tx-cashier');
  other = await registerBusinessOwner(t, { phone: '0755531001', first: 'Imani', last: 'Wekesa', idNo: '31531001', device: 'tx-other' });
});

const records = async (client: WireClient, body: Record<string, unknown>) => {
  const res = await client.call<Page>('QueryDasOrderInfoPage', body);
  expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
  return res.body;
};

/** A withdrawal to the owner's M-PESA as /home/withdraw makes it, followed until the network answered. */
async function withdrawal(amount: number): Promise<MoneyOrder> {
  const pre = await owner.call<{ authTxCode: string; order: MoneyOrder }>('WithdrawPreOrder', {
    requestId: `tx${crypto.randomBytes(8).toString('hex')}`,
    method: 'mpesa',
    amount,
    msisdn: '0712345678',
  });
  expect(pre.body.rspMsgCd).toBe('MMC00000');
  expect((await owner.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) })).body.rspMsgCd).toBe('MMC00000');
  await owner.call('Withdraw', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
  for (let i = 0; i < 100; i++) {
    const res = await owner.call<MoneyOrder>('QueryTransferOrdSts', { ordNo: pre.body.order.ordNo });
    if (res.body.status === 'S' || res.body.status === 'F') return res.body;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('withdrawal did not finish');
}

describe('transaction records', () => {
  it('pages every record of the business newest first behind a stable order', async () => {
    const all = await records(owner, { limit: 100 });
    expect(all.total).toBeGreaterThan(20);
    const first = await records(owner, { limit: 7, offset: 0 });
    const second = await records(owner, { limit: 7, offset: 7 });
    expect(first.total).toBe(all.total);
    expect([...first.list, ...second.list].map((r) => r.ordNo)).toEqual(all.list.slice(0, 14).map((r) => r.ordNo));
    const times = all.list.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('narrows by type, status, channel, direction and date range, with totals of the whole filter', async () => {
    const transfers = await records(owner, { ordTyp: '20', limit: 100 });
    expect(transfers.list.length).toBeGreaterThanOrEqual(3);
    expect(transfers.list.every((r) => r.ordTyp === '20' && r.dcFlg === 'd')).toBe(true);
    expect(transfers.totalIn).toBe(0);
    expect(transfers.totalOut).toBe(transfers.list.filter((r) => r.status === 'S').reduce((s, r) => s + r.totalAmount, 0));

    const eft = await records(owner, { rcvCnl: '41', limit: 100 });
    expect(eft.list.length).toBeGreaterThan(0);
    expect(eft.list.every((r) => r.rcvCnl === '41')).toBe(true);

    const incoming = await records(owner, { dcFlg: 'c', limit: 3 });
    expect(incoming.list.every((r) => r.dcFlg === 'c')).toBe(true);
    // Totals cover the filter, not just the page.
    let incomingPaid = 0;
    for (let offset = 0; offset < incoming.total; offset += 100) {
      const page = await records(owner, { dcFlg: 'c', limit: 100, offset });
      incomingPaid += page.list.filter((r) => r.status === 'S').reduce((s, r) => s + r.totalAmount, 0);
    }
    expect(incoming.totalIn).toBe(incomingPaid);
    expect(incoming.totalIn).toBeGreaterThan(incoming.list.reduce((s, r) => s + r.totalAmount, 0));

    // Refunds (71) and orders held for approval (W) are listed, so the filters offer them.
    const refunds = await records(owner, { ordTyp: '71', limit: 100 });
    expect(refunds.list.length).toBeGreaterThan(0);
    expect(refunds.list.every((r) => r.ordTyp === '71' && r.dcFlg === 'd')).toBe(true);
    const held = await records(owner, { status: 'W', limit: 100 });
    expect(held.list.length).toBeGreaterThan(0);
    expect(held.list.every((r) => r.status === 'W')).toBe(true);

    const bankTransfers = await records(owner, { transTypId: '104', status: 'S', limit: 100 });
    expect(bankTransfers.list.map((r) => r.counterparty)).toContain('Kamau Hardware Supplies');

    const week = await records(owner, { startDate: nairobiDay(6), endDate: nairobiDay(0), limit: 100 });
    const month = await records(owner, { startDate: nairobiDay(40), endDate: nairobiDay(0), limit: 100 });
    expect(week.total).toBeGreaterThan(0);
    expect(week.total).toBeLessThan(month.total);
    expect(week.list.every((r) => r.createdAt.slice(0, 8) >= nairobiDay(6))).toBe(true);
    const oldDay = await records(owner, { startDate: nairobiDay(32), endDate: nairobiDay(32), limit: 100 });
    expect(oldDay.list.map((r) => r.ordTyp)).toEqual(['01']);
  });

  it('finds records by order number, receipt, part of the counterparty name and the phone as typed', async () => {
    const mary = await records(owner, { keyword: 'ry achie' });
    expect(mary.list.map((r) => r.counterparty)).toEqual(['Mary Achieng']);
    const byPhone = await records(owner, { keyword: '0722000111', ordTyp: '20' });
    expect(byPhone.list.map((r) => r.counterparty)).toEqual(['Mary Achieng']);
    const byOrdNo = await records(owner, { keyword: mary.list[0]!.ordNo });
    expect(byOrdNo.list.map((r) => r.ordNo)).toEqual([mary.list[0]!.ordNo]);
    const byReceipt = await records(owner, { keyword: 'rkc4tt0002' });
    expect(byReceipt.list.map((r) => r.ordNo)).toEqual([mary.list[0]!.ordNo]);
    // LIKE wildcards are taken literally.
    expect((await records(owner, { keyword: '%' })).total).toBe(0);
    expect((await records(owner, { keyword: '_' })).total).toBe(0);
  });

  it('finds records by a part of the account, a part of the phone and the name in any case', async () => {
    const byAccount = await records(owner, { keyword: '0291234' });
    expect(byAccount.list.map((r) => r.counterparty)).toEqual(['Kamau Hardware Supplies']);
    const byPartOfPhone = await records(owner, { keyword: '2200011' });
    expect(byPartOfPhone.list.map((r) => r.counterparty)).toEqual(['Mary Achieng']);
    const shouted = await records(owner, { keyword: 'MARY ACHIENG' });
    expect(shouted.list.map((r) => r.counterparty)).toEqual(['Mary Achieng']);
    // An order number or receipt is matched whole, not in part.
    expect((await records(owner, { keyword: shouted.list[0]!.ordNo.slice(0, -1) })).list.map((r) => r.ordNo)).not.toContain(shouted.list[0]!.ordNo);
    expect((await records(owner, { keyword: 'RKC4TT000' })).total).toBe(0);
  });

  it("takes % and _ in a keyword literally, and counts and totals a search alike whether its first page holds all of it or not", async () => {
    const zawadi = await registerBusinessOwner(t, { phone: '0755531002', first: 'Zawadi', last: 'Njeri', idNo: '31531002', device: 'tx-zawadi' });
    const db = t.database.db;
    const merchant = await db.selectFrom('merchants').select('id').where('merc_no', '=', zawadi.mercNo).executeTakeFirstOrThrow();
    // The search reads the orders alone: rows as every writer makes them, no ledger needed.
    const order = (name: string, direction: 'in' | 'out', amount: number, status: 'S' | 'F', fee = 0) =>
      moneyOrderRow({ id: newId(), merchant_id: merchant.id, ord_typ: direction === 'in' ? 'Q1' : '20', trans_typ_id: direction === 'in' ? '101' : '110', direction, rail: 'mpesa', amount, fee, status, request_id: newId(), counterparty_name: name, created_at: nowIso() });
    await db
      .insertInto('money_orders')
      .values([
        order('Honey 100%_Pure', 'in', 900 * KES, 'S'),
        order('Honey 1000 Pure', 'out', 400 * KES, 'S', 7 * KES),
        order('Honey Mama_Bora', 'in', 250 * KES, 'F'),
        order('Honey Mama Bora', 'out', 120 * KES, 'S', 3 * KES),
      ])
      .execute();
    const names = async (keyword: string) => (await records(zawadi.client, { keyword, limit: 100 })).list.map((r) => r.counterparty).sort();
    expect(await names('0%_p')).toEqual(['Honey 100%_Pure']);
    expect(await names('%')).toEqual(['Honey 100%_Pure']);
    expect(await names('a_b')).toEqual(['Honey Mama_Bora']);
    expect(await names('_')).toEqual(['Honey 100%_Pure', 'Honey Mama_Bora']);

    const whole = await records(zawadi.client, { keyword: 'honey', limit: 100 });
    expect(whole).toMatchObject({ total: 4, totalIn: 900 * KES, totalOut: 400 * KES + 7 * KES + 120 * KES + 3 * KES });
    const paged = await records(zawadi.client, { keyword: 'honey', limit: 1 });
    expect({ ...paged, list: [] }).toEqual({ ...whole, list: [] });
    const second = await records(zawadi.client, { keyword: 'honey', limit: 2, offset: 2 });
    expect({ ...second, list: [] }).toEqual({ ...whole, list: [] });
  });

  it('refuses a date range that ends before it starts or after today, naming the field', async () => {
    const res = await owner.call('QueryDasOrderInfoPage', { startDate: nairobiDay(1), endDate: nairobiDay(3) });
    expect(res.body.rspMsgCd).toBe('MMCP0006');
    expect(res.body.fieldErrors?.[0]).toEqual({ field: 'endDate', message: 'The end date cannot be before the start date' });
    const future = await owner.call('QueryDasOrderInfoPage', { startDate: nairobiDay(3), endDate: nairobiDay(-30) });
    expect(future.body.fieldErrors?.[0]).toEqual({ field: 'endDate', message: 'The period cannot end after today' });
    const bad = await owner.call('QueryDasOrderInfoPage', { status: 'X' });
    expect(bad.body.fieldErrors?.[0]?.field).toBe('status');
  });

  it("shows another business none of this business's records", async () => {
    const mine = await records(owner, { limit: 1 });
    const theirs = await records(other.client, { limit: 100 });
    expect(theirs).toMatchObject({ list: [], total: 0, totalIn: 0, totalOut: 0 });
    const detail = await other.client.call('QueryTransRecordDetail', { ordNo: mine.list[0]!.ordNo });
    expect(detail.body.rspMsgCd).toBe('MMCP4004');
  });

  it('refuses a staff member without function 12', async () => {
    expect((await cashier.call('QueryDasOrderInfoPage', {})).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('QueryTransRecordDetail', { ordNo: '1' })).body.rspMsgCd).toBe('MMCP0403');
  });
});

describe('a transaction record in detail', () => {
  it("lets a member follow their own orders live, and others' only as the records show them (function 12)", async () => {
    const order = await withdrawal(60 * KES);
    expect((await owner.call<MoneyOrder>('QueryTransferOrdSts', { ordNo: order.ordNo })).body.status).toBe(order.status);
    // The cashier holds no function 12: the owner's withdrawal is not theirs to read.
    expect((await cashier.call('QueryTransferOrdSts', { ordNo: order.ordNo })).body.rspMsgCd).toBe('MMCP4004');
    expect((await other.client.call('QueryTransferOrdSts', { ordNo: order.ordNo })).body.rspMsgCd).toBe('MMCP4004');
  });

  it('shows the order, its charges, its steps and every posting with the wallet balance after it', async () => {
    const order = await withdrawal(500 * KES);
    expect(order.status).toBe('S');
    const res = await owner.call<Detail>('QueryTransRecordDetail', { ordNo: order.ordNo });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const { order: o, history, postings } = res.body;
    expect(o).toMatchObject({ ordNo: order.ordNo, ordTyp: '28', dcFlg: 'd', amount: 500 * KES, rcvMblNo: '254712345678', status: 'S' });
    expect(o.operator).toBeTruthy();
    expect(o.totalAmount).toBe(o.amount + o.fee + o.exciseDuty + o.vat);
    expect(history.map((h) => h.status)).toEqual(['U', 'P', 'S']);

    const wallet = postings.find((p) => p.account === 'wallet')!;
    expect(wallet).toMatchObject({ entryStatus: 'S', dcFlg: 'd', amount: o.totalAmount, role: 'principal' });
    // The newest settled wallet posting leaves the wallet at its ledger balance.
    const balance = await owner.call<{ balance: number }>('QryWalletDetails');
    expect(wallet.balanceAfter).toBe(balance.body.balance);
    const clearing = postings.find((p) => p.account === 'clearing:mpesa')!;
    expect(clearing).toMatchObject({ dcFlg: 'c', amount: o.amount, balanceAfter: null });
    const charges = postings.filter((p) => ['fee', 'excise', 'vat'].includes(p.role)).reduce((s, p) => s + p.amount, 0);
    expect(charges).toBe(o.fee + o.exciseDuty + o.vat);
    // Debits and credits of the entry balance.
    const signed = postings.reduce((s, p) => s + (p.dcFlg === 'c' ? p.amount : -p.amount), 0);
    expect(signed).toBe(0);
  });

  it('shows the balance after an older posting as the ledger stood then', async () => {
    const list = await records(owner, { ordTyp: '01', limit: 100 });
    const firstTopUp = list.list.at(-1)!;
    const res = await owner.call<Detail>('QueryTransRecordDetail', { ordNo: firstTopUp.ordNo });
    const wallet = res.body.postings.find((p) => p.account === 'wallet')!;
    expect(wallet).toMatchObject({ dcFlg: 'c', amount: firstTopUp.amount });
    // The demo's first money in: the wallet held exactly that afterwards.
    expect(wallet.balanceAfter).toBe(firstTopUp.amount);
  });

  it("shows a customer's payment to the receive code as created and paid, with nothing sent to a network", async () => {
    const payment = (await records(owner, { ordTyp: 'Q1', limit: 1 })).list[0]!;
    const res = await owner.call<Detail>('QueryTransRecordDetail', { ordNo: payment.ordNo });
    expect(res.body.history.map((h) => [h.status, h.desc])).toEqual([
      ['U', null],
      ['S', null],
    ]);
    expect(res.body.postings.map((p) => [p.account, p.dcFlg])).toEqual([
      ['clearing:mpesa', 'd'],
      ['wallet', 'c'],
    ]);
  });

  it("names a till's account by the till's name, as the till list does", async () => {
    const sale = (await records(owner, { ordTyp: '42', dcFlg: 'c', status: 'S', limit: 1 })).list[0]!;
    const res = await owner.call<Detail>('QueryTransRecordDetail', { ordNo: sale.ordNo });
    const till = res.body.postings.find((p) => p.account.startsWith('till:'))!;
    const named = await t.database.db.selectFrom('tills').select('name').where('id', '=', till.account.slice(5)).executeTakeFirstOrThrow();
    expect(till).toMatchObject({ dcFlg: 'c', accountName: named.name });
    expect(res.body.postings.find((p) => p.account === 'clearing:mpesa')?.accountName).toBeNull();
  });

  it('answers an unknown order number with order not found', async () => {
    expect((await owner.call('QueryTransRecordDetail', { ordNo: '404404404' })).body.rspMsgCd).toBe('MMCP4004');
  });

  it("counts and totals a business's records on money_orders_merchant_idx alone, never reading each order's row (SQLite's plan)", async () => {
    if (t.database.dialect !== 'sqlite') return;
    const summary = (f: Parameters<typeof recordSummaryQuery>[2]) => plan(recordSummaryQuery(t.database.db, 'merc-demo', f));
    expect(await summary({})).toEqual(['SEARCH money_orders USING COVERING INDEX money_orders_merchant_idx (merchant_id=?)']);
    const week = { startDate: nairobiDay(7), endDate: nairobiDay(0) };
    expect(await summary(week)).toEqual(['SEARCH money_orders USING COVERING INDEX money_orders_merchant_idx (merchant_id=? AND created_at>? AND created_at<?)']);
  });

  it('searches a word, a phone or an order number on money_orders_merchant_idx, which holds every column the keyword reads (SQLite plan, migration 0043)', async () => {
    if (t.database.dialect !== 'sqlite') return;
    for (const keyword of ['Mary', '0722000111', '20241016090000123456']) {
      const f = { keyword };
      // The count and totals never read an order's row; the page walks the same index newest first
      // (no sort) and, testing each order there, reads the rows of its matches only.
      expect(await plan(recordSummaryQuery(t.database.db, 'merc-demo', f))).toEqual(['SEARCH money_orders USING COVERING INDEX money_orders_merchant_idx (merchant_id=?)']);
      expect(await plan(recordsQuery(t.database.db, 'merc-demo', f).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(10))).toEqual([
        'SEARCH money_orders USING INDEX money_orders_merchant_idx (merchant_id=?)',
      ]);
    }
  });

  it('finds the same records and totals before and after migration 0043, which adds the searched columns to money_orders_merchant_idx', async () => {
    const searches = async () => Promise.all(['ry achie', '0722000111', 'rkc4tt0002', '0291234', 'top'].map((keyword) => records(owner, { keyword, limit: 3 })));
    const before = await searches();
    // 0043 alone, down and up again: the later migrations stay, as the running app's session query needs them.
    const migration = (await migrationProvider.getMigrations())['0043_records_search']!;
    // SQLite's index gains the columns; PostgreSQL's stays as it was (0043 says why).
    const indexed = async () =>
      t.database.dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from pragma_index_info('money_orders_merchant_idx')`.execute(t.database.db)).rows.map((r) => r.name).slice(9)
        : [];
    await migration.down!(t.database.db);
    expect(await indexed()).toEqual(t.database.dialect === 'sqlite' ? ['wallet_activity'] : []);
    expect(await searches()).toEqual(before);
    await migration.up(t.database.db);
    expect(await indexed()).toEqual(
      t.database.dialect === 'sqlite' ? ['wallet_activity', 'ord_no', 'receipt', 'counterparty_phone', 'counterparty_name', 'counterparty_account'] : [],
    );
    expect(await searches()).toEqual(before);
  });
});

const plan = async (query: { compile(): CompiledQuery }) => {
  const compiled = query.compile();
  const rows = await t.database.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
  return rows.rows.map((r) => r.detail);
};
