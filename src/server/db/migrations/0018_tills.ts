import type { Kysely } from 'kysely';

/**
 * Tills, the payments customers make to them, and their settlement (spec 001 sections 2-5, 7).
 *
 * - `tills`: a till belongs to a store; its number is allocated by the server and unique on the
 *   platform (a deleted till keeps its number, so no customer ever pays a reused one). Status 0
 *   activated, 1 deactivated. `settle_method` 0 real time, 1 scheduled end of day, 2 manual,
 *   3 balance threshold; null follows the store's setting (`till_store_settings`).
 * - `till_payments`: one row per payment to a till, unique per network transaction id (a
 *   confirmation delivered twice is one payment); a cashier may claim it against a sale once.
 * - `till_settlements`: money moved from a till to the store's settlement destination; unique per
 *   till and period, so a settlement job run twice for one period moves money once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
    .addColumn('till_no', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('settle_method', 'text')
    .addColumn('settle_threshold', 'bigint')
    .addColumn('remarks', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('tills_merchant_idx').on('tills').columns(['merchant_id', 'store_id', 'created_at']).execute();

  await db.schema
    .createTable('till_store_settings')
    .addColumn('store_id', 'text', (c) => c.primaryKey().references('stores.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('settle_method', 'text', (c) => c.notNull())
    .addColumn('settle_threshold', 'bigint')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('till_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('trans_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('payer_name', 'text')
    .addColumn('payer_phone', 'text')
    .addColumn('reference', 'text')
    .addColumn('claim_ref', 'text')
    .addColumn('claim_note', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('till_payments_trans_uq', ['source', 'trans_id'])
    .execute();
  await db.schema.createIndex('till_payments_till_idx').on('till_payments').columns(['till_id', 'created_at']).execute();
  await db.schema.createIndex('till_payments_merchant_idx').on('till_payments').columns(['merchant_id', 'created_at']).execute();

  await db.schema
    .createTable('till_settlements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('excise', 'bigint', (c) => c.notNull())
    .addColumn('vat', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('result_desc', 'text')
    .addColumn('person_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('till_settlements_period_uq', ['till_id', 'period'])
    .execute();
  await db.schema.createIndex('till_settlements_merchant_idx').on('till_settlements').columns(['merchant_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('till_settlements').execute();
  await db.schema.dropTable('till_payments').execute();
  await db.schema.dropTable('till_store_settings').execute();
  await db.schema.dropTable('tills').execute();
}
