import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Locale, type MessageCode, messageText } from '../../../shared/i18n/messages';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';
import type { PublicContext, SessionContext } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { sendMessage } from '../../rails/messaging';
import { hasBusiness } from '../../security/sessions';
import { maskRecipient } from '../otp/otp.actions';
import { expandSelection, roleGroup } from './roleGroups';
import { assertMayActOn } from './authority';
import { storeScope } from './scope';
import { findStaffRow, roleFunctionsOf, roleHolds, type StaffScope } from './staff.queries';

/** Logic of the staff actions that spans queries: scoping, checks, delivery of sign-in details. */

/** StaffManagement manage (spec 000 section 6): adding, editing, freezing and deleting staff. */
export const STAFF_MANAGE = '3602';

export async function scopeOf(ctx: SessionContext): Promise<StaffScope> {
  return { merchantId: ctx.session.merchantId, stores: await storeScope(ctx.db, ctx.session.merchantId, ctx.session.personId) };
}

/**
 * CheckUserSignUp with userIdType S, the add form's username check (spec 001 section 8: "Staff
 * exists", URMP8037). Only a signed-in member of a business whose role may add staff (3602) asks,
 * and the answer is about that business: a username of one of its staff (not deleted) is taken.
 * A username held in another business is not revealed here; AddStaffKms still refuses it with
 * URMP8037 on `userName`, because staff sign in by username alone (unique on the platform).
 */
export async function checkStaffUsername(ctx: PublicContext, userName: string): Promise<{ isSignUp: 'Y' | 'N'; isRegisteredMsg: string }> {
  const session = ctx.session;
  if (!session) throw new BizError('SCM60401');
  if (!hasBusiness(session)) throw new BizError('MMCP1040');
  if (!(await roleHolds(ctx.db, session.roleId, STAFF_MANAGE))) throw new BizError('MMCP0403');
  const staff = await ctx.db
    .selectFrom('staff_members')
    .select('id')
    .where('merchant_id', '=', session.merchantId)
    .where('username', '=', userName.trim().toLowerCase())
    .where('status', '!=', 'D')
    .executeTakeFirst();
  return staff ? { isSignUp: 'N', isRegisteredMsg: messageText('URMP8037', ctx.locale) } : { isSignUp: 'Y', isRegisteredMsg: '' };
}

/** A refusal with the spec's code that also names the field. */
export function fieldCode(ctx: SessionContext, field: string, code: MessageCode): BizError {
  return new BizError(code, {}, {}, [{ field, message: messageText(code, ctx.locale) }]);
}

/**
 * The staff member of the caller's business (and stores). With `notSelf` (every change), never the
 * caller themselves, and only someone the caller may act on (`assertMayActOn`).
 */
export async function targetStaff(ctx: SessionContext, scope: StaffScope, staffId: string, notSelf = false) {
  const row = await findStaffRow(ctx.db, scope, staffId);
  if (!row) throw new BizError('MMCP6201');
  if (notSelf && row.person_id === ctx.session.personId) throw new BizError('MMCP6207');
  // A change to someone else's account: only someone with at least their authority (authority.ts).
  if (notSelf) await assertMayActOn(ctx.db, ctx.session, row.person_id);
  return row;
}

/** Stores given to a staff member: the business's, and inside the caller's own when the caller is staff. */
export async function checkStores(ctx: SessionContext, scope: StaffScope, storeIds: string[]): Promise<string[]> {
  const unique = [...new Set(storeIds)];
  const found = await ctx.db.selectFrom('stores').select('id').where('merchant_id', '=', scope.merchantId).where('id', 'in', unique).execute();
  const ok = unique.every((id) => found.some((f) => f.id === id) && (!scope.stores || scope.stores.includes(id)));
  if (!ok) throw fieldError(ctx.locale, 'storeIds', 'MMCP2101');
  return unique;
}

/** The leaves a role selection holds; only one group, only its functions, only ones the caller holds. */
export async function checkRoles(ctx: SessionContext, group: string, funcNos: string[]): Promise<string[]> {
  const def = roleGroup(group);
  if (!def) throw fieldError(ctx.locale, 'roleGroup', 'MMCP6202');
  const leaves = expandSelection(def, funcNos);
  if (!leaves?.length) throw fieldError(ctx.locale, 'funcNos', 'MMCP6203');
  const held = new Set(await roleFunctionsOf(ctx.db, ctx.session.roleId));
  if (!leaves.every((f) => held.has(f))) throw fieldError(ctx.locale, 'funcNos', 'MMCP6208');
  return leaves;
}

/** A mobile number given in a form, as stored (254…), refused when another person has it. */
export async function checkMobile(ctx: SessionContext, mobile: string | undefined, exceptPersonId?: string): Promise<string | null> {
  if (!mobile) return null;
  const phone = normalizePhone(mobile);
  if (!phone) throw fieldError(ctx.locale, 'mobile', 'PHONE_FORMAT');
  const hit = await ctx.db.selectFrom('persons').select('id').where('phone', '=', phone).executeTakeFirst();
  if (hit && hit.id !== exceptPersonId) throw fieldError(ctx.locale, 'mobile', 'MMCP1030');
  return phone;
}

/**
 * A temporary password that meets the password rule (upper, lower, special, 8 or more). It only
 * ever leaves the server in the message to the staff member.
 */
/** How long a temporary password works (MMCP6234 after); its holder is asked to choose their own. */
export const TEMP_PASSWORD_DAYS = 7;

/** Until when a temporary password set now works. */
export function temporaryPasswordUntil(): string {
  return new Date(Date.now() + TEMP_PASSWORD_DAYS * 86_400_000).toISOString();
}

export function temporaryPassword(): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const pick = (set: string) => set[crypto.randomInt(set.length)]!;
  let middle = '';
  for (let i = 0; i < 5; i++) middle += pick(lower);
  return `${pick(upper)}${middle}@${crypto.randomInt(1000, 10000)}`;
}

/** Sends the sign-in details to the staff member's e-mail and mobile, in `locale`; answers where (masked). */
export async function deliverSignIn(
  db: Kysely<Database>,
  to: { email: string | null; phone: string | null },
  what: { business: string; userName: string; password: string; kind: 'invite' | 'reset'; locale: Locale },
): Promise<string[]> {
  const words = { business: what.business, userName: what.userName, password: what.password };
  const subject = messageText(what.kind === 'invite' ? 'MSG_STAFF_INVITE_SUBJECT' : 'MSG_STAFF_RESET_SUBJECT', what.locale, words);
  const body = messageText(what.kind === 'invite' ? 'MSG_STAFF_INVITE' : 'MSG_STAFF_RESET', what.locale, words);
  const purpose = what.kind === 'invite' ? 'staff:invite' : 'staff:password';
  const sent: string[] = [];
  if (to.email) {
    await sendMessage(db, { channel: 'email', recipient: to.email, subject, body, purpose });
    sent.push(maskRecipient(to.email));
  }
  if (to.phone) {
    await sendMessage(db, { channel: 'sms', recipient: to.phone, body, purpose });
    sent.push(maskRecipient(to.phone));
  }
  return sent;
}

export async function businessName(db: Kysely<Database>, merchantId: string): Promise<string> {
  return (await db.selectFrom('merchants').select('name').where('id', '=', merchantId).executeTakeFirstOrThrow()).name;
}

/** Moves a staff member's sessions that sit in a store no longer theirs into their first store. */
export async function keepSessionsInStores(db: Kysely<Database>, merchantId: string, personId: string, storeIds: string[]): Promise<void> {
  if (!storeIds.length) return;
  await db
    .updateTable('sessions')
    .set({ store_id: storeIds[0]! })
    .where('person_id', '=', personId)
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('store_id', 'is', null), eb('store_id', 'not in', storeIds)]))
    .execute();
}
