/**
 * The response envelope every action answers with (spec 000 sections 7 and 8).
 * Success is an 8-character code with '00000' at positions 3-7 (counted from zero).
 */
export interface FieldError {
  field: string;
  message: string;
}

export interface Envelope {
  rspMsgCd: string;
  rspMsgInf: string;
  fieldErrors?: FieldError[];
  /** Reference id of a server fault, to quote to support. */
  refId?: string;
  [key: string]: unknown;
}

export const SUCCESS_CODE = 'MMC00000';

export function isSuccessCode(code: string | undefined | null): boolean {
  if (!code) return false;
  if (code === 'MMC00000' || code === 'MCA00000') return true;
  return code.length === 8 && code.slice(3) === '00000';
}

/** Codes whose message the browser never toasts (spec 000 section 8). */
export const SILENT_CODES: ReadonlySet<string> = new Set([
  'MMCP0003',
  'MMCP1072',
  'MMCP2003',
  'MMCP2049',
  'URMP5020',
  'TAMP0089',
  'URMP5031',
  'SAP00031',
  'MMCP2050',
  'MMCP1023',
  'RPMP8010',
  'SAP10048',
  'SAP10043',
  'MERP5067',
  'MMCP5148',
]);

/** Forces logout straight away. */
export const FORCE_LOGOUT_CODE = 'SCM60401';
/** Clear the saved login state and go to /login. */
export const TO_LOGIN_CODES: ReadonlySet<string> = new Set(['URMP229', 'MMCP9999']);
/** Session used from another device: session-abnormal dialog. */
export const SESSION_ABNORMAL_CODE = 'MMCP5148';
/** Time-out codes of outside networks and sessions. */
export const TIMEOUT_CODES: ReadonlySet<string> = new Set(['MMCP9999', 'MCAP9999', 'URMP2029']);

/** The request header that carries the session token both ways. */
export const SESSION_HEADER = 'x-session-token';
