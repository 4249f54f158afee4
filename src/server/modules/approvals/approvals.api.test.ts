import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalDetail, Mandate } from '../../../shared/actions/approvals';
import type { MoneyOrder } from '../../../shared/actions/money';
import { DEMO_APPROVALS } from '../../seed/demoApprovals';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, signIn, withTestApp } from '../../testing/harness';
import { runStandingOrder } from '../standing-orders/standing-orders.jobs';
import { executeApproval } from './approvals.service';

const t = withTestApp();
expectBalancedLedgerAfterEach(t);
const KES = 100;
const rid = () => `ap-${crypto.randomBytes(8).toString('hex')}`;

let owner: WireClient;
let admin: WireClient;
let cashier: WireClient;
let baraka: WireClient;
let zawadi: WireClient;
const ids = { owner: 'person-owner', admin: 'person-admin', baraka: DEMO_APPROVALS.approver1.id, zawadi: DEMO_APPROVALS.approver2.id };

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'ap-owner');
  admin = await signIn(t, 'admin@demo.co.ke', 'E', 'ap-admin');
  cashier = await signIn(t, 'cashier', 'S', 'ap-cashier');
  baraka = await signIn(t, 'approver1', 'S', 'ap-baraka');
  zawadi = await signIn(t, 'approver2', 'S', 'ap-zawadi');
});

async function available(): Promise<number> {
  const res = await owner.call<{ availableBalance: number }>('QryWalletDetails');
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body.availableBalance;
}

async function authorize(client: WireClient, authTxCode: string) {
  const pin = await client.call('VerifyPasscodeTrans', { authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
  expect(pin.body.rspMsgCd).toBe('MMC00000');
}

async function order(ordNo: string): Promise<MoneyOrder> {
  return (await owner.call<MoneyOrder>('QueryTransferOrdSts', { ordNo })).body;
}

async function settled(ordNo: string): Promise<MoneyOrder> {
  const until = Date.now() + 15_000;
  for (;;) {
    const o = await order(ordNo);
    if (o.status === 'S' || o.status === 'F') return o;
    if (Date.now() > until) throw new Error(`order ${ordNo} still ${o.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Pre-order, PIN and pay of one transfer; answers the pay step's envelope. */
async function transfer(payee: Record<string, unknown>, amount: number, client: WireClient = owner) {
  const pre = await client.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', { ...payee, amount, requestId: rid() });
  expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
  await authorize(client, pre.body.authTxCode);
  return client.call<MoneyOrder>('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode });
}

async function approvalOf(ordNo: string): Promise<ApprovalDetail> {
  const list = await owner.call<{ list: ApprovalDetail[] }>('QryMerApprovalList', { limit: 100 });
  const found = list.body.list.find((a) => a.ordNo === ordNo);
  if (!found) throw new Error(`no approval for ${ordNo}`);
  return (await owner.call<ApprovalDetail>('QryMerApprovalDetail', { approvalNo: found.approvalNo })).body;
}

const operate = (client: WireClient, approvalNo: string, operTyp: '01' | '02' | '04', reason?: string) =>
  client.call<ApprovalDetail>('ApprovalOperation', { approvalNo, operTyp, ...(reason === undefined ? {} : { reason }) });

async function addMandate(body: Record<string, unknown>): Promise<Mandate> {
  const res = await owner.call<Mandate>('AddMerMandate', body);
  expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
  return res.body;
}

describe('account mandates', () => {
  it('serves the mandate dictionaries', async () => {
    const types = await owner.call<{ list: { code: string; name: string }[] }>('CommonDictionary', { dictType: 'mandateTxType' });
    expect(types.body.list.map((x) => x.name)).toEqual(['Transfer', 'Pay bills', 'Standing order', 'Withdraw', 'Refund']);
    const subs = await owner.call<{ list: { code: string }[] }>('CommonDictionary', { dictType: 'mandateSubType', parentCode: '04' });
    expect(subs.body.list.map((x) => x.code)).toEqual(['41', '44']);
    const kinds = await owner.call<{ list: { name: string }[] }>('CommonDictionary', { dictType: 'mandateType' });
    expect(kinds.body.list.map((x) => x.name)).toEqual(['Zero', 'Sequential', 'Non-sequential']);
    expect((await owner.call<{ list: unknown[] }>('CommonDictionary', { dictType: 'approvalStatus' })).body.list).toHaveLength(5);
  });

  it('lists the demo sequential mandate with its people in order', async () => {
    const res = await owner.call<{ list: Mandate[]; total: number }>('QueryMerMandateList', { limit: 10, txTyp: '01' });
    expect(res.body.total).toBe(1);
    expect(res.body.list[0]).toMatchObject({
      mandateNo: DEMO_APPROVALS.mandateNo,
      txTypName: 'Transfer',
      subTypName: 'M-PESA mobile',
      limitFrom: 20_000 * KES,
      limitTo: null,
      mandateTyp: '1',
      approvers: [{ name: 'Faith Chebet' }, { name: 'Samuel Kiprono' }],
      initiators: [{ name: 'Wanjiku Kamau' }, { name: 'Otieno Ochieng' }],
    });
    const rule = await owner.call<{ mandate: Mandate | null }>('QueryMerMmdAutRul', { txTyp: '01', subTyp: '44', amount: 25_000 * KES });
    expect(rule.body.mandate?.mandateNo).toBe(DEMO_APPROVALS.mandateNo);
    expect((await owner.call<{ mandate: Mandate | null }>('QueryMerMmdAutRul', { txTyp: '01', subTyp: '44', amount: 19_999 * KES })).body.mandate).toBeNull();
    expect((await owner.call<{ mandate: Mandate }>('QueryMerMmdAutRul', { mandateNo: DEMO_APPROVALS.mandateNo })).body.mandate.approvers).toHaveLength(2);
    expect((await owner.call('QueryMerMmdAutRul', {})).body.fieldErrors).toEqual([{ field: 'txTyp', message: 'Choose a transaction type' }]);
  });

  it("refuses 'Limit To' not above 'Limit From' with the spec's words on the field", async () => {
    const res = await owner.call('AddMerMandate', { txTyp: '02', limitFrom: 5_000 * KES, limitTo: 5_000 * KES, mandateTyp: '1', approvers: [ids.baraka] });
    expect(res.body.rspMsgCd).toBe('MMCP0006');
    expect(res.body.fieldErrors).toEqual([{ field: 'limitTo', message: 'Limit To must be greater than Limit From' }]);
  });

  it('refuses an overlapping band for the same type, and accepts an adjacent one', async () => {
    const res = await owner.call('AddMerMandate', { txTyp: '01', subTyp: '44', limitFrom: 10_000 * KES, limitTo: 30_000 * KES, mandateTyp: '1', approvers: [ids.baraka] });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP5701', rspMsgInf: `This amount band overlaps mandate ${DEMO_APPROVALS.mandateNo} for the same transaction type.` });
    expect(res.body.fieldErrors?.[0]?.field).toBe('limitFrom');
    // The whole type (no subtype) meets the M-PESA mandate too.
    expect((await owner.call('AddMerMandate', { txTyp: '01', limitFrom: 50_000 * KES, mandateTyp: '2', approvers: [ids.baraka] })).body.rspMsgCd).toBe('MMCP5701');
    const below = await addMandate({ txTyp: '01', subTyp: '44', limitFrom: 15_000 * KES, limitTo: 20_000 * KES, mandateTyp: '0', initiators: [ids.owner, ids.admin] });
    expect(below).toMatchObject({ limitTo: 20_000 * KES, mandateTyp: '0' });
    expect((await owner.call('DeleteMerMandate', { mandateNo: below.mandateNo })).body.rspMsgCd).toBe('MMC00000');
  });

  it('refuses the wrong people and roles with clear messages', async () => {
    const base = { txTyp: '02', limitFrom: 0, mandateTyp: '1' };
    expect((await owner.call('AddMerMandate', { ...base, approvers: [] })).body.fieldErrors).toEqual([{ field: 'approvers', message: 'Choose at least one authorizer' }]);
    expect((await owner.call('AddMerMandate', { ...base, mandateTyp: '0', approvers: [ids.baraka] })).body.fieldErrors).toEqual([{ field: 'approvers', message: 'A zero mandate needs no authorizers' }]);
    expect((await owner.call('AddMerMandate', { ...base, approvers: [ids.baraka, ids.baraka] })).body.fieldErrors).toEqual([{ field: 'approvers', message: 'A person is listed twice in the same role' }]);
    expect((await owner.call('AddMerMandate', { ...base, approvers: ['person-nobody'] })).body.fieldErrors).toEqual([{ field: 'approvers', message: 'Choose people of this business' }]);
    expect((await owner.call('AddMerMandate', { ...base, subTyp: '99', approvers: [ids.baraka] })).body.fieldErrors).toEqual([{ field: 'subTyp', message: 'Choose a subtype of this transaction type' }]);
    expect((await owner.call('AddMerMandate', { ...base, txTyp: '77', approvers: [ids.baraka] })).body.fieldErrors).toEqual([{ field: 'txTyp', message: 'Choose a transaction type' }]);
  });

  it('edits and deletes a mandate, audited with before and after', async () => {
    const m = await addMandate({ txTyp: '05', limitFrom: 0, limitTo: 1_000 * KES, mandateTyp: '2', ruleTyp: '4', approvers: [ids.baraka, ids.zawadi] });
    const edited = await owner.call<Mandate>('EditMerMandate', { mandateNo: m.mandateNo, txTyp: '05', limitFrom: 0, limitTo: 2_000 * KES, mandateTyp: '2', ruleTyp: '0', approvers: [ids.zawadi], viewers: [ids.admin] });
    expect(edited.body).toMatchObject({ rspMsgCd: 'MMC00000', limitTo: 2_000 * KES, ruleTyp: '0', approvers: [{ name: 'Samuel Kiprono' }], viewers: [{ name: 'Otieno Ochieng' }] });
    expect((await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('EditMerMandate', { mandateNo: m.mandateNo, txTyp: '05', limitFrom: 0, mandateTyp: '0' })).body.rspMsgCd).toBe('MMCP5702');
    expect((await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo })).body.rspMsgCd).toBe('MMCP5702');
    const trail = await t.database.db.selectFrom('audit_trail').select(['event', 'changes']).where('event', 'in', ['MANDATE_ADD', 'MANDATE_EDIT', 'MANDATE_DELETE']).execute();
    expect(trail.map((r) => r.event).sort()).toEqual(expect.arrayContaining(['MANDATE_ADD', 'MANDATE_DELETE', 'MANDATE_EDIT']));
    expect(trail.find((r) => r.event === 'MANDATE_EDIT')?.changes).toContain('Samuel Kiprono');
  });

  it('needs function 3701 for mandates and 3702 for approvals', async () => {
    expect((await cashier.call('QueryMerMandateList', {})).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('AddMerMandate', { txTyp: '02', limitFrom: 0, mandateTyp: '0' })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('QryMerApprovalList', {})).body.rspMsgCd).toBe('MMCP0403');
    expect((await baraka.call('QueryMerMandateList', {})).body.rspMsgCd).toBe('MMCP0403');
    expect((await baraka.call('QryMerApprovalList', {})).body.rspMsgCd).toBe('MMC00000');
  });
});

describe('a transfer held by the sequential mandate', () => {
  it('shows the demo request waiting for Faith, not yet for Samuel', async () => {
    const mine = await baraka.call<{ list: ApprovalDetail[]; total: number }>('QryMerApprovalList', { todo: 'Y' });
    expect(mine.body.list.find((a) => a.summary.includes('John Otieno'))).toMatchObject({ status: 'P', canApprove: 'Y', nextApprovers: ['Faith Chebet'], initiatorName: 'Wanjiku Kamau' });
    // Samuel's turn has not come: not in his 'Waiting for me' yet, and he may not decide it.
    const hers = await zawadi.call<{ list: ApprovalDetail[] }>('QryMerApprovalList', { todo: 'Y' });
    expect(hers.body.list.find((a) => a.summary.includes('John Otieno'))).toBeUndefined();
    const all = await zawadi.call<{ list: ApprovalDetail[] }>('QryMerApprovalList', { status: 'P' });
    expect(all.body.list.find((a) => a.summary.includes('John Otieno'))?.canApprove).toBe('N');
  });

  it('holds the transfer after the PIN, then pays it only after the second authorizer agrees', async () => {
    const before = await available();
    const paid = await transfer({ rcvCnl: '44', bnfMblNo: '0722000333', rcvNm: 'Juma Otieno' }, 25_000 * KES);
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'W' });
    expect(await available()).toBe(before);
    const a = await approvalOf(paid.body.ordNo);
    expect(a).toMatchObject({ status: 'P', stage: '00', txTypName: 'Transfer', subTypName: 'M-PESA mobile', amount: 25_000 * KES, required: 2, approved: 0, canClose: 'Y', canApprove: 'N' });
    expect(a.summary).toBe('KES 25,000.00 to Juma Otieno');
    const inZh = await owner.call<ApprovalDetail>('QryMerApprovalDetail', { approvalNo: a.approvalNo }, { locale: 'zh-CN' });
    expect(inZh.body.summary).toBe('KES 25,000.00 付给 Juma Otieno');
    const held = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'APPROVAL_HOLD').where('detail', 'like', `%${a.approvalNo}%`).executeTakeFirstOrThrow();
    expect(held.detail).toMatch(/^Transfer KES 25,000\.00 to Juma Otieno \(M-PESA mobile\) held for approval under mandate /);
    const askZh = await baraka.call<{ list: { messText: string }[] }>('NotificationList', {}, { locale: 'zh-CN' });
    expect(askZh.body.list.find((m) => m.messText.includes(a.approvalNo))?.messText).toBe(`Wanjiku Kamau 请您审批 KES 25,000.00 付给 Juma Otieno。申请 ${a.approvalNo}：请打开“交易审批”同意或拒绝。`);
    expect(a.steps.map((s) => [s.name, s.status])).toEqual([
      ['Faith Chebet', 'W'],
      ['Samuel Kiprono', 'W'],
    ]);
    const told = await t.database.db.selectFrom('notifications').select(['person_id', 'title']).where('title', '=', 'Approval needed').where('body', 'like', `%${a.approvalNo}%`).execute();
    expect(told.map((n) => n.person_id)).toEqual([ids.baraka]);

    expect((await operate(owner, a.approvalNo, '01')).body.rspMsgCd).toBe('MMCP5708');
    expect((await operate(zawadi, a.approvalNo, '01')).body).toMatchObject({ rspMsgCd: 'MMCP5709', rspMsgInf: 'It is not your turn to approve this request yet.' });
    expect((await operate(admin, a.approvalNo, '01')).body.rspMsgCd).toBe('MMCP5710');
    expect((await operate(baraka, a.approvalNo, '04')).body.rspMsgCd).toBe('MMCP5713');

    const first = await operate(baraka, a.approvalNo, '01');
    expect(first.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'P', stage: '01', approved: 1, nextApprovers: ['Samuel Kiprono'] });
    expect((await order(paid.body.ordNo)).status).toBe('W');
    expect(await available()).toBe(before);
    expect((await operate(baraka, a.approvalNo, '01')).body.rspMsgCd).toBe('MMCP5707');
    const toSamuel = await t.database.db.selectFrom('notifications').select('person_id').where('title', '=', 'Approval needed').where('body', 'like', `%${a.approvalNo}%`).execute();
    expect(toSamuel.map((n) => n.person_id).sort()).toEqual([ids.baraka, ids.zawadi].sort());

    const second = await operate(zawadi, a.approvalNo, '01');
    expect(second.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S', approved: 2 });
    expect(second.body.steps.map((s) => s.status)).toEqual(['A', 'A']);
    const done = await settled(paid.body.ordNo);
    expect(done.status).toBe('S');
    expect(await available()).toBe(before - done.totalAmount);

    const audit = await t.database.db.selectFrom('audit_trail').select('event').where('detail', 'like', `%${a.approvalNo}%`).execute();
    expect(audit.map((r) => r.event).sort()).toEqual(['APPROVAL_AGREE', 'APPROVAL_AGREE', 'APPROVAL_EXECUTE', 'APPROVAL_HOLD']);
    // Approving again, or the job running again, moves nothing more.
    expect((await operate(zawadi, a.approvalNo, '01')).body.rspMsgCd).toBe('MMCP5707');
    const row = await t.database.db.selectFrom('approvals').select('id').where('approval_no', '=', a.approvalNo).executeTakeFirstOrThrow();
    await t.database.db.updateTable('approvals').set({ executed: 'N' }).where('id', '=', row.id).execute();
    await executeApproval(t.money, row.id);
    const entries = await t.database.db.selectFrom('journal_entries').select('id').where('idem_key', '=', `order:${(await t.database.db.selectFrom('money_orders').select('id').where('ord_no', '=', paid.body.ordNo).executeTakeFirstOrThrow()).id}`).execute();
    expect(entries).toHaveLength(1);
    expect(await available()).toBe(before - done.totalAmount);
    const events = (await owner.call<ApprovalDetail>('QryMerApprovalDetail', { approvalNo: a.approvalNo })).body.events.map((e) => [e.stage, e.name]);
    expect(events).toEqual([
      ['00', 'Wanjiku Kamau'],
      ['01', 'Faith Chebet'],
      ['01', 'Samuel Kiprono'],
    ]);
    const approved = await t.database.db.selectFrom('notifications').select('title').where('person_id', '=', ids.owner).where('body', 'like', `%${a.approvalNo}%`).execute();
    expect(approved.map((n) => n.title)).toContain('Request approved');
  });

  it('refuses an identical request while one is pending, and leaves the order waiting for the PIN', async () => {
    const first = await transfer({ rcvCnl: '44', bnfMblNo: '0722000444', rcvNm: 'Akinyi Odhiambo' }, 21_000 * KES);
    expect(first.body.status).toBe('W');
    const again = await transfer({ rcvCnl: '44', bnfMblNo: '0722000444', rcvNm: 'Akinyi Odhiambo' }, 21_000 * KES);
    expect(again.body).toMatchObject({ rspMsgCd: 'MMCP5711', rspMsgInf: 'An identical request is already waiting for approval.' });
    const a = await approvalOf(first.body.ordNo);
    expect((await operate(owner, a.approvalNo, '04')).body).toMatchObject({ status: 'C', stage: '04' });
    expect((await order(first.body.ordNo))).toMatchObject({ status: 'F', resultDesc: 'Closed by the initiator' });
  });

  it('ends a rejected request with its reason and moves no money', async () => {
    const before = await available();
    const paid = await transfer({ rcvCnl: '44', bnfMblNo: '0722000555', rcvNm: 'Chebet Kiprono' }, 22_000 * KES);
    const a = await approvalOf(paid.body.ordNo);
    const noReason = await operate(baraka, a.approvalNo, '02');
    expect(noReason.body.fieldErrors).toEqual([{ field: 'reason', message: 'Enter the reason for rejecting' }]);
    expect((await operate(baraka, a.approvalNo, '02', '不对')).body.rspMsgCd).toBe('MMCP0006');
    const rejected = await operate(baraka, a.approvalNo, '02', 'Wrong supplier');
    expect(rejected.body).toMatchObject({ status: 'F', stage: '02', resultDesc: 'Wrong supplier' });
    expect(rejected.body.steps.map((s) => s.status)).toEqual(['R', 'N']);
    expect(await order(paid.body.ordNo)).toMatchObject({ status: 'F', resultDesc: 'Rejected by the authorizer' });
    expect(await available()).toBe(before);
    expect((await operate(zawadi, a.approvalNo, '01')).body.rspMsgCd).toBe('MMCP5707');
    expect((await operate(owner, 'AP000', '01')).body.rspMsgCd).toBe('MMCP5706');
  });

  it('shows E when the network refuses an approved transfer, and gives the money back', async () => {
    const before = await available();
    const paid = await transfer({ rcvCnl: '44', bnfMblNo: '0708000001', rcvNm: 'Cancelled Payee' }, 20_500 * KES);
    expect(paid.body.status).toBe('W');
    const a = await approvalOf(paid.body.ordNo);
    await operate(baraka, a.approvalNo, '01');
    expect((await operate(zawadi, a.approvalNo, '01')).body.status).toBe('S');
    expect((await settled(paid.body.ordNo)).status).toBe('F');
    // E at the moment the order failed, before anyone reads the list or the detail.
    const stored = await t.database.db.selectFrom('approvals').select(['status', 'result_desc']).where('approval_no', '=', a.approvalNo).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'E', result_desc: 'Request cancelled by user' });
    const audited = await t.database.db.selectFrom('audit_trail').select(['event', 'result', 'detail']).where('detail', 'like', `%${a.approvalNo}%approved but failed%`).execute();
    expect(audited).toEqual([{ event: 'APPROVAL_EXECUTE', result: 'F', detail: expect.stringContaining('Request cancelled by user') }]);
    const after = (await owner.call<ApprovalDetail>('QryMerApprovalDetail', { approvalNo: a.approvalNo })).body;
    expect(after).toMatchObject({ status: 'E', resultDesc: 'Request cancelled by user' });
    expect(await available()).toBe(before);
    // The initiator is told once, however often the request is read or the job runs again.
    await owner.call('QryMerApprovalList', { limit: 100 });
    const row = await t.database.db.selectFrom('approvals').select('id').where('approval_no', '=', a.approvalNo).executeTakeFirstOrThrow();
    await executeApproval(t.money, row.id);
    const told = await t.database.db.selectFrom('notifications').select(['person_id', 'body']).where('title', '=', 'Approved but not paid').where('body', 'like', `%${a.approvalNo}%`).execute();
    expect(told).toEqual([{ person_id: ids.owner, body: expect.stringContaining('the transaction failed: Request cancelled by user.') }]);
  });

  it('refuses a person the mandate does not name as initiator', async () => {
    await addMandate({ txTyp: '01', subTyp: '41', limitFrom: 1_000 * KES, mandateTyp: '1', initiators: [ids.admin], approvers: [ids.baraka] });
    const pre = await owner.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', { rcvCnl: '41', bankCode: '01', rcvAcNo: '1104567001', rcvNm: 'Kamau Hardware', amount: 1_500 * KES, requestId: rid() });
    expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
    await authorize(owner, pre.body.authTxCode);
    const paid = await owner.call('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMCP5712', rspMsgInf: 'You are not an initiator under the account mandate for this transaction.' });
    expect((await order(pre.body.ordNo)).status).toBe('U');
  });

  it('marks an approved transfer the wallet can no longer cover as E, with nothing moved', async () => {
    const m = await addMandate({ txTyp: '01', subTyp: '42', limitFrom: 1_000 * KES, mandateTyp: '2', ruleTyp: '4', approvers: [ids.baraka, ids.zawadi] });
    const funds = await available();
    const pre = await owner.call<{ ordNo: string; authTxCode: string; totalAmount: number }>('TransferPreOrder', {
      rcvCnl: '42',
      bankCode: '01',
      rcvAcNo: '1104567002',
      rcvNm: 'Njeri Wholesalers',
      amount: funds - 600 * KES,
      requestId: rid(),
    });
    expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
    await authorize(owner, pre.body.authTxCode);
    expect((await owner.call<MoneyOrder>('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode })).body.status).toBe('W');
    // Money leaves for something else meanwhile (below the M-PESA mandate's band).
    const other = await transfer({ rcvCnl: '44', bnfMblNo: '0722000666', rcvNm: 'Wekesa' }, 1_000 * KES);
    expect(other.body.status).toBe('P');
    const a = await approvalOf(pre.body.ordNo);
    const approved = await operate(zawadi, a.approvalNo, '01');
    expect(approved.body).toMatchObject({ status: 'E', resultDesc: 'Insufficient Balance.' });
    expect(await order(pre.body.ordNo)).toMatchObject({ status: 'F', resultDesc: 'Insufficient Balance.' });
    await settled(other.body.ordNo);
    await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo });
  });
});

describe('bills, withdrawals and transfers to many', () => {
  it('holds a bill under a non-sequential Any mandate: one authorizer, any of them, releases it', async () => {
    const m = await addMandate({ txTyp: '02', subTyp: '06', limitFrom: 500 * KES, mandateTyp: '2', ruleTyp: '4', approvers: [ids.baraka, ids.zawadi], viewers: [ids.admin] });
    const input = { biller: 'SAFARICOM_AIRTIME', accountNo: '0722000777', amount: 600 * KES };
    const requestId = rid();
    const pre = await owner.call<{ authTxCode: string; ordNo: string }>('CreateUtilityBillOrder', { ...input, requestId });
    expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
    await authorize(owner, pre.body.authTxCode);
    const paid = await owner.call<{ order: { status: string; ordNo: string } }>('CreateUtilityBillOrder', { ...input, requestId, authTxCode: pre.body.authTxCode });
    expect(paid.body.order.status).toBe('W');
    const a = await approvalOf(paid.body.order.ordNo);
    expect(a).toMatchObject({ txTypName: 'Pay bills', subTypName: 'Airtime', required: 1, nextApprovers: ['Faith Chebet', 'Samuel Kiprono'] });
    const done = await operate(zawadi, a.approvalNo, '01');
    expect(done.body).toMatchObject({ status: 'S', steps: [{ status: 'N' }, { status: 'A' }] });
    expect((await settled(paid.body.order.ordNo)).status).toBe('S');
    const toViewer = await t.database.db.selectFrom('notifications').select('title').where('person_id', '=', ids.admin).where('body', 'like', `%${a.approvalNo}%`).execute();
    expect(toViewer.map((n) => n.title)).toEqual(['Request approved']);
    await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo });
  });

  it('holds a withdrawal under a non-sequential ALL mandate until both agree, in any order', async () => {
    const m = await addMandate({ txTyp: '04', subTyp: '44', limitFrom: 0, mandateTyp: '2', ruleTyp: '0', approvers: [ids.baraka, ids.zawadi] });
    const before = await available();
    const pre = await owner.call<{ authTxCode: string; order: MoneyOrder }>('WithdrawPreOrder', { requestId: rid(), method: 'mpesa', amount: 2_000 * KES, msisdn: '0712345678' });
    await authorize(owner, pre.body.authTxCode);
    const paid = await owner.call<MoneyOrder>('Withdraw', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode });
    expect(paid.body.status).toBe('W');
    const a = await approvalOf(paid.body.ordNo);
    expect((await operate(zawadi, a.approvalNo, '01')).body).toMatchObject({ status: 'P', approved: 1 });
    expect(await available()).toBe(before);
    expect((await operate(baraka, a.approvalNo, '01')).body.status).toBe('S');
    const done = await settled(paid.body.ordNo);
    expect(await available()).toBe(before - done.totalAmount);
    await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo });
  });

  it('counts two authorizers agreeing at the same moment once each, and pays once', async () => {
    const m = await addMandate({ txTyp: '01', subTyp: '65', limitFrom: 0, mandateTyp: '2', ruleTyp: '0', approvers: [ids.baraka, ids.zawadi] });
    const paid = await transfer({ rcvCnl: '65', bnfMblNo: '0722000999', rcvNm: 'Otieno Pesalink' }, 500 * KES);
    expect(paid.body.status).toBe('W');
    const a = await approvalOf(paid.body.ordNo);
    const both = await Promise.all([operate(baraka, a.approvalNo, '01'), operate(zawadi, a.approvalNo, '01')]);
    expect(both.map((r) => r.body.rspMsgCd)).toEqual(['MMC00000', 'MMC00000']);
    const after = (await owner.call<ApprovalDetail>('QryMerApprovalDetail', { approvalNo: a.approvalNo })).body;
    expect(after).toMatchObject({ status: 'S', approved: 2 });
    expect((await settled(paid.body.ordNo)).status).toBe('S');
    const orderId = (await t.database.db.selectFrom('money_orders').select('id').where('ord_no', '=', paid.body.ordNo).executeTakeFirstOrThrow()).id;
    expect(await t.database.db.selectFrom('journal_entries').select('id').where('idem_key', '=', `order:${orderId}`).execute()).toHaveLength(1);
    await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo });
  });

  it('lets a zero mandate through at once', async () => {
    const m = await addMandate({ txTyp: '04', subTyp: '44', limitFrom: 0, mandateTyp: '0', initiators: [ids.owner] });
    const pre = await owner.call<{ authTxCode: string; order: MoneyOrder }>('WithdrawPreOrder', { requestId: rid(), method: 'mpesa', amount: 1_000 * KES, msisdn: '0712345678' });
    await authorize(owner, pre.body.authTxCode);
    expect((await owner.call<MoneyOrder>('Withdraw', { ordNo: pre.body.order.ordNo, authTxCode: pre.body.authTxCode })).body.status).toBe('P');
    await settled(pre.body.order.ordNo);
    await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo });
  });

  it('holds a transfer to many as one request and pays every order once approved', async () => {
    const m = await addMandate({ txTyp: '01', subTyp: 'MT', limitFrom: 0, mandateTyp: '1', approvers: [ids.baraka] });
    const before = await available();
    const pre = await owner.call<{ batchNo: string; authTxCode: string; totalAmount: number }>('TransferManyPreOrder', { groupId: 'bnfgroup-demo-suppliers', amount: 700 * KES, requestId: rid() });
    expect(pre.body.rspMsgCd, JSON.stringify(pre.body)).toBe('MMC00000');
    await authorize(owner, pre.body.authTxCode);
    const paid = await owner.call<{ orders: MoneyOrder[] }>('TransferManyPay', { batchNo: pre.body.batchNo, authTxCode: pre.body.authTxCode });
    expect(paid.body.orders.map((o) => o.status)).toEqual(['W', 'W']);
    const list = await baraka.call<{ list: ApprovalDetail[] }>('QryMerApprovalList', { todo: 'Y', txTyp: '01' });
    const a = list.body.list.find((x) => x.kind === 'batch');
    expect(a).toMatchObject({ subTypName: 'Transfer to many', amount: 1_400 * KES });
    const single = (await baraka.call<{ list: ApprovalDetail[] }>('QryMerApprovalList', { status: 'P' })).body.list.find((x) => x.kind === 'order');
    expect((await baraka.call('ApprovalTransferManyPay', { approvalNo: single?.approvalNo, operTyp: '01' })).body.rspMsgCd).toBe('MMCP5714');
    const done = await baraka.call<ApprovalDetail>('ApprovalTransferManyPay', { approvalNo: a?.approvalNo, operTyp: '01' });
    expect(done.body).toMatchObject({ rspMsgCd: 'MMC00000', status: 'S' });
    expect(done.body.orders).toHaveLength(2);
    for (const o of done.body.orders) expect((await settled(o.ordNo)).status).toBe('S');
    expect(await available()).toBe(before - pre.body.totalAmount);
    await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo });
  });

  it("holds a standing order's run until approved, then the run is paid", async () => {
    const m = await addMandate({ txTyp: '03', subTyp: '44', limitFrom: 0, mandateTyp: '1', approvers: [ids.baraka] });
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const input = { name: `Float ${rid()}`.slice(0, 30), category: '03', payee: { rcvCnl: '44', bnfMblNo: '0722000888', rcvNm: 'Mwangi Float' }, amount: 300 * KES, frequency: '2', startDate: today };
    const requestId = rid();
    const first = await owner.call<{ authTxCode: string }>('CreateStandingOrder', { ...input, requestId });
    expect(first.body.rspMsgCd, JSON.stringify(first.body)).toBe('MMC00000');
    await authorize(owner, first.body.authTxCode);
    const made = await owner.call<{ standingOrder: { orderNo: string } }>('CreateStandingOrder', { ...input, requestId, authTxCode: first.body.authTxCode });
    expect(made.body.rspMsgCd).toBe('MMC00000');
    const so = await t.database.db.selectFrom('standing_orders').select('id').where('order_no', '=', made.body.standingOrder.orderNo).executeTakeFirstOrThrow();
    const run = await t.database.db.selectFrom('standing_order_runs').select('id').where('standing_order_id', '=', so.id).executeTakeFirstOrThrow();
    await runStandingOrder(t.money, run.id);
    // The runner may be making the run's order at the same moment: wait until it is held.
    let held = { ord_no: '', status: '' };
    for (let i = 0; i < 50 && held.status !== 'W'; i++) {
      held = (await t.database.db.selectFrom('money_orders').select(['ord_no', 'status']).where('request_id', '=', `so-${run.id}`).executeTakeFirst()) ?? held;
      if (held.status !== 'W') await new Promise((r) => setTimeout(r, 100));
    }
    expect(held.status).toBe('W');
    const a = await approvalOf(held.ord_no);
    expect(a).toMatchObject({ txTypName: 'Standing order', subTypName: 'M-PESA mobile', initiatorName: 'Wanjiku Kamau' });
    expect((await operate(baraka, a.approvalNo, '01')).body.status).toBe('S');
    expect((await settled(held.ord_no)).status).toBe('S');
    await runStandingOrder(t.money, run.id);
    expect((await t.database.db.selectFrom('standing_order_runs').select('status').where('id', '=', run.id).executeTakeFirstOrThrow()).status).toBe('S');
    await owner.call('DeleteMerMandate', { mandateNo: m.mandateNo });
  });

  it('pages the list and filters it by status', async () => {
    const page = await owner.call<{ list: ApprovalDetail[]; total: number }>('QryMerApprovalList', { limit: 2, offset: 0 });
    expect(page.body.list).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    const next = await owner.call<{ list: ApprovalDetail[] }>('QryMerApprovalList', { limit: 2, offset: 2 });
    expect(next.body.list[0]!.createdAt <= page.body.list[1]!.createdAt).toBe(true);
    const rejected = await owner.call<{ list: ApprovalDetail[] }>('QryMerApprovalList', { status: 'F' });
    expect(rejected.body.list.every((a) => a.status === 'F')).toBe(true);
    expect((await owner.call('QryMerApprovalDetail', { approvalNo: 'AP-none' })).body.rspMsgCd).toBe('MMCP5706');
  });
});
