import { type Kysely, sql } from 'kysely';

/**
 * Standing orders (spec 001 sections 2, 3, 5 and 8): a fixed amount sent to one payee on a
 * schedule, through the money core (order type 22).
 *
 * - `standing_orders`: the order's name, payee (the transfer payee fields as JSON, and what the
 *   screens show of it), amount, frequency, start and optional end date or number of runs, the next
 *   and last run dates (YYYYMMDD, Nairobi) and its status (0 normal, 1 paused, 2 deleted,
 *   3 finished). A name is unique per business among orders not deleted.
 * - `standing_order_runs`: one row per order and run date, unique, so a date is paid once however
 *   often (or on however many nodes) the scheduler runs.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('standing_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('max_runs', 'integer')
    .addColumn('runs_done', 'integer', (c) => c.notNull())
    .addColumn('next_date', 'text')
    .addColumn('last_date', 'text')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('payee', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text')
    .addColumn('payee_account', 'text')
    .addColumn('pay_source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('standing_orders_request_unique', ['merchant_id', 'request_id'])
    .execute();
  await db.schema.createIndex('standing_orders_merchant_idx').on('standing_orders').columns(['merchant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('standing_orders_due_idx').on('standing_orders').columns(['status', 'next_date']).execute();
  await db.schema
    .createIndex('standing_orders_name_unique')
    .on('standing_orders')
    .columns(['merchant_id', 'name_key'])
    .unique()
    .where(sql.ref('status'), '<>', '2')
    .execute();

  await db.schema
    .createTable('standing_order_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('standing_order_id', 'text', (c) => c.notNull().references('standing_orders.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('run_date', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('standing_order_runs_unique', ['standing_order_id', 'run_date'])
    .execute();
  await db.schema.createIndex('standing_order_runs_order_idx').on('standing_order_runs').columns(['standing_order_id', 'run_date']).execute();
}
