import type { Kysely, Selectable } from 'kysely';
import type { StandingOrder } from '../../../shared/actions/standingOrders';
import type { TransferPayee } from '../../../shared/actions/transfer';
import { formatAmount } from '../../../shared/format/money';
import { channelByCode } from '../../../shared/dict/money';
import { STANDING_ORDER_CHANNELS } from '../../../shared/rules/standingOrders';
import type { Database, StandingOrderTable } from '../../db/schema';
import { toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import type { Locale } from '../../../shared/i18n/messages';
import { type MessageCode, messageText } from '../../../shared/i18n/messages';
import { BizError } from '../../http/errors';
import { type Charges, chargesFor, feeRule } from '../../ledger/fees';
import type { OrderDraft } from '../money/orders';
import { type TransferPayeeResolved, checkChannelKyc, resolveTransferPayee, transferDraft } from '../transfer/transfer.service';

/**
 * What the standing orders share between the actions and the job: the payee (the transfer area's
 * checks), the money order of one run (a transfer draft of order type 22 that needs no PIN: the
 * PIN given when the standing order was made authorized its runs) and the record the screens read.
 */
export type StandingOrderRow = Selectable<StandingOrderTable>;

/** Order type of a standing order run (spec 001 section 3). */
export const STANDING_ORDER_TYPE = '22' as const;

/** A refusal naming its field, in the caller's language. */
export function refuse(locale: Locale, code: MessageCode, field: string, params: Record<string, string | number> = {}): BizError {
  return new BizError(code, params, {}, [{ field, message: messageText(code, locale, params) }]);
}

/** Nairobi's date today, YYYYMMDD. */
export function nairobiToday(now: Date = new Date()): string {
  return toNairobi14(now.toISOString()).slice(0, 8);
}

/** The payee of a standing order, checked as a transfer's, on a channel of the spec's two groups. */
export async function resolveStandingPayee(ctx: SessionContext, input: TransferPayee): Promise<TransferPayeeResolved> {
  const payee = await resolveTransferPayee(ctx, input);
  if (!STANDING_ORDER_CHANNELS.includes(payee.channel.code)) throw refuse(ctx.locale, 'MMCP4201', 'rcvCnl');
  await checkChannelKyc(ctx, payee.channel);
  return payee;
}

/** The payee as stored on the standing order: the resolved fields, not the saved beneficiary (which may be deleted later). */
export function storedPayee(p: TransferPayeeResolved): TransferPayee {
  const out: TransferPayee = { rcvCnl: p.channel.code };
  if (p.mobile) out.bnfMblNo = p.mobile;
  if (p.accountNo) out.rcvAcNo = p.accountNo;
  if (p.bankCode) out.bankCode = p.bankCode;
  if (p.accountReference) out.accountReference = p.accountReference;
  if (p.displayName) out.rcvNm = p.displayName;
  return out;
}

/** The amount inside the channel's limits (MMCP4002; M-PESA in whole shillings, MMCP4008) and its charges. */
export function checkAmount(locale: Locale, payee: TransferPayeeResolved, amount: number): Charges {
  const c = payee.channel;
  const rule = feeRule(c.transTypId, c.code);
  if (amount < rule.min || amount > rule.max) throw refuse(locale, 'MMCP4002', 'amount', { min: formatAmount(rule.min), max: formatAmount(rule.max) });
  if (c.rail === 'mpesa' && amount % 100 !== 0) throw refuse(locale, 'MMCP4008', 'amount');
  return chargesFor(c.transTypId, c.code, amount);
}

/** The charges of one run to a channel (the transfer's fee rule of its transaction type). */
export function chargesOf(channel: string, amount: number): Charges {
  const c = channelByCode(channel);
  return chargesFor(c?.transTypId ?? '110', channel, amount);
}

/** The money order of one run: a transfer draft of type 22, without a PIN. */
export async function runDraft(ctx: SessionContext, payee: TransferPayeeResolved, so: StandingOrderRow, requestId: string): Promise<OrderDraft> {
  const draft = await transferDraft(ctx, payee, { amount: Number(so.amount), requestId, remarks: so.reason ?? `Standing order ${so.name}` });
  return { ...draft, ordTyp: STANDING_ORDER_TYPE, requirePin: false, details: { ...draft.details, standingOrderNo: so.order_no } };
}

export function parsePayee(row: Pick<StandingOrderRow, 'payee'>): TransferPayee {
  try {
    return JSON.parse(row.payee) as TransferPayee;
  } catch {
    return {};
  }
}

export function standingOrderRecord(row: StandingOrderRow): StandingOrder {
  return {
    orderNo: row.order_no,
    name: row.name,
    category: row.category,
    reason: row.reason,
    amount: Number(row.amount),
    frequency: row.frequency,
    startDate: row.start_date,
    endDate: row.end_date,
    maxRuns: row.max_runs === null ? null : Number(row.max_runs),
    runsDone: Number(row.runs_done),
    nextDate: row.next_date,
    lastDate: row.last_date,
    rcvCnl: row.channel,
    payee: parsePayee(row),
    rcvNm: row.payee_name,
    rcvAcNo: row.payee_account,
    paySource: '1',
    status: row.status as StandingOrder['status'],
    createdAt: toNairobi14(row.created_at),
  };
}

/** A standing order of the business that is not deleted (MMCP5502 otherwise). */
export async function findStandingOrder(db: Kysely<Database>, merchantId: string, orderNo: string): Promise<StandingOrderRow> {
  const row = await db
    .selectFrom('standing_orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('order_no', '=', orderNo)
    .where('status', '!=', '2')
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP5502');
  return row;
}

/** Refuses a name another standing order of the business (not deleted) has: MMCP5500 on `name`. */
export async function checkNameFree(db: Kysely<Database>, locale: Locale, merchantId: string, key: string, exceptId?: string): Promise<void> {
  let q = db.selectFrom('standing_orders').select('id').where('merchant_id', '=', merchantId).where('name_key', '=', key).where('status', '!=', '2');
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw refuse(locale, 'MMCP5500', 'name');
}
