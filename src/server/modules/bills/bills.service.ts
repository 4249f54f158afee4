import { type Kysely, sql } from 'kysely';
import type { UtilityBill } from '../../../shared/actions/bills';
import { type Biller, billOrderType, billerByCode } from '../../../shared/dict/bills';
import { type Locale, type MessageCode, messageText } from '../../../shared/i18n/messages';
import { formatAmount } from '../../../shared/format/money';
import { billAccountProblem, normalizeBillAccount } from '../../../shared/rules/bills';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/util';
import { BizError, ruleError } from '../../http/errors';
import { feeRule } from '../../ledger/fees';
import { BillAccountRefused } from '../../rails/billers';
import { RailUnavailable } from '../../rails/rail';
import type { MoneyRuntime, OrderDraft, OrderRow } from '../money/orders';

/**
 * What turns a biller, an account and an amount into a money order of type 61-6C, and what the
 * biller says of an account. The money moves through the core (`createOrder`, `payOrder`,
 * `executeOrder`) only; the billers rail (src/server/rails/billers) validates and pays.
 */

export const UTILITY_TRANS_TYP_ID = '125';

/** A refusal naming the field, with the catalogue code itself as the envelope's code. */
export function refuse(locale: Locale, code: MessageCode, field: string, params: Record<string, string | number> = {}): BizError {
  return new BizError(code, params, {}, [{ field, message: messageText(code, locale, params) }]);
}

export interface BillTarget {
  biller: Biller;
  accountNo: string;
}

/** The biller and the account number as stored, or the field's refusal (same rules as the browser). */
export function billTarget(locale: Locale, billerCode: string, accountNo: string): BillTarget {
  const biller = billerByCode(billerCode);
  if (!biller) throw refuse(locale, 'MMCP5400', 'biller');
  const problem = billAccountProblem(biller, accountNo);
  if (problem) throw ruleError(locale, 'accountNo', problem);
  return { biller, accountNo: normalizeBillAccount(biller, accountNo) };
}

/** The amount limits of a bill of this biller's kind (fee rule 125, or 125:<kind>). */
export function billLimits(biller: Biller): { min: number; max: number } {
  const rule = feeRule(UTILITY_TRANS_TYP_ID, biller.kind);
  return { min: rule.min, max: rule.max };
}

/** Asks the biller about an account: its holder, the amount due, the packages. */
export async function lookupBill(runtime: MoneyRuntime, locale: Locale, target: BillTarget): Promise<UtilityBill> {
  try {
    const found = await runtime.rails.billers.lookupAccount(target.biller.code, target.accountNo);
    const limits = billLimits(target.biller);
    return {
      biller: target.biller.code,
      billerName: target.biller.name,
      utilityKind: target.biller.kind,
      mode: target.biller.mode,
      accountNo: target.accountNo,
      accountName: found.accountName,
      amountDue: found.amountDue,
      dueDate: found.dueDate,
      packages: found.packages,
      minAmount: limits.min,
      maxAmount: limits.max,
    };
  } catch (error) {
    if (error instanceof BillAccountRefused) {
      throw refuse(locale, error.code === 'ACCOUNT_CLOSED' ? 'MMCP5403' : 'MMCP5402', 'accountNo');
    }
    if (error instanceof RailUnavailable) throw new BizError('MMCP5404');
    throw error;
  }
}

/** The chosen package of a package biller, whose price the amount must be. */
export function checkPackage(locale: Locale, bill: UtilityBill, packageCode: string | undefined | null, amount: number) {
  if (bill.mode !== 'package') return null;
  const pkg = bill.packages.find((p) => p.code === packageCode);
  if (!pkg) throw refuse(locale, 'MMCP5405', 'packageCode');
  if (pkg.amount !== amount) throw refuse(locale, 'MMCP5406', 'amount', { amount: formatAmount(pkg.amount) });
  return pkg;
}

/** The money order of a bill: type 61-6C, transaction type 125, channel the utility kind, on the billers rail. */
export function billDraft(
  target: BillTarget,
  values: { amount: number; requestId: string; accountName: string | null; packageCode: string | null; remarks?: string | null; regular: boolean },
): OrderDraft {
  const { biller, accountNo } = target;
  return {
    ordTyp: billOrderType(biller.kind, values.regular),
    transTypId: UTILITY_TRANS_TYP_ID,
    direction: 'out',
    rail: 'billers',
    channel: biller.kind,
    amount: values.amount,
    requestId: values.requestId,
    counterparty: {
      name: values.accountName,
      account: accountNo,
      phone: biller.mode === 'airtime' ? accountNo : null,
      bank: biller.name,
    },
    payout: { kind: 'biller', biller: biller.code, accountNo, packageCode: values.packageCode },
    remarks: values.remarks ?? null,
    details: { biller: biller.code, packageCode: values.packageCode },
    requirePin: !values.regular,
  };
}

/** Records what makes the order a bill (once; a repeat changes nothing). */
export async function recordBillOrder(
  db: Kysely<Database>,
  order: OrderRow,
  target: BillTarget,
  extra: { accountName: string | null; packageCode: string | null; packageName: string | null; planId?: string | null; period?: string | null },
): Promise<void> {
  await db
    .insertInto('bill_orders')
    .values({
      order_id: order.id,
      merchant_id: order.merchant_id,
      ord_no: order.ord_no,
      biller: target.biller.code,
      utility_kind: target.biller.kind,
      account_no: target.accountNo,
      account_name: extra.accountName,
      package_code: extra.packageCode,
      package_name: extra.packageName,
      plan_id: extra.planId ?? null,
      period: extra.period ?? null,
      token: null,
      units: null,
      rating: null,
      rating_comment: null,
      rated_at: null,
      created_at: order.created_at ?? nowIso(),
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/**
 * Fetches what paid prepaid bills gave (the token and units) from the biller for the orders that
 * lack it: the outcome that settles an order carries the receipt only.
 */
export async function fillTokens(runtime: MoneyRuntime, merchantId: string, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const prepaid = ['KPLC_PREPAID'];
  const missing = await runtime.db
    .selectFrom('bill_orders as b')
    .innerJoin('money_orders as o', 'o.id', 'b.order_id')
    .select('b.order_id')
    // By the page's ids, the business checked on those rows (loadBillOrders says why).
    .where(sql<string>`b.merchant_id || ''`, '=', merchantId)
    .where('b.order_id', 'in', orderIds)
    .where('b.biller', 'in', prepaid)
    .where('b.token', 'is', null)
    .where('o.status', '=', 'S')
    .execute();
  for (const row of missing) {
    const receipt = await runtime.rails.billers.receiptOf(row.order_id);
    if (receipt?.status === 'SUCCESS' && receipt.token) {
      await runtime.db
        .updateTable('bill_orders')
        .set({ token: receipt.token, units: receipt.units })
        .where('order_id', '=', row.order_id)
        .where('token', 'is', null)
        .execute();
    }
  }
}
