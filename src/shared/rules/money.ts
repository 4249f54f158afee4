import { z } from 'zod';
import { formatAmount } from '../format/money';
import { ruleMessage } from './message';

/**
 * Amounts (spec 001 section 5). They travel as integer KES minor units; an input field turns the
 * typed shillings into minor units with `parseMoney`. The limits of a transaction type come from
 * the server (`QueryTxAmtLimit`), so the browser and the server check the same bounds with the
 * same message: 'Enter an amount between {min} and {max}'.
 */
export const amountRule = z
  .number({ message: ruleMessage('REQUIRED') })
  .int(ruleMessage('ONLY_NUMBERS'))
  .positive(ruleMessage('AMOUNT_POSITIVE'));

export interface AmountLimits {
  min: number;
  max: number;
}

/**
 * Null when the amount is inside the limits, else the rule message (a catalogue code and its
 * parameters). Without limits (null), any whole number of cents above zero.
 */
export function amountProblem(amount: number | null | undefined, limits: AmountLimits | null): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return ruleMessage('REQUIRED');
  if (!limits) return Number.isSafeInteger(amount) && amount > 0 ? null : ruleMessage('AMOUNT_POSITIVE');
  if (!Number.isSafeInteger(amount) || amount < limits.min || amount > limits.max) {
    return ruleMessage('MMCP4002', { min: formatAmount(limits.min), max: formatAmount(limits.max) });
  }
  return null;
}

/** A request id that makes a money request idempotent: the browser makes one per order attempt. */
export const requestIdRule = z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);

/**
 * Remarks on a payment: the spec's reason characters (rules/reason.ts) and - / # & ( ), so that
 * the references people pay with ('INV-204/05', 'A&B (May) #3') get through. A reason someone
 * writes (a standing order's, a cancelled sale's) follows the spec's set alone.
 */
export const REMARKS_MAX = 100;
export const remarksRule = z
  .string()
  .trim()
  .max(REMARKS_MAX, ruleMessage('MAX_LENGTH', { 0: REMARKS_MAX }))
  .regex(/^[A-Za-z0-9.,;:!"'?@ \-/#&()]*$/, ruleMessage('REMARKS_FORMAT'));
