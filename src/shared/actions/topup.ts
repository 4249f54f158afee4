import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { requestIdRule } from '../rules/money';
import { phoneRule } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { contract, empty, yn } from './contract';
import { otpCode } from './otp';

/**
 * Top-up (spec 001 sections 4 and 7): the business tops up its wallet from one of its payment
 * mobiles (M-PESA STK push), and sees its linked bank cards and wallets. Amounts are KES minor
 * units; phones 254 + 9 digits; timestamps 14-digit Nairobi time. PesaLink registration (function
 * 3705) lives here too: its action names are ours (registry DOCUMENTED_ADDITIONS).
 */

/** Top-up order status (spec 001 section 4): F fail, P processing, S success; U waiting for the PIN. */
export const topupStatus = z.enum(['U', 'P', 'S', 'F']);

/** A payment mobile: an M-PESA number the business tops up from. */
export const paymentMobile = z.object({
  mobileId: z.string(),
  /** 254XXXXXXXXX */
  mblNo: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentMobile = z.infer<typeof paymentMobile>;

export const PaymentMobileList = contract('PaymentMobileList', pagingInput, pagedOutput(paymentMobile));

/** Whether a number can be added (format, not yet added, room left); nothing is sent. */
export const CheckPaymentMobile = contract(
  'CheckPaymentMobile',
  z.object({ mblNo: phoneRule }),
  z.object({ mblNo: z.string(), available: yn }),
);

/**
 * Adds a payment mobile in two steps: without a code it sends a one-time code (type 16, AddMOMO)
 * to the number being added and answers VERIFY with its jrnNo; with the jrnNo and the code it
 * saves the number (DONE).
 */
export const AddPaymentMobile = contract(
  'AddPaymentMobile',
  z.object({
    mblNo: phoneRule,
    name: z.string().trim().max(40, ruleMessage('MAX_LENGTH', { 0: 40 })).optional(),
    jrnNo: z.string().min(1).max(64).optional(),
    otp: otpCode.optional(),
  }),
  z.object({
    step: z.enum(['VERIFY', 'DONE']),
    jrnNo: z.string().nullable(),
    resendAfter: z.number().int().nullable(),
    maskedTo: z.string().nullable(),
    mobile: paymentMobile.nullable(),
  }),
);

export const DeletePaymentMobile = contract('DeletePaymentMobile', z.object({ mobileId: z.string().min(1).max(64) }), empty);

/** A linked card (spec 001 section 4): type 0 bank card / 1 MoMo wallet, flag 1 valid / 0 invalid, card type 0 debit / 1 credit. */
export const topupCard = z.object({
  cardId: z.string(),
  type: z.enum(['0', '1']),
  bankName: z.string(),
  /** e.g. 4111 **** **** 1111 */
  cardNo: z.string(),
  cardFlag: z.enum(['0', '1']),
  cardType: z.enum(['0', '1']),
  /** Payment type (spec enumerations): 0003 Visa, 0004 Master. */
  payType: z.enum(['0003', '0004']),
  /** Whether this card can top up now; when not, `unavailableReason` says why. */
  topupAvailable: yn,
  unavailableReason: z.string().nullable(),
});
export type TopupCard = z.infer<typeof topupCard>;

export const QueryTopupBankCards = contract('QueryTopupBankCards', empty, z.object({ list: z.array(topupCard) }));

/**
 * The business's mobile-money wallets (its payment mobiles, as M-PESA wallets: type 1), and where
 * money sent to its wallet lands: its wallet account (the merchant number at the provider, for a
 * bank transfer or PesaLink) and the provider's M-PESA paybill with that number as the account.
 */
export const QueryTopupWallets = contract(
  'QueryTopupWallets',
  empty,
  z.object({
    list: z.array(z.object({ mobileId: z.string(), type: z.literal('1'), provider: z.literal('M-PESA'), mblNo: z.string(), name: z.string().nullable() })),
    walletAccount: z.object({ product: z.string(), accountNo: z.string(), accountName: z.string() }),
    paybill: z.object({ shortCode: z.string(), accountNo: z.string() }),
  }),
);

export const topupOrder = z.object({
  ordNo: z.string(),
  /** 01 by M-PESA, 02 by bank card. */
  ordTyp: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  exciseDuty: z.number().int(),
  vat: z.number().int(),
  /** What reaches the wallet. */
  totalAmount: z.number().int(),
  mblNo: z.string().nullable(),
  /** Card top-up (02): the masked card and its payment type (0003 Visa, 0004 Master). */
  cardNo: z.string().nullable(),
  payType: z.string().nullable(),
  status: topupStatus,
  receipt: z.string().nullable(),
  /** Why it failed, in words a person understands. */
  failReason: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TopupOrder = z.infer<typeof topupOrder>;

/**
 * The pre-order: checks limits, records the order, answers its charges and the PIN authorization.
 * From a payment mobile (`mobileId`, M-PESA, order type 01) or a saved card (`cardId`, order type 02).
 */
export const TopUpPreOrder = contract(
  'TopUpPreOrder',
  z.object({
    amount: z.number({ message: ruleMessage('REQUIRED') }).int(ruleMessage('ONLY_NUMBERS')).positive(ruleMessage('AMOUNT_POSITIVE')),
    mobileId: z.string().min(1, ruleMessage('REQUIRED')).max(64).optional(),
    cardId: z.string().min(1, ruleMessage('REQUIRED')).max(64).optional(),
    requestId: requestIdRule,
  }),
  z.object({ order: topupOrder, authTxCode: z.string().nullable() }),
);

/** The 3-D Secure step of a card top-up: a one-time code (type 18, payment3DCertified) was sent. */
export const threeDsChallenge = z.object({ jrnNo: z.string(), resendAfter: z.number().int(), maskedTo: z.string() });

/**
 * Pays a pre-ordered top-up once the PIN authorized it. M-PESA: the STK push goes to the phone.
 * Card: the first call sends the 3-D Secure code and answers `threeDs` (order still U); the call
 * with its `jrnNo` and `otp` charges the card.
 */
export const Topup = contract(
  'Topup',
  z.object({ ordNo: z.string().min(1).max(32), authTxCode: z.string().min(1).max(128), jrnNo: z.string().min(1).max(64).optional(), otp: otpCode.optional() }),
  topupOrder.extend({ threeDs: threeDsChallenge.nullable().optional() }),
);

export const QueryTopupStatus = contract('QueryTopupStatus', z.object({ ordNo: z.string().min(1).max(32) }), topupOrder);

export const TopOrderDetailQuery = contract('TopOrderDetailQuery', z.object({ ordNo: z.string().min(1).max(32) }), topupOrder);

/** The business's PesaLink registration (function 3705): its phone, linked to its bank account. */
export const pesalinkRegistration = z.object({
  /** R registered, N not registered. */
  status: z.enum(['R', 'N']),
  mblNo: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNo: z.string().nullable(),
  accountName: z.string().nullable(),
  registeredAt: z.string().nullable(),
  /** The bank account on file that a registration would link (merchants.bank_*); null when none. */
  bankAccount: z.object({ bankName: z.string(), accountNo: z.string(), accountName: z.string() }).nullable(),
  /** The phones the business may register: the owner's and its payment mobiles. */
  phones: z.array(z.string()),
});

export const QueryPesalinkRegistration = contract('QueryPesalinkRegistration', empty, pesalinkRegistration);

/** Register or deregister: without `authTxCode` answers AUTHORIZE with one for the PIN dialog; with it, DONE. */
const pinStep = z.object({ step: z.enum(['AUTHORIZE', 'DONE']), authTxCode: z.string().nullable(), registration: pesalinkRegistration.nullable() });

export const RegisterPesalink = contract(
  'RegisterPesalink',
  z.object({ mblNo: phoneRule, authTxCode: z.string().min(1).max(128).optional() }),
  pinStep,
);

export const DeregisterPesalink = contract('DeregisterPesalink', z.object({ authTxCode: z.string().min(1).max(128).optional() }), pinStep);
