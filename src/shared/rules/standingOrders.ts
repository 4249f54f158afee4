import { z } from 'zod';
import { numberFromText } from './number';
import { ruleMessage } from './message';
import { reasonRule } from './reason';

/**
 * Standing order rules and dates (spec 001 sections 3 and 5): the same checks and messages in the
 * browser and on the server, and the schedule arithmetic both use (dates are YYYYMMDD, Nairobi).
 */

/** How often a standing order runs (the spec's frequency codes, without 5 threshold). */
export const FREQUENCIES = ['0', '1', '2', '3', '4'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
/** 0 daily, 1 weekly, 2 monthly, 3 quarterly, 4 annually. */
export const FREQUENCY_KEYS: Record<Frequency, string> = { '0': 'daily', '1': 'weekly', '2': 'monthly', '3': 'quarterly', '4': 'annually' };

/** What a standing order is for (the spec's 'category'). */
export const CATEGORIES = ['01', '02', '03', '04', '05', '06', '07'] as const;
export const CATEGORY_KEYS: Record<(typeof CATEGORIES)[number], string> = {
  '01': 'rent',
  '02': 'salaries',
  '03': 'suppliers',
  '04': 'loan',
  '05': 'savings',
  '06': 'utilities',
  '07': 'other',
};

/**
 * The payee channels a standing order pays (spec 001 section 3, channel list): group 0 mobile —
 * {product} wallet 28, {product} Merchant 30, PesaLink phone 65, M-PESA mobile 44, M-PESA paybill
 * A1; group 1 bank — {product} bank 29, PesaLink 40, RTGS 42, EFT 41, Visa 46, NCBA 63.
 */
export const CHANNEL_GROUPS: { group: '0' | '1'; channels: string[] }[] = [
  { group: '0', channels: ['28', '30', '65', '44', 'A1'] },
  { group: '1', channels: ['29', '40', '42', '41', '46', '63'] },
];
export const STANDING_ORDER_CHANNELS = CHANNEL_GROUPS.flatMap((g) => g.channels);

export const NAME_MAX = 30;
export const MAX_RUNS = 999;

/** The name as compared for 'same name not allowed': trimmed, spaces folded, lower case. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export const standingOrderNameRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .max(NAME_MAX, ruleMessage('MAX_LENGTH', { 0: NAME_MAX }));

/** What the payment is for: the spec's reason text (rules/reason.ts); it goes with each payment as its remarks. */
export const REASON_MAX = 100;
export const standingOrderReasonRule = reasonRule(REASON_MAX);
export const frequencyRule = z.enum(FREQUENCIES, { message: ruleMessage('MMCP5503') });
export const categoryRule = z.enum(CATEGORIES, { message: ruleMessage('REQUIRED') });
export const ymdRule = z
  .string()
  .trim()
  .regex(/^\d{8}$/, ruleMessage('MMCP5504'))
  .refine((v) => isValidYmd(v), ruleMessage('MMCP5504'));
export const maxRunsRule = numberFromText(
  z
    .number({ message: ruleMessage('MMCP5506', { max: MAX_RUNS }) })
    .int(ruleMessage('MMCP5506', { max: MAX_RUNS }))
    .min(1, ruleMessage('MMCP5506', { max: MAX_RUNS }))
    .max(MAX_RUNS, ruleMessage('MMCP5506', { max: MAX_RUNS })),
);

// ---- dates ----------------------------------------------------------------------------------

function parts(ymd: string): [number, number, number] {
  return [Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)), Number(ymd.slice(6, 8))];
}

function ymdOf(d: Date): string {
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

export function isValidYmd(ymd: string): boolean {
  if (!/^\d{8}$/.test(ymd)) return false;
  const [y, m, d] = parts(ymd);
  return ymdOf(new Date(Date.UTC(y, m - 1, d))) === ymd && y >= 2000 && y <= 2999;
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(ymd: string, days: number): string {
  const [y, m, d] = parts(ymd);
  return ymdOf(new Date(Date.UTC(y, m - 1, d + days)));
}

/** `months` after `ymd` on the same day, or the month's last day when it is shorter (31st → 30th, 28th, 29th). */
export function addMonths(ymd: string, months: number): string {
  const [y, m, d] = parts(ymd);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, lastDayOf(year, month));
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** The n-th run date (n = 0 is the start date); month-based schedules keep the start's day. */
export function occurrence(frequency: Frequency, start: string, n: number): string {
  switch (frequency) {
    case '0':
      return addDays(start, n);
    case '1':
      return addDays(start, 7 * n);
    case '2':
      return addMonths(start, n);
    case '3':
      return addMonths(start, 3 * n);
    default:
      return addMonths(start, 12 * n);
  }
}

function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = parts(a);
  const [yb, mb, db] = parts(b);
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / 86_400_000);
}

/** The first run date on or after `date` (the start date itself when `date` is before it). */
export function firstOnOrAfter(frequency: Frequency, start: string, date: string): string {
  if (date <= start) return start;
  let n: number;
  if (frequency === '0' || frequency === '1') {
    const step = frequency === '0' ? 1 : 7;
    n = Math.max(0, Math.floor(daysBetween(start, date) / step) - 1);
  } else {
    const step = frequency === '2' ? 1 : frequency === '3' ? 3 : 12;
    const [ys, ms] = parts(start);
    const [yd, md] = parts(date);
    n = Math.max(0, Math.floor((yd * 12 + md - (ys * 12 + ms)) / step) - 1);
  }
  for (;;) {
    const d = occurrence(frequency, start, n);
    if (d >= date) return d;
    n++;
  }
}

/** The latest start date a standing order may have: one year from today (MMCP5507 past it). */
export function latestStartDate(today: string): string {
  return addMonths(today, 12);
}

/** The first run date strictly after `date`. */
export function nextAfter(frequency: Frequency, start: string, date: string): string {
  return firstOnOrAfter(frequency, start, addDays(date, 1));
}

/**
 * The date after a run on `ranOn` (the `runsDone`-th), or null when the order is finished: its
 * number of runs reached or the next date past its end date. Dates missed while paused or while
 * no scheduler ran are not paid afterwards: the next date is the first one after `today`.
 */
export function dateAfterRun(
  o: { frequency: Frequency; startDate: string; endDate: string | null; maxRuns: number | null },
  ranOn: string,
  runsDone: number,
  today: string,
): string | null {
  if (o.maxRuns !== null && runsDone >= o.maxRuns) return null;
  const next = nextAfter(o.frequency, o.startDate, ranOn > today ? ranOn : today);
  if (o.endDate && next > o.endDate) return null;
  return next;
}

/**
 * The next date after the schedule of a running order was edited, or null when the edit finished
 * it. An edit never pays: the date is strictly after today and after the last run, so a date
 * already paid (the monthly rent of the 23rd, then weekly from the 27th) is not paid again in the
 * new schedule, and nothing falls due at once.
 */
export function dateAfterEdit(
  o: { frequency: Frequency; startDate: string; endDate: string | null; maxRuns: number | null },
  runsDone: number,
  lastDate: string | null,
  today: string,
): string | null {
  return dateAfterRun(o, lastDate ?? today, runsDone, today);
}
