import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { phoneRule } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { amountRule, remarksRule, requestIdRule } from '../rules/money';
import { TILL_MOVEMENTS } from '../dict/tills';
import { contract } from './contract';
import { moneyOrder, repeatOf } from './money';

/**
 * Tills and the payments customers make to them (spec 001 sections 2, 3, 4 and 7). Amounts are
 * KES minor units; timestamps 14-digit Nairobi time. Till status 0 activated, 1 deactivated;
 * settlement method 0 real time, 1 scheduled end of day (the default), 2 manual, 3 balance threshold.
 */
export const TILL_STATUS = ['0', '1'] as const;
export const SETTLE_METHODS = ['0', '1', '2', '3'] as const;
export const DEFAULT_SETTLE_METHOD = '1';

/** A till's name: letters, digits and simple punctuation, 2 to 30 characters. */
export const tillNameRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .min(2, ruleMessage('MIN_LENGTH', { min: 2 }))
  .max(30, ruleMessage('MAX_LENGTH', { 0: 30 }))
  .regex(/^[A-Za-z0-9 .,'&()/-]+$/, ruleMessage('INVALID_VALUE'))
  // Runs of spaces count as one, so 'Counter   1' is the same name as 'Counter 1'.
  .transform((name) => name.replace(/ +/g, ' '));

/** What a cashier types to claim a payment against a sale (a receipt or sale number). */
export const saleRefRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .max(40, ruleMessage('MAX_LENGTH', { 0: 40 }))
  .regex(/^[A-Za-z0-9./#-]+$/, ruleMessage('INVALID_VALUE'));

/** A claim's note or a till request's remarks: the remarks of a payment (spec 001 section 5, no Chinese characters). */
export const claimNoteRule = remarksRule;

const id = z.string().trim().min(1).max(64);
/** YYYYMMDD (Nairobi business date). */
const yyyymmdd = z.string().regex(/^\d{8}$/);

export const till = z.object({
  tillId: z.string(),
  tillNo: z.string(),
  tillName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  status: z.enum(TILL_STATUS),
  /** A added by the business, R requested from the provider. */
  origin: z.enum(['A', 'R']),
  balance: z.number().int(),
  availableBalance: z.number().int(),
  /** The method in force (the till's own, else its store's). */
  settleMethod: z.enum(SETTLE_METHODS),
  /** The till's own method, or null when it follows its store. */
  ownSettleMethod: z.enum(SETTLE_METHODS).nullable(),
  settleThreshold: z.number().int().nullable(),
  /** Settled to date. */
  settledAmount: z.number().int(),
  createdAt: z.string(),
});
export type Till = z.infer<typeof till>;

/** The business's tills with their balances (permission 38), newest first. */
export const QueryTillsInfoList = contract(
  'QueryTillsInfoList',
  pagingInput.extend({
    /** One till (the till card). */
    tillId: id.optional(),
    storeId: id.optional(),
    status: z.enum(TILL_STATUS).optional(),
    keyword: z.string().trim().max(30).optional(),
  }),
  z.object({
    list: z.array(till),
    total: z.number().int(),
    totalBalance: z.number().int(),
    /** Y when the server runs the M-PESA simulator (a local user may simulate a customer's payment). */
    simulatorFlg: z.enum(['Y', 'N']),
  }),
);

/** Till numbers and names for pickers (a store's, or the business's), active first. */
export const QueryTillNoList = contract(
  'QueryTillNoList',
  z.object({ storeId: id.optional() }),
  z.object({ list: z.array(z.object({ tillId: z.string(), tillNo: z.string(), tillName: z.string(), storeId: z.string(), status: z.enum(TILL_STATUS) })) }),
);

export const AddMerchantTill = contract('AddMerchantTill', z.object({ tillName: tillNameRule, storeId: id }), till);
export const UpdateMerchantTill = contract('UpdateMerchantTill', z.object({ tillId: id, tillName: tillNameRule }), till);
export const EnableMerchantTill = contract('EnableMerchantTill', z.object({ tillId: id }), till);
export const DisableMerchantTill = contract('DisableMerchantTill', z.object({ tillId: id }), till);
export const DeleteMerchantTill = contract('DeleteMerchantTill', z.object({ tillId: id }), z.object({ tillId: z.string(), tillNo: z.string() }));

/** Requests a till number from the provider for a store (/requestTill); the provider allocates it at once. */
export const ApplyMerchantTill = contract(
  'ApplyMerchantTill',
  z.object({ tillName: tillNameRule, storeId: id, remarks: claimNoteRule.optional() }),
  till,
);

/** What a till's QR code carries; the browser draws it. */
export const GenerateQrCodeForTill = contract(
  'GenerateQrCodeForTill',
  z.object({ tillId: id, amount: amountRule.optional() }),
  z.object({ tillNo: z.string(), tillName: z.string(), merchantName: z.string(), storeName: z.string(), amount: z.number().int().nullable(), qrContent: z.string() }),
);

export const settleSetting = z.object({
  storeId: z.string(),
  storeName: z.string(),
  settleMethod: z.enum(SETTLE_METHODS),
  settleThreshold: z.number().int().nullable(),
  /** Where settlements go: W the business wallet, B a bank account, M M-PESA (the store's settlement details). */
  channel: z.enum(['W', 'B', 'M']),
  destination: z.string().nullable(),
});

/** A store's settlement setting and destination, and its tills' own settings. */
export const TillSettingInfo = contract(
  'TillSettingInfo',
  z.object({ storeId: id.optional() }),
  z.object({ store: settleSetting, tills: z.array(z.object({ tillId: z.string(), tillNo: z.string(), tillName: z.string(), ownSettleMethod: z.enum(SETTLE_METHODS).nullable(), settleThreshold: z.number().int().nullable() })) }),
);

/** Sets the settlement method of a store (no tillId) or of one till (null method: follow the store). */
export const UpdateTillSetting = contract(
  'UpdateTillSetting',
  z.object({
    storeId: id.optional(),
    tillId: id.optional(),
    settleMethod: z.enum(SETTLE_METHODS).nullable(),
    settleThreshold: amountRule.nullable().optional(),
  }),
  z.object({ storeId: z.string(), tillId: z.string().nullable(), settleMethod: z.enum(SETTLE_METHODS).nullable(), settleThreshold: z.number().int().nullable() }),
);

export const tillPayment = z.object({
  paymentId: z.string(),
  tillId: z.string(),
  tillNo: z.string(),
  tillName: z.string(),
  /** mpesa or wallet. */
  source: z.string(),
  transId: z.string(),
  amount: z.number().int(),
  payerName: z.string().nullable(),
  /** Masked, as the network gives it (2547****123). */
  payerPhone: z.string().nullable(),
  reference: z.string().nullable(),
  claimed: z.enum(['Y', 'N']),
  claimRef: z.string().nullable(),
  claimNote: z.string().nullable(),
  claimedBy: z.string().nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TillPayment = z.infer<typeof tillPayment>;

/** The payments to the business's tills (the till's transaction records), newest first. */
export const QueryTillTransList = contract(
  'QueryTillTransList',
  pagingInput.extend({
    tillId: id.optional(),
    storeId: id.optional(),
    claimed: z.enum(['Y', 'N']).optional(),
    startDate: yyyymmdd.optional(),
    endDate: yyyymmdd.optional(),
    keyword: z.string().trim().max(40).optional(),
  }),
  pagedOutput(tillPayment),
);

/** A cashier matches a payment to a sale (a receipt number they type) once. */
export const ClaimTillPayment = contract('ClaimTillPayment', z.object({ paymentId: id, saleRef: saleRefRule, note: claimNoteRule.optional() }), tillPayment);

/** Simulator only: a customer pays a till number through M-PESA (buy goods). */
export const SimulateTillPayment = contract(
  'SimulateTillPayment',
  z.object({ tillNo: z.string().trim().regex(/^\d{5,8}$/), amount: amountRule, mobile: phoneRule, payerName: z.string().trim().max(30).optional(), reference: z.string().trim().max(20).optional() }),
  z.object({ transId: z.string(), resultCode: z.string(), resultDesc: z.string() }),
);

/** Pay a till from the business's wallet (order type 42): the pre-order, confirmed with the PIN. */
export const PayTillPreOrder = contract(
  'PayTillPreOrder',
  z.object({ tillNo: z.string().trim().regex(/^\d{5,8}$/), amount: amountRule, requestId: requestIdRule, reference: z.string().trim().max(20).optional() }),
  z.object({
    order: moneyOrder,
    authTxCode: z.string().nullable(),
    tillName: z.string(),
    merchantName: z.string(),
    /** The same amount paid to the same till in the last half hour, named before the PIN. */
    repeatOf: repeatOf.nullable(),
  }),
);

export const PayTill = contract('PayTill', z.object({ ordNo: z.string().min(1).max(40), authTxCode: z.string().min(1).max(64) }), moneyOrder);

export const statementEntry = z.object({
  at: z.string(),
  /** P a payment in, S a settlement out, R a settlement returned. */
  kind: z.enum(['P', 'S', 'R']),
  /** What the movement was (shared/dict/tills.ts). */
  type: z.enum(TILL_MOVEMENTS),
  /** The movement in English words (exports); screens word `type` in the reader's language. */
  description: z.string(),
  reference: z.string().nullable(),
  credit: z.number().int(),
  debit: z.number().int(),
  balance: z.number().int(),
});

/** A till's statement for a period: opening and closing balance and every movement between. */
export const QueryTillStatement = contract(
  'QueryTillStatement',
  z.object({ tillId: id, startDate: yyyymmdd, endDate: yyyymmdd }),
  z.object({
    tillNo: z.string(),
    tillName: z.string(),
    storeName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    openingBalance: z.number().int(),
    closingBalance: z.number().int(),
    totalIn: z.number().int(),
    totalOut: z.number().int(),
    entries: z.array(statementEntry),
    /** More movements than one statement shows (narrow the period). */
    truncated: z.enum(['Y', 'N']),
  }),
);

/** The till statement as a file (PDF, CSV or XLSX), answered as a short-lived download link. */
export const ExportTillStatement = contract(
  'ExportTillStatement',
  z.object({ tillId: id, startDate: yyyymmdd, endDate: yyyymmdd, format: z.enum(['pdf', 'csv', 'xlsx']) }),
  z.object({ url: z.string(), fileName: z.string() }),
);
