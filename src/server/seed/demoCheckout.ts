import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Coupons the demo business's cashiers can use at once at /checkout/index (there is no promotions
 * screen yet): an amount off, a percentage off with a cap, a store-only one, a used-up one and an
 * expired one, so every answer of the coupon check can be seen.
 */
const KES = 100;
const DAY_MS = 24 * 3600_000;

export async function seedDemoCheckout(db: Kysely<Database>, demo: { merchantId: string; mainStoreId: string; branchStoreId: string }): Promise<void> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const base = { merchant_id: demo.merchantId, promotion_id: null, gift_name: null, gift_image: null, pay_code: null, static_qr: null, created_at: iso(now - 10 * DAY_MS), updated_at: iso(now - 10 * DAY_MS) };
  const coupons = [
    { id: 'coupon-demo-welcome', code: 'WELCOME100', name: 'KES 100 off orders from KES 500', coupon_type: 'A', amount: 100 * KES, percentage: null, max_discount: null, min_order_amount: 500 * KES, store_id: null, one_time: 'N', total_quantity: null, used_count: 3, status: '02', start_at: iso(now - 10 * DAY_MS), end_at: iso(now + 365 * DAY_MS) },
    { id: 'coupon-demo-save10', code: 'SAVE10', name: '10% off, up to KES 500', coupon_type: 'P', amount: null, percentage: 1000, max_discount: 500 * KES, min_order_amount: 0, store_id: null, one_time: 'N', total_quantity: 1000, used_count: 12, status: '02', start_at: iso(now - 10 * DAY_MS), end_at: iso(now + 90 * DAY_MS) },
    { id: 'coupon-demo-westlands', code: 'WEST50', name: 'KES 50 off at Westlands', coupon_type: 'A', amount: 50 * KES, percentage: null, max_discount: null, min_order_amount: 200 * KES, store_id: demo.branchStoreId, one_time: 'N', total_quantity: null, used_count: 0, status: '02', start_at: iso(now - 10 * DAY_MS), end_at: iso(now + 90 * DAY_MS) },
    { id: 'coupon-demo-gone', code: 'FLASH20', name: 'KES 20 off, first 5 customers', coupon_type: 'A', amount: 20 * KES, percentage: null, max_discount: null, min_order_amount: 0, store_id: null, one_time: 'N', total_quantity: 5, used_count: 5, status: '02', start_at: iso(now - 10 * DAY_MS), end_at: iso(now + 30 * DAY_MS) },
    { id: 'coupon-demo-expired', code: 'JUNE15', name: 'June sale', coupon_type: 'P', amount: null, percentage: 1500, max_discount: null, min_order_amount: 0, store_id: null, one_time: 'N', total_quantity: null, used_count: 40, status: '04', start_at: iso(now - 200 * DAY_MS), end_at: iso(now - 150 * DAY_MS) },
    // No minimum: on the free-amount counter an amount below KES 50 shows 'The paid amount cannot be below the coupon amount.'
    { id: 'coupon-demo-take50', code: 'TAKE50', name: 'KES 50 off, no minimum', coupon_type: 'A', amount: 50 * KES, percentage: null, max_discount: null, min_order_amount: 0, store_id: null, one_time: 'N', total_quantity: null, used_count: 0, status: '02', start_at: iso(now - 10 * DAY_MS), end_at: iso(now + 365 * DAY_MS) },
    // One-time offer: each customer (by mobile) redeems it once (docs/areas/checkout.md).
    { id: 'coupon-demo-first', code: 'FIRST200', name: 'KES 200 off your first order from KES 1,000', coupon_type: 'A', amount: 200 * KES, percentage: null, max_discount: null, min_order_amount: 1000 * KES, store_id: null, one_time: 'Y', total_quantity: null, used_count: 0, status: '02', start_at: iso(now - 10 * DAY_MS), end_at: iso(now + 365 * DAY_MS) },
  ];
  await db.insertInto('coupons').values(coupons.map((c) => ({ ...base, ...c }))).execute();
}
