import { sameName, verifiedIdentity } from '../identity/verified';
import {
  AddStaffKms,
  ChangeStaffStsKms,
  DeleteStaffKms,
  EditStaffKms,
  EditStaffRoles,
  InviteStaff,
  QueryRoleList,
  QueryStaffDetail,
  QueryStaffsWeb,
  ResetStaffPasswords,
  UpdInviteStaff,
} from '../../../shared/actions/staff';
import { newId, nowIso, randomDigits } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { actOnRefusal, assertAccountOnlyHere, belongsElsewhere } from './authority';
import { messageText } from '../../../shared/i18n/messages';
import { BizError, fieldError } from '../../http/errors';
import { hashSecret } from '../../security/passwords';
import { revokeSessionsIn } from '../../security/sessions';
import { groupName, groupTree, groupWord, ROLE_GROUPS } from './roleGroups';
import { staffListActions } from './staffList.actions';
import { duplicateOf, listStaff, roleFunctionsOf, staffSummary, type StaffScope } from './staff.queries';
import {
  businessName,
  checkMobile,
  checkRoles,
  checkStores,
  deliverSignIn,
  fieldCode,
  keepSessionsInStores,
  scopeOf,
  STAFF_MANAGE,
  targetStaff,
  temporaryPassword,
  temporaryPasswordUntil,
} from './staff.service';

/** Staff management (spec 001 sections 2, 3 and 6): 3601 view, 3602 manage (docs/areas/staff.md). */
const VIEW = '3601';
const MANAGE = STAFF_MANAGE;

const STATUS_WORD = { A: 'active', P: 'pending', F: 'frozen' } as const;

async function detail(ctx: SessionContext, scope: StaffScope, staffId: string) {
  const summary = await staffSummary(ctx.db, scope, staffId);
  if (!summary) throw new BizError('MMCP6201');
  const row = await targetStaff(ctx, scope, staffId);
  return { ...summary, funcNos: await roleFunctionsOf(ctx.db, row.role_id), lockedReason: await lockedReason(ctx, row.person_id) };
}

/**
 * Why the caller may not change this person's account (their own: MMCP6207; authority.ts's
 * rules: the owner's, a mandate's member, more functions than the caller's), in the caller's
 * language; null when they may. The detail page then offers no change the server would refuse.
 */
async function lockedReason(ctx: SessionContext, personId: string): Promise<string | null> {
  if (personId === ctx.session.personId) return messageText('MMCP6207', ctx.locale);
  const refusal = await actOnRefusal(ctx.db, ctx.session, personId);
  return refusal ? messageText(refusal.code, ctx.locale, refusal.params) : null;
}

async function refuseDuplicates(ctx: SessionContext, values: { userName?: string | undefined; idNo?: string | undefined; email?: string | undefined }, exceptStaffId?: string) {
  const dup = await duplicateOf(ctx.db, ctx.session.merchantId, values, exceptStaffId);
  if (dup) throw fieldCode(ctx, dup.field, dup.code);
}

export const staffActions = [
  sessionAction(QueryStaffsWeb, { funcNo: VIEW }, async (input, ctx) => {
    const page = await listStaff(ctx.db, await scopeOf(ctx), input);
    const ids = page.list.map((s) => s.staffId);
    const people = ids.length ? await ctx.db.selectFrom('staff_members').select(['id', 'person_id']).where('merchant_id', '=', ctx.session.merchantId).where('id', 'in', ids).execute() : [];
    const personOf = new Map(people.map((p) => [p.id, p.person_id]));
    const list = [];
    for (const s of page.list) list.push({ ...s, lockedReason: await lockedReason(ctx, personOf.get(s.staffId)!) });
    return { ...page, list };
  }),

  sessionAction(QueryStaffDetail, { funcNo: VIEW }, async (input, ctx) => detail(ctx, await scopeOf(ctx), input.staffId)),

  sessionAction(QueryRoleList, { funcNo: VIEW }, async (_input, ctx) => ({ list: ROLE_GROUPS.map((g) => groupTree(g, ctx.locale)) })),

  sessionAction(AddStaffKms, { funcNo: MANAGE }, async (input, ctx) => {
    const scope = await scopeOf(ctx);
    if (!input.email && !input.mobile) throw fieldError(ctx.locale, 'email', 'MMCP6209');
    const userName = input.userName.toLowerCase();
    await refuseDuplicates(ctx, { userName, idNo: input.idNo, email: input.email });
    const phone = await checkMobile(ctx, input.mobile);
    const storeIds = await checkStores(ctx, scope, input.storeIds);
    const funcNos = await checkRoles(ctx, input.roleGroup, input.funcNos);
    const password = temporaryPassword();
    const passwordHash = await hashSecret(password);
    const now = nowIso();
    const personId = newId();
    const staffId = newId();
    const roleId = newId();
    const email = input.email?.toLowerCase() ?? null;
    const business = await businessName(ctx.db, scope.merchantId);
    let sentTo: string[] = [];
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('persons')
          .values({
            id: personId,
            user_no: randomDigits(12),
            phone,
            email,
            username: userName,
            first_name: input.firstName,
            last_name: input.lastName,
            password_hash: passwordHash,
            temp_password_until: temporaryPasswordUntil(),
            pin_hash: null,
            status: 'A',
            last_merchant_id: scope.merchantId,
            last_login_at: null,
            created_at: now,
            // Staff sign in on the shop's shared computers; the owner freezes or resets them instead.
            new_device_otp: 'N',
            id_type: input.idNo ? '01' : null,
            id_no: input.idNo ?? null,
            previous_login_at: null,
            id_file_id: null,
            peleza_status: null,
            kyc_status: null,
            platform_role: null,
          })
          .execute();
        await trx.insertInto('roles').values({ id: roleId, merchant_id: scope.merchantId, code: 'STAFF', name: groupName(input.roleGroup), is_system: 'N', created_at: now }).execute();
        await trx.insertInto('role_functions').values(funcNos.map((func_no) => ({ role_id: roleId, func_no }))).execute();
        await trx.insertInto('memberships').values({ id: newId(), person_id: personId, merchant_id: scope.merchantId, role_id: roleId, designation: null, status: 'P', created_at: now }).execute();
        await trx
          .insertInto('staff_members')
          .values({
            id: staffId,
            merchant_id: scope.merchantId,
            person_id: personId,
            username: userName,
            position: input.position,
            role_group: input.roleGroup,
            id_no: input.idNo ?? null,
            status: 'P',
            invited_at: now,
            created_by: ctx.session.personId,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx.insertInto('staff_stores').values(storeIds.map((store_id) => ({ staff_id: staffId, merchant_id: scope.merchantId, store_id, created_at: now }))).execute();
        sentTo = await deliverSignIn(trx, { email, phone }, { business, userName, password, kind: 'invite', locale: ctx.locale });
      });
    } catch (err) {
      // Two adds of one username at once: the loser sees the duplicate, not a 500.
      await refuseDuplicates(ctx, { userName, idNo: input.idNo, email: email ?? undefined });
      throw err;
    }
    await ctx.audit({
      event: 'STAFF_ADD',
      detail: { code: 'AUDIT_STAFF_ADD', params: { name: `${input.firstName} ${input.lastName}`, userName, position: input.position } },
      after: { userName, position: input.position, role: groupName(input.roleGroup), functions: funcNos.join(','), stores: storeIds.join(','), status: 'P' },
    });
    return { staffId, userName, staffSts: 'P' as const, sentTo };
  }),

  sessionAction(EditStaffKms, { funcNo: MANAGE }, async (input, ctx) => {
    const scope = await scopeOf(ctx);
    const row = await targetStaff(ctx, scope, input.staffId, true);
    await refuseDuplicates(ctx, { idNo: input.idNo, email: input.email }, row.id);
    const phone = await checkMobile(ctx, input.mobile, row.person_id);
    const storeIds = await checkStores(ctx, scope, input.storeIds);
    const email = input.email?.toLowerCase() ?? null;
    const account = { first_name: input.firstName, last_name: input.lastName, email, phone, id_no: input.idNo ?? null };
    const changesAccount = (Object.keys(account) as (keyof typeof account)[]).some((k) => (account[k] ?? null) !== (row[k] ?? null));
    if (changesAccount) await assertAccountOnlyHere(ctx.db, scope.merchantId, row.person_id);
    // A name and ID number matched to the person's ID document stay as verified, whoever edits them.
    const verified = await ctx.db.selectFrom('persons').select(['first_name', 'last_name', 'id_no', 'id_upload_flag']).where('id', '=', row.person_id).executeTakeFirstOrThrow();
    if (verified.id_upload_flag === 'Y' && (!sameName(verified, input) || (verified.id_no ?? null) !== (input.idNo ?? null))) throw verifiedIdentity(ctx.locale);
    const before = await staffSummary(ctx.db, scope, row.id);
    const now = nowIso();
    await ctx.db.transaction().execute(async (trx) => {
      if (changesAccount) await trx.updateTable('persons').set({ ...account, id_type: input.idNo ? '01' : null }).where('id', '=', row.person_id).execute();
      await trx.updateTable('staff_members').set({ position: input.position, id_no: input.idNo ?? null, updated_at: now }).where('id', '=', row.id).execute();
      await trx.deleteFrom('staff_stores').where('staff_id', '=', row.id).execute();
      await trx.insertInto('staff_stores').values(storeIds.map((store_id) => ({ staff_id: row.id, merchant_id: scope.merchantId, store_id, created_at: now }))).execute();
      await keepSessionsInStores(trx, scope.merchantId, row.person_id, storeIds);
    });
    const after = (await staffSummary(ctx.db, scope, row.id))!;
    const plain = (s: typeof after | undefined) =>
      s && { name: s.staffName, position: s.position, mobile: s.mobile, email: s.email, idNo: s.idNo, stores: s.stores.map((x) => x.storeName).join(', ') };
    await ctx.audit({ event: 'STAFF_EDIT', detail: { code: 'AUDIT_STAFF_EDIT', params: { name: after.staffName, userName: after.userName } }, before: plain(before), after: plain(after) });
    return after;
  }),

  sessionAction(EditStaffRoles, { funcNo: MANAGE }, async (input, ctx) => {
    const scope = await scopeOf(ctx);
    const row = await targetStaff(ctx, scope, input.staffId, true);
    const funcNos = await checkRoles(ctx, input.roleGroup, input.funcNos);
    const had = await roleFunctionsOf(ctx.db, row.role_id);
    await ctx.db.transaction().execute(async (trx) => {
      const role = await trx.selectFrom('roles').select(['is_system']).where('id', '=', row.role_id).executeTakeFirstOrThrow();
      const sharers = await trx.selectFrom('memberships').select('id').where('role_id', '=', row.role_id).limit(2).execute();
      let roleId = row.role_id;
      if (role.is_system === 'Y' || sharers.length > 1) {
        // The role is shared with others: this staff member gets a role of their own.
        roleId = newId();
        await trx.insertInto('roles').values({ id: roleId, merchant_id: scope.merchantId, code: 'STAFF', name: groupName(input.roleGroup), is_system: 'N', created_at: nowIso() }).execute();
        await trx.updateTable('memberships').set({ role_id: roleId }).where('person_id', '=', row.person_id).where('merchant_id', '=', scope.merchantId).execute();
      } else {
        await trx.updateTable('roles').set({ name: groupName(input.roleGroup) }).where('id', '=', roleId).execute();
        await trx.deleteFrom('role_functions').where('role_id', '=', roleId).execute();
      }
      await trx.insertInto('role_functions').values(funcNos.map((func_no) => ({ role_id: roleId, func_no }))).execute();
      await trx.updateTable('staff_members').set({ role_group: input.roleGroup, updated_at: nowIso() }).where('id', '=', row.id).execute();
    });
    await ctx.audit({
      event: 'STAFF_ROLES',
      detail: { code: 'AUDIT_STAFF_ROLES', params: { name: `${row.first_name} ${row.last_name}`, userName: row.username, role: groupWord(input.roleGroup) } },
      before: { role: row.role_name, functions: had.join(',') },
      after: { role: groupName(input.roleGroup), functions: [...funcNos].sort().join(',') },
    });
    return detail(ctx, scope, row.id);
  }),

  sessionAction(ChangeStaffStsKms, { funcNo: MANAGE }, async (input, ctx) => {
    const scope = await scopeOf(ctx);
    const row = await targetStaff(ctx, scope, input.staffId, true);
    const from = row.status as keyof typeof STATUS_WORD;
    const allowed = input.staffSts === 'F' ? from === 'A' || from === 'P' : from === 'F';
    if (!allowed) throw new BizError('MMCP6205', { from: STATUS_WORD[from], to: STATUS_WORD[input.staffSts] });
    // Unfreezing gives back the status the member was frozen from: one frozen before accepting the
    // invitation is pending again (they become active by signing in), never active without it.
    const to: 'A' | 'P' | 'F' = input.staffSts === 'F' ? 'F' : row.frozen_from === 'P' ? 'P' : 'A';
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('staff_members')
        .set({ status: to, frozen_from: to === 'F' ? from : null, updated_at: nowIso() })
        .where('id', '=', row.id)
        .where('status', '=', from)
        .execute();
      await trx.updateTable('memberships').set({ status: to }).where('person_id', '=', row.person_id).where('merchant_id', '=', scope.merchantId).execute();
      // A frozen member is signed out at once: their sessions end and the next call is refused.
      if (to === 'F') await revokeSessionsIn(trx, scope.merchantId, row.person_id);
    });
    await ctx.audit({
      event: 'STAFF_STATUS',
      detail: { code: to === 'F' ? 'AUDIT_STAFF_FROZE' : to === 'P' ? 'AUDIT_STAFF_UNFROZE_PENDING' : 'AUDIT_STAFF_UNFROZE', params: { name: `${row.first_name} ${row.last_name}`, userName: row.username } },
      before: { status: from },
      after: { status: to },
    });
    return { staffId: row.id, staffSts: to };
  }),

  sessionAction(InviteStaff, { funcNo: MANAGE }, async (input, ctx) => {
    const scope = await scopeOf(ctx);
    const row = await targetStaff(ctx, scope, input.staffId, true);
    if (row.status !== 'P') throw new BizError('MMCP6206');
    if (!row.email && !row.phone) throw new BizError('MMCP6209');
    await assertAccountOnlyHere(ctx.db, scope.merchantId, row.person_id);
    const sentTo = await newPassword(ctx, row, 'invite');
    await ctx.audit({ event: 'STAFF_INVITE', detail: { code: 'AUDIT_STAFF_INVITE', params: { name: `${row.first_name} ${row.last_name}`, userName: row.username } } });
    return { sentTo };
  }),

  sessionAction(UpdInviteStaff, { funcNo: MANAGE }, async (input, ctx) => {
    const scope = await scopeOf(ctx);
    const row = await targetStaff(ctx, scope, input.staffId, true);
    if (row.status !== 'P') throw new BizError('MMCP6206');
    if (!input.email && !input.mobile) throw fieldError(ctx.locale, 'email', 'MMCP6209');
    await assertAccountOnlyHere(ctx.db, scope.merchantId, row.person_id);
    await refuseDuplicates(ctx, { email: input.email }, row.id);
    const phone = await checkMobile(ctx, input.mobile, row.person_id);
    const email = input.email?.toLowerCase() ?? null;
    const sentTo = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('persons').set({ email, phone }).where('id', '=', row.person_id).execute();
      return newPassword({ ...ctx, db: trx }, { ...row, email, phone }, 'invite');
    });
    await ctx.audit({
      event: 'STAFF_INVITE',
      detail: { code: 'AUDIT_STAFF_INVITE_REDIRECT', params: { name: `${row.first_name} ${row.last_name}`, userName: row.username } },
      before: { email: row.email, mobile: row.phone },
      after: { email, mobile: phone },
    });
    return { sentTo };
  }),

  sessionAction(ResetStaffPasswords, { funcNo: MANAGE }, async (input, ctx) => {
    const scope = await scopeOf(ctx);
    const row = await targetStaff(ctx, scope, input.staffId, true);
    if (row.status === 'F') throw new BizError('MMCP6210');
    if (!row.email && !row.phone) throw new BizError('MMCP6209');
    await assertAccountOnlyHere(ctx.db, scope.merchantId, row.person_id);
    const sentTo = await ctx.db.transaction().execute(async (trx) => {
      await revokeSessionsIn(trx, scope.merchantId, row.person_id);
      return newPassword({ ...ctx, db: trx }, row, row.status === 'P' ? 'invite' : 'reset');
    });
    await ctx.audit({ event: 'STAFF_PASSWORD_RESET', detail: { code: 'AUDIT_STAFF_PASSWORD_RESET', params: { name: `${row.first_name} ${row.last_name}`, userName: row.username } } });
    return { sentTo };
  }),

  sessionAction(DeleteStaffKms, { funcNo: MANAGE }, async (input, ctx) => {
    const scope = await scopeOf(ctx);
    const row = await targetStaff(ctx, scope, input.staffId, true);
    // A person who also belongs to another business keeps their account: only this business's part ends.
    const elsewhere = await belongsElsewhere(ctx.db, scope.merchantId, row.person_id);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('staff_members').set({ status: 'D', updated_at: nowIso() }).where('id', '=', row.id).execute();
      await trx.updateTable('memberships').set({ status: 'D' }).where('person_id', '=', row.person_id).where('merchant_id', '=', scope.merchantId).execute();
      // The sign-in name, e-mail, mobile and ID are free for someone else; the person stays for history.
      if (!elsewhere) await trx.updateTable('persons').set({ status: 'D', username: null, email: null, phone: null, id_type: null, id_no: null }).where('id', '=', row.person_id).execute();
      await revokeSessionsIn(trx, scope.merchantId, row.person_id);
    });
    await ctx.audit({
      event: 'STAFF_DELETE',
      detail: { code: 'AUDIT_STAFF_DELETE', params: { name: `${row.first_name} ${row.last_name}`, userName: row.username } },
      before: { userName: row.username, position: row.position, role: row.role_name, status: row.status },
    });
    return { staffId: row.id };
  }),

  ...staffListActions,
];

/** A new temporary password for a staff member, sent to them; answers where it went. */
async function newPassword(
  ctx: Pick<SessionContext, 'db' | 'session' | 'locale'>,
  row: { id: string; person_id: string; username: string; email: string | null; phone: string | null },
  kind: 'invite' | 'reset',
): Promise<string[]> {
  // In the staff member's language once they have signed in, else in the sender's.
  const known = await ctx.db.selectFrom('persons').select('locale').where('id', '=', row.person_id).executeTakeFirst();
  const password = temporaryPassword();
  await ctx.db.updateTable('persons').set({ password_hash: await hashSecret(password), temp_password_until: temporaryPasswordUntil() }).where('id', '=', row.person_id).execute();
  if (kind === 'invite') await ctx.db.updateTable('staff_members').set({ invited_at: nowIso() }).where('id', '=', row.id).execute();
  const business = await businessName(ctx.db, ctx.session.merchantId);
  return deliverSignIn(ctx.db, { email: row.email, phone: row.phone }, { business, userName: row.username, password, kind, locale: known?.locale ?? ctx.locale });
}
