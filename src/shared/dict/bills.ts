/**
 * Bills and airtime reference data (spec 001 section 3, enumerations): utility types and their
 * kinds (01-06), the billers we pay, and the order types (ordTyp 61-6I) a bill payment travels as.
 * Both the browser and the server read these; the web translates by `bills.kind.<code>`.
 */

/** Utility kinds 01-06, in the spec's order of utility types: water, electricity, internet, TV, other, airtime. */
export const UTILITY_KINDS = {
  '01': 'Water',
  '02': 'Electricity',
  '03': 'Internet',
  '04': 'TV',
  '05': 'Other',
  '06': 'Airtime',
} as const;
export type UtilityKind = keyof typeof UTILITY_KINDS;
export const UTILITY_KIND_CODES = Object.keys(UTILITY_KINDS) as UtilityKind[];

/**
 * How a biller's account is paid:
 * - postpaid: the biller answers an amount due; any amount within the limits may be paid;
 * - prepaid: any amount; the receipt carries a token (prepaid electricity) and units;
 * - package: the biller lists packages (TV, internet); the amount is the chosen package's;
 * - airtime: the account is a Kenyan mobile number; any amount within the airtime limits.
 */
export type BillerMode = 'postpaid' | 'prepaid' | 'package' | 'airtime';

export interface Biller {
  /** Our code of the biller (the billers rail's `biller`). */
  code: string;
  name: string;
  kind: UtilityKind;
  mode: BillerMode;
  /** What the account number is called on screen (i18n key `bills.accountLabel.<accountLabel>`). */
  accountLabel: 'meter' | 'account' | 'smartcard' | 'phone';
}

export const BILLERS: Biller[] = [
  { code: 'NAIROBI_WATER', name: 'Nairobi Water', kind: '01', mode: 'postpaid', accountLabel: 'account' },
  { code: 'KPLC_PREPAID', name: 'KPLC Prepaid', kind: '02', mode: 'prepaid', accountLabel: 'meter' },
  { code: 'KPLC_POSTPAID', name: 'KPLC Postpaid', kind: '02', mode: 'postpaid', accountLabel: 'account' },
  { code: 'ZUKU', name: 'Zuku Fibre', kind: '03', mode: 'package', accountLabel: 'account' },
  { code: 'SAFARICOM_HOME', name: 'Safaricom Home Fibre', kind: '03', mode: 'package', accountLabel: 'account' },
  { code: 'DSTV', name: 'DStv', kind: '04', mode: 'package', accountLabel: 'smartcard' },
  { code: 'GOTV', name: 'GOtv', kind: '04', mode: 'package', accountLabel: 'smartcard' },
  { code: 'STARTIMES', name: 'StarTimes', kind: '04', mode: 'package', accountLabel: 'smartcard' },
  { code: 'NAIROBI_COUNTY', name: 'Nairobi City County', kind: '05', mode: 'postpaid', accountLabel: 'account' },
  { code: 'SAFARICOM_AIRTIME', name: 'Safaricom', kind: '06', mode: 'airtime', accountLabel: 'phone' },
  { code: 'AIRTEL_AIRTIME', name: 'Airtel', kind: '06', mode: 'airtime', accountLabel: 'phone' },
  { code: 'TELKOM_AIRTIME', name: 'Telkom Kenya', kind: '06', mode: 'airtime', accountLabel: 'phone' },
  { code: 'FAIBA_AIRTIME', name: 'Faiba', kind: '06', mode: 'airtime', accountLabel: 'phone' },
];

export function billerByCode(code: string | null | undefined): Biller | undefined {
  return BILLERS.find((b) => b.code === code);
}

/**
 * Order types of bill payments (spec: 61-6I bill payments). One code per utility kind for a
 * payment made on the screen (61-66), and one per kind for a payment a regular bill plan made
 * (67-6C); 6D-6I stay free for billers the spec may add.
 */
export const BILL_ORDER_TYPES = {
  '61': 'Water bill',
  '62': 'Electricity bill',
  '63': 'Internet bill',
  '64': 'TV bill',
  '65': 'Other bill',
  '66': 'Airtime',
  '67': 'Regular water bill',
  '68': 'Regular electricity bill',
  '69': 'Regular internet bill',
  '6A': 'Regular TV bill',
  '6B': 'Regular other bill',
  '6C': 'Auto-recharge airtime',
} as const;
export type BillOrderType = keyof typeof BILL_ORDER_TYPES;

const ONE_OFF: Record<UtilityKind, BillOrderType> = { '01': '61', '02': '62', '03': '63', '04': '64', '05': '65', '06': '66' };
const REGULAR: Record<UtilityKind, BillOrderType> = { '01': '67', '02': '68', '03': '69', '04': '6A', '05': '6B', '06': '6C' };

/** The order type of a bill payment of a kind, made on the screen or by a regular bill plan. */
export function billOrderType(kind: UtilityKind, regular: boolean): BillOrderType {
  return (regular ? REGULAR : ONE_OFF)[kind];
}

/** Transaction subtypes of the area (spec 001 enumerations: airtime, utilities, regular bill create/edit/delete 36-38) and the pay-bills sub-type code. */
export const BILL_SUBTYPES = { regularBillCreate: '36', regularBillEdit: '37', regularBillDelete: '38', payBills: '3411' } as const;

/** Regular bill plan statuses (as standing orders): 0 Normal, 1 Pause, 2 Deleted. */
export const BILL_PLAN_STATUSES = { '0': 'Normal', '1': 'Pause', '2': 'Deleted' } as const;
export type BillPlanStatus = keyof typeof BILL_PLAN_STATUSES;

/** Reward points credited for rating a paid bill (spec 001 section 9). */
export const RATING_REWARD_POINTS = 10;

/** A prepaid token as people key it in: groups of 4 digits ('1234-5678-9012-3456-7890'). */
export function formatToken(token: string | null | undefined): string {
  if (!token) return '';
  return token.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1-');
}
