import type { Kysely } from 'kysely';
import type { Locale } from '../../../shared/i18n/messages';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';
import { refuse } from './checkout.pricing';

/**
 * One-time coupons (spec 001 section 3, promotion "one-time offer"): a coupon with `one_time = 'Y'`
 * is redeemed once per customer, the customer being their mobile number. Pricing refuses it for a
 * customer who already redeemed it (MMCP6212); the payment transaction, which takes the coupon,
 * checks again after locking the coupon row, so two sales racing with the same customer and coupon
 * redeem it once. A one-time coupon on a sale without a customer mobile is refused (MMCP6213).
 */
export function isOneTime(coupon: { one_time: string }): boolean {
  return coupon.one_time === 'Y';
}

/** Pricing (CalculatedAmount, UseCheckCouponNoInventory, PlaceOrder): refuses a coupon this customer already redeemed. */
export async function checkOneTime(db: Kysely<Database>, coupon: { id: string; one_time: string }, customerPhone: string | null | undefined, locale: Locale): Promise<void> {
  const phone = customerPhone ? normalizePhone(customerPhone) : null;
  if (!isOneTime(coupon) || !phone) return;
  if (await redeemedBy(db, coupon.id, phone)) throw refuse('MMCP6212', 'couponCode', locale);
}

/**
 * In the payment transaction, after the coupon's `used_count` update (which locks its row on
 * PostgreSQL and the database on SQLite): the sale's customer must not have redeemed a one-time
 * coupon on another order. The sale's phone is read inside the transaction (the M-PESA step sets
 * it) and is what the redemption records.
 */
export async function redemptionPhone(trx: Kysely<Database>, order: { id: string; coupon_id: string | null }, locale: Locale): Promise<string | null> {
  const sale = await trx.selectFrom('goods_orders').select('customer_phone').where('id', '=', order.id).executeTakeFirst();
  const phone = sale?.customer_phone ? (normalizePhone(sale.customer_phone) ?? sale.customer_phone) : null;
  if (!order.coupon_id) return phone;
  const coupon = await trx.selectFrom('coupons').select(['id', 'one_time']).where('id', '=', order.coupon_id).executeTakeFirst();
  if (!coupon || !isOneTime(coupon)) return phone;
  if (!phone) throw refuse('MMCP6213', 'customerPhone', locale);
  if (await redeemedBy(trx, coupon.id, phone, order.id)) throw refuse('MMCP6212', 'couponCode', locale);
  return phone;
}

async function redeemedBy(db: Kysely<Database>, couponId: string, phone: string, exceptOrderId?: string): Promise<boolean> {
  let q = db.selectFrom('coupon_redemptions').select('id').where('coupon_id', '=', couponId).where('customer_phone', '=', phone);
  if (exceptOrderId) q = q.where('order_id', '!=', exceptOrderId);
  return Boolean(await q.executeTakeFirst());
}
