import type { Kysely } from 'kysely';

/**
 * Counts and totals of a year of history (bench/history.ts: 60,000 wallet orders, 100,000 audit
 * rows) read every row of the business to answer a page's `total`. Each index below keeps the
 * columns of the one it replaces first, in the same order (so every plan that sorted or searched on
 * it still does), and adds what those counts read, so they walk the index alone:
 * - journal_entries_order_idx gains the entry's id: the wallet's activity asks per order whether
 *   one of its entries posted to the wallet, and each answer looked the entry's row up for its id;
 * - money_orders_merchant_idx gains the status, direction and amounts: the records' total and
 *   their money in and out (QueryDasOrderInfoPage) read every order's row;
 * - audit_trail_merchant_created_idx gains the person's name: the trail filtered by a part of it
 *   read every row of the business to count the matches.
 */
const INDEXES = [
  { name: 'journal_entries_order_idx', table: 'journal_entries', before: ['order_id'], after: ['order_id', 'id'] },
  {
    name: 'money_orders_merchant_idx',
    table: 'money_orders',
    before: ['merchant_id', 'created_at', 'id'],
    after: ['merchant_id', 'created_at', 'id', 'status', 'direction', 'amount', 'fee', 'excise', 'vat'],
  },
  { name: 'audit_trail_merchant_created_idx', table: 'audit_trail', before: ['merchant_id', 'created_at', 'id'], after: ['merchant_id', 'created_at', 'id', 'operator_name'] },
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
async function rebuild(db: Kysely<any>, to: 'before' | 'after'): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.dropIndex(index.name).execute();
    await db.schema.createIndex(index.name).on(index.table).columns(index[to]).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, 'after');
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, 'before');
}
