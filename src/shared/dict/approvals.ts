/**
 * Account mandates and transaction approvals (spec 000 section 3; spec 001 sections 3 and 4).
 * Served by CommonDictionary (dictType mandateTxType, mandateSubType, mandateType, ruleType,
 * approvalRole, approvalStatus) so the browser and the server agree on every code.
 */

/** Mandate type (spec: 0 zero, 1 sequential, 2 non-sequential). */
export const MANDATE_TYPES = { '0': 'Zero', '1': 'Sequential', '2': 'Non-sequential' } as const;
export type MandateType = keyof typeof MANDATE_TYPES;

/**
 * Rule match type (spec 001 enumerations: 0 ALL, 1 And, 2 Only, 3 Or, 4 Any). A mandate uses two:
 * every approver must agree (0 ALL) or any one of them is enough (4 Any).
 */
export const RULE_TYPES = { '0': 'ALL', '4': 'Any' } as const;
export type RuleType = keyof typeof RULE_TYPES;

/**
 * Approval role type (spec: 0 initiator, 1 approver, 2 viewer). The spec calls role 1 both
 * "authorizer" and "approver": the person who agrees to or rejects a held transaction.
 */
export const APPROVAL_ROLES = { '0': 'Initiator', '1': 'Authorizer', '2': 'Viewer' } as const;
export type ApprovalRole = keyof typeof APPROVAL_ROLES;

/** Approval status (spec 001 section 4). */
export const APPROVAL_STATUSES = { P: 'Pending approval', S: 'Approved', F: 'Rejected', E: 'Approved but transaction failed', C: 'Closed' } as const;
export type ApprovalStatus = keyof typeof APPROVAL_STATUSES;

/** Approval stages (spec 000 section 3: 00 add, 01 auditor agree, 02 auditor reject, 03 applicant confirm, 04 applicant cancel). */
export const APPROVAL_STAGES = { '00': 'Add', '01': 'Auditor agree', '02': 'Auditor reject', '03': 'Applicant confirm', '04': 'Applicant cancel' } as const;
export type ApprovalStage = keyof typeof APPROVAL_STAGES;

/** The decisions ApprovalOperation takes: agree, reject (approvers) and cancel (the initiator closes it). */
export const APPROVAL_OPERATIONS = ['01', '02', '04'] as const;
export type ApprovalOperationCode = (typeof APPROVAL_OPERATIONS)[number];

/** Channel subtypes shared by transfers and standing orders (rcvCnl, spec 001 channel list), as server texts (summaries, audit) name them; screens name them by code (useMandateTypeText). */
const CHANNEL_SUBTYPES = {
  '28': 'Wallet',
  '30': 'Wallet merchant',
  '44': 'M-PESA mobile',
  A1: 'M-PESA paybill',
  '65': 'PesaLink phone',
  '40': 'PesaLink',
  '41': 'EFT',
  '42': 'RTGS',
  '29': 'Bank wallet',
  '46': 'Visa',
} as const;

/**
 * Transaction types a mandate can hold, each with its subtypes (a mandate without a subtype holds
 * every subtype of its type). Transfer subtypes are the channels plus MT (to many).
 */
export const MANDATE_TX_TYPES = {
  '01': { name: 'Transfer', subtypes: { ...CHANNEL_SUBTYPES, MT: 'Transfer to many' } },
  '02': { name: 'Pay bills', subtypes: { '01': 'Water', '02': 'Electricity', '03': 'Internet', '04': 'TV', '05': 'Other', '06': 'Airtime' } },
  '03': { name: 'Standing order', subtypes: CHANNEL_SUBTYPES },
  '04': { name: 'Withdraw', subtypes: { '44': 'M-PESA mobile', '41': 'Bank (EFT)' } },
  '05': { name: 'Refund', subtypes: {} },
} as const satisfies Record<string, { name: string; subtypes: Record<string, string> }>;
export type MandateTxType = keyof typeof MANDATE_TX_TYPES;

export function isMandateTxType(code: string): code is MandateTxType {
  return Object.hasOwn(MANDATE_TX_TYPES, code);
}

export function isMandateSubType(txTyp: string, subTyp: string): boolean {
  return isMandateTxType(txTyp) && Object.hasOwn(MANDATE_TX_TYPES[txTyp].subtypes, subTyp);
}

export function txTypeName(txTyp: string): string {
  return isMandateTxType(txTyp) ? MANDATE_TX_TYPES[txTyp].name : txTyp;
}

export function subTypeName(txTyp: string, subTyp: string | null): string | null {
  if (!subTyp || !isMandateTxType(txTyp)) return null;
  return (MANDATE_TX_TYPES[txTyp].subtypes as Record<string, string>)[subTyp] ?? subTyp;
}

/** Half-open bands [from, to): two bands of one type overlap when each starts before the other ends. */
export function bandsOverlap(a: { from: number; to: number | null }, b: { from: number; to: number | null }): boolean {
  return a.from < (b.to ?? Number.POSITIVE_INFINITY) && b.from < (a.to ?? Number.POSITIVE_INFINITY);
}

export function inBand(amount: number, band: { from: number; to: number | null }): boolean {
  return amount >= band.from && (band.to === null || amount < band.to);
}
