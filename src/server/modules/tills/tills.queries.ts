import type { Kysely, Selectable } from 'kysely';
import type { Till } from '../../../shared/actions/tills';
import { DEFAULT_SETTLE_METHOD } from '../../../shared/actions/tills';
import type { Database, TillTable } from '../../db/schema';
import { nairobiDayStartIso, randomDigits, toNairobi14 } from '../../db/util';
import { BizError } from '../../http/errors';
import { tillAccountId } from '../../ledger/ledger';

export type TillRow = Selectable<TillTable>;
export type SettleMethod = '0' | '1' | '2' | '3';

/** A till of the business (not deleted) or MMCP5201 naming the field. */
export async function ownTill(db: Kysely<Database>, merchantId: string, tillId: string, field = 'tillId'): Promise<TillRow> {
  const row = await db.selectFrom('tills').selectAll().where('id', '=', tillId).where('merchant_id', '=', merchantId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new BizError('MMCP5201', {}, { field });
  return row;
}

/** A live till by its number, whoever owns it (payments come from anyone). */
export function tillByNumber(db: Kysely<Database>, tillNo: string) {
  return db.selectFrom('tills').selectAll().where('till_no', '=', tillNo).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function ownStore(db: Kysely<Database>, merchantId: string, storeId: string) {
  const store = await db.selectFrom('stores').select(['id', 'name', 'status']).where('id', '=', storeId).where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!store || store.status === 'C') throw new BizError('MMCP2101', {}, { field: 'storeId' });
  return store;
}

/** Till names are unique among a store's live tills (MMCP5204). */
export async function checkNameFree(db: Kysely<Database>, merchantId: string, storeId: string, name: string, exceptId?: string): Promise<void> {
  let q = db.selectFrom('tills').select('id').where('merchant_id', '=', merchantId).where('store_id', '=', storeId).where('deleted_at', 'is', null).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new BizError('MMCP5204', {}, { field: 'tillName' });
}

/**
 * A new till number: seven digits, unique on the platform (the unique index is the guard; the
 * caller draws again on a clash) and never the provider's own paybill.
 */
export function drawTillNo(avoid: string): string {
  for (;;) {
    const no = `${1 + Number(randomDigits(1)) % 9}${randomDigits(6)}`;
    if (no !== avoid) return no;
  }
}

export async function storeSettleMethod(db: Kysely<Database>, storeId: string): Promise<{ method: SettleMethod; threshold: number | null }> {
  const row = await db.selectFrom('till_store_settings').select(['settle_method', 'settle_threshold']).where('store_id', '=', storeId).executeTakeFirst();
  return { method: (row?.settle_method ?? DEFAULT_SETTLE_METHOD) as SettleMethod, threshold: row?.settle_threshold === undefined || row?.settle_threshold === null ? null : Number(row.settle_threshold) };
}

/** The method in force for a till: its own, else its store's, else end of day. */
export async function effectiveSettle(db: Kysely<Database>, till: TillRow): Promise<{ method: SettleMethod; threshold: number | null }> {
  if (till.settle_method) return { method: till.settle_method as SettleMethod, threshold: till.settle_threshold === null ? null : Number(till.settle_threshold) };
  return storeSettleMethod(db, till.store_id);
}

export interface TillView extends TillRow {
  store_name: string;
  balance: number | null;
  reserved: number | null;
  store_method: string | null;
  store_threshold: number | null;
  settled: number | null;
}

export function tillRecord(row: TillView): Till {
  const balance = Number(row.balance ?? 0);
  const own = (row.settle_method ?? null) as SettleMethod | null;
  const method = (own ?? row.store_method ?? DEFAULT_SETTLE_METHOD) as SettleMethod;
  const threshold = own ? row.settle_threshold : row.store_threshold;
  return {
    tillId: row.id,
    tillNo: row.till_no,
    tillName: row.name,
    storeId: row.store_id,
    storeName: row.store_name,
    status: row.status,
    origin: row.origin,
    balance,
    availableBalance: balance - Number(row.reserved ?? 0),
    settleMethod: method,
    ownSettleMethod: own,
    settleThreshold: threshold === null || threshold === undefined ? null : Number(threshold),
    settledAmount: Number(row.settled ?? 0),
    createdAt: toNairobi14(row.created_at),
  };
}

/** One till as the list shows it. */
export async function loadTill(db: Kysely<Database>, merchantId: string, tillId: string): Promise<Till> {
  const rows = await selectTillViews(db, merchantId, (q) => q.where('tills.id', '=', tillId));
  if (!rows[0]) throw new BizError('MMCP5201', {}, { field: 'tillId' });
  return tillRecord(rows[0]);
}

type TillQuery = ReturnType<typeof baseTills>;

function baseTills(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('tills')
    .innerJoin('stores', 'stores.id', 'tills.store_id')
    .leftJoin('till_store_settings', 'till_store_settings.store_id', 'tills.store_id')
    .where('tills.merchant_id', '=', merchantId)
    .where('tills.deleted_at', 'is', null);
}

export { baseTills };

export async function selectTillViews(db: Kysely<Database>, merchantId: string, narrow: (q: TillQuery) => TillQuery, page?: { limit: number; offset: number }): Promise<TillView[]> {
  let q = narrow(baseTills(db, merchantId))
    .selectAll('tills')
    .select(['stores.name as store_name', 'till_store_settings.settle_method as store_method', 'till_store_settings.settle_threshold as store_threshold'])
    .orderBy('tills.created_at', 'desc')
    .orderBy('tills.id', 'desc');
  if (page) q = q.limit(page.limit).offset(page.offset);
  const rows = await q.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => tillAccountId(r.id));
  const accounts = await db.selectFrom('ledger_accounts').select(['id', 'balance', 'reserved']).where('id', 'in', ids).execute();
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const settled = await db
    .selectFrom('till_settlements')
    .select((eb) => ['till_id', eb.fn.sum<number | string | null>('amount').as('s')])
    .where('till_id', 'in', rows.map((r) => r.id))
    .where('status', '!=', 'F')
    .groupBy('till_id')
    .execute();
  const settledBy = new Map(settled.map((s) => [s.till_id, Number(s.s ?? 0)]));
  return rows.map((r) => {
    const account = byId.get(tillAccountId(r.id));
    return { ...r, balance: account ? Number(account.balance) : 0, reserved: account ? Number(account.reserved) : 0, settled: settledBy.get(r.id) ?? 0 } as TillView;
  });
}

/** The Nairobi business date after a YYYYMMDD date. */
export function nextDate(yyyymmdd: string): string {
  const start = new Date(nairobiDayStartIso(yyyymmdd));
  return toNairobi14(new Date(start.getTime() + 36 * 3600_000).toISOString()).slice(0, 8);
}
