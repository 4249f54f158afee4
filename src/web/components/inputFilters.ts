import { z } from 'zod';
import { ruleMessage } from '../../shared/rules/message';

/** Spec 000 section 9: PIN length 4, one-time code 4 digits. */
export const PIN_LENGTH = 4;
export const OTP_LENGTH = 4;
/** Digits after +254. */
export const PHONE_DIGITS = 9;

/** Keeps the digits of what was typed or pasted, at most `max` of them. */
export function onlyDigits(raw: string | null | undefined, max?: number): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/**
 * What the phone field keeps (spec 000 section 5): digits only, without a leading zero, and without
 * a pasted 254 country code, so the value is the part after '+254' (at most 9 digits).
 */
export function phoneDigits(raw: string | null | undefined): string {
  let digits = onlyDigits(raw);
  if (digits.startsWith('254') && digits.length > PHONE_DIGITS) digits = digits.slice(3);
  digits = digits.replace(/^0+/, '');
  return digits.slice(0, PHONE_DIGITS);
}

/** The phone field's value as the wire wants it: 254 and the 9 digits. */
export function toWirePhone(digits: string): string {
  return `254${phoneDigits(digits)}`;
}

/** The 9 digits after +254 start with 1 or 7 (spec 000 section 5). */
export const phoneDigitsRule = z
  .string()
  .min(1, ruleMessage('REQUIRED'))
  .regex(/^[17]\d{8}$/, ruleMessage('PHONE_FORMAT'));
