import fs from 'node:fs';

/**
 * Fees, taxes and limits are configuration (ARCHITECTURE.md section 7), per transaction type id and
 * channel. Defaults follow public Kenyan figures: M-PESA KES 250,000 a transaction and 500,000 a
 * day, PesaLink up to KES 999,999, VAT 16%, excise duty on fees 15%. A deployment replaces any rule
 * with a JSON file named by FEES_FILE (docs/areas/money.md). All amounts are KES minor units.
 */
export interface FeeTier {
  /** Up to and including this amount (null: no upper bound). */
  upTo: number | null;
  /** Flat fee for the tier. */
  flat: number;
  /** Percentage of the amount (basis points), added to the flat fee. */
  bps?: number;
}

export interface FeeRule {
  /** `transTypId` or `transTypId:channel`; the more specific rule wins. */
  key: string;
  tiers: FeeTier[];
  min: number;
  max: number;
  daily: number | null;
  /** Whether VAT is charged on the fee (financial services fees are exempt; card acquiring is not). */
  vatOnFee: boolean;
}

const KES = 100;

export const TAX_RATES = { vatBps: 1600, exciseBps: 1500 };

const MPESA_PAYOUT_TIERS: FeeTier[] = [
  { upTo: 100 * KES, flat: 0 },
  { upTo: 1_500 * KES, flat: 15 * KES },
  { upTo: 5_000 * KES, flat: 25 * KES },
  { upTo: 20_000 * KES, flat: 33 * KES },
  { upTo: null, flat: 53 * KES },
];

export const DEFAULT_FEE_RULES: FeeRule[] = [
  // Top-up: free to the merchant, M-PESA's limits.
  { key: '101', tiers: [{ upTo: null, flat: 0 }], min: 10 * KES, max: 250_000 * KES, daily: 500_000 * KES, vatOnFee: false },
  // Top-up from a card (channel = payment type 0003 Visa, 0004 Master): 1.5% card acquiring fee, VAT applies.
  { key: '101:0003', tiers: [{ upTo: null, flat: 0, bps: 150 }], min: 10 * KES, max: 150_000 * KES, daily: 500_000 * KES, vatOnFee: true },
  { key: '101:0004', tiers: [{ upTo: null, flat: 0, bps: 150 }], min: 10 * KES, max: 150_000 * KES, daily: 500_000 * KES, vatOnFee: true },
  // Send money to a wallet or a merchant of the provider: free.
  { key: '110', tiers: [{ upTo: null, flat: 0 }], min: 10 * KES, max: 999_999 * KES, daily: 2_000_000 * KES, vatOnFee: false },
  { key: '110:44', tiers: MPESA_PAYOUT_TIERS, min: 10 * KES, max: 250_000 * KES, daily: 500_000 * KES, vatOnFee: false },
  {
    key: '110:A1',
    tiers: [
      { upTo: 1_000 * KES, flat: 10 * KES },
      { upTo: null, flat: 25 * KES },
    ],
    min: 10 * KES,
    max: 250_000 * KES,
    daily: 500_000 * KES,
    vatOnFee: false,
  },
  {
    key: '110:65',
    tiers: [
      { upTo: 10_000 * KES, flat: 45 * KES },
      { upTo: 100_000 * KES, flat: 85 * KES },
      { upTo: null, flat: 150 * KES },
    ],
    min: 10 * KES,
    max: 999_999 * KES,
    daily: 999_999 * KES,
    vatOnFee: false,
  },
  {
    key: '106',
    tiers: [
      { upTo: 10_000 * KES, flat: 45 * KES },
      { upTo: 100_000 * KES, flat: 85 * KES },
      { upTo: null, flat: 150 * KES },
    ],
    min: 10 * KES,
    max: 999_999 * KES,
    daily: 999_999 * KES,
    vatOnFee: false,
  },
  { key: '104', tiers: [{ upTo: null, flat: 50 * KES }], min: 10 * KES, max: 5_000_000 * KES, daily: 10_000_000 * KES, vatOnFee: false },
  { key: '104:42', tiers: [{ upTo: null, flat: 500 * KES }], min: 1_000 * KES, max: 50_000_000 * KES, daily: 100_000_000 * KES, vatOnFee: false },
  { key: '104:46', tiers: [{ upTo: null, flat: 30 * KES, bps: 150 }], min: 10 * KES, max: 500_000 * KES, daily: 1_000_000 * KES, vatOnFee: true },
  // Withdraw to the business's M-PESA number or bank account.
  { key: '132', tiers: MPESA_PAYOUT_TIERS, min: 10 * KES, max: 250_000 * KES, daily: 500_000 * KES, vatOnFee: false },
  { key: '132:41', tiers: [{ upTo: null, flat: 50 * KES }], min: 10 * KES, max: 5_000_000 * KES, daily: 10_000_000 * KES, vatOnFee: false },
  // Request to pay and receive code: the customer pays; free to the merchant here.
  { key: '131', tiers: [{ upTo: null, flat: 0 }], min: 10 * KES, max: 250_000 * KES, daily: null, vatOnFee: false },
  // Checkout (117): a customer pays a sale by STK push to the store's till; free like a request to pay.
  { key: '117', tiers: [{ upTo: null, flat: 0 }], min: 10 * KES, max: 250_000 * KES, daily: null, vatOnFee: false },
  // Till settlement (A6 by hand or in real time, A9 scheduled): free to the business wallet; to a bank
  // account or M-PESA the fee comes out of the amount settled. Pay to a till from a wallet (111 buy goods): free.
  { key: 'A6', tiers: [{ upTo: null, flat: 0 }], min: 1 * KES, max: 50_000_000 * KES, daily: null, vatOnFee: false },
  { key: 'A6:41', tiers: [{ upTo: null, flat: 30 * KES }], min: 1 * KES, max: 5_000_000 * KES, daily: null, vatOnFee: false },
  { key: 'A6:44', tiers: MPESA_PAYOUT_TIERS, min: 1 * KES, max: 250_000 * KES, daily: null, vatOnFee: false },
  { key: 'A9', tiers: [{ upTo: null, flat: 0 }], min: 1 * KES, max: 50_000_000 * KES, daily: null, vatOnFee: false },
  { key: 'A9:41', tiers: [{ upTo: null, flat: 30 * KES }], min: 1 * KES, max: 5_000_000 * KES, daily: null, vatOnFee: false },
  { key: 'A9:44', tiers: MPESA_PAYOUT_TIERS, min: 1 * KES, max: 250_000 * KES, daily: null, vatOnFee: false },
  { key: '111', tiers: [{ upTo: null, flat: 0 }], min: 10 * KES, max: 250_000 * KES, daily: 500_000 * KES, vatOnFee: false },
  // Pay by code to an M-PESA till (sub-type 3405, B2B buy goods) or paybill (3411, B2B pay bill): M-PESA's business tariff.
  ...['3405', '3411'].map((sub) => ({
    key: `111:${sub}`,
    tiers: [
      { upTo: 1_000 * KES, flat: 10 * KES },
      { upTo: null, flat: 25 * KES },
    ],
    min: 10 * KES,
    max: 250_000 * KES,
    daily: 500_000 * KES,
    vatOnFee: false,
  })),
  // Bills (utility 125, channel = utility kind): a small flat fee by amount; airtime (kind 06) is free.
  {
    key: '125',
    tiers: [
      { upTo: 100 * KES, flat: 0 },
      { upTo: 1_000 * KES, flat: 10 * KES },
      { upTo: 5_000 * KES, flat: 20 * KES },
      { upTo: null, flat: 35 * KES },
    ],
    min: 10 * KES,
    max: 150_000 * KES,
    daily: 300_000 * KES,
    vatOnFee: false,
  },
  { key: '125:06', tiers: [{ upTo: null, flat: 0 }], min: 10 * KES, max: 10_000 * KES, daily: 50_000 * KES, vatOnFee: false },
];

let rules: FeeRule[] = DEFAULT_FEE_RULES;

/** Replaces rules by key from FEES_FILE (a JSON array of FeeRule); called once at start. */
export function loadFeeRules(file: string | undefined = process.env.FEES_FILE): void {
  rules = DEFAULT_FEE_RULES;
  if (!file) return;
  const custom = JSON.parse(fs.readFileSync(file, 'utf8')) as FeeRule[];
  const byKey = new Map(DEFAULT_FEE_RULES.map((r) => [r.key, r]));
  for (const r of custom) byKey.set(r.key, r);
  rules = [...byKey.values()];
}

/** Whether a transaction type has a fee rule (an unknown type id is bad input, not a crash). */
export function hasFeeRule(transTypId: string): boolean {
  return rules.some((r) => r.key === transTypId);
}

export function feeRule(transTypId: string, channel: string | null): FeeRule {
  const specific = channel ? rules.find((r) => r.key === `${transTypId}:${channel}`) : undefined;
  const general = rules.find((r) => r.key === transTypId);
  const rule = specific ?? general;
  if (!rule) throw new Error(`no fee rule for ${transTypId}${channel ? `:${channel}` : ''}`);
  return rule;
}

export interface Charges {
  fee: number;
  excise: number;
  vat: number;
  /** What leaves the wallet: amount plus fee and taxes. */
  total: number;
}

function pct(amount: number, bps: number): number {
  return Math.round((amount * bps) / 10_000);
}

/** The fee, excise duty and VAT on a transaction of `amount`. */
export function chargesFor(transTypId: string, channel: string | null, amount: number): Charges {
  const rule = feeRule(transTypId, channel);
  const tier = rule.tiers.find((t) => t.upTo === null || amount <= t.upTo) ?? rule.tiers[rule.tiers.length - 1]!;
  const fee = tier.flat + (tier.bps ? pct(amount, tier.bps) : 0);
  const excise = pct(fee, TAX_RATES.exciseBps);
  const vat = rule.vatOnFee ? pct(fee, TAX_RATES.vatBps) : 0;
  return { fee, excise, vat, total: amount + fee + excise + vat };
}

/** VAT contained in a VAT-inclusive price (subscriptions): price × 16/116. */
export function vatIncluded(price: number): number {
  return Math.round((price * TAX_RATES.vatBps) / (10_000 + TAX_RATES.vatBps));
}
