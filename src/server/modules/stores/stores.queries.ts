import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { totalOf } from '../../db/paging';
import type { StoreDetail, StoreSummary } from '../../../shared/actions/stores';
import { bankByCode } from '../../../shared/dict/banks';
import { branchByCode } from '../../../shared/dict/bankBranches';
import { COUNTIES } from '../../../shared/dict/kenya';
import { type SettleChannel, STORE_PUSH_TYPES, type StorePushType } from '../../../shared/dict/stores';
import { buildingById } from '../../reference/buildings';
import type { Database, StoreTable } from '../../db/schema';
import { randomDigits, toNairobi14, matches } from '../../db/util';

/** The columns a store's summary is made of (the store switcher's list reads only these). */
export const STORE_SUMMARY_COLUMNS = ['id', 'name', 'head_office', 'storefront', 'status', 'push_flag', 'address', 'created_at', 'review_status', 'review_reason'] as const;

export function toStoreSummary(row: Pick<Selectable<StoreTable>, (typeof STORE_SUMMARY_COLUMNS)[number]>): StoreSummary {
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

/**
 * The store a new session starts in: the main store, else the oldest open one. With `personId`, a
 * staff member lands only in one of their own stores (docs/areas/staff.md).
 */
export function defaultStore(db: Kysely<Database>, merchantId: string, personId?: string) {
  let q = db.selectFrom('stores').selectAll().where('merchant_id', '=', merchantId);
  if (personId) {
    const staff = (eb: ExpressionBuilder<Database, 'stores'>) =>
      eb.selectFrom('staff_members as sm').where('sm.merchant_id', '=', merchantId).where('sm.person_id', '=', personId).where('sm.status', '!=', 'D');
    q = q.where((eb) =>
      eb.or([
        eb.not(eb.exists(staff(eb).select('sm.id'))),
        eb('id', 'in', staff(eb).innerJoin('staff_stores as ss', 'ss.staff_id', 'sm.id').select('ss.store_id')),
      ]),
    );
  }
  return q
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
  page: { limit: number; offset: number; storeName?: string | undefined; storeStatus?: 'N' | 'C' | 'Y' | undefined },
  /** A staff member's stores (staff/scope.ts); null for every store. */
  only: string[] | null = null,
) {
  let q = db.selectFrom('stores').where('merchant_id', '=', merchantId);
  if (only) q = q.where('id', 'in', only.length ? only : ['']);
  // Case-insensitive on both databases (LIKE is case-sensitive on PostgreSQL).
  if (page.storeName) q = q.where(matches('name', page.storeName));
  if (page.storeStatus === 'N') q = q.where('status', 'in', ['N', 'Y']);
  else if (page.storeStatus) q = q.where('status', '=', page.storeStatus);
  // Only the summary's columns: a store has forty, and reading them all cost more than the query.
  const rows = await q.select(STORE_SUMMARY_COLUMNS).orderBy('head_office', 'desc').orderBy('created_at').orderBy('id').limit(page.limit).offset(page.offset).execute();
  return { rows, total: await totalOf(q, page, rows.length) };
}

export type StoreRow = Selectable<StoreTable>;

/** What a store's QR code encodes: a pay link naming the business's merchant number and the store. */
export function storeQrContent(mercNo: string, storeNo: string): string {
  return `biashara:pay?merc=${mercNo}&store=${storeNo}`;
}

export async function toStoreDetail(db: Kysely<Database>, row: StoreRow): Promise<StoreDetail> {
  const merchant = await db.selectFrom('merchants').select('merc_no').where('id', '=', row.merchant_id).executeTakeFirstOrThrow();
  const admin = row.admin_person_id
    ? await db.selectFrom('persons').select(['first_name', 'last_name']).where('id', '=', row.admin_person_id).executeTakeFirst()
    : undefined;
  const bank = bankByCode(row.settle_bank_code);
  const branch = row.settle_bank_code ? branchByCode(row.settle_bank_code, row.settle_branch_code) : undefined;
  return {
    ...toStoreSummary(row),
    storeNo: row.store_no,
    reviewSts: row.review_status === 'U' ? 'U' : null,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at ? toNairobi14(row.reviewed_at) : null,
    addressDetail: row.address_detail,
    mobile: row.mobile,
    email: row.email,
    contactPerson: row.contact_person,
    description: row.description,
    adminId: row.admin_person_id,
    adminName: admin ? `${admin.first_name ?? ''} ${admin.last_name ?? ''}`.trim() : null,
    county: row.county,
    countyName: COUNTIES.find((c) => c.code === row.county)?.name ?? null,
    city: row.city,
    street: row.street,
    residence: row.residence,
    region: row.region,
    buildingId: row.building_id,
    buildingName: buildingById(row.building_id)?.name ?? null,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    useMainInventory: row.use_main_inventory === 'Y' ? 'Y' : 'N',
    useMainCustomers: row.use_main_customers === 'Y' ? 'Y' : 'N',
    useMainBeneficiaries: row.use_main_beneficiaries === 'Y' ? 'Y' : 'N',
    pushTyps: (row.push_types ?? '').split(',').filter((p): p is StorePushType => (STORE_PUSH_TYPES as readonly string[]).includes(p)),
    settleChannel: (row.settle_channel ?? '0') as SettleChannel,
    settleAccountNo: row.settle_account_no,
    settleAccountName: row.settle_account_name,
    settleBankCode: row.settle_bank_code,
    settleBankName: bank?.name ?? null,
    settleBranchCode: row.settle_branch_code,
    settleBranchName: branch?.name ?? null,
    qrContent: storeQrContent(merchant.merc_no, row.store_no),
    mercNo: merchant.merc_no,
  };
}

/**
 * A store of the business by its name, case-insensitively (store names are unique per business).
 * Stores made before name_key existed (or by another area) are matched on their lower-cased name.
 */
export function findStoreByName(db: Kysely<Database>, merchantId: string, name: string) {
  const key = name.trim().toLowerCase();
  return db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('name_key', '=', key), eb.and([eb('name_key', 'is', null), eb(eb.fn('lower', ['name']), '=', key)])]))
    .executeTakeFirst();
}

/** A free six-digit store number (store numbers are unique across businesses). */
export async function freeStoreNo(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const candidate = randomDigits(6);
    const taken = await db.selectFrom('stores').select('id').where('store_no', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}
