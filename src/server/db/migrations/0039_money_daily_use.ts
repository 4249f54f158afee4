import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * What each business has sent today on each transaction type, kept as one row a day: the daily
 * limit is checked at the pre-order and again at the pay step, and summing the day's orders there
 * grew with every order of the day (1.5 ms a pay step with 6,000 orders in a day).
 *
 * The database keeps the row itself, in the same transaction as the order's change: triggers on
 * `money_orders` add an outgoing order's amount when it starts to count (on its way P, sent S, or
 * waiting for an approver W) and take it off when it stops (failed, closed, reversed). No writer of
 * orders can forget it, the demo seed and the rails' answers included. The day is the Nairobi day
 * (UTC+3, no daylight saving) the order was made, as `usedToday` has always counted it.
 *
 * The sum no longer reads 0031's covering index, whose status column every pay step had to move.
 * The records filtered by transaction type keep an index on the type and the day, as 0028 had.
 */
const COUNTED = `('P', 'S', 'W')`;
const counted = (row: string) => `(${row}.direction = 'out' AND ${row}.status IN ${COUNTED})`;
/**
 * An update moves the day's use only when the order starts or stops counting, or a counted order's
 * amount, business, type or day changes: on its way to sent (P to S) or a receipt written costs nothing.
 */
const moves = (differ: string) => `${counted('OLD')} ${differ} ${counted('NEW')}
   OR (${counted('NEW')} AND (OLD.amount ${differ} NEW.amount OR OLD.merchant_id ${differ} NEW.merchant_id
       OR OLD.trans_typ_id ${differ} NEW.trans_typ_id OR OLD.created_at ${differ} NEW.created_at))`;

/** The day's use of the orders already there; `day` words an order's Nairobi day in the dialect. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
async function fill(db: Kysely<any>, day: (row: string) => string): Promise<void> {
  await sql
    .raw(`
INSERT INTO money_daily_use (merchant_id, trans_typ_id, day, amount)
SELECT merchant_id, trans_typ_id, ${day('money_orders')}, SUM(amount) FROM money_orders
 WHERE ${counted('money_orders')} GROUP BY 1, 2, 3`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('money_daily_use')
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('trans_typ_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_daily_use_pk', ['merchant_id', 'trans_typ_id', 'day'])
    .execute();
  await db.schema.createIndex('money_orders_type_idx').on('money_orders').columns(['merchant_id', 'trans_typ_id', 'created_at']).execute();
  await db.schema.dropIndex('money_orders_limits_cover_idx').execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const day = (row: string) => `to_char((${row}.created_at::timestamptz AT TIME ZONE 'UTC') + interval '3 hours', 'YYYYMMDD')`;
    await sql
      .raw(`
CREATE FUNCTION money_daily_use_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND ${counted('OLD')} THEN
    UPDATE money_daily_use SET amount = amount - OLD.amount
     WHERE merchant_id = OLD.merchant_id AND trans_typ_id = OLD.trans_typ_id AND day = ${day('OLD')};
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND ${counted('NEW')} THEN
    INSERT INTO money_daily_use (merchant_id, trans_typ_id, day, amount)
    VALUES (NEW.merchant_id, NEW.trans_typ_id, ${day('NEW')}, NEW.amount)
    ON CONFLICT (merchant_id, trans_typ_id, day) DO UPDATE SET amount = money_daily_use.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$`)
      .execute(db);
    await sql.raw('CREATE TRIGGER money_daily_use_ins AFTER INSERT OR DELETE ON money_orders FOR EACH ROW EXECUTE FUNCTION money_daily_use_track()').execute(db);
    await sql
      .raw(`
CREATE TRIGGER money_daily_use_upd AFTER UPDATE ON money_orders FOR EACH ROW
WHEN (${moves('IS DISTINCT FROM')})
EXECUTE FUNCTION money_daily_use_track()`)
      .execute(db);
    await fill(db, day);
    return;
  }

  const day = (row: string) => `strftime('%Y%m%d', ${row}.created_at, '+3 hours')`;
  const add = (row: string) => `
    INSERT INTO money_daily_use (merchant_id, trans_typ_id, day, amount)
    SELECT ${row}.merchant_id, ${row}.trans_typ_id, ${day(row)}, ${row}.amount
     WHERE ${counted(row)}
    ON CONFLICT (merchant_id, trans_typ_id, day) DO UPDATE SET amount = amount + excluded.amount;`;
  const remove = (row: string) => `
    UPDATE money_daily_use SET amount = amount - ${row}.amount
     WHERE ${counted(row)}
       AND merchant_id = ${row}.merchant_id AND trans_typ_id = ${row}.trans_typ_id AND day = ${day(row)};`;
  await sql.raw(`CREATE TRIGGER money_daily_use_ins AFTER INSERT ON money_orders BEGIN ${add('NEW')} END`).execute(db);
  await sql.raw(`CREATE TRIGGER money_daily_use_del AFTER DELETE ON money_orders BEGIN ${remove('OLD')} END`).execute(db);
  await sql
    .raw(`
CREATE TRIGGER money_daily_use_upd AFTER UPDATE OF status, amount, direction, merchant_id, trans_typ_id, created_at ON money_orders
WHEN ${moves('IS NOT')}
BEGIN ${remove('OLD')} ${add('NEW')} END`)
    .execute(db);
  await fill(db, day);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('DROP TRIGGER money_daily_use_upd ON money_orders').execute(db);
    await sql.raw('DROP TRIGGER money_daily_use_ins ON money_orders').execute(db);
    await sql.raw('DROP FUNCTION money_daily_use_track()').execute(db);
  } else {
    await sql.raw('DROP TRIGGER money_daily_use_upd').execute(db);
    await sql.raw('DROP TRIGGER money_daily_use_del').execute(db);
    await sql.raw('DROP TRIGGER money_daily_use_ins').execute(db);
  }
  await db.schema.dropTable('money_daily_use').execute();
  await db.schema
    .createIndex('money_orders_limits_cover_idx')
    .on('money_orders')
    .columns(['merchant_id', 'trans_typ_id', 'created_at', 'direction', 'status', 'amount'])
    .execute();
  await db.schema.dropIndex('money_orders_type_idx').execute();
}
