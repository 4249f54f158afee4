import { z } from 'zod';
import { numberFromText } from './number';
import { type Biller, billerByCode } from '../dict/bills';
import { normalizePhone } from './identity';
import { ruleMessage } from './message';

/**
 * Bills and airtime rules (spec 001 sections 3 and 5): the same checks and messages in the
 * browser and on the server. An airtime account is a Kenyan mobile number (the app's phone rule,
 * any network: numbers move between networks, so the prefix does not decide the network); any
 * other account is 4 to 20 letters or digits.
 */
const ACCOUNT_RE = /^[A-Za-z0-9]{4,20}$/;

/** Null when the account number suits the biller, else the rule message. */
export function billAccountProblem(biller: Biller | undefined, accountNo: string | null | undefined): string | null {
  const value = (accountNo ?? '').trim();
  if (!value) return ruleMessage('REQUIRED');
  if (biller?.mode === 'airtime') return normalizePhone(value) ? null : ruleMessage('PHONE_FORMAT');
  return ACCOUNT_RE.test(value.replace(/[\s-]/g, '')) ? null : ruleMessage('MMCP5401');
}

/** The account number as stored: 254XXXXXXXXX for airtime, else without spaces or dashes, in capitals. */
export function normalizeBillAccount(biller: Biller | undefined, accountNo: string): string {
  const value = accountNo.trim();
  if (biller?.mode === 'airtime') return normalizePhone(value) ?? value;
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export const billerCodeRule = z
  .string()
  .trim()
  .min(1, ruleMessage('MMCP5400'))
  .refine((v) => billerByCode(v) !== undefined, ruleMessage('MMCP5400'));

export const billAccountRule = z.string().trim().min(1, ruleMessage('REQUIRED')).max(20, ruleMessage('MAX_LENGTH', { 0: 20 }));

/** The day of the month a regular bill runs (29-31 run on the month's last day in shorter months). */
export const planDayRule = numberFromText(
  z.number({ message: ruleMessage('MMCP5412') }).int(ruleMessage('MMCP5412')).min(1, ruleMessage('MMCP5412')).max(31, ruleMessage('MMCP5412')),
);

/** A name the business gives a saved account or a plan. */
export const billNicknameRule = z
  .string()
  .trim()
  .max(30, ruleMessage('MAX_LENGTH', { 0: 30 }))
  .regex(/^[A-Za-z0-9 .,'&()-]*$/, ruleMessage('INVALID_VALUE'));

/** Stars of a rating: 1 to 5. */
export const rateRule = numberFromText(
  z.number({ message: ruleMessage('MMCP5416') }).int(ruleMessage('MMCP5416')).min(1, ruleMessage('MMCP5416')).max(5, ruleMessage('MMCP5416')),
);
