import { z } from 'zod';
import { ruleMessage } from './message';

/**
 * Kenyan mobile numbers (spec 000 section 5): 7, 1, 07, 01, 2547 or 2541 followed by 8 digits,
 * optionally with '+' before 254. Stored and compared as 254 + 9 digits.
 */
const PHONE_RE = /^(?:\+?254|0)?([17]\d{8})$/;

export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const m = PHONE_RE.exec(compact);
  return m ? `254${m[1]}` : null;
}

/** '+254' plus the last 9 digits (spec 000 section 9). */
export function displayPhone(stored: string): string {
  return `+254${stored.slice(-9)}`;
}

export const phoneRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .refine((v) => normalizePhone(v) !== null, ruleMessage('PHONE_FORMAT'));

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .max(120, ruleMessage('MAX_LENGTH', { 0: 120 }))
  .refine((v) => EMAIL_RE.test(v), ruleMessage('EMAIL_FORMAT'));

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

/** Staff usernames: letters, digits, dot, dash and underscore; unique across the platform. */
export const staffUsernameRule = z
  .string()
  .trim()
  .min(3, ruleMessage('MIN_LENGTH', { min: 3 }))
  .max(40, ruleMessage('MAX_LENGTH', { 0: 40 }))
  .regex(/^[A-Za-z0-9._-]+$/, ruleMessage('INVALID_VALUE'));

export const userIdTypeSchema = z.enum(['P', 'E', 'S']);
export type UserIdType = z.infer<typeof userIdTypeSchema>;

/** Which kind of login id a free-typed value is: phone, e-mail or staff username. */
export function guessUserIdType(value: string): UserIdType {
  if (isEmail(value)) return 'E';
  if (normalizePhone(value)) return 'P';
  return 'S';
}

/** Password: at least 8, with an uppercase, a lowercase and a special character. */
export const passwordRule = z
  .string()
  .min(1, ruleMessage('REQUIRED'))
  .min(8, ruleMessage('MIN_LENGTH', { min: 8 }))
  .refine(
    (v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /[^A-Za-z0-9]/.test(v),
    ruleMessage('PASSWORD_RULE'),
  );

/** The login form only asks for a password of at least 8 characters. */
export const loginPasswordRule = z
  .string()
  .min(1, ruleMessage('REQUIRED'))
  .min(8, ruleMessage('MIN_LENGTH', { min: 8 }));

export const pinRule = z.string().min(1, ruleMessage('REQUIRED')).regex(/^\d{4}$/, ruleMessage('password_tip'));

/**
 * First name and surname: letters, at least 2 (spec 000 section 5 says letters only). Any
 * alphabet's letters, and by choice an apostrophe, hyphen or space between them, so that names such
 * as Mary-Anne, Wa'Njeri or a double first name as the ID card prints it can be entered.
 */
export const personNameRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .min(2, ruleMessage('MIN_LENGTH', { min: 2 }))
  .max(40, ruleMessage('MAX_LENGTH', { 0: 40 }))
  .regex(/^[\p{L}][\p{L}' -]*$/u, ruleMessage('NAME_LETTERS'));

/** ID types: 01 National ID, 00 Passport. ID numbers are 1 to 9 digits. */
export const idTypeSchema = z.enum(['01', '00']);
export const idNoRule = z.string().trim().regex(/^\d{1,9}$/, ruleMessage('ID_NO_FORMAT'));
