import type { Kysely } from 'kysely';
import type { StaffSummary } from '../../../shared/actions/staff';
import type { StaffSts } from '../../../shared/rules/staff';
import { totalOf } from '../../db/paging';
import type { Database } from '../../db/schema';
import { matches, toNairobi14 } from '../../db/util';

/** Query functions of the staff area; every one is scoped by the caller's business. */

export interface StaffScope {
  merchantId: string;
  /** The caller's own stores when the caller is a staff member; null for every store. */
  stores: string[] | null;
}

function baseQuery(db: Kysely<Database>, scope: StaffScope) {
  let q = db
    .selectFrom('staff_members as sm')
    .innerJoin('persons as p', 'p.id', 'sm.person_id')
    .innerJoin('memberships as m', (j) => j.onRef('m.person_id', '=', 'sm.person_id').onRef('m.merchant_id', '=', 'sm.merchant_id'))
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .where('sm.merchant_id', '=', scope.merchantId)
    .where('sm.status', '!=', 'D');
  if (scope.stores) {
    // A staff caller sees the staff of their own stores only.
    const stores = scope.stores.length ? scope.stores : [''];
    q = q.where((eb) => eb.exists(eb.selectFrom('staff_stores as s2').select('s2.staff_id').whereRef('s2.staff_id', '=', 'sm.id').where('s2.store_id', 'in', stores)));
  }
  return q;
}

const COLUMNS = [
  'sm.id',
  'sm.person_id',
  'sm.username',
  'sm.position',
  'sm.role_group',
  'sm.id_no',
  'sm.status',
  'sm.frozen_from',
  'sm.created_at',
  'p.first_name',
  'p.last_name',
  'p.phone',
  'p.email',
  'p.last_login_at',
  'm.role_id',
  'r.name as role_name',
] as const;

type Row = Awaited<ReturnType<typeof findStaffRow>> & {};

export async function findStaffRow(db: Kysely<Database>, scope: StaffScope, staffId: string) {
  return baseQuery(db, scope).select(COLUMNS).where('sm.id', '=', staffId).executeTakeFirst();
}

async function storesOf(db: Kysely<Database>, merchantId: string, staffIds: string[]) {
  const map = new Map<string, { storeId: string; storeName: string }[]>();
  if (!staffIds.length) return map;
  const rows = await db
    .selectFrom('staff_stores as ss')
    .innerJoin('stores as s', 's.id', 'ss.store_id')
    .select(['ss.staff_id', 's.id', 's.name'])
    .where('ss.merchant_id', '=', merchantId)
    .where('ss.staff_id', 'in', staffIds)
    .orderBy('s.head_office', 'desc')
    .orderBy('s.created_at')
    .execute();
  for (const r of rows) {
    const list = map.get(r.staff_id) ?? [];
    list.push({ storeId: r.id, storeName: r.name });
    map.set(r.staff_id, list);
  }
  return map;
}

function toSummary(row: NonNullable<Row>, stores: { storeId: string; storeName: string }[]): StaffSummary {
  return {
    staffId: row.id,
    userName: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    staffName: `${row.first_name} ${row.last_name}`.trim(),
    position: row.position,
    roleGroup: row.role_group,
    roleName: row.role_name,
    staffSts: row.status as StaffSts,
    mobile: row.phone,
    email: row.email,
    idNo: row.id_no,
    stores,
    createdAt: toNairobi14(row.created_at),
    lastLoginAt: row.last_login_at ? toNairobi14(row.last_login_at) : null,
  };
}

export async function staffSummary(db: Kysely<Database>, scope: StaffScope, staffId: string): Promise<StaffSummary | undefined> {
  const row = await findStaffRow(db, scope, staffId);
  if (!row) return undefined;
  return toSummary(row, (await storesOf(db, scope.merchantId, [row.id])).get(row.id) ?? []);
}

export async function listStaff(
  db: Kysely<Database>,
  scope: StaffScope,
  filter: { limit: number; offset: number; staffName?: string | undefined; staffSts?: StaffSts | undefined; storeId?: string | undefined },
) {
  let q = baseQuery(db, scope);
  if (filter.staffName) {
    const text = filter.staffName;
    q = q.where((eb) => eb.or([matches('p.first_name', text), matches('p.last_name', text), matches('sm.username', text, { folded: true })]));
  }
  if (filter.staffSts) q = q.where('sm.status', '=', filter.staffSts);
  if (filter.storeId) {
    const storeId = filter.storeId;
    q = q.where((eb) => eb.exists(eb.selectFrom('staff_stores as s3').select('s3.staff_id').whereRef('s3.staff_id', '=', 'sm.id').where('s3.store_id', '=', storeId)));
  }
  const rows = await q.select(COLUMNS).orderBy('sm.created_at', 'desc').orderBy('sm.id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  const stores = await storesOf(db, scope.merchantId, rows.map((r) => r.id));
  return { list: rows.map((r) => toSummary(r, stores.get(r.id) ?? [])), total: await totalOf(q, filter, rows.length) };
}

export async function roleFunctionsOf(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await db.selectFrom('role_functions').select('func_no').where('role_id', '=', roleId).orderBy('func_no').execute();
  return rows.map((r) => r.func_no);
}

/** Whether a role holds any of these functions (the router checks an action's own function; this is for a second one). */
export async function roleHolds(db: Kysely<Database>, roleId: string, ...funcNos: string[]): Promise<boolean> {
  return (await db.selectFrom('role_functions').select('func_no').where('role_id', '=', roleId).where('func_no', 'in', funcNos).executeTakeFirst()) !== undefined;
}

/** What of a username, ID number and e-mail is already taken (by anyone: they are unique per person). */
export async function duplicateOf(
  db: Kysely<Database>,
  merchantId: string,
  values: { userName?: string | undefined; idNo?: string | undefined; email?: string | undefined },
  exceptStaffId?: string,
): Promise<{ field: 'userName' | 'idNo' | 'email'; code: 'URMP8037' | 'URMP8038' | 'URMP8039' } | null> {
  const except = exceptStaffId
    ? await db.selectFrom('staff_members').select('person_id').where('id', '=', exceptStaffId).where('merchant_id', '=', merchantId).executeTakeFirst()
    : undefined;
  if (values.userName) {
    const hit = await db.selectFrom('persons').select('id').where('username', '=', values.userName.toLowerCase()).executeTakeFirst();
    if (hit && hit.id !== except?.person_id) return { field: 'userName', code: 'URMP8037' };
  }
  if (values.idNo) {
    // A national ID belongs to one person on the whole platform.
    const hit = await db.selectFrom('persons').select('id').where('id_type', '=', '01').where('id_no', '=', values.idNo).executeTakeFirst();
    if (hit && hit.id !== except?.person_id) return { field: 'idNo', code: 'URMP8038' };
  }
  if (values.email) {
    const hit = await db.selectFrom('persons').select('id').where('email', '=', values.email.toLowerCase()).executeTakeFirst();
    if (hit && hit.id !== except?.person_id) return { field: 'email', code: 'URMP8039' };
  }
  return null;
}
