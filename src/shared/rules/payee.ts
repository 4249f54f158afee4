import { z } from 'zod';
import { bankAccountRule } from './business';
import { phoneRule } from './identity';
import { ruleMessage } from './message';

/**
 * What identifies a payee (spec 001 sections 3 and 5): the rules the beneficiary forms and the
 * server share, so both refuse the same input with the same catalogue message. Which of these a
 * channel needs is its `payee` kind in src/shared/dict/money.ts.
 */
export { bankAccountRule, phoneRule };

/** A beneficiary's name: required, at least 2 characters. */
export const beneficiaryNameRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .min(2, ruleMessage('MIN_LENGTH', { min: 2 }))
  .max(60, ruleMessage('MAX_LENGTH', { 0: 60 }));

/** An optional short name the merchant gives the payee. */
export const nicknameRule = z.string().trim().max(30, ruleMessage('MAX_LENGTH', { 0: 30 }));

/** A card number: 7 to 18 digits. */
export const cardNoRule = z.string().trim().regex(/^\d{7,18}$/, ruleMessage('CARD_NO_FORMAT'));

/** An M-PESA paybill (business) number: 5 to 7 digits. */
export const paybillRule = z.string().trim().regex(/^\d{5,7}$/, ruleMessage('PAYBILL_FORMAT'));

/** The account a paybill payment is for (M-PESA's bill reference): letters, digits, space, dash. */
export const accountReferenceRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .max(20, ruleMessage('MAX_LENGTH', { 0: 20 }))
  .regex(/^[A-Za-z0-9 -]+$/, ruleMessage('ACCOUNT_REF_FORMAT'));

/** A {product} merchant number: 12 digits. */
export const merchantNoRule = z.string().trim().regex(/^\d{12}$/, ruleMessage('MERCHANT_NO_FORMAT'));

/** A CBK bank code (src/shared/dict/banks.ts). */
export const bankCodeRule = z.string().trim().min(1, ruleMessage('REQUIRED')).regex(/^\d{2}$/, ruleMessage('INVALID_VALUE'));

/** The split and multi-transfer limit: a group holds up to 20 beneficiaries. */
export const GROUP_MAX_MEMBERS = 20;

/** A beneficiary group's name: required, up to 30 characters. */
export const groupNameRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .max(30, ruleMessage('MAX_LENGTH', { 0: 30 }));

/** The members of a group: at most 20, each once ('Duplicate remitters have been selected'). */
export const groupMembersRule = z
  .array(z.string().min(1).max(40))
  .max(GROUP_MAX_MEMBERS, ruleMessage('GROUP_MAX_MEMBERS', { max: GROUP_MAX_MEMBERS }))
  .refine((ids) => new Set(ids).size === ids.length, ruleMessage('MMCP4303'));
