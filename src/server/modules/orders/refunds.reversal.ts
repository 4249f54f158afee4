import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoAfter, newId, nowIso } from '../../db/util';
import { type JobHandler, enqueue } from '../../jobs/runner';
import { postEntry, reserveEntry } from '../../ledger/ledger';
import { RailRefused, type RailOutcome, RailUnavailable } from '../../rails/rail';
import { FIRST_CHASE_MS, type MoneyRuntime, type OrderRow, moneyOrderRow, newOrderNo } from '../money/orders';
import { settleOutcome } from '../money/settle';

/**
 * A full refund of a customer's payment to a till (QR scan, Buy Goods), whose payer M-PESA masks
 * (`25471****678`): no number to send money to, so the payment itself is reversed on M-PESA
 * (Daraja `TransactionReversal` of its receipt, `rails.mpesa.reverse`), which puts it back on the
 * payer's phone. The till's money is held in the ledger (till → clearing:mpesa) from the moment the
 * refund is made; M-PESA's answer posts the hold (success) or releases it (failure) in the money
 * core's settle step, which then calls the refund hook (refunds.service.ts).
 *
 * Daraja cannot be asked about a reversal by our id, so a missing answer is never taken as a
 * failure: the `refund.reverse` job asks M-PESA again while the order waits (a repeated reversal of
 * a receipt already reversed answers R000001, which means the money already left the till: the
 * refund succeeds). The till's money stays held until an answer comes.
 */

export const REVERSE_JOB = 'refund.reverse';
/** Daraja's answer to reversing a receipt that has already been reversed. */
export const ALREADY_REVERSED = 'R000001';
/** The longest wait between two asks while M-PESA has not answered. */
const MAX_ASK_MS = 10 * 60_000;

interface ReversalDetails {
  reversal: { transactionId: string; fromAccountId: string; toAccountId: string };
  refundId: string;
  onSettle: string;
}

export function reversalOf(order: Pick<OrderRow, 'details'>): ReversalDetails['reversal'] | null {
  const details = JSON.parse(order.details ?? '{}') as Partial<ReversalDetails>;
  return details.reversal ?? null;
}

/**
 * Makes the reversal's money order (type 71, out, rail mpesa), holds the till's money and queues the
 * request, inside the caller's transaction. Answers the money order's id.
 */
export async function startReversal(
  trx: Kysely<Database>,
  r: {
    refund: { id: string; refund_no: string; merchant_id: string; store_id: string; person_id: string | null; amount: number };
    orderNo: string;
    customerName: string | null;
    payer: string | null;
    transactionId: string;
    fromAccountId: string;
    toAccountId: string;
    ordTyp: string;
    hook: string;
  },
): Promise<string> {
  const orderId = newId();
  const ordNo = newOrderNo();
  const details: ReversalDetails = { reversal: { transactionId: r.transactionId, fromAccountId: r.fromAccountId, toAccountId: r.toAccountId }, refundId: r.refund.id, onSettle: r.hook };
  await trx
    .insertInto('money_orders')
    .values(
      moneyOrderRow({
        id: orderId,
        merchant_id: r.refund.merchant_id,
        store_id: r.refund.store_id,
        person_id: r.refund.person_id,
        ord_no: ordNo,
        ord_typ: r.ordTyp,
        trans_typ_id: '110',
        direction: 'out',
        rail: 'mpesa',
        channel: '44',
        amount: r.refund.amount,
        status: 'P',
        request_id: `refund:${r.refund.id}`,
        counterparty_name: r.customerName,
        counterparty_phone: r.payer,
        remarks: `Refund ${r.refund.refund_no} of order ${r.orderNo}: reversal of ${r.transactionId}`,
        details: JSON.stringify({ ...details, payout: null, collect: null }),
        // No deadline: a reversal is never given up for want of an answer (see above).
      }),
    )
    .execute();
  await reserveEntry(trx, {
    idemKey: `order:${orderId}`,
    kind: r.ordTyp,
    orderId,
    memo: `${ordNo} refund ${r.refund.refund_no} of ${r.orderNo}: M-PESA reversal of ${r.transactionId}`,
    lines: [
      { accountId: r.fromAccountId, amount: -r.refund.amount, role: 'principal' },
      { accountId: r.toAccountId, amount: r.refund.amount, role: 'principal' },
    ],
  });
  await enqueue(trx, { kind: REVERSE_JOB, payload: { orderId }, dedupeKey: `reverse:${orderId}` });
  return orderId;
}

/**
 * In the settle step's transaction: M-PESA answered that the receipt was already reversed (our
 * first request went through and its answer was lost, or the payment was reversed from M-PESA's
 * portal). The money has left the till either way: the released hold is posted again as a settled
 * entry and the money order is a success. Answers the outcome the refund should see.
 */
export async function alreadyReversed(trx: Kysely<Database>, order: OrderRow, outcome: RailOutcome): Promise<RailOutcome> {
  const reversal = reversalOf(order);
  if (!reversal || outcome.status !== 'F' || outcome.resultCode !== ALREADY_REVERSED) return outcome;
  await postEntry(trx, {
    idemKey: `reversed:${order.id}`,
    kind: order.ord_typ,
    orderId: order.id,
    memo: `${order.ord_no}: ${reversal.transactionId} already reversed on M-PESA`,
    lines: [
      { accountId: reversal.fromAccountId, amount: -order.amount, role: 'principal' },
      { accountId: reversal.toAccountId, amount: order.amount, role: 'principal' },
    ],
  });
  const resultDesc = `Reversed on M-PESA (${outcome.resultDesc})`;
  await trx.updateTable('money_orders').set({ status: 'S', result_desc: resultDesc, updated_at: nowIso() }).where('id', '=', order.id).execute();
  return { ...outcome, status: 'S', resultDesc, receipt: reversal.transactionId };
}

/** Sends (or asks again for) a reversal while its money order waits for M-PESA's answer. */
async function askReversal(runtime: MoneyRuntime, orderId: string) {
  const order = await runtime.db.selectFrom('money_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (order?.status !== 'P') return undefined;
  const reversal = reversalOf(order);
  if (!reversal) return undefined;
  try {
    const accepted = await runtime.rails.mpesa.reverse({ orderId, transactionId: reversal.transactionId, amount: order.amount, remarks: order.remarks ?? order.ord_no });
    await runtime.db.updateTable('money_orders').set({ network_ref: accepted.networkRef, updated_at: nowIso() }).where('id', '=', orderId).where('status', '=', 'P').execute();
  } catch (error) {
    if (error instanceof RailRefused) {
      await settleOutcome(runtime, { orderId, networkRef: null, status: 'F', resultCode: error.resultCode, resultDesc: error.resultDesc, receipt: null });
      return undefined;
    }
    if (!(error instanceof RailUnavailable)) throw error;
    runtime.log.warn({ orderId }, 'M-PESA unavailable for a reversal; it is asked again');
  }
  // Ask again later while no answer came: sooner at first, at most every ten minutes.
  const age = Date.now() - Date.parse(order.created_at);
  return { retryAt: isoAfter(Math.min(MAX_ASK_MS, Math.max(FIRST_CHASE_MS, age))) };
}

/** The refunds area's jobs, for the money runtime's runner. */
export function refundJobs(runtime: () => MoneyRuntime): Record<string, JobHandler> {
  return {
    [REVERSE_JOB]: async (payload) => askReversal(runtime(), (payload as { orderId: string }).orderId),
  };
}
