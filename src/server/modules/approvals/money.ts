import type { Kysely } from 'kysely';
import type { MandateTxType } from '../../../shared/dict/approvals';
import { BILL_ORDER_TYPES } from '../../../shared/dict/bills';
import { type MessageCode, messageText } from '../../../shared/i18n/messages';
import { formatMoney } from '../../../shared/format/money';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/util';
import { BizError } from '../../http/errors';
import { type MoneyRuntime, type OrderRow, counterpartyText, executeOrder, notifyOrder } from '../money/orders';
import { type ApprovalRow, type ExecuteResult, approvalFailed, holdForApproval, registerApprovalKind } from './gate';

/**
 * Money orders under a mandate. The money core asks `holdOrder` in the transaction that would move
 * an outgoing order (after the PIN was spent, or when a standing order runs): a held order waits
 * in status W and no money is reserved. When the approval reaches S the order runs through
 * `executeOrder` (W → P/S, guarded by the status, ledger key `order:<id>`), so approving twice or
 * a job retrying runs it once. Rejected or closed, it ends F and nothing moved.
 */
function mandateTypeOf(order: Pick<OrderRow, 'ord_typ' | 'channel' | 'direction' | 'batch_id'>): { txTyp: MandateTxType; subTyp: string | null } | null {
  if (order.direction !== 'out') return null;
  if (order.ord_typ === '20') return { txTyp: '01', subTyp: order.batch_id ? 'MT' : order.channel };
  if (order.ord_typ === '22') return { txTyp: '03', subTyp: order.channel };
  if (order.ord_typ === '28') return { txTyp: '04', subTyp: order.channel };
  if (Object.hasOwn(BILL_ORDER_TYPES, order.ord_typ)) return { txTyp: '02', subTyp: order.channel };
  return null;
}


/** Called by `executeOrder` before it moves an order: the order held (now W), or null to go on. */
export async function holdOrder(trx: Kysely<Database>, order: OrderRow): Promise<OrderRow | null> {
  const type = mandateTypeOf(order);
  if (!type || !order.person_id || order.batch_id) return null;
  const approval = await holdForApproval(trx, {
    merchantId: order.merchant_id,
    storeId: order.store_id,
    personId: order.person_id,
    kind: 'order',
    refId: order.id,
    ordNo: order.ord_no,
    txTyp: type.txTyp,
    subTyp: type.subTyp,
    amount: order.amount,
    summary: { code: 'APPROVAL_SUMMARY_TO', params: { amount: formatMoney(order.amount), payee: counterpartyText(order) } },
    fingerprint: `order:${order.ord_typ}:${order.channel ?? ''}:${order.counterparty_phone ?? ''}:${order.counterparty_account ?? ''}:${order.amount}`,
  });
  if (!approval) return null;
  const now = nowIso();
  const moved = await trx.updateTable('money_orders').set({ status: 'W', updated_at: now }).where('id', '=', order.id).where('status', '=', 'U').executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new BizError('MMCP4005');
  return { ...order, status: 'W', updated_at: now };
}

/**
 * Holds the orders of a transfer to many as one request (called by TransferManyPay after the PIN):
 * answers true when held (the orders are W), false when no mandate holds the batch.
 */
export async function holdBatch(trx: Kysely<Database>, batchId: string, orders: OrderRow[], personId: string): Promise<boolean> {
  const waiting = orders.filter((o) => o.status === 'U');
  const first = waiting[0];
  if (!first) return false;
  const amount = waiting.reduce((s, o) => s + o.amount, 0);
  const approval = await holdForApproval(trx, {
    merchantId: first.merchant_id,
    storeId: first.store_id,
    personId,
    kind: 'batch',
    refId: batchId,
    ordNo: null,
    txTyp: '01',
    subTyp: 'MT',
    amount,
    summary: { code: 'APPROVAL_SUMMARY_MANY', params: { amount: formatMoney(amount), count: waiting.length, batchId } },
    fingerprint: `batch:${waiting
      .map((o) => `${o.channel}:${o.counterparty_phone ?? ''}:${o.counterparty_account ?? ''}:${o.amount}`)
      .sort()
      .join('|')}`,
  });
  if (!approval) return false;
  await trx
    .updateTable('money_orders')
    .set({ status: 'W', updated_at: nowIso() })
    .where('id', 'in', waiting.map((o) => o.id))
    .where('status', '=', 'U')
    .execute();
  return true;
}

/** Runs one approved order (W → its next state); a refusal of the money core fails it alone. */
async function runApproved(runtime: MoneyRuntime, order: OrderRow): Promise<ExecuteResult> {
  if (order.status !== 'W') return order.status === 'F' ? { ok: false, reason: order.result_desc ?? 'Failed' } : { ok: true };
  try {
    const after = await executeOrder(runtime, order, undefined, { approved: true });
    return after.status === 'F' ? { ok: false, reason: after.result_desc ?? 'Failed' } : { ok: true };
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    // The wallet can no longer cover it (money left since the request): the order fails, nothing moves.
    const reason = messageText(error.code as MessageCode, 'en-US', error.params);
    const now = nowIso();
    const moved = await runtime.db
      .updateTable('money_orders')
      .set({ status: 'F', result_code: error.code, result_desc: reason, updated_at: now, finished_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'W')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) await notifyOrder(runtime.db, { ...order, status: 'F', result_desc: reason });
    return { ok: false, reason };
  }
}

/**
 * Called by the money core in the transaction that ends an outgoing order F on its network's word
 * (refused, or not confirmed before its deadline; the hold is voided there): the approved request
 * that released the order becomes E at that moment, audited and told to its initiator once. An
 * order no approval released finds none and nothing happens.
 */
export async function failApprovedOrder(trx: Kysely<Database>, order: Pick<OrderRow, 'id' | 'merchant_id' | 'batch_id' | 'direction'>, reason: string): Promise<void> {
  if (order.direction !== 'out') return;
  const approval = await trx
    .selectFrom('approvals')
    .selectAll()
    .where('kind', '=', order.batch_id ? 'batch' : 'order')
    .where('ref_id', '=', order.batch_id ?? order.id)
    .where('merchant_id', '=', order.merchant_id)
    .where('status', '=', 'S')
    .executeTakeFirst();
  if (!approval) return;
  await approvalFailed(trx, approval, order.batch_id ? `A payment of the batch failed: ${reason}` : reason);
}

async function endHeld(db: Kysely<Database>, ids: string[], status: 'F' | 'C'): Promise<void> {
  if (ids.length === 0) return;
  const now = nowIso();
  await db
    .updateTable('money_orders')
    .set({
      status: 'F',
      result_code: status === 'F' ? 'REJECTED' : 'CLOSED',
      result_desc: status === 'F' ? 'Rejected by the authorizer' : 'Closed by the initiator',
      updated_at: now,
      finished_at: now,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'W')
    .execute();
}

export async function ordersOf(db: Kysely<Database>, approval: Pick<ApprovalRow, 'kind' | 'ref_id' | 'merchant_id'>): Promise<OrderRow[]> {
  if (approval.kind === 'order') return db.selectFrom('money_orders').selectAll().where('id', '=', approval.ref_id).execute();
  if (approval.kind === 'batch') {
    return db.selectFrom('money_orders').selectAll().where('merchant_id', '=', approval.merchant_id).where('batch_id', '=', approval.ref_id).orderBy('request_id').execute();
  }
  return [];
}

registerApprovalKind('order', {
  async execute(runtime, approval) {
    const [order] = await ordersOf(runtime.db, approval);
    if (!order) return { ok: false, reason: 'Order not found' };
    return runApproved(runtime, order);
  },
  async release(db, approval, status) {
    await endHeld(db, [approval.ref_id], status);
  },
});

registerApprovalKind('batch', {
  async execute(runtime, approval) {
    const orders = await ordersOf(runtime.db, approval);
    const results: ExecuteResult[] = [];
    for (const order of orders) results.push(await runApproved(runtime, order));
    const failed = results.filter((r) => !r.ok).length;
    return failed === 0 ? { ok: true } : { ok: false, reason: `${failed} of ${orders.length} payments failed` };
  },
  async release(db, approval, status) {
    const orders = await ordersOf(db, approval);
    await endHeld(
      db,
      orders.map((o) => o.id),
      status,
    );
  },
});
