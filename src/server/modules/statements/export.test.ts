import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { exportTable } from './export';
import { assertPdfFont } from './export/pdf';
import { csvField, toCsv } from './export/csv';
import type { ExportTable } from './export/table';
import { columnLetter, excelSerial } from './export/xlsx';
import { unzip, zip } from './export/zip';
import fs from 'node:fs';
import { SYSTEM_PDF_FONTS, loadConfig } from '../../config';
import { messageText } from '../../../shared/i18n/messages';
import { statementColumns } from './statements.job';

const table: ExportTable = {
  title: 'Account statement',
  summary: [
    { label: 'Business', value: 'Amani Traders Ltd' },
    { label: 'Period', value: '2026-11-01 to 2026-11-20' },
  ],
  columns: [
    { key: 'at', title: 'Date', kind: 'datetime' },
    { key: 'what', title: 'Description' },
    { key: 'amount', title: 'Amount (KES)', kind: 'money' },
    { key: 'n', title: 'Count', kind: 'number' },
  ],
  rows: [
    { at: '20261101083000', what: 'Top-up, "M-PESA"', amount: 6_000_000, n: 1 },
    { at: '20261102120000', what: '=HYPERLINK("x")', amount: -123_456, n: 2 },
    { at: '20261103120000', what: 'Line\nbreak & <tag>', amount: 5, n: null },
  ],
};

/** The worksheet's cells as { ref: text-or-number } (inline strings and values). */
function cells(sheet: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(.*?)<\/c>/gs)) {
    const inner = m[2]!;
    const text = /<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1] ?? /<v>(.*?)<\/v>/.exec(inner)?.[1] ?? '';
    out[m[1]!] = text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return out;
}

describe('CSV', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('makes text that a spreadsheet would run as a formula inert', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+254712345678')).toBe("'+254712345678");
    expect(csvField('-5')).toBe("'-5");
  });

  it('writes a header and one CRLF line per row with money as plain decimals', () => {
    const text = toCsv(table).toString('utf8');
    expect(text.startsWith('\uFEFFDate,Description,Amount (KES),Count\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toBe('2026-11-01 08:30:00,"Top-up, ""M-PESA""",60000.00,1');
    expect(lines[2]).toBe(`2026-11-02 12:00:00,"'=HYPERLINK(""x"")",-1234.56,2`);
    expect(lines[3]).toBe('2026-11-03 12:00:00,"Line\nbreak & <tag>",0.05,');
  });
});

describe('ZIP', () => {
  it('reads back what it wrote, byte for byte', () => {
    const big = Buffer.from('x'.repeat(100_000));
    const back = unzip(zip([{ name: 'a.txt', data: Buffer.from('hello') }, { name: 'dir/b.bin', data: big }]));
    expect(back.map((e) => e.name)).toEqual(['a.txt', 'dir/b.bin']);
    expect(back[0]!.data.toString()).toBe('hello');
    expect(back[1]!.data.equals(big)).toBe(true);
  });

  it('refuses a corrupted entry (CRC check)', () => {
    const archive = zip([{ name: 'a.txt', data: Buffer.from('hello hello hello') }]);
    const at = 30 + 'a.txt'.length + 2;
    archive[at] = (archive[at] ?? 0) ^ 0xff;
    expect(() => unzip(archive)).toThrow();
  });
});

describe('XLSX', () => {
  it('names columns A..Z, AA.. and turns Nairobi timestamps into Excel serials', () => {
    expect([0, 25, 26, 27, 701].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ']);
    expect(excelSerial('19700101000000')).toBe(25_569);
    expect(excelSerial('20261101120000')).toBeCloseTo(46_327.5, 6);
  });

  it('is a package with the parts a spreadsheet program needs, all well-formed', async () => {
    const file = await exportTable(table, 'xlsx');
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    const parts = new Map(unzip(file.bytes).map((e) => [e.name, e.data.toString('utf8')]));
    expect([...parts.keys()].sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(parts.get('[Content_Types].xml')).toContain('/xl/worksheets/sheet1.xml');
    expect(parts.get('xl/workbook.xml')).toContain('<sheet name="Account statement" sheetId="1" r:id="rId1"/>');
    // Every part parses as XML (DOMParser is not in Node: balance the tags instead).
    for (const [name, xml] of parts) {
      const opened = [...xml.matchAll(/<([A-Za-z:]+)(?:\s[^>]*)?(?<!\/)>/g)].filter((m) => !m[0].startsWith('<?')).length;
      const closed = [...xml.matchAll(/<\/[A-Za-z:]+>/g)].length;
      expect(opened, name).toBe(closed);
      expect(xml, name).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });

  it('holds the title, summary, a styled header row and typed cells', async () => {
    const sheet = unzip((await exportTable(table, 'xlsx')).bytes).find((e) => e.name === 'xl/worksheets/sheet1.xml')!.data.toString('utf8');
    const c = cells(sheet);
    expect(c.A1).toBe('Account statement');
    expect([c.A2, c.B2, c.A3, c.B3]).toEqual(['Business', 'Amani Traders Ltd', 'Period', '2026-11-01 to 2026-11-20']);
    // Row 4 is blank, row 5 the header (style 1, bold and shaded).
    expect([c.A5, c.B5, c.C5, c.D5]).toEqual(['Date', 'Description', 'Amount (KES)', 'Count']);
    expect(sheet).toMatch(/<c r="A5" t="inlineStr" s="1">/);
    expect(c.C6).toBe('60000.00');
    expect(sheet).toMatch(/<c r="C6" s="2"><v>60000.00<\/v><\/c>/);
    expect(c.C7).toBe('-1234.56');
    expect(Number(c.A6)).toBeCloseTo(excelSerial('20261101083000'), 5);
    expect(c.B7).toBe('=HYPERLINK("x")');
    expect(sheet).not.toMatch(/<f>/);
    expect(c.B8).toBe('Line\nbreak & <tag>');
    expect(sheet).toContain('state="frozen"');
  });
});

describe('PDF', () => {
  it('makes a PDF whose text can be read back: title, summary, rows, page numbers', async () => {
    const file = await exportTable(table, 'pdf');
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.mime).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(file.bytes));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBe(1);
    for (const s of ['Account statement', 'Amani Traders Ltd', '60,000.00', '-1,234.56', 'Page 1 of 1', 'Generated', 'Nairobi']) expect(text).toContain(s);
  });

  it("keeps a statement's 20- to 24-digit order numbers each on one line", async () => {
    const numbers = ['20261121093015123456', '202611210930151234567890'];
    const rows = numbers.map((ordNo, i) => ({ at: '20261121093015', ordNo, description: 'Transfer - Mary Achieng', moneyIn: null, moneyOut: 350_000 + i, balance: 1_000_000 }));
    const file = await exportTable({ title: 'Account statement', summary: [], columns: statementColumns('en-US'), rows }, 'pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.bytes)), { mergePages: true });
    // A wrapped number would come back in two pieces on two lines.
    for (const n of numbers) expect(text).toContain(n);
  });

  it('runs onto more pages with the header again and counts them', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ at: '20261101083000', what: `Payment ${i + 1}`, amount: i * 100, n: i }));
    const file = await exportTable({ ...table, rows }, 'pdf');
    const pdf = await getDocumentProxy(new Uint8Array(file.bytes));
    const { text, totalPages } = await extractText(pdf);
    expect(totalPages).toBeGreaterThan(1);
    expect(text.at(-1)).toContain(`Page ${totalPages} of ${totalPages}`);
    expect(text.at(-1)).toContain('Description');
    expect(text.join('\n')).toContain('Payment 150');
  });
});

/**
 * The machine's font that draws Chinese, as the server finds it (npm test installs Debian's
 * fonts-wqy-microhei first, or says the command to run).
 */
function cjkFont(): string {
  const font = loadConfig(process.env).pdfFont;
  if (!font) throw new Error('No font that draws Chinese: run `sudo apt-get install -y fonts-wqy-microhei` or set PDF_FONT');
  return font;
}

/** A font collection (.ttc) of Debian's, for the check that a collection needs its font's name. */
function cjkCollection(): string {
  const font = SYSTEM_PDF_FONTS.find((f) => fs.existsSync(f.split('#')[0]!));
  if (!font) throw new Error('No Debian CJK font collection: run `sudo apt-get install -y fonts-wqy-microhei`');
  return font;
}

/** A statement-like table in a language: words from the catalogue, a Chinese name among the data. */
const wordedTable = (locale: 'en-US' | 'zh-CN'): ExportTable => ({
  title: messageText('EXPORT_STATEMENT', locale),
  summary: [{ label: messageText('EXPORT_BUSINESS', locale), value: '华夏贸易有限公司' }],
  columns: statementColumns(locale),
  rows: [{ at: '20261121093015', ordNo: '20261121093015123456', description: 'Transfer - 王芳', moneyIn: 250_000, moneyOut: null, balance: 1_250_000 }],
});

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('files in the asker\'s language', () => {
  it('words a CSV and an XLSX in Chinese for a Chinese reader', async () => {
    const csv = (await exportTable(wordedTable, 'csv', { locale: 'zh-CN' })).bytes.toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFF日期,订单号,摘要,收入（KES）,支出（KES）,余额（KES）');
    expect(csv).toContain('Transfer - 王芳');
    const sheet = unzip((await exportTable(wordedTable, 'xlsx', { locale: 'zh-CN' })).bytes);
    expect(sheet.find((e) => e.name === 'xl/workbook.xml')!.data.toString('utf8')).toContain('<sheet name="账户对账单"');
    const c = cells(sheet.find((e) => e.name === 'xl/worksheets/sheet1.xml')!.data.toString('utf8'));
    expect([c.A1, c.A2, c.B2]).toEqual(['账户对账单', '商户', '华夏贸易有限公司']);
  });

  it('takes PDF_FONT when it names a file, none when told so, and refuses to start with a font that is not there or not usable', () => {
    expect(loadConfig({ PDF_FONT: 'none' }).pdfFont).toBeNull();
    expect(() => loadConfig({ PDF_FONT: '/no/such/font.ttc#Name' })).toThrow('PDF_FONT=/no/such/font.ttc#Name: no such font file');
    // A file that is not a font: the server refuses it when it starts.
    expect(() => assertPdfFont(import.meta.filename)).toThrow(/^PDF_FONT=.* cannot be used/);
  });

  it('refuses a font collection named without one of its fonts', () => {
    const collection = cjkCollection();
    const [file] = collection.split('#');
    expect(() => assertPdfFont(file!)).toThrow(/needs #PostScriptName/);
    expect(() => assertPdfFont(`${file}#NoSuchFont`)).toThrow(/cannot be used/);
    expect(() => assertPdfFont(collection)).not.toThrow();
  });

  it('words a PDF in English when the server has no font that draws Chinese, rather than printing question marks', async () => {
    const file = await exportTable(wordedTable, 'pdf', { locale: 'zh-CN', font: null });
    const text = await pdfText(file.bytes);
    for (const s of ['Account statement', 'Order number', 'Page 1 of 1', 'Generated']) expect(text).toContain(s);
    expect(text).not.toContain('账户');
  });

  it('sets a PDF with Chinese words or names in the Chinese font, embedded, its text still readable', async () => {
    const font = cjkFont();
    const zh = await exportTable(wordedTable, 'pdf', { locale: 'zh-CN', font });
    const text = await pdfText(zh.bytes);
    for (const s of ['账户对账单', '商户', '华夏贸易有限公司', '订单号', '余额（KES）', '王芳', '2,500.00', '第 1 页，共 1 页', '生成于']) expect(text).toContain(s);
    expect(zh.bytes.toString('latin1')).toMatch(/\/FontFile2/);
    // An English file with a Chinese name in it takes the font too; a plain English one stays in Helvetica.
    const named = await pdfText((await exportTable(wordedTable, 'pdf', { locale: 'en-US', font })).bytes);
    for (const s of ['Account statement', 'Transfer - 王芳', 'Page 1 of 1']) expect(named).toContain(s);
    const plain = await exportTable(table, 'pdf', { locale: 'en-US', font });
    expect(plain.bytes.toString('latin1')).not.toMatch(/\/FontFile2/);
  });
});
