import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isSuccessCode } from '../../shared/protocol/envelope';
import type { Database } from '../db/schema';
import type { RailCallObserver } from '../rails/timedFetch';

/** The envelope code of a server fault (an unexpected error, logged with its reference id). */
const FAULT_CODE = 'MMCP0500';

/**
 * How an action's call ended: `ok` (a success envelope), `refused` (any other envelope: a rule, a
 * permission, a session or a field said no), `fault` (the server failed, MMCP0500).
 */
export function outcomeOf(code: string | undefined): 'ok' | 'refused' | 'fault' {
  if (code === FAULT_CODE) return 'fault';
  return isSuccessCode(code) ? 'ok' : 'refused';
}

/** Answers whether `given` is the token, taking as long whatever it holds. */
function tokenMatches(given: string, token: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : '';
}

interface MetricsDeps {
  db: Kysely<Database>;
  /** The action names the router serves: anything else is counted as `other`, so no label can grow without end. */
  actions: ReadonlySet<string>;
  /** The action and envelope code of a finished request, as the request log line has them. */
  outcomeOf: (request: FastifyRequest) => { action?: string; code?: string };
}

export interface Metrics {
  /** Told of each call a rail makes to its network (startRails). */
  railCall: RailCallObserver;
  /** Adds GET /metrics and the request timing to the app. */
  register(app: FastifyInstance, deps: MetricsDeps): void;
}

/**
 * GET /metrics in Prometheus's text format, for the provider's monitoring, only when METRICS_TOKEN
 * is set (docs/operations.md, Monitoring): null otherwise, and the route does not exist (404 as any
 * unknown path); set, a scrape without `Authorization: Bearer <token>` is answered 401. It says:
 * - each action's calls and their time, by outcome (`biashara_action_duration_seconds`);
 * - each rail's calls to its network and their time, by outcome (`biashara_rail_call_duration_seconds`);
 * - the jobs waiting, running and failed for good, and how late the most overdue one is;
 * - the money orders waiting for a network's answer, by rail, and the age of the oldest;
 * - the problems the last nightly audit of the ledger found, and when it finished;
 * - the process's CPU, memory, event loop delay and garbage collection (prom-client's defaults).
 * No label carries a person, a business, an amount or a number: only action names, rails and states.
 */
export function createMetrics(token: string | null): Metrics | null {
  if (!token) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'biashara_' });
  const railTime = new Histogram({
    name: 'biashara_rail_call_duration_seconds',
    help: "Time to a money network's answer, by rail and outcome (ok, refused, unavailable: no answer, a timeout or 5xx)",
    labelNames: ['rail', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
    registers: [registry],
  });
  return {
    railCall: (rail, outcome, seconds) => railTime.observe({ rail, outcome }, seconds),
    register: (app, deps) => register(app, deps, registry, token),
  };
}

/**
 * One read that serves several gauges: prom-client collects each metric before it writes them all,
 * so the second gauge finds the first's read under way and waits for it instead of reading again.
 */
function sharedRead(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}

function register(app: FastifyInstance, deps: MetricsDeps, registry: Registry, token: string): void {
  const actionTime = new Histogram({
    name: 'biashara_action_duration_seconds',
    help: "Time to answer an action's call, by action and outcome (ok, refused, fault)",
    labelNames: ['action', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const { action, code } = deps.outcomeOf(request);
    if (!action) return;
    actionTime.observe({ action: deps.actions.has(action) ? action : 'other', outcome: outcomeOf(code) }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'biashara_jobs',
    help: 'Jobs of the job runner by state: queued (waiting for their time or a node), running, failed (out of attempts)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await deps.db.selectFrom('jobs').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')]).where('status', 'in', ['Q', 'R', 'F']).groupBy('status').execute();
      const count = new Map(rows.map((r) => [r.status, Number(r.n)]));
      this.set({ state: 'queued' }, count.get('Q') ?? 0);
      this.set({ state: 'running' }, count.get('R') ?? 0);
      this.set({ state: 'failed' }, count.get('F') ?? 0);
    },
  });
  new Gauge({
    name: 'biashara_jobs_overdue_seconds',
    help: 'How long the most overdue queued job has been due (0 when none is): a runner that is stopped or stuck shows here',
    registers: [registry],
    async collect() {
      const row = await deps.db.selectFrom('jobs').select((eb) => eb.fn.min('run_at').as('due')).where('status', '=', 'Q').executeTakeFirst();
      this.set(row?.due ? Math.max(0, (Date.now() - Date.parse(String(row.due))) / 1000) : 0);
    },
  });

  const readInFlight = sharedRead(async () => {
    const rows = await deps.db
      .selectFrom('money_orders')
      .select(['rail', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.min('created_at').as('since')])
      .where('status', '=', 'P')
      .groupBy('rail')
      .execute();
    inFlight.reset();
    oldest.reset();
    for (const r of rows) {
      inFlight.set({ rail: r.rail }, Number(r.n));
      oldest.set({ rail: r.rail }, r.since ? Math.max(0, (Date.now() - Date.parse(String(r.since))) / 1000) : 0);
    }
  });
  const inFlight = new Gauge({
    name: 'biashara_money_orders_in_flight',
    help: "Money orders waiting for a network's answer (status P), by rail",
    labelNames: ['rail'] as const,
    registers: [registry],
    collect: readInFlight,
  });
  const oldest = new Gauge({
    name: 'biashara_money_orders_in_flight_oldest_seconds',
    help: "Age of the oldest money order waiting for a network's answer, by rail",
    labelNames: ['rail'] as const,
    registers: [registry],
    collect: readInFlight,
  });

  const readAudit = sharedRead(async () => {
    const last = await deps.db
      .selectFrom('ledger_audits')
      .select(['finished_at', 'problems'])
      .where('finished_at', 'is not', null)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    auditProblems.set(last ? Number(last.problems) : 0);
    auditFinished.set(last?.finished_at ? Date.parse(last.finished_at) / 1000 : 0);
  });
  const auditProblems = new Gauge({
    name: 'biashara_ledger_audit_problems',
    help: "Problems the last finished audit of the ledger found: an account whose cached balance or hold is not its postings', a wallet below its floor, balances that do not sum to zero",
    registers: [registry],
    collect: readAudit,
  });
  const auditFinished = new Gauge({
    name: 'biashara_ledger_audit_last_finished_timestamp_seconds',
    help: 'When the last audit of the ledger finished, in seconds since 1970 (0 when none has)',
    registers: [registry],
    collect: readAudit,
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!tokenMatches(bearer(request), token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
  app.addHook('onClose', async () => registry.clear());
}
