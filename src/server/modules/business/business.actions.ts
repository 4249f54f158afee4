import {
  CheckJoinBusiness,
  CheckKraPinIsUse,
  CommonDictionary,
  JoinBusiness,
  JoinUpdatePersonInfo,
  MyBusinesses,
  QueryTransferMatrixInfo,
  SetUpBusiness,
  SingleBusinessInfoQuery,
  SwitchAccount,
} from '../../../shared/actions/business';
import { BUSINESS_TYPES, DESIGNATIONS, type Designation, DOCUMENT_TYPES, INDUSTRIES } from '../../../shared/dict/business';
import { COUNTIES } from '../../../shared/dict/kenya';
import { BUSINESS_REQUIREMENTS } from '../../../shared/rules/business';
import { normalizePhone } from '../../../shared/rules/identity';
import { isUniqueViolation } from '../../db/database';
import { newId, nowIso, yn } from '../../db/util';
import { type PersonContext, personAction, publicAction, sessionAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { type Locale, messageText, type TextParam } from '../../../shared/i18n/messages';
import { moveSession } from '../../security/sessions';
import { findStoredFile, ownsFile } from '../files/files.service';
import { defaultStore } from '../stores/stores.queries';
import { recomputeKyc } from './kyc.service';
import { sameName, verifiedIdentity } from '../identity/verified';
import { activeMembership, createStore, findMerchantByNo, kraPinRefusal, kraPinTaken, newMerchantNo, roleForDesignation, toBusinessInfo } from './business.queries';
import { inviteStakeholder, liveInvitation, stakeholderConflict } from './stakeholders.service';
import { isSupport } from '../help/support';
import { roleHolds } from '../staff/staff.queries';
import { APPROVAL_DICTS } from '../approvals/dictionaries';

/** A stakeholder's designation as catalogue words, for the audit trail. */
function designationWord(designation: string): TextParam {
  return Object.hasOwn(DESIGNATIONS, designation) ? { code: `AUDIT_DESIGNATION_${designation as Designation}` } : designation;
}

const DICTS = {
  businessType: () => Object.entries(BUSINESS_TYPES).map(([code, name]) => ({ code, name })),
  designation: () => Object.entries(DESIGNATIONS).map(([code, name]) => ({ code, name })),
  documentType: () => Object.entries(DOCUMENT_TYPES).map(([code, name]) => ({ code, name })),
  idType: () => [
    { code: '01', name: 'National ID' },
    { code: '00', name: 'Passport' },
  ],
  // Industries and sectors in the caller's language.
  industry: (_parent?: string, locale?: Locale) => INDUSTRIES.map((i) => ({ code: i.code, name: locale === 'zh-CN' ? i.zh : i.name })),
  sector: (parent?: string, locale?: Locale) =>
    INDUSTRIES.filter((i) => !parent || i.code === parent).flatMap((i) => i.sectors.map((s) => ({ code: s.code, name: locale === 'zh-CN' ? s.zh : s.name }))),
  county: () => COUNTIES.map(({ code, name }) => ({ code, name })),
  ...APPROVAL_DICTS,
  town: (parent?: string) =>
    COUNTIES.filter((c) => !parent || c.code === parent).flatMap((c) => c.towns.map((t) => ({ code: t, name: t }))),
} as const;

/** Moves the caller's session into a business, answering the new token in the header. */
async function enterBusiness(ctx: PersonContext, merchantId: string) {
  const store = await defaultStore(ctx.db, merchantId, ctx.session.personId);
  const token = await moveSession(ctx.db, ctx.config, ctx.session.sessionId, { merchantId, storeId: store?.id ?? null });
  ctx.setSessionToken(token);
  await ctx.db.updateTable('persons').set({ last_merchant_id: merchantId }).where('id', '=', ctx.session.personId).execute();
  ctx.session = { ...ctx.session, merchantId, storeId: store?.id ?? null };
  return store?.id ?? null;
}

async function personName(ctx: PersonContext): Promise<string> {
  const p = await ctx.db.selectFrom('persons').select(['first_name', 'last_name']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
  return `${p.first_name} ${p.last_name}`;
}

export const businessActions = [
  publicAction(CommonDictionary, async (input, ctx) => ({ list: DICTS[input.dictType](input.parentCode, ctx.locale) })),

  personAction(CheckKraPinIsUse, async (input, ctx) => {
    // The rule SetUpBusiness applies: a sub-merchant of the current business may share its family's PIN.
    const family = input.subMerchant === 'Y' ? ctx.session.merchantId : null;
    return { isUse: yn(await kraPinTaken(ctx.db, input.kraPin, { family })) };
  }),

  personAction(SetUpBusiness, async (input, ctx) => {
    // The provider's support agents serve every business and own none.
    if (await isSupport(ctx)) throw new BizError('MMCP0403');
    const need = BUSINESS_REQUIREMENTS[input.businessType];
    if (need.regNo && !input.regNo) throw fieldError(ctx.locale, 'regNo');
    if (need.kraPin && !input.kraPin) throw fieldError(ctx.locale, 'kraPin');
    if (!INDUSTRIES.some((i) => i.code === input.industry && i.sectors.some((s) => s.code === input.sector))) {
      throw fieldError(ctx.locale, 'sector', 'INVALID_VALUE');
    }
    if (!COUNTIES.some((c) => c.code === input.county)) throw fieldError(ctx.locale, 'county', 'INVALID_VALUE');
    const missingDocs = need.documents.filter((d) => !input.documents.some((doc) => doc.docType === d));
    if (missingDocs.length) {
      const what = missingDocs.map((d) => DOCUMENT_TYPES[d as keyof typeof DOCUMENT_TYPES]).join(' and ');
      throw new BizError('MMCP3203', { what }, {}, [{ field: 'documents', message: what }]);
    }
    if (need.stakeholders.length && !input.stakeholders.some((s) => (need.stakeholders as readonly string[]).includes(s.designation))) {
      const what = input.businessType === '2' ? 'partners' : 'directors';
      throw new BizError('MMCP3203', { what }, {}, [{ field: 'stakeholders', message: what }]);
    }
    // Each person invited once, and not the owner setting it up (who is its owner already).
    const me = await ctx.db.selectFrom('persons').select(['phone', 'email', 'first_name', 'last_name']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
    const seen = new Set<string>();
    for (const s of input.stakeholders) {
      const contacts = [s.mblNo ? normalizePhone(s.mblNo) : null, s.email?.toLowerCase() ?? null].filter((c): c is string => !!c);
      if ((await stakeholderConflict(ctx.db, ctx.locale, null, s, me)) || contacts.some((c) => seen.has(c))) {
        throw new BizError('MMCP3220', {}, {}, [{ field: 'stakeholders', message: messageText('MMCP3220', ctx.locale) }]);
      }
      for (const c of contacts) seen.add(c);
    }

    for (const doc of input.documents) {
      // Support documents are the person's own uploaded PDFs or documents.
      const file = await findStoredFile(ctx.db, doc.fileId);
      const owner = { personId: ctx.session.personId, merchantId: ctx.session.merchantId };
      if (!file || !ownsFile(file, owner) || !['certificate', 'document'].includes(file.kind)) {
        throw new BizError('MMCP3002', {}, {}, [{ field: 'documents', message: messageText('MMCP3002', ctx.locale) }]);
      }
    }
    if (input.regNo && (await ctx.db.selectFrom('merchants').select('id').where('reg_no', '=', input.regNo).executeTakeFirst())) {
      throw new BizError('MMCP3202');
    }

    let parentId: string | null = null;
    if (input.subMerchant === 'Y') {
      if (!ctx.session.merchantId || !ctx.session.roleId) throw new BizError('MMCP1040');
      if (!(await roleHolds(ctx.db, ctx.session.roleId, '32'))) throw new BizError('MMCP0403');
      parentId = ctx.session.merchantId;
    }
    // One business to a KRA PIN (CheckKraPinIsUse warns on the form); a sub-merchant, a branch of
    // its parent, may file under its parent's or a sibling's.
    if (input.kraPin && (await kraPinTaken(ctx.db, input.kraPin, { family: parentId }))) throw kraPinRefusal(ctx.locale);
    const merchantId = newId();
    const mercNo = await newMerchantNo(ctx.db);
    const now = nowIso();
    const ownerName = await personName(ctx);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('merchants')
          .values({
            id: merchantId,
            merc_no: mercNo,
            name: input.businessName,
            abbr: input.businessName.split(/\s+/)[0]!.slice(0, 20),
            business_type: input.businessType,
            setup_status: 'Y',
            id_upload_flag: 'N',
            kyc_level: '00',
            kyc_status: '01',
            plan_code: null,
            plan_expires_at: null,
            parent_id: parentId,
            status: 'A',
            created_at: now,
            industry: input.industry,
            sector: input.sector,
            description: input.description ?? null,
            kra_pin: input.kraPin ?? null,
            reg_no: input.regNo ?? null,
            county: input.county,
            town: input.town,
            address: input.address,
            postal_address: input.postalAddress ?? null,
            postal_code: input.postalCode || null,
            website: input.website || null,
            alt_phone: input.altPhone ? normalizePhone(input.altPhone) : null,
            bank_name: input.bank?.bankName ?? null,
            bank_branch: input.bank?.bankBranch ?? null,
            bank_account_no: input.bank?.accountNo ?? null,
            bank_account_name: input.bank?.accountName ?? null,
            owner_person_id: ctx.session.personId,
          })
          .execute();
        await createStore(trx, { merchantId, name: 'Main Store', headOffice: true, address: input.address });
        await trx
          .insertInto('memberships')
          .values({ id: newId(), person_id: ctx.session.personId, merchant_id: merchantId, role_id: 'role-owner', designation: '0', status: 'A', created_at: now })
          .execute();
        // The owner heads the business's stakeholders (Stakeholder Management lists them first).
        await trx
          .insertInto('stakeholders')
          .values({
            id: newId(),
            merchant_id: merchantId,
            person_id: ctx.session.personId,
            first_name: me.first_name,
            last_name: me.last_name,
            phone: me.phone,
            email: me.email,
            designation: input.businessType === '3' ? '3' : '0',
            invite_code: null,
            invite_expires_at: null,
            status: 'J',
            created_at: now,
          })
          .execute();
        for (const doc of input.documents) {
          await trx.insertInto('merchant_documents').values({ id: newId(), merchant_id: merchantId, doc_type: doc.docType, file_id: doc.fileId, created_at: now }).execute();
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BizError('MMCP3202');
      throw error;
    }
    for (const s of input.stakeholders) {
      await inviteStakeholder(ctx, merchantId, input.businessName, ownerName, s);
    }
    if (parentId) {
      // A sub-merchant: the parent business's session stays where it is.
      await ctx.audit({ event: 'BUSINESS_SETUP', detail: { code: 'AUDIT_BUSINESS_SETUP_SUB', params: { business: input.businessName, type: { code: `AUDIT_BUSINESS_TYPE_${input.businessType}` } } } });
      const store = await defaultStore(ctx.db, merchantId);
      return { mercId: mercNo, storeId: store?.id ?? '', invited: input.stakeholders.length };
    }
    await recomputeKyc(ctx.db, merchantId);
    const storeId = await enterBusiness(ctx, merchantId);
    await ctx.audit({ event: 'BUSINESS_SETUP', detail: { code: 'AUDIT_BUSINESS_SETUP', params: { business: input.businessName, type: { code: `AUDIT_BUSINESS_TYPE_${input.businessType}` } } } });
    return { mercId: mercNo, storeId: storeId ?? '', invited: input.stakeholders.length };
  }),

  personAction(MyBusinesses, async (_input, ctx) => {
    const rows = await ctx.db
      .selectFrom('memberships as m')
      .innerJoin('merchants as mc', 'mc.id', 'm.merchant_id')
      .innerJoin('roles as r', 'r.id', 'm.role_id')
      .select(['mc.id', 'mc.merc_no', 'mc.name', 'mc.business_type', 'mc.parent_id', 'r.name as role_name', 'm.designation'])
      .where('m.person_id', '=', ctx.session.personId)
      .where('m.status', '=', 'A')
      .orderBy('m.created_at')
      .execute();
    return {
      list: rows.map((r) => ({
        mercId: r.merc_no,
        mercName: r.name,
        businessType: r.business_type as '0' | '1' | '2' | '3',
        roleName: r.role_name,
        designation: r.designation,
        current: yn(r.id === ctx.session.merchantId),
        isSubMerchant: yn(r.parent_id !== null),
      })),
    };
  }),

  personAction(SwitchAccount, async (input, ctx) => {
    const membership = await activeMembership(ctx.db, ctx.session.personId, input.mercId);
    if (!membership) throw new BizError('MMCP3204');
    const storeId = await enterBusiness(ctx, membership.merchant_id);
    await ctx.audit({ event: 'SWITCH_ACCOUNT', detail: { code: 'AUDIT_SWITCH_ACCOUNT' } });
    return { mercId: input.mercId, storeId };
  }),

  personAction(SingleBusinessInfoQuery, async (input, ctx) => {
    const membership = await activeMembership(ctx.db, ctx.session.personId, input.mercId);
    const merchant = membership ? await findMerchantByNo(ctx.db, input.mercId) : undefined;
    if (!merchant) throw new BizError('MMCP3204');
    return toBusinessInfo(ctx.db, merchant);
  }),

  personAction(CheckJoinBusiness, async (input, ctx) => {
    const { stakeholder, merchant } = await liveInvitation(ctx.db, input.inviteCode);
    return {
      mercName: merchant.name,
      designation: stakeholder.designation as '0' | '1' | '2' | '3',
      firstName: stakeholder.first_name,
      lastName: stakeholder.last_name,
    };
  }),

  personAction(JoinUpdatePersonInfo, async (input, ctx) => {
    const { stakeholder, merchant } = await liveInvitation(ctx.db, input.inviteCode);
    // Nothing is written for a join that cannot happen: a member already.
    const member = await ctx.db.selectFrom('memberships').select('id').where('person_id', '=', ctx.session.personId).where('merchant_id', '=', merchant.id).executeTakeFirst();
    if (member) throw new BizError('MMCP3205');
    // A name and ID number matched to an ID document stay as verified (spec 000 section 5).
    const me = await ctx.db.selectFrom('persons').select(['first_name', 'last_name', 'id_type', 'id_no', 'id_upload_flag']).where('id', '=', ctx.session.personId).executeTakeFirstOrThrow();
    if (me.id_upload_flag === 'Y' && (!sameName(me, input) || me.id_type !== input.idType || me.id_no !== input.idNo)) throw verifiedIdentity(ctx.locale);
    const used = await ctx.db
      .selectFrom('persons')
      .select('id')
      .where('id_type', '=', input.idType)
      .where('id_no', '=', input.idNo)
      .where('id', '!=', ctx.session.personId)
      .executeTakeFirst();
    if (used) throw new BizError('MMCP1033');
    await ctx.db
      .updateTable('persons')
      .set({ first_name: input.firstName, last_name: input.lastName, id_type: input.idType, id_no: input.idNo })
      .where('id', '=', ctx.session.personId)
      .execute();
    await ctx.db.updateTable('stakeholders').set({ first_name: input.firstName, last_name: input.lastName }).where('id', '=', stakeholder.id).execute();
    return {};
  }),

  personAction(JoinBusiness, async (input, ctx) => {
    if (await isSupport(ctx)) throw new BizError('MMCP0403');
    const { stakeholder, merchant } = await liveInvitation(ctx.db, input.inviteCode);
    const existing = await ctx.db
      .selectFrom('memberships')
      .select('id')
      .where('person_id', '=', ctx.session.personId)
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst();
    if (existing) throw new BizError('MMCP3205');
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('memberships')
        .values({
          id: newId(),
          person_id: ctx.session.personId,
          merchant_id: merchant.id,
          role_id: roleForDesignation(stakeholder.designation),
          designation: stakeholder.designation,
          status: stakeholder.block_status === '0' ? 'F' : 'A',
          created_at: nowIso(),
        })
        .execute();
      await trx
        .updateTable('stakeholders')
        .set({ person_id: ctx.session.personId, status: 'J', invite_code: null, invite_expires_at: null })
        .where('id', '=', stakeholder.id)
        .execute();
    });
    await recomputeKyc(ctx.db, merchant.id);
    const storeId = await enterBusiness(ctx, merchant.id);
    await ctx.audit({ event: 'JOIN_BUSINESS', detail: { code: 'AUDIT_JOIN_BUSINESS', params: { designation: designationWord(stakeholder.designation) } } });
    return { mercId: merchant.merc_no, storeId };
  }),

  sessionAction(QueryTransferMatrixInfo, {}, async (_input, ctx) => {
    const [rows, merchant] = await Promise.all([
      ctx.db.selectFrom('kyc_matrix').selectAll().orderBy('trans_typ_id').execute(),
      ctx.db
        .selectFrom('merchants as m')
        .leftJoin('persons as o', 'o.id', 'm.owner_person_id')
        .select(['m.setup_status', 'm.kyc_level', 'm.kyc_status', 'o.peleza_status'])
        .where('m.id', '=', ctx.session.merchantId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      businessSetupStatus: yn(merchant.setup_status),
      kycLevel: merchant.kyc_level,
      kycSts: merchant.kyc_status,
      pelezaSts: merchant.peleza_status,
      list: rows.map((r) => ({ transTypId: r.trans_typ_id, name: r.name, kycZeroFlg: yn(r.kyc_zero_flg), kycOneFlg: yn(r.kyc_one_flg), kycTwoFlg: yn(r.kyc_two_flg) })),
    };
  }),
];
