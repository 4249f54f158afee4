import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { dayRule } from '../rules/statements';
import { contract } from './contract';
import { moneyOrder } from './money';
import { walletTrans } from './wallet';

/**
 * Transaction records (/finance/transaction, function 12 TransactionHistory; spec 001 sections 2
 * and 7): every money order of the business, filtered and paged on the server, with the totals of
 * the filter, and one order's detail with its ledger postings. Amounts are KES minor units,
 * timestamps 14-digit Nairobi time, days YYYYMMDD (Nairobi).
 */
export const transRecordFilter = z.object({
  startDate: dayRule.optional(),
  endDate: dayRule.optional(),
  /** Order type (spec 001 enumerations: 01 top-up, 20 transfer, 28 withdrawal, ...). */
  ordTyp: z.string().trim().min(2).max(2).optional(),
  /** Transaction type id (101 top-up, 104 bank, 110 transfer, 131 request to pay, 132 withdraw). */
  transTypId: z.string().trim().regex(/^\d{3}$/).optional(),
  /** S success, P processing, W waiting approval (held by a mandate), F failed. */
  status: z.enum(['S', 'P', 'W', 'F']).optional(),
  /** Channel code (rcvCnl: 44 M-PESA mobile, 41 EFT, 28 wallet ...). */
  rcvCnl: z.string().trim().min(2).max(2).optional(),
  /** c money in, d money out. */
  dcFlg: z.enum(['c', 'd']).optional(),
  /** An order number, a receipt, or part of the counterparty's name, phone or account. */
  keyword: z.string().trim().max(40).optional(),
});
export type TransRecordFilter = z.infer<typeof transRecordFilter>;

export const transRecord = walletTrans.extend({ rcvCnl: z.string().nullable(), receipt: z.string().nullable() });
export type TransRecord = z.infer<typeof transRecord>;

/** The records of the filter, newest first, with money in and out of the whole filter (successful orders). */
export const QueryDasOrderInfoPage = contract(
  'QueryDasOrderInfoPage',
  pagingInput.merge(transRecordFilter),
  pagedOutput(transRecord).extend({ totalIn: z.number().int(), totalOut: z.number().int() }),
);

/** One ledger posting of an order's journal entries, as the business sees it. */
export const transPosting = z.object({
  entryStatus: z.enum(['P', 'S', 'V']),
  /** wallet (this business), payee_wallet (another business), fee_income, excise, vat, clearing:<rail>, till:<till id>. */
  account: z.string(),
  /** The name a person knows the account by, where the id is not one: a till's name. */
  accountName: z.string().nullable(),
  /** principal | fee | excise | vat */
  role: z.string(),
  /** d: the account went down (money left it), c: it went up. */
  dcFlg: z.enum(['c', 'd']),
  amount: z.number().int(),
  /** The business wallet's balance right after this posting (settled wallet postings only). */
  balanceAfter: z.number().int().nullable(),
  at: z.string(),
});
export type TransPosting = z.infer<typeof transPosting>;

export const transStatusStep = z.object({
  /** U created (waiting for the PIN), P sent to the network, S success, F failed, V reservation released. */
  status: z.enum(['U', 'P', 'S', 'F', 'V']),
  at: z.string(),
  desc: z.string().nullable(),
});

/** /finance/components/transRecordDetail?ordNo=…: the whole order, its status history and postings. */
export const QueryTransRecordDetail = contract(
  'QueryTransRecordDetail',
  z.object({ ordNo: z.string().trim().min(1).max(32) }),
  z.object({
    order: moneyOrder.extend({ dcFlg: z.enum(['c', 'd']), rcvMerchantNo: z.string().nullable(), operator: z.string().nullable() }),
    history: z.array(transStatusStep),
    postings: z.array(transPosting),
  }),
);
