import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BizError } from '../../http/errors';

/**
 * Who may act on another person's account (docs/areas/staff.md, "Acting on another person"). A
 * staff administrator manages staff, but changing someone's contact, password, status, role or
 * devices lets the caller act as them. So, unless the caller owns the business:
 * - the owner's account is the owner's alone (MMCP6233);
 * - a person named as initiator or authorizer in an active transaction mandate is the owner's to
 *   manage (MMCP6232): otherwise an administrator could reset an authorizer's password and approve
 *   as them, and a mandate's second pair of eyes would be one pair;
 * - the person may hold no function the caller does not hold (MMCP6231), as a role the caller
 *   gives may hold none (MMCP6208).
 */
export async function assertMayActOn(db: Kysely<Database>, caller: { merchantId: string; personId: string; roleId: string }, targetPersonId: string): Promise<void> {
  const merchant = await db.selectFrom('merchants').select('owner_person_id').where('id', '=', caller.merchantId).executeTakeFirstOrThrow();
  if (merchant.owner_person_id === caller.personId) return;
  if (merchant.owner_person_id === targetPersonId) throw new BizError('MMCP6233');
  const mandated = await db
    .selectFrom('mandate_members as mm')
    .innerJoin('mandates as m', 'm.id', 'mm.mandate_id')
    .select('mm.id')
    .where('m.merchant_id', '=', caller.merchantId)
    .where('m.status', '=', 'A')
    .where('mm.person_id', '=', targetPersonId)
    .where('mm.role_typ', 'in', ['0', '1'])
    .executeTakeFirst();
  if (mandated) throw new BizError('MMCP6232');
  const beyond = await db
    .selectFrom('memberships as t')
    .innerJoin('role_functions as f', 'f.role_id', 't.role_id')
    .select('f.func_no')
    .where('t.merchant_id', '=', caller.merchantId)
    .where('t.person_id', '=', targetPersonId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('role_functions as mine').select('mine.func_no').where('mine.role_id', '=', caller.roleId).whereRef('mine.func_no', '=', 'f.func_no'))),
    )
    .executeTakeFirst();
  if (beyond) throw new BizError('MMCP6231');
}

/** `assertMayActOn`'s refusal, or null when the caller may act (screens offering only what the server allows). */
export async function actOnRefusal(db: Kysely<Database>, caller: { merchantId: string; personId: string; roleId: string }, targetPersonId: string): Promise<BizError | null> {
  try {
    await assertMayActOn(db, caller, targetPersonId);
    return null;
  } catch (e) {
    if (e instanceof BizError) return e;
    throw e;
  }
}

/**
 * A person's sign-in details (names, ID, e-mail, mobile, password, the account itself) are one
 * account across the platform. A staff member who also belongs to another business (as its owner,
 * a stakeholder or its staff) is therefore not this business's to change: resetting their password
 * or redirecting their contact would let this business sign in as them in the other one. Their
 * role, stores, position and status here stay this business's (MMCP6235 otherwise).
 */
export async function belongsElsewhere(db: Kysely<Database>, merchantId: string, personId: string): Promise<boolean> {
  const other = await db
    .selectFrom('memberships')
    .select('id')
    .where('person_id', '=', personId)
    .where('merchant_id', '!=', merchantId)
    .where('status', 'in', ['A', 'P'])
    .executeTakeFirst();
  return Boolean(other);
}

export async function assertAccountOnlyHere(db: Kysely<Database>, merchantId: string, personId: string): Promise<void> {
  if (await belongsElsewhere(db, merchantId, personId)) throw new BizError('MMCP6235');
}
