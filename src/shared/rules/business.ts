import { z } from 'zod';
import { ruleMessage } from './message';

/**
 * Business rules (spec 000 section 5). A KRA PIN is A or P, nine digits and a letter
 * (P051234567X): the nine digits are the spec's '9 digits'. Registration numbers follow the
 * Business Registration Service's forms: BN-…, PVT-…, CPR/YYYY/…, LLP-…, and older C.12345.
 */
/**
 * How long a change of business information waits for another stakeholder's approval (spec 000
 * sections 4 and 9: up to 24 hours after the merchant applies); then it closes (C) unapplied and a
 * new change may be applied for.
 */
export const BUSINESS_CHANGE_APPROVAL_MS = 24 * 3600_000;

export const KRA_PIN_RE = /^[AP]\d{9}[A-Z]$/;
export const REG_NO_RE = /^(?:BN|PVT|CPR|LLP|PF|OP|CLG)[-/][A-Z0-9/]{4,20}$|^C\.?\d{3,8}$/;

export const kraPinRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .transform((v) => v.toUpperCase())
  .refine((v) => KRA_PIN_RE.test(v), ruleMessage('KRA_PIN_FORMAT'));

export const regNoRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .transform((v) => v.toUpperCase())
  .refine((v) => REG_NO_RE.test(v), ruleMessage('REG_NO_FORMAT'));

export const businessNameRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .min(2, ruleMessage('MIN_LENGTH', { min: 2 }))
  .max(80, ruleMessage('MAX_LENGTH', { 0: 80 }));

/** A Kenyan postal code: five digits (00100 is Nairobi GPO). Empty means none. */
export const POSTAL_CODE_RE = /^\d{5}$/;
export const postalCodeRule = z
  .string()
  .trim()
  .refine((v) => v === '' || POSTAL_CODE_RE.test(v), ruleMessage('POSTAL_CODE_FORMAT'));

/** A web address: a host with a dot, optionally its scheme, port and path (www.duka.co.ke). Empty means none. */
export const WEBSITE_RE = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const websiteRule = z
  .string()
  .trim()
  .max(120, ruleMessage('MAX_LENGTH', { 0: 120 }))
  .refine((v) => v === '' || WEBSITE_RE.test(v), ruleMessage('WEBSITE_FORMAT'));

/** Bank account number: up to 18 digits (spec 000 section 5). */
export const bankAccountRule = z.string().trim().min(1, ruleMessage('REQUIRED')).regex(/^\d{1,18}$/, ruleMessage('BANK_ACCOUNT_FORMAT'));

export const inviteCodeRule = z.string().trim().min(1, ruleMessage('REQUIRED')).regex(/^\d{8}$/, ruleMessage('INVITE_CODE_FORMAT'));

/** Which stakeholders and documents each business type needs before it is set up. */
export const BUSINESS_REQUIREMENTS = {
  '0': { regNo: false, kraPin: false, documents: [] as string[], stakeholders: [] as string[] },
  '1': { regNo: true, kraPin: true, documents: [] as string[], stakeholders: [] as string[] },
  '2': { regNo: true, kraPin: true, documents: [] as string[], stakeholders: ['2'] },
  '3': { regNo: true, kraPin: true, documents: ['1', '2'], stakeholders: ['1', '3'] },
} as const;
