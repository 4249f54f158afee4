import type { Kysely } from 'kysely';

/**
 * The daily limit check of every money pre-order sums what the business sent today on one
 * transaction type (`usedToday` in modules/money/orders.ts). Without this index it walked all of
 * the business's orders of the day; with it, only that type's.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('money_orders_limits_idx').on('money_orders').columns(['merchant_id', 'trans_typ_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('money_orders_limits_idx').execute();
}
