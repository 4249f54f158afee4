import { formatDate, formatTimestamp } from '../../shared/format/date';

const NAIROBI = 'Africa/Nairobi';

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
 * Any date the server sends (YYYYMMDD, 14 digits, or an ISO instant) as 'DD-Mon-YYYY' or
 * 'DD-Mon-YYYY HH:mm:ss' in Nairobi time.
 */
export function displayDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{8}$/.test(value)) return formatDate(value);
  if (/^\d{14}$/.test(value)) return formatTimestamp(value);
  const n14 = isoToNairobi14(value);
  return n14 ? formatTimestamp(n14) : value;
}
