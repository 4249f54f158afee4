import { type Kysely, sql } from 'kysely';

/**
 * Selling at the counter (spec 001 sections 2-5, 7): goods orders, their lines and history,
 * coupons, payment codes and payment attempts.
 *
 * - `goods_orders`: one sale. Four status columns, each the spec's own codes:
 *   `pay_status` (order payment: U1 WP HS PS FP WR MR SR), `goods_status` (goods order: U1 WP PS FP
 *   MR SR PR), `accept_status` (order accept: U1 SP NO OG CP PD CL) and `detail_status` (WP BP CP PP
 *   ED FT ST CF BF WA WM RF RP RQ). Money columns are integer minor units. `request_id` is the
 *   cashier's client request id, unique per business, so a retried PlaceOrder makes one order.
 * - `goods_order_items`: the lines; `product_id` is the inventory area's product (null for a
 *   free-amount line). `refunded_qty` belongs to the orders area's refunds.
 * - `goods_order_events`: the order's history (create, pay, hang, resume, cancel, accept, pick,
 *   complete, refund, receipt), for the detail screens.
 * - `goods_order_payments`: each attempt to pay an order (cash, M-PESA STK push, wallet, pay code,
 *   QR). At most one succeeded attempt per order (partial unique index), so a callback delivered
 *   twice, or two cashiers confirming at once, pays the order once.
 * - `coupons`: the promotion coupon fields used at checkout (amount A, percentage P, cashback C,
 *   gift G); code unique per business. `coupon_redemptions`: once per coupon and order.
 * - `payment_codes`: a code a customer pays (GenerateCode), tied to an order or open-amount; status
 *   W waiting, S paid, C closed, E expired; receive flag 1 open / 0 closed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('goods_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('till_id', 'text')
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('pay_status', 'text', (c) => c.notNull())
    .addColumn('goods_status', 'text', (c) => c.notNull())
    .addColumn('accept_status', 'text', (c) => c.notNull())
    .addColumn('detail_status', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('discount_type', 'text')
    .addColumn('discount_value', 'bigint')
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('coupon_id', 'text')
    .addColumn('coupon_code', 'text')
    .addColumn('coupon_amount', 'bigint', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('vat', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('paid_amount', 'bigint', (c) => c.notNull())
    .addColumn('cash_received', 'bigint')
    .addColumn('change_amount', 'bigint')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('pay_ref', 'text')
    .addColumn('money_order_id', 'text')
    .addColumn('remarks', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('hung_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('closed_at', 'text')
    .addUniqueConstraint('goods_orders_request_uq', ['merchant_id', 'request_id'])
    .execute();
  await db.schema.createIndex('goods_orders_store_idx').on('goods_orders').columns(['merchant_id', 'store_id', 'created_at']).execute();
  await db.schema.createIndex('goods_orders_status_idx').on('goods_orders').columns(['merchant_id', 'pay_status', 'created_at']).execute();
  await db.schema.createIndex('goods_orders_customer_idx').on('goods_orders').columns(['merchant_id', 'customer_id', 'created_at']).execute();
  await db.schema.createIndex('goods_orders_phone_idx').on('goods_orders').columns(['merchant_id', 'customer_phone']).execute();

  await db.schema
    .createTable('goods_order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('goods_orders.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'bigint', (c) => c.notNull())
    .addColumn('refunded_qty', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_order_items_order_idx').on('goods_order_items').columns(['order_id', 'line_no']).execute();
  await db.schema.createIndex('goods_order_items_product_idx').on('goods_order_items').columns(['merchant_id', 'product_id']).execute();

  await db.schema
    .createTable('goods_order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('goods_orders.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('pay_status', 'text')
    .addColumn('accept_status', 'text')
    .addColumn('person_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_order_events_order_idx').on('goods_order_events').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('goods_order_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('goods_orders.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tendered', 'bigint')
    .addColumn('change_amount', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payer_phone', 'text')
    .addColumn('money_order_id', 'text')
    .addColumn('network_ref', 'text')
    .addColumn('result_desc', 'text')
    .addColumn('person_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('goods_order_payments_order_idx').on('goods_order_payments').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('goods_order_payments_ref_idx').on('goods_order_payments').columns(['network_ref']).execute();
  await db.schema
    .createIndex('goods_order_payments_paid_uq')
    .on('goods_order_payments')
    .columns(['order_id'])
    .unique()
    .where(sql.ref('status'), '=', 'S')
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text')
    .addColumn('promotion_id', 'text')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('coupon_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('percentage', 'integer')
    .addColumn('max_discount', 'bigint')
    .addColumn('min_order_amount', 'bigint', (c) => c.notNull())
    .addColumn('gift_name', 'text')
    .addColumn('gift_image', 'text')
    .addColumn('pay_code', 'text')
    .addColumn('static_qr', 'text')
    .addColumn('one_time', 'text', (c) => c.notNull())
    .addColumn('total_quantity', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('coupons_code_uq', ['merchant_id', 'code'])
    .execute();
  await db.schema.createIndex('coupons_merchant_idx').on('coupons').columns(['merchant_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('coupon_redemptions_uq', ['coupon_id', 'order_id'])
    .execute();
  await db.schema.createIndex('coupon_redemptions_merchant_idx').on('coupon_redemptions').columns(['merchant_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('till_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rcv_flg', 'text', (c) => c.notNull())
    .addColumn('payer_phone', 'text')
    .addColumn('money_order_id', 'text')
    .addColumn('person_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_codes_merchant_idx').on('payment_codes').columns(['merchant_id', 'store_id', 'created_at']).execute();
  await db.schema.createIndex('payment_codes_order_idx').on('payment_codes').columns(['order_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_codes').execute();
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('coupons').execute();
  await db.schema.dropTable('goods_order_payments').execute();
  await db.schema.dropTable('goods_order_events').execute();
  await db.schema.dropTable('goods_order_items').execute();
  await db.schema.dropTable('goods_orders').execute();
}
