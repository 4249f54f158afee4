/**
 * The KYC gate (spec 000 section 4), one function for the browser and the server: may this
 * business use this transaction type, and if not, which dialog explains why.
 */
export type KycDialog = 'noBusiness' | 'ownerKycFailed' | 'ownerKycPending' | 'complete' | 'inProgress' | 'unable';

export interface MatrixRow {
  kycZeroFlg: string;
  kycOneFlg: string;
  kycTwoFlg: string;
}

export interface KycState {
  businessSetupStatus: string;
  /** '00' | '01' | '02' */
  kycLevel: string;
  /** '00' failed, '01' pending, '02' passed */
  kycSts: string;
  /** The owner's identity check: '00' pass, '01' fail, '02' initialise, '03' process; null when not run */
  pelezaSts: string | null;
}

export function kycAllows(row: MatrixRow | undefined, level: string): boolean {
  if (!row) return true;
  if (level === '02') return row.kycTwoFlg === 'Y';
  if (level === '01') return row.kycOneFlg === 'Y';
  return row.kycZeroFlg === 'Y';
}

/** null when the gate passes; otherwise the dialog to show. */
export function kycGate(row: MatrixRow | undefined, state: KycState): KycDialog | null {
  if (state.businessSetupStatus !== 'Y') return 'noBusiness';
  if (kycAllows(row, state.kycLevel)) return null;
  if (state.pelezaSts === '01') return 'ownerKycFailed';
  if (state.pelezaSts === '03') return 'ownerKycPending';
  if (state.pelezaSts === null || state.pelezaSts === '02') return 'complete';
  if (state.kycSts === '00') return 'complete';
  if (state.kycSts === '01') return 'inProgress';
  return 'unable';
}
