import { z } from 'zod';
import { numberFromText } from '../rules/number';
import { phoneRule } from '../rules/identity';
import { amountRule, remarksRule, requestIdRule } from '../rules/money';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { contract, empty } from './contract';
import { moneyOrder } from './money';

/**
 * The wallet on /home, withdraw, request to pay and the receive (QR) code (spec 000 section 2
 * "Account and home"; spec 001 sections 2 and 7). Amounts are KES minor units; timestamps are
 * 14-digit Nairobi time.
 */

/** One line of the business's money activity, as the person sees it. */
export const walletTrans = z.object({
  ordNo: z.string(),
  ordTyp: z.string(),
  transTypId: z.string(),
  /** Debit/credit flag (spec 001 enumerations): d money left the wallet, c money came in. */
  dcFlg: z.enum(['c', 'd']),
  amount: z.number().int(),
  fee: z.number().int(),
  /** What left (d) or reached (c) the wallet. */
  totalAmount: z.number().int(),
  status: z.enum(['U', 'W', 'P', 'S', 'F']),
  /** The other party: a name, a phone (254…) or an account, whichever the order knows. */
  counterparty: z.string().nullable(),
  rcvMblNo: z.string().nullable(),
  resultDesc: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletTrans = z.infer<typeof walletTrans>;

/** The business's money orders, newest first; `ordTyp` narrows to one type (R1: requests to pay). */
export const QryWalletTransList = contract(
  'QryWalletTransList',
  pagingInput.extend({ ordTyp: z.string().trim().min(2).max(2).optional() }),
  pagedOutput(walletTrans),
);

/** Money in and out of the wallet per Nairobi day, for the last `days` days (successful orders). */
export const QryWalletDailyFlow = contract(
  'QryWalletDailyFlow',
  z.object({ days: numberFromText(z.number().int().min(1).max(31)).default(14) }),
  z.object({
    list: z.array(z.object({ date: z.string().length(8), moneyIn: z.number().int(), moneyOut: z.number().int() })),
  }),
);

/** Where the business can withdraw to: its bank account on file and its M-PESA numbers. */
export const QueryWithdrawAccounts = contract(
  'QueryWithdrawAccounts',
  empty,
  z.object({
    /** Null when the business has no bank account saved (business details). */
    bank: z
      .object({ bankName: z.string(), bankCode: z.string().nullable(), accountNo: z.string(), accountName: z.string() })
      .nullable(),
    /** The owner's phone first, then the business's payment mobiles (254…). */
    mobiles: z.array(z.object({ msisdn: z.string(), name: z.string().nullable(), owner: z.enum(['Y', 'N']) })),
  }),
);

export const withdrawMethod = z.enum(['mpesa', 'bank']);
export type WithdrawMethod = z.infer<typeof withdrawMethod>;

/**
 * Step 1 of a withdrawal: checks limits and balance and records the order; answers the PIN
 * authorization. `msisdn` (M-PESA) must be one of the business's numbers.
 */
export const WithdrawPreOrder = contract(
  'WithdrawPreOrder',
  z.object({
    requestId: requestIdRule,
    method: withdrawMethod,
    amount: amountRule,
    msisdn: phoneRule.optional(),
    remarks: remarksRule.optional(),
  }),
  z.object({ authTxCode: z.string().nullable(), order: moneyOrder }),
);

/** Step 2: after VerifyPasscodeTrans authorized `authTxCode`, sends the money (status P, then S or F). */
export const Withdraw = contract('Withdraw', z.object({ ordNo: z.string().min(1).max(32), authTxCode: z.string().min(1).max(64) }), moneyOrder);

/** Asks a customer's phone for an amount (M-PESA STK push); the customer confirms on the phone. */
export const RequestPay = contract(
  'RequestPay',
  z.object({ requestId: requestIdRule, mobile: phoneRule, amount: amountRule, remarks: remarksRule.optional() }),
  moneyOrder,
);

/** A receive (QR) code of the business: paid through M-PESA with the code as the account reference. */
export const receiveCode = z.object({
  code: z.string(),
  /** A fixed amount, or null when the payer chooses. */
  amount: z.number().int().nullable(),
  /** Receive flag: 1 open, 0 closed. */
  rcvFlg: z.enum(['1', '0']),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** A sale's pay code at the counter (docs/areas/checkout.md): its order, state (W waiting, S paid, C closed, E expired) and expiry. */
  orderNo: z.string().nullish(),
  status: z.enum(['W', 'S', 'C', 'E']).nullish(),
  expiresAt: z.string().nullish(),
});
export type ReceiveCode = z.infer<typeof receiveCode>;

export const receiveCodeRule = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/));

/** Makes a new open receive code, optionally with a fixed amount and tied to a store. */
export const GenerateCode = contract(
  'GenerateCode',
  z.object({
    amount: amountRule.nullable().optional(),
    storeId: z.string().min(1).max(64).nullable().optional(),
    /** A sale's pay code: the open order of the counter it pays (function 43). */
    orderNo: z.string().trim().min(1).max(40).optional(),
  }),
  receiveCode,
);

/** The business's receive codes (newest first) and how customers pay them. */
export const QueryPaymentCodeInfo = contract(
  'QueryPaymentCodeInfo',
  pagingInput.extend({ rcvFlg: z.enum(['1', '0']).optional(), storeId: z.string().min(1).max(64).optional(), orderNo: z.string().trim().min(1).max(40).optional() }),
  z.object({
    list: z.array(receiveCode),
    total: z.number().int(),
    /** The provider's M-PESA paybill number the customer pays. */
    paybillNo: z.string(),
    merchantNo: z.string(),
    merchantName: z.string(),
    /** Y when the server runs the M-PESA simulator (a local user may simulate a payment). */
    simulatorFlg: z.enum(['Y', 'N']),
  }),
);

export const ClosePaymentCode = contract('ClosePaymentCode', z.object({ code: receiveCodeRule }), receiveCode);
export const EnablePaymentCode = contract('EnablePaymentCode', z.object({ code: receiveCodeRule }), receiveCode);

/** Decodes a typed or scanned code (or a merchant number): who it pays, and how much. */
export const QueryPayCode = contract(
  'QueryPayCode',
  z.object({ code: receiveCodeRule }),
  z.object({
    code: z.string(),
    merchantNo: z.string(),
    merchantName: z.string(),
    storeName: z.string().nullable(),
    amount: z.number().int().nullable(),
    rcvFlg: z.enum(['1', '0']),
    paybillNo: z.string(),
  }),
);

/** Simulator only: a customer pays a receive code through M-PESA (the paybill, the code as account). */
export const SimulateCodePayment = contract(
  'SimulateCodePayment',
  z.object({ code: receiveCodeRule, amount: amountRule, mobile: phoneRule }),
  z.object({ transId: z.string(), resultCode: z.string(), resultDesc: z.string() }),
);
