import { formatMoney } from '../../../shared/format/money';
import { type Locale, messageText } from '../../../shared/i18n/messages';
import { toCsv } from './export/csv';
import { pdfNeedsWideFont, toPdf } from './export/pdf';
import type { ExportTable } from './export/table';
import { toXlsx } from './export/xlsx';

export type { ColumnKind, ExportCell, ExportColumn, ExportRow, ExportTable } from './export/table';

/**
 * The export helper any area can use for a downloadable table (account statements, till
 * statements, reports): a table built in a language in, file bytes out.
 *
 *   const file = await exportTable((locale) => ({ title, columns, rows, summary }), 'xlsx', { locale: ctx.locale, font: ctx.config.pdfFont });
 *   // file.bytes, file.mime, file.extension → saveFiles(..., 'document', [{ name, mime, bytes, type: null }])
 *
 * The table is built by a function of the language its words are in: the file speaks the asker's
 * language, except a PDF in Chinese on a server without a font that draws it (PDF_FONT,
 * docs/configuration.md), which is worded in English rather than printed as question marks.
 * Money columns carry KES minor units (integers); datetime columns 14-digit Nairobi timestamps.
 */
export const EXPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportedFile {
  bytes: Buffer;
  mime: string;
  extension: ExportFormat;
}

export interface ExportOptions {
  /** The language of the file's words (en-US by default). */
  locale?: Locale;
  /** A font file that draws Chinese for PDFs (config.pdfFont); without one a PDF is worded in English. */
  font?: string | null;
}

export type TableBuilder = ExportTable | ((locale: Locale) => ExportTable | Promise<ExportTable>);

export async function exportTable(build: TableBuilder, format: ExportFormat, options: ExportOptions = {}): Promise<ExportedFile> {
  const asked = options.locale ?? 'en-US';
  const font = options.font ?? null;
  const locale = format === 'pdf' && !font && pdfNeedsWideFont(messageText('EXPORT_PAGE', asked)) ? 'en-US' : asked;
  const table = { ...(typeof build === 'function' ? await build(locale) : build), locale };
  const bytes = format === 'pdf' ? await toPdf(table, font) : format === 'csv' ? toCsv(table) : toXlsx(table);
  return { bytes, mime: EXPORT_MIME[format], extension: format };
}

type SummaryLine = NonNullable<ExportTable['summary']>[number];

/** A statement's period line: its Nairobi business dates (YYYYMMDD) as `YYYY-MM-DD to YYYY-MM-DD (Nairobi time)`. */
export function periodSummary(startDate: string, endDate: string, locale: Locale): SummaryLine {
  const day = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
  return { label: messageText('EXPORT_PERIOD_LABEL', locale), value: messageText('EXPORT_PERIOD', locale, { from: day(startDate), to: day(endDate) }) };
}

/** A statement's balance lines: opening balance, money in, money out, closing balance (KES minor units). */
export function balanceSummary(b: { opening: number; moneyIn: number; moneyOut: number; closing: number }, locale: Locale): SummaryLine[] {
  return [
    { label: messageText('EXPORT_OPENING_BALANCE', locale), value: formatMoney(b.opening) },
    { label: messageText('EXPORT_MONEY_IN', locale), value: formatMoney(b.moneyIn) },
    { label: messageText('EXPORT_MONEY_OUT', locale), value: formatMoney(b.moneyOut) },
    { label: messageText('EXPORT_CLOSING_BALANCE', locale), value: formatMoney(b.closing) },
  ];
}
