import { z } from 'zod';
import { channelByCode } from '../dict/money';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { ruleMessage } from '../rules/message';
import {
  accountReferenceRule,
  bankAccountRule,
  bankCodeRule,
  beneficiaryNameRule,
  cardNoRule,
  groupMembersRule,
  groupNameRule,
  merchantNoRule,
  nicknameRule,
  paybillRule,
  phoneRule,
} from '../rules/payee';
import { contract, empty, yn } from './contract';

/**
 * Beneficiaries (saved payees) and beneficiary groups (spec 001 sections 3, 5 and 7; function 11).
 * `QueryBeneficiaryList` is the spec's; the others are ours (docs/areas/beneficiaries.md).
 */

/** rcvTyp, the payee type (spec: 'A account, M M-PESA'): M an M-PESA number or paybill, A any account. */
export const payeeType = z.enum(['A', 'M']);
export type PayeeType = z.infer<typeof payeeType>;

export const beneficiary = z.object({
  /** Our number of the saved payee. */
  bnfUsrNo: z.string(),
  bnfName: z.string(),
  nickname: z.string().nullable(),
  /** The payee's phone (254…) on phone channels. */
  bnfMblNo: z.string().nullable(),
  /** The transfer channel code (src/shared/dict/money.ts). */
  rcvCnl: z.string(),
  rcvTyp: payeeType,
  /** Channel type: 1 mobile, 2 bank. */
  channelType: z.enum(['1', '2']),
  /** Bank name and CBK code, for bank payees. */
  rcvBnkNm: z.string().nullable(),
  bankCode: z.string().nullable(),
  /** Account, card, paybill or merchant number (whatever the channel pays to besides a phone). */
  rcvAcNo: z.string().nullable(),
  /** The account a paybill payment is for. */
  accountReference: z.string().nullable(),
  headImgUrl: z.string().nullable(),
  /** Y: a {product}-wallet payee (channels 28 and 30, paid inside our own ledger). */
  walletFlg: yn,
  createdAt: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiary>;

const optionalText = z.string().trim().max(40).optional();

/** What identifies a payee on a channel; which fields a channel needs is its `payee` kind. */
export const payeeFields = z.object({
  rcvCnl: z.string().trim().min(1, ruleMessage('REQUIRED')).max(4),
  bnfMblNo: optionalText,
  rcvAcNo: optionalText,
  bankCode: optionalText,
  accountReference: optionalText,
});
export type PayeeFields = z.infer<typeof payeeFields>;

/**
 * The field rules of a channel's payee kind, applied by the server (and the forms, field by field):
 * a phone, a merchant number, a bank and account, a paybill and account reference, or a card.
 */
export function checkPayeeShape(v: PayeeFields, ctx: z.RefinementCtx): void {
  const channel = channelByCode(v.rcvCnl);
  if (!channel) {
    ctx.addIssue({ code: 'custom', path: ['rcvCnl'], message: ruleMessage('INVALID_VALUE') });
    return;
  }
  const need = (field: keyof PayeeFields, rule: z.ZodType) => {
    const result = rule.safeParse(v[field] ?? '');
    if (!result.success) ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? ruleMessage('INVALID_VALUE') });
  };
  switch (channel.payee) {
    case 'phone':
      need('bnfMblNo', phoneRule);
      break;
    case 'merchantNo':
      need('rcvAcNo', merchantNoRule);
      break;
    case 'paybill':
      need('rcvAcNo', paybillRule);
      need('accountReference', accountReferenceRule);
      break;
    case 'account':
      // NCBA (63) is refused whatever is typed; the account is checked for the others.
      if (channel.supported) {
        need('bankCode', bankCodeRule);
        need('rcvAcNo', bankAccountRule);
      }
      break;
    case 'card':
      need('rcvAcNo', cardNoRule);
      break;
  }
}

const beneficiaryFields = payeeFields.extend({
  bnfName: beneficiaryNameRule,
  nickname: nicknameRule.optional(),
});

const bnfUsrNo = z.string().trim().min(1, ruleMessage('REQUIRED')).max(40);
const groupId = z.string().trim().min(1, ruleMessage('REQUIRED')).max(40);

export const QueryBeneficiaryList = contract(
  'QueryBeneficiaryList',
  pagingInput.extend({
    /** Search text: part of the name, nickname, phone or account number. */
    qryEnter: z.string().trim().max(60).optional(),
    /** 1 the beneficiary page (all); 2 picking a payee to pay (channels we can send to only). */
    pageType: z.enum(['1', '2']).default('1'),
    /** The payee type: A accounts, M M-PESA; empty for all. */
    bnfTyp: z.union([payeeType, z.literal('')]).optional(),
    /** The spec's `{product}Flg`. Y: only {product}-wallet payees (channels 28 and 30). */
    walletFlg: z.union([yn, z.literal('')]).optional(),
    /** Only payees on these channels (e.g. the send-money tab's channels, or those with a phone to share to). */
    rcvCnls: z.array(z.string().trim().min(1).max(4)).max(20).optional(),
  }),
  pagedOutput(beneficiary),
);

export const QueryBeneficiaryDetail = contract(
  'QueryBeneficiaryDetail',
  z.object({ bnfUsrNo }),
  beneficiary.extend({
    groups: z.array(z.object({ groupId: z.string(), groupName: z.string() })),
    /** Standing orders running or paused that pay this payee: deleting the beneficiary does not stop them. */
    standingOrders: z.array(z.object({ orderNo: z.string(), name: z.string() })),
  }),
);

export const AddBeneficiary = contract('AddBeneficiary', beneficiaryFields.superRefine(checkPayeeShape), z.object({ bnfUsrNo: z.string(), bnfName: z.string() }));

export const UpdateBeneficiary = contract(
  'UpdateBeneficiary',
  beneficiaryFields.extend({ bnfUsrNo }).superRefine(checkPayeeShape),
  z.object({ bnfUsrNo: z.string(), bnfName: z.string() }),
);

export const DeleteBeneficiary = contract('DeleteBeneficiary', z.object({ bnfUsrNo }), empty);

export const beneficiaryChannel = z.object({
  rcvCnl: z.string(),
  /** The channel's name with the wallet's brand in place of {product}. */
  label: z.string(),
  channelType: z.enum(['1', '2']),
  rcvTyp: payeeType,
  /** What identifies the payee: phone, merchantNo, paybill, account or card. */
  payee: z.enum(['phone', 'merchantNo', 'paybill', 'account', 'card']),
  walletFlg: yn,
  /** Y when the registered name can be looked up (CheckBeneficiaryName answers it). */
  nameCheck: yn,
  /** N for NCBA: shown, but refused ('Sorry! We do not support send money to NCBA account'). */
  supported: yn,
});

/** The channels a payee can be added on, and the wallet's brand for `{product}`. */
export const QueryBeneficiaryChannels = contract(
  'QueryBeneficiaryChannels',
  empty,
  z.object({ product: z.string(), list: z.array(beneficiaryChannel) }),
);

/** The payee's registered name (internal channels), or null where the user types it. */
export const CheckBeneficiaryName = contract(
  'CheckBeneficiaryName',
  payeeFields.superRefine(checkPayeeShape),
  z.object({ bnfName: z.string().nullable(), walletFlg: yn }),
);

export const beneficiaryGroup = z.object({
  groupId: z.string(),
  groupName: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type BeneficiaryGroup = z.infer<typeof beneficiaryGroup>;

export const QueryBeneficiaryGroupList = contract(
  'QueryBeneficiaryGroupList',
  pagingInput.extend({ qryEnter: z.string().trim().max(60).optional() }),
  pagedOutput(beneficiaryGroup),
);

export const QueryBeneficiaryGroupDetail = contract(
  'QueryBeneficiaryGroupDetail',
  z.object({ groupId }),
  beneficiaryGroup.extend({ members: z.array(beneficiary) }),
);

export const AddBeneficiaryGroup = contract(
  'AddBeneficiaryGroup',
  z.object({ groupName: groupNameRule, bnfUsrNos: groupMembersRule.default([]) }),
  z.object({ groupId: z.string() }),
);

/** Renames the group and sets its members (the list replaces the old one). */
export const UpdateBeneficiaryGroup = contract(
  'UpdateBeneficiaryGroup',
  z.object({ groupId, groupName: groupNameRule, bnfUsrNos: groupMembersRule }),
  empty,
);

export const DeleteBeneficiaryGroup = contract('DeleteBeneficiaryGroup', z.object({ groupId }), empty);
