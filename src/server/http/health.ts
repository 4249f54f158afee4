import { type Kysely, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema';

/** How long readiness waits for the database before it calls the node not ready. */
export const READY_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: 'database' };

/** Ready when the database answers a trivial query in time; never throws. */
export async function readiness(db: Kysely<Database>, timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1 as one`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return (await Promise.race([answered, late])) ? { ready: true } : { ready: false, reason: 'database' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health checks for a load balancer or an orchestrator, outside the action API and unauthenticated,
 * so they say no more than up or not:
 * - `GET /healthz` (liveness): 200 while the process serves HTTP;
 * - `GET /readyz` (readiness): 200 when the database answers within 2 s, else 503. While the node
 *   stops, Fastify answers every new request 503, these included, so the balancer drains it.
 * Neither writes a request log line: a balancer asks every few seconds.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const state = await readiness(db);
    reply.header('cache-control', 'no-store');
    return state.ready ? reply.send({ status: 'ready' }) : reply.code(503).send({ status: 'not ready', reason: state.reason });
  });
}
