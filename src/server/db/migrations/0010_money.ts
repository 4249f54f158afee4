import type { Kysely } from 'kysely';

/**
 * Money I: the double-entry ledger (accounts, entries, postings), the job table, money orders
 * (top-ups, transfers, withdrawals, requests to pay, plan invoices), payment mobiles, receive
 * codes and the person's notifications.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null for the provider's own accounts (fee income, taxes, network clearing).
    .addColumn('merchant_id', 'text', (c) => c.references('merchants.id'))
    // wallet | fee_income | vat | excise | clearing:<rail> | suspense
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('KES'))
    // Sum of the postings of posted entries (minor units).
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    // Money held by pending entries (the outgoing side of a reservation).
    .addColumn('reserved', 'bigint', (c) => c.notNull().defaultTo(0))
    // Lowest available balance allowed; null: no floor (provider accounts).
    .addColumn('floor', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_accounts_owner_uq').on('ledger_accounts').columns(['merchant_id', 'kind']).unique().execute();

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idem_key', 'text', (c) => c.notNull().unique())
    // P pending (reserved), S posted, V voided
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema.createIndex('journal_entries_order_idx').on('journal_entries').column('order_id').execute();

  await db.schema
    .createTable('postings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('journal_entries.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // fee | vat | excise | principal, so statements can show fees and taxes on their own lines
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('postings_entry_idx').on('postings').column('entry_id').execute();
  await db.schema.createIndex('postings_account_idx').on('postings').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Unique while it matters: one chase per order, one expiry per offer.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('payload', 'text', (c) => c.notNull())
    // Q queued, R running (leased), D done, F failed for good
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('money_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text')
    .addColumn('person_id', 'text')
    .addColumn('ord_no', 'text', (c) => c.notNull().unique())
    .addColumn('ord_typ', 'text', (c) => c.notNull())
    .addColumn('trans_typ_id', 'text', (c) => c.notNull())
    // out: money leaves the wallet; in: money comes in
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('rail', 'text', (c) => c.notNull())
    .addColumn('channel', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('excise', 'bigint', (c) => c.notNull())
    .addColumn('vat', 'bigint', (c) => c.notNull())
    // U waiting for the PIN, P processing, S success, F failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('auth_tx_code', 'text')
    .addColumn('counterparty_name', 'text')
    .addColumn('counterparty_phone', 'text')
    .addColumn('counterparty_account', 'text')
    .addColumn('counterparty_bank', 'text')
    .addColumn('counterparty_merchant_id', 'text')
    .addColumn('beneficiary_id', 'text')
    .addColumn('batch_id', 'text')
    .addColumn('remarks', 'text')
    .addColumn('details', 'text')
    .addColumn('network_ref', 'text')
    .addColumn('receipt', 'text')
    .addColumn('result_code', 'text')
    .addColumn('result_desc', 'text')
    .addColumn('deadline_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('money_orders_request_uq').on('money_orders').columns(['merchant_id', 'request_id']).unique().execute();
  await db.schema.createIndex('money_orders_merchant_idx').on('money_orders').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('money_orders_status_idx').on('money_orders').columns(['status', 'deadline_at']).execute();

  await db.schema
    .createTable('payment_mobiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_mobiles_uq').on('payment_mobiles').columns(['merchant_id', 'phone']).unique().execute();

  await db.schema
    .createTable('receive_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_id', 'text')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint')
    // 1 open, 0 closed (receive flag)
    .addColumn('rcv_flg', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('receive_codes_merchant_idx').on('receive_codes').columns(['merchant_id', 'created_at']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    // 0 notice, L loan, 1 split bill
    .addColumn('mess_typ', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('ord_no', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('read_flg', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_person_idx').on('notifications').columns(['person_id', 'created_at']).execute();
}
