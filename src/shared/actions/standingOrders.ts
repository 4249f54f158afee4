import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { requestIdRule } from '../rules/money';
import { ruleMessage } from '../rules/message';
import { categoryRule, frequencyRule, maxRunsRule, standingOrderNameRule, standingOrderReasonRule, ymdRule } from '../rules/standingOrders';
import { contract, empty, yn } from './contract';
import { transferPayee } from './transfer';

/**
 * Standing orders (spec 001 sections 2, 3, 5, 7 and 8; function 14 StandingOrder, transfer type
 * 110): a fixed amount sent to one payee on a schedule through the money core (order type 22). The
 * spec names no actions ('list, info, duplicate check, daily limits…'): these are ours
 * (docs/areas/standing-orders.md). Amounts are KES minor units; dates YYYYMMDD (Nairobi).
 */

export const standingOrderStatus = z.enum(['0', '1', '2', '3']);
const orderNo = z.string().trim().min(1).max(40);
/**
 * Any whole number of cents: 0 or a negative amount is refused by the handler with the payee
 * channel's limits, 'Enter an amount between {min} and {max}' (MMCP4002, spec 001 section 5), not
 * as a missing field; the limits are the channel's, unknown here.
 */
const amount = z.number({ message: ruleMessage('REQUIRED') }).int(ruleMessage('ONLY_NUMBERS'));

export const standingOrder = z.object({
  orderNo: z.string(),
  name: z.string(),
  category: z.string(),
  reason: z.string().nullable(),
  amount: z.number().int(),
  /** 0 daily, 1 weekly, 2 monthly, 3 quarterly, 4 annually. */
  frequency: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  maxRuns: z.number().int().nullable(),
  runsDone: z.number().int(),
  nextDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  rcvCnl: z.string(),
  payee: transferPayee,
  rcvNm: z.string().nullable(),
  rcvAcNo: z.string().nullable(),
  /** Payment source: 1 the business wallet. */
  paySource: z.literal('1'),
  /** 0 normal, 1 paused, 2 deleted, 3 finished. */
  status: standingOrderStatus,
  createdAt: z.string(),
});
export type StandingOrder = z.infer<typeof standingOrder>;

export const standingOrderRun = z.object({
  runDate: z.string(),
  seq: z.number().int(),
  amount: z.number().int(),
  /** P on its way, S paid, F failed. */
  status: z.enum(['P', 'S', 'F']),
  ordNo: z.string().nullable(),
  /** The trading code (the network's receipt) of a paid run. */
  receipt: z.string().nullable(),
  fee: z.number().int(),
  totalAmount: z.number().int(),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});
export type StandingOrderRun = z.infer<typeof standingOrderRun>;

const charges = z.object({ fee: z.number().int(), exciseDuty: z.number().int(), vat: z.number().int(), totalAmount: z.number().int() });

const schedule = {
  amount,
  frequency: frequencyRule,
  startDate: ymdRule,
  endDate: ymdRule.optional(),
  maxRuns: maxRunsRule.optional(),
};

/**
 * Step 1 → 2 → 3, one action called twice with the same `requestId`: without `authTxCode` it
 * checks everything (name, payee, schedule, limits) and answers the fee, total and an authTxCode
 * for VerifyPasscodeTrans; with it authorized, the standing order is made. That PIN authorizes
 * the runs, which the job makes without asking again.
 */
export const CreateStandingOrder = contract(
  'CreateStandingOrder',
  z.object({
    name: standingOrderNameRule,
    category: categoryRule,
    reason: standingOrderReasonRule.optional(),
    payee: transferPayee,
    ...schedule,
    requestId: requestIdRule,
    authTxCode: z.string().trim().max(64).optional(),
  }),
  /** `rcvCnl`: the channel the runs are paid on (a saved beneficiary's too), for the screen's mandate notice. */
  charges.extend({ authTxCode: z.string().nullable(), rcvNm: z.string().nullable(), rcvCnl: z.string(), standingOrder: standingOrder.nullable() }),
);

export const QueryStandingOrderList = contract(
  'QueryStandingOrderList',
  pagingInput.extend({ status: standingOrderStatus.exclude(['2']).optional(), name: z.string().trim().max(40).optional() }),
  pagedOutput(standingOrder),
);

/**
 * /finance/standingOrder/orderDetail: every field, the charges of one run (fee, excise duty and VAT
 * apart, as CreateStandingOrder answers them: amount + fee + exciseDuty + vat = totalAmount) and
 * its runs, newest first.
 */
export const QueryStandingOrderInfo = contract('QueryStandingOrderInfo', z.object({ orderNo }), standingOrder.merge(charges).extend({ runs: z.array(standingOrderRun) }));

/** The duplicate check of step 1: Y when another standing order of the business has the name. */
export const CheckStandingOrderName = contract(
  'CheckStandingOrderName',
  z.object({ name: standingOrderNameRule, orderNo: orderNo.optional() }),
  z.object({ exists: yn }),
);

/**
 * Edits a standing order: name, category, reason, frequency, dates, number of runs at once; a new
 * amount or payee needs the PIN again (two calls with a `requestId`, as CreateStandingOrder).
 */
export const EditStandingOrder = contract(
  'EditStandingOrder',
  z.object({
    orderNo,
    name: standingOrderNameRule.optional(),
    category: categoryRule.optional(),
    reason: standingOrderReasonRule.optional(),
    payee: transferPayee.optional(),
    amount: amount.optional(),
    frequency: frequencyRule.optional(),
    startDate: ymdRule.optional(),
    /** An empty string clears it. */
    endDate: z.union([ymdRule, z.literal('')]).optional(),
    maxRuns: z.union([maxRunsRule, z.literal('')]).optional(),
    requestId: requestIdRule.optional(),
    authTxCode: z.string().trim().max(64).optional(),
  }),
  charges.extend({ authTxCode: z.string().nullable(), standingOrder }),
);

export const PauseStandingOrder = contract('PauseStandingOrder', z.object({ orderNo }), standingOrder);
export const ResumeStandingOrder = contract('ResumeStandingOrder', z.object({ orderNo }), standingOrder);
export const DeleteStandingOrder = contract('DeleteStandingOrder', z.object({ orderNo }), empty);
