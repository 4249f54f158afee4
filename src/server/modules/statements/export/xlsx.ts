import { zip } from './zip';
import { type ExportCell, type ExportColumn, type ExportTable, cellText } from './table';

/**
 * A minimal, valid XLSX (Office Open XML, one worksheet) without a library: inline strings (no
 * shared-string table), a bold shaded header row, money as numbers in KES with two decimals,
 * Nairobi timestamps as real date-times. The title and summary lines sit above the table.
 */
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Style indexes of cellXfs below. */
const STYLE = { normal: 0, header: 1, money: 2, datetime: 3, title: 4, label: 5 } as const;

export function xmlText(value: string): string {
  return (
    value
      // Characters XML 1.0 cannot carry at all.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
  );
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A Nairobi 14-digit timestamp as an Excel serial date-time (days since 1899-12-30). */
export function excelSerial(yyyymmddhhmmss: string): number {
  const v = yyyymmddhhmmss;
  const ms = Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(8, 10), +v.slice(10, 12), +v.slice(12, 14));
  return ms / 86_400_000 + 25_569;
}

function textCell(ref: string, value: string, style: number = STYLE.normal): string {
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

function cell(ref: string, column: ExportColumn, value: ExportCell): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'money' && typeof value === 'number') return `<c r="${ref}" s="${STYLE.money}"><v>${(value / 100).toFixed(2)}</v></c>`;
  if (column.kind === 'number' && typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (column.kind === 'datetime' && typeof value === 'string' && /^\d{14}$/.test(value)) {
    return `<c r="${ref}" s="${STYLE.datetime}"><v>${excelSerial(value).toFixed(6)}</v></c>`;
  }
  return textCell(ref, cellText(column, value));
}

function sheetXml(table: ExportTable): string {
  const rows: string[] = [];
  let r = 0;
  const row = (cells: string) => {
    r++;
    rows.push(`<row r="${r}">${cells}</row>`);
  };
  row(textCell(`A${r + 1}`, table.title, STYLE.title));
  for (const line of table.summary ?? []) row(textCell(`A${r + 1}`, line.label, STYLE.label) + textCell(`B${r + 1}`, line.value));
  if (table.summary?.length) row('');
  const headerRow = r + 1;
  row(table.columns.map((c, i) => textCell(`${columnLetter(i)}${headerRow}`, c.title, STYLE.header)).join(''));
  for (const data of table.rows) {
    const at = r + 1;
    row(table.columns.map((c, i) => cell(`${columnLetter(i)}${at}`, c, data[c.key])).join(''));
  }
  const cols = table.columns
    .map((c, i) => {
      const width = c.kind === 'datetime' ? 20 : c.kind === 'money' ? 16 : Math.max(12, Math.min(40, c.title.length + 4, 10 * (c.width ?? 1.4)));
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  // The header row stays in view while scrolling.
  const pane = `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}" xmlns:r="${REL_NS}">${pane}<cols>${cols}</cols><sheetData>${rows.join('')}</sheetData></worksheet>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.00"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="14"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFDE8D7"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left/><right/><top/><bottom style="thin"><color auto="1"/></bottom><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

export function toXlsx(table: ExportTable, at: Date = new Date()): Buffer {
  const parts = [
    {
      name: '[Content_Types].xml',
      xml: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      xml: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      xml: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(sheetName(table.title))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      xml: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    },
    { name: 'xl/styles.xml', xml: STYLES },
    { name: 'xl/worksheets/sheet1.xml', xml: sheetXml(table) },
  ];
  return zip(
    parts.map((p) => ({ name: p.name, data: Buffer.from(p.xml, 'utf8') })),
    at,
  );
}
