import crypto from 'node:crypto';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { isoAfter, newId, nowIso } from '../db/util';

/**
 * The job runner (ARCHITECTURE.md section 8). Jobs live in the `jobs` table. A node claims a due
 * job with a lease in one atomic UPDATE (the WHERE clause re-checks the row under its lock, so two
 * nodes never both win it); a job whose lease ran out (its node crashed) is due again. A failed
 * run is retried with exponential backoff up to its attempt limit. Handlers must be idempotent:
 * a crash after the work but before `done` runs the job again.
 */
export interface JobSpec {
  kind: string;
  payload: unknown;
  /** When to run (ISO); now when absent. */
  runAt?: string;
  /** A key that makes enqueueing idempotent (one chase per order). */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** What a handler may answer: nothing (done), or run again later without counting as a failure. */
export type JobResult = undefined | { retryAt: string };

export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<JobResult | undefined>;

export async function enqueue(db: Kysely<Database>, spec: JobSpec): Promise<string> {
  const id = newId();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind: spec.kind,
      dedupe_key: spec.dedupeKey ?? null,
      payload: JSON.stringify(spec.payload ?? null),
      status: 'Q',
      run_at: spec.runAt ?? nowIso(),
      max_attempts: spec.maxAttempts ?? 8,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      created_at: nowIso(),
      finished_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
  return id;
}

/** Claims one due job for `owner` for `leaseMs`; null when none is due. */
export async function claimJob(db: Kysely<Database>, owner: string, leaseMs: number, kinds?: string[]): Promise<ClaimedJob | null> {
  const now = nowIso();
  const due = (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([eb.and([eb('status', '=', 'Q'), eb('run_at', '<=', now)]), eb.and([eb('status', '=', 'R'), eb('lease_until', '<', now)])]);
  let pick = db.selectFrom('jobs').select('id').where(due).orderBy('run_at').limit(1);
  if (kinds) pick = pick.where('kind', 'in', kinds);
  const candidate = await pick.executeTakeFirst();
  if (!candidate) return null;
  const claimed = await db
    .updateTable('jobs')
    .set({ status: 'R', lease_owner: owner, lease_until: isoAfter(leaseMs), attempts: sql`attempts + 1` })
    .where('id', '=', candidate.id)
    .where(due)
    .returning(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
    .executeTakeFirst();
  if (!claimed) return null;
  return { id: claimed.id, kind: claimed.kind, payload: JSON.parse(claimed.payload), attempts: claimed.attempts, maxAttempts: claimed.max_attempts };
}

/** Backoff after the n-th failed attempt: 2 s, 4 s, 8 s ... up to 10 minutes, with jitter. */
export function backoffMs(attempts: number): number {
  const base = Math.min(600_000, 1000 * 2 ** attempts);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

async function finish(db: Kysely<Database>, job: ClaimedJob, owner: string, result: JobResult | undefined, error: unknown): Promise<void> {
  const mine = db.updateTable('jobs').where('id', '=', job.id).where('lease_owner', '=', owner).where('status', '=', 'R');
  if (error === undefined && !result) {
    await mine.set({ status: 'D', finished_at: nowIso(), lease_owner: null, lease_until: null, last_error: null }).execute();
  } else if (error === undefined && result) {
    // A planned re-run (a network still pending): not a failure, so the attempt is given back.
    await mine.set({ status: 'Q', run_at: result.retryAt, lease_owner: null, lease_until: null, attempts: sql`attempts - 1` }).execute();
  } else {
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= job.maxAttempts) {
      await mine.set({ status: 'F', finished_at: nowIso(), lease_owner: null, lease_until: null, last_error: message.slice(0, 500) }).execute();
    } else {
      await mine
        .set({ status: 'Q', run_at: isoAfter(backoffMs(job.attempts)), lease_owner: null, lease_until: null, last_error: message.slice(0, 500) })
        .execute();
    }
  }
}

/** How long stopping waits for the job in hand. */
const STOP_WAIT_MS = 5_000;

export interface JobRunner {
  readonly owner: string;
  /** Runs due jobs now instead of at the next poll. */
  kick(): void;
  /** Runs every due job until none is left (tests, and a node's first pass). */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface RunnerOptions {
  pollMs?: number;
  leaseMs?: number;
  log?: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

export function createJobRunner(db: Kysely<Database>, handlers: Record<string, JobHandler>, options: RunnerOptions = {}): JobRunner {
  const owner = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const kinds = Object.keys(handlers);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function runOne(): Promise<boolean> {
    const job = await claimJob(db, owner, leaseMs, kinds);
    if (!job) return false;
    const handler = handlers[job.kind]!;
    let result: JobResult | undefined;
    let error: unknown;
    try {
      result = await handler(job.payload, job);
    } catch (e) {
      error = e ?? new Error('job failed');
      options.log?.warn({ job: job.kind, jobId: job.id, attempts: job.attempts, err: e }, 'job failed');
    }
    await finish(db, job, owner, result, error);
    return true;
  }

  /** Runs due jobs one after another; the node's own passes end early when it is stopping. */
  async function drainLoop(ownPass: boolean): Promise<number> {
    let n = 0;
    do {
      again = false;
      while (!(ownPass && stopped) && (await runOne())) n++;
    } while (again && !(ownPass && stopped));
    return n;
  }

  function pass(ownPass: boolean): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop(ownPass).finally(() => {
      running = null;
    });
    return running;
  }

  const drain = () => pass(false);

  function tick() {
    if (stopped) return;
    pass(true)
      .catch((err: unknown) => options.log?.error({ err }, 'job runner pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  }

  return {
    owner,
    kick() {
      if (!stopped) void pass(true).catch((err: unknown) => options.log?.error({ err }, 'job runner pass failed'));
    },
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      // The job in hand finishes, or its lease runs out and another node takes it: never wait long.
      if (running) await Promise.race([running.catch(() => undefined), new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
    },
  };
}
