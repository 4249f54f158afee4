import { toCsv } from './export/csv';
import { toPdf } from './export/pdf';
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
