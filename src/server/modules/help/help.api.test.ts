import { beforeAll, describe, expect, it } from 'vitest';
import type { CallbackItem, DeskCallback, DeskTicket, ServiceProcess, TicketDetail, TicketSummary } from '../../../shared/actions/help';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn as signInAs, uploadAnswer, uploadFile, withTestApp } from '../../testing/harness';

const t = withTestApp();

type List<T> = { list: T[]; total: number };

const signIn = (userId: string, type: 'P' | 'E' | 'S', device: string) => signInAs(t, userId, type, device);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000040000000308020000000000000000', 'hex');

let owner: WireClient;
let cashier: WireClient;
let agent: WireClient;
let baraka: Awaited<ReturnType<typeof registerBusinessOwner>>;

beforeAll(async () => {
  owner = await signIn(DEMO_LOGIN.owner.userId, 'P', 'help-device-owner');
  cashier = await signIn(DEMO_LOGIN.cashier.userId, 'S', 'help-device-cashier');
  agent = await signIn('support@biashara.co.ke', 'E', 'help-device-agent');
  baraka = await registerBusinessOwner(t, { phone: '0755470001', first: 'Baraka', last: 'Otieno', idNo: '31470001', device: 'help-device-baraka' });
});

const ticket = (over: Record<string, unknown> = {}) => ({
  ticketType: 'C',
  title: 'Withdrawal not received',
  issueType: '03',
  description: 'We withdrew KES 5,000 to KCB two days ago and it has not arrived.',
  contactChannel: '01',
  ...over,
});

async function raise(client: WireClient, over: Record<string, unknown> = {}): Promise<string> {
  const res = await client.call<{ ticketNo: string; status: string }>('RaiseTicket', ticket(over));
  expect(res.body.rspMsgCd, res.body.rspMsgInf).toBe('MMC00000');
  return res.body.ticketNo;
}

const upload = (client: WireClient, kind: string, filename: string, data: Buffer, route: 'upload' | 'merchantUpload') => uploadAnswer(t, client, kind, filename, data, route);

async function auditDetails(event: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', event).execute();
  return rows.map((r) => `${r.operator_name}|${r.detail}`);
}

describe('service processes (CommonTickets)', () => {
  it('lists the published service processes with their steps, in order', async () => {
    const res = await owner.call<{ list: ServiceProcess[] }>('CommonTickets');
    expect(res.body.list.map((p) => p.code)).toEqual(['SP01', 'SP02', 'SP03', 'SP04', 'SP05']);
    expect(res.body.list[0]).toMatchObject({ title: 'Reset your login password', category: 'Account' });
    expect(res.body.list[0]!.steps).toHaveLength(4);
  });

  it('answers the service processes in Chinese to a zh-CN reader', async () => {
    const res = await owner.call<{ list: ServiceProcess[] }>('CommonTickets', {}, { locale: 'zh-CN' });
    expect(res.body.list.map((p) => p.code)).toEqual(['SP01', 'SP02', 'SP03', 'SP04', 'SP05']);
    expect(res.body.list[0]).toMatchObject({ category: '账户', title: '重置登录密码', summary: '忘记密码了？用发送到您手机的验证码即可自行重置。' });
    expect(res.body.list[0]!.steps).toHaveLength(4);
    expect(res.body.list[0]!.steps[0]).toBe('在登录页面，点击“忘记密码？”。');
    expect(res.body.list[2]!.steps[2]).toContain('PesaLink');
  });

  it('shows a zh-CN reader the English of any text a process has no translation of', async () => {
    const db = t.database.db;
    const saved = await db.selectFrom('help_processes').select(['id', 'translations']).where('id', 'in', ['hp-sp02', 'hp-sp03']).execute();
    await db.updateTable('help_processes').set({ translations: JSON.stringify({ 'zh-CN': { title: '只有标题' } }) }).where('id', '=', 'hp-sp02').execute();
    await db.updateTable('help_processes').set({ translations: null }).where('id', '=', 'hp-sp03').execute();
    try {
      const res = await owner.call<{ list: ServiceProcess[] }>('CommonTickets', {}, { locale: 'zh-CN' });
      const [, sp02, sp03] = res.body.list;
      expect(sp02).toMatchObject({ title: '只有标题', category: 'Payments', summary: 'What to check before raising a ticket about a missing M-PESA payment.' });
      expect(sp02!.steps[0]).toBe('Ask the customer for the M-PESA confirmation code and the time they paid.');
      expect(sp03).toMatchObject({ category: 'Settlement', title: 'Withdraw to your bank account' });
    } finally {
      for (const row of saved) await db.updateTable('help_processes').set({ translations: row.translations }).where('id', '=', row.id).execute();
    }
  });
});

describe('raising a ticket', () => {
  it('raises a ticket with a document attached: unresolved, numbered, in the history and audited', async () => {
    const fileId = await uploadFile(t, owner, 'document', 'statement.pdf', PDF, 'merchantUpload');
    const ticketNo = await raise(owner, { fileId });
    expect(ticketNo).toMatch(/^T\d{14}$/);
    const detail = await owner.call<TicketDetail>('TicketDetails', { ticketNo });
    expect(detail.body).toMatchObject({ status: '0', title: 'Withdrawal not received', issueType: '03', respondTime: null, cancellable: 'Y', raisedBy: 'Wanjiku Kamau', messages: [] });
    expect(detail.body.requestTime).toMatch(/^\d{14}$/);
    expect(detail.body.attachment).toMatchObject({ fileId, name: 'statement.pdf', mime: 'application/pdf' });
    const download = await t.app.inject({ method: 'GET', url: detail.body.attachment!.url });
    expect(download.statusCode).toBe(200);
    expect(await auditDetails('TICKET_RAISE')).toContain(`Wanjiku Kamau|Raised ticket ${ticketNo}: Withdrawal not received`);
  });

  it('accepts a picture as the attachment', async () => {
    const fileId = await uploadFile(t, owner, 'picture', 'screen.png', PNG, 'merchantUpload');
    const ticketNo = await raise(owner, { fileId, title: 'Screenshot of the error' });
    expect((await owner.call<TicketDetail>('TicketDetails', { ticketNo })).body.attachment?.mime).toBe('image/png');
  });

  it('refuses each missing or bad field, naming it, and raises nothing', async () => {
    const before = (await owner.call<List<TicketSummary>>('TicketHistory')).body.total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'This field is required'],
      [{ title: 'abc' }, 'title', 'Minimum field length = 4'],
      [{ title: 'x'.repeat(61) }, 'title', 'Maximum field length = 60'],
      [{ description: 'too short' }, 'description', 'Minimum field length = 10'],
      [{ ticketType: 'Z' }, 'ticketType', 'Invalid value'],
      [{ issueType: '' }, 'issueType', 'This field is required'],
      [{ contactChannel: '09' }, 'contactChannel', 'Invalid value'],
    ];
    for (const [over, field, message] of cases) {
      const res = await owner.call('RaiseTicket', ticket(over));
      expect(res.body.rspMsgCd, field).toBe('MMCP0006');
      expect(res.body.fieldErrors?.[0], field).toEqual({ field, message });
    }
    expect((await owner.call<List<TicketSummary>>('TicketHistory')).body.total).toBe(before);
  });

  it('refuses an attachment of the wrong kind, of another business, or unknown, on the field', async () => {
    const certificate = await uploadFile(t, owner, 'certificate', 'cert.pdf', PDF, 'merchantUpload');
    const wrongKind = await owner.call('RaiseTicket', ticket({ fileId: certificate }));
    expect(wrongKind.body.fieldErrors?.[0]).toEqual({ field: 'fileId', message: 'The attachment must be a document (doc, dot, docx, pdf) or a picture (JPG, PNG).' });
    const barakas = await uploadFile(t, baraka.client, 'document', 'theirs.pdf', PDF, 'merchantUpload');
    const other = await owner.call('RaiseTicket', ticket({ fileId: barakas }));
    expect(other.body.fieldErrors?.[0]).toEqual({ field: 'fileId', message: 'The attachment was not found. Please upload it again.' });
    const personal = await uploadFile(t, owner, 'document', 'mine.pdf', PDF, 'upload');
    expect((await owner.call('RaiseTicket', ticket({ fileId: personal }))).body.fieldErrors?.[0]?.field).toBe('fileId');
    expect((await owner.call('RaiseTicket', ticket({ fileId: 'nope' }))).body.fieldErrors?.[0]).toEqual({ field: 'fileId', message: 'The attachment was not found. Please upload it again.' });
  });

  it('refuses an attachment of a type or size the upload rules do not take', async () => {
    const text = await upload(owner, 'document', 'notes.txt', Buffer.from('hello'), 'merchantUpload');
    expect(text.rspMsgCd).toBe('MMCP3001');
    expect(text.fieldErrors?.[0]?.field).toBe('file');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(owner, 'document', 'big.pdf', big, 'merchantUpload');
    expect(tooBig.rspMsgCd).toBe('MMCP3001');
    expect(tooBig.rspMsgInf).not.toBe(text.rspMsgInf);
  });

  it('is refused without function 40 HelpCenter', async () => {
    for (const action of ['CommonTickets', 'RaiseTicket', 'TicketHistory', 'TicketDetails', 'CancelTicket', 'RequestCallBack', 'CancelCallBack', 'CallBackHistory']) {
      expect((await cashier.call(action, { ticketNo: 'T1', callbackId: 'x' })).body.rspMsgCd, action).toBe('MMCP0403');
    }
  });
});

describe('raised tickets (TicketHistory)', () => {
  it("pages the business's tickets newest first and filters by status", async () => {
    const all = await owner.call<List<TicketSummary>>('TicketHistory', { limit: 2, offset: 0 });
    expect(all.body.list).toHaveLength(2);
    expect(all.body.total).toBeGreaterThanOrEqual(6);
    const addressed = await owner.call<List<TicketSummary>>('TicketHistory', { status: '1' });
    expect(addressed.body.list.map((x) => x.title)).toContain('M-PESA payment not in wallet');
    expect(addressed.body.list.every((x) => x.status === '1')).toBe(true);
    const cancelled = await owner.call<List<TicketSummary>>('TicketHistory', { status: '3' });
    expect(cancelled.body.list.map((x) => x.ticketNo)).toContain('T20260101000104');
    expect((await owner.call('TicketHistory', { status: '7' })).body.fieldErrors?.[0]?.field).toBe('status');
  });

  it("shows the seeded answered ticket with the agent's answer", async () => {
    const res = await owner.call<TicketDetail>('TicketDetails', { ticketNo: 'T20260101000101' });
    expect(res.body).toMatchObject({ status: '1', agentName: 'Neema Mwangi', cancellable: 'N' });
    expect(res.body.respondTime).toMatch(/^\d{14}$/);
    expect(res.body.messages).toHaveLength(1);
    expect(res.body.messages[0]).toMatchObject({ side: 'S', authorName: 'Neema Mwangi' });
  });

  it("never shows another business's tickets", async () => {
    const theirs = await raise(baraka.client, { title: 'Baraka question' });
    expect((await owner.call('TicketDetails', { ticketNo: theirs })).body.rspMsgCd).toBe('MMCP4700');
    expect((await owner.call('CancelTicket', { ticketNo: theirs })).body.rspMsgCd).toBe('MMCP4700');
    const list = await owner.call<List<TicketSummary>>('TicketHistory', { limit: 100 });
    expect(list.body.list.map((x) => x.ticketNo)).not.toContain(theirs);
    const barakaList = await baraka.client.call<List<TicketSummary>>('TicketHistory');
    expect(barakaList.body.list.map((x) => x.ticketNo)).toEqual([theirs]);
    expect((await baraka.client.call('TicketDetails', { ticketNo: 'T20260101000101' })).body.rspMsgInf).toBe('Ticket not found.');
  });
});

describe('a ticket through its statuses', () => {
  it('goes unresolved -> in progress -> addressed, notifying and auditing each step', async () => {
    const ticketNo = await raise(owner, { title: 'Lifecycle ticket' });
    const queue = await agent.call<List<DeskTicket>>('SupportTicketQueue', { status: '0', keyword: ticketNo });
    expect(queue.body.list).toHaveLength(1);
    expect(queue.body.list[0]).toMatchObject({ ticketNo, merchantName: 'Amani Traders Ltd', merchantNo: '800100200300', agentName: null });

    // Answering before taking is refused.
    const early = await agent.call('SupportAnswerTicket', { ticketNo, message: 'Hello', resolve: 'N' });
    expect(early.body.rspMsgInf).toBe('Take the ticket before answering it.');

    expect((await agent.call<{ status: string }>('SupportTakeTicket', { ticketNo })).body.status).toBe('2');
    expect((await agent.call('SupportTakeTicket', { ticketNo })).body.rspMsgInf).toBe('Only an unresolved ticket can be taken.');
    const taken = await t.database.db.selectFrom('notifications').select(['title', 'body']).where('title', '=', `Your ticket ${ticketNo} is now in progress`).execute();
    expect(taken).toEqual([{ title: `Your ticket ${ticketNo} is now in progress`, body: 'Our support team has picked up your ticket "Lifecycle ticket".' }]);
    const mine = await agent.call<List<DeskTicket>>('SupportTicketQueue', { mine: 'Y', status: '2' });
    expect(mine.body.list.map((x) => x.ticketNo)).toContain(ticketNo);

    const reply = await agent.call<{ status: string }>('SupportAnswerTicket', { ticketNo, message: 'We are checking with the bank.', resolve: 'N' });
    expect(reply.body.status).toBe('2');
    const file = await uploadFile(t, agent, 'document', 'receipt.pdf', PDF, 'upload');
    const done = await agent.call<{ status: string }>('SupportAnswerTicket', { ticketNo, message: 'The money arrived; receipt attached.', fileId: file, resolve: 'Y' });
    expect(done.body.status).toBe('1');

    const detail = await owner.call<TicketDetail>('TicketDetails', { ticketNo });
    expect(detail.body).toMatchObject({ status: '1', agentName: 'Neema Mwangi', cancellable: 'N' });
    expect(detail.body.messages.map((m) => [m.side, m.body])).toEqual([
      ['S', 'We are checking with the bank.'],
      ['S', 'The money arrived; receipt attached.'],
    ]);
    expect(detail.body.messages[1]!.attachment).toMatchObject({ name: 'receipt.pdf' });
    expect((await t.app.inject({ method: 'GET', url: detail.body.messages[1]!.attachment!.url })).statusCode).toBe(200);
    expect(detail.body.respondTime).not.toBeNull();

    const answered = await t.database.db.selectFrom('notifications').select('body').where('title', '=', `Your ticket ${ticketNo} was answered`).execute();
    expect(answered.map((n) => n.body)).toEqual(['Support replied to "Lifecycle ticket". Status: In progress.', 'Support replied to "Lifecycle ticket". Status: Addressed.']);
    expect(await auditDetails('TICKET_TAKE')).toContain(`Support: Neema Mwangi|Support took ticket ${ticketNo}`);
    expect(await auditDetails('TICKET_ANSWER')).toContain(`Support: Neema Mwangi|Support answered ticket ${ticketNo} and marked it addressed`);

    // Addressed is final.
    expect((await agent.call('SupportAnswerTicket', { ticketNo, message: 'More', resolve: 'N' })).body.rspMsgCd).toBe('MMCP4703');
    expect((await owner.call('CancelTicket', { ticketNo })).body.rspMsgInf).toBe('Only an unresolved or in-progress ticket can be cancelled.');
  });

  it('lets the merchant cancel while unresolved or in progress, and not afterwards', async () => {
    const fresh = await raise(owner, { title: 'Cancel me now' });
    expect((await owner.call<{ status: string }>('CancelTicket', { ticketNo: fresh })).body.status).toBe('3');
    expect((await owner.call('CancelTicket', { ticketNo: fresh })).body.rspMsgCd).toBe('MMCP4701');
    expect((await agent.call('SupportTakeTicket', { ticketNo: fresh })).body.rspMsgCd).toBe('MMCP4702');
    expect((await agent.call('SupportAnswerTicket', { ticketNo: fresh, message: 'Hi', resolve: 'Y' })).body.rspMsgCd).toBe('MMCP4703');

    const working = await raise(owner, { title: 'Cancel me later' });
    await agent.call('SupportTakeTicket', { ticketNo: working });
    expect((await owner.call<{ status: string }>('CancelTicket', { ticketNo: working })).body.status).toBe('3');
    expect(await auditDetails('TICKET_CANCEL')).toContain(`Wanjiku Kamau|Cancelled ticket ${working}`);
  });

  it('lets only one of two agents racing take the same ticket', async () => {
    const ticketNo = await raise(owner, { title: 'Race for it' });
    const second = await signIn('support@biashara.co.ke', 'E', 'help-device-agent-2');
    const results = await Promise.all([agent.call('SupportTakeTicket', { ticketNo }), second.call('SupportTakeTicket', { ticketNo })]);
    expect(results.map((r) => r.body.rspMsgCd).sort()).toEqual(['MMC00000', 'MMCP4702']);
    expect(await auditDetails('TICKET_TAKE')).toEqual(expect.arrayContaining([`Support: Neema Mwangi|Support took ticket ${ticketNo}`]));
    const takes = (await auditDetails('TICKET_TAKE')).filter((d) => d.endsWith(ticketNo));
    expect(takes).toHaveLength(1);
  });

  it('keeps a ticket in progress with the agent who took it: another agent cannot answer it', async () => {
    const ticketNo = await raise(owner, { title: 'Mine to answer' });
    expect((await agent.call('SupportTakeTicket', { ticketNo })).body.rspMsgCd).toBe('MMC00000');
    // Someone else holds it (any other person stands for another agent here).
    await t.database.db.updateTable('help_tickets').set({ agent_person_id: 'person-owner' }).where('ticket_no', '=', ticketNo).execute();
    const answer = await agent.call('SupportAnswerTicket', { ticketNo, message: 'Resolved for you', resolve: 'Y' });
    expect(answer.body).toMatchObject({ rspMsgCd: 'MMCP4720', rspMsgInf: 'Another agent has taken this ticket.' });
    expect((await owner.call<TicketDetail>('TicketDetails', { ticketNo })).body.status).toBe('2');
  });

  it("refuses an agent's answer without text or with an attachment that is not theirs", async () => {
    const ticketNo = await raise(owner, { title: 'Answer rules' });
    await agent.call('SupportTakeTicket', { ticketNo });
    expect((await agent.call('SupportAnswerTicket', { ticketNo, message: '  ', resolve: 'Y' })).body.fieldErrors?.[0]).toEqual({ field: 'message', message: 'This field is required' });
    const ownersFile = await uploadFile(t, owner, 'document', 'owner.pdf', PDF, 'merchantUpload');
    expect((await agent.call('SupportAnswerTicket', { ticketNo, message: 'x', fileId: ownersFile, resolve: 'Y' })).body.fieldErrors?.[0]?.field).toBe('fileId');
    expect((await agent.call('SupportAnswerTicket', { ticketNo: 'T0', message: 'x', resolve: 'Y' })).body.rspMsgCd).toBe('MMCP4700');
    expect((await owner.call<TicketDetail>('TicketDetails', { ticketNo })).body.status).toBe('2');
  });
});

describe('the support desk', () => {
  it('is refused for anyone who is not a support agent', async () => {
    const actions: [string, Record<string, unknown>][] = [
      ['SupportTicketQueue', {}],
      ['SupportTicketDetails', { ticketNo: 'T20260101000103' }],
      ['SupportTakeTicket', { ticketNo: 'T20260101000103' }],
      ['SupportAnswerTicket', { ticketNo: 'T20260101000102', message: 'x', resolve: 'Y' }],
      ['SupportCallBackList', {}],
      ['SupportMarkCalled', { callbackId: 'hcb-demo-1' }],
    ];
    for (const [action, body] of actions) {
      expect((await owner.call(action, body)).body.rspMsgCd, action).toBe('MMCP0403');
      expect((await baraka.client.call(action, body)).body.rspMsgCd, action).toBe('MMCP0403');
    }
    expect((await owner.call<TicketDetail>('TicketDetails', { ticketNo: 'T20260101000103' })).body.status).toBe('0');
  });

  it("shows tickets of every business, filtered by status, issue type and business", async () => {
    await raise(baraka.client, { title: 'Kiosk wallet question', issueType: '06' });
    const all = await agent.call<List<DeskTicket>>('SupportTicketQueue', { limit: 100 });
    expect(new Set(all.body.list.map((x) => x.merchantName))).toEqual(new Set(['Amani Traders Ltd', 'Baraka Kiosk']));
    const byIssue = await agent.call<List<DeskTicket>>('SupportTicketQueue', { issueType: '06' });
    expect(byIssue.body.list.map((x) => x.title)).toEqual(['Kiosk wallet question']);
    const byName = await agent.call<List<DeskTicket>>('SupportTicketQueue', { keyword: 'baraka', limit: 100 });
    expect(byName.body.list.every((x) => x.merchantName === 'Baraka Kiosk')).toBe(true);
    const detail = await agent.call<TicketDetail & { merchantName: string }>('SupportTicketDetails', { ticketNo: 'T20260101000102' });
    expect(detail.body).toMatchObject({ merchantName: 'Amani Traders Ltd', status: '2', title: 'How long does RTGS settlement take?' });
  });

  it('signs the agent in without a business, as a support agent', async () => {
    const me = await agent.call<{ platformRole: string | null; merchantOwnerNo: string }>('QryUserInformation');
    expect(me.body).toMatchObject({ platformRole: 'SUPPORT', merchantOwnerNo: '' });
    const merchantMe = await owner.call<{ platformRole?: string | null }>('QryUserInformation');
    expect(merchantMe.body.platformRole ?? null).toBeNull();
    expect((await agent.call('TicketHistory')).body.rspMsgCd).toBe('MMCP1040');
  });

  it('keeps an agent out of owning or joining a business', async () => {
    const setUp = await agent.call('SetUpBusiness', { businessType: '0', businessName: 'Agent Kiosk', industry: 'RET', sector: 'RET01', county: '047', town: 'Kibra', address: 'Olympic Estate' });
    expect(setUp.body.rspMsgCd).toBe('MMCP0403');
    const join = await agent.call('JoinBusiness', { inviteCode: '12345678' });
    expect(join.body.rspMsgCd).toBe('MMCP0403');
  });
});

describe('call backs', () => {
  const soon = () => new Date(Date.now() + 3 * 3600_000).toISOString();

  it('asks for a call back once at a time, lists it, and cancels it while not yet called', async () => {
    // The demo owner already waits for one.
    const again = await owner.call('RequestCallBack', { phone: '0712345678', preferredTime: soon() });
    expect(again.body.rspMsgInf).toBe('You already have a pending call-back request.');
    const mine = await owner.call<List<CallbackItem>>('CallBackHistory', { status: 'P' });
    expect(mine.body.list.map((c) => c.callbackId)).toEqual(['hcb-demo-1']);
    expect((await owner.call<{ status: string }>('CancelCallBack', { callbackId: 'hcb-demo-1' })).body.status).toBe('X');
    expect((await owner.call('CancelCallBack', { callbackId: 'hcb-demo-1' })).body.rspMsgCd).toBe('MMCP4705');
    expect(await auditDetails('CALLBACK_CANCEL')).toContain('Wanjiku Kamau|Cancelled the call back on +254712345678');

    const asked = await owner.call<{ callbackId: string; status: string }>('RequestCallBack', { phone: '0722 334 455', preferredTime: soon(), note: 'About a withdrawal' });
    expect(asked.body.status).toBe('P');
    const list = await owner.call<List<CallbackItem>>('CallBackHistory');
    expect(list.body.list[0]).toMatchObject({ callbackId: asked.body.callbackId, phone: '254722334455', note: 'About a withdrawal', status: 'P' });
    expect(await auditDetails('CALLBACK_REQUEST')).toContain('Wanjiku Kamau|Asked for a call back on +254722334455');
  });

  it('refuses a bad phone, a time in the past or too far ahead, naming the field', async () => {
    const past = await owner.call('RequestCallBack', { phone: '0712345678', preferredTime: new Date(Date.now() - 60_000).toISOString() });
    expect(past.body.fieldErrors?.[0]).toEqual({ field: 'preferredTime', message: 'Choose a time within the next 30 days.' });
    const far = await owner.call('RequestCallBack', { phone: '0712345678', preferredTime: new Date(Date.now() + 40 * 86_400_000).toISOString() });
    expect(far.body.fieldErrors?.[0]?.field).toBe('preferredTime');
    const phone = await owner.call('RequestCallBack', { phone: '12345', preferredTime: soon() });
    expect(phone.body.fieldErrors?.[0]?.field).toBe('phone');
  });

  it("lets the agent mark a call back as called, which the merchant can then no longer cancel", async () => {
    const asked = await baraka.client.call<{ callbackId: string }>('RequestCallBack', { phone: '0755470001', preferredTime: soon() });
    const desk = await agent.call<List<DeskCallback>>('SupportCallBackList', { status: 'P', limit: 100 });
    expect(desk.body.list.find((c) => c.callbackId === asked.body.callbackId)).toMatchObject({ merchantName: 'Baraka Kiosk', requestedBy: 'Baraka Otieno' });
    expect((await agent.call<{ status: string }>('SupportMarkCalled', { callbackId: asked.body.callbackId })).body.status).toBe('C');
    expect((await agent.call('SupportMarkCalled', { callbackId: asked.body.callbackId })).body.rspMsgInf).toBe('Only a pending call back can be marked as called.');
    expect((await baraka.client.call('CancelCallBack', { callbackId: asked.body.callbackId })).body.rspMsgCd).toBe('MMCP4705');
    expect((await owner.call('CancelCallBack', { callbackId: asked.body.callbackId })).body.rspMsgCd).toBe('MMCP4704');
    const ownersList = await owner.call<List<CallbackItem>>('CallBackHistory', { limit: 100 });
    expect(ownersList.body.list.map((c) => c.callbackId)).not.toContain(asked.body.callbackId);
    expect((await agent.call('SupportMarkCalled', { callbackId: 'nope' })).body.rspMsgCd).toBe('MMCP4704');
    const note = await t.database.db.selectFrom('notifications').select('body').where('title', '=', 'We called you back').execute();
    expect(note.map((n) => n.body)).toEqual(['Our support team called +254755470001 as you asked.']);
    expect(await auditDetails('CALLBACK_CALLED')).toContain('Support: Neema Mwangi|Support called back +254755470001');
  });
});
