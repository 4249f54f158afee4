import type { Kysely } from 'kysely';
import { formatMoney } from '../../../shared/format/money';
import { orderFailure } from '../../../shared/dict/failures';
import { type Locale, storedParam, storedText, type TextParam } from '../../../shared/i18n/messages';
import { parseRuleMessage, renderRuleMessage } from '../../../shared/rules/message';
import { type Frequency, dateAfterRun } from '../../../shared/rules/standingOrders';
import type { Database } from '../../db/schema';
import { isoAfter, newId, nowIso } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { type JobHandler, enqueue } from '../../jobs/runner';
import { type MoneyRuntime, createOrder } from '../money/orders';
import { notifyPerson } from '../money/notify';
import { type StandingOrderRow, nairobiToday, parsePayee, resolveStandingPayee, runDraft } from './standing-orders.service';
import { noticeText } from '../notifications/service';
import { detailColumns } from '../audit/audit.detail';

/**
 * The standing orders' jobs (handlers registered with the money runtime).
 *
 * - `standingOrders.schedule` (recurring every 10 minutes, `recurring:standingOrders.schedule`)
 *   finds the normal standing orders whose next date has come (Nairobi). For each, in one
 *   transaction: the UPDATE moves `next_date` on, guarded by its WHERE on the old next date and the
 *   status (so a second pass or node moves nothing), the run row is inserted (unique per order and
 *   date) and one `standingOrders.run` job is enqueued (dedupe key `so-run:<run id>`). A date is
 *   run once however often, and on however many nodes, the scheduler runs.
 * - `standingOrders.run` {runId}: makes the run's money order (request id `so-<run id>`, order type
 *   22, no PIN: the PIN given at creation authorized the runs) through the core, so fees, limits
 *   and the ledger apply, and follows an order on a network until it ends. A run is tried once:
 *   refused by the core (too little money, a limit) or failed on the network, it is F with the
 *   reason and the next date stays where the scheduler put it (the next occurrence). The owner and
 *   the person who made the standing order get one notification per run, success or failure, and
 *   the run's end is audited (`STANDING_ORDER_RUN`).
 */
export const SCHEDULE_JOB = 'standingOrders.schedule';
export const RUN_JOB = 'standingOrders.run';
const SCHEDULE_EVERY_MS = 10 * 60_000;
const FOLLOW_UP_MS = 30_000;

export async function ensureStandingOrderScheduler(db: Kysely<Database>): Promise<void> {
  await enqueue(db, { kind: SCHEDULE_JOB, payload: null, dedupeKey: `recurring:${SCHEDULE_JOB}` });
}

/** Enqueues the run of every standing order whose date has come; answers how many. */
export async function scheduleStandingOrders(db: Kysely<Database>, now: Date = new Date(), onlyId?: string): Promise<number> {
  const today = nairobiToday(now);
  let q = db.selectFrom('standing_orders').selectAll().where('status', '=', '0').where('next_date', '<=', today);
  if (onlyId) q = q.where('id', '=', onlyId);
  const due = await q.execute();
  let enqueued = 0;
  for (const so of due) {
    const runDate = so.next_date!;
    const runsDone = Number(so.runs_done) + 1;
    const next = dateAfterRun(
      { frequency: so.frequency as Frequency, startDate: so.start_date, endDate: so.end_date, maxRuns: so.max_runs === null ? null : Number(so.max_runs) },
      runDate,
      runsDone,
      today,
    );
    const t = nowIso();
    const took = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('standing_orders')
        .set({ next_date: next, last_date: runDate, runs_done: runsDone, status: next === null ? '3' : '0', updated_at: t })
        .where('id', '=', so.id)
        .where('status', '=', '0')
        .where('next_date', '=', runDate)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      const runId = newId();
      const inserted = await trx
        .insertInto('standing_order_runs')
        .values({ id: runId, standing_order_id: so.id, merchant_id: so.merchant_id, run_date: runDate, seq: runsDone, amount: Number(so.amount), status: 'P', order_id: null, reason: null, created_at: t, updated_at: t })
        .onConflict((oc) => oc.columns(['standing_order_id', 'run_date']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await enqueue(trx, { kind: RUN_JOB, payload: { runId }, dedupeKey: `so-run:${runId}` });
      return true;
    });
    if (took) enqueued++;
  }
  return enqueued;
}

/**
 * Why a run failed, stored as a catalogue code with its parameters (`MMCP4001`,
 * `MMCP4012|{"reason":"…"}`, the rules' message format) and worded when read, in the reader's
 * language (runReasonText). The paybill's refusal (2040) is spec 001 section 8's MMCP5501.
 */
function reasonOf(order: { result_code: string | null; result_desc: string | null }): string {
  const reason = orderFailure({ direction: 'out', resultCode: order.result_code, resultDesc: order.result_desc?.slice(0, 120) ?? null });
  return reason ? (reason.params ? `${reason.code}|${JSON.stringify(reason.params)}` : reason.code) : 'MMCP4019';
}

/** A run's stored reason in a language: a code as the catalogue words it, an older row's English words through storedText. */
export function runReasonText(stored: string, locale: Locale): string {
  return parseRuleMessage(stored) ? renderRuleMessage(stored, locale) : storedText(stored, locale);
}

async function finishRun(runtime: MoneyRuntime, so: StandingOrderRow, runId: string, status: 'S' | 'F', reason: string | null, ordNo: string | null) {
  const { db } = runtime;
  const moved = await db
    .updateTable('standing_order_runs')
    .set({ status, reason: reason?.slice(0, 200) ?? null, updated_at: nowIso() })
    .where('id', '=', runId)
    .where('status', '=', 'P')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return;
  const amount = Number(so.amount);
  const to = so.payee_name ?? so.payee_account ?? '';
  // The reason sits inside the notice's sentence: worded without its closing stop.
  const params = { name: so.name, amount: formatMoney(amount), to, ordNo: ordNo ?? '', reason: reason ? runReasonParam(reason, true) : '' };
  const words = noticeText(
    status === 'S'
      ? { title: 'NOTE_SO_PAID_TITLE', body: ordNo ? 'NOTE_SO_PAID_ORDER' : 'NOTE_SO_PAID', params }
      : { title: 'NOTE_SO_FAILED_TITLE', body: so.next_date ? 'NOTE_SO_FAILED_AGAIN' : 'NOTE_SO_FAILED', params },
  );
  const owner = await db.selectFrom('merchants').select('owner_person_id').where('id', '=', so.merchant_id).executeTakeFirst();
  const people = [...new Set([owner?.owner_person_id, so.person_id].filter((p): p is string => Boolean(p)))];
  for (const personId of people) {
    await notifyPerson(db, { merchantId: so.merchant_id, personId, ...words, ordNo: ordNo ?? undefined, amount });
  }
  await db
    .insertInto('audit_trail')
    .values({
      id: newId(),
      merchant_id: so.merchant_id,
      person_id: null,
      operator_name: 'System',
      event: 'STANDING_ORDER_RUN',
      action: RUN_JOB,
      store_id: so.store_id,
      store_name: null,
      ...detailColumns({
        code: 'AUDIT_SO_RUN',
        params: {
          orderNo: so.order_no,
          name: so.name,
          amount: formatMoney(amount),
          to,
          outcome: status === 'S' ? { code: 'AUDIT_WORD_PAID' } : { code: 'AUDIT_SO_RUN_FAILED', params: { reason: reason ? runReasonParam(reason) : '' } },
          order: ordNo ? { code: 'AUDIT_ORDER_SUFFIX', params: { ordNo } } : '',
        },
      }),
      ip: null,
      result: status,
      created_at: nowIso(),
      changes: null,
      device_id: null,
      device_name: null,
    })
    .execute();
}

/**
 * A run's stored reason as a parameter of catalogue words (the notice's, the audit row's): its
 * code, or an older row's English words. `clause`: it sits inside a sentence, without its stop.
 */
function runReasonParam(stored: string, clause = false): TextParam {
  const parsed = parseRuleMessage(stored);
  if (parsed) return clause ? { ...parsed, clause } : parsed;
  const param = storedParam(stored);
  return typeof param === 'object' ? { ...param, clause } : clause ? stored.replace(/[.\s]+$/, '') : stored;
}

/** Makes or follows one run (see the module comment); idempotent. */
export async function runStandingOrder(runtime: MoneyRuntime, runId: string): Promise<{ retryAt: string } | undefined> {
  const { db } = runtime;
  const run = await db.selectFrom('standing_order_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (run?.status !== 'P') return undefined;
  const so = await db.selectFrom('standing_orders').selectAll().where('id', '=', run.standing_order_id).executeTakeFirstOrThrow();
  const requestId = `so-${run.id}`;
  const existing = await db.selectFrom('money_orders').selectAll().where('merchant_id', '=', so.merchant_id).where('request_id', '=', requestId).executeTakeFirst();
  if (existing) {
    if (run.order_id !== existing.id) await db.updateTable('standing_order_runs').set({ order_id: existing.id }).where('id', '=', run.id).execute();
    if (existing.status === 'S') await finishRun(runtime, so, run.id, 'S', null, existing.ord_no);
    else if (existing.status === 'F') await finishRun(runtime, so, run.id, 'F', reasonOf(existing), existing.ord_no);
    else return { retryAt: isoAfter(FOLLOW_UP_MS) };
    return undefined;
  }
  if (so.status === '2') {
    await finishRun(runtime, so, run.id, 'F', 'MMCP5510', null);
    return undefined;
  }
  const ctx = {
    db,
    money: runtime,
    log: runtime.log,
    locale: 'en-US',
    session: { merchantId: so.merchant_id, personId: so.person_id, storeId: so.store_id },
  } as unknown as SessionContext;
  try {
    const payee = await resolveStandingPayee(ctx, parsePayee(so));
    const { order } = await createOrder(ctx, runtime, await runDraft(ctx, payee, so, requestId));
    await db.updateTable('standing_order_runs').set({ order_id: order.id, updated_at: nowIso() }).where('id', '=', run.id).execute();
    if (order.status === 'S') await finishRun(runtime, so, run.id, 'S', null, order.ord_no);
    else if (order.status === 'F') await finishRun(runtime, so, run.id, 'F', reasonOf(order), order.ord_no);
    else return { retryAt: isoAfter(FOLLOW_UP_MS) };
    return undefined;
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    await finishRun(runtime, so, run.id, 'F', Object.keys(error.params).length ? `${error.code}|${JSON.stringify(error.params)}` : error.code, null);
    return undefined;
  }
}

export function standingOrderJobs(runtime: () => MoneyRuntime): Record<string, JobHandler> {
  return {
    [SCHEDULE_JOB]: async () => {
      try {
        await scheduleStandingOrders(runtime().db);
      } catch (err) {
        runtime().log.warn({ err }, 'standing orders scheduler pass failed');
      }
      return { retryAt: isoAfter(SCHEDULE_EVERY_MS) };
    },
    [RUN_JOB]: async (payload) => runStandingOrder(runtime(), (payload as { runId: string }).runId),
  };
}
