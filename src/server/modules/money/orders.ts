import { type Kysely, type Selectable, sql } from 'kysely';
import type { MoneyOrder } from '../../../shared/actions/money';
import { formatAmount, formatMoney } from '../../../shared/format/money';
import { formatPhone } from '../../../shared/format/phone';
import type { OrderType } from '../../../shared/dict/money';
import type { Database, MoneyOrderTable } from '../../db/schema';
import { isoAfter, newId, nowIso, randomDigits, toNairobi14 } from '../../db/util';
import type { AuditNote, SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { type JobRunner, enqueue } from '../../jobs/runner';
import { type Charges, chargesFor, feeRule } from '../../ledger/fees';
import { InsufficientFunds, accountBalance, ensureSystemAccount, ensureWallet, postEntry, reserveEntry, systemAccountId, WALLET_ACTIVITY, walletAccountId } from '../../ledger/ledger';
import type { Rails } from '../../rails';
import type { CollectRequest, PayoutDestination, RailName } from '../../rails/rail';
import { AUTHORIZATION_TTL_MS, consumePinAuthorization, createPinAuthorization } from '../../security/authorizations';
import { notifyPerson } from './notify';
import { type NoticeText, noticeText } from '../notifications/service';
import { orderFailure } from '../../../shared/dict/failures';
import type { TextParam } from '../../../shared/i18n/messages';
import { holdOrder } from '../approvals/money';

/**
 * Money orders: every top-up, transfer, withdrawal, request to pay and plan invoice is one row of
 * `money_orders`, made idempotent by the caller's request id. The life of an order:
 *
 * 1. `createOrder` checks limits and the available balance, records the order (status U) and a PIN
 *    authorization (`authTxCode`) that VerifyPasscodeTrans authorizes; an order that needs no PIN
 *    (a request to pay, confirmed by the customer on their phone) runs at once.
 * 2. `payOrder` spends the authorization and executes: an internal move posts at once (S); money
 *    going to an outside network is reserved in the ledger and the order is P, with a `rail.submit`
 *    job written in the same transaction, so a crash after the commit still sends it.
 * 3. The network's callback (`settleOutcome`) or the `rail.chase` job's status query posts (S) or
 *    voids (F) the reservation; after its deadline a pending order is voided.
 */
export interface MoneyRuntime {
  db: Kysely<Database>;
  rails: Rails;
  jobs: JobRunner;
  /** The provider's M-PESA paybill that customers pay into (request to pay, receive codes). */
  mpesaShortCode: string;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

export interface OrderDraft {
  ordTyp: OrderType;
  transTypId: string;
  direction: 'in' | 'out';
  rail: RailName | 'internal';
  channel: string | null;
  amount: number;
  requestId: string;
  counterparty?: { name?: string | null; phone?: string | null; account?: string | null; bank?: string | null; merchantId?: string | null };
  /** Money going out on a rail: where to. */
  payout?: PayoutDestination;
  /** Money pulled in on a rail (STK push). */
  collect?: Omit<CollectRequest, 'orderId' | 'amount'>;
  beneficiaryId?: string | null;
  batchId?: string | null;
  remarks?: string | null;
  details?: Record<string, unknown>;
  /** Defaults to the fee rule of the type and channel. */
  charges?: Charges;
  /**
   * Whether the person confirms with their PIN before the order runs. Defaults to yes for money
   * going out; a top-up asks for it too, while a request to pay a customer confirms on their phone.
   */
  requirePin?: boolean;
  /**
   * The order is one of a batch that a single authorization pays (a transfer to many): it gets no
   * authorization of its own and waits (U) until the batch's pay step executes it.
   */
  inBatch?: boolean;
}

/** How long a network has to answer before the order is voided (the chase job asks it first). */
export const RAIL_DEADLINE_MS = 10 * 60_000;
/** First status query when no callback came. */
export const FIRST_CHASE_MS = 60_000;

export type OrderRow = Selectable<MoneyOrderTable>;

/** How long a payment of the same amount to the same payee counts as a likely repeat. */
export const REPEAT_WINDOW_MS = 30 * 60_000;

/** Channels whose payee is a paybill and an account at it: send money's M-PESA paybill (A1), pay by code's paybill (3411). */
const PAYBILL_CHANNELS = new Set(['A1', '3411']);
/** Their order types: send money (20) and pay to till (42). */
const PAYBILL_ORDER_TYPES = ['20', '42'] as const;

/** The reference a payment carries beside its payee (a paybill's account), from the order's details. */
function referenceOf(details: string | null): string | null {
  try {
    const d = JSON.parse(details ?? '{}') as { accountReference?: string | null; accountNo?: string | null };
    return d.accountReference ?? d.accountNo ?? null;
  } catch {
    return null;
  }
}

/** A reference as a payee reads it: 'INV-abc9 ' and 'inv-ABC9' are the same account. */
function sameReference(a: string | null, b: string | null): boolean {
  return (a?.trim().toLowerCase() ?? null) === (b?.trim().toLowerCase() ?? null);
}

/**
 * The business's latest order of the same type, other than `order`, of the same amount to the
 * same payee (channel, phone, account, bank and reference; a paybill and its account whichever
 * screen paid it) in the half hour before it, paid, on its way or held for approval: a review
 * warns of it before the PIN (send money, bills, pay by code, pay a till), so the same payment is
 * not made twice by mistake (Back after paying, a second tab, a repeated pick). Orders left at
 * the PIN step and failed ones do not count. Read through the merchant's (merchant, created_at)
 * index: a half hour of its orders.
 */
export async function recentSameOrder(db: Kysely<Database>, order: OrderRow): Promise<{ ordNo: string; createdAt: string } | null> {
  const since = new Date(Date.parse(order.created_at) - REPEAT_WINDOW_MS).toISOString();
  // A paybill and account paid by send money (A1) or by pay by code (3411) is the same payee.
  const paybill = PAYBILL_CHANNELS.has(order.channel ?? '');
  const rows = await db
    .selectFrom('money_orders')
    .select(['ord_no', 'created_at', 'channel', 'counterparty_phone', 'counterparty_account', 'counterparty_bank', 'details'])
    .where('merchant_id', '=', order.merchant_id)
    .where('created_at', '>=', since)
    .where('ord_typ', 'in', paybill ? [...PAYBILL_ORDER_TYPES] : [order.ord_typ])
    .where('amount', '=', order.amount)
    .where('status', 'in', ['W', 'P', 'S'])
    .where('id', '!=', order.id)
    .orderBy('created_at', 'desc')
    .execute();
  const reference = referenceOf(order.details);
  const samePayee = (r: (typeof rows)[number]) =>
    paybill
      ? PAYBILL_CHANNELS.has(r.channel ?? '') && r.counterparty_account === order.counterparty_account
      : r.channel === order.channel && r.counterparty_phone === order.counterparty_phone && r.counterparty_account === order.counterparty_account && r.counterparty_bank === order.counterparty_bank;
  const same = rows.find((r) => samePayee(r) && sameReference(referenceOf(r.details), reference));
  return same ? { ordNo: same.ord_no, createdAt: toNairobi14(same.created_at) } : null;
}

export function orderRecord(o: OrderRow): MoneyOrder {
  return {
    ordNo: o.ord_no,
    ordTyp: o.ord_typ,
    transTypId: o.trans_typ_id,
    direction: o.direction,
    rcvCnl: o.channel,
    amount: o.amount,
    fee: o.fee,
    exciseDuty: o.excise,
    vat: o.vat,
    totalAmount: o.direction === 'out' ? o.amount + o.fee + o.excise + o.vat : o.amount - o.fee - o.excise - o.vat,
    status: o.status,
    rcvNm: o.counterparty_name,
    rcvMblNo: o.counterparty_phone,
    rcvAcNo: o.counterparty_account,
    rcvBnkNm: o.counterparty_bank,
    accountReference: PAYBILL_CHANNELS.has(o.channel ?? '') ? referenceOf(o.details) : null,
    remarks: o.remarks,
    receipt: o.receipt,
    resultCode: o.result_code,
    resultDesc: o.result_desc,
    createdAt: toNairobi14(o.created_at),
    finishedAt: o.finished_at ? toNairobi14(o.finished_at) : null,
  };
}

function totalOut(o: Pick<OrderRow, 'amount' | 'fee' | 'excise' | 'vat'>): number {
  return o.amount + o.fee + o.excise + o.vat;
}

/**
 * What the business has sent today (Nairobi day) on a transaction type, counting orders on their
 * way and those waiting for an approver (W). The database keeps the day's sum as orders change
 * (`money_daily_use`, migration 0039), so this is one row whatever the day's number of orders.
 */
export function usedToday(db: Kysely<Database>, merchantId: string, transTypId: string): Promise<number> {
  return usedOn(db, merchantId, transTypId, toNairobi14(nowIso()).slice(0, 8));
}

/** What the business has sent on a Nairobi day (YYYYMMDD) on a type, as its day's use row keeps it. */
async function usedOn(db: Kysely<Database>, merchantId: string, transTypId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('money_daily_use')
    .select('amount')
    .where('merchant_id', '=', merchantId)
    .where('trans_typ_id', '=', transTypId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}

/**
 * The daily limit again at the pay step, inside its transaction: orders waiting for their PIN (U)
 * do not count towards it, so several pre-orders each within the day's room must not all be paid.
 * It runs after the order's change and posting: on PostgreSQL the change's update of the day's use
 * row (and the wallet's row) waits for any other pay step of the business to commit, so two cannot
 * both take the last of the room. Pay steps of their own (a platform till, a sale's pay code) call
 * it in their transaction too.
 *
 * An order counts on the Nairobi day it was made (migration 0039's triggers), so it is checked
 * against that day's row: pre-orders made before midnight and paid after it count, together, on
 * the day before, and cannot each take the new day's room as well.
 */
export async function assertDailyRoom(trx: Kysely<Database>, order: OrderRow): Promise<void> {
  if (order.direction !== 'out') return;
  const daily = feeRule(order.trans_typ_id, order.channel).daily;
  if (daily === null) return;
  // The order itself is already P, S or W here, counted on the row of the day it was made.
  const counted = await usedOn(trx, order.merchant_id, order.trans_typ_id, toNairobi14(order.created_at).slice(0, 8));
  const used = counted - order.amount;
  if (used + order.amount > daily) {
    throw new BizError('MMCP4003', { limit: formatAmount(daily), left: formatAmount(Math.max(0, daily - used)) }, { field: 'amount' });
  }
}

/** Refuses an amount outside the type's limits or past its daily limit (MMCP4002, MMCP4003). */
export async function checkLimits(db: Kysely<Database>, merchantId: string, draft: Pick<OrderDraft, 'transTypId' | 'channel' | 'amount' | 'direction' | 'rail'>) {
  const rule = feeRule(draft.transTypId, draft.channel);
  if (draft.amount < rule.min || draft.amount > rule.max) {
    throw new BizError('MMCP4002', { min: formatAmount(rule.min), max: formatAmount(rule.max) }, { field: 'amount' });
  }
  if (draft.rail === 'mpesa' && draft.amount % 100 !== 0) throw new BizError('MMCP4008', {}, { field: 'amount' });
  if (rule.daily !== null && draft.direction === 'out') {
    const used = await usedToday(db, merchantId, draft.transTypId);
    if (used + draft.amount > rule.daily) {
      throw new BizError('MMCP4003', { limit: formatAmount(rule.daily), left: formatAmount(Math.max(0, rule.daily - used)) }, { field: 'amount' });
    }
  }
}

let lastOrderMs = 0;
let orderSeq = 0;

/** The columns a new money order must be given; the rest start empty (see `moneyOrderRow`). */
export type NewOrderFields = Pick<OrderRow, 'id' | 'merchant_id' | 'ord_typ' | 'trans_typ_id' | 'direction' | 'rail' | 'amount' | 'status' | 'request_id'> & Partial<OrderRow>;

/**
 * A new money order's row, as every writer of `money_orders` inserts it: what the caller gives, no
 * charges unless given, no counterparty, and nothing yet from the network.
 */
export function moneyOrderRow(fields: NewOrderFields): OrderRow {
  const now = nowIso();
  return {
    store_id: null,
    person_id: null,
    ord_no: newOrderNo(),
    channel: null,
    fee: 0,
    excise: 0,
    vat: 0,
    auth_tx_code: null,
    counterparty_name: null,
    counterparty_phone: null,
    counterparty_account: null,
    counterparty_bank: null,
    counterparty_merchant_id: null,
    beneficiary_id: null,
    batch_id: null,
    remarks: null,
    details: null,
    network_ref: null,
    receipt: null,
    result_code: null,
    result_desc: null,
    deadline_at: null,
    created_at: now,
    updated_at: now,
    finished_at: null,
    // The wallet's, nothing posted yet: migration 0042's triggers change it as the money is posted.
    wallet_activity: WALLET_ACTIVITY.unposted,
    ...fields,
  };
}

/**
 * An order number people can read out: the Nairobi time to the second, then the millisecond, a
 * per-process sequence within it and four random digits (so two nodes in one millisecond differ).
 */
export function newOrderNo(): string {
  const now = Date.now();
  if (now === lastOrderMs) orderSeq = (orderSeq + 1) % 1000;
  else {
    lastOrderMs = now;
    orderSeq = 0;
  }
  const ms = String(now % 1000).padStart(3, '0');
  return `${toNairobi14(new Date(now).toISOString())}${ms}${String(orderSeq).padStart(3, '0')}${randomDigits(4)}`;
}

function sameOrder(row: OrderRow, draft: OrderDraft): boolean {
  return row.amount === draft.amount && row.ord_typ === draft.ordTyp && (row.channel ?? null) === (draft.channel ?? null);
}

/**
 * Records an order. Money going out answers an `authTxCode` for the PIN; money coming in (a
 * collection the payer confirms on their own phone) is executed at once. A repeated request id
 * answers the order it made; the same id with other details is refused (MMCP0010).
 */
export async function createOrder(
  ctx: SessionContext,
  runtime: MoneyRuntime,
  draft: OrderDraft,
): Promise<{ order: OrderRow; authTxCode: string | null }> {
  const merchantId = ctx.session.merchantId;
  const existing = await ctx.db.selectFrom('money_orders').selectAll().where('merchant_id', '=', merchantId).where('request_id', '=', draft.requestId).executeTakeFirst();
  if (existing) {
    if (!sameOrder(existing, draft)) throw new BizError('MMCP0010');
    return { order: existing, authTxCode: existing.status === 'U' ? existing.auth_tx_code : null };
  }
  await checkLimits(ctx.db, merchantId, draft);
  const charges = draft.charges ?? chargesFor(draft.transTypId, draft.channel, draft.amount);
  if (draft.direction === 'out') {
    const wallet = await accountBalance(ctx.db, walletAccountId(merchantId));
    if (wallet.available - (wallet.floor ?? 0) < charges.total) throw new BizError('MMCP4001', {}, { field: 'amount' });
  }
  const id = newId();
  const needsPin = draft.requirePin ?? draft.direction === 'out';
  const authTxCode =
    needsPin && !draft.inBatch
      ? await createPinAuthorization(ctx.db, { personId: ctx.session.personId, merchantId, purpose: `order:${id}`, amount: charges.total, needOtp: false })
      : null;
  const row = moneyOrderRow({
    id,
    merchant_id: merchantId,
    store_id: ctx.session.storeId,
    person_id: ctx.session.personId,
    ord_typ: draft.ordTyp,
    trans_typ_id: draft.transTypId,
    direction: draft.direction,
    rail: draft.rail,
    channel: draft.channel,
    amount: draft.amount,
    fee: charges.fee,
    excise: charges.excise,
    vat: charges.vat,
    status: 'U',
    request_id: draft.requestId,
    auth_tx_code: authTxCode,
    counterparty_name: draft.counterparty?.name ?? null,
    counterparty_phone: draft.counterparty?.phone ?? null,
    counterparty_account: draft.counterparty?.account ?? null,
    counterparty_bank: draft.counterparty?.bank ?? null,
    counterparty_merchant_id: draft.counterparty?.merchantId ?? null,
    beneficiary_id: draft.beneficiaryId ?? null,
    batch_id: draft.batchId ?? null,
    remarks: draft.remarks ?? null,
    details: JSON.stringify({ ...(draft.details ?? {}), payout: draft.payout ?? null, collect: draft.collect ?? null }),
  });
  try {
    await ctx.db.insertInto('money_orders').values(row).execute();
  } catch (error) {
    // Two tabs sent the same request id at once: the other one made the order.
    const raced = await ctx.db.selectFrom('money_orders').selectAll().where('merchant_id', '=', merchantId).where('request_id', '=', draft.requestId).executeTakeFirst();
    if (!raced) throw error;
    if (!sameOrder(raced, draft)) throw new BizError('MMCP0010');
    return { order: raced, authTxCode: raced.status === 'U' ? raced.auth_tx_code : null };
  }
  if (!needsPin && !draft.inBatch) return { order: await executeOrder(runtime, row), authTxCode: null };
  return { order: row, authTxCode };
}

/**
 * Cancels an order still waiting for its PIN (U): F, `CANCELLED`. The status is the guard: answers
 * false when the order was paid (or closed) meanwhile, and then nothing changes.
 */
export async function cancelWaitingOrder(db: Kysely<Database>, orderId: string): Promise<boolean> {
  return closeWaitingOrder(db, orderId, 'CANCELLED', 'Cancelled');
}

/** An order still waiting for its PIN (U) ends F with this result, no money moved; false when it had left U. */
async function closeWaitingOrder(db: Kysely<Database>, orderId: string, resultCode: string, resultDesc: string): Promise<boolean> {
  const now = nowIso();
  const closed = await db
    .updateTable('money_orders')
    .set({ status: 'F', result_code: resultCode, result_desc: resultDesc, updated_at: now, finished_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'U')
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}

/** A transfer to many's one authorization (`batch:<id>`) and its resume job's dedupe key. */
const BATCH_PURPOSE = 'batch:';
const BATCH_RESUME = 'batch-resume:';
export const batchPurpose = (batchId: string) => `${BATCH_PURPOSE}${batchId}`;
export const batchResumeKey = (merchantId: string, batchId: string) => `${BATCH_RESUME}${merchantId}:${batchId}`;

/**
 * How long after its PIN authorization expired an order still waiting for the PIN is closed. The
 * pay step spends the authorization in the money's transaction before it expires; this margin is
 * far past the last moment such a transaction could still be running.
 */
export const UNCONFIRMED_ORDER_GRACE_MS = 5 * 60_000;
/** At most this many orders are closed a run; the job comes back every 10 minutes. */
const UNCONFIRMED_PER_RUN = 500;

/**
 * Closes the orders nobody confirmed with the PIN (U), once nothing can pay them any more: F,
 * `EXPIRED`, no money moved. Without this, an order left at the PIN step would read 'Waiting for
 * confirmation' in the records for ever. (An order made without a PIN, a regular bill's run, is
 * executed as it is made and is not one of these.)
 * - An order with its own authorization: once that has expired unspent (or been deleted).
 * - An order of a transfer to many (one authorization for the batch, `batch:<id>`): once that has
 *   expired and the batch's resume job was never written. The job is written with the PIN's
 *   spending, so a batch with one is sent by it, not closed here.
 * The status is the guard of each change, as `cancelWaitingOrder`'s. Answers how many it closed.
 */
export async function expireUnconfirmedOrders(db: Kysely<Database>): Promise<number> {
  const cutoff = isoAfter(-(AUTHORIZATION_TTL_MS + UNCONFIRMED_ORDER_GRACE_MS));
  const expiredBefore = isoAfter(-UNCONFIRMED_ORDER_GRACE_MS);
  // money_orders_status_idx (status, deadline_at) finds the waiting orders; they are few.
  const own = await db
    .selectFrom('money_orders as o')
    .leftJoin('pin_authorizations as a', 'a.auth_tx_code', 'o.auth_tx_code')
    .select('o.id')
    .where('o.status', '=', 'U')
    .where('o.auth_tx_code', 'is not', null)
    .where('o.created_at', '<', cutoff)
    .where((eb) => eb.or([eb('a.auth_tx_code', 'is', null), eb.and([eb('a.status', '!=', 'U'), eb('a.expires_at', '<', expiredBefore)])]))
    .limit(UNCONFIRMED_PER_RUN)
    .execute();
  const batched = await db
    .selectFrom('money_orders as o')
    // The batch's authorization is the person's who made its orders (pin_authorizations_person_idx).
    .leftJoin('pin_authorizations as a', (j) =>
      j.onRef('a.person_id', '=', 'o.person_id').onRef('a.merchant_id', '=', 'o.merchant_id').on(sql`a.purpose`, '=', sql<string>`${BATCH_PURPOSE} || o.batch_id`),
    )
    .select('o.id')
    .where('o.status', '=', 'U')
    .where('o.auth_tx_code', 'is', null)
    .where('o.batch_id', 'is not', null)
    .where('o.created_at', '<', cutoff)
    .where((eb) => eb.or([eb('a.auth_tx_code', 'is', null), eb.and([eb('a.status', '!=', 'U'), eb('a.expires_at', '<', expiredBefore)])]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('jobs as j').select('j.id').where(sql`j.dedupe_key`, '=', sql<string>`${BATCH_RESUME} || o.merchant_id || ':' || o.batch_id`))),
    )
    .limit(UNCONFIRMED_PER_RUN)
    .execute();
  let closed = 0;
  for (const { id } of [...own, ...batched]) if (await closeWaitingOrder(db, id, 'EXPIRED', 'Not confirmed in time')) closed += 1;
  return closed;
}

export async function findOrder(db: Kysely<Database>, merchantId: string, ordNo: string): Promise<OrderRow> {
  const row = await db.selectFrom('money_orders').selectAll().where('merchant_id', '=', merchantId).where('ord_no', '=', ordNo).executeTakeFirst();
  if (!row) throw new BizError('MMCP4004');
  return row;
}

/**
 * The pay step of an order (as the area read it, with `findOrder` or its own typed lookup): spends the PIN authorization and executes the order. A
 * repeated pay step of an order already sent answers its current state (it is never paid twice).
 */
export async function payOrder(
  ctx: SessionContext,
  runtime: MoneyRuntime,
  order: OrderRow,
  authTxCode: string,
  /** The audit row of the step, written in the transaction that moves (or holds) the money. */
  auditOf?: (after: OrderRow) => AuditNote,
): Promise<OrderRow> {
  const ordNo = order.ord_no;
  if (order.status !== 'U') {
    if (order.auth_tx_code === authTxCode) return order;
    throw new BizError('MMCP4005');
  }
  if (order.auth_tx_code !== authTxCode) throw new BizError('MMCP2060');
  const { personId, merchantId } = ctx.session;
  try {
    // The PIN authorization is spent in the transaction that moves the money: both happen or neither.
    return await executeOrder(
      runtime,
      order,
      async (trx) => {
        const spent = await consumePinAuthorization(trx, authTxCode, personId, merchantId);
        if (spent.purpose !== `order:${order.id}`) throw new BizError('MMCP2060');
      },
      { last: auditOf && ((trx, after) => ctx.audit(auditOf(after), undefined, trx)) },
    );
  } catch (error) {
    if (!(error instanceof BizError && error.code === 'MMCP2060')) throw error;
    // A retry racing the first pay step: that one spent the PIN and executed (or is executing) the order.
    const auth = await ctx.db.selectFrom('pin_authorizations').select(['status', 'purpose']).where('auth_tx_code', '=', authTxCode).executeTakeFirst();
    if (auth?.status !== 'U' || auth.purpose !== `order:${order.id}`) throw error;
    for (let i = 0; i < 50; i++) {
      const now = await findOrder(ctx.db, ctx.session.merchantId, ordNo);
      if (now.status !== 'U') return now;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new BizError('MMCP4005');
  }
}

function ledgerLines(order: OrderRow, counterAccount: string) {
  return [
    { accountId: walletAccountId(order.merchant_id), amount: -totalOut(order), role: 'principal' as const },
    { accountId: counterAccount, amount: order.amount, role: 'principal' as const },
    { accountId: systemAccountId('fee_income'), amount: order.fee, role: 'fee' as const },
    { accountId: systemAccountId('excise'), amount: order.excise, role: 'excise' as const },
    { accountId: systemAccountId('vat'), amount: order.vat, role: 'vat' as const },
  ];
}

async function ensureProviderAccounts(db: Kysely<Database>, rail: string): Promise<void> {
  await ensureSystemAccount(db, 'fee_income');
  await ensureSystemAccount(db, 'excise');
  await ensureSystemAccount(db, 'vat');
  if (rail !== 'internal') await ensureSystemAccount(db, `clearing:${rail}`);
}

/**
 * Moves an order from U to its next state; the status change guards against running it twice.
 * `first` runs at the start of the same transaction (the pay step spends the PIN authorization
 * there); whatever it throws leaves everything as it was.
 */
export async function executeOrder(
  runtime: MoneyRuntime,
  order: OrderRow,
  first?: (trx: Kysely<Database>) => Promise<void>,
  /**
   * `approved`: the approval engine releases an order an account mandate held (W, docs/areas/approvals.md).
   * `last` runs at the end of the same transaction once this step moved or held the order (the
   * pay step writes its audit row there: one commit for the money and its record).
   */
  options: { approved?: boolean; last?: (trx: Kysely<Database>, after: OrderRow) => Promise<void> } = {},
): Promise<OrderRow> {
  const { db } = runtime;
  await ensureProviderAccounts(db, order.rail);
  await ensureWallet(db, order.merchant_id);
  if (order.counterparty_merchant_id) await ensureWallet(db, order.counterparty_merchant_id);
  const now = nowIso();
  const next: Partial<OrderRow> =
    order.rail === 'internal'
      ? { status: 'S', updated_at: now, finished_at: now, result_code: '0', result_desc: 'Success' }
      : { status: 'P', updated_at: now, deadline_at: isoAfter(RAIL_DEADLINE_MS) };
  let after: OrderRow | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      if (first) await first(trx);
      // An account mandate may hold the order for approval (W) instead: nothing is reserved then.
      const held = options.approved ? null : await holdOrder(trx, order);
      if (held) {
        await assertDailyRoom(trx, held);
        after = held;
        if (options.last) await options.last(trx, held);
        return;
      }
      const moved = await trx
        .updateTable('money_orders')
        .set(next)
        .where('id', '=', order.id)
        .where('status', '=', options.approved ? 'W' : 'U')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      after = { ...order, ...next };
      if (order.rail === 'internal') {
        if (!order.counterparty_merchant_id) throw new Error(`internal order ${order.id} has no counterparty wallet`);
        await postEntry(trx, {
          idemKey: `order:${order.id}`,
          kind: order.ord_typ,
          orderId: order.id,
          memo: `${order.ord_no} to ${order.counterparty_name ?? order.counterparty_merchant_id}`,
          lines: ledgerLines(order, walletAccountId(order.counterparty_merchant_id)),
        });
        await notifyOrder(trx, after);
      } else {
        if (order.direction === 'out') {
          await reserveEntry(trx, {
            idemKey: `order:${order.id}`,
            kind: order.ord_typ,
            orderId: order.id,
            memo: `${order.ord_no} via ${order.rail}`,
            lines: ledgerLines(order, systemAccountId(`clearing:${order.rail}`)),
          });
        }
        await enqueue(trx, { kind: 'rail.submit', payload: { orderId: order.id }, dedupeKey: `submit:${order.id}` });
      }
      // An order an approver released was counted when it was held.
      if (!options.approved) await assertDailyRoom(trx, order);
      if (options.last) await options.last(trx, after);
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new BizError('MMCP4001', {}, { field: 'amount' });
    throw error;
  }
  // Another step moved it first: answer what it did.
  if (!after) return db.selectFrom('money_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  if ((after as OrderRow).status === 'P') runtime.jobs.kick();
  return after;
}

/** Who is on the other side of an order, as texts name them: the name, else +254 phone, else the account. */
export function counterpartyText(o: { counterparty_name: string | null; counterparty_phone: string | null; counterparty_account: string | null }): string {
  return o.counterparty_name ?? (o.counterparty_phone ? formatPhone(o.counterparty_phone) : null) ?? o.counterparty_account ?? '';
}

/** Tells the person who made the order how it ended (in-app notification, in their language). */
export async function notifyOrder(db: Kysely<Database>, order: OrderRow): Promise<void> {
  if (!order.person_id) return;
  const out = order.direction === 'out';
  const withdrawal = order.ord_typ === '28';
  const params: Record<string, TextParam> = {
    // What left the wallet, charges included; a failed order took nothing, so it names what was asked.
    amount: formatMoney(out && order.status === 'S' ? totalOut(order) : order.amount),
    to: counterpartyText(order),
    ordNo: order.ord_no,
    receipt: order.receipt ?? '',
  };
  let text: NoticeText;
  if (order.status === 'S') {
    const body = withdrawal ? (order.receipt ? 'NOTE_WITHDREW_RECEIPT' : 'NOTE_WITHDREW') : out ? (order.receipt ? 'NOTE_SENT_RECEIPT' : 'NOTE_SENT') : order.receipt ? 'NOTE_RECEIVED_RECEIPT' : 'NOTE_RECEIVED';
    // Money that came in reads as received, as the till's and the demo's notices do.
    text = { title: out ? 'NOTE_PAID_TITLE' : 'NOTE_PAYMENT_RECEIVED_TITLE', body, params };
  } else {
    const reason = orderFailure({ direction: order.direction, resultCode: order.result_code, resultDesc: order.result_desc });
    const failed = { ...params, reason: reason ?? '' };
    text = withdrawal
      ? { title: 'NOTE_WITHDRAW_FAILED_TITLE', body: 'NOTE_WITHDRAW_FAILED', params: failed }
      : { title: 'NOTE_FAILED_TITLE', body: out ? 'NOTE_SEND_FAILED' : 'NOTE_RECEIVE_FAILED', params: failed };
  }
  await notifyPerson(db, { merchantId: order.merchant_id, personId: order.person_id, ...noticeText(text), ordNo: order.ord_no, amount: order.amount });
}
