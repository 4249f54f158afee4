import type { Kysely } from 'kysely';
import type { UserIdType } from '../../../shared/rules/identity';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';

/** The key a login id is counted and looked up by: 'P:2547…', 'E:owner@…', 'S:cashier'. */
export function loginSubject(userId: string, type: UserIdType): string {
  const value = userId.trim();
  if (type === 'P') return `P:${normalizePhone(value) ?? value}`;
  return `${type}:${value.toLowerCase()}`;
}

export function findPersonByLogin(db: Kysely<Database>, userId: string, type: UserIdType) {
  const q = db.selectFrom('persons').selectAll();
  const value = userId.trim();
  if (type === 'P') {
    const phone = normalizePhone(value);
    if (!phone) return Promise.resolve(undefined);
    return q.where('phone', '=', phone).executeTakeFirst();
  }
  if (type === 'E') return q.where('email', '=', value.toLowerCase()).executeTakeFirst();
  return q.where('username', '=', value.toLowerCase()).executeTakeFirst();
}

/** The membership a sign-in lands in: the last-used business if still active, else the oldest. */
export async function landingMembership(db: Kysely<Database>, personId: string, lastMerchantId: string | null) {
  const rows = await db
    .selectFrom('memberships')
    .selectAll()
    .where('person_id', '=', personId)
    .where('status', '=', 'A')
    .orderBy('created_at')
    .execute();
  return rows.find((m) => m.merchant_id === lastMerchantId) ?? rows[0];
}

export function sessionProfile(db: Kysely<Database>, personId: string, merchantId: string) {
  return db
    .selectFrom('persons as p')
    .innerJoin('memberships as m', 'm.person_id', 'p.id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchant_id')
    .select([
      'p.user_no',
      'p.first_name',
      'p.last_name',
      'p.phone',
      'p.email',
      'p.username',
      'p.previous_login_at',
      'p.temp_password_until',
      'p.id_upload_flag as person_id_upload_flag',
      'm.designation',
      'm.role_id',
      'r.name as role_name',
      'mc.merc_no',
      'mc.setup_status',
      'mc.id_upload_flag',
      'mc.plan_code',
      'mc.plan_expires_at',
    ])
    .where('p.id', '=', personId)
    .where('m.merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
}

export function roleFunctions(db: Kysely<Database>, roleId: string) {
  return db
    .selectFrom('role_functions as rf')
    .innerJoin('functions as f', 'f.func_no', 'rf.func_no')
    .select(['rf.func_no', 'f.name'])
    .where('rf.role_id', '=', roleId)
    .orderBy('f.sort_order')
    .execute();
}

/** A paid plan in force; the free basic plan counts as none for subscription-gated areas. */
export function planActive(m: { plan_code: string | null; plan_expires_at: string | null }): boolean {
  return !!m.plan_code && m.plan_code !== 'BASIC' && (!m.plan_expires_at || m.plan_expires_at > new Date().toISOString());
}

/**
 * The plan the business is on: its paid plan while it runs, Basic once one was chosen (or a paid
 * plan ran out), null while the business has chosen none (a new business: the portal asks it to).
 */
export function planInForce(m: { plan_code: string | null; plan_expires_at: string | null }): string | null {
  if (!m.plan_code) return null;
  return planActive(m) ? m.plan_code : 'BASIC';
}
