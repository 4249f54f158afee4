import { z } from 'zod';
import type { Locale } from '../i18n/messages';
import { parseCsv } from '../format/csv';
import { emailRule, normalizePhone, personNameRule, phoneRule } from './identity';
import { ruleMessage } from './message';

/**
 * Customer rules (spec 001 sections 3 and 5), shared by the customer forms, the CSV upload and
 * the server, so both refuse the same input with the same words. Dates travel as YYYYMMDD.
 */

export const CUSTOMER_UPLOAD_MAX_ROWS = 100;
export const CUSTOMER_NOTICE_MAX = 100;
export const CUSTOMER_NOTE_MAX = 200;
export const NOTICE_CONTENT_MAX = 480;
export const NOTICE_SUBJECT_MAX = 80;

/** True for a real calendar date written YYYYMMDD. */
export function isYmd(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today in Nairobi (UTC+3) as YYYYMMDD. */
export function nairobiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A date typed as YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD, as YYYYMMDD (or the input when it is none of them). */
export function compactDate(value: string): string {
  const v = value.trim();
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v);
  return m ? `${m[1]}${m[2]!.padStart(2, '0')}${m[3]!.padStart(2, '0')}` : v;
}

/** An optional past date (birthday, anniversary): empty, or a real YYYYMMDD date not after today. */
export const pastDateRule = z
  .string()
  .trim()
  .transform(compactDate)
  .refine((v) => v === '' || isYmd(v), ruleMessage('MMCP6118'))
  .refine((v) => v === '' || !isYmd(v) || v <= nairobiToday(), ruleMessage('MMCP6117'));

/** Empty, or a value the rule accepts (refused with the rule's own message). */
function emptyOr(rule: z.ZodType<string>) {
  return z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return;
      const result = rule.safeParse(v);
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? ruleMessage('INVALID_VALUE') });
    });
}

/** A middle name: optional, else the name rule (letters only, at least 2). */
export const middleNameRule = emptyOr(personNameRule);

/** An optional e-mail: empty, or the e-mail rule. */
export const optionalEmailRule = emptyOr(emailRule);

export const genderSchema = z.enum(['M', 'F']);
/** Customer state: 1 active, 0 inactive. */
export const customerStateSchema = z.enum(['1', '0']);

export const customerNoteRule = z.string().trim().max(CUSTOMER_NOTE_MAX, ruleMessage('MAX_LENGTH', { 0: CUSTOMER_NOTE_MAX }));

/** The customer form: what AddCustomers and EditCustomer take. */
export const customerFields = z.object({
  firstName: personNameRule,
  middleName: middleNameRule.optional().default(''),
  lastName: personNameRule,
  mobile: phoneRule,
  email: optionalEmailRule.optional().default(''),
  gender: z.union([genderSchema, z.literal('')]).optional().default(''),
  birthday: pastDateRule.optional().default(''),
  anniversary: pastDateRule.optional().default(''),
  note: customerNoteRule.optional().default(''),
  state: customerStateSchema.optional().default('1'),
});
export type CustomerFields = z.output<typeof customerFields>;

/** Why a customer is blacklisted: optional; letters, digits and . , ; : ! " ' ? @ space (spec 001 section 5, reasons). */
export const blackReasonRule = z
  .string()
  .trim()
  .max(100, ruleMessage('MAX_LENGTH', { 0: 100 }))
  .regex(/^[A-Za-z0-9.,;:!"'?@ ]*$/, ruleMessage('REASON_FORMAT'));

// ---- the bulk upload file ----------------------------------------------------------------------

/** The template's columns, in order; the first line of a file must name them (a trailing '*' marks the required ones). */
export const CUSTOMER_CSV_COLUMNS = [
  { header: 'First Name*', zh: '名*', field: 'firstName' },
  { header: 'Middle Name', zh: '中间名', field: 'middleName' },
  { header: 'Last Name*', zh: '姓*', field: 'lastName' },
  { header: 'Mobile Number*', zh: '手机号码*', field: 'mobile' },
  { header: 'Email', zh: '电子邮件', field: 'email' },
  { header: 'Gender (M/F)', zh: '性别（M/F）', field: 'gender' },
  { header: 'Birthday (YYYY-MM-DD)', zh: '生日（YYYY-MM-DD）', field: 'birthday' },
  { header: 'Anniversary (YYYY-MM-DD)', zh: '纪念日（YYYY-MM-DD）', field: 'anniversary' },
  { header: 'Note', zh: '备注', field: 'note' },
] as const;

export type CsvField = (typeof CUSTOMER_CSV_COLUMNS)[number]['field'];

/** The template file: the header line in the reader's language (either language is read back) and two example rows. */
export function customerTemplateCsv(locale: Locale = 'en-US'): string {
  const header = CUSTOMER_CSV_COLUMNS.map((c) => (locale === 'zh-CN' ? c.zh : c.header)).join(',');
  // A byte-order mark, so a spreadsheet program reads the file as UTF-8 (Chinese headers, names).
  return `\uFEFF${header}\r\nAmina,Wairimu,Otieno,0722123456,amina@example.co.ke,F,1990-04-12,,Prefers M-PESA\r\nJoseph,,Kiprono,0711987654,,M,,2015-08-20,\r\n`;
}


export interface CsvRowError {
  /** The line in the file (the header is line 1). */
  row: number;
  field: CsvField | 'file';
  /** A rule message (catalogue code, maybe with parameters). */
  message: string;
  value: string;
}

export type CsvCheck =
  | { ok: true; rows: CsvRow[]; mobiles: CsvMobile[] }
  | { ok: false; fileError: 'MMCP6103' | 'MMCP6104' | 'MMCP6105' | 'MMCP6106' }
  | { ok: false; rows: CsvRow[]; mobiles: CsvMobile[]; errors: CsvRowError[] };

/** A row that passed every rule of the form. */
export interface CsvRow {
  row: number;
  fields: CustomerFields;
}

/** Each valid mobile of the file (once), with its row: the server checks them against the book. */
export interface CsvMobile {
  row: number;
  mobile: string;
  value: string;
}

const sameHeader = (a: string, b: string) => a.trim().replace(/\*$/, '').toLowerCase() === b.replace(/\*$/, '').toLowerCase();

/**
 * Reads and checks an upload: a .csv file, the template's columns, 1 to 100 customers, each row
 * by the customer rules, no mobile twice in the file. Whether a mobile is already a customer is
 * the server's check (it knows the book).
 */
export function checkCustomerCsv(fileName: string, text: string): CsvCheck {
  if (!/\.csv$/i.test(fileName.trim())) return { ok: false, fileError: 'MMCP6103' };
  const lines = parseCsv(text);
  const header = lines[0];
  if (!header) return { ok: false, fileError: 'MMCP6105' };
  if (header.length < CUSTOMER_CSV_COLUMNS.length || !CUSTOMER_CSV_COLUMNS.every((c, i) => sameHeader(header[i] ?? '', c.header) || sameHeader(header[i] ?? '', c.zh))) {
    return { ok: false, fileError: 'MMCP6106' };
  }
  const body = lines.slice(1);
  if (body.length === 0) return { ok: false, fileError: 'MMCP6105' };
  if (body.length > CUSTOMER_UPLOAD_MAX_ROWS) return { ok: false, fileError: 'MMCP6104' };
  const rows: { row: number; fields: CustomerFields }[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  const mobiles: { row: number; mobile: string; value: string }[] = [];
  body.forEach((cells, i) => {
    const row = i + 2;
    const raw = Object.fromEntries(CUSTOMER_CSV_COLUMNS.map((c, j) => [c.field, (cells[j] ?? '').trim()])) as Record<CsvField, string>;
    const input = { ...raw, gender: raw.gender.toUpperCase(), state: '1' };
    const parsed = customerFields.safeParse(input);
    const byField = new Set<string>();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'file') as CsvField;
        if (byField.has(field)) continue;
        byField.add(field);
        errors.push({ row, field, message: field === 'gender' ? ruleMessage('INVALID_VALUE') : issue.message, value: raw[field] ?? '' });
      }
    }
    // A good mobile is checked against the rest of the file even when another field of the row is wrong.
    const mobile = byField.has('mobile') ? null : normalizePhone(raw.mobile);
    if (mobile && seen.has(mobile)) errors.push({ row, field: 'mobile', message: ruleMessage('MMCP6108'), value: raw.mobile });
    else if (mobile) {
      seen.set(mobile, row);
      mobiles.push({ row, mobile, value: raw.mobile });
    }
    if (parsed.success && !(mobile && seen.get(mobile) !== row)) rows.push({ row, fields: { ...parsed.data, mobile: mobile ?? parsed.data.mobile } });
  });
  errors.sort((a, b) => a.row - b.row);
  return errors.length > 0 ? { ok: false, rows, mobiles, errors } : { ok: true, rows, mobiles };
}

/** The full name: first, middle and last. */
export function customerFullName(c: { firstName: string; middleName?: string | null; lastName: string }): string {
  return [c.firstName, c.middleName, c.lastName].filter((p) => p && p.trim() !== '').join(' ');
}
