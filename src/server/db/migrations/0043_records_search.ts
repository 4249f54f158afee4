import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The transaction records searched by a word or number (QueryDasOrderInfoPage with `keyword`)
 * match the order number, the receipt, the phone and a part of the name or account. No index can
 * find a part of a text, so every order of the business is tested; on SQLite that read each of a
 * year's 60,000 wide rows, 25 to 47 ms for each of the page, the count and the totals.
 * money_orders_merchant_idx now also holds the columns the keyword reads, so the count and totals
 * walk the index alone, and the page tests each order on the index and reads only the rows it
 * shows (SQLite reads a row only when a column outside the index is needed): about 13 ms a
 * statement. The columns before them stay as 0042 left them, in the same order, so every plan that
 * sorted or searched on the index still does.
 *
 * The plain columns, not lower(...) of them: lower-casing from the index costs little beside
 * reading the row (measured), and a plain index is kept by the database on every write, with
 * nothing for a writer of money orders (moneyOrderRow) or a trigger to keep.
 *
 * SQLite only. PostgreSQL plans these searches as a scan of the table whatever the index holds (it
 * keeps to a sequential or bitmap scan even with sequential scans turned off; 23 to 28 ms at
 * 60,000 orders either way), so a wider index there would only cost every write of an order, and a
 * long name could pass its limit of about 2.7 KB an index entry.
 */
const BEFORE = ['merchant_id', 'created_at', 'id', 'status', 'direction', 'amount', 'fee', 'excise', 'vat', 'wallet_activity'];
const AFTER = [...BEFORE, 'ord_no', 'receipt', 'counterparty_phone', 'counterparty_name', 'counterparty_account'];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
async function rebuild(db: Kysely<any>, columns: string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.dropIndex('money_orders_merchant_idx').execute();
  await db.schema.createIndex('money_orders_merchant_idx').on('money_orders').columns(columns).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, AFTER);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, BEFORE);
}
