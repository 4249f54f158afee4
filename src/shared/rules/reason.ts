import { z } from 'zod';
import { ruleMessage } from './message';

/**
 * A reason someone writes (spec 000 and 001 section 5): letters, digits and . , ; : ! " ' ? @ and
 * space; no Chinese characters. Reasons are a standing order's, a cancelled sale's, a refund's
 * remarks, a refused store's. Remarks on a payment follow `remarksRule` (rules/money.ts), which
 * also lets references such as 'INV-204/05 (A&B) #3' through.
 */
export const REASON_PATTERN = /^[A-Za-z0-9.,;:!"'?@ ]*$/;

/** A reason of at most `max` characters, trimmed; optional unless the caller adds `.min(1, …)`. */
export function reasonRule(max: number) {
  return z
    .string()
    .trim()
    .max(max, ruleMessage('MAX_LENGTH', { 0: max }))
    .regex(REASON_PATTERN, ruleMessage('REASON_FORMAT'));
}
