import {
  AddBeneficiary,
  AddBeneficiaryGroup,
  CheckBeneficiaryName,
  DeleteBeneficiary,
  DeleteBeneficiaryGroup,
  QueryBeneficiaryChannels,
  QueryBeneficiaryDetail,
  QueryBeneficiaryGroupDetail,
  QueryBeneficiaryGroupList,
  QueryBeneficiaryList,
  UpdateBeneficiary,
  UpdateBeneficiaryGroup,
} from '../../../shared/actions/beneficiaries';
import { TRANSFER_CHANNELS } from '../../../shared/dict/money';
import { isUniqueViolation } from '../../db/database';
import { newId, nowIso, toNairobi14, yn } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import {
  assertGroupNameFree,
  assertOwnBeneficiaries,
  groupMembers,
  groupsOf,
  listBeneficiaries,
  listGroups,
  ownBeneficiary,
  ownGroup,
  samePayee,
  standingOrdersPaying,
  toBeneficiary,
} from './beneficiaries.queries';
import { canLookUpName, checkPayee, networkName, payeeTypeOf } from './payee';
import { channelWord } from '../audit/audit.detail';

/** Beneficiaries and beneficiary groups (spec 001 sections 3 and 7; function 11). */
const FUNC = { funcNo: '11' };

interface PayeeWire {
  rcvCnl: string;
  bnfMblNo?: string;
  rcvAcNo?: string;
  bankCode?: string;
  accountReference?: string;
}

function resolve(ctx: SessionContext, v: PayeeWire) {
  return checkPayee(
    ctx.db,
    ctx.session.merchantId,
    { rcvCnl: v.rcvCnl, mobile: v.bnfMblNo, accountNo: v.rcvAcNo, bankCode: v.bankCode, accountReference: v.accountReference },
    { locale: ctx.locale, lookupName: (payee) => networkName(ctx.db, ctx.money.rails, payee, ctx.log) },
  );
}

function channelLabel(ctx: SessionContext, code: string): string {
  const label = TRANSFER_CHANNELS.find((c) => c.code === code)?.label ?? code;
  return label.replace('{product}', ctx.config.walletBrand);
}

/** Runs a write that may hit a unique index; a clash answers `code` (a race the checks missed). */
async function unique<T>(code: 'MMCP4302' | 'MMCP4307', write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(code);
    throw error;
  }
}

export const beneficiariesActions = [
  sessionAction(QueryBeneficiaryList, FUNC, async (input, ctx) => listBeneficiaries(ctx.db, ctx.session.merchantId, input)),

  sessionAction(QueryBeneficiaryDetail, FUNC, async (input, ctx) => {
    const row = await ownBeneficiary(ctx.db, ctx.session.merchantId, input.bnfUsrNo);
    return {
      ...toBeneficiary(row),
      groups: await groupsOf(ctx.db, row.id),
      standingOrders: await standingOrdersPaying(ctx.db, ctx.session.merchantId, row),
    };
  }),

  // Reference data: the send-money screen shows the channels to people without function 11 too.
  sessionAction(QueryBeneficiaryChannels, {}, async (_input, ctx) => ({
    product: ctx.config.walletBrand,
    list: TRANSFER_CHANNELS.map((c) => ({
      rcvCnl: c.code,
      label: channelLabel(ctx, c.code),
      channelType: c.channelType,
      rcvTyp: payeeTypeOf(c),
      payee: c.payee,
      walletFlg: yn(c.rail === 'internal'),
      nameCheck: yn(canLookUpName(c)),
      supported: yn(c.supported),
    })),
  })),

  sessionAction(CheckBeneficiaryName, FUNC, async (input, ctx) => {
    const payee = await resolve(ctx, input);
    return { bnfName: payee.name, walletFlg: payee.walletFlg };
  }),

  sessionAction(AddBeneficiary, FUNC, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const payee = await resolve(ctx, input);
    if (await samePayee(ctx.db, merchantId, payee.payeeKey)) throw new BizError('MMCP4307');
    // A registered payee keeps the name it is registered under; the nickname is the merchant's own.
    const name = payee.name ?? input.bnfName;
    const id = newId();
    const now = nowIso();
    await unique('MMCP4307', () =>
      ctx.db
        .insertInto('beneficiaries')
        .values({
          id,
          merchant_id: merchantId,
          name,
          nickname: input.nickname || null,
          channel: payee.channel.code,
          payee_type: payee.rcvTyp,
          mobile: payee.mobile,
          account_no: payee.accountNo,
          bank_code: payee.bankCode,
          bank_name: payee.bankName,
          account_reference: payee.accountReference,
          target_merchant_id: payee.targetMerchantId ?? null,
          payee_key: payee.payeeKey,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    );
    await ctx.audit({ event: 'BENEFICIARY_ADD', detail: { code: 'AUDIT_BENEFICIARY_ADD', params: { name, channel: channelWord(payee.channel.code, ctx.config.walletBrand) ?? payee.channel.code } } });
    return { bnfUsrNo: id, bnfName: name };
  }),

  sessionAction(UpdateBeneficiary, FUNC, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const row = await ownBeneficiary(ctx.db, merchantId, input.bnfUsrNo);
    const payee = await resolve(ctx, input);
    if (await samePayee(ctx.db, merchantId, payee.payeeKey, row.id)) throw new BizError('MMCP4307');
    const name = payee.name ?? input.bnfName;
    await unique('MMCP4307', () =>
      ctx.db
        .updateTable('beneficiaries')
        .set({
          name,
          nickname: input.nickname || null,
          channel: payee.channel.code,
          payee_type: payee.rcvTyp,
          mobile: payee.mobile,
          account_no: payee.accountNo,
          bank_code: payee.bankCode,
          bank_name: payee.bankName,
          account_reference: payee.accountReference,
          target_merchant_id: payee.targetMerchantId ?? null,
          payee_key: payee.payeeKey,
          updated_at: nowIso(),
        })
        .where('id', '=', row.id)
        .where('merchant_id', '=', merchantId)
        .execute(),
    );
    await ctx.audit({
      event: 'BENEFICIARY_UPDATE',
      detail: { code: 'AUDIT_BENEFICIARY_EDIT', params: { name, channel: channelWord(payee.channel.code, ctx.config.walletBrand) ?? payee.channel.code } },
      before: { name: row.name, nickname: row.nickname, channel: row.channel, mobile: row.mobile, accountNo: row.account_no, bankName: row.bank_name, accountReference: row.account_reference },
      after: { name, nickname: input.nickname || null, channel: payee.channel.code, mobile: payee.mobile, accountNo: payee.accountNo, bankName: payee.bankName, accountReference: payee.accountReference },
    });
    return { bnfUsrNo: row.id, bnfName: name };
  }),

  sessionAction(DeleteBeneficiary, FUNC, async (input, ctx) => {
    const row = await ownBeneficiary(ctx.db, ctx.session.merchantId, input.bnfUsrNo);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('beneficiary_group_members').where('beneficiary_id', '=', row.id).execute();
      await trx.deleteFrom('beneficiaries').where('id', '=', row.id).where('merchant_id', '=', ctx.session.merchantId).execute();
    });
    await ctx.audit({
      event: 'BENEFICIARY_DELETE',
      detail: { code: 'AUDIT_BENEFICIARY_DELETE', params: { name: row.name, channel: channelWord(row.channel, ctx.config.walletBrand) ?? row.channel } },
      before: { name: row.name, nickname: row.nickname, channel: row.channel, mobile: row.mobile, accountNo: row.account_no, bankName: row.bank_name },
    });
    return {};
  }),

  sessionAction(QueryBeneficiaryGroupList, FUNC, async (input, ctx) => listGroups(ctx.db, ctx.session.merchantId, input)),

  sessionAction(QueryBeneficiaryGroupDetail, FUNC, async (input, ctx) => {
    const group = await ownGroup(ctx.db, ctx.session.merchantId, input.groupId);
    const members = await groupMembers(ctx.db, group.id);
    return { groupId: group.id, groupName: group.name, memberCount: members.length, createdAt: toNairobi14(group.created_at), members };
  }),

  sessionAction(AddBeneficiaryGroup, FUNC, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    await assertGroupNameFree(ctx.db, merchantId, input.groupName);
    await assertOwnBeneficiaries(ctx.db, merchantId, input.bnfUsrNos);
    const id = newId();
    const now = nowIso();
    await unique('MMCP4302', () =>
      ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('beneficiary_groups').values({ id, merchant_id: merchantId, name: input.groupName, created_at: now, updated_at: now }).execute();
        if (input.bnfUsrNos.length > 0) {
          await trx
            .insertInto('beneficiary_group_members')
            .values(input.bnfUsrNos.map((beneficiary_id) => ({ group_id: id, beneficiary_id, created_at: now })))
            .execute();
        }
      }),
    );
    await ctx.audit({ event: 'BENEFICIARY_GROUP_ADD', detail: { code: 'AUDIT_GROUP_ADD', params: { group: input.groupName, count: input.bnfUsrNos.length } } });
    return { groupId: id };
  }),

  sessionAction(UpdateBeneficiaryGroup, FUNC, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const group = await ownGroup(ctx.db, merchantId, input.groupId);
    await assertGroupNameFree(ctx.db, merchantId, input.groupName, group.id);
    await assertOwnBeneficiaries(ctx.db, merchantId, input.bnfUsrNos);
    const now = nowIso();
    await unique('MMCP4302', () =>
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('beneficiary_groups').set({ name: input.groupName, updated_at: now }).where('id', '=', group.id).execute();
        // Members keep when they joined: only those leaving are removed, only new ones added.
        const before = await trx.selectFrom('beneficiary_group_members').select('beneficiary_id').where('group_id', '=', group.id).execute();
        const had = new Set(before.map((m) => m.beneficiary_id));
        const keep = new Set(input.bnfUsrNos);
        const leaving = [...had].filter((id) => !keep.has(id));
        const joining = input.bnfUsrNos.filter((id) => !had.has(id));
        if (leaving.length > 0) await trx.deleteFrom('beneficiary_group_members').where('group_id', '=', group.id).where('beneficiary_id', 'in', leaving).execute();
        if (joining.length > 0) {
          await trx
            .insertInto('beneficiary_group_members')
            .values(joining.map((beneficiary_id) => ({ group_id: group.id, beneficiary_id, created_at: now })))
            .execute();
        }
      }),
    );
    await ctx.audit({
      event: 'BENEFICIARY_GROUP_UPDATE',
      detail:
        group.name === input.groupName
          ? { code: 'AUDIT_GROUP_EDIT', params: { group: input.groupName, count: input.bnfUsrNos.length } }
          : { code: 'AUDIT_GROUP_RENAME', params: { from: group.name, group: input.groupName, count: input.bnfUsrNos.length } },
      before: { groupName: group.name },
      after: { groupName: input.groupName, members: input.bnfUsrNos.length },
    });
    return {};
  }),

  sessionAction(DeleteBeneficiaryGroup, FUNC, async (input, ctx) => {
    const group = await ownGroup(ctx.db, ctx.session.merchantId, input.groupId);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('beneficiary_group_members').where('group_id', '=', group.id).execute();
      await trx.deleteFrom('beneficiary_groups').where('id', '=', group.id).execute();
    });
    await ctx.audit({ event: 'BENEFICIARY_GROUP_DELETE', detail: { code: 'AUDIT_GROUP_DELETE', params: { group: group.name } } });
    return {};
  }),
];
