import type { Kysely } from 'kysely';

/**
 * The business: its details and bank account, support documents, stakeholders with invitation
 * codes, the KYC transfer matrix, plans and subscriptions, and changes waiting for approval.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of [
    ['industry', 'text'],
    ['sector', 'text'],
    ['description', 'text'],
    ['photo_file_id', 'text'],
    ['alt_phone', 'text'],
    ['address', 'text'],
    ['county', 'text'],
    ['town', 'text'],
    ['postal_address', 'text'],
    ['postal_code', 'text'],
    ['website', 'text'],
    ['kra_pin', 'text'],
    ['reg_no', 'text'],
    ['bank_name', 'text'],
    ['bank_branch', 'text'],
    ['bank_account_no', 'text'],
    ['bank_account_name', 'text'],
    ['owner_person_id', 'text'],
  ] as const) {
    await db.schema.alterTable('merchants').addColumn(name, type).execute();
  }
  await db.schema.createIndex('merchants_reg_no_uq').on('merchants').column('reg_no').unique().execute();
  await db.schema.createIndex('merchants_kra_pin_idx').on('merchants').column('kra_pin').execute();
  await db.schema.createIndex('merchants_parent_idx').on('merchants').column('parent_id').execute();

  await db.schema
    .createTable('merchant_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('merchant_documents_merchant_idx').on('merchant_documents').column('merchant_id').execute();

  await db.schema
    .createTable('stakeholders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('person_id', 'text', (c) => c.references('persons.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('block_status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('invite_code', 'text', (c) => c.unique())
    .addColumn('invite_expires_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stakeholders_merchant_idx').on('stakeholders').columns(['merchant_id', 'created_at']).execute();

  await db.schema
    .createTable('kyc_matrix')
    .addColumn('trans_typ_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kyc_zero_flg', 'text', (c) => c.notNull())
    .addColumn('kyc_one_flg', 'text', (c) => c.notNull())
    .addColumn('kyc_two_flg', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('period_months', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('plan_code', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    /** U unpaid invoice, P paid */
    .addColumn('pay_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_merchant_idx').on('subscriptions').columns(['merchant_id', 'created_at']).execute();

  await db.schema
    .createTable('business_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    /** P pending, S approved, F rejected */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema.createIndex('business_changes_merchant_idx').on('business_changes').columns(['merchant_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['business_changes', 'subscriptions', 'plans', 'kyc_matrix', 'stakeholders', 'merchant_documents']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropIndex('merchants_parent_idx').ifExists().execute();
  await db.schema.dropIndex('merchants_kra_pin_idx').ifExists().execute();
  await db.schema.dropIndex('merchants_reg_no_uq').ifExists().execute();
  for (const c of ['owner_person_id', 'bank_account_name', 'bank_account_no', 'bank_branch', 'bank_name', 'reg_no', 'kra_pin', 'website', 'postal_code', 'postal_address', 'town', 'county', 'address', 'alt_phone', 'photo_file_id', 'description', 'sector', 'industry']) {
    await db.schema.alterTable('merchants').dropColumn(c).execute();
  }
}
