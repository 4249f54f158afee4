import { CreateBillPlan, DeleteBillPlan, EditBillPlan, QueryBillPlan, QueryBillPlanDetail } from '../../../shared/actions/bills';
import { formatAmount, formatMoney } from '../../../shared/format/money';
import { totalOf } from '../../db/paging';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { consumePinAuthorization, createPinAuthorization } from '../../security/authorizations';
import { newOrderNo } from '../money/orders';
import { billerOf, findPlan, planRecord } from './bills.queries';
import { type BillTarget, UTILITY_TRANS_TYP_ID, billLimits, billTarget, checkPackage, lookupBill, refuse } from './bills.service';
import { chargesFor } from '../../ledger/fees';
import type { Biller } from '../../../shared/dict/bills';
import { ensurePlanScheduler, initialLastPeriod } from './plans';

const VIEW = { funcNo: '04' } as const;
/** Making or changing what a plan pays passes the KYC gate of type 125, as paying a bill does. */
const PAY = { funcNo: '04', transTypId: '125' } as const;

/** The amount and package of a plan, checked as a bill payment's (limits, package price). */
async function checkPlanPayment(ctx: SessionContext, target: BillTarget, amount: number, packageCode: string | null | undefined) {
  const limits = billLimits(target.biller);
  if (amount < limits.min || amount > limits.max) throw refuse(ctx.locale, 'MMCP4002', 'amount', { min: formatAmount(limits.min), max: formatAmount(limits.max) });
  const bill = await lookupBill(ctx.money, ctx.locale, target);
  const pkg = checkPackage(ctx.locale, bill, packageCode, amount);
  return { bill, pkg };
}

/** What each monthly payment costs: the bill's fee, excise duty and VAT (fee rule 125 of the biller's kind) and the total from the wallet. */
function monthlyCharges(biller: Biller, amount: number) {
  const c = chargesFor(UTILITY_TRANS_TYP_ID, biller.kind, amount);
  return { fee: c.fee, exciseDuty: c.excise, vat: c.vat, totalAmount: c.total };
}

/** Spends the PIN authorization given for `purpose` and `amount`; refuses any other (MMCP2060). */
async function spendPin(ctx: SessionContext, trx: SessionContext['db'], authTxCode: string, purpose: string, amount: number) {
  const spent = await consumePinAuthorization(trx, authTxCode, ctx.session.personId, ctx.session.merchantId);
  if (spent.purpose !== purpose || Number(spent.amount) !== amount) throw new BizError('MMCP2060');
}

export const planActions = [
  sessionAction(CreateBillPlan, PAY, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const again = await ctx.db.selectFrom('bill_plans').selectAll().where('merchant_id', '=', merchantId).where('request_id', '=', input.requestId).executeTakeFirst();
    if (again) return { authTxCode: null, plan: planRecord(again), ...monthlyCharges(billerOf(again.biller), Number(again.amount)) };
    const target = billTarget(ctx.locale, input.biller, input.accountNo);
    const charges = monthlyCharges(target.biller, input.amount);
    const duplicate = await ctx.db
      .selectFrom('bill_plans')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('biller', '=', target.biller.code)
      .where('account_no', '=', target.accountNo)
      .where('status', '!=', '2')
      .executeTakeFirst();
    if (duplicate) throw refuse(ctx.locale, 'MMCP5411', 'accountNo');
    const { bill, pkg } = await checkPlanPayment(ctx, target, input.amount, input.packageCode);
    const purpose = `billplan:${input.requestId}`;
    if (!input.authTxCode) {
      const authTxCode = await createPinAuthorization(ctx.db, { personId: ctx.session.personId, merchantId, purpose, amount: input.amount, needOtp: false });
      return { authTxCode, plan: null, ...charges };
    }
    const now = nowIso();
    const row = {
      id: newId(),
      merchant_id: merchantId,
      plan_no: `RB${newOrderNo()}`,
      request_id: input.requestId,
      biller: target.biller.code,
      utility_kind: target.biller.kind,
      account_no: target.accountNo,
      account_name: bill.accountName,
      package_code: pkg?.code ?? null,
      name: input.name || null,
      amount: input.amount,
      day: input.day,
      pay_source: '1',
      status: '0',
      person_id: ctx.session.personId,
      store_id: ctx.session.storeId,
      last_period: initialLastPeriod(input.day),
      created_at: now,
      updated_at: now,
    };
    await ctx.db.transaction().execute(async (trx) => {
      await spendPin(ctx, trx, input.authTxCode!, purpose, input.amount);
      await trx.insertInto('bill_plans').values(row).execute();
    });
    await ensurePlanScheduler(ctx.db);
    await ctx.audit({
      event: 'BILL_PLAN_ADD',
      detail: { code: 'AUDIT_BILL_PLAN_ADD', params: { planNo: row.plan_no, amount: formatMoney(input.amount), biller: target.biller.name, accountNo: target.accountNo, day: input.day } },
      after: { biller: row.biller, accountNo: row.account_no, amount: row.amount, day: row.day, name: row.name },
    });
    return { authTxCode: null, plan: planRecord(row), ...charges };
  }),

  sessionAction(QueryBillPlan, VIEW, async (input, ctx) => {
    let q = ctx.db.selectFrom('bill_plans').where('merchant_id', '=', ctx.session.merchantId);
    q = input.status ? q.where('status', '=', input.status) : q.where('status', '!=', '2');
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    return { list: rows.map(planRecord), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(QueryBillPlanDetail, VIEW, async (input, ctx) => {
    const plan = await findPlan(ctx.db, ctx.session.merchantId, input.planNo);
    const runs = await ctx.db
      .selectFrom('bill_plan_runs as r')
      .leftJoin('money_orders as o', 'o.id', 'r.order_id')
      .select(['r.period', 'r.status', 'r.attempts', 'r.last_error', 'r.updated_at', 'o.ord_no'])
      .where('r.plan_id', '=', plan.id)
      .orderBy('r.period', 'desc')
      .limit(12)
      .execute();
    return {
      ...planRecord(plan),
      runs: runs.map((r) => ({
        period: r.period,
        status: r.status as 'P' | 'S' | 'F',
        attempts: Number(r.attempts),
        ordNo: r.ord_no ?? null,
        lastError: r.last_error,
        updatedAt: toNairobi14(r.updated_at),
      })),
    };
  }),

  sessionAction(EditBillPlan, PAY, async (input, ctx) => {
    const before = await findPlan(ctx.db, ctx.session.merchantId, input.planNo);
    const amount = input.amount ?? Number(before.amount);
    const packageCode = input.packageCode ?? before.package_code;
    const paymentChanged = amount !== Number(before.amount) || packageCode !== before.package_code;
    const purpose = `billplan-edit:${before.id}:${input.requestId ?? ''}`;
    if (paymentChanged) {
      if (!input.requestId) throw fieldError(ctx.locale, 'requestId');
      await checkPlanPayment(ctx, { biller: billerOf(before.biller), accountNo: before.account_no }, amount, packageCode);
      if (!input.authTxCode) {
        const authTxCode = await createPinAuthorization(ctx.db, { personId: ctx.session.personId, merchantId: ctx.session.merchantId, purpose, amount, needOtp: false });
        return { authTxCode, plan: planRecord(before) };
      }
    }
    const changes = {
      name: input.name === undefined ? before.name : input.name || null,
      day: input.day ?? Number(before.day),
      status: input.status ?? before.status,
      amount,
      package_code: packageCode,
      updated_at: nowIso(),
      // A resumed plan or a new day counts from today: a day already past this month waits for next month.
      last_period: input.day !== undefined || (input.status === '0' && before.status !== '0') ? initialLastPeriod(input.day ?? Number(before.day)) : before.last_period,
    };
    await ctx.db.transaction().execute(async (trx) => {
      if (paymentChanged) await spendPin(ctx, trx, input.authTxCode!, purpose, amount);
      await trx.updateTable('bill_plans').set(changes).where('id', '=', before.id).where('status', '!=', '2').execute();
    });
    const after = await findPlan(ctx.db, ctx.session.merchantId, input.planNo);
    if (after.status === '0') await ensurePlanScheduler(ctx.db);
    await ctx.audit({
      event: 'BILL_PLAN_EDIT',
      detail: { code: 'AUDIT_BILL_PLAN_EDIT', params: { planNo: before.plan_no } },
      before: { name: before.name, day: Number(before.day), status: before.status, amount: Number(before.amount), packageCode: before.package_code },
      after: { name: after.name, day: Number(after.day), status: after.status, amount: Number(after.amount), packageCode: after.package_code },
    });
    return { authTxCode: null, plan: planRecord(after) };
  }),

  sessionAction(DeleteBillPlan, VIEW, async (input, ctx) => {
    const plan = await findPlan(ctx.db, ctx.session.merchantId, input.planNo);
    await ctx.db.updateTable('bill_plans').set({ status: '2', updated_at: nowIso() }).where('id', '=', plan.id).execute();
    await ctx.audit({
      event: 'BILL_PLAN_DELETE',
      detail: { code: 'AUDIT_BILL_PLAN_DELETE', params: { planNo: plan.plan_no, biller: billerOf(plan.biller).name, accountNo: plan.account_no } },
      before: { amount: Number(plan.amount), day: Number(plan.day), status: plan.status },
    });
    return {};
  }),
];
