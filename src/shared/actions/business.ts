import { z } from 'zod';
import { bankAccountRule, businessNameRule, inviteCodeRule, kraPinRule, postalCodeRule, regNoRule, websiteRule } from '../rules/business';
import { emailRule, idNoRule, idTypeSchema, personNameRule, phoneRule } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { reasonRule } from '../rules/reason';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { contract, empty, yn } from './contract';

/** Setting up, joining and switching businesses; stakeholders (spec 000 sections 2, 3, 4, 7). */

export const dictItem = z.object({ code: z.string(), name: z.string() });

export const CommonDictionary = contract(
  'CommonDictionary',
  z.object({
    dictType: z.enum([
      'businessType',
      'designation',
      'documentType',
      'idType',
      'industry',
      'sector',
      'county',
      'town',
      // Account mandates and approvals (src/shared/dict/approvals.ts); mandateSubType takes the transaction type as parentCode.
      'mandateTxType',
      'mandateSubType',
      'mandateType',
      'ruleType',
      'approvalRole',
      'approvalStatus',
    ]),
    /** The industry of sectors, the county of towns. */
    parentCode: z.string().max(10).optional(),
  }),
  z.object({ list: z.array(dictItem) }),
);

/** `subMerchant` Y: for a sub-merchant of the current business, which may file under its family's PIN. */
export const CheckKraPinIsUse = contract('CheckKraPinIsUse', z.object({ kraPin: kraPinRule, subMerchant: yn.optional() }), z.object({ isUse: yn }));

const designation = z.enum(['0', '1', '2', '3']);

export const stakeholderInput = z
  .object({
    firstName: personNameRule,
    lastName: personNameRule,
    mblNo: phoneRule.optional(),
    email: emailRule.optional(),
    designation,
  })
  .refine((s) => s.mblNo || s.email, { message: ruleMessage('REQUIRED'), path: ['mblNo'] })
  // The business has one owner, who sets it up: an invitation is for a director, partner or owner/director.
  .refine((s) => s.designation !== '0', { message: ruleMessage('INVALID_VALUE'), path: ['designation'] });

const optionalText = (max: number) => z.string().trim().max(max, ruleMessage('MAX_LENGTH', { 0: max })).optional();

export const SetUpBusiness = contract(
  'SetUpBusiness',
  z.object({
    businessType: z.enum(['0', '1', '2', '3']),
    businessName: businessNameRule,
    industry: z.string().min(1, ruleMessage('REQUIRED')).max(10),
    sector: z.string().min(1, ruleMessage('REQUIRED')).max(10),
    description: optionalText(500),
    kraPin: kraPinRule.optional(),
    regNo: regNoRule.optional(),
    county: z.string().min(1, ruleMessage('REQUIRED')).max(10),
    town: z.string().trim().min(1, ruleMessage('REQUIRED')).max(60),
    address: z.string().trim().min(1, ruleMessage('REQUIRED')).max(200),
    postalAddress: optionalText(60),
    postalCode: postalCodeRule.optional(),
    website: websiteRule.optional(),
    altPhone: phoneRule.optional(),
    documents: z.array(z.object({ docType: z.enum(['1', '2', '3']), fileId: z.string().min(1).max(64) })).max(10).default([]),
    stakeholders: z.array(stakeholderInput).max(20).default([]),
    bank: z
      .object({
        bankName: z.string().trim().min(1, ruleMessage('REQUIRED')).max(80),
        bankBranch: optionalText(80),
        accountNo: bankAccountRule,
        accountName: z.string().trim().min(1, ruleMessage('REQUIRED')).min(2, ruleMessage('MIN_LENGTH', { min: 2 })).max(80),
      })
      .optional(),
    /** Y: a sub-merchant of the current business (permission 32); the session stays where it is. */
    subMerchant: yn.default('N'),
  }),
  z.object({ mercId: z.string(), storeId: z.string(), invited: z.number().int() }),
);

export const businessSummary = z.object({
  mercId: z.string(),
  mercName: z.string(),
  businessType: z.enum(['0', '1', '2', '3']),
  roleName: z.string(),
  designation: z.string().nullable(),
  current: yn,
  isSubMerchant: yn,
});

export const MyBusinesses = contract('MyBusinesses', empty, z.object({ list: z.array(businessSummary) }));

export const SwitchAccount = contract('SwitchAccount', z.object({ mercId: z.string().min(1).max(20) }), z.object({ mercId: z.string(), storeId: z.string().nullable() }));

export const businessInfo = z.object({
  mercId: z.string(),
  mercName: z.string(),
  businessType: z.enum(['0', '1', '2', '3']),
  industry: z.string().nullable(),
  sector: z.string().nullable(),
  description: z.string().nullable(),
  kraPin: z.string().nullable(),
  regNo: z.string().nullable(),
  county: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string().nullable(),
  postalAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  website: z.string().nullable(),
  altPhone: z.string().nullable(),
  kycLevel: z.string(),
  kycSts: z.string(),
  bank: z.object({ bankName: z.string(), bankBranch: z.string().nullable(), accountNo: z.string(), accountName: z.string() }).nullable(),
  documents: z.array(z.object({ docType: z.string(), fileId: z.string() })),
  createdAt: z.string(),
});

export const SingleBusinessInfoQuery = contract('SingleBusinessInfoQuery', z.object({ mercId: z.string().min(1).max(20) }), businessInfo);

export const CheckJoinBusiness = contract(
  'CheckJoinBusiness',
  z.object({ inviteCode: inviteCodeRule }),
  z.object({ mercName: z.string(), designation, firstName: z.string(), lastName: z.string() }),
);

export const JoinUpdatePersonInfo = contract(
  'JoinUpdatePersonInfo',
  z.object({ inviteCode: inviteCodeRule, firstName: personNameRule, lastName: personNameRule, idType: idTypeSchema, idNo: idNoRule }),
  empty,
);

export const JoinBusiness = contract('JoinBusiness', z.object({ inviteCode: inviteCodeRule }), z.object({ mercId: z.string(), storeId: z.string().nullable() }));

export const stakeholder = z.object({
  stakeholderId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mblNo: z.string().nullable(),
  email: z.string().nullable(),
  designation,
  /** O owner, D director, P partner, OD owner/director */
  roleLetter: z.string(),
  /** 0 blocked, 1 normal */
  blockStatus: z.enum(['0', '1']),
  /** I invited (registration incomplete), J joined, F identity check failed */
  status: z.enum(['I', 'J', 'F']),
  /** The stakeholder's own KYC: 00 failed, 01 pending, 02 passed */
  kycSts: z.enum(['00', '01', '02']),
  /** Why the identity check failed (status F), from the identity provider. */
  failReason: z.string().nullable(),
  /** The signed-in person's own entry: it may be neither blocked nor deleted by them (MMCP3218). */
  self: z.boolean(),
  createdAt: z.string(),
});

export const QryStakeholderList = contract(
  'QryStakeholderList',
  pagingInput.extend({ status: z.enum(['I', 'J', 'F']).optional() }),
  pagedOutput(stakeholder),
);
export const AddStakeholder = contract('AddStakeholder', stakeholderInput, z.object({ stakeholderId: z.string() }));
export const UpdStakeholderSts = contract('UpdStakeholderSts', z.object({ stakeholderId: z.string().min(1).max(40), blockStatus: z.enum(['0', '1']) }), empty);
export const DelStakeholder = contract('DelStakeholder', z.object({ stakeholderId: z.string().min(1).max(40) }), empty);
export const ResendStakeholderInvite = contract('ResendStakeholderInvite', z.object({ stakeholderId: z.string().min(1).max(40) }), empty);

export const matrixRow = z.object({ transTypId: z.string(), name: z.string(), kycZeroFlg: yn, kycOneFlg: yn, kycTwoFlg: yn });

export const QueryTransferMatrixInfo = contract(
  'QueryTransferMatrixInfo',
  empty,
  z.object({
    businessSetupStatus: yn,
    kycLevel: z.string(),
    kycSts: z.string(),
    pelezaSts: z.string().nullable(),
    list: z.array(matrixRow),
  }),
);

/** Business information changes wait for a stakeholder's approval (spec 000 section 4: up to 24 hours). */
export const businessFields = z.object({
  businessName: businessNameRule.optional(),
  industry: z.string().min(1).max(10).optional(),
  sector: z.string().min(1).max(10).optional(),
  description: optionalText(500),
  kraPin: kraPinRule.optional(),
  regNo: regNoRule.optional(),
  county: z.string().min(1).max(10).optional(),
  town: z.string().trim().min(1).max(60).optional(),
  address: z.string().trim().min(1).max(200).optional(),
  postalAddress: optionalText(60),
  postalCode: postalCodeRule.optional(),
  website: websiteRule.optional(),
  altPhone: phoneRule.optional(),
});
export type BusinessFields = z.infer<typeof businessFields>;

export const businessChange = z.object({
  changeId: z.string(),
  /** field -> { from, to } */
  changes: z.record(z.string(), z.object({ from: z.string().nullable(), to: z.string().nullable() })),
  /** P pending, S approved, F rejected, C closed (not decided within 24 hours, not applied) */
  status: z.enum(['P', 'S', 'F', 'C']),
  requestedBy: z.string(),
  requestedById: z.string(),
  /** Y when the caller applied for it (and so may not decide it). */
  mine: yn,
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});

export const WebQueryBusinessInfo = contract(
  'WebQueryBusinessInfo',
  empty,
  businessInfo.extend({ pendingChange: businessChange.nullable(), lastChange: businessChange.nullable() }),
);
export const WebUpdateBusinessInfo = contract('WebUpdateBusinessInfo', businessFields, z.object({ changeId: z.string() }));
export const ModifyMercInfoTimeCheck = contract(
  'ModifyMercInfoTimeCheck',
  empty,
  z.object({ allowed: yn, pendingChangeId: z.string().nullable(), appliedAt: z.string().nullable() }),
);
export const MerModificationAdvance = contract(
  'MerModificationAdvance',
  z.object({ changeId: z.string().max(40).optional() }),
  z.object({ change: businessChange.nullable() }),
);
export const queryMerApprovalList = contract('queryMerApprovalList', pagingInput.extend({ status: z.enum(['P', 'S', 'F', 'C']).optional() }), pagedOutput(businessChange));
export const queryMerApprovalDetails = contract('queryMerApprovalDetails', z.object({ changeId: z.string().min(1).max(40) }), businessChange);
/** A stakeholder's reason for a decision: the spec's reason text, up to 200 characters. */
export const changeReasonRule = reasonRule(200);
export const ApprovalMerOperation = contract(
  'ApprovalMerOperation',
  z.object({
    changeId: z.string().min(1).max(40),
    approve: yn,
    reason: changeReasonRule.optional(),
  }),
  z.object({ status: z.enum(['S', 'F']) }),
);

/**
 * The provider's support desk: pending business changes that no one in their business but the
 * person who applied could decide (a sole proprietor alone), oldest first.
 */
export const businessChangeReview = businessChange.extend({ mercName: z.string(), mercNo: z.string() });
export const QueryBusinessChangeReviewList = contract('QueryBusinessChangeReviewList', pagingInput, pagedOutput(businessChangeReview));
/** A support agent decides such a change: approved (applied at once) or rejected with a reason. */
export const ReviewBusinessChange = contract(
  'ReviewBusinessChange',
  z.object({ changeId: z.string().min(1).max(40), approve: yn, reason: changeReasonRule.optional() }),
  z.object({ status: z.enum(['S', 'F']) }),
);

/** Sub-merchants of the current business (permission 32). */
export const MySubBusinesses = contract('MySubBusinesses', pagingInput, pagedOutput(businessSummary.omit({ current: true, roleName: true, designation: true })));
export const SingleSubBusinessInfoQuery = contract('SingleSubBusinessInfoQuery', z.object({ mercId: z.string().min(1).max(20) }), businessInfo);
export const UpdateSubBusinessInfo = contract('UpdateSubBusinessInfo', businessFields.extend({ mercId: z.string().min(1).max(20) }), empty);
