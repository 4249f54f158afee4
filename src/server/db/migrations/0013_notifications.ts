import type { Kysely } from 'kysely';

/**
 * Notifications (spec 000 sections 3, 4 and 9; spec 001 split bill): what the in-app messages of
 * 0010 gain (a picture, the 8-digit date of the order they are about, a page a 'View more' opens,
 * who shared it, and which e-mail and SMS digest carried it), each person's notification settings
 * (methods 01 e-mail, 02 SMS, 03 in-app; frequency d, w, m), and split bills (order type 25) with
 * one share per remitter, each share paid by a transfer order linked to it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('pic', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('ord_dt', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('link', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('shared_from_person_id', 'text').execute();
  // The digest that carried it by e-mail / SMS; '-' when that channel was not chosen at the time.
  await db.schema.alterTable('notifications').addColumn('email_digest', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('sms_digest', 'text').execute();
  await db.schema.createIndex('notifications_person_read_idx').on('notifications').columns(['person_id', 'read_flg']).execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('person_id', 'text', (c) => c.primaryKey().references('persons.id'))
    // Comma-separated method codes, e.g. '01,03'; in-app (03) is always on.
    .addColumn('methods', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('split_bills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('ord_no', 'text', (c) => c.notNull().unique())
    .addColumn('ord_typ', 'text', (c) => c.notNull())
    .addColumn('ord_dt', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('remarks', 'text')
    // The wallet the shares are paid into: the business owner's phone, and its name.
    .addColumn('pay_to_phone', 'text', (c) => c.notNull())
    .addColumn('pay_to_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('split_bills_merchant_idx').on('split_bills').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('split_bills_request_uq').on('split_bills').columns(['merchant_id', 'request_id']).unique().execute();

  await db.schema
    .createTable('split_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('split_id', 'text', (c) => c.notNull().references('split_bills.id'))
    // The share's own order number: what the remitter's notification carries.
    .addColumn('ord_no', 'text', (c) => c.notNull().unique())
    .addColumn('ord_dt', 'text', (c) => c.notNull())
    .addColumn('remitter_merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('remitter_person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('remitter_phone', 'text', (c) => c.notNull())
    .addColumn('remitter_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // The remitter's latest transfer order for this share (money_orders.ord_no of the remitter's business).
    .addColumn('pay_ord_no', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('split_shares_split_idx').on('split_shares').columns(['split_id']).execute();
  await db.schema.createIndex('split_shares_remitter_idx').on('split_shares').columns(['remitter_merchant_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('split_shares').ifExists().execute();
  await db.schema.dropTable('split_bills').ifExists().execute();
  await db.schema.dropTable('notification_settings').ifExists().execute();
  await db.schema.dropIndex('notifications_person_read_idx').ifExists().execute();
  for (const column of ['pic', 'ord_dt', 'link', 'shared_from_person_id', 'email_digest', 'sms_digest']) {
    await db.schema.alterTable('notifications').dropColumn(column).execute();
  }
}
