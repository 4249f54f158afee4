import { BILL_ORDER_TYPES } from './bills';

/**
 * Money reference data (spec 001 section 3, enumerations; section 4, statuses). Both the browser
 * and the server read these, so a channel code means the same on both sides. `{product}` in the
 * spec is the provider wallet; its label comes from the brand setting.
 */
/** The outside networks money travels on (server: src/server/rails). */
export type RailName = 'mpesa' | 'pesalink' | 'bank' | 'card' | 'billers';

export interface TransferChannel {
  /** rcvCnl: the channel code that travels. */
  code: string;
  /** Label (en-US); the web translates by `money.channel.<code>`. */
  label: string;
  /** Channel type: 1 mobile, 2 bank. */
  channelType: '1' | '2';
  /** Transfer type id of the KYC matrix. */
  transTypId: '104' | '106' | '110';
  /** Transfer type (accountToAccount 01, accountToBank 15, accountToCard 04, accountToOffus 20). */
  transferType: '01' | '04' | '15' | '20';
  /** Where the money goes: our own ledger (internal) or an outside network. */
  rail: RailName | 'internal';
  /** What identifies the payee. */
  payee: 'phone' | 'merchantNo' | 'paybill' | 'account' | 'card';
  /** The spec refuses sending to NCBA accounts. */
  supported: boolean;
}

export const TRANSFER_CHANNELS: TransferChannel[] = [
  { code: '28', label: '{product}', channelType: '1', transTypId: '110', transferType: '01', rail: 'internal', payee: 'phone', supported: true },
  {
    code: '30',
    label: '{product} Merchant',
    channelType: '1',
    transTypId: '110',
    transferType: '01',
    rail: 'internal',
    payee: 'merchantNo',
    supported: true,
  },
  { code: '44', label: 'M-PESA mobile', channelType: '1', transTypId: '110', transferType: '20', rail: 'mpesa', payee: 'phone', supported: true },
  { code: '65', label: 'PesaLink phone', channelType: '1', transTypId: '110', transferType: '20', rail: 'pesalink', payee: 'phone', supported: true },
  { code: 'A1', label: 'M-PESA paybill', channelType: '1', transTypId: '110', transferType: '20', rail: 'mpesa', payee: 'paybill', supported: true },
  { code: '29', label: 'Bank {product}', channelType: '2', transTypId: '104', transferType: '15', rail: 'bank', payee: 'account', supported: true },
  { code: '40', label: 'PesaLink', channelType: '2', transTypId: '106', transferType: '15', rail: 'pesalink', payee: 'account', supported: true },
  { code: '42', label: 'RTGS', channelType: '2', transTypId: '104', transferType: '15', rail: 'bank', payee: 'account', supported: true },
  { code: '41', label: 'EFT', channelType: '2', transTypId: '104', transferType: '15', rail: 'bank', payee: 'account', supported: true },
  { code: '46', label: 'Visa', channelType: '2', transTypId: '104', transferType: '04', rail: 'card', payee: 'card', supported: true },
  { code: '63', label: 'NCBA', channelType: '2', transTypId: '104', transferType: '15', rail: 'bank', payee: 'account', supported: false },
];

export function channelByCode(code: string): TransferChannel | undefined {
  return TRANSFER_CHANNELS.find((c) => c.code === code);
}

/** Transfer type ids of the KYC matrix and the menu (spec 001 enumerations). */
export const TRANS_TYPE_IDS = {
  topUp: '101',
  bank: '104',
  pesalink: '106',
  transfer: '110',
  buyGoods: '111',
  overdraft: '120',
  loan: '123',
  utility: '125',
  requestToPay: '131',
  withdraw: '132',
} as const;

/** Fund source: 1 own, 2 third party, 4 multi. */
export const FUND_SOURCES = { '1': 'Own', '2': 'Third party', '4': 'Multi' } as const;

/** Payee types of beneficiaries: A account, M M-PESA. */
export const PAYEE_TYPES = { A: 'Account', M: 'M-PESA' } as const;

/** Payment methods (spec 001 enumerations). */
export const PAYMENT_METHODS = {
  '0001': 'Mpesa',
  '0002': 'Wallet',
  '0003': 'Visa',
  '0004': 'Master',
  '0005': 'BNPL',
  '0006': 'Card acquiring',
  '0007': 'Card issuing',
  '0008': 'Cash',
  '0009': 'Cheque',
  '0010': 'Point',
  '0011': 'Voucher',
  '0012': 'Bank',
  '0013': 'Airtel',
} as const;

/** Order types (ordTyp) used by the money area; the spec's other codes belong to later areas. */
export const ORDER_TYPES = {
  '01': 'Top-up by M-PESA',
  '02': 'Top-up by bank card',
  '03': 'Top-up by bank transfer',
  '04': 'Top-up by wallet',
  '20': 'Transfer',
  '22': 'Standing order',
  '25': 'Split bill',
  '28': 'Cash withdrawal',
  '42': 'Pay to till',
  // A sale's refund to its customer (spec 001: 71-7I refunds; the orders area makes 71).
  '71': 'Refund',
  A6: 'Merchant settlement',
  A9: 'Scheduled settlement',
  M2: 'Subscription bill',
  // Request to pay and receive-code payments credit the wallet; the spec lists no code for them,
  // so they travel as these two (docs/areas/money.md).
  R1: 'Request to pay',
  Q1: 'QR code payment',
  // Bill payments and airtime 61-6C (src/shared/dict/bills.ts).
  ...BILL_ORDER_TYPES,
} as const;
export type OrderType = keyof typeof ORDER_TYPES;

/** Transfer status S success, P processing, F failed; U waiting for the PIN (not yet sent). */
export const TRANSFER_STATUSES = { U: 'Waiting for confirmation', W: 'Waiting approval', P: 'Processing', S: 'Success', F: 'Failed' } as const;
export type TransferStatus = keyof typeof TRANSFER_STATUSES;

/** Debit/credit flag of a money line as the person sees it. */
export type DebitCredit = 'd' | 'c';
