import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { billAccountRule, billNicknameRule, billerCodeRule, planDayRule, rateRule } from '../rules/bills';
import { remarksRule, requestIdRule } from '../rules/money';
import { contract, empty, yn } from './contract';
import { moneyOrder, repeatOf } from './money';

/**
 * Bills and airtime (spec 001 sections 2, 3, 7 and 9; function 04 PayBills, transaction type 125
 * utility). Every action name is the spec's. Amounts are KES minor units; dates YYYYMMDD;
 * timestamps 14-digit Nairobi time. docs/areas/bills.md tells the flows.
 */

export const utilityKind = z.enum(['01', '02', '03', '04', '05', '06']);
export const billerMode = z.enum(['postpaid', 'prepaid', 'package', 'airtime']);

export const billPackage = z.object({ code: z.string(), name: z.string(), amount: z.number().int() });
export type BillPackageInfo = z.infer<typeof billPackage>;

export const QueryUtilityType = contract(
  'QueryUtilityType',
  empty,
  z.object({ list: z.array(z.object({ utilityKind, name: z.string(), providerCount: z.number().int() })) }),
);

export const billProvider = z.object({
  biller: z.string(),
  name: z.string(),
  utilityKind,
  mode: billerMode,
  accountLabel: z.enum(['meter', 'account', 'smartcard', 'phone']),
});
export type BillProvider = z.infer<typeof billProvider>;

export const QueryUtilityServiceProvider = contract(
  'QueryUtilityServiceProvider',
  z.object({ utilityKind: utilityKind.optional() }),
  z.object({ list: z.array(billProvider) }),
);

const accountKey = z.object({ biller: billerCodeRule, accountNo: billAccountRule });

/** Validation only: the holder's name the biller holds for the account. */
export const CheckBillAccount = contract(
  'CheckBillAccount',
  accountKey,
  z.object({ biller: z.string(), accountNo: z.string(), accountName: z.string(), valid: yn }),
);

/** What the account owes or may buy, with the amount limits of its kind. */
export const utilityBill = z.object({
  biller: z.string(),
  billerName: z.string(),
  utilityKind,
  mode: billerMode,
  accountNo: z.string(),
  accountName: z.string(),
  /** Postpaid: the amount due; null otherwise. */
  amountDue: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  packages: z.array(billPackage),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
});
export type UtilityBill = z.infer<typeof utilityBill>;

export const QueryUtilityBill = contract('QueryUtilityBill', accountKey, utilityBill);

/** A bill payment: the money order and what makes it a bill. */
export const billOrder = moneyOrder.extend({
  biller: z.string(),
  billerName: z.string(),
  utilityKind,
  accountNo: z.string(),
  accountName: z.string().nullable(),
  packageCode: z.string().nullable(),
  packageName: z.string().nullable(),
  /** The regular bill that made it. */
  planNo: z.string().nullable(),
  /** Prepaid electricity: the 20-digit token (digits only; shown in groups of 4) and the units (kWh). */
  token: z.string().nullable(),
  units: z.string().nullable(),
  /** 1-5 stars once rated. */
  rating: z.number().int().nullable(),
});
export type BillOrder = z.infer<typeof billOrder>;

/**
 * The money order of a bill, in two calls with the same `requestId`: without `authTxCode` it
 * makes the order (U) and answers the charges and the `authTxCode` for VerifyPasscodeTrans; with
 * the authorized `authTxCode` it pays (P, then S or F from the biller). A repeat answers the same
 * order and never pays twice; the same `requestId` with other details is refused (MMCP0010).
 */
export const CreateUtilityBillOrder = contract(
  'CreateUtilityBillOrder',
  z.object({
    biller: billerCodeRule,
    accountNo: billAccountRule,
    amount: z.number().int().positive(),
    packageCode: z.string().trim().max(40).optional(),
    remarks: remarksRule.optional(),
    requestId: requestIdRule,
    authTxCode: z.string().trim().max(64).optional(),
    /** Y: save the account for next time (CollectBillAccount) once the order is made. */
    saveAccount: yn.optional(),
  }),
  z.object({
    ordNo: z.string(),
    authTxCode: z.string().nullable(),
    amount: z.number().int(),
    fee: z.number().int(),
    exciseDuty: z.number().int(),
    vat: z.number().int(),
    totalAmount: z.number().int(),
    accountName: z.string().nullable(),
    balanceAfter: z.number().int(),
    order: billOrder,
    /** The same amount to the same biller account in the last half hour, paid or on its way (the review warns). */
    repeatOf: repeatOf.nullable(),
  }),
);

export const QueryHistoryBillOrder = contract(
  'QueryHistoryBillOrder',
  pagingInput.extend({
    /** One order (the result screen follows it). */
    ordNo: z.string().trim().max(40).optional(),
    utilityKind: utilityKind.optional(),
    status: z.enum(['U', 'W', 'P', 'S', 'F']).optional(),
  }),
  pagedOutput(billOrder).extend({ rewardPoints: z.number().int() }),
);

export const billAccount = z.object({
  accountId: z.string(),
  biller: z.string(),
  billerName: z.string(),
  utilityKind,
  mode: billerMode,
  accountNo: z.string(),
  accountName: z.string().nullable(),
  nickname: z.string().nullable(),
  packageCode: z.string().nullable(),
  /** Y when a regular bill pays this account. */
  hasPlan: yn,
  createdAt: z.string(),
});
export type BillAccount = z.infer<typeof billAccount>;

export const CollectBillAccount = contract(
  'CollectBillAccount',
  accountKey.extend({ nickname: billNicknameRule.optional(), packageCode: z.string().trim().max(40).optional() }),
  billAccount,
);

export const QueryBillAccount = contract(
  'QueryBillAccount',
  pagingInput.extend({ utilityKind: utilityKind.optional(), qryEnter: z.string().trim().max(40).optional() }),
  pagedOutput(billAccount),
);

const accountIdInput = z.object({ accountId: z.string().trim().min(1).max(40) });

export const EditBillAccount = contract(
  'EditBillAccount',
  accountIdInput.extend({ nickname: billNicknameRule.optional(), packageCode: z.string().trim().max(40).nullable().optional() }),
  billAccount,
);

/** A saved account with what the biller says of it now (name, amount due, packages). */
export const QueryUtilityAccountDetail = contract('QueryUtilityAccountDetail', accountIdInput, billAccount.extend({ bill: utilityBill }));

export const DeleteBillAccount = contract('DeleteBillAccount', accountIdInput, empty);

export const billPlan = z.object({
  planNo: z.string(),
  biller: z.string(),
  billerName: z.string(),
  utilityKind,
  accountNo: z.string(),
  accountName: z.string().nullable(),
  packageCode: z.string().nullable(),
  name: z.string().nullable(),
  amount: z.number().int(),
  /** Day of the month (29-31 run on the last day of shorter months). */
  day: z.number().int(),
  /** Payment source: 1 the business wallet. */
  paySource: z.literal('1'),
  /** 0 normal, 1 paused, 2 deleted. */
  status: z.enum(['0', '1', '2']),
  /** YYYYMMDD of the next payment (null when paused). */
  nextRunDate: z.string().nullable(),
  createdAt: z.string(),
});
export type BillPlan = z.infer<typeof billPlan>;

export const billPlanRun = z.object({
  period: z.string(),
  /** P running, S paid, F failed (retried). */
  status: z.enum(['P', 'S', 'F']),
  attempts: z.number().int(),
  ordNo: z.string().nullable(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});

/** The saved account with its regular bills and latest payments. */
export const QueryBillAccountDetail = contract(
  'QueryBillAccountDetail',
  accountIdInput,
  billAccount.extend({ plans: z.array(billPlan), recentOrders: z.array(billOrder) }),
);

/**
 * A regular bill, in two calls with the same `requestId` (as a bill order): without `authTxCode`
 * it answers one for VerifyPasscodeTrans; with it authorized, the plan is made. The PIN given here
 * authorizes the monthly payments, which run without asking again.
 */
export const CreateBillPlan = contract(
  'CreateBillPlan',
  accountKey.extend({
    amount: z.number().int().positive(),
    packageCode: z.string().trim().max(40).optional(),
    day: planDayRule,
    name: billNicknameRule.optional(),
    requestId: requestIdRule,
    authTxCode: z.string().trim().max(64).optional(),
  }),
  /** The charges of each monthly payment (the bill's fee rule), so the PIN prompt says what leaves the wallet. */
  z.object({
    authTxCode: z.string().nullable(),
    plan: billPlan.nullable(),
    fee: z.number().int(),
    exciseDuty: z.number().int(),
    vat: z.number().int(),
    totalAmount: z.number().int(),
  }),
);

export const QueryBillPlan = contract('QueryBillPlan', pagingInput.extend({ status: z.enum(['0', '1']).optional() }), pagedOutput(billPlan));

const planNoInput = z.object({ planNo: z.string().trim().min(1).max(40) });

export const QueryBillPlanDetail = contract('QueryBillPlanDetail', planNoInput, billPlan.extend({ runs: z.array(billPlanRun) }));

/**
 * Changes a regular bill: name, day, pause (1) or resume (0) at once; a new amount or package
 * needs the PIN again (two calls, as CreateBillPlan, with a `requestId`).
 */
export const EditBillPlan = contract(
  'EditBillPlan',
  planNoInput.extend({
    name: billNicknameRule.optional(),
    day: planDayRule.optional(),
    status: z.enum(['0', '1']).optional(),
    amount: z.number().int().positive().optional(),
    packageCode: z.string().trim().max(40).optional(),
    requestId: requestIdRule.optional(),
    authTxCode: z.string().trim().max(64).optional(),
  }),
  z.object({ authTxCode: z.string().nullable(), plan: billPlan }),
);

export const DeleteBillPlan = contract('DeleteBillPlan', planNoInput, empty);

/** One rating per paid bill, 1-5 stars; 10 reward points (spec 001 section 9). */
export const SubmitRate = contract(
  'SubmitRate',
  z.object({ ordNo: z.string().trim().min(1).max(40), rate: rateRule, comment: z.string().trim().max(200).optional() }),
  z.object({ ordNo: z.string(), rating: z.number().int(), points: z.number().int(), rewardPoints: z.number().int() }),
);
