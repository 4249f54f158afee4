import { isMessageCode, type MessageCode } from '../i18n/messages';

/**
 * Result codes a failed money order can carry, by who answered them, each with the catalogue code
 * that words it. The simulators answer exactly these (src/server/rails/*\/simulator*.ts); the real
 * networks answer the same codes. Codes that depend on the order's direction are in orderFailure.
 */
const WORDED: Record<string, MessageCode> = {
  // M-PESA (Daraja): STK push and query, B2C/B2B results, reversals, C2B validation.
  '1032': 'MMCP4105',
  '1031': 'MMCP4105',
  '1037': 'MMCP4106',
  '1019': 'MMCP4106',
  // Daraja's 500.001.1001: another STK push is still open on that phone.
  '1001': 'MMCP4013',
  '2001': 'MMCP4016',
  '2': 'MMCP4018',
  '3': 'MMCP4018',
  '4': 'MMCP4018',
  '8': 'MMCP4018',
  '1025': 'MMCP4019',
  '9999': 'MMCP4019',
  // Spec 001 section 8 words the paybill refusal (used by standing orders too).
  '2040': 'MMCP5501',
  C2B00011: 'MMCP4301',
  C2B00012: 'MMCP5402',
  R000001: 'MMCP4027',
  R000002: 'MMCP4028',
  R000003: 'MMCP4029',
  // Our M-PESA rail's own refusals before asking Daraja.
  AMOUNT: 'MMCP4030',
  DESTINATION: 'MMCP4031',
  // The bank gateway (PesaLink, bank transfers, cards) and the billers' gateway.
  ACCOUNT_NOT_FOUND: 'MMCP5402',
  ACCOUNT_CLOSED: 'MMCP5403',
  NOT_REGISTERED: 'MMCP4022',
  DECLINED: 'MMCP4020',
  LIMIT_EXCEEDED: 'MMCP4018',
  TRANSACTION_FAILED: 'MMCP4023',
  INVALID_PACKAGE: 'MMCP4024',
  WRONG_AMOUNT: 'MMCP4025',
  NOT_FOUND: 'MMCP4026',
  INVALID_REQUEST: 'MMCP4019',
  UNKNOWN_BILLER: 'MMCP4019',
  // The portal's own outcomes: no answer before the deadline, cancelled or never confirmed with the
  // PIN before sending, and held
  // for approval then rejected or closed (docs/areas/approvals.md), when no network was asked.
  TIMEOUT: 'MMCP4010',
  CANCELLED: 'MMCP4011',
  EXPIRED: 'MMCP4033',
  REJECTED: 'MMCP4014',
  CLOSED: 'MMCP4015',
};

/** Daraja's HTTP error codes (`400.002.02`, `500.001.1001` …): the request itself was not taken. */
const DARAJA_HTTP_CODE = /^\d{3}\.\d{3}\.\d+$/;

/**
 * Why a money order failed, in words a person understands: the catalogue text for the result code
 * the network or the portal recorded. A code with no words of its own shows the network's text
 * inside a sentence of ours. Both sides read this, so a reason reads the same in every screen and
 * language.
 */
export function orderFailure(o: { direction: 'in' | 'out'; resultCode: string | null; resultDesc: string | null }): { code: MessageCode; params?: Record<string, string> } | null {
  const code = o.resultCode;
  if (code === '1' || code === 'INSUFFICIENT_FUNDS') {
    // Money in: the payer's M-PESA balance or card; money out: the provider's own account there.
    if (o.direction === 'in') return { code: code === '1' ? 'MMCP4009' : 'MMCP4021' };
    return { code: 'MMCP4017' };
  }
  if (code && Object.hasOwn(WORDED, code)) return { code: WORDED[code]! };
  if (code && DARAJA_HTTP_CODE.test(code)) return { code: 'MMCP4019' };
  if (code && isMessageCode(code)) return { code };
  return o.resultDesc ? { code: 'MMCP4012', params: { reason: o.resultDesc.replace(/[.\s]+$/, '') } } : null;
}

/** Every result code worded here (tests check each has its words). */
export const WORDED_RESULT_CODES = Object.keys(WORDED);
