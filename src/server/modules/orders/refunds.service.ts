import { type Kysely, sql } from 'kysely';
import type { GoodsRefund } from '../../../shared/actions/orders';
import { formatMoney } from '../../../shared/format/money';
import { type CatalogueText, messageText, storedParam } from '../../../shared/i18n/messages';
import { addEvent as addSaleEvent } from '../checkout/checkout.queries';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/database';
import { isoAfter, newId, nowIso, randomDigits, toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { enqueue } from '../../jobs/runner';
import { InsufficientFunds, ensureSystemAccount, postEntry, reserveEntry, systemAccountId } from '../../ledger/ledger';
import type { RailOutcome } from '../../rails/rail';
import { RAIL_DEADLINE_MS, moneyOrderRow, newOrderNo, type OrderRow } from '../money/orders';
import { onOrderSettled } from '../money/settle';
import { notifyOwner } from '../notifications/service';
import { returnStock } from '../inventory/stock';
import { holdForApproval, registerApprovalKind } from '../approvals/gate';
import { REFUND_NOT_SENT, type SummaryRow, refundsOf } from './orders.queries';
import { alreadyReversed, reversalOf, startReversal } from './refunds.reversal';
import { noticeText } from '../notifications/service';

/**
 * Refunds of goods orders. A refund gives back at most what is left of the amount paid: the
 * order's `refunded_amount` grows in the same guarded UPDATE that checks it (`refunded_amount +
 * amount <= paid_amount`), so two refunds at once can never together give back more than was paid
 * (on PostgreSQL the second waits for the first's row lock and re-checks). A refund that fails
 * gives its share back to the order.
 *
 * The money goes back the way the sale came: the sale's ledger entry names the account it landed
 * on (the till, else the wallet) and where it came from. From M-PESA it goes back by B2C to the
 * payer's number (reserved on the till, then posted or voided with the network's answer, as every
 * payout). A customer's payment to a till (QR scan, Buy Goods) arrives with the payer's number
 * masked: refunded in full, the payment is reversed on M-PESA (refunds.reversal.ts); in part, the
 * refund is sent by B2C to the number the merchant enters (`refundPhone`, else MMCP6011). From a
 * wallet, back to that wallet at once; cash taken into the ledger goes back to the cash account. A
 * cash sale that never entered the ledger is a refund recorded by hand (manual refund, MR): the
 * cashier hands the money back from the drawer. Nothing else is ever marked refunded without its
 * money moving.
 */

export const REFUND_HOOK = 'orders.refund';
/** The approval kind of a refund held by a mandate (docs/areas/approvals.md). */
export const REFUND_KIND = 'refund';
/** Order type of a refund's money order (spec 001: 71-7I refunds). */
export const REFUND_ORD_TYP = '71';

/** How a refund's money travels. */
export interface RefundRoute {
  /** B2C to a phone, M-PESA reversal of the payment, a ledger move, or recorded by hand (cash). */
  kind: 'mpesa' | 'reversal' | 'internal' | 'recorded';
  /** The account the sale's money landed on (a till or the wallet). */
  sourceAccountId: string | null;
  /** Where it goes back: the network's clearing account, the payer's wallet, the cash account. */
  counterAccountId: string | null;
  /** The phone an M-PESA refund is paid to; null for a B2C refund when nobody gave one (MMCP6011). */
  phone: string | null;
  /** The M-PESA receipt a reversal takes back. */
  transactionId: string | null;
  /** The payer as M-PESA showed them (masked on a till payment). */
  payer: string | null;
}

const fullPhone = (p: string | null | undefined): p is string => Boolean(p && /^254\d{9}$/.test(p));

/**
 * Reads the sale's ledger entry (by the money order that moved it, or the sale's own keys) and
 * answers how a refund of `want.amount` goes back; `want.phone` is the number the merchant entered
 * for it (used by B2C; a full refund of a masked till payment is reversed instead).
 */
export async function refundRoute(
  db: Kysely<Database>,
  order: { id: string; money_order_id: string | null; payment_method: string | null; customer_phone: string | null; pay_ref: string | null },
  want: { amount: number; phone?: string | null },
): Promise<RefundRoute> {
  const keys = [`sale:${order.id}`, `goods:${order.id}`, `checkout:${order.id}`];
  if (order.money_order_id) keys.push(`order:${order.money_order_id}`);
  // A sale matched to a customer's payment to the till: the payment's own entry.
  if (order.pay_ref && order.payment_method === '0001') keys.push(`c2b:mpesa:${order.pay_ref}`);
  let q = db.selectFrom('journal_entries').select(['id']).where('status', '=', 'S');
  q = order.money_order_id ? q.where((eb) => eb.or([eb('idem_key', 'in', keys), eb('order_id', '=', order.money_order_id)])) : q.where('idem_key', 'in', keys);
  const entry = await q.orderBy('created_at').executeTakeFirst();
  const payment = await db
    .selectFrom('goods_order_payments')
    .select(['payer_phone', 'amount', 'network_ref'])
    .where('order_id', '=', order.id)
    .where('status', '=', 'S')
    .executeTakeFirst();
  const payer = payment?.payer_phone ?? null;
  const phone = [want.phone, payer, order.customer_phone].find(fullPhone) ?? null;
  const recorded: RefundRoute = { kind: 'recorded', sourceAccountId: null, counterAccountId: null, phone, transactionId: null, payer };
  if (!entry) return recorded;
  const postings = await db.selectFrom('postings').select(['account_id', 'amount', 'role']).where('entry_id', '=', entry.id).execute();
  const principal = postings.filter((p) => p.role === 'principal' || !p.role);
  const credited = principal.filter((p) => Number(p.amount) > 0).sort((a, b) => Number(b.amount) - Number(a.amount))[0];
  const debited = principal.filter((p) => Number(p.amount) < 0).sort((a, b) => Number(a.amount) - Number(b.amount))[0];
  if (!credited || !debited) return recorded;
  const accounts = { sourceAccountId: credited.account_id, counterAccountId: debited.account_id, payer };
  if (debited.account_id !== systemAccountId('clearing:mpesa')) return { kind: 'internal', ...accounts, phone, transactionId: null };
  // Daraja masks the payer of a till payment: all of it goes back by reversing the payment itself.
  const receipt = payment?.network_ref ?? order.pay_ref;
  if (!fullPhone(payer) && receipt && payment && want.amount === Number(payment.amount)) return { kind: 'reversal', ...accounts, phone: null, transactionId: receipt };
  return { kind: 'mpesa', ...accounts, phone, transactionId: null };
}

export interface RefundRequest {
  order: SummaryRow & { money_order_id?: string | null };
  refundType: 'F' | 'P';
  amount: number;
  items: { itemId: string; productId: string | null; quantity: number }[];
  reason: string;
  remarks: string | null;
  requestId: string;
  /** The M-PESA number to send the refund to when the payer's is unknown (a till payment refunded in part). */
  refundPhone?: string | null;
}

function refundNo(): string {
  return `RF${toNairobi14(nowIso())}${randomDigits(5)}`;
}

/**
 * Records a refund and, unless it waits for approval, sends its money (one transaction for the
 * guard, the rows and the ledger; the network is called by the `rail.submit` job afterwards).
 */
export async function createRefund(ctx: SessionContext, req: RefundRequest): Promise<{ refundId: string; created: boolean }> {
  const { merchantId, personId } = ctx.session;
  const existing = await ctx.db.selectFrom('goods_refunds').select(['id', 'order_id', 'amount']).where('merchant_id', '=', merchantId).where('request_id', '=', req.requestId).executeTakeFirst();
  if (existing) {
    if (existing.order_id !== req.order.id || Number(existing.amount) !== req.amount) throw new BizError('MMCP0010');
    return { refundId: existing.id, created: false };
  }
  const orderRow = await ctx.db.selectFrom('goods_orders').select(['id', 'money_order_id', 'payment_method', 'customer_phone', 'till_id', 'pay_ref']).where('id', '=', req.order.id).executeTakeFirstOrThrow();
  const route = await refundRoute(ctx.db, orderRow, { amount: req.amount, phone: req.refundPhone });
  // Only cash is handed back by hand; money that came any other way must move back the same way.
  if (route.kind === 'recorded' && orderRow.payment_method !== '0008') throw new BizError('MMCP6005');
  if (route.kind === 'mpesa' || route.kind === 'reversal') {
    if (req.amount % 100 !== 0) throw new BizError('MMCP4008', {}, { field: 'amount' });
    if (route.kind === 'mpesa' && !route.phone) {
      const message = messageText('MMCP6011', ctx.locale);
      throw new BizError('MMCP6011', {}, { field: 'refundPhone' }, [{ field: 'refundPhone', message }]);
    }
    await ensureSystemAccount(ctx.db, 'clearing:mpesa');
  }
  const id = newId();
  const now = nowIso();
  let moneyOrderId: string | null = null;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // The guard: what is given back never passes what was paid, whatever runs at the same time.
      const taken = await trx
        .updateTable('goods_orders')
        .set({ refunded_amount: sql`refunded_amount + ${req.amount}`, pay_status: 'WR', detail_status: 'RQ', updated_at: now })
        .where('id', '=', req.order.id)
        .where('pay_status', 'in', ['PS', 'WR', 'SR', 'MR'])
        .where(sql<boolean>`refunded_amount + ${req.amount} <= paid_amount`)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) {
        const now2 = await trx.selectFrom('goods_orders').select(['paid_amount', 'refunded_amount']).where('id', '=', req.order.id).executeTakeFirstOrThrow();
        throw new BizError('MMCP6004', { max: formatMoney(Math.max(0, Number(now2.paid_amount) - Number(now2.refunded_amount)), '') }, { field: 'amount' });
      }
      for (const item of req.items) {
        const ok = await trx
          .updateTable('goods_order_items')
          .set({ refunded_qty: sql`refunded_qty + ${item.quantity}` })
          .where('id', '=', item.itemId)
          .where('order_id', '=', req.order.id)
          .where(sql<boolean>`refunded_qty + ${item.quantity} <= quantity`)
          .executeTakeFirst();
        if (Number(ok.numUpdatedRows) !== 1) throw new BizError('MMCP6006', {}, { field: 'items' });
      }
      await trx
        .insertInto('goods_refunds')
        .values({
          id,
          refund_no: refundNo(),
          merchant_id: merchantId,
          store_id: req.order.store_id,
          order_id: req.order.id,
          till_id: orderRow.till_id,
          person_id: personId,
          request_id: req.requestId,
          refund_type: req.refundType,
          reason_code: req.reason,
          remarks: req.remarks,
          amount: req.amount,
          method: req.order.payment_method ?? '0008',
          destination: route.kind === 'mpesa' ? route.phone : route.kind === 'reversal' ? route.payer : route.counterAccountId?.startsWith('wal:') ? route.counterAccountId.slice(4) : null,
          refund_status: 'U1',
          pay_status: 'U',
          money_order_id: null,
          approval_id: null,
          result_desc: null,
          stock_returned: 'N',
          created_at: now,
          updated_at: now,
          finished_at: null,
        })
        .execute();
      if (req.items.length > 0) {
        await trx
          .insertInto('goods_refund_items')
          .values(req.items.map((i) => ({ id: newId(), refund_id: id, order_item_id: i.itemId, product_id: i.productId, quantity: i.quantity })))
          .execute();
      }
      await addEvent(trx, req.order.id, merchantId, personId, 'refund', { code: req.refundType === 'F' ? 'EVT_REFUND_FULL_ASKED' : 'EVT_REFUND_PART_ASKED', params: { amount: formatMoney(req.amount) } });
      // Under an account mandate the refund waits for its approvers; no money moves now.
      const held = await holdForApproval(trx, {
        merchantId,
        storeId: req.order.store_id,
        personId,
        kind: REFUND_KIND,
        refId: id,
        ordNo: req.order.order_no,
        txTyp: '05',
        subTyp: null,
        amount: req.amount,
        summary: { code: 'APPROVAL_SUMMARY_REFUND', params: { amount: formatMoney(req.amount), orderNo: req.order.order_no } },
        fingerprint: `refund:${req.order.id}:${req.amount}`,
      });
      if (held) {
        await trx.updateTable('goods_refunds').set({ refund_status: 'WA', pay_status: 'W', approval_id: held.id }).where('id', '=', id).execute();
        await settleOrderStatus(trx, req.order.id);
      } else moneyOrderId = await sendRefundMoney(trx, id, route);
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new BizError('MMCP6005');
    if (isUniqueViolation(error)) {
      const raced = await ctx.db.selectFrom('goods_refunds').select(['id', 'order_id', 'amount']).where('merchant_id', '=', merchantId).where('request_id', '=', req.requestId).executeTakeFirst();
      if (raced) {
        if (raced.order_id !== req.order.id || Number(raced.amount) !== req.amount) throw new BizError('MMCP0010');
        return { refundId: raced.id, created: false };
      }
    }
    throw error;
  }
  if (moneyOrderId) ctx.money.jobs.kick();
  return { refundId: id, created: true };
}

/**
 * Moves a refund's money (inside the caller's transaction): M-PESA as a reserved payout sent by the
 * `rail.submit` job, or a reserved reversal sent by the `refund.reverse` job; a wallet or cash
 * account posted at once; a recorded refund (cash by hand) moves nothing. Answers the money order
 * when one goes to a network. A refund released by its approvers finds its route again from the
 * phone it recorded.
 */
export async function sendRefundMoney(trx: Kysely<Database>, refundId: string, route?: RefundRoute): Promise<string | null> {
  const refund = await trx.selectFrom('goods_refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
  const order = await trx.selectFrom('goods_orders').select(['id', 'order_no', 'money_order_id', 'payment_method', 'customer_phone', 'customer_name', 'pay_ref']).where('id', '=', refund.order_id).executeTakeFirstOrThrow();
  const amount = Number(refund.amount);
  const r = route ?? (await refundRoute(trx, order, { amount, phone: refund.destination }));
  const now = nowIso();
  if (r.kind === 'reversal' && r.sourceAccountId && r.counterAccountId && r.transactionId) {
    const orderId = await startReversal(trx, {
      refund: { ...refund, amount },
      orderNo: order.order_no,
      customerName: order.customer_name,
      payer: r.payer,
      transactionId: r.transactionId,
      fromAccountId: r.sourceAccountId,
      toAccountId: r.counterAccountId,
      ordTyp: REFUND_ORD_TYP,
      hook: REFUND_HOOK,
    });
    await trx.updateTable('goods_refunds').set({ money_order_id: orderId, pay_status: 'P', refund_status: 'AD', updated_at: now }).where('id', '=', refund.id).execute();
    return orderId;
  }
  if (r.kind === 'mpesa' && !r.phone) throw new BizError('MMCP6011');
  if (r.kind === 'recorded' && order.payment_method !== '0008') throw new BizError('MMCP6005');
  if (r.kind === 'mpesa' && r.sourceAccountId && r.counterAccountId && r.phone) {
    const orderId = newId();
    const ordNo = newOrderNo();
    const row = moneyOrderRow({
      id: orderId,
      merchant_id: refund.merchant_id,
      store_id: refund.store_id,
      person_id: refund.person_id,
      ord_no: ordNo,
      ord_typ: REFUND_ORD_TYP,
      trans_typ_id: '110',
      direction: 'out',
      rail: 'mpesa',
      channel: '44',
      amount,
      status: 'P',
      request_id: `refund:${refund.id}`,
      counterparty_name: order.customer_name,
      counterparty_phone: r.phone,
      remarks: `Refund ${refund.refund_no} of order ${order.order_no}`,
      details: JSON.stringify({ payout: { kind: 'phone', msisdn: r.phone }, collect: null, onSettle: REFUND_HOOK, refundId: refund.id }),
      deadline_at: isoAfter(RAIL_DEADLINE_MS),
      created_at: now,
      updated_at: now,
    });
    await trx.insertInto('money_orders').values(row).execute();
    await reserveEntry(trx, {
      idemKey: `order:${orderId}`,
      kind: REFUND_ORD_TYP,
      orderId,
      memo: `${ordNo} refund ${refund.refund_no} of ${order.order_no} via mpesa`,
      lines: [
        { accountId: r.sourceAccountId, amount: -amount, role: 'principal' },
        { accountId: r.counterAccountId, amount, role: 'principal' },
      ],
    });
    await trx.updateTable('goods_refunds').set({ money_order_id: orderId, pay_status: 'P', refund_status: 'AD', updated_at: now }).where('id', '=', refund.id).execute();
    await enqueue(trx, { kind: 'rail.submit', payload: { orderId }, dedupeKey: `submit:${orderId}` });
    return orderId;
  }
  if (r.kind === 'internal' && r.sourceAccountId && r.counterAccountId) {
    await postEntry(trx, {
      idemKey: `refund:${refund.id}`,
      kind: REFUND_ORD_TYP,
      memo: `refund ${refund.refund_no} of ${order.order_no}`,
      lines: [
        { accountId: r.sourceAccountId, amount: -amount, role: 'principal' },
        { accountId: r.counterAccountId, amount, role: 'principal' },
      ],
    });
  }
  await trx.updateTable('goods_refunds').set({ refund_status: 'AD', updated_at: now }).where('id', '=', refund.id).execute();
  await finishRefund(trx, refund.id, 'S', r.kind === 'recorded' ? 'Refunded by hand' : 'Success');
  return null;
}

/** A paid refund's items back in stock (those of a product), once: the refund is marked. */
async function returnRefundStock(
  trx: Kysely<Database>,
  refund: { id: string; merchant_id: string; person_id: string },
  orderNo: string,
  items: { product_id: string | null; quantity: number }[],
): Promise<void> {
  const stock = items.filter((i) => i.product_id).map((i) => ({ productId: i.product_id!, quantity: Number(i.quantity) }));
  if (stock.length === 0) return;
  await returnStock(trx, { merchantId: refund.merchant_id, items: stock, orderNo, personId: refund.person_id });
  await trx.updateTable('goods_refunds').set({ stock_returned: 'Y' }).where('id', '=', refund.id).execute();
}

/** A refund's share of the sale given back: its amount and item quantities no longer count as refunded. */
async function giveBackRoom(trx: Kysely<Database>, orderId: string, amount: number, items: { order_item_id: string; quantity: number }[]): Promise<void> {
  await trx.updateTable('goods_orders').set({ refunded_amount: sql`refunded_amount - ${amount}`, updated_at: nowIso() }).where('id', '=', orderId).execute();
  for (const i of items) {
    await trx.updateTable('goods_order_items').set({ refunded_qty: sql`refunded_qty - ${Number(i.quantity)}` }).where('id', '=', i.order_item_id).execute();
  }
}

/**
 * Ends a refund once (the status change is the guard): success returns the items' stock and marks
 * the order refunded; failure gives the refund's share back to the order. The ledger side was
 * already posted or voided by whoever called.
 */
export async function finishRefund(trx: Kysely<Database>, refundId: string, status: 'S' | 'F', resultDesc: string | null): Promise<boolean> {
  const now = nowIso();
  const refund = await trx.selectFrom('goods_refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
  const moved = await trx
    .updateTable('goods_refunds')
    .set({ pay_status: status, result_desc: resultDesc, finished_at: now, updated_at: now, ...(status === 'S' ? {} : { refund_status: refund.refund_status === 'WA' ? 'RJ' : refund.refund_status }) })
    .where('id', '=', refundId)
    .where('pay_status', 'in', ['U', 'W', 'P'])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const order = await trx.selectFrom('goods_orders').select(['id', 'order_no', 'merchant_id']).where('id', '=', refund.order_id).executeTakeFirstOrThrow();
  const items = await trx.selectFrom('goods_refund_items').selectAll().where('refund_id', '=', refundId).execute();
  const amount = Number(refund.amount);
  if (status === 'S') {
    await returnRefundStock(trx, refund, order.order_no, items);
    await addEvent(trx, order.id, order.merchant_id, refund.person_id, 'refund', { code: 'EVT_REFUND_PAID', params: { refundNo: refund.refund_no, amount: formatMoney(amount) } });
  } else {
    await giveBackRoom(trx, order.id, amount, items);
    const words = { refundNo: refund.refund_no, amount: formatMoney(amount) };
    const reason = resultDesc ? { code: 'EVT_REFUND_FAILED_BECAUSE' as const, params: { ...words, reason: storedParam(resultDesc) } } : { code: 'EVT_REFUND_FAILED' as const, params: words };
    await addEvent(trx, order.id, order.merchant_id, refund.person_id, 'refundFail', reason);
  }
  await settleOrderStatus(trx, order.id);
  return true;
}

/** The order's pay, goods and detailed statuses from its refunds (one place decides them). */
export async function settleOrderStatus(trx: Kysely<Database>, orderId: string): Promise<void> {
  const order = await trx.selectFrom('goods_orders').select(['paid_amount', 'refunded_amount', 'accept_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const refunds = await trx.selectFrom('goods_refunds').select(['pay_status', 'method', 'destination', 'money_order_id']).where('order_id', '=', orderId).execute();
  const paid = Number(order.paid_amount);
  const refunded = Number(order.refunded_amount);
  const waiting = refunds.some((r) => r.pay_status === 'W');
  const pending = refunds.some((r) => r.pay_status === 'U' || r.pay_status === 'P');
  const done = refunds.filter((r) => r.pay_status === 'S');
  let next: { pay_status: string; goods_status: string; detail_status: string };
  if (waiting || pending) next = { pay_status: 'WR', goods_status: 'PS', detail_status: waiting ? 'WA' : 'RQ' };
  else if (order.accept_status === 'CL' && refunded < paid) next = { pay_status: 'WR', goods_status: 'PS', detail_status: 'RQ' };
  else if (done.length > 0) {
    // Manual when no refund moved money on a network or between wallets (cash recorded by hand).
    const manual = done.every((r) => !r.money_order_id && !r.destination);
    const full = refunded >= paid;
    next = { pay_status: manual ? 'MR' : 'SR', goods_status: full ? (manual ? 'MR' : 'SR') : 'PS', detail_status: full ? 'RF' : 'RP' };
  } else next = { pay_status: 'PS', goods_status: 'PS', detail_status: 'ST' };
  await trx.updateTable('goods_orders').set({ ...next, updated_at: nowIso() }).where('id', '=', orderId).execute();
}

/** A step of a sale's history with the statuses the sale has now (`addEvent` of checkout writes it). */
export async function addEvent(trx: Kysely<Database>, orderId: string, merchantId: string, personId: string | null, event: string, detail: CatalogueText | string | null): Promise<void> {
  const row = await trx.selectFrom('goods_orders').select(['pay_status', 'accept_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
  await addSaleEvent(trx, { id: orderId, merchant_id: merchantId }, event, row, personId, detail);
}

/**
 * M-PESA confirmed a refund's payout after its deadline had failed it (F): the customer has the
 * money. When the sale still has room for it (nobody refunded it again meanwhile), the refund is
 * paid again: its amount and items count as refunded and their stock comes back, as a refund that
 * succeeded in time. Otherwise the customer was paid twice: the refund stays F, and the sale's
 * history and the owner's notice say so, for the owner to ask for the money back.
 */
export async function refundPaidLate(trx: Kysely<Database>, refundId: string, receipt: string | null): Promise<'paid' | 'twice' | null> {
  const refund = await trx.selectFrom('goods_refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();
  if (refund.pay_status !== 'F') return null;
  const order = await trx.selectFrom('goods_orders').select(['id', 'order_no', 'merchant_id']).where('id', '=', refund.order_id).executeTakeFirstOrThrow();
  const items = await trx.selectFrom('goods_refund_items').select(['order_item_id', 'product_id', 'quantity']).where('refund_id', '=', refundId).execute();
  const amount = Number(refund.amount);
  const params = { refundNo: refund.refund_no, amount: formatMoney(amount), orderNo: order.order_no };
  const now = nowIso();
  // The room is taken by guarded UPDATEs, as createRefund takes it: a refund made at the same moment
  // (another connection on PostgreSQL) is seen, and together they never pass what was paid.
  const taken = await trx
    .updateTable('goods_orders')
    .set({ refunded_amount: sql`refunded_amount + ${amount}`, updated_at: now })
    .where('id', '=', order.id)
    .where(sql<number>`refunded_amount + ${amount}`, '<=', sql<number>`paid_amount`)
    .executeTakeFirst();
  let fits = Number(taken.numUpdatedRows) === 1;
  const given: typeof items = [];
  for (const i of fits ? items : []) {
    const q = Number(i.quantity);
    const item = await trx
      .updateTable('goods_order_items')
      .set({ refunded_qty: sql`refunded_qty + ${q}` })
      .where('id', '=', i.order_item_id)
      .where(sql<number>`refunded_qty + ${q}`, '<=', sql<number>`quantity`)
      .executeTakeFirst();
    if (Number(item.numUpdatedRows) !== 1) {
      fits = false;
      break;
    }
    given.push(i);
  }
  if (!fits) {
    // Give back what this refund took before an item had no room left.
    if (Number(taken.numUpdatedRows) === 1) await giveBackRoom(trx, order.id, amount, given);
    await addEvent(trx, order.id, order.merchant_id, null, 'refundLate', { code: 'EVT_REFUND_PAID_TWICE', params: { refundNo: refund.refund_no, amount: formatMoney(amount) } });
    await notifyOwner(trx, refund.merchant_id, { ...noticeText({ title: 'NOTE_REFUND_PAID_TWICE_TITLE', body: 'NOTE_REFUND_PAID_TWICE', params }), amount });
    return 'twice';
  }
  await trx.updateTable('goods_refunds').set({ pay_status: 'S', result_desc: receipt ?? 'Success', finished_at: now, updated_at: now }).where('id', '=', refundId).execute();
  await returnRefundStock(trx, refund, order.order_no, items);
  await addEvent(trx, order.id, order.merchant_id, null, 'refund', { code: 'EVT_REFUND_PAID_LATE', params: { refundNo: refund.refund_no, amount: formatMoney(amount) } });
  await settleOrderStatus(trx, order.id);
  await notifyOwner(trx, refund.merchant_id, { ...noticeText({ title: 'NOTE_REFUND_PAID_TITLE', body: 'NOTE_REFUND_PAID_LATE', params }), amount });
  return 'paid';
}

/** The M-PESA answer of a refund's payout or reversal, in the transaction that posts or voids its money. */
onOrderSettled(REFUND_HOOK, async (trx: Kysely<Database>, order: OrderRow, answered: RailOutcome, late: boolean) => {
  const { refundId } = JSON.parse(order.details ?? '{}') as { refundId?: string };
  if (!refundId) return;
  if (late) {
    await refundPaidLate(trx, refundId, answered.receipt);
    return;
  }
  const reversed = reversalOf(order) !== null;
  const outcome = await alreadyReversed(trx, order, answered);
  await finishRefund(trx, refundId, outcome.status === 'S' ? 'S' : 'F', outcome.status === 'S' ? (outcome.receipt ?? 'Success') : outcome.resultDesc);
  const refund = await trx.selectFrom('goods_refunds').select(['merchant_id', 'refund_no', 'amount', 'pay_status']).where('id', '=', refundId).executeTakeFirstOrThrow();
  const params = { refundNo: refund.refund_no, amount: formatMoney(Number(refund.amount)), reason: outcome.status === 'S' ? '' : (outcome.resultDesc ?? '') };
  await notifyOwner(trx, refund.merchant_id, {
    ...noticeText(
      outcome.status === 'S'
        ? { title: 'NOTE_REFUND_PAID_TITLE', body: reversed ? 'NOTE_REFUND_REVERSED' : 'NOTE_REFUND_SENT', params }
        : { title: 'NOTE_REFUND_FAILED_TITLE', body: 'NOTE_REFUND_FAILED', params },
    ),
    amount: Number(refund.amount),
  });
});

/** A refund as the screens read it. */
export async function refundView(db: Kysely<Database>, refundId: string): Promise<GoodsRefund> {
  const r = await db.selectFrom('goods_refunds').innerJoin('goods_orders', 'goods_orders.id', 'goods_refunds.order_id').select(['goods_refunds.order_id', 'goods_orders.order_no']).where('goods_refunds.id', '=', refundId).executeTakeFirstOrThrow();
  const all = await refundsOf(db, r.order_id, r.order_no);
  const row = await db.selectFrom('goods_refunds').select('refund_no').where('id', '=', refundId).executeTakeFirstOrThrow();
  return all.find((x) => x.refundNo === row.refund_no)!;
}

/**
 * A refund a mandate held: once approved (S) its money goes (the status change W -> U is the guard,
 * so a second run moves nothing); rejected or closed, it ends F and its share goes back to the order.
 */
registerApprovalKind(REFUND_KIND, {
  async execute(runtime, approval) {
    try {
      const sent = await runtime.db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('goods_refunds')
          .set({ pay_status: 'U', refund_status: 'AD', updated_at: nowIso() })
          .where('id', '=', approval.ref_id)
          .where('pay_status', '=', 'W')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return null;
        return { orderId: await sendRefundMoney(trx, approval.ref_id) };
      });
      if (sent?.orderId) runtime.jobs.kick();
      return { ok: true };
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error;
      await runtime.db.transaction().execute((trx) => finishRefund(trx, approval.ref_id, 'F', REFUND_NOT_SENT.insufficient.desc));
      return { ok: false, reason: 'The transaction refund was not successful' };
    }
  },
  async release(db, approval, status) {
    await finishRefund(db, approval.ref_id, 'F', status === 'F' ? REFUND_NOT_SENT.rejected.desc : REFUND_NOT_SENT.closed.desc);
  },
});
