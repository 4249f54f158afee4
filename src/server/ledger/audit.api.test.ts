import { describe, expect, it } from 'vitest';
import { newId, nowIso, randomDigits } from '../db/util';
import { moveIntoWallet, withTestApp } from '../testing/harness';
import { LEDGER_AUDIT, ledgerAuditStep, nextAuditAt } from './audit';
import { walletAccountId } from './ledger';

// The job runner is kept still: the steps below are taken by hand, at chosen times.
const t = withTestApp({ seedDemo: false, jobs: { autostart: false, pollMs: 1000 } });
const running = withTestApp({ seedDemo: false });

function recordingLog() {
  const lines: { level: 'info' | 'error'; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    info: (obj: unknown, msg: string) => lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    error: (obj: unknown, msg: string) => lines.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
  };
}

/** A business with a funded wallet; answers its id. */
async function business(amount = 10_000): Promise<string> {
  const id = newId();
  await t.database.db
    .insertInto('merchants')
    .values({ id, merc_no: `9${randomDigits(11)}`, name: `Audit test ${id}`, abbr: 'AT', business_type: '0', created_at: nowIso() } as never)
    .execute();
  await moveIntoWallet(t, id, amount);
  return id;
}

/** Takes steps until a run finishes (starting one if due); answers the steps taken, the last answer and the run. */
async function runToEnd(log = recordingLog(), options: Parameters<typeof ledgerAuditStep>[2] = {}) {
  for (let steps = 1; steps <= 1000; steps++) {
    const answer = await ledgerAuditStep(t.database.db, log, options);
    const run = await latestRun();
    if (run?.finished_at) return { steps, answer, run, log };
  }
  throw new Error('the audit did not finish');
}

const latestRun = () => t.database.db.selectFrom('ledger_audits').selectAll().orderBy('started_at', 'desc').limit(1).executeTakeFirst();
const accountCount = async () => Number((await t.database.db.selectFrom('ledger_accounts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe("the ledger's nightly audit", () => {
  it('comes back at the next 02:00 in Nairobi (23:00 UTC)', () => {
    expect(nextAuditAt('2026-11-28T10:00:00.000Z')).toBe('2026-11-28T23:00:00.000Z');
    expect(nextAuditAt('2026-11-28T22:59:59.999Z')).toBe('2026-11-28T23:00:00.000Z');
    expect(nextAuditAt('2026-11-28T23:00:00.000Z')).toBe('2026-11-29T23:00:00.000Z');
    expect(nextAuditAt('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T23:00:00.000Z');
  });

  it("is one of a node's recurring jobs: a new installation's first run finishes at start, and the next waits for 02:00", async () => {
    const db = running.database.db;
    let run = await db.selectFrom('ledger_audits').selectAll().executeTakeFirst();
    for (let waited = 0; !run?.finished_at && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = await db.selectFrom('ledger_audits').selectAll().executeTakeFirst();
    }
    expect(run).toMatchObject({ problems: 0, finished_at: expect.any(String) });
    const job = await db.selectFrom('jobs').selectAll().where('dedupe_key', '=', 'recurring:ledger.audit').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'ledger.audit', status: 'Q', run_at: nextAuditAt(run!.started_at) });
  });

  it('checks every account in slices, each slice taking up where the last one stopped, and finds nothing on a sound ledger', async () => {
    for (let i = 0; i < 5; i++) await business();
    const accounts = await accountCount();
    expect(accounts).toBeGreaterThanOrEqual(6);

    const { steps, answer, run, log } = await runToEnd(recordingLog(), { chunkAccounts: 2, sliceMs: 0, pauseMs: 250 });
    // Two accounts a step, and one more step that finds no account left and finishes.
    expect(steps).toBe(Math.ceil(accounts / 2) + 1);
    expect(run.accounts_checked).toBe(accounts);
    expect(run.problems).toBe(0);
    expect(JSON.parse(run.findings)).toEqual([]);
    expect(answer.retryAt).toBe(nextAuditAt(run.started_at));
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(log.lines.at(-1)).toMatchObject({ level: 'info', obj: { audit: run.id, accounts, problems: 0 } });
  });

  it('starts no new run before the next 02:00, and while a run is under way comes back after the pause', async () => {
    const finished = await latestRun();
    expect(finished?.finished_at).toBeTruthy();
    const runs = async () => (await t.database.db.selectFrom('ledger_audits').select('id').execute()).length;
    const before = await runs();

    // An hour after the last run started, the next one is still to come: no new row.
    const later = await ledgerAuditStep(t.database.db, recordingLog(), { now: () => new Date(Date.parse(finished!.started_at) + 3600_000) });
    expect(later.retryAt).toBe(nextAuditAt(finished!.started_at));
    expect(await runs()).toBe(before);

    // At 02:00 a new run starts; one account a slice, so it comes back after the pause.
    const night = new Date(Date.parse(nextAuditAt(finished!.started_at)));
    const step = await ledgerAuditStep(t.database.db, recordingLog(), { chunkAccounts: 1, sliceMs: 0, pauseMs: 250, now: () => night });
    expect(step.retryAt).toBe(new Date(night.getTime() + 250).toISOString());
    expect(await runs()).toBe(before + 1);
    expect(await latestRun()).toMatchObject({ started_at: night.toISOString(), finished_at: null, accounts_checked: 1, problems: 0 });
    const { run } = await runToEnd(recordingLog(), { now: () => night });
    expect(run.accounts_checked).toBe(await accountCount());
  });

  it('finds a cached balance that is not its postings, a wallet below its floor and balances that do not sum to zero, and logs each', async () => {
    const drifted = await business(10_000);
    const floored = await business(2_000);
    const sound = await business(5_000);
    await t.database.db.updateTable('ledger_accounts').set({ balance: 10_500 }).where('id', '=', walletAccountId(drifted)).execute();
    await t.database.db.updateTable('ledger_accounts').set({ floor: 3_000 }).where('id', '=', walletAccountId(floored)).execute();
    try {
      const last = await latestRun();
      const night = new Date(Date.parse(nextAuditAt(last!.started_at)));
      const { run, log } = await runToEnd(recordingLog(), { now: () => night });
      expect(run.problems).toBe(3);
      // Accounts are read in the order of their ids, which follow the order they were made in.
      expect(JSON.parse(run.findings)).toEqual([
        `${walletAccountId(drifted)}: balance 10500 but postings sum to 10000`,
        `${walletAccountId(floored)}: available 2000 below floor 3000`,
        'balances sum to 500',
      ]);
      const errors = log.lines.filter((l) => l.level === 'error');
      expect(errors.map((l) => l.obj.problem).filter(Boolean)).toEqual(JSON.parse(run.findings));
      expect(errors.at(-1)).toMatchObject({ obj: { audit: run.id, problems: 3 }, msg: expect.stringContaining('problems found') });
      expect(JSON.stringify(log.lines)).not.toContain(walletAccountId(sound));
    } finally {
      await t.database.db.updateTable('ledger_accounts').set({ balance: 10_000 }).where('id', '=', walletAccountId(drifted)).execute();
      await t.database.db.updateTable('ledger_accounts').set({ floor: 0 }).where('id', '=', walletAccountId(floored)).execute();
    }
  });

  it(`keeps and logs the first ${LEDGER_AUDIT.keptFindings} problems of a run, and counts them all`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < LEDGER_AUDIT.keptFindings + 5; i++) ids.push(await business(1_000));
    // Each of these wallets holds 1,000 by its postings and 999 by its cache.
    await t.database.db.updateTable('ledger_accounts').set({ balance: 999 }).where('id', 'in', ids.map(walletAccountId)).execute();
    try {
      const last = await latestRun();
      const { run, log } = await runToEnd(recordingLog(), { now: () => new Date(Date.parse(nextAuditAt(last!.started_at))) });
      expect(run.problems).toBe(ids.length + 1);
      expect(JSON.parse(run.findings)).toHaveLength(LEDGER_AUDIT.keptFindings);
      expect(log.lines.filter((l) => l.obj.problem)).toHaveLength(LEDGER_AUDIT.keptFindings);
    } finally {
      await t.database.db.updateTable('ledger_accounts').set({ balance: 1_000 }).where('id', 'in', ids.map(walletAccountId)).execute();
    }
  });
});
