import { displayDateTime } from '../../components/dateDisplay';

const DAY_MS = 86400_000;

function utcDay(yyyymmdd: string): number {
  return Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)));
}

/**
 * When a notification was sent, as the drawer shows it (spec 000 section 9, notification dates):
 * today the time only ('14:05'); yesterday 'Yesterday'; within 7 days the weekday name
 * ('Tuesday'); the same year month and day ('Mar 18'); older the full date in the business's
 * date format (`displayDateTime`). `today` is Nairobi's date (YYYYMMDD), so the function is pure.
 *
 *   notificationDate('20260318', '140501', '20260318', 'en-US', 'Yesterday') // '14:05'
 */
export function notificationDate(sndDt: string, sndTm: string, today: string, locale: string, yesterday: string): string {
  if (!/^\d{8}$/.test(sndDt)) return '';
  const days = Math.round((utcDay(today) - utcDay(sndDt)) / DAY_MS);
  if (days <= 0) return /^\d{4}/.test(sndTm) ? `${sndTm.slice(0, 2)}:${sndTm.slice(2, 4)}` : '';
  if (days === 1) return yesterday;
  const date = new Date(utcDay(sndDt));
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  if (sndDt.slice(0, 4) === today.slice(0, 4)) return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
  return displayDateTime(sndDt);
}

/** Today's date in Nairobi, YYYYMMDD. */
export function nairobiToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}`;
}
