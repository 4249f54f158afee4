import type { Kysely } from 'kysely';

/**
 * Top-up (spec 001 section 4): the bank cards a business has linked (masked; type 0 bank card /
 * 1 MoMo wallet, flag 1 valid / 0 invalid, card type 0 debit / 1 credit), and its PesaLink
 * registration (function 3705): one row per business, the phone it registered and the bank
 * account linked, R registered / N deregistered. Payment mobiles are in 0010.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('topup_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('card_kind', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('masked_no', 'text', (c) => c.notNull())
    .addColumn('card_flag', 'text', (c) => c.notNull())
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('topup_cards_merchant_idx').on('topup_cards').columns(['merchant_id', 'created_at']).execute();

  await db.schema
    .createTable('pesalink_registrations')
    .addColumn('merchant_id', 'text', (c) => c.primaryKey().references('merchants.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The directory: which business a registered phone belongs to (PesaLink phone lookups).
  await db.schema.createIndex('pesalink_registrations_phone_idx').on('pesalink_registrations').columns(['phone', 'status']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pesalink_registrations').execute();
  await db.schema.dropTable('topup_cards').execute();
}
