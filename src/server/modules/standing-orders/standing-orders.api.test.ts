import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StandingOrder, StandingOrderRun } from '../../../shared/actions/standingOrders';
import { ledgerViolations } from '../../ledger/ledger';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';
import { addDays, addMonths } from '../../../shared/rules/standingOrders';
import { runStandingOrder, scheduleStandingOrders } from './standing-orders.jobs';
import { nairobiToday } from './standing-orders.service';

const t = withTestApp();
const KES = 100;
const rid = () => `so-${crypto.randomBytes(8).toString('hex')}`;
type Envelope = { rspMsgCd: string; rspMsgInf?: string; fieldErrors?: { field: string; message: string }[] };
type Made = { authTxCode: string | null; fee: number; totalAmount: number; rcvNm: string | null; standingOrder: StandingOrder | null } & Envelope;
type Info = StandingOrder & { fee: number; exciseDuty: number; vat: number; totalAmount: number; runs: StandingOrderRun[] } & Envelope;

let owner: WireClient;
let baraka: Awaited<ReturnType<typeof registerBusinessOwner>>;
const today = () => nairobiToday();

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'so-device-owner');
  baraka = await registerBusinessOwner(t, { phone: '0755420001', first: 'Baraka', last: 'Otieno', idNo: '31420001', device: 'so-device-baraka' });
});

async function authorize(authTxCode: string) {
  const pin = await owner.call('VerifyPasscodeTrans', { authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
}

const base = (over: Record<string, unknown> = {}) => ({
  name: `Order ${crypto.randomBytes(3).toString('hex')}`,
  category: '01',
  payee: { rcvCnl: '28', bnfMblNo: '0755420001' },
  amount: 100 * KES,
  frequency: '2',
  startDate: today(),
  ...over,
});

/** CreateStandingOrder twice around the PIN, as the screen's steps 2 and 3 do. */
async function create(input: Record<string, unknown>): Promise<StandingOrder> {
  const requestId = rid();
  const first = await owner.call<Made>('CreateStandingOrder', { ...input, requestId });
  expect(first.body.rspMsgCd, JSON.stringify(first.body)).toBe('MMC00000');
  expect(first.body.standingOrder).toBeNull();
  await authorize(first.body.authTxCode!);
  const made = await owner.call<Made>('CreateStandingOrder', { ...input, requestId, authTxCode: first.body.authTxCode });
  expect(made.body.rspMsgCd, JSON.stringify(made.body)).toBe('MMC00000');
  return made.body.standingOrder!;
}

async function info(orderNo: string): Promise<Info> {
  const res = await owner.call<Info>('QueryStandingOrderInfo', { orderNo });
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body;
}

/** Waits until the order's runs have ended (the job runner runs them; the detail settles a run whose order ended). */
async function runsOf(orderNo: string, count: number, timeoutMs = 15_000): Promise<StandingOrderRun[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const runs = (await info(orderNo)).runs;
    if (runs.length >= count && runs.every((r) => r.status !== 'P')) return runs;
    if (Date.now() > until) throw new Error(`standing order ${orderNo} runs: ${JSON.stringify(runs)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function available(client: WireClient = owner): Promise<number> {
  return (await client.call<{ availableBalance: number }>('QryWalletDetails')).body.availableBalance;
}

describe('the Nairobi calendar', () => {
  it('reads today in Nairobi (UTC+3), not UTC', () => {
    expect(nairobiToday(new Date('2026-02-28T22:30:00Z'))).toBe('20260301');
    expect(nairobiToday(new Date('2026-02-28T20:59:59Z'))).toBe('20260228');
  });
});

describe('demo standing orders', () => {
  it('shows the monthly rent with its past runs and the paused float', async () => {
    const list = await owner.call<{ list: StandingOrder[]; total: number } & Envelope>('QueryStandingOrderList', { limit: 100 });
    expect(list.body.rspMsgCd).toBe('MMC00000');
    const rent = list.body.list.find((o) => o.name === 'Shop rent')!;
    expect(rent).toMatchObject({ status: '0', frequency: '2', rcvCnl: '41', amount: 15_000 * KES, runsDone: 2 });
    expect(rent.nextDate! > today()).toBe(true);
    const detail = await info(rent.orderNo);
    expect(detail.runs).toHaveLength(2);
    // Monthly from its start: the day of the month of the start (or the last day of a shorter month).
    expect(detail.runs[0]!.runDate > detail.runs[1]!.runDate).toBe(true);
    expect(detail.runs.every((r) => r.status === 'S' && r.ordNo && r.receipt)).toBe(true);
    // The charges of a run apart, as the confirm step quotes them: they add up to the total.
    expect(detail.fee).toBeGreaterThan(0);
    expect(detail.exciseDuty).toBeGreaterThan(0);
    expect(detail.totalAmount).toBe(15_000 * KES + detail.fee + detail.exciseDuty + detail.vat);
    const quote = await owner.call<Made & { exciseDuty: number; vat: number }>('CreateStandingOrder', {
      ...base({ name: 'Rent quote', payee: rent.payee, amount: rent.amount }),
      requestId: rid(),
    });
    expect(quote.body).toMatchObject({ fee: detail.fee, exciseDuty: detail.exciseDuty, vat: detail.vat, totalAmount: detail.totalAmount });
    expect(list.body.list.find((o) => o.name === 'Supplier float')?.status).toBe('1');
    const paused = await owner.call<{ list: StandingOrder[] }>('QueryStandingOrderList', { status: '1' });
    expect(paused.body.list.map((o) => o.name)).toEqual(['Supplier float']);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe('making a standing order', () => {
  it('answers the fee, total and a PIN code, then makes it; starting today it runs at once through the money core', async () => {
    const before = [await available(), await available(baraka.client)];
    const input = base({ name: 'Stock  Weekly', frequency: '1', amount: 250 * KES, reason: 'Stock' });
    const requestId = rid();
    const fallback = () => t.database.db.selectFrom('audit_trail').select('id').where('event', '=', 'ACTION').where('detail', '=', 'CreateStandingOrder').execute();
    const fallbackBefore = (await fallback()).length;
    const first = await owner.call<Made>('CreateStandingOrder', { ...input, requestId });
    expect(first.body).toMatchObject({ rspMsgCd: 'MMC00000', fee: 0, totalAmount: 250 * KES, rcvNm: 'Baraka Otieno', standingOrder: null });
    // The quote made nothing: the router wrote no fallback row (and logged no warning) for it.
    expect(await fallback()).toHaveLength(fallbackBefore);
    // Without the PIN the code does not make it.
    const early = await owner.call<Envelope>('CreateStandingOrder', { ...input, requestId, authTxCode: first.body.authTxCode });
    expect(early.body.rspMsgCd).toBe('MMCP2060');
    await authorize(first.body.authTxCode!);
    const made = await owner.call<Made>('CreateStandingOrder', { ...input, requestId, authTxCode: first.body.authTxCode });
    const so = made.body.standingOrder!;
    expect(so).toMatchObject({ name: 'Stock Weekly', status: '0', startDate: today(), rcvNm: 'Baraka Otieno', paySource: '1' });
    // The same request again answers the same standing order.
    const again = await owner.call<Made>('CreateStandingOrder', { ...input, requestId, authTxCode: first.body.authTxCode });
    expect(again.body.standingOrder?.orderNo).toBe(so.orderNo);

    const [run] = await runsOf(so.orderNo, 1);
    expect(run).toMatchObject({ runDate: today(), seq: 1, status: 'S', amount: 250 * KES });
    const order = await t.database.db.selectFrom('money_orders').selectAll().where('ord_no', '=', run!.ordNo!).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ ord_typ: '22', status: 'S', channel: '28' });
    expect([await available(), await available(baraka.client)]).toEqual([before[0]! - 250 * KES, before[1]! + 250 * KES]);
    const after = await info(so.orderNo);
    expect(after).toMatchObject({ lastDate: today(), runsDone: 1 });
    expect(after.nextDate! > today()).toBe(true);
    const notes = await t.database.db.selectFrom('notifications').select(['title', 'body']).where('title', '=', 'Standing order paid').execute();
    expect(notes.some((n) => n.body.includes('Stock Weekly'))).toBe(true);
    const audit = await t.database.db.selectFrom('audit_trail').select(['event', 'detail']).where('event', 'in', ['STANDING_ORDER_ADD', 'STANDING_ORDER_RUN']).execute();
    expect(audit.filter((a) => a.detail.includes(so.orderNo)).map((a) => a.event).sort()).toEqual(['STANDING_ORDER_ADD', 'STANDING_ORDER_RUN']);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('refuses the same name (any case or spacing): A standing order with the same name exists.', async () => {
    const check = await owner.call<{ exists: string } & Envelope>('CheckStandingOrderName', { name: 'shop RENT' });
    expect(check.body.exists).toBe('Y');
    expect((await owner.call<{ exists: string }>('CheckStandingOrderName', { name: 'Shop rent 2' })).body.exists).toBe('N');
    const res = await owner.call<Envelope>('CreateStandingOrder', { ...base({ name: ' Shop   Rent ' }), requestId: rid() });
    expect(res.body.rspMsgCd).toBe('MMCP5500');
    expect(res.body.rspMsgInf).toBe('A standing order with the same name exists.');
    expect(res.body.fieldErrors?.[0]?.field).toBe('name');
  });

  it("refuses a reason with characters the spec's reason text does not allow, naming the field", async () => {
    for (const reason of ['Rent - May', '房租']) {
      const res = await owner.call<Envelope>('CreateStandingOrder', { ...base({ name: `Reason ${rid()}`.slice(0, 30), reason }), requestId: rid() });
      expect(res.body.rspMsgCd).toBe('MMCP0006');
      expect(res.body.fieldErrors).toEqual([{ field: 'reason', message: 'Use letters, digits and . , ; : ! " \' ? @ only' }]);
    }
  });

  it('refuses a start in the past, an end before the start, a bad frequency, an amount outside the limits, a payee outside the groups', async () => {
    const past = await owner.call<Envelope>('CreateStandingOrder', { ...base({ startDate: '20200101' }), requestId: rid() });
    expect(past.body.rspMsgCd).toBe('MMCP5504');
    const far = await owner.call<Envelope>('CreateStandingOrder', { ...base({ startDate: '29991231' }), requestId: rid() });
    expect(far.body).toMatchObject({ rspMsgCd: 'MMCP5507', rspMsgInf: 'Choose a start date no more than one year from today', fieldErrors: [{ field: 'startDate' }] });
    const yearAhead = await owner.call<Made>('CreateStandingOrder', { ...base({ startDate: addMonths(today(), 12) }), requestId: rid() });
    expect(yearAhead.body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call<Envelope>('CreateStandingOrder', { ...base({ startDate: addDays(addMonths(today(), 12), 1) }), requestId: rid() })).body.rspMsgCd).toBe('MMCP5507');
    const tomorrow = String(Number(today()) + 1);
    const end = await owner.call<Envelope>('CreateStandingOrder', { ...base({ startDate: today(), endDate: '20250101' }), requestId: rid() });
    expect(end.body.rspMsgCd).toBe('MMCP5505');
    const freq = await owner.call<Envelope>('CreateStandingOrder', { ...base({ frequency: '5' }), requestId: rid() });
    expect(freq.body.fieldErrors?.[0]?.field).toBe('frequency');
    const low = await owner.call<Envelope>('CreateStandingOrder', { ...base({ amount: 5 * KES }), requestId: rid() });
    expect(low.body.rspMsgCd).toBe('MMCP4002');
    // Zero and a negative amount are outside the limits too, in the same words (spec 001 section 5), not 'This field is required'.
    for (const amount of [0, -100 * KES]) {
      const bad = await owner.call<Envelope>('CreateStandingOrder', { ...base({ amount }), requestId: rid() });
      expect(bad.body).toMatchObject({ rspMsgCd: 'MMCP4002', rspMsgInf: low.body.rspMsgInf });
      expect(bad.body.rspMsgInf).toMatch(/^Enter an amount between /);
      expect(bad.body.fieldErrors?.[0]?.field).toBe('amount');
    }
    const ncba = await owner.call<Envelope>('CreateStandingOrder', { ...base({ payee: { rcvCnl: '63', bankCode: '07', rcvAcNo: '1234567890' } }), requestId: rid() });
    expect(ncba.body.rspMsgCd).toBe('MMCP4305');
    const runs = await owner.call<Envelope>('CreateStandingOrder', { ...base({ maxRuns: 0 }), requestId: rid() });
    expect(runs.body.fieldErrors?.[0]?.field).toBe('maxRuns');
    expect(tomorrow.length).toBe(8);
  });

  it('refuses the cashier (no function 14) and a business whose KYC level does not allow transfer type 110', async () => {
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'so-device-cashier');
    expect((await cashier.call('QueryStandingOrderList', {})).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('CreateStandingOrder', { ...base(), requestId: rid() })).body.rspMsgCd).toBe('MMCP0403');
    const atZero = await baraka.client.call('CreateStandingOrder', { ...base({ payee: { rcvCnl: '44', bnfMblNo: '0722555111' } }), requestId: rid() });
    expect(atZero.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '110' });
  });
});

describe('running standing orders', () => {
  it('runs a date once, however often the scheduler and the run job go (two nodes at once)', async () => {
    const so = await create(base({ startDate: String(Number(today()) + 0), frequency: '0', amount: 120 * KES }));
    await runsOf(so.orderNo, 1);
    // Make it due again today, then race two schedulers and two run jobs.
    const row = await t.database.db.selectFrom('standing_orders').select('id').where('order_no', '=', so.orderNo).executeTakeFirstOrThrow();
    await t.database.db.updateTable('standing_order_runs').set({ run_date: '20000101' }).where('standing_order_id', '=', row.id).execute();
    await t.database.db.updateTable('standing_orders').set({ next_date: today() }).where('id', '=', row.id).execute();
    const counts = await Promise.all([scheduleStandingOrders(t.database.db, new Date(), row.id), scheduleStandingOrders(t.database.db, new Date(), row.id)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const run = await t.database.db.selectFrom('standing_order_runs').select('id').where('standing_order_id', '=', row.id).where('run_date', '=', today()).executeTakeFirstOrThrow();
    await Promise.all([runStandingOrder(t.money, run.id), runStandingOrder(t.money, run.id)]);
    await runsOf(so.orderNo, 2);
    const orders = await t.database.db.selectFrom('money_orders').select('id').where('request_id', '=', `so-${run.id}`).execute();
    expect(orders).toHaveLength(1);
    expect(await scheduleStandingOrders(t.database.db, new Date(), row.id)).toBe(0);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('records a run the wallet cannot cover as failed, tells the owner why, and still moves the next date', async () => {
    const so = await create(base({ startDate: String(Number(today())), frequency: '2', amount: 100 * KES, name: 'Too big' }));
    await runsOf(so.orderNo, 1);
    const wallet = await available();
    await t.database.db.updateTable('standing_orders').set({ amount: wallet + 1_000 * KES, next_date: today(), last_date: null }).where('order_no', '=', so.orderNo).execute();
    await t.database.db.updateTable('standing_order_runs').set({ run_date: '20000101' }).where('standing_order_id', '=', (await t.database.db.selectFrom('standing_orders').select('id').where('order_no', '=', so.orderNo).executeTakeFirstOrThrow()).id).execute();
    expect(await scheduleStandingOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    t.money.jobs.kick();
    const runs = await runsOf(so.orderNo, 2);
    expect(runs[0]).toMatchObject({ runDate: today(), status: 'F', reason: 'Insufficient Balance.', ordNo: null });
    // Stored as its code, so a zh-CN reader reads it in Chinese.
    const zh = await owner.call<Info>('QueryStandingOrderInfo', { orderNo: so.orderNo }, { locale: 'zh-CN' });
    expect(zh.body.runs[0]).toMatchObject({ status: 'F', reason: '余额不足。' });
    expect((await info(so.orderNo)).nextDate! > today()).toBe(true);
    const notes = await t.database.db.selectFrom('notifications').select('body').where('title', '=', 'Standing order failed').execute();
    expect(notes.some((n) => n.body.includes('Too big') && n.body.includes('was not paid: Insufficient Balance. It will run'))).toBe(true);
    // The notice's reason is worded for its reader too, inside the sentence, without a second stop.
    const zhNotes = await owner.call<{ list: { messTitle: string; messText: string }[] }>('NotificationList', { search: 'Too big' }, { locale: 'zh-CN' });
    const told = zhNotes.body.list.find((m) => m.messTitle === '定期付款失败');
    expect(told?.messText).toContain('未能完成：余额不足。将在下一个执行日期再次执行。');
    expect(await available()).toBe(wallet);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('pays an M-PESA paybill; a paybill that refuses fails the run with the spec message and gives the money back', async () => {
    const good = await create(base({ name: 'Paybill ok', payee: { rcvCnl: 'A1', rcvAcNo: '888880', accountReference: 'INV1' }, amount: 300 * KES }));
    const [ok] = await runsOf(good.orderNo, 1);
    expect(ok!.status).toBe('S');
    const wallet = await available();
    const bad = await create(base({ name: 'Paybill refuses', payee: { rcvCnl: 'A1', rcvAcNo: '900009', accountReference: 'INV2' }, amount: 300 * KES }));
    const [failed] = await runsOf(bad.orderNo, 1);
    expect(failed).toMatchObject({ status: 'F', reason: 'Transaction failed. The paybill is not set up to accept this payment.' });
    const zh = await owner.call<Info>('QueryStandingOrderInfo', { orderNo: bad.orderNo }, { locale: 'zh-CN' });
    expect(zh.body.runs[0]).toMatchObject({ status: 'F', reason: '交易失败。该 Paybill 未设置接收此付款。' });
    expect(await available()).toBe(wallet);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('pays a bank account by RTGS and a PesaLink account on the network', async () => {
    const rtgs = await create(base({ name: 'Landlord RTGS', payee: { rcvCnl: '42', bankCode: '68', rcvAcNo: '0180291230000' }, amount: 2_000 * KES }));
    const pesalink = await create(base({ name: 'Pesalink acct', payee: { rcvCnl: '40', bankCode: '01', rcvAcNo: '1104567777' }, amount: 700 * KES }));
    expect((await runsOf(rtgs.orderNo, 1))[0]!.status).toBe('S');
    expect((await runsOf(pesalink.orderNo, 1))[0]!.status).toBe('S');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('still reads a run reason stored in English words before reasons were stored as codes', async () => {
    const so = await create(base({ name: 'Old words', amount: 100 * KES }));
    await runsOf(so.orderNo, 1);
    const id = (await t.database.db.selectFrom('standing_orders').select('id').where('order_no', '=', so.orderNo).executeTakeFirstOrThrow()).id;
    await t.database.db.updateTable('standing_order_runs').set({ status: 'F', reason: 'Insufficient Balance.' }).where('standing_order_id', '=', id).execute();
    expect((await info(so.orderNo)).runs[0]).toMatchObject({ reason: 'Insufficient Balance.' });
    const zh = await owner.call<Info>('QueryStandingOrderInfo', { orderNo: so.orderNo }, { locale: 'zh-CN' });
    expect(zh.body.runs[0]).toMatchObject({ reason: '余额不足。' });
  });

  it('finishes (status 3) once its number of runs is reached, and then cannot be changed', async () => {
    const so = await create(base({ name: 'Once only', maxRuns: 1 }));
    await runsOf(so.orderNo, 1);
    const done = await info(so.orderNo);
    expect(done).toMatchObject({ status: '3', nextDate: null, runsDone: 1 });
    expect((await owner.call('EditStandingOrder', { orderNo: so.orderNo, name: 'Twice' })).body.rspMsgCd).toBe('MMCP5509');
    expect((await owner.call('PauseStandingOrder', { orderNo: so.orderNo })).body.rspMsgCd).toBe('MMCP5509');
    const finished = await owner.call<{ list: StandingOrder[] }>('QueryStandingOrderList', { status: '3', name: 'once' });
    expect(finished.body.list.map((o) => o.orderNo)).toEqual([so.orderNo]);
  });
});

describe('changing a standing order', () => {
  it('renames and reschedules without the PIN; a new amount or payee asks for it again', async () => {
    const start = String(Number(today()) + 0);
    const so = await create(base({ name: 'Edit me', startDate: start }));
    await runsOf(so.orderNo, 1);
    const renamed = await owner.call<Made & { standingOrder: StandingOrder }>('EditStandingOrder', { orderNo: so.orderNo, name: 'Edited', frequency: '0', reason: 'Daily now' });
    expect(renamed.body).toMatchObject({ rspMsgCd: 'MMC00000', authTxCode: null });
    expect(renamed.body.standingOrder).toMatchObject({ name: 'Edited', frequency: '0', reason: 'Daily now' });
    expect(renamed.body.standingOrder.nextDate! > today()).toBe(true);
    const clash = await owner.call<Envelope>('EditStandingOrder', { orderNo: so.orderNo, name: 'SHOP RENT' });
    expect(clash.body.rspMsgCd).toBe('MMCP5500');
    const noRequest = await owner.call<Envelope>('EditStandingOrder', { orderNo: so.orderNo, amount: 150 * KES });
    expect(noRequest.body.fieldErrors?.[0]?.field).toBe('requestId');
    const zero = await owner.call<Envelope>('EditStandingOrder', { orderNo: so.orderNo, amount: 0, requestId: rid() });
    expect(zero.body).toMatchObject({ rspMsgCd: 'MMCP4002', fieldErrors: [{ field: 'amount' }] });
    const requestId = rid();
    const ask = await owner.call<Made>('EditStandingOrder', { orderNo: so.orderNo, amount: 150 * KES, payee: { rcvCnl: '44', bnfMblNo: '0722555111' }, requestId });
    expect(ask.body.authTxCode).toBeTruthy();
    expect(ask.body.standingOrder?.amount).toBe(100 * KES);
    await authorize(ask.body.authTxCode!);
    const changed = await owner.call<Made>('EditStandingOrder', { orderNo: so.orderNo, amount: 150 * KES, payee: { rcvCnl: '44', bnfMblNo: '0722555111' }, requestId, authTxCode: ask.body.authTxCode });
    expect(changed.body.standingOrder).toMatchObject({ amount: 150 * KES, rcvCnl: '44' });
    const past = await owner.call<Envelope>('EditStandingOrder', { orderNo: so.orderNo, startDate: '20200101' });
    expect(past.body.rspMsgCd).toBe('MMCP5504');
    expect((await owner.call<Envelope>('EditStandingOrder', { orderNo: so.orderNo, startDate: '29991231' })).body.rspMsgCd).toBe('MMCP5507');
    const audit = await t.database.db.selectFrom('audit_trail').select('event').where('event', '=', 'STANDING_ORDER_EDIT').where('detail', 'like', `%${so.orderNo}%`).execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('pays nothing when its schedule is edited: monthly rent started five weeks ago and paid four days ago, made weekly, runs a week from today', async () => {
    const so = await create(base({ name: 'Rent to weekly', startDate: addDays(today(), 30) }));
    const row = await t.database.db.selectFrom('standing_orders').select('id').where('order_no', '=', so.orderNo).executeTakeFirstOrThrow();
    // Weekly from its start, today is a schedule date: the edit used to pay it at once.
    const start = addDays(today(), -35);
    const paid = addDays(today(), -4);
    await t.database.db.updateTable('standing_orders').set({ start_date: start, last_date: paid, runs_done: 2, next_date: addMonths(paid, 1) }).where('id', '=', row.id).execute();
    const ordersBefore = await t.database.db.selectFrom('money_orders').select('id').where('ord_typ', '=', '22').execute();
    const edited = await owner.call<Made & { standingOrder: StandingOrder }>('EditStandingOrder', { orderNo: so.orderNo, frequency: '1', endDate: '', maxRuns: '', requestId: rid() });
    expect(edited.body).toMatchObject({ rspMsgCd: 'MMC00000', authTxCode: null });
    expect(edited.body.standingOrder).toMatchObject({ frequency: '1', nextDate: addDays(today(), 7), lastDate: paid, runsDone: 2 });
    // Nothing due, nothing enqueued, no order made.
    expect(await scheduleStandingOrders(t.database.db, new Date(), row.id)).toBe(0);
    await t.money.jobs.drain();
    expect(await t.database.db.selectFrom('standing_order_runs').select('id').where('standing_order_id', '=', row.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('money_orders').select('id').where('ord_typ', '=', '22').execute()).toHaveLength(ordersBefore.length);
  });

  it('does not pay again on the day it ran when made daily: the next date is tomorrow', async () => {
    const so = await create(base({ name: 'Ran today', frequency: '2' }));
    await runsOf(so.orderNo, 1);
    const edited = await owner.call<Made & { standingOrder: StandingOrder }>('EditStandingOrder', { orderNo: so.orderNo, frequency: '0' });
    expect(edited.body.standingOrder).toMatchObject({ frequency: '0', nextDate: addDays(today(), 1), runsDone: 1 });
    expect((await info(so.orderNo)).runs).toHaveLength(1);
  });

  it('saves the edit page as it is sent (the same payee, typed back with its name) without the PIN', async () => {
    const rent = (await owner.call<{ list: StandingOrder[] }>('QueryStandingOrderList', { name: 'Shop rent' })).body.list[0]!;
    const saved = await owner.call<Made>('EditStandingOrder', {
      orderNo: rent.orderNo,
      name: 'Shop rent',
      reason: 'Rent Moi Avenue shop, 2nd floor',
      payee: { rcvCnl: '41', bankCode: '01', rcvAcNo: '1104567777', rcvNm: 'Someone else' },
      amount: rent.amount,
      frequency: '2',
      endDate: '',
      maxRuns: '',
      requestId: rid(),
    });
    expect(saved.body).toMatchObject({ rspMsgCd: 'MMC00000', authTxCode: null });
    expect(saved.body.standingOrder).toMatchObject({ reason: 'Rent Moi Avenue shop, 2nd floor', nextDate: rent.nextDate, runsDone: 2 });
  });

  it("is named on the detail of a beneficiary it pays, running or paused, until it is deleted", async () => {
    const added = await owner.call<{ bnfUsrNo: string }>('AddBeneficiary', { rcvCnl: '44', bnfMblNo: '0799000444', bnfName: 'Paid By Order', nickname: '' });
    expect(added.body.rspMsgCd, JSON.stringify(added.body)).toBe('MMC00000');
    const detail = async () => (await owner.call<{ standingOrders: { orderNo: string; name: string }[] }>('QueryBeneficiaryDetail', { bnfUsrNo: added.body.bnfUsrNo })).body.standingOrders;
    expect(await detail()).toEqual([]);
    const so = await create(base({ name: 'Pays the beneficiary', payee: { bnfUsrNo: added.body.bnfUsrNo }, startDate: addDays(today(), 3) }));
    // Another payee on the same channel is not this one.
    await create(base({ name: 'Pays someone else', payee: { rcvCnl: '44', bnfMblNo: '0799000445' }, startDate: addDays(today(), 3) }));
    expect(await detail()).toEqual([{ orderNo: so.orderNo, name: 'Pays the beneficiary' }]);
    expect((await owner.call('PauseStandingOrder', { orderNo: so.orderNo })).body.rspMsgCd).toBe('MMC00000');
    expect(await detail()).toEqual([{ orderNo: so.orderNo, name: 'Pays the beneficiary' }]);
    expect((await owner.call('DeleteStandingOrder', { orderNo: so.orderNo })).body.rspMsgCd).toBe('MMC00000');
    expect(await detail()).toEqual([]);
    // A paybill is many payees: the demo's 'Supplier float' pays 888880 with another reference
    // than the Kenya Power beneficiary's, so it is not named there.
    const kplc = await owner.call<{ standingOrders: unknown[] }>('QueryBeneficiaryDetail', { bnfUsrNo: 'bnf-demo-kplc' });
    expect(kplc.body.standingOrders).toEqual([]);
  });

  it('pauses (no runs while paused), resumes from today, deletes (status 2) and frees the name', async () => {
    const start = String(Number(today()));
    const so = await create(base({ name: 'Pause me', startDate: start, frequency: '0' }));
    await runsOf(so.orderNo, 1);
    const paused = await owner.call<StandingOrder & Envelope>('PauseStandingOrder', { orderNo: so.orderNo });
    expect(paused.body.status).toBe('1');
    await t.database.db.updateTable('standing_orders').set({ next_date: today() }).where('order_no', '=', so.orderNo).execute();
    expect(await scheduleStandingOrders(t.database.db)).toBe(0);
    const resumed = await owner.call<StandingOrder & Envelope>('ResumeStandingOrder', { orderNo: so.orderNo });
    expect(resumed.body.status).toBe('0');
    expect(resumed.body.nextDate! > today()).toBe(true);
    const deleted = await owner.call<Envelope>('DeleteStandingOrder', { orderNo: so.orderNo });
    expect(deleted.body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('QueryStandingOrderInfo', { orderNo: so.orderNo })).body.rspMsgCd).toBe('MMCP5502');
    expect((await owner.call<{ exists: string }>('CheckStandingOrderName', { name: 'Pause me' })).body.exists).toBe('N');
    const list = await owner.call<{ list: StandingOrder[] }>('QueryStandingOrderList', { limit: 100 });
    expect(list.body.list.some((o) => o.orderNo === so.orderNo)).toBe(false);
    expect((await owner.call('DeleteStandingOrder', { orderNo: 'SO-nope' })).body.rspMsgCd).toBe('MMCP5502');
  });

  it("takes a search's % and _ literally: they find the names that have them, not every name", async () => {
    const later = addDays(today(), 10);
    const percent = await create(base({ name: 'Deposit 50% off', startDate: later }));
    const underscore = await create(base({ name: 'Float_B', startDate: later }));
    const byPercent = await owner.call<{ list: StandingOrder[]; total: number }>('QueryStandingOrderList', { name: '%', limit: 100 });
    expect(byPercent.body.list.map((o) => o.orderNo)).toEqual([percent.orderNo]);
    expect(byPercent.body.total).toBe(1);
    const byUnderscore = await owner.call<{ list: StandingOrder[]; total: number }>('QueryStandingOrderList', { name: '_', limit: 100 });
    expect(byUnderscore.body.list.map((o) => o.orderNo)).toEqual([underscore.orderNo]);
    const backslash = await owner.call<{ list: StandingOrder[]; total: number }>('QueryStandingOrderList', { name: '\\' });
    expect(backslash.body.total).toBe(0);
  });

  it('pages the list on the server and searches by name; another business sees none of them', async () => {
    const page = await owner.call<{ list: StandingOrder[]; total: number }>('QueryStandingOrderList', { limit: 2, offset: 0 });
    expect(page.body.list).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    const found = await owner.call<{ list: StandingOrder[]; total: number }>('QueryStandingOrderList', { name: 'rent' });
    expect(found.body.list.map((o) => o.name)).toContain('Shop rent');
    expect(found.body.list.every((o) => o.name.toLowerCase().includes('rent'))).toBe(true);
    const theirs = await baraka.client.call<{ list: StandingOrder[]; total: number }>('QueryStandingOrderList', {});
    expect(theirs.body.total).toBe(0);
    const nothing = await owner.call<{ list: StandingOrder[]; total: number }>('QueryStandingOrderList', { name: 'no such order' });
    expect(nothing.body).toMatchObject({ list: [], total: 0 });
    const rent = found.body.list.find((o) => o.name === 'Shop rent')!;
    expect((await baraka.client.call('QueryStandingOrderInfo', { orderNo: rent.orderNo })).body.rspMsgCd).toBe('MMCP5502');
  });
});
