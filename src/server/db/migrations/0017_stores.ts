import { type Kysely, sql } from 'kysely';

/**
 * Stores (spec 001 sections 3-5): the store's contact and address details, its administrator, the
 * options to use the main store's inventory, customers and beneficiaries, the provider's review of
 * a publish request (review_status U waiting, null none; a rejection sets push_flag R with the
 * reason), the payment notification methods (push_types), and where its settlement goes
 * (settle_channel 1 bank account, 2 merchant, 4 bank card, 5 mobile money; null: the business
 * wallet). name_key (the lower-cased name) keeps store names unique within a business.
 * Storefront: one row per store, its weekday hours and its customers' reviews. Sales tax: one row
 * per business (rate in basis points: 1600 = 16%).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  const text = [
    'name_key',
    'address_detail',
    'mobile',
    'email',
    'contact_person',
    'description',
    'admin_person_id',
    'county',
    'city',
    'street',
    'residence',
    'region',
    'building_id',
    'push_types',
    'review_status',
    'review_reason',
    'reviewed_at',
    'reviewer_name',
    'settle_channel',
    'settle_account_no',
    'settle_account_name',
    'settle_bank_code',
    'settle_branch_code',
    'updated_at',
  ];
  // SQLite adds one column per statement.
  for (const column of text) await db.schema.alterTable('stores').addColumn(column, 'text').execute();
  for (const flag of ['use_main_inventory', 'use_main_customers', 'use_main_beneficiaries']) {
    await db.schema.alterTable('stores').addColumn(flag, 'text', (c) => c.notNull().defaultTo('N')).execute();
  }
  await db.schema.alterTable('stores').addColumn('latitude', 'real').execute();
  await db.schema.alterTable('stores').addColumn('longitude', 'real').execute();
  await sql`update stores set name_key = lower(name)`.execute(db);
  await db.schema.createIndex('stores_merchant_name_key_idx').on('stores').columns(['merchant_id', 'name_key']).unique().execute();
  await db.schema.createIndex('stores_merchant_status_idx').on('stores').columns(['merchant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('stores_review_idx').on('stores').columns(['review_status', 'updated_at']).execute();

  await db.schema
    .createTable('storefronts')
    .addColumn('store_id', 'text', (c) => c.primaryKey().references('stores.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('banner_file_id', 'text', (c) => c.references('files.id'))
    .addColumn('display_name', 'text')
    .addColumn('legal_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('facebook', 'text')
    .addColumn('instagram', 'text')
    .addColumn('x_handle', 'text')
    .addColumn('tiktok', 'text')
    .addColumn('payment_methods', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text')
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('return_policy', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_hours')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
    // 1 Monday ... 7 Sunday (ISO weekday).
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('closed', 'text', (c) => c.notNull())
    .addColumn('open_time', 'text')
    .addColumn('close_time', 'text')
    .addPrimaryKeyConstraint('store_hours_pk', ['store_id', 'weekday'])
    .execute();

  await db.schema
    .createTable('store_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_reviews_store_idx').on('store_reviews').columns(['store_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('sales_tax')
    .addColumn('merchant_id', 'text', (c) => c.primaryKey().references('merchants.id'))
    .addColumn('vat_registered', 'text', (c) => c.notNull())
    .addColumn('vat_no', 'text')
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sales_tax').execute();
  await db.schema.dropTable('store_reviews').execute();
  await db.schema.dropTable('store_hours').execute();
  await db.schema.dropTable('storefronts').execute();
  await db.schema.dropIndex('stores_review_idx').execute();
  await db.schema.dropIndex('stores_merchant_status_idx').execute();
  await db.schema.dropIndex('stores_merchant_name_key_idx').execute();
}
