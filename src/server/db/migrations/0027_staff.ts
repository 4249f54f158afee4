import type { Kysely } from 'kysely';

/**
 * Staff (spec 001 sections 2, 3 and 6): the people a business adds to sign in by username.
 *
 * - `staff_members`: one row per staff member of a business: the person (a login identity with a
 *   username), the position shown on the details page, the role group picked in the role tree, the
 *   ID number, and the status A active, P pending (invited, not signed in yet), F frozen, D deleted.
 *   The membership of the person mirrors the status, so sessions end the moment it is not A.
 *   Paged by (merchant_id, created_at, id).
 * - `staff_stores`: the stores a staff member works in; their sessions stay inside them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('role_group', 'text', (c) => c.notNull())
    .addColumn('id_no', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('staff_members_person_uq', ['merchant_id', 'person_id'])
    .execute();
  await db.schema.createIndex('staff_members_merchant_idx').on('staff_members').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('staff_members_id_no_idx').on('staff_members').columns(['merchant_id', 'id_no']).execute();

  await db.schema
    .createTable('staff_stores')
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_members.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_stores_pk', ['staff_id', 'store_id'])
    .execute();
  await db.schema.createIndex('staff_stores_store_idx').on('staff_stores').columns(['merchant_id', 'store_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_stores').ifExists().execute();
  await db.schema.dropTable('staff_members').ifExists().execute();
}
