import type { Kysely } from 'kysely';
import { type FrequentPayCode, PAY_SUB, type PayKind } from '../../../shared/actions/payByCode';
import { BILL_ACCOUNT, SHORT_CODE } from '../../../shared/rules/payByCode';
import type { Database } from '../../db/schema';
import { toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { RailUnavailable } from '../../rails/rail';
import type { OrderDraft } from '../money/orders';
import { tillByNumber } from '../tills/tills.queries';
import { findReceiveCode } from '../wallet/wallet.queries';

/**
 * Pay by code: whom a till number, paybill or pay code pays, and the money order that pays it.
 * A till of a business on this platform is paid by the tills area's order (wallet to till); an
 * M-PESA till or paybill by the M-PESA rail (B2B buy goods / pay bill); a {product} pay code
 * (receive code or merchant number, decoded as QueryPayCode does) wallet to wallet.
 */

/** Sub-type codes (spec 001 section 3), kept as the order's channel. */
export const SUB_TILL = PAY_SUB.till;
export const SUB_BILL = PAY_SUB.bill;
/** A {product} pay code is paid to the merchant's wallet ({product} Merchant channel). */
export const SUB_CODE = PAY_SUB.code;

const UNKNOWN = () => new BizError('MMCP5601', {}, { field: 'payCode' });

export type PayTarget =
  | { route: 'platformTill'; tillNo: string; name: string; merchantId: string }
  | { route: 'mpesa'; kind: 'till' | 'bill'; shortCode: string; name: string }
  | { route: 'code'; code: string; name: string; merchantId: string };

/** The network's name for a till or paybill; null when M-PESA knows no such number. */
async function mpesaLookup(ctx: SessionContext, shortCode: string, tillCode: '2' | '4') {
  // Safaricom's Daraja has no look-up of a short code: on the real network the number is paid as
  // typed (named by its number) and the network's B2B answer decides; a refusal voids the order.
  if (ctx.config.rails.mpesa.baseUrl) return { shortCode, name: shortCode, type: tillCode };
  try {
    return await ctx.money.rails.mpesa.lookupShortCode(shortCode);
  } catch (error) {
    if (error instanceof RailUnavailable) throw new BizError('MMCP5605', {}, { field: 'payCode' });
    // A lookup the network refuses for another reason names nothing we can pay.
    ctx.log.warn({ err: error }, 'M-PESA short code lookup refused');
    return null;
  }
}

/** A till number (tillCode 2) or paybill (4): ours first, else M-PESA's. Unknown or disabled: 'Pay code and till must exist'. */
export async function resolveShortCode(ctx: SessionContext, shortCode: string, tillCode: '2' | '4'): Promise<PayTarget> {
  if (!SHORT_CODE.test(shortCode)) throw UNKNOWN();
  if (tillCode === '2') {
    const till = await tillByNumber(ctx.db, shortCode);
    if (till) {
      if (till.status !== '0') throw UNKNOWN();
      if (till.merchant_id === ctx.session.merchantId) throw new BizError('MMCP5604', {}, { field: 'payCode' });
      const merchant = await ctx.db.selectFrom('merchants').select('name').where('id', '=', till.merchant_id).executeTakeFirstOrThrow();
      return { route: 'platformTill', tillNo: till.till_no, name: `${merchant.name} (${till.name})`, merchantId: till.merchant_id };
    }
  }
  // The provider's own paybill takes customers' payments; the business pays a pay code instead.
  if (shortCode === ctx.money.mpesaShortCode) throw UNKNOWN();
  const info = await mpesaLookup(ctx, shortCode, tillCode);
  if (!info || info.type !== tillCode) throw UNKNOWN();
  return { route: 'mpesa', kind: tillCode === '2' ? 'till' : 'bill', shortCode, name: info.name };
}

/** A {product} pay code: a receive code that is open, or a merchant number. */
export async function resolvePayCode(ctx: SessionContext, raw: string): Promise<PayTarget> {
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z0-9]{4,20}$/.test(code)) throw UNKNOWN();
  const row = await findReceiveCode(ctx.db, code);
  if (row && row.rcv_flg !== '1') throw UNKNOWN();
  const merchant = row
    ? await ctx.db.selectFrom('merchants').select(['id', 'name', 'status']).where('id', '=', row.merchant_id).executeTakeFirst()
    : await ctx.db.selectFrom('merchants').select(['id', 'name', 'status']).where('merc_no', '=', code).executeTakeFirst();
  if (!merchant) throw UNKNOWN();
  if (merchant.id === ctx.session.merchantId) throw new BizError('MMCP5604', {}, { field: 'payCode' });
  return { route: 'code', code, name: row?.store_name ? `${merchant.name} (${row.store_name})` : merchant.name, merchantId: merchant.id };
}

export async function resolveTarget(ctx: SessionContext, kind: PayKind, payCode: string): Promise<PayTarget> {
  if (kind === 'code') return resolvePayCode(ctx, payCode);
  return resolveShortCode(ctx, payCode.trim(), kind === 'till' ? '2' : '4');
}

/** What a pay-by-code order keeps beside the core's fields (money_orders.details). */
export interface PayByCodeDetails {
  payKind: PayKind;
  payCode: string;
  accountNo?: string | null;
}

/** The money order of an M-PESA till or paybill, or of a pay code (a platform till is the tills area's order). */
export function payDraft(target: Exclude<PayTarget, { route: 'platformTill' }>, input: { amount: number; requestId: string; remarks?: string | null; accountNo?: string | null }): OrderDraft {
  const base = { ordTyp: '42' as const, transTypId: '111', direction: 'out' as const, amount: input.amount, requestId: input.requestId, remarks: input.remarks?.trim() || null };
  if (target.route === 'code') {
    return {
      ...base,
      rail: 'internal',
      channel: SUB_CODE,
      counterparty: { name: target.name, account: target.code, merchantId: target.merchantId },
      details: { payKind: 'code', payCode: target.code } satisfies PayByCodeDetails,
    };
  }
  if (target.kind === 'bill') {
    const accountNo = input.accountNo?.trim() ?? '';
    if (!BILL_ACCOUNT.test(accountNo)) throw new BizError('MMCP5606', {}, { field: 'accountNo' });
    return {
      ...base,
      rail: 'mpesa',
      channel: SUB_BILL,
      counterparty: { name: target.name, account: target.shortCode },
      payout: { kind: 'paybill', shortCode: target.shortCode, accountReference: accountNo },
      details: { payKind: 'bill', payCode: target.shortCode, accountNo } satisfies PayByCodeDetails,
    };
  }
  return {
    ...base,
    rail: 'mpesa',
    channel: SUB_TILL,
    counterparty: { name: target.name, account: target.shortCode },
    payout: { kind: 'till', shortCode: target.shortCode },
    details: { payKind: 'till', payCode: target.shortCode } satisfies PayByCodeDetails,
  };
}

/** How many past orders the quick picks are drawn from (the latest, by the merchant's order index). */
const FREQUENT_WINDOW = 300;

/**
 * The business's most used tills, paybills and pay codes: its latest pay-to-till orders that went
 * through (or are on their way), grouped by what they paid, ranked by count and then recency.
 */
export async function frequentPayCodes(db: Kysely<Database>, merchantId: string, kind: PayKind | undefined, limit: number): Promise<FrequentPayCode[]> {
  const rows = await db
    .selectFrom('money_orders')
    .select(['channel', 'counterparty_account', 'counterparty_name', 'amount', 'details', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('ord_typ', '=', '42')
    .where('direction', '=', 'out')
    .where('status', 'in', ['P', 'S'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(FREQUENT_WINDOW)
    .execute();
  const groups = new Map<string, FrequentPayCode & { at: string }>();
  for (const row of rows) {
    let details: Partial<PayByCodeDetails> = {};
    try {
      details = JSON.parse(row.details ?? '{}') as Partial<PayByCodeDetails>;
    } catch {
      details = {};
    }
    // Orders of the tills area (pay to a till here) carry no pay kind: they are tills.
    const payKind: PayKind = details.payKind ?? (row.channel === SUB_BILL ? 'bill' : row.channel === SUB_CODE ? 'code' : 'till');
    const payCode = details.payCode ?? row.counterparty_account;
    if (!payCode || (kind && payKind !== kind)) continue;
    const accountNo = payKind === 'bill' ? (details.accountNo ?? null) : null;
    const key = `${payKind}|${payCode}|${accountNo ?? ''}`;
    const seen = groups.get(key);
    if (seen) seen.count += 1;
    else {
      groups.set(key, { payKind, payCode, accountNo, name: row.counterparty_name, count: 1, lastAmount: Number(row.amount), lastPaidAt: toNairobi14(row.created_at), at: row.created_at });
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit)
    .map(({ at: _at, ...rest }) => rest);
}
