import { z } from 'zod';
import { remarksRule, requestIdRule } from '../rules/money';
import { GROUP_MAX_MEMBERS } from '../rules/payee';
import { ruleMessage } from '../rules/message';
import { contract } from './contract';
import { moneyOrder, QueryTransferOrdSts, repeatOf } from './money';

/**
 * Send money (spec 001 sections 3, 4 and 7; function 09, transfer type 110): to a {product}
 * wallet or merchant (paid inside our own ledger at once), to M-PESA, PesaLink, a bank or a Visa
 * card (sent on the network: P, then S or F), and to many payees at once under one PIN.
 * `QueryTransferOrdSts` is the spec's (src/shared/actions/money.ts); the others are ours
 * (docs/areas/transfer.md).
 *
 * A payee is a saved beneficiary (`bnfUsrNo`) or typed in: the channel (`rcvCnl`) and what the
 * channel needs (a phone, a merchant number, a bank and account, a paybill and its account, a card).
 */
export { QueryTransferOrdSts };

const optionalText = z.string().trim().max(40).optional();

export const transferPayee = z.object({
  /** A saved beneficiary: its channel and number are used, the fields below are ignored. */
  bnfUsrNo: z.string().trim().min(1).max(40).optional(),
  rcvCnl: z.string().trim().max(4).optional(),
  bnfMblNo: optionalText,
  /** Account, card, merchant or paybill number. */
  rcvAcNo: optionalText,
  bankCode: optionalText,
  accountReference: optionalText,
  /** The payee's name as the user typed it (outside networks whose name we cannot look up). */
  rcvNm: z.string().trim().max(60).optional(),
});
export type TransferPayee = z.infer<typeof transferPayee>;

/** Transfer type: 01 account to account, 04 account to card, 15 account to bank, 20 account to off-us. */
export const transferType = z.enum(['01', '04', '15', '20']);
/** Fund source: 1 own, 2 third party, 4 multi. */
export const fundSource = z.enum(['1', '2', '4']);

/** A transfer order as the screens show it: the money order and what makes it a transfer. */
export const transferOrder = moneyOrder.extend({
  transferType,
  fundSource,
  /** The batch of a transfer to many. */
  batchNo: z.string().nullable(),
  bnfUsrNo: z.string().nullable(),
  /** The CBK code of a bank payee, the reference of a paybill payment. */
  bankCode: z.string().nullable(),
  accountReference: z.string().nullable(),
});
export type TransferOrder = z.infer<typeof transferOrder>;

export const charges = z.object({
  fee: z.number().int(),
  exciseDuty: z.number().int(),
  vat: z.number().int(),
  /** Amount plus fee and taxes: what leaves the wallet. */
  totalAmount: z.number().int(),
});

const amount = z.number({ message: ruleMessage('REQUIRED') }).int(ruleMessage('ONLY_NUMBERS')).positive(ruleMessage('AMOUNT_POSITIVE'));

/** Step 1 → 2: checks the payee and the amount, records the order (status U) and answers the charges and the PIN code. */
export const TransferPreOrder = contract(
  'TransferPreOrder',
  transferPayee.extend({
    amount,
    remarks: remarksRule.optional(),
    /** One per order attempt; a retry with the same id answers the same order. */
    requestId: requestIdRule,
    /** Paying a split-bill share (its order number, from the notification's 'To Pay'): the order is linked to the share. */
    splitOrderNo: z.string().trim().min(1).max(40).optional(),
  }),
  charges.extend({
    ordNo: z.string(),
    authTxCode: z.string().nullable(),
    amount: z.number().int(),
    rcvCnl: z.string(),
    rcvNm: z.string().nullable(),
    /** Where the money goes, for the review: the payee's phone (254…), or account, bank and paybill reference. */
    rcvMblNo: z.string().nullable(),
    rcvAcNo: z.string().nullable(),
    rcvBnkNm: z.string().nullable(),
    accountReference: z.string().nullable(),
    transTypId: z.string(),
    transferType,
    fundSource,
    status: z.enum(['U', 'W', 'P', 'S', 'F']),
    /** The wallet's available balance after this transfer. */
    balanceAfter: z.number().int(),
    /**
     * Whether the payee's name is known for sure (our register, a saved beneficiary, the network's
     * look-up); false when the network could not name the number; null where it names nobody (M-PESA).
     */
    nameConfirmed: z.boolean().nullable(),
    /** The business's transfer of the same amount to the same payee in the last half hour, paid or on its way. */
    repeatOf: repeatOf.nullable(),
  }),
);

const ordNo = z.string().trim().min(1).max(32);

/** Step 3 → 4: after the PIN, sends the order. Internal transfers answer S; network ones P (then S or F). */
export const TransferPay = contract('TransferPay', z.object({ ordNo, authTxCode: z.string().trim().min(1).max(64) }), transferOrder);

/** Cancels an order still waiting for the PIN (U → F 'Cancelled'). */
export const CancelTransferOrder = contract('CancelTransferOrder', z.object({ ordNo }), transferOrder);

/** /finance/transfer/details: one transfer order. */
export const QueryTransferOrderDetail = contract('QueryTransferOrderDetail', z.object({ ordNo }), transferOrder);

export const transferManyItem = transferPayee.extend({ amount: amount.optional() });

/**
 * To many: a beneficiary group (every member, `amount` each, or the amounts of `list` by
 * `bnfUsrNo`) or a list of up to 20 payees with their amounts. One PIN confirms the whole batch.
 */
export const TransferManyPreOrder = contract(
  'TransferManyPreOrder',
  z.object({
    groupId: z.string().trim().min(1).max(40).optional(),
    /** With a group: the amount each member gets (where `list` gives none). */
    amount: amount.optional(),
    list: z.array(transferManyItem).max(GROUP_MAX_MEMBERS, ruleMessage('GROUP_MAX_MEMBERS', { max: GROUP_MAX_MEMBERS })).optional(),
    remarks: remarksRule.optional(),
    requestId: requestIdRule,
  }),
  charges.extend({
    batchNo: z.string(),
    authTxCode: z.string().nullable(),
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    orders: z.array(transferOrder),
  }),
);

export const TransferManyPay = contract(
  'TransferManyPay',
  z.object({ batchNo: z.string().trim().min(1).max(40), authTxCode: z.string().trim().min(1).max(64) }),
  z.object({ batchNo: z.string(), orders: z.array(transferOrder) }),
);
