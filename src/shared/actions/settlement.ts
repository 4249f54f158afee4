import { z } from 'zod';
import { pagingInput } from '../protocol/paging';
import { amountRule, requestIdRule } from '../rules/money';
import { contract } from './contract';
import { SETTLE_METHODS } from './tills';

/**
 * Settlement: money moves from a till to its store's settlement destination (the business wallet,
 * a bank account or M-PESA), in real time, at the end of the day, by hand or past a balance
 * threshold (spec 001 sections 4 and 5). Amounts are KES minor units; timestamps 14-digit Nairobi.
 */
const id = z.string().trim().min(1).max(64);
const yyyymmdd = z.string().regex(/^\d{8}$/);

export const settlement = z.object({
  settlementId: z.string(),
  tillId: z.string(),
  tillNo: z.string(),
  tillName: z.string(),
  storeName: z.string(),
  /** The period it settled: a Nairobi date for end of day, else the moment it was made. */
  period: z.string(),
  method: z.enum(SETTLE_METHODS),
  /** W the business wallet, B a bank account, M M-PESA. */
  channel: z.enum(['W', 'B', 'M']),
  destination: z.string().nullable(),
  /** Taken from the till. */
  amount: z.number().int(),
  fee: z.number().int(),
  exciseDuty: z.number().int(),
  vat: z.number().int(),
  /** What reached the destination: amount less the charges. */
  netAmount: z.number().int(),
  /** P processing, S settled, F failed (the money went back to the till). */
  status: z.enum(['P', 'S', 'F']),
  ordNo: z.string().nullable(),
  resultDesc: z.string().nullable(),
  /** A failed settlement's result code, which `orderFailure` words in the reader's language. */
  resultCode: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlement>;

/** The business's settlements, newest first, with the amounts settled per day for the chart. */
export const QuerySettlementList = contract(
  'QuerySettlementList',
  pagingInput.extend({
    tillId: id.optional(),
    storeId: id.optional(),
    status: z.enum(['P', 'S', 'F']).optional(),
    startDate: yyyymmdd.optional(),
    endDate: yyyymmdd.optional(),
  }),
  z.object({
    list: z.array(settlement),
    total: z.number().int(),
    totalSettled: z.number().int(),
    totalFees: z.number().int(),
    /** Per Nairobi day of the filter (the last 14 days when none): net amount settled and fees. */
    daily: z.array(z.object({ date: z.string(), amount: z.number().int(), fee: z.number().int() })),
  }),
);

/** Settles a till by hand (/settle, permission 38): never more than its available balance. */
export const SettleTill = contract('SettleTill', z.object({ tillId: id, amount: amountRule, requestId: requestIdRule }), settlement);

/** The charges on a settlement of an amount from a till, and where it would go (before SettleTill). */
export const QuerySettlementFee = contract(
  'QuerySettlementFee',
  z.object({ tillId: id, amount: amountRule.optional() }),
  z.object({
    availableBalance: z.number().int(),
    channel: z.enum(['W', 'B', 'M']),
    destination: z.string().nullable(),
    fee: z.number().int(),
    exciseDuty: z.number().int(),
    vat: z.number().int(),
    netAmount: z.number().int(),
  }),
);
