import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../db/util';
import type { JobHandler } from '../jobs/runner';
import { accountProblems, totalProblems } from './ledger';

/**
 * The nightly audit of the ledger (docs/operations.md, The ledger's nightly audit). The tests check
 * every invariant of ARCHITECTURE.md section 6 after each scenario; in production the `ledger.audit`
 * job checks the money ones each night, on the live database:
 * - each account's cached balance equals the sum of its posted postings, and its hold the sum of
 *   its pending ones;
 * - no floored account (a wallet) has less available than its floor;
 * - all balances sum to zero. With the check above, this means all posted postings sum to zero, so
 *   an entry that does not balance shows here too (unless another is off by exactly the opposite).
 *
 * A run reads the accounts in slices, in the order of their ids, each account in one snapshot
 * (its balance and postings are read together, so money moving meanwhile is never seen half). A
 * slice reads at least one account, stops once it has taken `sliceMs`, and the job comes back
 * `pauseMs` later: the run holds SQLite's one connection no longer than one account's sum at a
 * time, and the server answers requests between accounts and between slices. Where the run has got to is kept in its `ledger_audits` row, so a node
 * that stops mid-run is followed by another that carries on from there.
 *
 * A run starts at 02:00 Nairobi time each night, and at once when none has run yet. Each problem is
 * logged at level error (the first `keptFindings` of a run, which its row keeps too); the run ends
 * with one line saying how many accounts it checked and how many problems it found. GET /metrics
 * shows the last finished run's problems and when it finished.
 */
export const LEDGER_AUDIT = {
  /**
   * Accounts read in one snapshot. On SQLite a snapshot holds the one connection while it sums its
   * accounts' postings, about 0.7 ms for each 1,000 (docs/operations.md): one account at a time,
   * a request waits for one account's sum at most, whatever the slice.
   */
  chunkAccounts: 1,
  /** A slice stops starting new snapshots once it has taken this long. */
  sliceMs: 40,
  /** Time left to the server between two slices. */
  pauseMs: 250,
  /** Problems a run logs and keeps in its row; it counts them all. */
  keptFindings: 50,
} as const;

const HOUR = 3600_000;
/** 02:00 in Nairobi (UTC+3, no daylight saving) is 23:00 UTC. */
const NIGHT_UTC_HOUR = 23;

/** The first 02:00 in Nairobi after `iso`. */
export function nextAuditAt(iso: string): string {
  const after = Date.parse(iso);
  const day = new Date(after);
  let at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), NIGHT_UTC_HOUR);
  if (at <= after) at += 24 * HOUR;
  return new Date(at).toISOString();
}

interface AuditLog {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

type Options = { chunkAccounts?: number; sliceMs?: number; pauseMs?: number; now?: () => Date };

/**
 * One step of the audit: starts a run when one is due, checks a slice of a run under way, or
 * finishes it. Answers when to come back. Idempotent: a step repeated after a crash reads again the
 * slice whose place was not saved.
 */
export async function ledgerAuditStep(db: Kysely<Database>, log: AuditLog, options: Options = {}): Promise<{ retryAt: string }> {
  const settings = { ...LEDGER_AUDIT, ...options };
  const now = () => (options.now?.() ?? new Date()).toISOString();
  let run = await db.selectFrom('ledger_audits').selectAll().orderBy('started_at', 'desc').limit(1).executeTakeFirst();
  if (run?.finished_at) {
    const due = nextAuditAt(run.started_at);
    if (now() < due) return { retryAt: due };
  }
  if (!run || run.finished_at) {
    run = { id: newId(), started_at: now(), finished_at: null, cursor: '', accounts_checked: 0, problems: 0, findings: '[]' };
    await db.insertInto('ledger_audits').values(run).execute();
  }
  const { id, started_at: startedAt } = run;

  const sliceStarted = performance.now();
  let more: boolean;
  do {
    more = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const current = await trx.selectFrom('ledger_audits').select(['cursor', 'accounts_checked', 'problems', 'findings']).where('id', '=', id).executeTakeFirstOrThrow();
        const accounts = await trx
          .selectFrom('ledger_accounts')
          .select(['id', 'balance', 'reserved', 'floor'])
          .where('id', '>', current.cursor)
          .orderBy('id')
          .limit(settings.chunkAccounts)
          .execute();
        if (accounts.length === 0) return false;
        const found = await accountProblems(trx, accounts);
        await trx
          .updateTable('ledger_audits')
          .set({
            cursor: accounts[accounts.length - 1]!.id,
            accounts_checked: current.accounts_checked + accounts.length,
            problems: current.problems + found.length,
            findings: keep(current.findings, current.problems, found, log),
          })
          .where('id', '=', id)
          .execute();
        return true;
      });
  } while (more && performance.now() - sliceStarted < settings.sliceMs);
  if (more) return { retryAt: new Date(Date.parse(now()) + settings.pauseMs).toISOString() };

  const total = await totalProblems(db);
  const current = await db.selectFrom('ledger_audits').select(['accounts_checked', 'problems', 'findings']).where('id', '=', id).executeTakeFirstOrThrow();
  const problems = current.problems + total.length;
  await db
    .updateTable('ledger_audits')
    .set({ finished_at: now(), problems, findings: keep(current.findings, current.problems, total, log) })
    .where('id', '=', id)
    .execute();
  const summary = { audit: id, accounts: current.accounts_checked, problems };
  if (problems === 0) log.info(summary, 'ledger audit: every account agrees with its postings and the balances sum to zero');
  else log.error(summary, 'ledger audit: problems found (see the lines before and ledger_audits.findings)');
  return { retryAt: nextAuditAt(startedAt) };
}

/** The run's kept findings with `found` added, logging each one kept. */
function keep(findings: string, countedBefore: number, found: string[], log: AuditLog): string {
  const room = Math.max(0, LEDGER_AUDIT.keptFindings - countedBefore);
  if (found.length === 0 || room === 0) return findings;
  const added = found.slice(0, room);
  for (const problem of added) log.error({ problem }, 'ledger audit: a problem found');
  return JSON.stringify([...(JSON.parse(findings) as string[]), ...added]);
}

/** The recurring `ledger.audit` job (src/server/modules/money/runtime.ts enqueues it once). */
export function ledgerAuditJob(db: Kysely<Database>, log: AuditLog): Record<string, JobHandler> {
  return { 'ledger.audit': () => ledgerAuditStep(db, log) };
}
