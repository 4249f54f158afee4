import { type Kysely, sql } from 'kysely';

/**
 * Beneficiaries (a business's saved payees), beneficiary groups and their members (spec 001
 * section 3). Everything belongs to one merchant; `payee_key` is what makes two payees the same
 * (channel and number), unique per merchant, and group names are unique per merchant whatever
 * their case.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('beneficiaries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    // rcvCnl (src/shared/dict/money.ts), rcvTyp A account / M mobile money
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('payee_type', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('account_no', 'text')
    .addColumn('bank_code', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('account_reference', 'text')
    // The business a {product}-wallet payee (channels 28, 30) is paid into.
    .addColumn('target_merchant_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('payee_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('beneficiaries_merchant_idx').on('beneficiaries').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('beneficiaries_payee_uq').on('beneficiaries').columns(['merchant_id', 'payee_key']).unique().execute();

  await db.schema
    .createTable('beneficiary_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('beneficiary_groups_merchant_idx').on('beneficiary_groups').columns(['merchant_id', 'created_at', 'id']).execute();
  // An expression index: both SQLite and PostgreSQL accept lower(name).
  await db.schema
    .createIndex('beneficiary_groups_name_uq')
    .on('beneficiary_groups')
    .columns(['merchant_id'])
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  await db.schema
    .createTable('beneficiary_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('beneficiary_groups.id').onDelete('cascade'))
    .addColumn('beneficiary_id', 'text', (c) => c.notNull().references('beneficiaries.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('beneficiary_group_members_pk', ['group_id', 'beneficiary_id'])
    .execute();
  await db.schema.createIndex('beneficiary_group_members_bnf_idx').on('beneficiary_group_members').column('beneficiary_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['beneficiary_group_members', 'beneficiary_groups', 'beneficiaries']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
