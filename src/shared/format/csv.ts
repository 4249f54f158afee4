// CSV text into records: the one parser of every bulk upload (customers, inventory), in the
// browser and on the server.

/**
 * Splits CSV text into records (RFC 4180: quotes, doubled quotes, commas and newlines inside
 * quotes). Blank records are dropped unless `keepBlank` (so record numbers stay the sheet's rows).
 */
export function parseCsv(text: string, options: { keepBlank?: boolean } = {}): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return options.keepBlank ? rows : rows.filter((r) => !isBlank(r));
}

/** A record whose every cell is empty or spaces. */
export function isBlank(record: string[]): boolean {
  return record.every((c) => c.trim() === '');
}
