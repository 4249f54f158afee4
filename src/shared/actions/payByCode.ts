import { z } from 'zod';
import { ruleMessage } from '../rules/message';
import { amountRule, remarksRule, requestIdRule } from '../rules/money';
import { BILL_ACCOUNT, SHORT_CODE } from '../rules/payByCode';
import { contract } from './contract';
import { moneyOrder, repeatOf } from './money';

/**
 * Pay by code (/finance/payByCode): buy goods at a till, pay an M-PESA paybill, or pay a
 * merchant's {product} pay code. Every payment is a money order of type 42 (pay to till),
 * transaction type 111 (buy goods); the sub-type is the order's channel: 3405 an M-PESA till,
 * 3411 a paybill, 30 a {product} pay code, none for a till on this platform (the tills area's order).
 */
/** The sub-type codes (spec 001 section 3) kept as a pay-by-code order's channel. */
export const PAY_SUB = { till: '3405', bill: '3411', code: '30' } as const;

export const payKind = z.enum(['till', 'bill', 'code']);
export type PayKind = z.infer<typeof payKind>;

/** Till code (spec 001 section 3): 2 till, 4 bill. */
export const tillCode = z.enum(['2', '4']);

const shortCode = z.string().trim().regex(SHORT_CODE, ruleMessage('INVALID_VALUE'));

/** An M-PESA till or paybill by number, as the network names it (a till of this platform is named by its business). */
export const QueryMoMoPayCode = contract(
  'QueryMoMoPayCode',
  z.object({ payCode: shortCode, tillCode }),
  z.object({
    payCode: z.string(),
    tillCode,
    name: z.string(),
    /** Y when the till belongs to a business on this platform: it is paid wallet to till at once. */
    onPlatform: z.enum(['Y', 'N']),
  }),
);

export const frequentPayCode = z.object({
  payKind,
  payCode: z.string(),
  /** A paybill's account number. */
  accountNo: z.string().nullable(),
  name: z.string().nullable(),
  count: z.number().int(),
  lastAmount: z.number().int(),
  /** yyyyMMddHHmmss, Nairobi. */
  lastPaidAt: z.string(),
});
export type FrequentPayCode = z.infer<typeof frequentPayCode>;

/** The business's most used tills, paybills and pay codes: top N by count, then by recency. */
export const QueryFrequentPayCode = contract(
  'QueryFrequentPayCode',
  z.object({ payKind: payKind.optional(), top: z.number().int().min(1).max(20).default(6) }),
  z.object({ list: z.array(frequentPayCode) }),
);

/** The pre-order: checks the code or till, the amount and the balance; answers the fees and the PIN code. */
export const PayByCodePreOrder = contract(
  'PayByCodePreOrder',
  z.object({
    payKind,
    payCode: z.string().trim().min(1, ruleMessage('REQUIRED')).max(20),
    accountNo: z.string().trim().regex(BILL_ACCOUNT, ruleMessage('INVALID_VALUE')).optional(),
    amount: amountRule,
    requestId: requestIdRule,
    remarks: remarksRule.optional(),
  }),
  z.object({
    order: moneyOrder,
    authTxCode: z.string().nullable(),
    payKind,
    payCode: z.string(),
    name: z.string(),
    /** The same amount to the same till, paybill account or code in the last half hour, paid or on its way (the review warns). */
    repeatOf: repeatOf.nullable(),
  }),
);

/** The pay step after VerifyPasscodeTrans; follow the order with QueryTransferOrdSts. */
export const PayByCodePay = contract('PayByCodePay', z.object({ ordNo: z.string().min(1).max(40), authTxCode: z.string().min(1).max(64) }), moneyOrder);
