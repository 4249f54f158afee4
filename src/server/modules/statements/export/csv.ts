import { type ExportTable, moneyText } from './table';
import { cellText } from './table';

/**
 * CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheet programs read it as UTF-8).
 * Money is a plain decimal (`-1234.56`, no thousands separators) so it stays a number.
 */
export function csvField(value: string): string {
  // A text cell that a spreadsheet would run as a formula is made inert (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(table: ExportTable): Buffer {
  const lines: string[] = [];
  lines.push(table.columns.map((c) => csvField(c.title)).join(','));
  for (const row of table.rows) {
    lines.push(
      table.columns
        .map((c) => {
          const v = row[c.key];
          if (c.kind === 'money' && typeof v === 'number') return moneyText(v).replaceAll(',', '');
          if (c.kind === 'number' && typeof v === 'number') return String(v);
          return csvField(cellText(c, v));
        })
        .join(','),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
