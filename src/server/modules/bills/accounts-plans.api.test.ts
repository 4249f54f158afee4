import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillAccount, BillPlan } from '../../../shared/actions/bills';
import { ledgerViolations } from '../../ledger/ledger';
import { DEMO_APPROVALS } from '../../seed/demoApprovals';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';
import { nairobiMonth, runPlan, schedulePlans } from './plans';

const t = withTestApp();
const KES = 100;
const rid = () => `plan-${crypto.randomBytes(8).toString('hex')}`;
type Envelope = { rspMsgCd: string; fieldErrors?: { field: string; message: string }[] };

let owner: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'bills-device-plans');
});

async function authorize(authTxCode: string) {
  const pin = await owner.call('VerifyPasscodeTrans', { authTxCode, passcode: await owner.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
}

/** CreateBillPlan twice around the PIN, as the screen does. */
async function createPlan(input: Record<string, unknown>): Promise<BillPlan> {
  const requestId = rid();
  const first = await owner.call<{ authTxCode: string; plan: null } & Envelope>('CreateBillPlan', { ...input, requestId });
  expect(first.body.rspMsgCd, JSON.stringify(first.body)).toBe('MMC00000');
  expect(first.body.plan).toBeNull();
  await authorize(first.body.authTxCode);
  const made = await owner.call<{ plan: BillPlan } & Envelope>('CreateBillPlan', { ...input, requestId, authTxCode: first.body.authTxCode });
  expect(made.body.rspMsgCd).toBe('MMC00000');
  return made.body.plan;
}

async function waitOrders(planNo: string, status: string, count: number) {
  for (let i = 0; i < 200; i++) {
    const rows = await t.database.db
      .selectFrom('bill_orders as b')
      .innerJoin('bill_plans as p', 'p.id', 'b.plan_id')
      .innerJoin('money_orders as o', 'o.id', 'b.order_id')
      .select(['o.status', 'b.period'])
      .where('p.plan_no', '=', planNo)
      .execute();
    if (rows.filter((r) => r.status === status).length >= count) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`plan ${planNo} has no ${status} order`);
}

/** Makes a plan due now: its day is today's (Nairobi) and it has not run this month. */
async function makeDue(planNo: string) {
  await t.database.db.updateTable('bill_plans').set({ day: 1, last_period: null }).where('plan_no', '=', planNo).execute();
}

describe('saved accounts', () => {
  it('shows the demo business its saved accounts, its regular bill and its past payments', async () => {
    const accounts = await owner.call<{ list: BillAccount[] }>('QueryBillAccount', { limit: 100 });
    expect(accounts.body.list.map((a) => a.nickname)).toEqual(expect.arrayContaining(['Shop meter', 'Shop water', 'Waiting area TV']));
    expect(accounts.body.list.find((a) => a.biller === 'DSTV')?.hasPlan).toBe('Y');
    const plans = await owner.call<{ list: BillPlan[] }>('QueryBillPlan', {});
    expect(plans.body.list.map((p) => [p.biller, p.day, p.status])).toContainEqual(['DSTV', 5, '0']);
    const history = await owner.call<{ list: { biller: string; status: string; token: string | null }[]; rewardPoints: number }>('QueryHistoryBillOrder', {});
    expect(history.body.list.length).toBeGreaterThanOrEqual(5);
    expect(history.body.list.find((o) => o.biller === 'KPLC_PREPAID')?.token).toMatch(/^\d{20}$/);
    expect(history.body.rewardPoints).toBe(10);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('saves an account once per provider and number, with the name the biller holds', async () => {
    const saved = await owner.call<BillAccount & Envelope>('CollectBillAccount', { biller: 'ZUKU', accountNo: 'zk-123456', nickname: 'Shop internet', packageCode: 'ZUKU_20' });
    expect(saved.body).toMatchObject({ rspMsgCd: 'MMC00000', accountNo: 'ZK123456', nickname: 'Shop internet', packageCode: 'ZUKU_20', hasPlan: 'N', utilityKind: '03' });
    expect(saved.body.accountName).toBeTruthy();
    const again = await owner.call<Envelope>('CollectBillAccount', { biller: 'ZUKU', accountNo: 'ZK123456' });
    expect(again.body.rspMsgCd).toBe('MMCP5407');
    expect(again.body.fieldErrors?.[0]?.field).toBe('accountNo');
    const unknown = await owner.call('CollectBillAccount', { biller: 'ZUKU', accountNo: 'ZK120001' });
    expect(unknown.body.rspMsgCd).toBe('MMCP5402');
    const badPackage = await owner.call<Envelope>('CollectBillAccount', { biller: 'ZUKU', accountNo: 'ZK777777', packageCode: 'NOPE' });
    expect(badPackage.body.rspMsgCd).toBe('MMCP5405');
  });

  it('lists, finds, edits, shows and deletes saved accounts', async () => {
    const list = await owner.call<{ list: BillAccount[]; total: number }>('QueryBillAccount', { limit: 100 });
    const zuku = list.body.list.find((a) => a.accountNo === 'ZK123456')!;
    expect(list.body.total).toBe(list.body.list.length);
    const found = await owner.call<{ list: BillAccount[] }>('QueryBillAccount', { qryEnter: 'shop internet' });
    expect(found.body.list.map((a) => a.accountId)).toEqual([zuku.accountId]);
    const byKind = await owner.call<{ list: BillAccount[] }>('QueryBillAccount', { utilityKind: '03' });
    expect(byKind.body.list.every((a) => a.utilityKind === '03')).toBe(true);

    const edited = await owner.call<BillAccount>('EditBillAccount', { accountId: zuku.accountId, nickname: 'Office internet', packageCode: 'ZUKU_40' });
    expect(edited.body).toMatchObject({ nickname: 'Office internet', packageCode: 'ZUKU_40' });
    const badEdit = await owner.call<Envelope>('EditBillAccount', { accountId: zuku.accountId, nickname: 'No <tags>' });
    expect(badEdit.body.fieldErrors?.[0]?.field).toBe('nickname');

    const live = await owner.call<BillAccount & { bill: { packages: unknown[]; accountName: string } }>('QueryUtilityAccountDetail', { accountId: zuku.accountId });
    expect(live.body.bill.packages.length).toBeGreaterThan(0);
    const detail = await owner.call<BillAccount & { plans: unknown[]; recentOrders: unknown[] }>('QueryBillAccountDetail', { accountId: zuku.accountId });
    expect(detail.body).toMatchObject({ accountId: zuku.accountId, plans: [], recentOrders: [] });

    expect((await owner.call('DeleteBillAccount', { accountId: zuku.accountId })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('QueryBillAccountDetail', { accountId: zuku.accountId })).body.rspMsgCd).toBe('MMCP5408');
    expect((await owner.call('DeleteBillAccount', { accountId: zuku.accountId })).body.rspMsgCd).toBe('MMCP5408');
  });
});

describe('regular bills', () => {
  it('needs the PIN to make a plan, refuses a second plan of one account and a day outside 1-31', async () => {
    const input = { biller: 'SAFARICOM_AIRTIME', accountNo: '0722000111', amount: 250 * KES, day: 15, name: 'Shop phone' };
    const requestId = rid();
    const first = await owner.call<{ authTxCode: string }>('CreateBillPlan', { ...input, requestId });
    const unverified = await owner.call('CreateBillPlan', { ...input, requestId, authTxCode: first.body.authTxCode });
    expect(unverified.body.rspMsgCd).toBe('MMCP2060');
    const plan = await createPlan(input);
    expect(plan).toMatchObject({ biller: 'SAFARICOM_AIRTIME', accountNo: '254722000111', amount: 250 * KES, day: 15, status: '0', paySource: '1', name: 'Shop phone' });
    expect(plan.nextRunDate).toMatch(/^\d{8}$/);
    const duplicate = await owner.call<Envelope>('CreateBillPlan', { ...input, requestId: rid() });
    expect(duplicate.body.rspMsgCd).toBe('MMCP5411');
    const day = await owner.call<Envelope>('CreateBillPlan', { ...input, accountNo: '0722000112', day: 32, requestId: rid() });
    expect(day.body.fieldErrors?.[0]).toMatchObject({ field: 'day', message: 'Choose a day of the month from 1 to 31' });
    const tooBig = await owner.call<Envelope>('CreateBillPlan', { ...input, accountNo: '0722000113', amount: 50_000 * KES, requestId: rid() });
    expect(tooBig.body.rspMsgCd).toBe('MMCP4002');
  });

  it("quotes each month's fee, excise duty, VAT and total with the PIN code, as paying the bill once would", async () => {
    const input = { biller: 'NAIROBI_COUNTY', accountNo: '88810123', amount: 7_889 * KES, day: 3, requestId: rid() };
    const quote = await owner.call<{ authTxCode: string; fee: number; exciseDuty: number; vat: number; totalAmount: number } & Envelope>('CreateBillPlan', input);
    expect(quote.body).toMatchObject({ rspMsgCd: 'MMC00000', plan: null });
    expect(quote.body.authTxCode).toBeTruthy();
    // KES 7,889 is above 5,000: a KES 35 fee and 15% excise duty on it.
    expect(quote.body).toMatchObject({ fee: 35 * KES, exciseDuty: 525, vat: 0, totalAmount: 7_889 * KES + 35 * KES + 525 });
    const once = await owner.call<{ fee: number; exciseDuty: number; vat: number; totalAmount: number } & Envelope>('CreateUtilityBillOrder', { biller: input.biller, accountNo: input.accountNo, amount: input.amount, requestId: rid() });
    expect(once.body).toMatchObject({ fee: quote.body.fee, exciseDuty: quote.body.exciseDuty, vat: quote.body.vat, totalAmount: quote.body.totalAmount });
  });

  it('lists, shows, renames, pauses and resumes plans; a new amount needs the PIN again', async () => {
    const plan = await createPlan({ biller: 'NAIROBI_WATER', accountNo: '30012345', amount: 1_500 * KES, day: 5 });
    const list = await owner.call<{ list: BillPlan[]; total: number }>('QueryBillPlan', {});
    expect(list.body.list.map((p) => p.planNo)).toContain(plan.planNo);
    const paused = await owner.call<{ plan: BillPlan }>('EditBillPlan', { planNo: plan.planNo, status: '1', name: 'Water' });
    expect(paused.body.plan).toMatchObject({ status: '1', name: 'Water', nextRunDate: null });
    const resumed = await owner.call<{ plan: BillPlan }>('EditBillPlan', { planNo: plan.planNo, status: '0', day: 31 });
    expect(resumed.body.plan).toMatchObject({ status: '0', day: 31 });
    const noRequest = await owner.call<Envelope>('EditBillPlan', { planNo: plan.planNo, amount: 1_800 * KES });
    expect(noRequest.body.fieldErrors?.[0]).toEqual({ field: 'requestId', message: 'This field is required' });
    const requestId = rid();
    const ask = await owner.call<{ authTxCode: string; plan: BillPlan }>('EditBillPlan', { planNo: plan.planNo, amount: 1_800 * KES, requestId });
    expect(ask.body.authTxCode).toBeTruthy();
    expect(ask.body.plan.amount).toBe(1_500 * KES);
    await authorize(ask.body.authTxCode);
    const changed = await owner.call<{ plan: BillPlan }>('EditBillPlan', { planNo: plan.planNo, amount: 1_800 * KES, requestId, authTxCode: ask.body.authTxCode });
    expect(changed.body.plan.amount).toBe(1_800 * KES);
    const detail = await owner.call<BillPlan & { runs: unknown[] }>('QueryBillPlanDetail', { planNo: plan.planNo });
    expect(detail.body).toMatchObject({ planNo: plan.planNo, amount: 1_800 * KES, runs: [] });
  });

  it('keeps a saved account a plan pays until the plan is deleted', async () => {
    const account = await owner.call<BillAccount>('CollectBillAccount', { biller: 'KPLC_POSTPAID', accountNo: '66612345' });
    const plan = await createPlan({ biller: 'KPLC_POSTPAID', accountNo: '66612345', amount: 800 * KES, day: 10 });
    expect((await owner.call('DeleteBillAccount', { accountId: account.body.accountId })).body.rspMsgCd).toBe('MMCP5409');
    expect((await owner.call('DeleteBillPlan', { planNo: plan.planNo })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('QueryBillPlanDetail', { planNo: plan.planNo })).body.rspMsgCd).toBe('MMCP5410');
    expect((await owner.call('DeleteBillAccount', { accountId: account.body.accountId })).body.rspMsgCd).toBe('MMC00000');
  });

  it('pays a plan once a month without a PIN, even when the scheduler runs twice', async () => {
    const plan = await createPlan({ biller: 'GOTV', accountNo: '4099887766', amount: 1_650 * KES, packageCode: 'GOTV_MAX', day: 20 });
    await makeDue(plan.planNo);
    const [a, b] = await Promise.all([schedulePlans(t.database.db), schedulePlans(t.database.db)]);
    expect(a + b).toBe(1);
    expect(await schedulePlans(t.database.db)).toBe(0);
    await t.money.jobs.drain();
    const rows = await waitOrders(plan.planNo, 'S', 1);
    expect(rows).toHaveLength(1);
    const { period } = nairobiMonth();
    expect(rows[0]!.period).toBe(period);
    // The run finds its order paid; running it again makes no second payment.
    const stored = await t.database.db.selectFrom('bill_plans').select('id').where('plan_no', '=', plan.planNo).executeTakeFirstOrThrow();
    await runPlan(t.money, stored.id, period);
    await runPlan(t.money, stored.id, period);
    expect(await waitOrders(plan.planNo, 'S', 1)).toHaveLength(1);
    const detail = await owner.call<{ runs: { period: string; status: string; ordNo: string | null }[] }>('QueryBillPlanDetail', { planNo: plan.planNo });
    expect(detail.body.runs).toEqual([expect.objectContaining({ period, status: 'S' })]);
    const history = await owner.call<{ list: { planNo: string | null; ordTyp: string }[] }>('QueryHistoryBillOrder', {});
    expect(history.body.list.find((o) => o.planNo === plan.planNo)?.ordTyp).toBe('6A');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('tells the owner when a monthly payment fails and tries again, never paying twice', async () => {
    const plan = await createPlan({ biller: 'NAIROBI_COUNTY', accountNo: '77700005', amount: 600 * KES, day: 3 });
    await makeDue(plan.planNo);
    expect(await schedulePlans(t.database.db)).toBe(1);
    const stored = await t.database.db.selectFrom('bill_plans').select('id').where('plan_no', '=', plan.planNo).executeTakeFirstOrThrow();
    const { period } = nairobiMonth();
    // Take the run job off the runner to drive it by hand.
    await t.database.db.deleteFrom('jobs').where('dedupe_key', '=', `billplan:${stored.id}:${period}`).execute();
    expect(await runPlan(t.money, stored.id, period)).toHaveProperty('retryAt');
    await waitOrders(plan.planNo, 'F', 1);
    await expect(runPlan(t.money, stored.id, period)).rejects.toThrow(/could not apply/);
    const run = await t.database.db.selectFrom('bill_plan_runs').selectAll().where('plan_id', '=', stored.id).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'F', notified: 'Y', last_error: 'The biller could not apply the payment' });
    const notes = await t.database.db.selectFrom('notifications').select(['title', 'body']).where('title', '=', 'Regular bill not paid').execute();
    expect(notes.some((n) => n.body.includes('77700005'))).toBe(true);
    // The retry makes a second attempt (the first failed, so nothing was paid).
    await runPlan(t.money, stored.id, period);
    const rows = await waitOrders(plan.planNo, 'F', 2);
    expect(rows.filter((r) => r.status === 'S')).toHaveLength(0);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe('regular bills under an account mandate', () => {
  let approver: WireClient;
  let mandateNo = '';

  beforeAll(async () => {
    approver = await signIn(t, 'approver1', 'S', 'bills-device-approver');
    // Water bills from KES 0 wait for Faith's approval, including the ones a regular bill makes.
    const m = await owner.call<{ mandateNo: string } & Envelope>('AddMerMandate', { txTyp: '02', subTyp: '01', limitFrom: 0, mandateTyp: '1', approvers: [DEMO_APPROVALS.approver1.id] });
    expect(m.body.rspMsgCd, JSON.stringify(m.body)).toBe('MMC00000');
    mandateNo = m.body.mandateNo;
  });

  afterAll(async () => {
    await owner.call('DeleteMerMandate', { mandateNo });
  });

  /** A due water plan whose run job is taken off the runner, to drive `runPlan` by hand. */
  async function duePlan(accountNo: string) {
    const plan = await createPlan({ biller: 'NAIROBI_WATER', accountNo, amount: 700 * KES, day: 12 });
    await makeDue(plan.planNo);
    expect(await schedulePlans(t.database.db)).toBe(1);
    const stored = await t.database.db.selectFrom('bill_plans').select('id').where('plan_no', '=', plan.planNo).executeTakeFirstOrThrow();
    const { period } = nairobiMonth();
    await t.database.db.deleteFrom('jobs').where('dedupe_key', '=', `billplan:${stored.id}:${period}`).execute();
    return { plan, planId: stored.id, period };
  }

  const ordersOf = (planId: string) =>
    t.database.db.selectFrom('bill_orders as b').innerJoin('money_orders as o', 'o.id', 'b.order_id').select(['o.id', 'o.ord_no', 'o.status', 'o.result_desc']).where('b.plan_id', '=', planId).execute();
  const approvalsOf = (ordNos: string[]) => t.database.db.selectFrom('approvals').select(['approval_no', 'status']).where('ord_no', 'in', ordNos).execute();
  const notPaidNotes = (accountNo: string) =>
    t.database.db.selectFrom('notifications').select('body').where('title', '=', 'Regular bill not paid').where('body', 'like', `%${accountNo}%`).execute();

  it('waits for the approval of a held monthly payment, then pays it once', async () => {
    const { plan, planId, period } = await duePlan('30055501');
    expect(await runPlan(t.money, planId, period)).toHaveProperty('retryAt');
    // The runner follows the held order; it neither pays again nor asks for a second approval.
    expect(await runPlan(t.money, planId, period)).toHaveProperty('retryAt');
    expect(await runPlan(t.money, planId, period)).toHaveProperty('retryAt');
    const held = await ordersOf(planId);
    expect(held.map((o) => o.status)).toEqual(['W']);
    const [approval, ...more] = await approvalsOf(held.map((o) => o.ord_no));
    expect(more).toEqual([]);
    expect(approval?.status).toBe('P');
    expect(await notPaidNotes('30055501')).toEqual([]);

    const agreed = await approver.call<{ status: string } & Envelope>('ApprovalOperation', { approvalNo: approval?.approval_no, operTyp: '01' });
    expect(agreed.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    await waitOrders(plan.planNo, 'S', 1);
    expect(await runPlan(t.money, planId, period)).toBeUndefined();
    expect(await runPlan(t.money, planId, period)).toBeUndefined();
    expect((await ordersOf(planId)).map((o) => o.status)).toEqual(['S']);
    const run = await t.database.db.selectFrom('bill_plan_runs').selectAll().where('plan_id', '=', planId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'S', order_id: held[0]!.id });
    expect(await notPaidNotes('30055501')).toEqual([]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('ends the month when the authorizer rejects the held payment: the owner is told once and no new request is made', async () => {
    const { planId, period } = await duePlan('30055502');
    expect(await runPlan(t.money, planId, period)).toHaveProperty('retryAt');
    const [held] = await ordersOf(planId);
    const [approval] = await approvalsOf([held!.ord_no]);
    const rejected = await approver.call<{ status: string } & Envelope>('ApprovalOperation', { approvalNo: approval?.approval_no, operTyp: '02', reason: 'Meter moved' });
    expect(rejected.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'F' });

    // The run ends without throwing, so the runner does not retry; running it again changes nothing.
    expect(await runPlan(t.money, planId, period)).toBeUndefined();
    expect(await runPlan(t.money, planId, period)).toBeUndefined();
    const orders = await ordersOf(planId);
    expect(orders.map((o) => [o.status, o.result_desc])).toEqual([['F', 'Rejected by the authorizer']]);
    expect(await approvalsOf(orders.map((o) => o.ord_no))).toHaveLength(1);
    const run = await t.database.db.selectFrom('bill_plan_runs').selectAll().where('plan_id', '=', planId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'F', notified: 'Y', last_error: 'Rejected by the authorizer' });
    const notes = await notPaidNotes('30055502');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toContain('could not be paid: Rejected by the authorizer. It will not be tried again this month.');
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("tells the owner the catalogue's words, not a code, when the money core refuses a monthly payment", async () => {
    const { planId, period } = await duePlan('30055503');
    // Past the bill's limit since the plan was made (the limits are checked when it pays).
    await t.database.db.updateTable('bill_plans').set({ amount: 200_000 * KES }).where('id', '=', planId).execute();
    await expect(runPlan(t.money, planId, period)).rejects.toThrow(/Enter an amount between 10\.00 and 150,000\.00/);
    const notes = await notPaidNotes('30055503');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toContain('could not be paid: Enter an amount between 10.00 and 150,000.00. We will try again.');
    expect(notes[0]!.body).not.toMatch(/MMCP/);
  });
});

describe('another business', () => {
  it("sees none of the demo business's accounts and plans, and pays bills only past KYC level 0", async () => {
    const other = await registerBusinessOwner(t, { phone: '0755410099', first: 'Neema', last: 'Otieno', idNo: '31410099', device: 'bills-device-other' });
    const list = await other.client.call<{ list: BillAccount[]; total: number }>('QueryBillAccount', {});
    expect(list.body).toMatchObject({ list: [], total: 0 });
    expect((await other.client.call('QueryBillAccountDetail', { accountId: 'demo-bill-kplc' })).body.rspMsgCd).toBe('MMCP5408');
    const plans = await other.client.call<{ list: BillPlan[] }>('QueryBillPlan', {});
    expect(plans.body.list).toEqual([]);
    const pay = await other.client.call('CreateUtilityBillOrder', { biller: 'KPLC_PREPAID', accountNo: '37201234567', amount: 100 * KES, requestId: rid() });
    expect(pay.body).toMatchObject({ rspMsgCd: 'MMCP3210', transTypId: '125' });
    const plan = await other.client.call('CreateBillPlan', { biller: 'KPLC_PREPAID', accountNo: '37201234567', amount: 100 * KES, day: 3, requestId: rid() });
    expect(plan.body.rspMsgCd).toBe('MMCP3210');
  });
});
