import { toCsv } from './export/csv';
import { toPdf } from './export/pdf';
import { formatMoney } from '../../../shared/format/money';
import type { ExportTable } from './export/table';
import { toXlsx } from './export/xlsx';

export type { ColumnKind, ExportCell, ExportColumn, ExportRow, ExportTable } from './export/table';

/**
 * The export helper any area can use for a downloadable table (account statements, till
 * statements, reports): columns + rows + title (and summary lines) in, file bytes out.
 *
 *   const file = await exportTable({ title, columns, rows, summary }, 'xlsx');
 *   // file.bytes, file.mime, file.extension → saveFiles(..., 'document', [{ name, mime, bytes, type: null }])
 *
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

export async function exportTable(table: ExportTable, format: ExportFormat): Promise<ExportedFile> {
  const bytes = format === 'pdf' ? await toPdf(table) : format === 'csv' ? toCsv(table) : toXlsx(table);
  return { bytes, mime: EXPORT_MIME[format], extension: format };
}

type SummaryLine = NonNullable<ExportTable['summary']>[number];

/** A statement's period line: its Nairobi business dates (YYYYMMDD) as `YYYY-MM-DD to YYYY-MM-DD (Nairobi time)`. */
export function periodSummary(startDate: string, endDate: string): SummaryLine {
  const day = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
  return { label: 'Period', value: `${day(startDate)} to ${day(endDate)} (Nairobi time)` };
}

/** A statement's balance lines: opening balance, money in, money out, closing balance (KES minor units). */
export function balanceSummary(b: { opening: number; moneyIn: number; moneyOut: number; closing: number }): SummaryLine[] {
  return [
    { label: 'Opening balance', value: formatMoney(b.opening) },
    { label: 'Money in', value: formatMoney(b.moneyIn) },
    { label: 'Money out', value: formatMoney(b.moneyOut) },
    { label: 'Closing balance', value: formatMoney(b.closing) },
  ];
}
