import PDFDocument from 'pdfkit';
import { messageText } from '../../../../shared/i18n/messages';
import { toNairobi14 } from '../../../db/util';
import { type ExportTable, cellText, datetimeText } from './table';

/**
 * A PDF of a table with pdfkit: the title, the summary lines, the table with its header repeated
 * on each page, and on every page the generated-at time (Nairobi) and 'Page n of m'. Wide tables
 * (more than six columns) go landscape.
 *
 * Latin text is set in Helvetica, built into every PDF reader, so no font file ships. A table
 * with text Helvetica cannot draw (Chinese words or names) is set in the font file PDF_FONT names
 * (config.pdfFont: a TrueType or OpenType file, `file.ttc#PostScriptName` for a collection),
 * embedded with only the letters used. Without one, such letters print as '?'.
 */
const MARGIN = 40;
const FOOTER = 28;
const FONT_SIZE = 8.5;
const CELL_PAD = 3;

/** Helvetica's standard encoding holds Latin-1 (and these dashes, printed as '-'). */
const BEYOND_HELVETICA = /[^\t\n\r\u0020-\u007E\u00A0-\u00FF\u2212\u2013\u2014]/;

/** Helvetica's standard encoding holds Latin-1: anything else prints as '?' rather than garbage. */
export function pdfSafe(text: string): string {
  return text.replace(/[\u2212\u2013\u2014]/g, '-').replace(/[^\t\n\r\u0020-\u007E\u00A0-\u00FF]/g, '?');
}

/** True when Helvetica cannot draw some of this text. */
export function pdfNeedsWideFont(text: string): boolean {
  return BEYOND_HELVETICA.test(text);
}

/** Every text of the table the PDF prints, to choose its font. */
function tableTexts(table: ExportTable): string[] {
  return [
    table.title,
    ...(table.summary ?? []).flatMap((l) => [l.label, l.value]),
    ...table.columns.map((c) => c.title),
    ...table.rows.flatMap((row) => table.columns.map((c) => cellText(c, row[c.key]))),
    messageText('EXPORT_PAGE', table.locale ?? 'en-US'),
  ];
}

/**
 * Refuses a font file pdfkit cannot set Chinese in (not a font, a collection without the name of
 * one of its fonts, a font without Chinese letters): the server checks PDF_FONT when it starts, so
 * a bad setting stops it there rather than failing every Chinese PDF.
 */
export function assertPdfFont(font: string): void {
  if (usableFonts.has(font)) return;
  const [file, name] = font.split('#');
  const doc = new PDFDocument({ autoFirstPage: true });
  try {
    doc.registerFont('Body', file!, name || undefined);
    doc.font('Body').text('中文 KES 1,000.00');
  } catch (error) {
    throw new Error(`PDF_FONT=${font} cannot be used (${(error as Error).message}); a collection (.ttc) needs #PostScriptName (docs/configuration.md)`);
  } finally {
    doc.end();
  }
  usableFonts.add(font);
}
/** Fonts found usable in this process (several apps start in one test process). */
const usableFonts = new Set<string>();

/** The fonts a PDF is set in: Helvetica's three, or one font file for all (it has no bold). */
function fontsFor(doc: PDFKit.PDFDocument, table: ExportTable, font: string | null) {
  if (!font || !tableTexts(table).some(pdfNeedsWideFont)) {
    return { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', text: pdfSafe };
  }
  const [file, name] = font.split('#');
  doc.registerFont('Body', file!, name || undefined);
  return { regular: 'Body', bold: 'Body', italic: 'Body', text: (t: string) => t };
}

export function toPdf(table: ExportTable, font: string | null = null): Promise<Buffer> {
  const locale = table.locale ?? 'en-US';
  const landscape = table.columns.length > 6;
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    info: { Title: table.title, Producer: 'Biashara', Creator: 'Biashara' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fonts = fontsFor(doc, table, font);
  const text = fonts.text;
  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - FOOTER;

  doc.font(fonts.bold).fontSize(16).fillColor('#222222').text(text(table.title), left, MARGIN, { width });
  doc.moveDown(0.4);
  const summary = table.summary ?? [];
  if (summary.length) {
    doc.fontSize(9.5);
    for (const line of summary) {
      const y = doc.y;
      doc.font(fonts.bold).text(text(line.label), left, y, { width: 150 });
      const labelBottom = doc.y;
      doc.font(fonts.regular).text(text(line.value), left + 155, y, { width: width - 155 });
      doc.y = Math.max(labelBottom, doc.y) + 1;
    }
    doc.moveDown(0.6);
  }

  const weights = table.columns.map((c) => c.width ?? (c.kind === 'money' ? 1 : c.kind === 'datetime' ? 1.15 : 1.3));
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const align = (i: number) => (table.columns[i]!.kind === 'money' || table.columns[i]!.kind === 'number' ? 'right' : 'left');

  // The header keeps the table's size; a column may set its cells smaller (long order numbers).
  const sizeOf = (i: number, isHeader: boolean) => (isHeader ? FONT_SIZE : (table.columns[i]!.fontSize ?? FONT_SIZE));
  const rowHeight = (texts: string[], font: string, isHeader: boolean) => {
    doc.font(font);
    return Math.max(...texts.map((t, i) => doc.fontSize(sizeOf(i, isHeader)).heightOfString(t || ' ', { width: widths[i]! - CELL_PAD * 2 }))) + CELL_PAD * 2;
  };
  const drawRow = (texts: string[], font: string, fill: string | null, isHeader = false) => {
    const h = rowHeight(texts, font, isHeader);
    const y = doc.y;
    if (fill) doc.rect(left, y, width, h).fill(fill);
    doc.fillColor('#222222').font(font);
    texts.forEach((t, i) => {
      doc.fontSize(sizeOf(i, isHeader)).text(t, xs[i]! + CELL_PAD, y + CELL_PAD, { width: widths[i]! - CELL_PAD * 2, align: align(i) });
    });
    doc.fontSize(FONT_SIZE);
    doc.moveTo(left, y + h).lineTo(left + width, y + h).lineWidth(0.3).strokeColor('#cccccc').stroke();
    doc.x = left;
    doc.y = y + h;
  };
  const header = table.columns.map((c) => text(c.title));
  drawRow(header, fonts.bold, '#fde8d7', true);
  if (table.rows.length === 0) {
    doc.font(fonts.italic).fontSize(FONT_SIZE).text(text(messageText('EXPORT_NO_ENTRIES', locale)), left + CELL_PAD, doc.y + CELL_PAD, { width });
  }
  for (const row of table.rows) {
    const texts = table.columns.map((c) => text(cellText(c, row[c.key])));
    if (doc.y + rowHeight(texts, fonts.regular, false) > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
      drawRow(header, fonts.bold, '#fde8d7', true);
    }
    drawRow(texts, fonts.regular, null);
  }

  const generated = messageText('EXPORT_GENERATED', locale, { at: datetimeText(toNairobi14(table.generatedAt ?? new Date().toISOString())) });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 12;
    // Writing below the bottom margin would open a new page: lift it for the footer.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(fonts.regular).fontSize(7.5).fillColor('#666666');
    doc.text(text(generated), left, y, { width: width / 2, lineBreak: false });
    doc.text(text(messageText('EXPORT_PAGE', locale, { page: i - range.start + 1, pages: range.count })), left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}
