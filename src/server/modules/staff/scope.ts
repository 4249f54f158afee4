import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/util';
import { BizError } from '../../http/errors';
import type { MessageCode } from '../../../shared/i18n/messages';

/**
 * Store scoping of staff (docs/areas/staff.md). A staff member works in the stores assigned to
 * them: their session lands in one of them, the store switcher offers only those, and an action
 * that takes a store from the request checks it with `assertStoreAccess`. Owners, administrators
 * and stakeholders are not staff members: every store of the business is theirs.
 */

/** The stores a person may work in, or null when every store of the business is theirs. */
export async function storeScope(db: Kysely<Database>, merchantId: string, personId: string): Promise<string[] | null> {
  const rows = await db
    .selectFrom('staff_members as sm')
    .leftJoin('staff_stores as ss', 'ss.staff_id', 'sm.id')
    .select('ss.store_id')
    .where('sm.merchant_id', '=', merchantId)
    .where('sm.person_id', '=', personId)
    .where('sm.status', '!=', 'D')
    .execute();
  if (rows.length === 0) return null;
  return rows.map((r) => r.store_id).filter((id): id is string => id !== null);
}

/**
 * Refuses a store outside the caller's stores as if it did not exist (MMCP2101). A row found by
 * its own id (a till, a payment, a settlement) passes its own "not found" code and field, so a
 * staff member cannot tell another store's row from one that does not exist.
 */
export async function assertStoreAccess(
  db: Kysely<Database>,
  session: { merchantId: string; personId: string },
  storeId: string,
  notFound: { code: MessageCode; field?: string } = { code: 'MMCP2101' },
): Promise<void> {
  const scope = await storeScope(db, session.merchantId, session.personId);
  if (scope && !scope.includes(storeId)) throw new BizError(notFound.code, {}, notFound.field ? { field: notFound.field } : {});
}

/**
 * The stores a list may show: null for every store of the business, else the caller's stores
 * (never empty, so `where(column, 'in', ids)` stays valid SQL and matches nothing for a member
 * without stores).
 */
export async function listScope(db: Kysely<Database>, session: { merchantId: string; personId: string }): Promise<string[] | null> {
  const scope = await storeScope(db, session.merchantId, session.personId);
  if (scope === null) return null;
  return scope.length ? scope : ['-'];
}

/**
 * At sign-in: a pending staff member accepts the invitation (they become active); a staff member
 * whose every business froze them is refused (MMCP6211) rather than signed into no business.
 */
export async function staffSignIn(db: Kysely<Database>, personId: string): Promise<void> {
  const rows = await db.selectFrom('staff_members').select(['id', 'merchant_id', 'status']).where('person_id', '=', personId).where('status', '!=', 'D').execute();
  if (!rows.length) return;
  for (const p of rows.filter((r) => r.status === 'P')) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('staff_members').set({ status: 'A', updated_at: nowIso() }).where('id', '=', p.id).where('status', '=', 'P').execute();
      await trx.updateTable('memberships').set({ status: 'A' }).where('person_id', '=', personId).where('merchant_id', '=', p.merchant_id).execute();
    });
  }
  if (rows.some((r) => r.status !== 'F')) return;
  const active = await db.selectFrom('memberships').select('id').where('person_id', '=', personId).where('status', '=', 'A').executeTakeFirst();
  if (!active) throw new BizError('MMCP6211');
}
