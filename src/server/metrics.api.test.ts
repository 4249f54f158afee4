import { describe, expect, it } from 'vitest';
import { newId, nowIso } from './db/util';
import { outcomeOf } from './http/metrics';
import { ledgerAuditStep } from './ledger/audit';
import { railCallOutcome, timedFetch } from './rails/timedFetch';
import { moneyOrderRow } from './modules/money/orders';
import { withTestApp } from './testing/harness';

const TOKEN = 'scrape-token-for-tests';
// The job runner is kept still so the jobs written here stay as they are.
const t = withTestApp({ metricsToken: TOKEN, jobs: { autostart: false, pollMs: 1000 } });
const off = withTestApp();

const scrape = (token: string | null = TOKEN) => t.app.inject({ method: 'GET', url: '/metrics', headers: token === null ? {} : { authorization: `Bearer ${token}` } });
const call = (action: string, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/mmc/mrpay/${action}.htm`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** The value of one sample line of the scrape, e.g. `biashara_jobs{state="queued"}`. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('biashara_');
  });

  it('refuses a scrape without the token, or with another, with 401 and nothing else', async () => {
    for (const token of [null, '', 'scrape-token-for-test', `${TOKEN}x`]) {
      const res = await scrape(token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('biashara_');
    }
  });

  it("counts each action's calls and times them by outcome, with unknown names as 'other'", async () => {
    const before = (await scrape()).body;
    const okSeries = 'biashara_action_duration_seconds_count{action="QryPubKey",outcome="ok"}';
    const refusedSeries = 'biashara_action_duration_seconds_count{action="QryWalletDetails",outcome="refused"}';
    await call('QryPubKey');
    await call('QryPubKey');
    // Signed-in action without a session: refused.
    await call('QryWalletDetails');
    await call('NoSuchActionAnywhere');
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect((sample(text, okSeries) ?? 0) - (sample(before, okSeries) ?? 0)).toBe(2);
    expect((sample(text, refusedSeries) ?? 0) - (sample(before, refusedSeries) ?? 0)).toBe(1);
    expect(text).not.toContain('NoSuchActionAnywhere');
    expect(sample(text, 'biashara_action_duration_seconds_count{action="other",outcome="refused"}')).toBeGreaterThanOrEqual(1);
    // The process's own figures come too.
    expect(text).toMatch(/^biashara_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^biashara_nodejs_eventloop_lag_seconds /m);
  });

  it('says how many jobs wait, run and failed, and how late the most overdue one is', async () => {
    const db = t.database.db;
    const job = (status: 'Q' | 'R' | 'F', runAt: string) => ({
      id: newId(),
      kind: 'metrics.test',
      dedupe_key: null,
      payload: '{}',
      status,
      run_at: runAt,
      max_attempts: 3,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      created_at: nowIso(),
      finished_at: null,
    });
    const tenMinutesAgo = new Date(Date.now() - 600_000).toISOString();
    await db.insertInto('jobs').values([job('Q', tenMinutesAgo), job('Q', nowIso()), job('R', nowIso()), job('F', nowIso())]).execute();
    try {
      const text = (await scrape()).body;
      expect(sample(text, 'biashara_jobs{state="queued"}')).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'biashara_jobs{state="running"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'biashara_jobs{state="failed"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'biashara_jobs_overdue_seconds')).toBeGreaterThanOrEqual(599);
    } finally {
      await db.deleteFrom('jobs').where('kind', '=', 'metrics.test').execute();
    }
    const after = (await scrape()).body;
    expect(sample(after, 'biashara_jobs_overdue_seconds')).toBeLessThan(599);
  });

  it("says how many money orders wait for a network's answer on each rail, and the oldest one's age, naming no one", async () => {
    const db = t.database.db;
    const order = (rail: string, status: 'P' | 'S', createdAt: string) =>
      moneyOrderRow({
        id: newId(),
        merchant_id: 'merc-demo',
        ord_typ: '20',
        trans_typ_id: '110',
        direction: 'out',
        rail,
        amount: 150_00,
        status,
        request_id: newId(),
        counterparty_name: 'Achieng Otieno',
        counterparty_phone: '254722000999',
        created_at: createdAt,
      });
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await db
      .insertInto('money_orders')
      .values([order('pesalink', 'P', anHourAgo), order('pesalink', 'P', nowIso()), order('pesalink', 'S', anHourAgo)])
      .execute();
    try {
      const text = (await scrape()).body;
      expect(sample(text, 'biashara_money_orders_in_flight{rail="pesalink"}')).toBe(2);
      expect(sample(text, 'biashara_money_orders_in_flight_oldest_seconds{rail="pesalink"}')).toBeGreaterThanOrEqual(3_599);
      expect(text).not.toMatch(/merc-demo|Achieng|254722000999/);
    } finally {
      await db.deleteFrom('money_orders').where('counterparty_name', '=', 'Achieng Otieno').execute();
    }
    const after = (await scrape()).body;
    expect(sample(after, 'biashara_money_orders_in_flight{rail="pesalink"}')).toBeNull();
  });

  it("says how many problems the ledger's last finished audit found, and when it finished", async () => {
    const db = t.database.db;
    // The job runner is still here: no audit has run.
    const none = (await scrape()).body;
    expect(sample(none, 'biashara_ledger_audit_problems')).toBe(0);
    expect(sample(none, 'biashara_ledger_audit_last_finished_timestamp_seconds')).toBe(0);

    const wallet = 'wal:merc-demo';
    const { balance } = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', wallet).executeTakeFirstOrThrow();
    await db.updateTable('ledger_accounts').set({ balance: Number(balance) + 1 }).where('id', '=', wallet).execute();
    const log = { info: () => {}, error: () => {} };
    try {
      // A run under way comes back after a pause; a finished one at the next 02:00 in Nairobi.
      while (!(await ledgerAuditStep(db, log, { sliceMs: 1_000 })).retryAt.endsWith('T23:00:00.000Z'));
    } finally {
      await db.updateTable('ledger_accounts').set({ balance }).where('id', '=', wallet).execute();
    }
    const text = (await scrape()).body;
    // The wallet's cache disagrees with its postings, and the balances sum to 1.
    expect(sample(text, 'biashara_ledger_audit_problems')).toBe(2);
    expect(Date.now() / 1000 - (sample(text, 'biashara_ledger_audit_last_finished_timestamp_seconds') ?? 0)).toBeLessThan(60);
    expect(text).not.toContain('merc-demo');
  });

  it("times each rail's calls to its network by outcome", async () => {
    const series = (outcome: string) => `biashara_rail_call_duration_seconds_count{rail="billers",outcome="${outcome}"}`;
    const before = (await scrape()).body;
    await t.rails.billers.lookupAccount('NAIROBI_WATER', '20045678');
    await t.rails.billers.lookupAccount('NAIROBI_WATER', '20045678');
    // The simulator's unknown account: the biller answers 404.
    await expect(t.rails.billers.lookupAccount('KPLC_POSTPAID', '55500001')).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    const text = (await scrape()).body;
    expect((sample(text, series('ok')) ?? 0) - (sample(before, series('ok')) ?? 0)).toBe(2);
    expect((sample(text, series('refused')) ?? 0) - (sample(before, series('refused')) ?? 0)).toBe(1);
    expect(text).not.toMatch(/20045678|55500001|NAIROBI_WATER/);
  });

  it('writes no request log line for a scrape', async () => {
    const before = t.logs.length;
    await scrape();
    expect(t.logs.slice(before).filter((line) => line.includes('"msg":"request"'))).toEqual([]);
  });
});

describe('outcomeOf', () => {
  it('tells success, refusal and fault apart', () => {
    expect(outcomeOf('MMC00000')).toBe('ok');
    expect(outcomeOf('MCA00000')).toBe('ok');
    expect(outcomeOf('MMCP4602')).toBe('refused');
    expect(outcomeOf(undefined)).toBe('refused');
    expect(outcomeOf('MMCP0500')).toBe('fault');
  });
});

describe('timedFetch', () => {
  it("tells the observer each call's rail, outcome and time, and passes answers and failures through", async () => {
    const seen: string[] = [];
    const answers = [200, 404, 503, 401];
    let n = 0;
    const base = (async () => {
      const status = answers[n++];
      if (status === undefined) throw new TypeError('fetch failed');
      return new Response(null, { status });
    }) as typeof fetch;
    const timed = timedFetch('pesalink', (rail, outcome, seconds) => seen.push(`${rail} ${outcome} ${seconds >= 0}`), base);
    for (const status of answers) expect((await timed('http://gateway.test/v1/x')).status).toBe(status);
    await expect(timed('http://gateway.test/v1/x')).rejects.toThrow('fetch failed');
    expect(seen).toEqual(['pesalink ok true', 'pesalink refused true', 'pesalink unavailable true', 'pesalink unavailable true', 'pesalink unavailable true']);
    // Nothing observing: fetch itself.
    expect(timedFetch('bank', null, base)).toBe(base);
  });

  it('reads an answer as the rails do', () => {
    expect([200, 201, 204].map(railCallOutcome)).toEqual(['ok', 'ok', 'ok']);
    expect([400, 403, 404, 409, 422].map(railCallOutcome)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
    expect([401, 408, 429, 500, 502, 503, 504].map(railCallOutcome)).toEqual(Array(7).fill('unavailable'));
  });
});
