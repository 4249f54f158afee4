import type { Kysely } from 'kysely';

/**
 * The orders list's staff filter (QueryGoodsOrderList `operatorId`): one person's orders of the
 * business, newest first, read from this index instead of walking every order of the store.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('goods_orders_person_idx').on('goods_orders').columns(['merchant_id', 'person_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('goods_orders_person_idx').execute();
}
