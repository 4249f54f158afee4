import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nairobiDayStartIso } from '../../db/util';
import type { MoneyRuntime } from '../money/orders';
import { scheduleStandingOrders } from './standing-orders.jobs';

/**
 * Browser journeys only (`E2E_TEST_HOOKS=1`, which e2e/support/serve.mjs sets and `loadConfig`
 * refuses in production): the standing orders' scheduler run as of another day, so a journey can
 * make a standing order for a future date and see it run on that date without waiting for it.
 *
 *   POST /__e2e__/standingOrders/schedule {orderNo: 'SO…', date: 'YYYYMMDD'} → {enqueued: 0 | 1}
 *
 * It is the scheduler itself (`scheduleStandingOrders`, limited to that one standing order) with
 * `now` at noon of that Nairobi day, so the guarded UPDATE and the unique run per date still
 * decide: asking twice for one date runs it once. The run's money order is made at the real time
 * by the ordinary run job. Nothing else of the server's clock moves. Loopback callers only.
 */
export const SCHEDULE_HOOK_PATH = '/__e2e__/standingOrders/schedule';
const NOON_MS = 12 * 3_600_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function registerStandingOrderTestHooks(app: FastifyInstance, deps: { db: Kysely<Database>; money: MoneyRuntime }): void {
  app.post(SCHEDULE_HOOK_PATH, async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) return reply.code(403).send({ error: 'loopback only' });
    const body = (request.body ?? {}) as { orderNo?: unknown; date?: unknown };
    const date = typeof body.date === 'string' && /^\d{8}$/.test(body.date) ? body.date : null;
    if (!date || typeof body.orderNo !== 'string') return reply.code(400).send({ error: 'orderNo and date (YYYYMMDD) are required' });
    const so = await deps.db.selectFrom('standing_orders').select('id').where('order_no', '=', body.orderNo).executeTakeFirst();
    if (!so) return reply.code(404).send({ error: 'no such standing order' });
    const asOf = new Date(Date.parse(nairobiDayStartIso(date)) + NOON_MS);
    const enqueued = await scheduleStandingOrders(deps.db, asOf, so.id);
    if (enqueued > 0) deps.money.jobs.kick();
    return { enqueued };
  });
}
