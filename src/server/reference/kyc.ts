/**
 * The KYC transfer matrix: which transaction types (transTypId, spec 001 enumerations) a business
 * may use at each KYC level. Receiving money is open from level 00; money going out needs 01; bank
 * rails, PesaLink and credit need 02.
 */
export const KYC_MATRIX: { transTypId: string; name: string; levels: ['Y' | 'N', 'Y' | 'N', 'Y' | 'N'] }[] = [
  { transTypId: '101', name: 'Top-up', levels: ['Y', 'Y', 'Y'] },
  { transTypId: '104', name: 'Bank transfer (RTGS, EFT, bank, NCBA, Visa)', levels: ['N', 'N', 'Y'] },
  { transTypId: '106', name: 'PesaLink', levels: ['N', 'N', 'Y'] },
  { transTypId: '110', name: 'Send money and standing orders', levels: ['N', 'Y', 'Y'] },
  { transTypId: '111', name: 'Buy goods', levels: ['N', 'Y', 'Y'] },
  { transTypId: '120', name: 'Overdraft', levels: ['N', 'N', 'Y'] },
  { transTypId: '123', name: 'Loans', levels: ['N', 'N', 'Y'] },
  { transTypId: '125', name: 'Pay bills and utilities', levels: ['N', 'Y', 'Y'] },
  { transTypId: '131', name: 'Request to pay and QR code', levels: ['Y', 'Y', 'Y'] },
  { transTypId: '117', name: 'Checkout', levels: ['Y', 'Y', 'Y'] },
  { transTypId: '132', name: 'Withdraw and till settlement', levels: ['N', 'Y', 'Y'] },
];

/** Plans; BASIC is free and counts as no subscription for gated areas. Prices in KES cents. */
export const PLANS = [
  { code: 'BASIC', name: 'Basic', price: 0, periodMonths: 1, rank: 0, features: ['stores', 'tills', 'checkout', 'customers'] },
  {
    code: 'GROWTH',
    name: 'Growth',
    price: 150_000,
    periodMonths: 1,
    rank: 1,
    features: ['stores', 'tills', 'checkout', 'customers', 'inventory', 'promotions', 'reports'],
  },
  {
    code: 'PREMIUM',
    name: 'Premium',
    price: 350_000,
    periodMonths: 1,
    rank: 2,
    features: ['stores', 'tills', 'checkout', 'customers', 'inventory', 'promotions', 'reports', 'deals', 'onlineCheckout', 'subMerchants'],
  },
] as const;
