import type { z } from 'zod';
import type { TransferManyPay, TransferManyPreOrder, TransferPayee } from '../../../shared/actions/transfer';
import { formatAmount, formatMoney } from '../../../shared/format/money';
import { DEFAULT_LOCALE, messageText } from '../../../shared/i18n/messages';
import { GROUP_MAX_MEMBERS } from '../../../shared/rules/payee';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoAfter, newId, nowIso } from '../../db/util';
import { type JobHandler, enqueue } from '../../jobs/runner';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { chargesFor, feeRule } from '../../ledger/fees';
import { accountBalance, walletAccountId } from '../../ledger/ledger';
import { consumePinAuthorization, createPinAuthorization } from '../../security/authorizations';
import { groupMembers, ownGroup } from '../beneficiaries/beneficiaries.queries';
import { type MoneyRuntime, type OrderRow, batchPurpose, batchResumeKey, checkLimits, createOrder, executeOrder, usedToday } from '../money/orders';
import { holdBatch } from '../approvals/money';
import { type TransferPayeeResolved, checkChannelKyc, resolveTransferPayee, transferDraft, transferRecord } from './transfer.service';

/**
 * A transfer to many: one order per payee, sharing `batch_id`, and one PIN for the batch. The
 * orders are made by the core's `createOrder` as batch members (no authorization of their own); the
 * batch gets one authorization `batch:<id>` for the total.
 * `payMany` spends that authorization once and then executes every order still waiting.
 */
type PreInput = z.output<(typeof TransferManyPreOrder)['input']>;
type PayInput = z.output<(typeof TransferManyPay)['input']>;

/** The request id of the n-th order of a batch (requestIdRule allows the dash). */
const itemRequestId = (requestId: string, i: number) => `${requestId}-${i + 1}`;

async function batchOrders(ctx: SessionContext, batchId: string): Promise<OrderRow[]> {
  return ordersOfBatch(ctx.db, ctx.session.merchantId, batchId);
}

function ordersOfBatch(db: Kysely<Database>, merchantId: string, batchId: string): Promise<OrderRow[]> {
  return db.selectFrom('money_orders').selectAll().where('merchant_id', '=', merchantId).where('batch_id', '=', batchId).where('ord_typ', '=', '20').orderBy('request_id').execute();
}

/**
 * Sends a paid batch's orders still waiting (U), one by one. One the wallet or the day's limit no
 * longer covers (money that left since the pre-order) fails, no money moves, and the others go on.
 * Each order's change is guarded by its status, so a retry of the pay step and the resume job may
 * both run it: each order goes once.
 */
async function executeBatch(runtime: MoneyRuntime, orders: OrderRow[]): Promise<void> {
  for (const order of orders.filter((o) => o.status === 'U')) {
    try {
      await executeOrder(runtime, order);
    } catch (error) {
      if (!(error instanceof BizError && (error.code === 'MMCP4001' || error.code === 'MMCP4003'))) throw error;
      const now = nowIso();
      const code = error.code === 'MMCP4001' ? 'MMCP4001' : 'MMCP4032';
      await runtime.db
        .updateTable('money_orders')
        .set({ status: 'F', result_code: code, result_desc: messageText(code, DEFAULT_LOCALE), updated_at: now, finished_at: now })
        .where('id', '=', order.id)
        .where('status', '=', 'U')
        .execute();
    }
  }
}

/** How long after the PIN the resume job looks for a batch's orders the pay step left waiting. */
const RESUME_AFTER_MS = 60_000;
export const BATCH_RESUME_JOB = 'transfer.batch.resume';

/**
 * The resume job, written in the transaction that spends the batch's PIN: if the pay step stopped
 * part way (the server stopped, a database error), the orders left waiting are sent all the same.
 */
export function transferJobs(money: () => MoneyRuntime): Record<string, JobHandler> {
  return {
    [BATCH_RESUME_JOB]: async (payload) => {
      const { merchantId, batchId } = payload as { merchantId: string; batchId: string };
      const runtime = money();
      await executeBatch(runtime, await ordersOfBatch(runtime.db, merchantId, batchId));
      return undefined;
    },
  };
}

function totals(orders: OrderRow[]) {
  const records = orders.map(transferRecord);
  const sum = (f: (r: (typeof records)[number]) => number) => records.reduce((s, r) => s + f(r), 0);
  return {
    amount: sum((r) => r.amount),
    fee: sum((r) => r.fee),
    exciseDuty: sum((r) => r.exciseDuty),
    vat: sum((r) => r.vat),
    totalAmount: sum((r) => r.totalAmount),
    orders: records.sort((a, b) => a.ordNo.localeCompare(b.ordNo)),
  };
}

/** The payees and amounts of the request: a group's members, or the list. */
async function itemsOf(ctx: SessionContext, input: PreInput): Promise<(TransferPayee & { amount?: number })[]> {
  if (input.groupId) {
    await ownGroup(ctx.db, ctx.session.merchantId, input.groupId);
    const members = await groupMembers(ctx.db, input.groupId);
    const given = new Map((input.list ?? []).filter((i) => i.bnfUsrNo).map((i) => [i.bnfUsrNo!, i.amount]));
    return members.map((m) => ({ bnfUsrNo: m.bnfUsrNo, amount: given.get(m.bnfUsrNo) ?? input.amount }));
  }
  return (input.list ?? []).map((i) => ({ ...i, amount: i.amount ?? input.amount }));
}

/** The orders of a repeated request, with the batch's authorization if it is still to be used. */
async function repeated(ctx: SessionContext, requestId: string) {
  const first = await ctx.db
    .selectFrom('money_orders')
    .select('batch_id')
    .where('merchant_id', '=', ctx.session.merchantId)
    .where('request_id', '=', itemRequestId(requestId, 0))
    .executeTakeFirst();
  if (!first?.batch_id) return null;
  const orders = await batchOrders(ctx, first.batch_id);
  const auth = await ctx.db
    .selectFrom('pin_authorizations')
    .select(['auth_tx_code', 'status'])
    .where('person_id', '=', ctx.session.personId)
    .where('purpose', '=', batchPurpose(first.batch_id))
    .where('merchant_id', '=', ctx.session.merchantId)
    .executeTakeFirst();
  const waiting = orders.some((o) => o.status === 'U') && auth && auth.status !== 'U';
  return { batchId: first.batch_id, orders, authTxCode: waiting ? auth.auth_tx_code : null };
}

/** A refusal of one payee of the batch names it: `index` is its place in the group or the list. */
async function atItem<T>(index: number, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof BizError) throw new BizError(error.code, error.params, { ...error.extra, index }, error.fieldErrors, error.httpStatus);
    throw error;
  }
}

export async function preOrderMany(ctx: SessionContext, input: PreInput) {
  const wallet = async () => (await accountBalance(ctx.db, walletAccountId(ctx.session.merchantId))).available;
  const again = await repeated(ctx, input.requestId);
  if (again) {
    const t = totals(again.orders);
    return { batchNo: again.batchId, authTxCode: again.authTxCode, ...t, balanceAfter: (await wallet()) - (again.authTxCode ? t.totalAmount : 0) };
  }

  const items = await itemsOf(ctx, input);
  if (items.length === 0 || items.length > GROUP_MAX_MEMBERS) throw new BizError('MMCP4202', { max: GROUP_MAX_MEMBERS }, { field: 'list' });
  const missing = items.findIndex((i) => !i.amount);
  if (missing >= 0) throw new BizError('MMCP4206', {}, { field: 'amount', index: missing });

  const payees: TransferPayeeResolved[] = [];
  for (const [i, item] of items.entries()) payees.push(await atItem(i, () => resolveTransferPayee(ctx, item)));
  const keys = payees.map((p) => p.payeeKey);
  if (new Set(keys).size !== keys.length) throw new BizError('MMCP4303', {}, { field: 'list' });
  for (const channel of new Set(payees.map((p) => p.channel))) await checkChannelKyc(ctx, channel);

  // Every order must fit its limits, and the batch as a whole the daily limits and the balance.
  let total = 0;
  const perType = new Map<string, number>();
  for (const [i, p] of payees.entries()) {
    const amount = items[i]!.amount!;
    await atItem(i, () => checkLimits(ctx.db, ctx.session.merchantId, { transTypId: p.channel.transTypId, channel: p.channel.code, amount, direction: 'out', rail: p.channel.rail }));
    total += chargesFor(p.channel.transTypId, p.channel.code, amount).total;
    perType.set(p.channel.transTypId, (perType.get(p.channel.transTypId) ?? 0) + amount);
  }
  for (const [transTypId, sum] of perType) {
    const daily = feeRule(transTypId, null).daily;
    if (daily === null) continue;
    const used = await usedToday(ctx.db, ctx.session.merchantId, transTypId);
    if (used + sum > daily) throw new BizError('MMCP4003', { limit: formatAmount(daily), left: formatAmount(Math.max(0, daily - used)) }, { field: 'amount' });
  }
  if ((await wallet()) < total) throw new BizError('MMCP4001', {}, { field: 'amount' });

  const batchId = newId();
  const orders: OrderRow[] = [];
  for (const [i, p] of payees.entries()) {
    const draft = await transferDraft(ctx, p, { amount: items[i]!.amount!, requestId: itemRequestId(input.requestId, i), remarks: input.remarks, batchId });
    orders.push((await createOrder(ctx, ctx.money, { ...draft, inBatch: true })).order);
  }
  const t = totals(orders);
  const authTxCode = await createPinAuthorization(ctx.db, {
    personId: ctx.session.personId,
    merchantId: ctx.session.merchantId,
    purpose: batchPurpose(batchId),
    amount: t.totalAmount,
    needOtp: false,
  });
  return { batchNo: batchId, authTxCode, ...t, balanceAfter: (await wallet()) - t.totalAmount };
}

/** Whether this authorization already paid this batch (a repeated or concurrent pay step). */
async function alreadyPaidBy(ctx: SessionContext, batchId: string, authTxCode: string): Promise<boolean> {
  const auth = await ctx.db
    .selectFrom('pin_authorizations')
    .select(['purpose', 'status'])
    .where('auth_tx_code', '=', authTxCode)
    .where('merchant_id', '=', ctx.session.merchantId)
    .executeTakeFirst();
  return auth?.purpose === batchPurpose(batchId) && auth.status === 'U';
}

export async function payMany(ctx: SessionContext, input: PayInput) {
  const orders = await batchOrders(ctx, input.batchNo);
  if (orders.length === 0) throw new BizError('MMCP4204');
  if (await alreadyPaidBy(ctx, input.batchNo, input.authTxCode)) {
    // A repeated pay step: the orders the first left waiting (it stopped part way) are sent now.
    if (!orders.some((o) => o.status === 'U')) return { batchNo: input.batchNo, orders: totals(orders).orders };
    await executeBatch(ctx.money, orders);
    return { batchNo: input.batchNo, orders: totals(await batchOrders(ctx, input.batchNo)).orders };
  }
  if (!orders.some((o) => o.status === 'U')) throw new BizError('MMCP4005');
  // The PIN is spent in the transaction that may hold the batch for approval (an account mandate),
  // with the job that sends what the pay step below may leave waiting.
  const held = await ctx.db.transaction().execute(async (trx) => {
    const spent = await consumePinAuthorization(trx, input.authTxCode, ctx.session.personId, ctx.session.merchantId);
    if (spent.purpose !== batchPurpose(input.batchNo)) throw new BizError('MMCP2060');
    const holding = await holdBatch(trx, input.batchNo, orders, ctx.session.personId);
    if (!holding) {
      await enqueue(trx, {
        kind: BATCH_RESUME_JOB,
        payload: { merchantId: ctx.session.merchantId, batchId: input.batchNo },
        dedupeKey: batchResumeKey(ctx.session.merchantId, input.batchNo),
        runAt: isoAfter(RESUME_AFTER_MS),
      });
    }
    return holding;
  });
  if (held) {
    const waiting = totals(await batchOrders(ctx, input.batchNo));
    await ctx.audit({ event: 'TRANSFER', detail: { code: 'AUDIT_TRANSFER_BATCH_HELD', params: { amount: formatMoney(waiting.amount), count: waiting.orders.length, batchNo: input.batchNo } } });
    return { batchNo: input.batchNo, orders: waiting.orders };
  }

  await executeBatch(ctx.money, orders);
  const after = totals(await batchOrders(ctx, input.batchNo));
  await ctx.audit({
    event: 'TRANSFER',
    detail: { code: 'AUDIT_TRANSFER_BATCH', params: { amount: formatMoney(after.amount), count: after.orders.length, batchNo: input.batchNo } },
    result: after.orders.every((o) => o.status === 'F') ? 'F' : 'S',
  });
  return { batchNo: input.batchNo, orders: after.orders };
}
