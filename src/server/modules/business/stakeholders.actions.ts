import {
  AddStakeholder,
  DelStakeholder,
  QryStakeholderList,
  ResendStakeholderInvite,
  UpdStakeholderSts,
} from '../../../shared/actions/business';
import { DESIGNATION_LETTERS } from '../../../shared/dict/business';
import { storedText } from '../../../shared/i18n/messages';
import { totalOf } from '../../db/paging';
import { isoAfter, toNairobi14 } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { revokeSessionsIn } from '../../security/sessions';
import { newInviteCode } from './business.queries';
import { INVITE_TTL_MS, inviteStakeholder, sendInvitation, stakeholderConflict } from './stakeholders.service';

/** Stakeholder management (spec 000 section 2, permission 31). */
async function ownStakeholder(ctx: SessionContext, id: string) {
  const row = await ctx.db
    .selectFrom('stakeholders')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', ctx.session.merchantId)
    .where('status', '!=', 'D')
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP3206');
  return row;
}

async function businessAndInviter(ctx: SessionContext) {
  const [merchant, person] = await Promise.all([
    ctx.db.selectFrom('merchants').select(['name', 'owner_person_id']).where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('persons').select(['first_name', 'last_name']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow(),
  ]);
  return { merchant, inviterName: `${person.first_name} ${person.last_name}` };
}

export const stakeholdersActions = [
  sessionAction(QryStakeholderList, { funcNo: '31' }, async (input, ctx) => {
    let q = ctx.db
      .selectFrom('stakeholders as s')
      .leftJoin('persons as p', 'p.id', 's.person_id')
      .where('s.merchant_id', '=', ctx.session.merchantId)
      .where('s.status', '!=', 'D');
    // A joined stakeholder's state follows their own identity check: failed (F), pending or passed.
    if (input.status === 'I') q = q.where('s.status', '=', 'I');
    if (input.status === 'J') q = q.where('s.status', '=', 'J').where((eb) => eb.or([eb('p.peleza_status', 'is', null), eb('p.peleza_status', '!=', '01')]));
    if (input.status === 'F') q = q.where('s.status', '=', 'J').where('p.peleza_status', '=', '01');
    const rows = await q
      .select((eb) => [
        's.id',
        's.first_name',
        's.last_name',
        's.phone',
        's.email',
        's.designation',
        's.block_status',
        's.status',
        's.created_at',
        's.person_id',
        'p.peleza_status',
        eb
          .selectFrom('identity_checks as c')
          .select('c.reason')
          .whereRef('c.person_id', '=', 's.person_id')
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(1)
          .as('fail_reason'),
      ])
      // The owner first, then the others in the order they were added.
      .orderBy((eb) => eb.case().when('s.designation', 'in', ['0', '3']).then(0).else(1).end())
      .orderBy('s.created_at')
      .orderBy('s.id')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    return {
      total: await totalOf(q, input, rows.length),
      list: rows.map((r) => {
        const failed = r.status === 'J' && r.peleza_status === '01';
        const kycSts = r.status !== 'J' ? '01' : r.peleza_status === '01' ? '00' : r.peleza_status === '00' ? '02' : '01';
        return {
          stakeholderId: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          mblNo: r.phone,
          email: r.email,
          designation: r.designation as '0' | '1' | '2' | '3',
          roleLetter: DESIGNATION_LETTERS[r.designation as keyof typeof DESIGNATION_LETTERS] ?? '',
          blockStatus: r.block_status === '0' ? ('0' as const) : ('1' as const),
          status: failed ? ('F' as const) : r.status === 'J' ? ('J' as const) : ('I' as const),
          kycSts: kycSts as '00' | '01' | '02',
          failReason: failed && r.fail_reason ? storedText(r.fail_reason, ctx.locale) : null,
          self: r.person_id === ctx.session.personId,
          createdAt: toNairobi14(r.created_at),
        };
      }),
    };
  }),

  sessionAction(AddStakeholder, { funcNo: '31' }, async (input, ctx) => {
    const { merchant, inviterName } = await businessAndInviter(ctx);
    const conflict = await stakeholderConflict(ctx.db, ctx.locale, ctx.session.merchantId, input);
    if (conflict) throw conflict;
    const stakeholderId = await inviteStakeholder(ctx, ctx.session.merchantId, merchant.name, inviterName, input);
    await ctx.audit({ event: 'STAKEHOLDER_ADD', detail: { code: 'AUDIT_STAKEHOLDER_ADD', params: { name: `${input.firstName} ${input.lastName}` } } });
    return { stakeholderId };
  }),

  sessionAction(UpdStakeholderSts, { funcNo: '31' }, async (input, ctx) => {
    const s = await ownStakeholder(ctx, input.stakeholderId);
    const { merchant } = await businessAndInviter(ctx);
    if (s.person_id && s.person_id === merchant.owner_person_id) throw new BizError('MMCP3207');
    // Blocking or deleting oneself would end one's own access at once, with nobody asked.
    if (s.person_id && s.person_id === ctx.session.personId) throw new BizError('MMCP3218');
    await ctx.db.updateTable('stakeholders').set({ block_status: input.blockStatus }).where('id', '=', s.id).execute();
    if (s.person_id) {
      // A blocked stakeholder's membership is frozen, which ends their sessions in this business.
      await ctx.db
        .updateTable('memberships')
        .set({ status: input.blockStatus === '0' ? 'F' : 'A' })
        .where('person_id', '=', s.person_id)
        .where('merchant_id', '=', ctx.session.merchantId)
        .execute();
      // Signed out of this business; their sessions in other businesses they belong to go on.
      if (input.blockStatus === '0') await revokeSessionsIn(ctx.db, ctx.session.merchantId, s.person_id);
    }
    await ctx.audit({
      event: input.blockStatus === '0' ? 'STAKEHOLDER_BLOCK' : 'STAKEHOLDER_UNBLOCK',
      detail: { code: input.blockStatus === '0' ? 'AUDIT_STAKEHOLDER_BLOCK' : 'AUDIT_STAKEHOLDER_UNBLOCK', params: { name: `${s.first_name} ${s.last_name}` } },
      before: { stakeholder: `${s.first_name} ${s.last_name}`, blockStatus: s.block_status },
      after: { stakeholder: `${s.first_name} ${s.last_name}`, blockStatus: input.blockStatus },
    });
    return {};
  }),

  sessionAction(DelStakeholder, { funcNo: '31' }, async (input, ctx) => {
    const s = await ownStakeholder(ctx, input.stakeholderId);
    const { merchant } = await businessAndInviter(ctx);
    if (s.person_id && s.person_id === merchant.owner_person_id) throw new BizError('MMCP3207');
    // Blocking or deleting oneself would end one's own access at once, with nobody asked.
    if (s.person_id && s.person_id === ctx.session.personId) throw new BizError('MMCP3218');
    await ctx.db.updateTable('stakeholders').set({ status: 'D', invite_code: null, invite_expires_at: null }).where('id', '=', s.id).execute();
    if (s.person_id) {
      await ctx.db
        .updateTable('memberships')
        .set({ status: 'F' })
        .where('person_id', '=', s.person_id)
        .where('merchant_id', '=', ctx.session.merchantId)
        .execute();
    }
    await ctx.audit({
      event: 'STAKEHOLDER_DELETE',
      detail: { code: 'AUDIT_STAKEHOLDER_DELETE', params: { name: `${s.first_name} ${s.last_name}` } },
      before: { stakeholder: `${s.first_name} ${s.last_name}`, designation: s.designation, status: s.status },
    });
    return {};
  }),

  sessionAction(ResendStakeholderInvite, { funcNo: '31' }, async (input, ctx) => {
    const s = await ownStakeholder(ctx, input.stakeholderId);
    if (s.status !== 'I') throw new BizError('MMCP3206');
    const { merchant, inviterName } = await businessAndInviter(ctx);
    const code = await newInviteCode(ctx.db);
    await ctx.db.updateTable('stakeholders').set({ invite_code: code, invite_expires_at: isoAfter(INVITE_TTL_MS) }).where('id', '=', s.id).execute();
    await sendInvitation(ctx.db, {
      phone: s.phone,
      email: s.email,
      firstName: s.first_name,
      designation: s.designation,
      code,
      businessName: merchant.name,
      inviterName,
      locale: ctx.locale,
    });
    await ctx.audit({ event: 'STAKEHOLDER_INVITE', detail: { code: 'AUDIT_STAKEHOLDER_INVITE', params: { name: `${s.first_name} ${s.last_name}` } } });
    return {};
  }),
];
