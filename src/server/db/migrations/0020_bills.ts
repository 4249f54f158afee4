import type { Kysely } from 'kysely';

/**
 * Bills and airtime (spec 001 sections 2, 3, 7 and 9).
 *
 * - `bill_accounts`: accounts a business saved to pay again (CollectBillAccount), unique per
 *   business, biller and account number.
 * - `bill_orders`: what makes a money order (money_orders, ord_typ 61-6C) a bill payment: the
 *   biller, the account, the package, the plan that made it, what the biller gave (receipt, prepaid
 *   token and units) and the rating (one per paid order).
 * - `bill_plans`: regular bills and auto-recharge, paid on a day of each month; status 0 normal,
 *   1 paused, 2 deleted; unique per business, biller and account among plans not deleted.
 * - `bill_plan_runs`: one row per plan and month (YYYYMM), unique, so the monthly payment is made
 *   once however often the scheduler runs.
 * - `reward_points`: the points a business earned (10 per rating), unique per reason.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bill_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('biller', 'text', (c) => c.notNull())
    .addColumn('utility_kind', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text')
    .addColumn('nickname', 'text')
    .addColumn('package_code', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bill_accounts_unique', ['merchant_id', 'biller', 'account_no'])
    .execute();
  await db.schema.createIndex('bill_accounts_merchant_idx').on('bill_accounts').columns(['merchant_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('bill_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('plan_no', 'text', (c) => c.notNull().unique())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('biller', 'text', (c) => c.notNull())
    .addColumn('utility_kind', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text')
    .addColumn('package_code', 'text')
    .addColumn('name', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('pay_source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('last_period', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bill_plans_request_unique', ['merchant_id', 'request_id'])
    .execute();
  await db.schema.createIndex('bill_plans_merchant_idx').on('bill_plans').columns(['merchant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('bill_plans_due_idx').on('bill_plans').columns(['status', 'day']).execute();

  await db.schema
    .createTable('bill_plan_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('bill_plans.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('notified', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bill_plan_runs_unique', ['plan_id', 'period'])
    .execute();

  await db.schema
    .createTable('bill_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('money_orders.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('ord_no', 'text', (c) => c.notNull())
    .addColumn('biller', 'text', (c) => c.notNull())
    .addColumn('utility_kind', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text')
    .addColumn('package_code', 'text')
    .addColumn('package_name', 'text')
    .addColumn('plan_id', 'text')
    .addColumn('period', 'text')
    .addColumn('token', 'text')
    .addColumn('units', 'text')
    .addColumn('rating', 'integer')
    .addColumn('rating_comment', 'text')
    .addColumn('rated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_orders_merchant_idx').on('bill_orders').columns(['merchant_id', 'created_at', 'order_id']).execute();
  await db.schema.createIndex('bill_orders_ord_no_idx').on('bill_orders').columns(['merchant_id', 'ord_no']).execute();
  await db.schema.createIndex('bill_orders_plan_idx').on('bill_orders').columns(['plan_id', 'period']).execute();

  await db.schema
    .createTable('reward_points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reward_points_merchant_idx').on('reward_points').columns(['merchant_id', 'created_at']).execute();
}
