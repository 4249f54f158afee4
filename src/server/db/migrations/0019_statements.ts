import type { Kysely } from 'kysely';

/**
 * Transaction records and account statements: the statements a business generated (a job renders
 * each into a file of the file service), and an index for the records' type filter.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('person_id', 'text', (c) => c.notNull())
    // The period, Nairobi days YYYYMMDD, both included.
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    // Only this order type (null: every entry).
    .addColumn('ord_typ', 'text')
    // pdf | csv | xlsx
    .addColumn('format', 'text', (c) => c.notNull())
    // Q queued, R generating, D done, F failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('row_count', 'integer')
    .addColumn('opening_balance', 'bigint')
    .addColumn('closing_balance', 'bigint')
    .addColumn('money_in', 'bigint')
    .addColumn('money_out', 'bigint')
    .addColumn('file_id', 'text')
    .addColumn('file_name', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    // The certified copy (function 1302): null none asked, Q being made, D ready, F failed.
    .addColumn('certified_status', 'text')
    .addColumn('certified_ref', 'text', (c) => c.unique())
    .addColumn('certified_person_id', 'text')
    .addColumn('certified_file_id', 'text')
    .addColumn('certified_file_name', 'text')
    .addColumn('certified_requested_at', 'text')
    .addColumn('certified_at', 'text')
    .execute();
  await db.schema.createIndex('statements_merchant_idx').on('statements').columns(['merchant_id', 'created_at', 'id']).execute();
  // Transaction records narrowed to one order type, newest first.
  await db.schema.createIndex('money_orders_merchant_type_idx').on('money_orders').columns(['merchant_id', 'ord_typ', 'created_at']).execute();
}
