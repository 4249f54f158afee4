import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { isoAfter, nowIso } from './db/util';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * How long each kind of row is kept once it has outlived its use (docs/operations.md, 'What is
 * deleted and when'). Each period is well past the last moment anything reads the row.
 */
export const RETENTION = {
  /** Randoms and unfinished registrations, after they expire. */
  randomsMs: HOUR,
  /** One-time codes after they expire, and the SMS or e-mail that carried one (a secret at rest). */
  codesMs: DAY,
  /** Ended sessions (revoked or expired). */
  sessionsMs: 7 * DAY,
  /**
   * PIN authorizations after they expire, spent or not. A repeated pay step of an order already
   * sent answers from the order; only a retry racing the first step, seconds later, reads one.
   */
  pinAuthorizationsMs: DAY,
  /**
   * Finished jobs. Their dedupe keys stop a second enqueue only while something could still enqueue
   * the same work: the end-of-day sweep, for example, enqueues for the day before only. Failed jobs
   * (F) are kept: they are the dead letters an operator reads.
   */
  finishedJobsMs: 30 * DAY,
  /** Failure counters whose window started this long ago and which hold no live lock. */
  attemptsMs: 30 * DAY,
  /** Messages a gateway has delivered. Undelivered ones are kept until it does. */
  deliveredMessagesMs: 7 * DAY,
} as const;

/**
 * Deletes what has outlived its use, by the periods above. Idempotent, so every node may run it. The
 * `secrets.expire` job runs it every 10 minutes (src/server/modules/money/runtime.ts).
 */
export async function tidy(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  const before = (ms: number) => isoAfter(-ms);
  await db.deleteFrom('randoms').where('expires_at', '<', before(RETENTION.randomsMs)).execute();
  await db.deleteFrom('otps').where('expires_at', '<', before(RETENTION.codesMs)).execute();
  await db.deleteFrom('registrations').where('expires_at', '<', before(RETENTION.randomsMs)).execute();
  await db.deleteFrom('sessions').where('revoked_at', '<', before(RETENTION.sessionsMs)).execute();
  await db.deleteFrom('sessions').where('revoked_at', 'is', null).where('expires_at', '<', before(RETENTION.sessionsMs)).execute();
  await db.deleteFrom('pin_authorizations').where('expires_at', '<', before(RETENTION.pinAuthorizationsMs)).execute();
  // A finished job became due before it finished: the run_at bound walks jobs_due_idx (status, run_at) over
  // the old ones only, not every finished job of the last 30 days at each run.
  const jobsBefore = before(RETENTION.finishedJobsMs);
  await db.deleteFrom('jobs').where('status', '=', 'D').where('run_at', '<', jobsBefore).where('finished_at', '<', jobsBefore).execute();
  await db
    .deleteFrom('attempts')
    .where('window_started_at', '<', before(RETENTION.attemptsMs))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
  await db.deleteFrom('outbox').where('purpose', 'like', 'otp:%').where('created_at', '<', before(RETENTION.codesMs)).execute();
  await db.deleteFrom('outbox').where('delivered_at', '<', before(RETENTION.deliveredMessagesMs)).execute();
}
