import PDFDocument from 'pdfkit';
import { toNairobi14 } from '../../../db/util';
import { type ExportTable, cellText, datetimeText } from './table';

/**
 * A PDF of a table with pdfkit and the standard Helvetica font (built into every PDF reader, so no
 * font file ships): the title, the summary lines, the table with its header repeated on each
 * page, and on every page the generated-at time (Nairobi) and 'Page n of m'. Wide tables (more
 * than six columns) go landscape.
 */
const MARGIN = 40;
const FOOTER = 28;
const FONT_SIZE = 8.5;
const CELL_PAD = 3;

/** Helvetica's standard encoding holds Latin-1: anything else prints as '?' rather than garbage. */
export function pdfSafe(text: string): string {
  return text.replace(/[\u2212\u2013\u2014]/g, '-').replace(/[^\t\n\r\u0020-\u007E\u00A0-\u00FF]/g, '?');
}

export function toPdf(table: ExportTable): Promise<Buffer> {
  const landscape = table.columns.length > 6;
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    info: { Title: pdfSafe(table.title), Producer: 'Biashara', Creator: 'Biashara' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - FOOTER;

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#222222').text(pdfSafe(table.title), left, MARGIN, { width });
  doc.moveDown(0.4);
  const summary = table.summary ?? [];
  if (summary.length) {
    doc.fontSize(9.5);
    for (const line of summary) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(pdfSafe(line.label), left, y, { width: 150 });
      const labelBottom = doc.y;
      doc.font('Helvetica').text(pdfSafe(line.value), left + 155, y, { width: width - 155 });
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
  const header = table.columns.map((c) => pdfSafe(c.title));
  drawRow(header, 'Helvetica-Bold', '#fde8d7', true);
  if (table.rows.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(FONT_SIZE).text('No entries in this period.', left + CELL_PAD, doc.y + CELL_PAD, { width });
  }
  for (const row of table.rows) {
    const texts = table.columns.map((c) => pdfSafe(cellText(c, row[c.key])));
    if (doc.y + rowHeight(texts, 'Helvetica', false) > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
      drawRow(header, 'Helvetica-Bold', '#fde8d7', true);
    }
    drawRow(texts, 'Helvetica', null);
  }

  const generated = `Generated ${datetimeText(toNairobi14(table.generatedAt ?? new Date().toISOString()))} (Nairobi time)`;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 12;
    // Writing below the bottom margin would open a new page: lift it for the footer.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7.5).fillColor('#666666');
    doc.text(pdfSafe(generated), left, y, { width: width / 2, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}
