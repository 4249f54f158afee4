import type { Kysely, Selectable } from 'kysely';
import { totalOf } from '../../db/paging';
import type { StoreSummary } from '../../../shared/actions/stores';
import type { Database, StoreTable } from '../../db/schema';
import { toNairobi14 } from '../../db/util';

export function toStoreSummary(row: Selectable<StoreTable>): StoreSummary {
  return {
    storeId: row.id,
    storeName: row.name,
    headOffFlg: row.head_office === 'Y' ? 'Y' : 'N',
    mshpSts: row.storefront === '1' ? '1' : '0',
    storeStatus: row.status as StoreSummary['storeStatus'],
    pushFlg: row.push_flag as StoreSummary['pushFlg'],
    address: row.address,
    createdAt: toNairobi14(row.created_at),
  };
}

export function findStore(db: Kysely<Database>, merchantId: string, storeId: string) {
  return db.selectFrom('stores').selectAll().where('merchant_id', '=', merchantId).where('id', '=', storeId).executeTakeFirst();
}

/** The store a new session starts in: the main store, else the oldest open one. */
export function defaultStore(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('stores')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '!=', 'C')
    .orderBy('head_office', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function listStores(
  db: Kysely<Database>,
  merchantId: string,
  page: { limit: number; offset: number; storeName?: string | undefined },
) {
  let q = db.selectFrom('stores').where('merchant_id', '=', merchantId);
  if (page.storeName) q = q.where('name', 'like', `%${page.storeName.replace(/[%_]/g, '')}%`);
  const rows = await q.selectAll().orderBy('head_office', 'desc').orderBy('created_at').orderBy('id').limit(page.limit).offset(page.offset).execute();
  return { rows, total: await totalOf(q, page, rows.length) };
}
