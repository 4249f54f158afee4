import type { Kysely } from 'kysely';
import { billerByCode } from '../../../shared/dict/bills';
import { formatMoney } from '../../../shared/format/money';
import { isMessageCode, messageText } from '../../../shared/i18n/messages';
import type { Database } from '../../db/schema';
import { isoAfter, newId, nowIso, toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { type JobHandler, enqueue } from '../../jobs/runner';
import { type MoneyRuntime, createOrder } from '../money/orders';
import { notifyPerson } from '../money/notify';
import type { BillPlanRow } from './bills.queries';
import { billDraft, recordBillOrder } from './bills.service';
import { noticeText } from '../notifications/service';

/**
 * Regular bills and auto-recharge: a plan pays its biller on a chosen day of each month.
 *
 * - `bills.plans` (recurring, every 10 minutes) finds plans due this month (their day reached; a
 *   day past the month's end means its last day), marks the month on the plan and enqueues one
 *   `bills.plan.run` per plan and month, deduplicated by `billplan:<plan>:<YYYYMM>` and recorded
 *   in `bill_plan_runs` (unique per plan and month): running the scheduler twice pays once.
 * - `bills.plan.run` pays without asking for a PIN: the PIN was given when the plan was made
 *   (CreateBillPlan), and it authorized these payments. Its money orders carry the request id
 *   `billplan-<plan>-<YYYYMM>-<attempt>`; before making one it looks for an order of the month
 *   still waiting, on its way, held by an account mandate (W) or paid, so a month is never paid
 *   twice. A failure (too little money, a limit, the biller refusing) notifies the owner once for
 *   the month and throws, so the job runner tries again with backoff up to its attempt limit.
 * - A held order whose approval is rejected or closed ends the month's run (F, the owner told
 *   once): the authorizer said no, so no new request is made for that month.
 */
export const PLANS_JOB = 'bills.plans';
export const PLAN_RUN_JOB = 'bills.plan.run';
const SCHEDULE_EVERY_MS = 10 * 60_000;
/** How soon a run looks again at an order on its way. */
const FOLLOW_UP_MS = 30_000;
/** How soon a run looks again at an order waiting for approval (people take minutes or days). */
const HELD_FOLLOW_UP_MS = 5 * 60_000;
/** The result codes of a held order an authorizer rejected or its initiator closed (approvals/money.ts). */
const DECLINED_CODES = new Set(['REJECTED', 'CLOSED']);

/** YYYYMM and the day of the month in Nairobi, and the month's last day. */
export function nairobiMonth(now: Date = new Date()): { period: string; day: number; lastDay: number } {
  const d = toNairobi14(now.toISOString());
  const year = Number(d.slice(0, 4));
  const month = Number(d.slice(4, 6));
  return { period: d.slice(0, 6), day: Number(d.slice(6, 8)), lastDay: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/** Makes sure the recurring scheduler exists (once across all nodes). */
export async function ensurePlanScheduler(db: Kysely<Database>): Promise<void> {
  await enqueue(db, { kind: PLANS_JOB, payload: null, dedupeKey: `recurring:${PLANS_JOB}` });
}

/**
 * The month a new plan first pays: this month when its day is still ahead, else next month (so
 * `last_period` starts as this month when the day has come already).
 */
export function initialLastPeriod(day: number, now: Date = new Date()): string | null {
  const m = nairobiMonth(now);
  return Math.min(day, m.lastDay) <= m.day ? m.period : null;
}

/** Enqueues this month's run of every plan whose day has come; answers how many it enqueued. */
export async function schedulePlans(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const { period, day, lastDay } = nairobiMonth(now);
  let q = db
    .selectFrom('bill_plans')
    .select(['id', 'merchant_id'])
    .where('status', '=', '0')
    .where((eb) => eb.or([eb('last_period', 'is', null), eb('last_period', '<', period)]));
  // On the month's last day, plans on days 29-31 that this month lacks are due too.
  q = day === lastDay ? q : q.where('day', '<=', day);
  const due = await q.execute();
  let enqueued = 0;
  for (const plan of due) {
    const t = nowIso();
    const took = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('bill_plans')
        .set({ last_period: period, updated_at: t })
        .where('id', '=', plan.id)
        .where('status', '=', '0')
        .where((eb) => eb.or([eb('last_period', 'is', null), eb('last_period', '<', period)]))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('bill_plan_runs')
        .values({ id: newId(), plan_id: plan.id, merchant_id: plan.merchant_id, period, status: 'P', attempts: 0, order_id: null, last_error: null, notified: 'N', created_at: t, updated_at: t })
        .onConflict((oc) => oc.columns(['plan_id', 'period']).doNothing())
        .execute();
      await enqueue(trx, { kind: PLAN_RUN_JOB, payload: { planId: plan.id, period }, dedupeKey: `billplan:${plan.id}:${period}` });
      return true;
    });
    if (took) enqueued++;
  }
  return enqueued;
}

/**
 * Marks the month failed and tells the owner once for the month. `retry` says whether the runner
 * tries again (a refusal that may pass later) or the month ends here (the approval was declined).
 */
async function failRun(runtime: MoneyRuntime, plan: BillPlanRow, period: string, reason: string, retry = true): Promise<void> {
  const { db } = runtime;
  const run = await db.selectFrom('bill_plan_runs').selectAll().where('plan_id', '=', plan.id).where('period', '=', period).executeTakeFirst();
  await db
    .updateTable('bill_plan_runs')
    .set({ status: 'F', order_id: null, last_error: reason.slice(0, 200), notified: 'Y', updated_at: nowIso() })
    .where('plan_id', '=', plan.id)
    .where('period', '=', period)
    .execute();
  if (run?.notified === 'Y') return;
  const owner = await db.selectFrom('merchants').select('owner_person_id').where('id', '=', plan.merchant_id).executeTakeFirst();
  const personId = owner?.owner_person_id ?? plan.person_id;
  const biller = billerByCode(plan.biller);
  await notifyPerson(db, {
    merchantId: plan.merchant_id,
    personId,
    ...noticeText({
      title: 'NOTE_BILL_FAILED_TITLE',
      body: retry ? 'NOTE_BILL_FAILED_RETRY' : 'NOTE_BILL_FAILED_LAST',
      params: {
        name: plan.name ?? biller?.name ?? plan.biller,
        amount: formatMoney(Number(plan.amount)),
        biller: biller?.name ?? plan.biller,
        account: plan.account_no,
        reason: reason.replace(/[.\s]+$/, ''),
      },
    }),
    amount: Number(plan.amount),
  });
}

/** Pays one plan's month (see the module comment); idempotent. */
export async function runPlan(runtime: MoneyRuntime, planId: string, period: string): Promise<{ retryAt: string } | undefined> {
  const { db } = runtime;
  const plan = await db.selectFrom('bill_plans').selectAll().where('id', '=', planId).executeTakeFirst();
  const run = await db.selectFrom('bill_plan_runs').selectAll().where('plan_id', '=', planId).where('period', '=', period).executeTakeFirst();
  if (!plan || !run || run.status === 'S') return undefined;
  const prefix = `billplan-${plan.id}-${period}-`;
  const orders = await db
    .selectFrom('money_orders')
    .selectAll()
    .where('merchant_id', '=', plan.merchant_id)
    .where('request_id', 'like', `${prefix}%`)
    .orderBy('created_at', 'desc')
    .execute();
  const paid = orders.find((o) => o.status === 'S');
  if (paid) {
    await db.updateTable('bill_plan_runs').set({ status: 'S', order_id: paid.id, last_error: null, updated_at: nowIso() }).where('id', '=', run.id).execute();
    return undefined;
  }
  if (orders.some((o) => o.status === 'P' || o.status === 'U')) return { retryAt: isoAfter(FOLLOW_UP_MS) };
  // Held by an account mandate: it is on its way as much as one at the biller; another attempt
  // would be a second payment (or refused as an identical request already waiting).
  if (orders.some((o) => o.status === 'W')) return { retryAt: isoAfter(HELD_FOLLOW_UP_MS) };
  const declined = orders.find((o) => o.status === 'F' && DECLINED_CODES.has(o.result_code ?? ''));
  if (declined) {
    if (run.status !== 'F' || run.order_id !== declined.id) {
      await failRun(runtime, plan, period, declined.result_desc ?? 'Rejected by the authorizer', false);
      await db.updateTable('bill_plan_runs').set({ order_id: declined.id }).where('id', '=', run.id).execute();
    }
    return undefined;
  }
  const lastFailed = orders.find((o) => o.status === 'F');
  if (lastFailed && run.order_id === lastFailed.id) {
    // The biller refused last month's attempt: tell the owner, then let the runner back off and retry.
    await failRun(runtime, plan, period, lastFailed.result_desc ?? 'failed');
    throw new Error(`regular bill ${plan.plan_no} ${period}: ${lastFailed.result_desc ?? 'failed'}`);
  }
  if (plan.status !== '0') {
    await db.updateTable('bill_plan_runs').set({ status: 'F', last_error: 'The regular bill is paused or deleted', updated_at: nowIso() }).where('id', '=', run.id).execute();
    return undefined;
  }
  const biller = billerByCode(plan.biller);
  if (!biller) return undefined;
  const attempt = orders.length + 1;
  const ctx = { db, session: { merchantId: plan.merchant_id, personId: plan.person_id, storeId: plan.store_id } } as unknown as SessionContext;
  const target = { biller, accountNo: plan.account_no };
  try {
    const draft = billDraft(target, {
      amount: Number(plan.amount),
      requestId: `${prefix}${attempt}`,
      accountName: plan.account_name,
      packageCode: plan.package_code,
      remarks: plan.name ? `Regular bill ${plan.name}` : 'Regular bill',
      regular: true,
    });
    const { order } = await createOrder(ctx, runtime, draft);
    await recordBillOrder(db, order, target, { accountName: plan.account_name, packageCode: plan.package_code, packageName: null, planId: plan.id, period });
    await db
      .updateTable('bill_plan_runs')
      .set({ status: order.status === 'S' ? 'S' : 'P', attempts: attempt, order_id: order.id, updated_at: nowIso() })
      .where('id', '=', run.id)
      .execute();
    return order.status === 'S' ? undefined : { retryAt: isoAfter(FOLLOW_UP_MS) };
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    // The owner reads the catalogue's words (as a standing order's run or an approval tells them), not a code.
    const reason = isMessageCode(error.code) ? messageText(error.code, 'en-US', error.params) : error.code;
    const now = nowIso();
    // Refused after the order was recorded (a mandate's refusal, the wallet emptied meanwhile): the
    // attempt's order ends F so it is not taken for one still on its way.
    await db
      .updateTable('money_orders')
      .set({ status: 'F', result_code: error.code, result_desc: reason.slice(0, 200), updated_at: now, finished_at: now })
      .where('merchant_id', '=', plan.merchant_id)
      .where('request_id', '=', `${prefix}${attempt}`)
      .where('status', '=', 'U')
      .execute();
    await db.updateTable('bill_plan_runs').set({ attempts: attempt }).where('id', '=', run.id).execute();
    await failRun(runtime, plan, period, reason);
    throw new Error(`regular bill ${plan.plan_no} ${period}: ${reason}`);
  }
}

/** The job handlers of the area; `runtime` is read when a job runs (the runtime holds the runner). */
export function billsJobs(runtime: () => MoneyRuntime): Record<string, JobHandler> {
  return {
    [PLANS_JOB]: async () => {
      try {
        await schedulePlans(runtime().db);
      } catch (err) {
        runtime().log.warn({ err }, 'regular bills scheduler pass failed');
      }
      return { retryAt: isoAfter(SCHEDULE_EVERY_MS) };
    },
    [PLAN_RUN_JOB]: async (payload) => {
      const { planId, period } = payload as { planId: string; period: string };
      return runPlan(runtime(), planId, period);
    },
  };
}
