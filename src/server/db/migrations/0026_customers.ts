import type { Kysely } from 'kysely';

/**
 * Customers (spec 001 sections 2, 3, 5 and 7): a business's customer book, bulk uploads and the
 * messages sent to customers.
 *
 * - `customers`: one customer of a customer book. A book is a store's (`book_store_id`): the main
 *   store's, shared by every store that uses the main store's customers, or a store's own. The
 *   mobile (254 + 9 digits) is unique in a book. `state` 1 active, 0 inactive; `black_flg` Y on the
 *   blacklist (no messages go to them).
 * - `customer_batches`: one bulk upload (a CSV of at most 100 rows) with its outcome; a file with
 *   a bad row adds nobody, and its row errors are kept in `customer_batch_errors`.
 * - `customer_notices`: one message sent to chosen customers by e-mail (01), SMS (02) or in-app
 *   (03); `customer_notice_recipients` one row per customer with its outcome (S sent, F failed and
 *   why), so the failures can be listed and tried again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('book_store_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('gender', 'text')
    .addColumn('birthday', 'text')
    .addColumn('anniversary', 'text')
    .addColumn('note', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('black_flg', 'text', (c) => c.notNull())
    .addColumn('black_reason', 'text')
    .addColumn('black_at', 'text')
    .addColumn('batch_id', 'text')
    .addColumn('person_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customers_mobile_unique').on('customers').columns(['merchant_id', 'book_store_id', 'mobile']).unique().execute();
  await db.schema.createIndex('customers_book_idx').on('customers').columns(['merchant_id', 'book_store_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('customers_black_idx').on('customers').columns(['merchant_id', 'book_store_id', 'black_flg', 'created_at']).execute();

  await db.schema
    .createTable('customer_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('book_store_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('added_rows', 'integer', (c) => c.notNull())
    .addColumn('failed_rows', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text')
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_batches_book_idx').on('customer_batches').columns(['merchant_id', 'book_store_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('customer_batch_errors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batch_id', 'text', (c) => c.notNull().references('customer_batches.id'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('value', 'text')
    .execute();
  await db.schema.createIndex('customer_batch_errors_batch_idx').on('customer_batch_errors').columns(['batch_id', 'row_no']).execute();

  await db.schema
    .createTable('customer_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('book_store_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('person_id', 'text')
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_notices_book_idx').on('customer_notices').columns(['merchant_id', 'book_store_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('customer_notice_recipients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('notice_id', 'text', (c) => c.notNull().references('customer_notices.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('outbox_id', 'text')
    .addColumn('notification_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_notice_recipients_notice_idx').on('customer_notice_recipients').columns(['notice_id', 'status', 'id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['customer_notice_recipients', 'customer_notices', 'customer_batch_errors', 'customer_batches', 'customers']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
