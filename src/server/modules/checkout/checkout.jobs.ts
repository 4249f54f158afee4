import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isoAfter, nowIso } from '../../db/util';
import { enqueue, type JobHandler } from '../../jobs/runner';
import { addEvent, type GoodsOrderRow } from './checkout.queries';

/**
 * Sales left unpaid. A sale is placed when the cashier first presses Pay; one the counter then
 * leaves (a refresh, a closed tab, a customer who walked away) would wait in Orders for ever, as a
 * sale waiting for payment nobody will take. `checkout.unpaid` (recurring, every 10 minutes)
 * closes each sale still in accept status U1 (placed, never paid, suspended or closed) a day after
 * it was placed, unless M-PESA is still asked (WM: that payment's own deadline ends it). It is
 * cancelled as CloseOrder cancels (CL, FP, CF) with the reason 'Not paid within 24 hours' and a
 * line in its history; no stock or money is held by such a sale. The update is guarded by the
 * statuses it read, so a payment racing it wins and the sale is left alone.
 */
export const UNPAID_JOB = 'checkout.unpaid';
export const UNPAID_AFTER_HOURS = 24;
export const UNPAID_REASON = `Not paid within ${UNPAID_AFTER_HOURS} hours`;
const EVERY_MS = 10 * 60_000;
const PER_RUN = 200;

/** Closes the sales placed more than a day ago and never paid; answers how many. */
export async function closeUnpaidSales(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  // goods_orders_unpaid_idx (created_at) WHERE accept_status = 'U1': the unpaid sales only.
  const stale = await db
    .selectFrom('goods_orders')
    .selectAll()
    // A literal, not a bound value: a partial index is used only for the very term it names.
    .where(sql.ref('accept_status'), '=', sql.lit('U1'))
    .where('created_at', '<', isoAfter(-UNPAID_AFTER_HOURS * 3600_000, now))
    .where('detail_status', '!=', 'WM')
    .orderBy('created_at')
    .limit(PER_RUN)
    .execute();
  let closed = 0;
  for (const order of stale as GoodsOrderRow[]) {
    await db.transaction().execute(async (trx) => {
      const set = { pay_status: order.pay_status, goods_status: 'FP', accept_status: 'CL', detail_status: 'CF', cancel_reason: UNPAID_REASON, closed_at: nowIso(), updated_at: nowIso() };
      const moved = await trx
        .updateTable('goods_orders')
        .set(set)
        .where('id', '=', order.id)
        .where('accept_status', '=', 'U1')
        .where('pay_status', '=', order.pay_status)
        .where('detail_status', '=', order.detail_status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      await addEvent(trx, order, 'cancel', set, null, { code: 'EVT_UNPAID_CLOSED', params: { hours: UNPAID_AFTER_HOURS } });
      closed++;
    });
  }
  return closed;
}

/** Makes sure the recurring job exists (once across all nodes). */
export async function ensureUnpaidSalesJob(db: Kysely<Database>): Promise<void> {
  await enqueue(db, { kind: UNPAID_JOB, payload: null, dedupeKey: `recurring:${UNPAID_JOB}` });
}

export function checkoutJobs(db: Kysely<Database>): Record<string, JobHandler> {
  return {
    [UNPAID_JOB]: async () => {
      await closeUnpaidSales(db);
      return { retryAt: isoAfter(EVERY_MS) };
    },
  };
}
