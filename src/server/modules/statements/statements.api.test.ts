import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatementRecord } from '../../../shared/actions/statements';
import { reverseDeviceId } from '../../../shared/protocol/common';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, nairobiDay, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';
import { unzip } from './export/zip';
import { STATEMENT_ATTEMPTS, STATEMENT_JOB, statementJobs } from './statements.job';

const t = withTestApp();
expectBalancedLedgerAfterEach(t);

type List<T> = { list: T[]; total: number };

let owner: WireClient;
let cashier: WireClient;
let other: Awaited<ReturnType<typeof registerBusinessOwner>>;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'stmt-owner');
  cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'stmt-cashier');
  other = await registerBusinessOwner(t, { phone: '0755530001', first: 'Zawadi', last: 'Mutua', idNo: '31530001', device: 'stmt-other' });
});

/** Follows a statement as the page does, until its job finished. */
async function finished(client: WireClient, statementId: string, timeoutMs = 15_000): Promise<StatementRecord> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.call<List<StatementRecord>>('QueryAccountStatementList', { limit: 20 });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const st = res.body.list.find((s) => s.statementId === statementId);
    if (st && (st.status === 'D' || st.status === 'F')) return st;
    if (Date.now() > until) throw new Error(`statement ${statementId} still ${st?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function fetchUrl(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

async function generate(client: WireClient, body: Record<string, unknown>) {
  const res = await client.call<StatementRecord>('GenerateAccountStatement', body);
  expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
  return res.body;
}

async function download(client: WireClient, statementId: string, certified?: boolean) {
  const res = await client.call<{ url: string; fileName: string; fileId: string }>('DownloadAccountStatement', { statementId, certified });
  expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
  const file = await fetchUrl(res.body.url);
  expect(file.status).toBe(200);
  return { ...res.body, ...file };
}

/** CSV rows as arrays (quoted fields with commas, doubled quotes; no line breaks in statement cells). */
function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')));
}

const minor = (v: string) => (v === '' ? 0 : Math.round(Number(v) * 100));

describe('account statements', () => {
  it('generates a CSV as a job with progress, whose opening balance plus its entries makes the closing balance, which is the wallet balance', async () => {
    const queued = await generate(owner, { startDate: nairobiDay(40), endDate: nairobiDay(0), format: 'csv' });
    expect(queued).toMatchObject({ status: 'Q', progress: 0, format: 'csv', fileId: null });
    const done = await finished(owner, queued.statementId);
    expect(done).toMatchObject({ status: 'D', progress: 100 });
    expect(done.rowCount).toBeGreaterThan(20);

    const file = await download(owner, done.statementId);
    expect(file.fileName).toMatch(/^statement-\d+-\d{8}-\d{8}\.csv$/);
    expect(String(file.headers['content-disposition'])).toContain('attachment');
    const rows = csvRows(file.bytes);
    expect(rows[0]).toEqual(['Date', 'Order number', 'Description', 'Money in (KES)', 'Money out (KES)', 'Balance (KES)']);
    const opening = rows[1]!;
    const closing = rows.at(-1)!;
    expect(opening[2]).toBe('Opening balance');
    expect(closing[2]).toBe('Closing balance');
    const entries = rows.slice(2, -1);
    expect(entries).toHaveLength(done.rowCount!);
    let running = minor(opening[5]!);
    for (const e of entries) {
      running += minor(e[3]!) - minor(e[4]!);
      expect(minor(e[5]!), e.join(',')).toBe(running);
    }
    expect(minor(closing[5]!)).toBe(running);
    expect(done.closingBalance).toBe(running);
    expect(done.openingBalance! + done.moneyIn! - done.moneyOut!).toBe(done.closingBalance);
    // The demo's whole history is inside the period: it opens at nothing and closes at the ledger's balance.
    expect(done.openingBalance).toBe(0);
    const wallet = await t.database.db.selectFrom('ledger_accounts').select('balance').where('id', '=', 'wal:merc-demo').executeTakeFirstOrThrow();
    expect(done.closingBalance).toBe(wallet.balance);
  });

  it('carries the closing balance of one period into the opening balance of the next', async () => {
    const first = await finished(owner, (await generate(owner, { startDate: nairobiDay(40), endDate: nairobiDay(15), format: 'csv' })).statementId);
    const second = await finished(owner, (await generate(owner, { startDate: nairobiDay(14), endDate: nairobiDay(0), format: 'csv' })).statementId);
    expect(first.closingBalance).toBeGreaterThan(0);
    expect(second.openingBalance).toBe(first.closingBalance);
    expect(second.openingBalance! + second.moneyIn! - second.moneyOut!).toBe(second.closingBalance);
  });

  it('renders a PDF with the business, the period, the balances, the entries and page numbers', async () => {
    const done = await finished(owner, (await generate(owner, { startDate: nairobiDay(40), endDate: nairobiDay(0), format: 'pdf' })).statementId);
    const file = await download(owner, done.statementId);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-type']).toContain('application/pdf');
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(file.bytes)), { mergePages: true });
    for (const s of ['Account statement', 'Amani Traders', 'Business number', 'Opening balance', 'Closing balance', 'Money in', 'Money out', 'Nairobi', `Page 1 of ${totalPages}`]) {
      expect(text).toContain(s);
    }
    const mercNo = (await t.database.db.selectFrom('merchants').select('merc_no').where('id', '=', 'merc-demo').executeTakeFirstOrThrow()).merc_no;
    expect(text).toContain(mercNo);
    expect(text).toContain('Mary Achieng');
  });

  it('renders an XLSX workbook whose sheet holds the header and the entries', async () => {
    const done = await finished(owner, (await generate(owner, { startDate: nairobiDay(40), endDate: nairobiDay(0), format: 'xlsx', ordTyp: '28' })).statementId);
    expect(done.rowCount).toBe(1);
    const file = await download(owner, done.statementId);
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    const sheet = unzip(file.bytes)
      .find((e) => e.name === 'xl/worksheets/sheet1.xml')!
      .data.toString('utf8');
    expect(sheet).toContain('Money out (KES)');
    expect(sheet).toContain('Cash withdrawal - Amani Traders Ltd');
    expect(sheet).toContain('Cash withdrawal only');
    // Its balances are the wallet's, which the withdrawal alone does not add up to: the file says so.
    expect(sheet).toContain("Balances are the whole wallet's, after each transaction; money in and out are of the Cash withdrawal lines listed");
  });

  it('refuses a bad period, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: nairobiDay(5), endDate: nairobiDay(6), format: 'pdf' }, 'endDate', 'The end date cannot be before the start date'],
      [{ startDate: nairobiDay(400), endDate: nairobiDay(0), format: 'pdf' }, 'endDate', 'A statement covers at most 366 days'],
      [{ startDate: nairobiDay(-2), endDate: nairobiDay(-3), format: 'pdf' }, 'startDate', 'The period cannot start after today'],
      [{ startDate: nairobiDay(5), endDate: nairobiDay(-30), format: 'pdf' }, 'endDate', 'The period cannot end after today'],
      [{ startDate: nairobiDay(5), endDate: nairobiDay(0), format: 'pdf', ordTyp: 'ZZ' }, 'ordTyp', 'Invalid value'],
      [{ startDate: '20260230', endDate: nairobiDay(0), format: 'pdf' }, 'startDate', 'Invalid value'],
      [{ startDate: nairobiDay(5), endDate: nairobiDay(0), format: 'doc' }, 'format', ''],
      [{ endDate: nairobiDay(0), format: 'pdf' }, 'startDate', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.call('GenerateAccountStatement', body);
      expect(res.body.rspMsgCd, JSON.stringify(body)).toBe('MMCP0006');
      expect(res.body.fieldErrors?.[0]?.field, JSON.stringify(body)).toBe(field);
      if (message) expect(res.body.fieldErrors?.[0]?.message).toBe(message);
    }
    const total = await t.database.db.selectFrom('statements').select((eb) => eb.fn.countAll<number>().as('n')).where('start_date', '=', nairobiDay(400)).executeTakeFirst();
    expect(Number(total?.n)).toBe(0);
  });

  it('keeps a statement queued while the runner is stopped, refuses a fourth at once and refuses to download an unfinished one', async () => {
    await t.money.jobs.stop();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await generate(owner, { startDate: nairobiDay(3), endDate: nairobiDay(0), format: 'csv' })).statementId);
      const fourth = await owner.call('GenerateAccountStatement', { startDate: nairobiDay(3), endDate: nairobiDay(0), format: 'csv' });
      expect(fourth.body.rspMsgCd).toBe('MMCP5306');
      const waiting = await owner.call('DownloadAccountStatement', { statementId: ids[0] });
      expect(waiting.body.rspMsgCd).toBe('MMCP5305');
      expect((await owner.call('RequestCertifiedStatement', { statementId: ids[0] })).body.rspMsgCd).toBe('MMCP5305');
      const list = await owner.call<List<StatementRecord>>('QueryAccountStatementList', { limit: 3 });
      expect(list.body.list.map((s) => [s.status, s.progress])).toEqual([
        ['Q', 0],
        ['Q', 0],
        ['Q', 0],
      ]);
    } finally {
      t.money.jobs.start();
    }
    await t.money.jobs.drain();
    const list = await owner.call<List<StatementRecord>>('QueryAccountStatementList', { limit: 3 });
    expect(list.body.list.every((s) => s.status === 'D' && s.progress === 100)).toBe(true);
  });

  it('retries a statement whose file cannot be stored, and marks it failed after its last attempt', async () => {
    await t.money.jobs.stop();
    // The runner stays stopped until the job below was run by hand.
    const { statementId } = await generate(owner, { startDate: nairobiDay(3), endDate: nairobiDay(0), format: 'pdf' });
    // Storage that cannot be written: a folder under a file.
    const broken = { ...t.config, files: { ...t.config.files, dir: '/dev/null/statements' } };
    const run = statementJobs(t.database.db, broken)[STATEMENT_JOB]!;
    const job = (attempts: number) => ({ id: 'j', kind: STATEMENT_JOB, payload: { statementId }, attempts, maxAttempts: STATEMENT_ATTEMPTS });
    await expect(run({ statementId }, job(1))).rejects.toThrow();
    const retrying = await t.database.db.selectFrom('statements').select(['status', 'file_id']).where('id', '=', statementId).executeTakeFirstOrThrow();
    expect(retrying).toEqual({ status: 'R', file_id: null });
    await run({ statementId }, job(STATEMENT_ATTEMPTS));
    t.money.jobs.start();
    const list = await owner.call<List<StatementRecord>>('QueryAccountStatementList', { limit: 5 });
    expect(list.body.list.find((s) => s.statementId === statementId)).toMatchObject({ status: 'F', fileId: null });
    expect((await owner.call('DownloadAccountStatement', { statementId })).body.rspMsgCd).toBe('MMCP5305');
    // The queued job finds it failed and does nothing more.
    await t.money.jobs.drain();
    expect((await t.database.db.selectFrom('statements').select('status').where('id', '=', statementId).executeTakeFirstOrThrow()).status).toBe('F');
  });

  it('pages the list newest first and shows the demo statement', async () => {
    const all = await owner.call<List<StatementRecord>>('QueryAccountStatementList', { limit: 100 });
    expect(all.body.total).toBe(all.body.list.length);
    const demo = all.body.list.find((s) => s.statementId === 'demo-statement-001');
    expect(demo).toMatchObject({ format: 'pdf', status: 'D' });
    const page = await owner.call<List<StatementRecord>>('QueryAccountStatementList', { limit: 2, offset: 2 });
    expect(page.body.total).toBe(all.body.total);
    expect(page.body.list.map((s) => s.statementId)).toEqual(all.body.list.slice(2, 4).map((s) => s.statementId));
    const created = all.body.list.map((s) => s.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('lets nobody outside the business download it, and writes the audit trail', async () => {
    const done = await finished(owner, (await generate(owner, { startDate: nairobiDay(2), endDate: nairobiDay(0), format: 'csv' })).statementId);
    expect((await other.client.call('DownloadAccountStatement', { statementId: done.statementId })).body.rspMsgCd).toBe('MMCP5304');
    expect((await other.client.call<List<StatementRecord>>('QueryAccountStatementList', {})).body.list).toEqual([]);
    // The file service refuses the file to another business's session too.
    const res = await t.app.inject({
      method: 'GET',
      url: `/file/privateDownload?fileId=${done.fileId}`,
      headers: { 'x-session-token': other.client.token ?? '', 'x-device-id': reverseDeviceId(other.client.deviceId) },
    });
    expect(JSON.parse(res.body).rspMsgCd).toBe('MMCP3002');
    // A link with its signature changed is refused.
    const link = (await owner.call<{ url: string }>('DownloadAccountStatement', { statementId: done.statementId })).body.url;
    expect((await fetchUrl(link.replace(/sig=[^&]+/, 'sig=AAAA'))).status).toBe(403);
    expect((await fetchUrl(link)).status).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_trail')
      .select(['event', 'detail'])
      .where('merchant_id', '=', 'merc-demo')
      .where('event', 'in', ['STATEMENT_GENERATE', 'STATEMENT_DOWNLOAD'])
      .execute();
    expect(audit.some((a) => a.event === 'STATEMENT_GENERATE')).toBe(true);
    expect(audit.some((a) => a.event === 'STATEMENT_DOWNLOAD')).toBe(true);
  });

  it('makes a certified copy on request: a PDF with its reference, asked for once', async () => {
    const done = await finished(owner, (await generate(owner, { startDate: nairobiDay(20), endDate: nairobiDay(0), format: 'xlsx' })).statementId);
    expect(done.certifiedStatus).toBeNull();
    expect((await owner.call('DownloadAccountStatement', { statementId: done.statementId, certified: true })).body.rspMsgCd).toBe('MMCP5305');
    const asked = await owner.call<StatementRecord>('RequestCertifiedStatement', { statementId: done.statementId });
    expect(asked.body.rspMsgCd).toBe('MMC00000');
    expect(asked.body.certifiedStatus).toBe('Q');
    expect(asked.body.certifiedRef).toMatch(/^CS\d{10}$/);
    expect((await owner.call('RequestCertifiedStatement', { statementId: done.statementId })).body.rspMsgCd).toBe('MMCP5307');
    expect((await other.client.call('RequestCertifiedStatement', { statementId: done.statementId })).body.rspMsgCd).toBe('MMCP5304');

    let certified: StatementRecord | undefined;
    for (let i = 0; i < 100 && certified?.certifiedStatus !== 'D'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      certified = (await owner.call<List<StatementRecord>>('QueryAccountStatementList', { limit: 20 })).body.list.find((s) => s.statementId === done.statementId);
    }
    expect(certified).toMatchObject({ certifiedStatus: 'D', certifiedRef: asked.body.certifiedRef });
    const file = await download(owner, done.statementId, true);
    expect(file.fileName).toMatch(/^certified-statement-\d+-\d{8}-\d{8}\.pdf$/);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.bytes)), { mergePages: true });
    expect(text).toContain('Certified account statement');
    expect(text).toContain(asked.body.certifiedRef!);
    // The statement itself stays as it was.
    expect((await download(owner, done.statementId)).bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('words the file in the language of the person who asked for it, and the certified copy in its asker\'s', async () => {
    const res = await owner.call<StatementRecord>('GenerateAccountStatement', { startDate: nairobiDay(40), endDate: nairobiDay(0), format: 'csv' }, { locale: 'zh-CN' });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const done = await finished(owner, res.body.statementId);
    const rows = csvRows((await download(owner, done.statementId)).bytes);
    expect(rows[0]).toEqual(['日期', '订单号', '摘要', '收入（KES）', '支出（KES）', '余额（KES）']);
    expect([rows[1]![2], rows.at(-1)![2]]).toEqual(['期初余额', '期末余额']);
    // Order types are named in Chinese; the counterparty stays as it was written.
    expect(rows.some((r) => r[2]!.startsWith('M-PESA 充值'))).toBe(true);
    expect(rows.some((r) => r[2]!.startsWith('Top-up'))).toBe(false);
    // A till settled to the wallet is named by its order's type and till, not the ledger's English memo.
    expect(rows.some((r) => r[2]!.startsWith('定时结算 - Counter 1 (5123401)'))).toBe(true);
    expect(rows.some((r) => /settled to the wallet/.test(r[2]!))).toBe(false);

    // Asked for in English, its certified copy is English whatever the statement's language.
    expect((await owner.call('RequestCertifiedStatement', { statementId: done.statementId })).body.rspMsgCd).toBe('MMC00000');
    let certified: StatementRecord | undefined;
    for (let i = 0; i < 100 && certified?.certifiedStatus !== 'D'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      certified = (await owner.call<List<StatementRecord>>('QueryAccountStatementList', { limit: 20 })).body.list.find((s) => s.statementId === done.statementId);
    }
    const { text } = await extractText(await getDocumentProxy(new Uint8Array((await download(owner, done.statementId, true)).bytes)), { mergePages: true });
    expect(text).toContain('Certified account statement');
    expect(text).toContain('Opening balance');
  });

  it('refuses a staff member without function 1302 the certified copy', async () => {
    expect((await cashier.call('RequestCertifiedStatement', { statementId: 'demo-statement-001' })).body.rspMsgCd).toBe('MMCP0403');
  });

  it('refuses a staff member without function 1301', async () => {
    for (const name of ['GenerateAccountStatement', 'QueryAccountStatementList', 'DownloadAccountStatement']) {
      const res = await cashier.call(name, { startDate: nairobiDay(2), endDate: nairobiDay(0), format: 'csv', statementId: 'demo-statement-001' });
      expect(res.body.rspMsgCd, name).toBe('MMCP0403');
    }
  });
});
