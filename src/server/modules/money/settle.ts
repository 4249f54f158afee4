import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/util';
import { type JobHandler, backoffMs, enqueue } from '../../jobs/runner';
import { InsufficientFunds, commitEntry, ensureSystemAccount, ensureWallet, postEntry, systemAccountId, voidEntry, walletAccountId } from '../../ledger/ledger';
import { type IncomingPayment, type RailName, type PayoutDestination, RailRefused, type RailOutcome, RailUnavailable, type RailSink } from '../../rails/rail';
import { FIRST_CHASE_MS, type MoneyRuntime, type OrderRow, notifyOrder } from './orders';
import { creditIncoming, matchIncoming } from './incoming';
import { failApprovedOrder } from '../approvals/money';

/**
 * What an area does when one of its orders leaves P, inside the transaction that settles it (an
 * order names its hook in `details.onSettle`); `details.creditAccountId` sends money coming in to
 * another account of the business than its wallet (a sale paid by STK push lands on its till).
 * A hook may answer work to run once the transaction has committed (a till's real-time settlement).
 * `late`: the network confirmed the order after its deadline had failed it (`settleLate`); the
 * area had already recorded the failure, and now records that the money did move.
 */
export type AfterSettle = (runtime: MoneyRuntime) => Promise<void>;
export type SettleHook = (trx: Kysely<Database>, order: OrderRow, outcome: RailOutcome, late: boolean) => Promise<AfterSettle | undefined>;
const settleHooks = new Map<string, SettleHook>();
export function onOrderSettled(name: string, hook: SettleHook): void {
  settleHooks.set(name, hook);
}

/**
 * Where the networks' answers land: a callback (through the rails' routes) or the chase job's
 * status query. Each moves an order out of P once, in one transaction with its ledger entry.
 */
export async function settleOutcome(runtime: MoneyRuntime, outcome: RailOutcome): Promise<boolean> {
  const { db } = runtime;
  const order = await db.selectFrom('money_orders').selectAll().where('id', '=', outcome.orderId).executeTakeFirst();
  if (!order) {
    runtime.log.warn({ orderId: outcome.orderId }, 'outcome for an unknown order');
    return false;
  }
  if (order.status === 'F' && order.result_code === DEADLINE_CODE && outcome.status === 'S') return settleLate(runtime, order, outcome);
  if (order.status !== 'P') return false;
  if (order.direction === 'in') await ensureIncomingAccounts(db, order);
  const now = nowIso();
  let afterSettle: AfterSettle | undefined;
  const applied = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('money_orders')
      .set({
        status: outcome.status,
        result_code: outcome.resultCode,
        result_desc: outcome.resultDesc,
        receipt: outcome.receipt,
        network_ref: order.network_ref ?? outcome.networkRef,
        updated_at: now,
        finished_at: now,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'P')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const key = `order:${order.id}`;
    const extra = JSON.parse(order.details ?? '{}') as { onSettle?: string; creditAccountId?: string };
    if (order.direction === 'out') {
      if (outcome.status === 'S') await commitEntry(trx, key);
      else {
        await voidEntry(trx, key);
        // An order an account mandate held and its authorizers released: its request is E now.
        await failApprovedOrder(trx, order, outcome.resultDesc);
      }
    } else if (outcome.status === 'S') {
      await postIncoming(trx, order, outcome, extra.creditAccountId);
    }
    const hook = extra.onSettle ? settleHooks.get(extra.onSettle) : undefined;
    if (hook) afterSettle = await hook(trx, { ...order, status: outcome.status, receipt: outcome.receipt, result_desc: outcome.resultDesc }, outcome, false);
    // The person hears how it ended in the same commit as the money: never one without the other.
    await notifyOrder(trx, await trx.selectFrom('money_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
    return true;
  });
  if (applied) {
    if (afterSettle) {
      // The money is settled whatever happens here; a failure is logged, not answered.
      await afterSettle(runtime).catch((err: unknown) => runtime.log.warn({ err, ordNo: order.ord_no }, 'work after settling an order failed'));
    }
    runtime.log.info({ ordNo: order.ord_no, status: outcome.status, resultCode: outcome.resultCode }, 'money order settled');
  }
  return applied;
}

/** M-PESA's answer to a push while the phone already has one in process ('Unable to lock subscriber'). */
export const PUSH_IN_PROCESS = '1001';

/** The result code the chase gives an order whose deadline passed without the network's answer. */
export const DEADLINE_CODE = 'TIMEOUT';

async function ensureIncomingAccounts(db: Kysely<Database>, order: OrderRow): Promise<void> {
  await ensureWallet(db, order.merchant_id);
  await ensureSystemAccount(db, `clearing:${order.rail}`);
  await ensureSystemAccount(db, 'fee_income');
  await ensureSystemAccount(db, 'excise');
  await ensureSystemAccount(db, 'vat');
}

/** Money that came in through a network, posted: clearing to the wallet (or the account the order names), less the charges. */
async function postIncoming(trx: Kysely<Database>, order: OrderRow, outcome: RailOutcome, creditAccountId: string | undefined): Promise<void> {
  const net = order.amount - order.fee - order.excise - order.vat;
  await postEntry(trx, {
    idemKey: `order:${order.id}`,
    kind: order.ord_typ,
    orderId: order.id,
    memo: `${order.ord_no} from ${order.counterparty_phone ?? order.rail}${outcome.receipt ? ` (${outcome.receipt})` : ''}`,
    lines: [
      { accountId: systemAccountId(`clearing:${order.rail}`), amount: -order.amount },
      { accountId: creditAccountId ?? walletAccountId(order.merchant_id), amount: net },
      { accountId: systemAccountId('fee_income'), amount: order.fee, role: 'fee' },
      { accountId: systemAccountId('excise'), amount: order.excise, role: 'excise' },
      { accountId: systemAccountId('vat'), amount: order.vat, role: 'vat' },
    ],
  });
}

/**
 * A network's success for an order its deadline had closed (F, `TIMEOUT`, its reservation voided):
 * the money did move there, so it is recorded here too, late, rather than dropped. The order
 * becomes S with the network's answer, in one transaction with its money and the person's notice:
 * - money out is posted again as the voided entry was (`order:<id>:late`); when the paying account
 *   can no longer cover it, the provider's suspense account pays instead, for the operators to
 *   recover from the business;
 * - money in is credited as any success is.
 * The area's hook runs with `late` in the same transaction: a sale's payment lands in its till's
 * payments for a cashier to match, a refund is paid again if the sale still has room for it
 * (docs/areas/money.md, 'A success after the deadline'). The error log line names the order for
 * the operators: money from suspense is theirs to recover.
 */
async function settleLate(runtime: MoneyRuntime, order: OrderRow, outcome: RailOutcome): Promise<boolean> {
  const { db } = runtime;
  if (order.direction === 'in') await ensureIncomingAccounts(db, order);
  else await ensureSystemAccount(db, 'suspense');
  const apply = (fromSuspense: boolean) =>
    db.transaction().execute(async (trx) => {
      const now = nowIso();
      const moved = await trx
        .updateTable('money_orders')
        .set({ status: 'S', result_code: outcome.resultCode, result_desc: outcome.resultDesc, receipt: outcome.receipt, network_ref: order.network_ref ?? outcome.networkRef, updated_at: now, finished_at: now })
        .where('id', '=', order.id)
        .where('status', '=', 'F')
        .where('result_code', '=', DEADLINE_CODE)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      const extra = JSON.parse(order.details ?? '{}') as { onSettle?: string; creditAccountId?: string };
      if (order.direction === 'in') {
        await postIncoming(trx, order, outcome, extra.creditAccountId);
      } else {
        const voided = await trx
          .selectFrom('journal_entries')
          .innerJoin('postings', 'postings.entry_id', 'journal_entries.id')
          .select(['postings.account_id', 'postings.amount', 'postings.role'])
          .where('journal_entries.idem_key', '=', `order:${order.id}`)
          .where('journal_entries.status', '=', 'V')
          .execute();
        if (voided.length === 0) throw new Error(`order ${order.ord_no} closed at its deadline has no voided entry`);
        await postEntry(trx, {
          idemKey: `order:${order.id}:late`,
          kind: order.ord_typ,
          orderId: order.id,
          memo: `${order.ord_no} confirmed by the network after its deadline${fromSuspense ? ' (paid from suspense)' : ''}`,
          lines: voided.map((p) => ({
            accountId: fromSuspense && Number(p.amount) < 0 ? systemAccountId('suspense') : p.account_id,
            amount: Number(p.amount),
            role: p.role as 'principal' | 'fee' | 'excise' | 'vat',
          })),
        });
      }
      const hook = extra.onSettle ? settleHooks.get(extra.onSettle) : undefined;
      afterSettle = hook ? await hook(trx, { ...order, status: 'S', receipt: outcome.receipt, result_desc: outcome.resultDesc }, outcome, true) : undefined;
      await notifyOrder(trx, await trx.selectFrom('money_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
      return true;
    });
  let afterSettle: AfterSettle | undefined;
  let fromSuspense = false;
  let applied: boolean;
  try {
    applied = await apply(false);
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    fromSuspense = true;
    applied = await apply(true);
  }
  if (applied) {
    runtime.log.error(
      { ordNo: order.ord_no, rail: order.rail, direction: order.direction, fromSuspense },
      fromSuspense
        ? 'a network confirmed a payment after its deadline had closed it: recorded late, paid from suspense; recover it from the business'
        : 'a network confirmed a payment after its deadline had closed it: recorded late',
    );
    if (afterSettle) await afterSettle(runtime).catch((err: unknown) => runtime.log.warn({ err, ordNo: order.ord_no }, 'work after settling an order failed'));
  }
  return applied;
}

interface OrderDetails {
  payout: PayoutDestination | null;
  collect: { msisdn: string; accountReference: string; description: string } | null;
}

function detailsOf(order: OrderRow): OrderDetails {
  return JSON.parse(order.details ?? '{}') as OrderDetails;
}

/** Sends an order to its network. Runs as a job so that a crash after the commit still sends it. */
export function submitHandler(runtime: MoneyRuntime): JobHandler {
  return async (payload, job) => {
    const { orderId } = payload as { orderId: string };
    const { db } = runtime;
    const order = await db.selectFrom('money_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (order?.status !== 'P' || order.network_ref) return undefined;
    // The chase exists before the request leaves: whatever happens next, the order is followed up.
    await enqueue(db, { kind: 'rail.chase', payload: { orderId }, dedupeKey: `chase:${orderId}`, runAt: new Date(Date.now() + FIRST_CHASE_MS).toISOString() });
    const rail = runtime.rails.byName(order.rail as RailName);
    const details = detailsOf(order);
    try {
      const accepted =
        order.direction === 'out'
          ? await rail.payout({ orderId, amount: order.amount, destination: details.payout!, remarks: order.remarks ?? order.ord_no })
          : await rail.collect!({ orderId, amount: order.amount, ...details.collect! });
      await db.updateTable('money_orders').set({ network_ref: accepted.networkRef, updated_at: nowIso() }).where('id', '=', orderId).where('status', '=', 'P').execute();
      return undefined;
    } catch (error) {
      if (error instanceof RailRefused) {
        // A push sent again after an attempt that may have reached the phone (a timeout): M-PESA
        // answers that a push is already in process, most likely ours. Its answer is awaited (the
        // callback, else the deadline) rather than failing a payment the customer may be making.
        if (order.direction === 'in' && job.attempts > 1 && error.resultCode === PUSH_IN_PROCESS) {
          runtime.log.warn({ orderId, rail: order.rail }, 'a push sent again found one in process; waiting for its answer');
          return undefined;
        }
        await settleOutcome(runtime, { orderId, networkRef: null, status: 'F', resultCode: error.resultCode, resultDesc: error.resultDesc, receipt: null });
        return undefined;
      }
      // Unreachable or no answer: the request may exist there; the chase asks before the deadline voids it.
      if (error instanceof RailUnavailable) runtime.log.warn({ orderId, rail: order.rail }, 'network unavailable; the chase will follow up');
      throw error;
    }
  };
}

/** Asks the network about an order still pending; voids it once its deadline has passed. */
export function chaseHandler(runtime: MoneyRuntime): JobHandler {
  return async (payload) => {
    const { orderId } = payload as { orderId: string };
    const order = await runtime.db.selectFrom('money_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (order?.status !== 'P') return undefined;
    const rail = runtime.rails.byName(order.rail as RailName);
    let outcome: RailOutcome | null = null;
    try {
      outcome = await rail.status(orderId, order.network_ref);
    } catch (error) {
      if (!(error instanceof RailUnavailable)) throw error;
    }
    if (outcome) {
      await settleOutcome(runtime, outcome);
      return undefined;
    }
    const deadline = order.deadline_at ? Date.parse(order.deadline_at) : Date.now();
    if (Date.now() >= deadline) {
      await settleOutcome(runtime, {
        orderId,
        networkRef: order.network_ref,
        status: 'F',
        resultCode: DEADLINE_CODE,
        resultDesc: 'The network did not confirm the payment in time',
        receipt: null,
      });
      return undefined;
    }
    return { retryAt: new Date(Math.min(deadline, Date.now() + backoffMs(2))).toISOString() };
  };
}

/** The sink the rails' callback routes hand their answers to. */
export function moneySink(runtime: MoneyRuntime): RailSink {
  return {
    async outcome(outcome) {
      await settleOutcome(runtime, outcome);
    },
    validateIncoming(payment: IncomingPayment) {
      return matchIncoming(runtime.db, payment).then((m) => (m ? { accept: true } : { accept: false, reason: 'Unknown account reference' }));
    },
    async incoming(payment: IncomingPayment) {
      await creditIncoming(runtime, payment);
    },
  };
}
