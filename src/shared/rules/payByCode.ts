import { formatAmount } from '../format/money';
import { ruleMessage } from './message';

/** Pay amount minimum KES 10.00 (spec 001 section 5); the maximum comes from configuration (QueryTxAmtLimit). */
export const PAY_MIN_AMOUNT = 1_000;

/** Null when a pay-by-code amount is inside its limits, else the rule message (same text on both sides). */
export function payAmountProblem(amount: number | null | undefined, max: number): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return ruleMessage('REQUIRED');
  if (!Number.isSafeInteger(amount) || amount < PAY_MIN_AMOUNT) return ruleMessage('MMCP5602');
  if (amount > max) return ruleMessage('MMCP5603', { max: formatAmount(max) });
  return null;
}

/** A till or paybill number: five to seven digits. */
export const SHORT_CODE = /^\d{5,7}$/;
/** A paybill's account number (M-PESA AccountReference: up to 13 characters). */
export const BILL_ACCOUNT = /^[A-Za-z0-9-]{1,13}$/;
