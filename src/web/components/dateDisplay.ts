import dayjs, { type Dayjs } from 'dayjs';
import { useSyncExternalStore } from 'react';
import { DEFAULT_DATE_FORMAT, type DateFormatCode } from '../../shared/actions/globalization';
import { formatDate, formatTimestamp } from '../../shared/format/date';
import { currentLocale } from '../i18n';

const NAIROBI = 'Africa/Nairobi';

/**
 * The business's date display option (spec 000 section 9; /setting/globalization): loaded with
 * the session and changed by the globalization page. Every date the portal shows goes through the
 * helpers below, so one setting changes them all. Until the session loads: 'Mon DD,YYYY'. Month
 * names follow the reader's language ('Mar', '3月'), as the date pickers' do.
 */
let option: DateFormatCode = DEFAULT_DATE_FORMAT;
const listeners = new Set<() => void>();

export function dateDisplayOption(): DateFormatCode {
  return option;
}

export function setDateDisplayOption(next: DateFormatCode): void {
  if (next === option) return;
  option = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current option, re-rendering the component when it changes. */
export function useDateDisplayOption(): DateFormatCode {
  return useSyncExternalStore(subscribe, dateDisplayOption, dateDisplayOption);
}

/** The dayjs format of the current option, for date pickers (DatePicker `format`), in the reader's language. */
export function datePickerFormat(code: DateFormatCode = option, locale: string = currentLocale()): string {
  switch (code) {
    case '01':
      return 'DD-MMM-YYYY';
    case '02':
      return 'YYYY-MM-DD';
    case '03':
      return 'DD/MM/YYYY';
    case '04':
      return 'DD/MMM/YYYY';
    default:
      // As formatDate writes it: 2025年3月5日 for a Chinese reader.
      return locale === 'zh-CN' ? 'YYYY年M月D日' : 'MMM DD,YYYY';
  }
}

/** An ISO instant as the 14-digit Nairobi timestamp the shared formatters read. */
function isoToNairobi14(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: NAIROBI,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}`;
}

/**
 * Today's date in Nairobi (YYYYMMDD), where the business's days begin and end, whatever the
 * browser's time zone: the default end of a period, the last day a picker offers.
 */
export function nairobiTodayWire(now = new Date()): string {
  return isoToNairobi14(now.toISOString())!.slice(0, 8);
}

/** Today in Nairobi as a date-picker day (a calendar date; its hours mean nothing). */
export function nairobiToday(now = new Date()): Dayjs {
  const wire = nairobiTodayWire(now);
  return dayjs(`${wire.slice(0, 4)}-${wire.slice(4, 6)}-${wire.slice(6, 8)}`);
}

/**
 * Any date the server sends (YYYYMMDD, 14 digits, or an ISO instant) in the business's date
 * option, with the time (HH:mm:ss, Nairobi) when the value has one.
 */
export function displayDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const locale = currentLocale();
  if (/^\d{8}$/.test(value)) return formatDate(value, option, locale);
  if (/^\d{14}$/.test(value)) return formatTimestamp(value, option, locale);
  const n14 = isoToNairobi14(value);
  return n14 ? formatTimestamp(n14, option, locale) : value;
}

/** The day only (no time) of any date the server sends, in the business's date option. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const locale = currentLocale();
  if (/^\d{8,14}$/.test(value)) return formatDate(value.slice(0, 8), option, locale);
  const n14 = isoToNairobi14(value);
  return n14 ? formatDate(n14.slice(0, 8), option, locale) : value;
}
