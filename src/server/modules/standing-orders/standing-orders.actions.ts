import {
  CheckStandingOrderName,
  CreateStandingOrder,
  DeleteStandingOrder,
  EditStandingOrder,
  PauseStandingOrder,
  QueryStandingOrderInfo,
  QueryStandingOrderList,
  ResumeStandingOrder,
} from '../../../shared/actions/standingOrders';
import { formatMoney } from '../../../shared/format/money';
import { type Frequency, MAX_RUNS, addDays, dateAfterEdit, firstOnOrAfter, latestStartDate, nameKey } from '../../../shared/rules/standingOrders';
import { sql } from 'kysely';
import { totalOf } from '../../db/paging';
import { containing, newId, nowIso, toNairobi14 } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import type { TransferPayee } from '../../../shared/actions/transfer';
import type { Locale, MessageCode, TextParam } from '../../../shared/i18n/messages';
import { BizError, fieldError } from '../../http/errors';
import { consumePinAuthorization, createPinAuthorization } from '../../security/authorizations';
import { newOrderNo } from '../money/orders';
import { ensureStandingOrderScheduler, runReasonText, runStandingOrder, scheduleStandingOrders } from './standing-orders.jobs';
import {
  type StandingOrderRow,
  chargesOf,
  checkAmount,
  checkNameFree,
  findStandingOrder,
  nairobiToday,
  parsePayee,
  refuse,
  resolveStandingPayee,
  standingOrderRecord,
  storedPayee,
} from './standing-orders.service';

/** Every standing order action needs function 14 (StandingOrder); making or changing what one pays passes the KYC gate of type 110 (menu 110, transfer and standing order). */
const VIEW = { funcNo: '14' } as const;
const PAY = { funcNo: '14', transTypId: '110' } as const;

interface Schedule {
  frequency: Frequency;
  startDate: string;
  endDate: string | null;
  maxRuns: number | null;
}

/** Refuses a start date before today (MMCP5504) or more than a year ahead (MMCP5507), and an end date before the start (MMCP5505). */
function checkSchedule(locale: Locale, s: Schedule, today: string, startChanged: boolean): void {
  if (startChanged && s.startDate < today) throw refuse(locale, 'MMCP5504', 'startDate');
  if (startChanged && s.startDate > latestStartDate(today)) throw refuse(locale, 'MMCP5507', 'startDate');
  if (s.endDate && s.endDate < s.startDate) throw refuse(locale, 'MMCP5505', 'endDate');
}

/** The next run date from today (after `lastDate` when it ran today), or null when the schedule is over: for a new or resumed order, which may run today. */
function nextFrom(s: Schedule, runsDone: number, lastDate: string | null, today: string): string | null {
  if (s.maxRuns !== null && runsDone >= s.maxRuns) return null;
  const from = lastDate && lastDate >= today ? addDays(lastDate, 1) : today;
  const next = firstOnOrAfter(s.frequency, s.startDate, from);
  return s.endDate && next > s.endDate ? null : next;
}

const FREQUENCY_WORDS = { '0': 'AUDIT_WORD_DAILY', '1': 'AUDIT_WORD_WEEKLY', '2': 'AUDIT_WORD_MONTHLY', '3': 'AUDIT_WORD_QUARTERLY', '4': 'AUDIT_WORD_ANNUALLY' } as const satisfies Record<Frequency, MessageCode>;

/** The schedule as catalogue words, for the audit trail ('monthly from 20260101 to 20261231, 12 runs'). */
function scheduleText(s: Schedule): TextParam {
  return {
    code: 'AUDIT_SCHEDULE',
    params: {
      frequency: { code: FREQUENCY_WORDS[s.frequency] },
      start: s.startDate,
      end: s.endDate ? { code: 'AUDIT_SCHEDULE_UNTIL', params: { date: s.endDate } } : '',
      runs: s.maxRuns ? { code: 'AUDIT_SCHEDULE_RUNS', params: { count: s.maxRuns } } : '',
    },
  };
}

/** Spends the PIN authorization given for `purpose` and `amount`; refuses any other (MMCP2060). */
async function spendPin(ctx: SessionContext, trx: SessionContext['db'], authTxCode: string, purpose: string, amount: number) {
  const spent = await consumePinAuthorization(trx, authTxCode, ctx.session.personId, ctx.session.merchantId);
  if (spent.purpose !== purpose || Number(spent.amount) !== amount) throw new BizError('MMCP2060');
}

/** Who is paid (channel and numbers), not what they are called: a new name alone is no new payee. */
function payeeIdentity(p: TransferPayee): string {
  return [p.rcvCnl, p.bnfMblNo, p.rcvAcNo, p.bankCode, p.accountReference].map((v) => v ?? '').join('|');
}


function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return /unique|duplicate key/i.test(text);
}

function auditView(row: StandingOrderRow) {
  return {
    name: row.name,
    amount: Number(row.amount),
    frequency: row.frequency,
    startDate: row.start_date,
    endDate: row.end_date,
    maxRuns: row.max_runs,
    payee: row.payee_name ?? row.payee_account,
    channel: row.channel,
    status: row.status,
  };
}

/** After making or resuming an order that is due today: enqueue today's run now rather than at the next scheduler pass (an edit never makes it due). */
async function runIfDue(ctx: SessionContext, row: StandingOrderRow): Promise<void> {
  await ensureStandingOrderScheduler(ctx.db);
  if (row.status === '0' && row.next_date && row.next_date <= nairobiToday()) {
    if ((await scheduleStandingOrders(ctx.db, new Date(), row.id)) > 0) ctx.money.jobs.kick();
  }
}

export const standingOrderActions = [
  sessionAction(CreateStandingOrder, PAY, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const again = await ctx.db.selectFrom('standing_orders').selectAll().where('merchant_id', '=', merchantId).where('request_id', '=', input.requestId).executeTakeFirst();
    if (again) {
      const c = chargesOf(again.channel, Number(again.amount));
      return { authTxCode: null, rcvNm: again.payee_name, rcvCnl: again.channel, fee: c.fee, exciseDuty: c.excise, vat: c.vat, totalAmount: c.total, standingOrder: standingOrderRecord(again) };
    }
    const today = nairobiToday();
    const schedule: Schedule = { frequency: input.frequency, startDate: input.startDate, endDate: input.endDate ?? null, maxRuns: input.maxRuns ?? null };
    checkSchedule(ctx.locale, schedule, today, true);
    const key = nameKey(input.name);
    await checkNameFree(ctx.db, ctx.locale, merchantId, key);
    const payee = await resolveStandingPayee(ctx, input.payee);
    const charges = checkAmount(ctx.locale, payee, input.amount);
    const answer = { rcvNm: payee.displayName, rcvCnl: payee.channel.code, fee: charges.fee, exciseDuty: charges.excise, vat: charges.vat, totalAmount: charges.total };
    const purpose = `standingorder:${input.requestId}`;
    if (!input.authTxCode) {
      const authTxCode = await createPinAuthorization(ctx.db, { personId: ctx.session.personId, merchantId, purpose, amount: input.amount, needOtp: false });
      return { ...answer, authTxCode, standingOrder: null };
    }
    const now = nowIso();
    const row: StandingOrderRow = {
      id: newId(),
      merchant_id: merchantId,
      order_no: `SO${newOrderNo()}`,
      request_id: input.requestId,
      name: input.name.trim().replace(/\s+/g, ' '),
      name_key: key,
      category: input.category,
      reason: input.reason?.trim() || null,
      amount: input.amount,
      frequency: input.frequency,
      start_date: input.startDate,
      end_date: schedule.endDate,
      max_runs: schedule.maxRuns,
      runs_done: 0,
      next_date: nextFrom(schedule, 0, null, today),
      last_date: null,
      channel: payee.channel.code,
      payee: JSON.stringify(storedPayee(payee)),
      payee_name: payee.displayName,
      payee_account: payee.accountNo ?? payee.mobile,
      pay_source: '1',
      status: '0',
      person_id: ctx.session.personId,
      store_id: ctx.session.storeId,
      created_at: now,
      updated_at: now,
    };
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await spendPin(ctx, trx, input.authTxCode!, purpose, input.amount);
        await trx.insertInto('standing_orders').values(row).execute();
      });
    } catch (error) {
      // Two tabs made the same name at once: the unique index kept one.
      if (isUniqueViolation(error)) throw refuse(ctx.locale, 'MMCP5500', 'name');
      throw error;
    }
    await ctx.audit({
      event: 'STANDING_ORDER_ADD',
      detail: { code: 'AUDIT_SO_ADD', params: { orderNo: row.order_no, name: row.name, amount: formatMoney(input.amount), to: row.payee_name ?? row.payee_account ?? '', schedule: scheduleText(schedule) } },
      after: auditView(row),
    });
    await runIfDue(ctx, row);
    const made = await findStandingOrder(ctx.db, merchantId, row.order_no);
    return { ...answer, authTxCode: null, standingOrder: standingOrderRecord(made) };
  }),

  sessionAction(QueryStandingOrderList, VIEW, async (input, ctx) => {
    let q = ctx.db.selectFrom('standing_orders').where('merchant_id', '=', ctx.session.merchantId);
    q = input.status ? q.where('status', '=', input.status) : q.where('status', '!=', '2');
    if (input.name) q = q.where(sql<boolean>`name_key like ${containing(nameKey(input.name))} escape '\\'`);
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    return { list: rows.map(standingOrderRecord), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(QueryStandingOrderInfo, VIEW, async (input, ctx) => {
    const so = await findStandingOrder(ctx.db, ctx.session.merchantId, input.orderNo);
    // A run whose order the network has answered since is brought up to date first (the job follows it too).
    const waiting = await ctx.db.selectFrom('standing_order_runs').select('id').where('standing_order_id', '=', so.id).where('status', '=', 'P').where('order_id', 'is not', null).execute();
    for (const r of waiting) await runStandingOrder(ctx.money, r.id);
    const runs = await ctx.db
      .selectFrom('standing_order_runs as r')
      .leftJoin('money_orders as o', 'o.id', 'r.order_id')
      .select(['r.run_date', 'r.seq', 'r.amount', 'r.status', 'r.reason', 'r.updated_at', 'o.ord_no', 'o.receipt', 'o.fee', 'o.excise', 'o.vat'])
      .where('r.standing_order_id', '=', so.id)
      .orderBy('r.run_date', 'desc')
      .limit(100)
      .execute();
    const c = chargesOf(so.channel, Number(so.amount));
    return {
      ...standingOrderRecord(so),
      fee: c.fee,
      exciseDuty: c.excise,
      vat: c.vat,
      totalAmount: c.total,
      runs: runs.map((r) => {
        const fee = Number(r.fee ?? 0) + Number(r.excise ?? 0) + Number(r.vat ?? 0);
        return {
          runDate: r.run_date,
          seq: Number(r.seq),
          amount: Number(r.amount),
          status: r.status as 'P' | 'S' | 'F',
          ordNo: r.ord_no ?? null,
          receipt: r.receipt ?? null,
          fee,
          totalAmount: Number(r.amount) + fee,
          reason: r.reason ? runReasonText(r.reason, ctx.locale) : null,
          updatedAt: toNairobi14(r.updated_at),
        };
      }),
    };
  }),

  sessionAction(CheckStandingOrderName, VIEW, async (input, ctx) => {
    let except: string | undefined;
    if (input.orderNo) except = (await findStandingOrder(ctx.db, ctx.session.merchantId, input.orderNo)).id;
    try {
      await checkNameFree(ctx.db, ctx.locale, ctx.session.merchantId, nameKey(input.name), except);
      return { exists: 'N' as const };
    } catch {
      return { exists: 'Y' as const };
    }
  }),

  sessionAction(EditStandingOrder, PAY, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const before = await findStandingOrder(ctx.db, merchantId, input.orderNo);
    if (before.status === '3') throw new BizError('MMCP5509');
    const today = nairobiToday();
    const schedule: Schedule = {
      frequency: (input.frequency ?? before.frequency) as Frequency,
      startDate: input.startDate ?? before.start_date,
      endDate: input.endDate === undefined ? before.end_date : input.endDate || null,
      maxRuns: input.maxRuns === undefined ? (before.max_runs === null ? null : Number(before.max_runs)) : input.maxRuns === '' ? null : input.maxRuns,
    };
    checkSchedule(ctx.locale, schedule, today, input.startDate !== undefined && input.startDate !== before.start_date);
    if (schedule.maxRuns !== null && schedule.maxRuns < Number(before.runs_done)) throw refuse(ctx.locale, 'MMCP5506', 'maxRuns', { max: MAX_RUNS });
    const name = input.name?.trim().replace(/\s+/g, ' ') ?? before.name;
    if (input.name !== undefined) await checkNameFree(ctx.db, ctx.locale, merchantId, nameKey(name), before.id);
    const amount = input.amount ?? Number(before.amount);
    const payee = await resolveStandingPayee(ctx, input.payee ?? parsePayee(before));
    const charges = checkAmount(ctx.locale, payee, amount);
    const newPayee = JSON.stringify(storedPayee(payee));
    const paymentChanged = amount !== Number(before.amount) || (input.payee !== undefined && payeeIdentity(storedPayee(payee)) !== payeeIdentity(parsePayee(before)));
    const purpose = `standingorder-edit:${before.id}:${input.requestId ?? ''}`;
    const answer = { fee: charges.fee, exciseDuty: charges.excise, vat: charges.vat, totalAmount: charges.total };
    if (paymentChanged) {
      if (!input.requestId) throw fieldError(ctx.locale, 'requestId');
      if (!input.authTxCode) {
        const authTxCode = await createPinAuthorization(ctx.db, { personId: ctx.session.personId, merchantId, purpose, amount, needOtp: false });
        return { ...answer, authTxCode, standingOrder: standingOrderRecord(before) };
      }
    }
    // An edit never pays: a changed schedule moves on past today and the last run (dateAfterEdit).
    const scheduleChanged =
      schedule.frequency !== before.frequency || schedule.startDate !== before.start_date || schedule.endDate !== before.end_date || schedule.maxRuns !== (before.max_runs === null ? null : Number(before.max_runs));
    const next = before.status === '0' && scheduleChanged ? dateAfterEdit(schedule, Number(before.runs_done), before.last_date, today) : before.next_date;
    const changes = {
      name,
      name_key: nameKey(name),
      category: input.category ?? before.category,
      reason: input.reason === undefined ? before.reason : input.reason.trim() || null,
      amount,
      frequency: schedule.frequency,
      start_date: schedule.startDate,
      end_date: schedule.endDate,
      max_runs: schedule.maxRuns,
      next_date: next,
      status: before.status === '0' && next === null ? '3' : before.status,
      channel: payee.channel.code,
      payee: newPayee,
      payee_name: payee.displayName,
      payee_account: payee.accountNo ?? payee.mobile,
      updated_at: nowIso(),
    };
    try {
      await ctx.db.transaction().execute(async (trx) => {
        if (paymentChanged) await spendPin(ctx, trx, input.authTxCode!, purpose, amount);
        await trx.updateTable('standing_orders').set(changes).where('id', '=', before.id).where('status', 'in', ['0', '1']).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(ctx.locale, 'MMCP5500', 'name');
      throw error;
    }
    const after = await findStandingOrder(ctx.db, merchantId, input.orderNo);
    await ctx.audit({ event: 'STANDING_ORDER_EDIT', detail: { code: 'AUDIT_SO_EDIT', params: { orderNo: before.order_no, name: after.name } }, before: auditView(before), after: auditView(after) });
    return { ...answer, authTxCode: null, standingOrder: standingOrderRecord(after) };
  }),

  sessionAction(PauseStandingOrder, VIEW, async (input, ctx) => {
    const before = await findStandingOrder(ctx.db, ctx.session.merchantId, input.orderNo);
    if (before.status === '3') throw new BizError('MMCP5509');
    if (before.status === '1') return standingOrderRecord(before);
    await ctx.db.updateTable('standing_orders').set({ status: '1', updated_at: nowIso() }).where('id', '=', before.id).where('status', '=', '0').execute();
    const after = await findStandingOrder(ctx.db, ctx.session.merchantId, input.orderNo);
    await ctx.audit({ event: 'STANDING_ORDER_EDIT', detail: { code: 'AUDIT_SO_PAUSE', params: { orderNo: before.order_no, name: before.name } }, before: { status: before.status }, after: { status: after.status } });
    return standingOrderRecord(after);
  }),

  sessionAction(ResumeStandingOrder, VIEW, async (input, ctx) => {
    const before = await findStandingOrder(ctx.db, ctx.session.merchantId, input.orderNo);
    if (before.status === '3') throw new BizError('MMCP5509');
    if (before.status === '0') return standingOrderRecord(before);
    const schedule: Schedule = {
      frequency: before.frequency as Frequency,
      startDate: before.start_date,
      endDate: before.end_date,
      maxRuns: before.max_runs === null ? null : Number(before.max_runs),
    };
    // Dates missed while paused are not paid: it runs again on its first date from today.
    const next = nextFrom(schedule, Number(before.runs_done), before.last_date, nairobiToday());
    await ctx.db
      .updateTable('standing_orders')
      .set({ status: next === null ? '3' : '0', next_date: next, updated_at: nowIso() })
      .where('id', '=', before.id)
      .where('status', '=', '1')
      .execute();
    const after = await findStandingOrder(ctx.db, ctx.session.merchantId, input.orderNo);
    await ctx.audit({ event: 'STANDING_ORDER_EDIT', detail: { code: 'AUDIT_SO_RESUME', params: { orderNo: before.order_no, name: before.name } }, before: { status: before.status, nextDate: before.next_date }, after: { status: after.status, nextDate: after.next_date } });
    await runIfDue(ctx, after);
    return standingOrderRecord(await findStandingOrder(ctx.db, ctx.session.merchantId, input.orderNo));
  }),

  sessionAction(DeleteStandingOrder, VIEW, async (input, ctx) => {
    const before = await findStandingOrder(ctx.db, ctx.session.merchantId, input.orderNo);
    await ctx.db.updateTable('standing_orders').set({ status: '2', next_date: null, updated_at: nowIso() }).where('id', '=', before.id).execute();
    await ctx.audit({ event: 'STANDING_ORDER_DELETE', detail: { code: 'AUDIT_SO_DELETE', params: { orderNo: before.order_no, name: before.name } }, before: auditView(before), after: { status: '2' } });
    return {};
  }),
];
