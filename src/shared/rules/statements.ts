import { z } from 'zod';
import { ruleMessage } from './message';

/**
 * Periods of transaction records and account statements: Nairobi days as YYYYMMDD, both ends
 * included. The browser and the server refuse the same period with the same message, naming the
 * field: the end before the start (MMCP5301), a statement longer than STATEMENT_MAX_DAYS
 * (MMCP5302), a period that starts after today (MMCP5303) or ends after it (MMCP5308): a
 * statement 'as of' a day that has not come yet would promise a closing balance nobody knows.
 */
export const STATEMENT_MAX_DAYS = 366;

function realDay(v: string): boolean {
  // zod runs every check of a string, so this one also sees what the regex refused ('1' is no date).
  if (!/^\d{8}$/.test(v)) return false;
  const d = new Date(Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8)));
  return d.toISOString().slice(0, 10).replaceAll('-', '') === v;
}

export const dayRule = z
  .string({ message: ruleMessage('REQUIRED') })
  .trim()
  .regex(/^\d{8}$/, ruleMessage('INVALID_VALUE'))
  .refine(realDay, ruleMessage('INVALID_VALUE'));

/** Days from `start` to `end` counting both (20260101..20260101 is 1). */
export function daysInPeriod(start: string, end: string): number {
  const ms = (v: string) => Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8));
  return Math.round((ms(end) - ms(start)) / 86_400_000) + 1;
}

export interface PeriodProblem {
  field: 'startDate' | 'endDate';
  /** A rule message (catalogue code and parameters). */
  message: string;
}

/** Null when the period is fine; `maxDays` null for no length limit (the records filter). */
export function periodProblem(start: string, end: string, today: string, maxDays: number | null = STATEMENT_MAX_DAYS): PeriodProblem | null {
  if (start > today) return { field: 'startDate', message: ruleMessage('MMCP5303') };
  if (end < start) return { field: 'endDate', message: ruleMessage('MMCP5301') };
  if (end > today) return { field: 'endDate', message: ruleMessage('MMCP5308') };
  if (maxDays !== null && daysInPeriod(start, end) > maxDays) return { field: 'endDate', message: ruleMessage('MMCP5302', { max: maxDays }) };
  return null;
}
