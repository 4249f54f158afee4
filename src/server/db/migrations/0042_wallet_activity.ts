import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Whether an order belongs to the wallet's activity (QryWalletTransList, /home), kept on the order:
 * 0 not the wallet's (a till's money: posted only elsewhere, or a collection for a till), 1 the
 * wallet's with nothing posted yet (a request still waiting, a collection the customer declined),
 * 2 posted to the business's wallet. The activity shows 1 and 2. Its total asked each order whether
 * one of its entries posted to the wallet: 200 ms with a year's 60,000 orders (bench/history.ts).
 * The column sits in money_orders_merchant_idx, so the count walks that index alone.
 *
 * The database keeps the column itself, in the same transaction as the write, as 0039 keeps the
 * day's use, so no writer can forget it:
 * - a new order naming a till's account to credit (`details.creditAccountId`) starts at 0;
 * - an order's first entry sets 1 to 0 (its money went somewhere);
 * - a posting to the order's business's wallet (`wal:` and the business's id) sets 2, which stays:
 *   an entry voided later still shows its order, as the activity always has.
 */
const WALLET = `'wal:' || money_orders.merchant_id`;
const TILL_COLLECTION = `LIKE '%"creditAccountId"%'`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
async function fill(db: Kysely<any>): Promise<void> {
  await sql
    .raw(`
UPDATE money_orders SET wallet_activity = CASE
  WHEN EXISTS (SELECT 1 FROM journal_entries e JOIN postings p ON p.entry_id = e.id
                WHERE e.order_id = money_orders.id AND p.account_id = ${WALLET}) THEN 2
  WHEN EXISTS (SELECT 1 FROM journal_entries e WHERE e.order_id = money_orders.id) THEN 0
  WHEN details ${TILL_COLLECTION} THEN 0
  ELSE 1 END`)
    .execute(db);
}

const BEFORE = ['merchant_id', 'created_at', 'id', 'status', 'direction', 'amount', 'fee', 'excise', 'vat'];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('money_orders')
    .addColumn('wallet_activity', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await fill(db);
  await db.schema.dropIndex('money_orders_merchant_idx').execute();
  await db.schema
    .createIndex('money_orders_merchant_idx')
    .on('money_orders')
    .columns([...BEFORE, 'wallet_activity'])
    .execute();

  const till = 'UPDATE money_orders SET wallet_activity = 0 WHERE id = NEW.id AND wallet_activity = 1;';
  const entry = 'UPDATE money_orders SET wallet_activity = 0 WHERE id = NEW.order_id AND wallet_activity = 1;';
  const wallet = `UPDATE money_orders SET wallet_activity = 2
     WHERE id = (SELECT order_id FROM journal_entries WHERE id = NEW.entry_id)
       AND ${WALLET} = NEW.account_id AND wallet_activity < 2;`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const fn = (name: string, body: string) => sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`).execute(db);
    await fn('wallet_activity_till', till);
    await fn('wallet_activity_entry', entry);
    await fn('wallet_activity_posting', wallet);
    await sql
      .raw(`CREATE TRIGGER wallet_activity_till AFTER INSERT ON money_orders FOR EACH ROW WHEN (NEW.details ${TILL_COLLECTION}) EXECUTE FUNCTION wallet_activity_till()`)
      .execute(db);
    await sql
      .raw('CREATE TRIGGER wallet_activity_entry AFTER INSERT ON journal_entries FOR EACH ROW WHEN (NEW.order_id IS NOT NULL) EXECUTE FUNCTION wallet_activity_entry()')
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER wallet_activity_posting AFTER INSERT ON postings FOR EACH ROW WHEN (left(NEW.account_id, 4) = 'wal:') EXECUTE FUNCTION wallet_activity_posting()`)
      .execute(db);
    return;
  }
  await sql.raw(`CREATE TRIGGER wallet_activity_till AFTER INSERT ON money_orders WHEN NEW.details ${TILL_COLLECTION} BEGIN ${till} END`).execute(db);
  await sql.raw(`CREATE TRIGGER wallet_activity_entry AFTER INSERT ON journal_entries WHEN NEW.order_id IS NOT NULL BEGIN ${entry} END`).execute(db);
  await sql.raw(`CREATE TRIGGER wallet_activity_posting AFTER INSERT ON postings WHEN substr(NEW.account_id, 1, 4) = 'wal:' BEGIN ${wallet} END`).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [trigger, table] of [
    ['wallet_activity_posting', 'postings'],
    ['wallet_activity_entry', 'journal_entries'],
    ['wallet_activity_till', 'money_orders'],
  ]) {
    await sql.raw(postgres ? `DROP TRIGGER ${trigger} ON ${table}` : `DROP TRIGGER ${trigger}`).execute(db);
    if (postgres) await sql.raw(`DROP FUNCTION ${trigger}()`).execute(db);
  }
  await db.schema.dropIndex('money_orders_merchant_idx').execute();
  await db.schema.createIndex('money_orders_merchant_idx').on('money_orders').columns(BEFORE).execute();
  await db.schema.alterTable('money_orders').dropColumn('wallet_activity').execute();
}
