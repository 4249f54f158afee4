import { z } from 'zod';
import { contract, empty } from './contract';

/**
 * The money orders every money area shares (spec 001 sections 3, 4, 7): the wallet, limits and
 * fees, and the status of an order. Amounts are KES minor units; timestamps 14-digit Nairobi time.
 */
/**
 * The business's payment of the same amount to the same payee in the last half hour, paid or on
 * its way: a payment's review warns of it before the PIN (`repeatOf`).
 */
export const repeatOf = z.object({ ordNo: z.string(), createdAt: z.string() });

export const moneyOrder = z.object({
  ordNo: z.string(),
  /** Order type (spec 001 enumerations): 01 top-up by M-PESA, 20 transfer, 28 withdrawal, M2 plan, R1 request to pay, Q1 receive code. */
  ordTyp: z.string(),
  transTypId: z.string(),
  /** in: money came in; out: money went out. */
  direction: z.enum(['in', 'out']),
  /** Channel code (rcvCnl) where one applies. */
  rcvCnl: z.string().nullable(),
  amount: z.number().int(),
  fee: z.number().int(),
  exciseDuty: z.number().int(),
  vat: z.number().int(),
  /** What left (or reached) the wallet. */
  totalAmount: z.number().int(),
  /** U waiting for the PIN, W waiting approval (an account mandate holds it), P processing, S success, F failed. */
  status: z.enum(['U', 'W', 'P', 'S', 'F']),
  rcvNm: z.string().nullable(),
  rcvMblNo: z.string().nullable(),
  rcvAcNo: z.string().nullable(),
  rcvBnkNm: z.string().nullable(),
  /** The account number a paybill payment was made to (the payee's reference), beside the paybill in `rcvAcNo`. */
  accountReference: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The network's receipt (M-PESA receipt number) once paid. */
  receipt: z.string().nullable(),
  /** The network's (or our) result code; a failed order's reason is worded from it (shared/dict/failures). */
  resultCode: z.string().nullable(),
  resultDesc: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MoneyOrder = z.infer<typeof moneyOrder>;

/** The wallet (permission 45 ViewBalance). */
export const QryWalletDetails = contract(
  'QryWalletDetails',
  empty,
  z.object({
    currency: z.literal('KES'),
    /** Posted balance. */
    balance: z.number().int(),
    /** Held for payments still on their way through a network. */
    reserved: z.number().int(),
    /** What can be spent now: balance - reserved. */
    availableBalance: z.number().int(),
    merchantNo: z.string(),
    merchantName: z.string(),
  }),
);

/** Limits of a transaction type and channel, and (given an amount) its fee and taxes. */
export const QueryTxAmtLimit = contract(
  'QueryTxAmtLimit',
  z.object({ transTypId: z.string().min(3).max(3), rcvCnl: z.string().max(4).optional(), amount: z.number().int().positive().optional() }),
  z.object({
    minAmount: z.number().int(),
    maxAmount: z.number().int(),
    dailyLimit: z.number().int().nullable(),
    /** What the business has already sent today (Nairobi day) on this type. */
    usedToday: z.number().int(),
    charges: z.object({ fee: z.number().int(), exciseDuty: z.number().int(), vat: z.number().int(), totalAmount: z.number().int() }).nullable(),
  }),
);

/** The status of any money order of the business, by its number (followed live by the screens). */
export const QueryTransferOrdSts = contract('QueryTransferOrdSts', z.object({ ordNo: z.string().min(1).max(32) }), moneyOrder);
