/**
 * Dates arrive as YYYYMMDD, times as hhmmss and timestamps as 14 digits yyyyMMddHHmmss, already in
 * Africa/Nairobi (spec 000 section 9). Display is pure string work, so no time zone can shift a day.
 *
 * Date display options: 01 DD-Mon-YYYY, 02 YYYY-MM-DD, 03 DD/MM/YYYY, 04 DD/Mon/YYYY, otherwise
 * 'Mon DD,YYYY'. 'Mon' is the month's short name in the reader's language ('Mar', '3月'): the same
 * names the date pickers show. The default's Chinese form is the long date 2025年3月5日, not
 * '3月 05,2025'.
 */
export type DateDisplayOption = '01' | '02' | '03' | '04' | string;

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Short month names by language; en-US is the spec's. */
const MONTHS_BY_LOCALE: Record<string, readonly string[]> = {
  'en-US': MONTHS,
  'zh-CN': ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
};

interface DateParts {
  year: string;
  month: string;
  day: string;
  mon: string;
}

function dateParts(yyyymmdd: string, locale: string): DateParts | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!m) return null;
  const [, year, month, day] = m as unknown as [string, string, string, string];
  const monthIndex = Number(month) - 1;
  const mon = (MONTHS_BY_LOCALE[locale] ?? MONTHS)[monthIndex];
  const dayNumber = Number(day);
  if (!mon || dayNumber < 1 || dayNumber > 31) return null;
  return { year, month, day, mon };
}

/** '20250305' -> '05-Mar-2025' (option 01 by default; '05-3月-2025' in zh-CN). Anything unreadable is shown as given. */
export function formatDate(yyyymmdd: string | null | undefined, option: DateDisplayOption = '01', locale = 'en-US') {
  if (!yyyymmdd) return '';
  const p = dateParts(yyyymmdd, locale);
  if (!p) return yyyymmdd;
  switch (option) {
    case '01':
      return `${p.day}-${p.mon}-${p.year}`;
    case '02':
      return `${p.year}-${p.month}-${p.day}`;
    case '03':
      return `${p.day}/${p.month}/${p.year}`;
    case '04':
      return `${p.day}/${p.mon}/${p.year}`;
    default:
      // A Chinese reader's long date is year, month, day with their characters: 2025年3月5日.
      return locale === 'zh-CN' ? `${p.year}年${Number(p.month)}月${Number(p.day)}日` : `${p.mon} ${p.day},${p.year}`;
  }
}

/** '093005' -> '09:30:05'. */
export function formatTime(hhmmss: string | null | undefined): string {
  if (!hhmmss) return '';
  const m = /^([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/.exec(hhmmss);
  return m ? `${m[1]}:${m[2]}:${m[3]}` : hhmmss;
}

/** '20250305093005' -> '05-Mar-2025 09:30:05'. */
export function formatTimestamp(
  yyyymmddhhmmss: string | null | undefined,
  option: DateDisplayOption = '01',
  locale = 'en-US',
): string {
  if (!yyyymmddhhmmss) return '';
  if (!/^\d{14}$/.test(yyyymmddhhmmss)) return yyyymmddhhmmss;
  const date = formatDate(yyyymmddhhmmss.slice(0, 8), option, locale);
  const time = formatTime(yyyymmddhhmmss.slice(8));
  return `${date} ${time}`;
}
