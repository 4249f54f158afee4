import { z } from 'zod';
import { REFUND_REASON_CODES } from '../dict/orders';
import { formatAmount } from '../format/money';
import { normalizePhone, phoneRule } from './identity';
import { ruleMessage } from './message';
import { reasonRule } from './reason';

/**
 * Rules of the order screens, the same in the refund form and on the server (spec 001 section 5:
 * a reason is letters, digits and . , ; : ! " ' ? @ space, no Chinese characters).
 */
export const REASON_MAX = 100;

export const cancelReasonRule = z.string({ message: ruleMessage('REQUIRED') }).pipe(reasonRule(REASON_MAX).min(1, ruleMessage('REQUIRED')));

export const refundRemarksRule = reasonRule(REASON_MAX);

export const refundReasonRule = z.enum(REFUND_REASON_CODES, { message: ruleMessage('REQUIRED') });

/**
 * Null when a refund of `amount` fits what is left of the sale, else the rule message: never more
 * than was paid less what was already given back (MMCP6004), and more than nothing.
 */
export function refundAmountProblem(amount: number | null | undefined, refundable: number): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return ruleMessage('REQUIRED');
  if (!Number.isSafeInteger(amount)) return ruleMessage('ONLY_NUMBERS');
  if (amount <= 0) return ruleMessage('AMOUNT_POSITIVE');
  if (amount > refundable) return ruleMessage('MMCP6004', { max: formatAmount(refundable) });
  return null;
}

/**
 * The M-PESA number a refund is sent to when the payer's is unknown: a customer who paid the till
 * directly (QR scan, Buy Goods) arrives with their number masked, so a refund in part needs one
 * (spec 000 mobile rule; travels as 254…). Empty means none given.
 */
export const refundPhoneRule = phoneRule.transform((v) => normalizePhone(v) ?? v).or(z.literal('').transform(() => null));
