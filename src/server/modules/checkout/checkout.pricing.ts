import type { Kysely, Selectable } from 'kysely';
import { type CartInput, type CheckoutTotals, offerDiscountOf } from '../../../shared/actions/checkout';
import { type Locale, type MessageCode, messageText } from '../../../shared/i18n/messages';
import { isSellable } from '../../../shared/rules/inventory';
import type { CouponTable, Database } from '../../db/schema';
import { nowIso } from '../../db/util';
import { BizError } from '../../http/errors';
import { salesTaxOf, vatOf } from '../stores/salesTax';
import { checkOneTime } from './oneTimeCoupon';

/**
 * Prices a cart the way the server is the authority on: an inventory line's price is the product's
 * selling price (price less its discount) now, and only a product on the shelf can be priced
 * (MMCP5822 names one off shelf, pending or deleted); a free-amount line is what the cashier typed. Then
 * the offer discount (A amount or P basis points), the coupon, and the VAT inside the total at the
 * business's sales-tax rate (src/server/modules/stores/salesTax.ts).
 */
export type CouponRow = Selectable<CouponTable>;

export interface PricedCart extends CheckoutTotals {
  discountType: string | null;
  discountValue: number | null;
  couponRow: CouponRow | null;
}

/** A refusal with its own catalogue code that names the field it is about. */
export function refuse(code: MessageCode, field: string, locale: Locale, params: Record<string, string | number> = {}): BizError {
  return new BizError(code, params, {}, [{ field, message: messageText(code, locale, params) }]);
}

/** The coupon as checkout can use it now, or the refusal: invalid (MMCP5901) or unavailable (MMCP5904). */
export async function usableCoupon(db: Kysely<Database>, merchantId: string, storeId: string, code: string, locale: Locale): Promise<CouponRow> {
  const row = await db.selectFrom('coupons').selectAll().where('merchant_id', '=', merchantId).where('code', '=', code.trim().toUpperCase()).executeTakeFirst();
  const now = nowIso();
  if (row?.status !== '02' || row.start_at > now || row.end_at < now || (row.store_id && row.store_id !== storeId)) {
    throw refuse('MMCP5901', 'couponCode', locale);
  }
  if (row.total_quantity !== null && Number(row.used_count) >= Number(row.total_quantity)) throw refuse('MMCP5904', 'couponCode', locale);
  return row;
}

/** What a coupon takes off an amount (minor units); cashback and gift coupons take nothing at the counter. */
export function couponValue(coupon: CouponRow, amount: number): number {
  if (coupon.coupon_type === 'A') return Number(coupon.amount ?? 0);
  if (coupon.coupon_type === 'P') {
    const off = Math.floor((amount * Number(coupon.percentage ?? 0)) / 10_000);
    return coupon.max_discount !== null ? Math.min(off, Number(coupon.max_discount)) : off;
  }
  return 0;
}

export function couponInfoOf(c: CouponRow) {
  return {
    couponCode: c.code,
    name: c.name,
    couponType: c.coupon_type,
    amount: c.amount === null ? null : Number(c.amount),
    percentage: c.percentage === null ? null : Number(c.percentage),
    minOrderAmount: Number(c.min_order_amount),
    giftName: c.gift_name,
    endAt: c.end_at,
  };
}

/** Checks a coupon against an amount (the free-amount checkout): amount first, not below the coupon. */
export async function checkCouponForAmount(db: Kysely<Database>, merchantId: string, storeId: string, code: string, amount: number | null | undefined, locale: Locale, customerPhone?: string | null) {
  if (!amount || amount <= 0) throw refuse('MMCP5908', 'amount', locale);
  const coupon = await usableCoupon(db, merchantId, storeId, code, locale);
  await checkOneTime(db, coupon, customerPhone, locale);
  if (amount < Number(coupon.min_order_amount)) throw refuse('MMCP5904', 'couponCode', locale);
  const value = couponValue(coupon, amount);
  if (amount < value) throw refuse('MMCP5907', 'amount', locale);
  return { coupon: couponInfoOf(coupon), couponCodeAmount: value, remainingAmount: amount - value };
}

export async function priceCart(db: Kysely<Database>, merchantId: string, storeId: string, cart: CartInput, locale: Locale): Promise<PricedCart> {
  if (cart.items.length === 0) throw refuse('MMCP5914', 'items', locale);
  const productIds = cart.items.flatMap((i) => ('productId' in i ? [i.productId] : []));
  const products = productIds.length
    ? await db
        .selectFrom('products')
        .select(['id', 'name', 'price', 'discount', 'stock', 'publish_status', 'deleted_at'])
        .where('merchant_id', '=', merchantId)
        .where('id', 'in', productIds)
        .execute()
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const items = cart.items.map((item, index) => {
    const lineNo = index + 1;
    if ('productId' in item) {
      const p = byId.get(item.productId);
      if (!p) throw refuse('MMCP5802', `items.${index}.productId`, locale);
      // Off shelf, pending or deleted since it was added to the cart (or to a suspended sale).
      if (!isSellable({ publishStatus: p.publish_status, deletedAt: p.deleted_at })) throw refuse('MMCP5822', `items.${index}.productId`, locale, { name: p.name });
      const unitPrice = Number(p.price) - Number(p.discount);
      const stock = Number(p.stock);
      return { lineNo, itemType: 'I' as const, productId: p.id, name: p.name, unitPrice, quantity: item.quantity, lineTotal: unitPrice * item.quantity, stock };
    }
    return { lineNo, itemType: 'N' as const, productId: null, name: item.name, unitPrice: item.unitPrice, quantity: item.quantity, lineTotal: item.unitPrice * item.quantity, stock: null };
  });
  // Stock must suffice for the whole cart (the payment takes it for good, atomically).
  const wanted = new Map<string, number>();
  items.forEach((line) => {
    if (line.productId) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  });
  items.forEach((line, index) => {
    if (line.productId && (wanted.get(line.productId) ?? 0) > (line.stock ?? 0)) throw refuse('MMCP5801', `items.${index}.quantity`, locale);
  });
  const subTotalAmount = items.reduce((s, l) => s + l.lineTotal, 0);
  const discountType = cart.discountType && cart.discountValue ? cart.discountType : null;
  const discountValue = discountType ? (cart.discountValue ?? 0) : null;
  if (discountType === 'P' && (discountValue ?? 0) > 10_000) throw refuse('MMCP5910', 'discountValue', locale);
  const offerDiscountAmount = offerDiscountOf(subTotalAmount, discountType, discountValue);
  if (offerDiscountAmount > subTotalAmount) throw refuse('MMCP5910', 'discountValue', locale);
  let couponRow: CouponRow | null = null;
  let couponCodeAmount = 0;
  if (cart.couponCode) {
    couponRow = await usableCoupon(db, merchantId, storeId, cart.couponCode, locale);
    await checkOneTime(db, couponRow, cart.customerPhone, locale);
    if (subTotalAmount - offerDiscountAmount < Number(couponRow.min_order_amount)) throw refuse('MMCP5904', 'couponCode', locale);
    couponCodeAmount = couponValue(couponRow, subTotalAmount - offerDiscountAmount);
  }
  if (offerDiscountAmount + couponCodeAmount > subTotalAmount) throw refuse('MMCP5910', 'couponCode', locale);
  const totalAmount = subTotalAmount - offerDiscountAmount - couponCodeAmount;
  const tax = await salesTaxOf(db, merchantId);
  return {
    items,
    itemCount: items.reduce((s, l) => s + l.quantity, 0),
    subTotalAmount,
    offerDiscountAmount,
    couponCodeAmount,
    vatRate: tax.rateBp,
    vatAmount: vatOf(totalAmount, tax.rateBp, true),
    totalAmount,
    coupon: couponRow ? couponInfoOf(couponRow) : null,
    discountType,
    discountValue,
    couponRow,
  };
}
