import { planNameIn } from '../../../shared/dict/business';
import type { Kysely, Selectable } from 'kysely';
import { QryMerchantServicePlanList, QryPlanSubscriptedList, SubscriptionPayment } from '../../../shared/actions/subscriptions';
import { totalOf } from '../../db/paging';
import type { Database, PlanTable, SubscriptionTable } from '../../db/schema';
import { newId, nowIso, toNairobi14, yn } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { consumePinAuthorization, createPinAuthorization } from '../../security/authorizations';
import { planInForce } from '../identity/identity.queries';
import { payInvoiceNow } from './billing';

function record(s: Selectable<SubscriptionTable>, plans: Map<string, Selectable<PlanTable>>, locale = 'en-US') {
  return {
    subscriptionId: s.id,
    planCode: s.plan_code,
    planName: planNameIn(s.plan_code, plans.get(s.plan_code)?.name ?? s.plan_code, locale),
    amount: s.amount,
    startsAt: toNairobi14(s.starts_at),
    endsAt: toNairobi14(s.ends_at),
    payStatus: s.pay_status === 'P' ? ('P' as const) : s.pay_status === 'C' ? ('C' as const) : ('U' as const),
  };
}

/**
 * The unpaid invoice of the plan in force, replaced now, is owed for the time it was used only: its
 * amount becomes that share of the price, in whole shillings, and it is cancelled (C) when that is
 * nothing (replaced the day it was chosen, say). Paid invoices, and unpaid ones of plans that ran
 * their course, are left as they are: what was used is owed.
 */
async function settleReplaced(db: Kysely<Database>, merchantId: string, planCode: string, now: string): Promise<void> {
  const current = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('plan_code', '=', planCode)
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (current?.pay_status !== 'U') return;
  const whole = Date.parse(current.ends_at) - Date.parse(current.starts_at);
  const used = Math.min(Math.max(Date.parse(now) - Date.parse(current.starts_at), 0), whole);
  const owed = Math.floor((Number(current.amount) * used) / whole / 100) * 100;
  await db
    .updateTable('subscriptions')
    .set(owed > 0 ? { amount: owed, ends_at: now } : { pay_status: 'C', ends_at: now })
    .where('id', '=', current.id)
    .where('pay_status', '=', 'U')
    .execute();
}

function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString();
}

/**
 * Plans (function 3706). A paid plan is confirmed with the PIN (an authorization like every money
 * order); it takes effect at once and its price is an invoice that the wallet pays through the
 * ledger (src/server/modules/subscriptions/billing.ts): at once when the wallet holds the price,
 * else as soon as it does (a new business buys its plan before its first top-up). A downgrade goes
 * only to the basic plan. A new business has chosen no plan: it may choose any, Basic (free) too.
 */
export const subscriptionsActions = [
  sessionAction(QryMerchantServicePlanList, {}, async (_input, ctx) => {
    const [plans, merchant] = await Promise.all([
      ctx.db.selectFrom('plans').selectAll().orderBy('rank').execute(),
      ctx.db.selectFrom('merchants').select(['plan_code', 'plan_expires_at']).where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow(),
    ]);
    const current = planInForce(merchant);
    return {
      list: plans.map((p) => ({
        planCode: p.code,
        planName: planNameIn(p.code, p.name, ctx.locale),
        price: p.price,
        periodMonths: p.period_months,
        features: JSON.parse(p.features) as string[],
        current: yn(p.code === current),
      })),
    };
  }),

  sessionAction(QryPlanSubscriptedList, { funcNo: '3706' }, async (input, ctx) => {
    const plans = new Map((await ctx.db.selectFrom('plans').selectAll().execute()).map((p) => [p.code, p]));
    const q = ctx.db.selectFrom('subscriptions').where('merchant_id', '=', ctx.session.merchantId);
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    return { list: rows.map((r) => record(r, plans, ctx.locale)), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(SubscriptionPayment, { funcNo: '3706' }, async (input, ctx) => {
    const plans = new Map((await ctx.db.selectFrom('plans').selectAll().execute()).map((p) => [p.code, p]));
    const target = plans.get(input.planCode);
    if (!target) throw new BizError('MMCP3209');
    const merchant = await ctx.db.selectFrom('merchants').select(['plan_code', 'plan_expires_at']).where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    const inForce = planInForce(merchant);
    // A business that has chosen no plan yet may choose any, Basic included.
    const current = inForce ? plans.get(inForce) : undefined;
    if (target.code === current?.code) throw new BizError('MMCP3212');
    if (current && target.rank < current.rank && target.code !== 'BASIC') throw new BizError('MMCP3208');
    const purpose = `subscription:${target.code}`;
    if (target.price > 0) {
      if (!input.authTxCode) {
        const authTxCode = await createPinAuthorization(ctx.db, {
          personId: ctx.session.personId,
          merchantId: ctx.session.merchantId,
          purpose,
          amount: target.price,
          needOtp: false,
        });
        return { step: 'AUTHORIZE' as const, authTxCode, amount: target.price, subscription: null };
      }
    }
    const now = nowIso();
    const sub = {
      id: newId(),
      merchant_id: ctx.session.merchantId,
      plan_code: target.code,
      amount: target.price,
      starts_at: now,
      ends_at: addMonths(now, target.period_months),
      pay_status: 'P',
      created_at: now,
    };
    await ctx.db.transaction().execute(async (trx) => {
      if (target.price > 0) {
        const spent = await consumePinAuthorization(trx, input.authTxCode!, ctx.session.personId, ctx.session.merchantId);
        if (spent.purpose !== purpose || spent.amount !== target.price) throw new BizError('MMCP2060');
      }
      // The plan read above is the guard: of two changes confirmed at once (two tabs), one applies
      // and is invoiced; the other finds the plan changed and takes nothing.
      const changed = await trx
        .updateTable('merchants')
        .set({ plan_code: target.code, plan_expires_at: target.code === 'BASIC' ? null : sub.ends_at })
        .where('id', '=', ctx.session.merchantId)
        .where((eb) => (merchant.plan_code === null ? eb('plan_code', 'is', null) : eb('plan_code', '=', merchant.plan_code)))
        .where((eb) => (merchant.plan_expires_at === null ? eb('plan_expires_at', 'is', null) : eb('plan_expires_at', '=', merchant.plan_expires_at)))
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw new BizError('MMCP3212');
      if (inForce) await settleReplaced(trx, ctx.session.merchantId, inForce, now);
      await trx.insertInto('subscriptions').values({ ...sub, pay_status: sub.amount > 0 ? 'U' : 'P' }).execute();
    });
    // The wallet pays the invoice now if it can; otherwise it stays unpaid and is collected as soon
    // as the wallet has the money (the subscriptions.collect job).
    if (sub.amount > 0) {
      const paid = await payInvoiceNow(ctx.db, { subscriptionId: sub.id, merchantId: ctx.session.merchantId, personId: ctx.session.personId, amount: sub.amount, planName: target.name });
      sub.pay_status = paid ? 'P' : 'U';
    }
    await ctx.audit({ event: 'SUBSCRIPTION', detail: current ? { code: 'AUDIT_PLAN_CHANGED', params: { from: current.name, to: target.name } } : { code: 'AUDIT_PLAN_CHOSEN', params: { plan: target.name } } });
    return { step: 'DONE' as const, authTxCode: null, amount: target.price, subscription: record(sub, plans, ctx.locale) };
  }),
];
