import type { Kysely } from 'kysely';

/**
 * Refunds of goods orders (spec 001 sections 3, 4 and 9: full or partial, with a reason).
 *
 * - `goods_refunds`: one refund of a sale. `refund_status` is the spec's refund order status
 *   (U1 initialize, WA waiting approval, AD approved) plus RJ when an approver refuses it;
 *   `pay_status` the spec's pay status of the money going back (U initial, W waiting approval,
 *   P processing, S success, F failed). `method` is the sale's payment method: the refund goes back
 *   the way the sale came (M-PESA B2C, wallet, cash recorded). `request_id` is unique per business,
 *   so a retried refund is made once. The money travels in a money order (`money_order_id`,
 *   order type 71) whose ledger entry takes it off the till (or the wallet) the sale paid into.
 * - `goods_refund_items`: the lines given back and the quantity of each (their stock goes back to
 *   inventory when the refund succeeds).
 *
 * Indexes on `goods_orders` for the order tabs: paging a tab (accept or pay status) of one store
 * newest first, and counting the tabs of a store, read an index only; a receipt number is found
 * by its index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('goods_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('refund_no', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().references('goods_orders.id'))
    .addColumn('till_id', 'text')
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('refund_type', 'text', (c) => c.notNull())
    .addColumn('reason_code', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('destination', 'text')
    .addColumn('refund_status', 'text', (c) => c.notNull())
    .addColumn('pay_status', 'text', (c) => c.notNull())
    .addColumn('money_order_id', 'text')
    .addColumn('approval_id', 'text')
    .addColumn('result_desc', 'text')
    .addColumn('stock_returned', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('goods_refunds_request_uq', ['merchant_id', 'request_id'])
    .execute();
  await db.schema.createIndex('goods_refunds_order_idx').on('goods_refunds').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('goods_refunds_merchant_idx').on('goods_refunds').columns(['merchant_id', 'store_id', 'created_at']).execute();
  await db.schema.createIndex('goods_refunds_pending_idx').on('goods_refunds').columns(['merchant_id', 'pay_status']).execute();

  await db.schema
    .createTable('goods_refund_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('refund_id', 'text', (c) => c.notNull().references('goods_refunds.id'))
    .addColumn('order_item_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_refund_items_refund_idx').on('goods_refund_items').columns(['refund_id']).execute();

  await db.schema.createIndex('goods_orders_accept_tab_idx').on('goods_orders').columns(['merchant_id', 'store_id', 'accept_status', 'created_at']).execute();
  await db.schema.createIndex('goods_orders_pay_tab_idx').on('goods_orders').columns(['merchant_id', 'store_id', 'pay_status', 'created_at']).execute();
  await db.schema.createIndex('goods_orders_pay_ref_idx').on('goods_orders').columns(['merchant_id', 'pay_ref']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('goods_orders_pay_ref_idx').execute();
  await db.schema.dropIndex('goods_orders_pay_tab_idx').execute();
  await db.schema.dropIndex('goods_orders_accept_tab_idx').execute();
  await db.schema.dropTable('goods_refund_items').execute();
  await db.schema.dropTable('goods_refunds').execute();
}
