import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoAfter, nowIso } from '../db/util';

/**
 * Failure counters and lockouts kept in the database (login, OTP, PIN; per account and per client
 * address), so that every server node sees the same count.
 */
export interface AttemptRule {
  kind: string;
  max: number;
  /** Failures older than this start a new window. */
  windowMs: number;
  lockMs: number;
}

export interface AttemptState {
  failures: number;
  left: number;
  lockedUntil: string | null;
}

export async function attemptState(db: Kysely<Database>, rule: AttemptRule, subject: string): Promise<AttemptState> {
  const row = await db
    .selectFrom('attempts')
    .selectAll()
    .where('kind', '=', rule.kind)
    .where('subject', '=', subject)
    .executeTakeFirst();
  const now = nowIso();
  if (!row) return { failures: 0, left: rule.max, lockedUntil: null };
  if (row.locked_until && row.locked_until > now) return { failures: row.failures, left: 0, lockedUntil: row.locked_until };
  if (row.locked_until || row.window_started_at < isoAfter(-rule.windowMs)) {
    return { failures: 0, left: rule.max, lockedUntil: null };
  }
  return { failures: row.failures, left: Math.max(0, rule.max - row.failures), lockedUntil: null };
}

/**
 * Counts one failure and locks when the limit is reached; answers the state after it. The count
 * is incremented in SQL, so parallel failures are all counted.
 */
export async function recordFailure(db: Kysely<Database>, rule: AttemptRule, subject: string): Promise<AttemptState> {
  return db.transaction().execute(async (trx) => {
    const before = await attemptState(trx, rule, subject);
    if (before.failures === 0) {
      const now = nowIso();
      await trx
        .insertInto('attempts')
        .values({ kind: rule.kind, subject, failures: 0, window_started_at: now, locked_until: null })
        .onConflict((oc) =>
          oc.columns(['kind', 'subject']).doUpdateSet({ failures: 0, window_started_at: now, locked_until: null }),
        )
        .execute();
    }
    await trx
      .updateTable('attempts')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('kind', '=', rule.kind)
      .where('subject', '=', subject)
      .execute();
    const row = await trx
      .selectFrom('attempts')
      .select(['failures', 'locked_until'])
      .where('kind', '=', rule.kind)
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();
    let lockedUntil = row.locked_until;
    if (row.failures >= rule.max && !lockedUntil) {
      lockedUntil = isoAfter(rule.lockMs);
      await trx
        .updateTable('attempts')
        .set({ locked_until: lockedUntil })
        .where('kind', '=', rule.kind)
        .where('subject', '=', subject)
        .execute();
    }
    return { failures: row.failures, left: Math.max(0, rule.max - row.failures), lockedUntil };
  });
}

export async function clearAttempts(db: Kysely<Database>, kind: string, subject: string): Promise<void> {
  await db.deleteFrom('attempts').where('kind', '=', kind).where('subject', '=', subject).execute();
}
