import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ledgerViolations } from '../ledger/ledger';
import { moneyOrderRow, usedToday } from '../modules/money/orders';
import { withTestApp } from '../testing/harness';
import { migrationProvider } from './database';
import { nairobiDayStartIso, newId, nowIso, toNairobi14 } from './util';

/**
 * The day's use the daily limit reads (migration 0039) is kept by the database on both dialects:
 * every insert, status change and delete of an outgoing order moves it, whoever writes the row, and
 * the migration fills it from the orders already there.
 */
const t = withTestApp();
const MERCHANT = 'merc-demo';
const TYPE = '110';

async function insertOrder(status: 'U' | 'W' | 'P' | 'S' | 'F', amount: number, createdAt = nowIso()): Promise<string> {
  const id = newId();
  await t.database.db
    .insertInto('money_orders')
    .values({
      ...moneyOrderRow({ id, merchant_id: MERCHANT, ord_typ: '02', trans_typ_id: TYPE, direction: 'out', rail: 'wallet', amount, status, request_id: id }),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

const setStatus = (id: string, status: 'U' | 'W' | 'P' | 'S' | 'F') => t.database.db.updateTable('money_orders').set({ status }).where('id', '=', id).execute();
const used = () => usedToday(t.database.db, MERCHANT, TYPE);

describe("the day's use of the daily limit", () => {
  it('counts an order from when it is on its way until it fails, and only on the Nairobi day it was made', async () => {
    const before = await used();
    const id = await insertOrder('U', 500);
    expect(await used()).toBe(before);
    await setStatus(id, 'W');
    expect(await used()).toBe(before + 500);
    await setStatus(id, 'P');
    expect(await used()).toBe(before + 500);
    await setStatus(id, 'S');
    expect(await used()).toBe(before + 500);
    await t.database.db.updateTable('money_orders').set({ amount: 700 }).where('id', '=', id).execute();
    expect(await used()).toBe(before + 700);
    const failed = await insertOrder('P', 300);
    expect(await used()).toBe(before + 1000);
    await setStatus(failed, 'F');
    expect(await used()).toBe(before + 700);
    await t.database.db.deleteFrom('money_orders').where('id', '=', id).execute();
    expect(await used()).toBe(before);

    // The last millisecond of yesterday in Nairobi (20:59:59.999 UTC) and the first of today.
    const todayEarly = nairobiDayStartIso(toNairobi14(nowIso()).slice(0, 8));
    const yesterdayLate = new Date(Date.parse(todayEarly) - 1).toISOString();
    await insertOrder('S', 40, yesterdayLate);
    expect(await used()).toBe(before);
    await insertOrder('S', 60, todayEarly);
    expect(await used()).toBe(before + 60);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('is filled from the orders already there when the migration runs, and kept again after it', async () => {
    const before = await used();
    expect(before).toBeGreaterThan(0);
    const migrator = new Migrator({ db: t.database.db, provider: migrationProvider });
    const down = await migrator.migrateTo('0038_audit_detail_text');
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toContain('0039_money_daily_use');
    expect(await used()).toBe(before);
    await insertOrder('P', 25);
    expect(await used()).toBe(before + 25);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
