import type { Kysely } from 'kysely';
import { DEFAULT_VAT_RATE_BP } from '../../../shared/dict/stores';
import type { Database } from '../../db/schema';

export interface SalesTax {
  /** Whether the business charges VAT on its sales. */
  registered: boolean;
  vatNo: string | null;
  /** The VAT rate in basis points (1600 = 16%); 0 when the business is not VAT-registered. */
  rateBp: number;
  /** The rate the business has set, registered or not (what the settings screen shows). */
  configuredRateBp: number;
  updatedAt: string | null;
}

/**
 * The business's sales tax, for checkout, receipts and invoices: the one place other areas read
 * the VAT rate. A business that never set it is not VAT-registered, at the default rate of 16%.
 */
export async function salesTaxOf(db: Kysely<Database>, merchantId: string): Promise<SalesTax> {
  const row = await db.selectFrom('sales_tax').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
  const configuredRateBp = row ? Number(row.rate_bp) : DEFAULT_VAT_RATE_BP;
  const registered = row?.vat_registered === 'Y';
  return { registered, vatNo: row?.vat_no ?? null, rateBp: registered ? configuredRateBp : 0, configuredRateBp, updatedAt: row?.updated_at ?? null };
}

/**
 * The VAT in a price, in minor units, rounded half up: `inclusive` when the price already holds
 * the tax (a shelf price: tax = price * rate / (1 + rate)), otherwise the tax on top of it.
 */
export function vatOf(amountMinor: number, rateBp: number, inclusive = true): number {
  if (!Number.isSafeInteger(amountMinor) || rateBp <= 0) return 0;
  const numerator = amountMinor * rateBp;
  const denominator = inclusive ? 10_000 + rateBp : 10_000;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
