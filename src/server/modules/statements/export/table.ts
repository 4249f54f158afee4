import type { Locale } from '../../../../shared/i18n/messages';

/**
 * A table to export: columns with a kind (money in KES minor units, text, Nairobi 14-digit
 * timestamps, counts), rows keyed by column, a title and summary lines shown above the table.
 */
export type ColumnKind = 'text' | 'money' | 'datetime' | 'number';

export interface ExportColumn {
  key: string;
  title: string;
  kind?: ColumnKind;
  /** Relative width in the PDF (default 1). */
  width?: number;
  /** The PDF's font size for this column's cells (not its header), for values that must stay on one line. */
  fontSize?: number;
}

export type ExportCell = string | number | null | undefined;
export type ExportRow = Record<string, ExportCell>;

export interface ExportTable {
  title: string;
  columns: ExportColumn[];
  rows: ExportRow[];
  /** Label and value pairs above the table (business, period, balances). */
  summary?: { label: string; value: string }[];
  /** When it was made (ISO; now by default); the PDF prints it in Nairobi time. */
  generatedAt?: string;
  /** The language of the words the file adds itself (the PDF's footer); set by exportTable. */
  locale?: Locale;
}

/** Minor units as `1,234.56` (negative with a leading '-'). */
export function moneyText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** A Nairobi 14-digit timestamp as `2026-11-21 09:30:05`; other text as it is. */
export function datetimeText(v: string): string {
  if (!/^\d{14}$/.test(v)) return v;
  return `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)} ${v.slice(8, 10)}:${v.slice(10, 12)}:${v.slice(12, 14)}`;
}

/** A cell as text, the way CSV and PDF show it (money without currency, plain decimals). */
export function cellText(column: ExportColumn, value: ExportCell): string {
  if (value === null || value === undefined) return '';
  switch (column.kind ?? 'text') {
    case 'money':
      return typeof value === 'number' ? moneyText(value) : String(value);
    case 'datetime':
      return datetimeText(String(value));
    default:
      return String(value);
  }
}
