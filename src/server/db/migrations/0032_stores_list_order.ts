import type { Kysely } from 'kysely';

/**
 * The store switcher's list (QueryStoreList) and a new session's store (`defaultStore`) read a
 * business's stores head office first, then oldest first. This index gives them in that order, so
 * neither query sorts. It replaces 0001's (merchant_id, created_at, id), which its columns lead.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('stores_merchant_list_idx').on('stores').columns(['merchant_id', 'head_office desc', 'created_at', 'id']).execute();
  await db.schema.dropIndex('stores_merchant_created_idx').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('stores_merchant_created_idx').on('stores').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('stores_merchant_list_idx').execute();
}
