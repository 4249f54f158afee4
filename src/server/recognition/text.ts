/** Small helpers over OCR text, shared by the ID-card and certificate parsers. */

/** Upper case, unified dashes and quotes, no empty lines, single spaces. */
export function normalizeLines(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201c\u201d`]/g, "'")
    .split(/\r?\n/)
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((l) => l.length > 0);
}

/** Letters OCR reads in place of digits, inside a field that can only hold digits. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', D: '0', Q: '0', U: '0', I: '1', L: '1', '|': '1', '!': '1', Z: '2', S: '5', B: '8', G: '6', T: '7' };

export function toDigits(value: string): string {
  return [...value].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** YYYYMMDD when the parts make a real calendar date between 1900 and today. */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > new Date().getUTCFullYear()) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** The first date in a line: 14.03.1990, 14/03/1990, 14-03-1990 or 14 MAR 1990 (day first, as Kenya writes them). */
export function findDate(line: string): string | null {
  const numeric = /([0-9OIlSB]{1,2})\s?[./-]\s?([0-9OIlSB]{1,2})\s?[./-]\s?([0-9OIlSB]{4})/.exec(line);
  if (numeric) {
    const [d, m, y] = [numeric[1]!, numeric[2]!, numeric[3]!].map((p) => Number(toDigits(p)));
    const date = calendarDate(y!, m!, d!);
    if (date) return date;
  }
  const named = /([0-9]{1,2})\s?[ ./-]?\s?([A-Z]{3})[A-Z]*\s?[ ./-]?\s?([0-9]{4})/.exec(line);
  if (named) {
    const month = MONTHS.indexOf(named[2]!) + 1;
    if (month > 0) return calendarDate(Number(named[3]), month, Number(named[1]));
  }
  return null;
}
