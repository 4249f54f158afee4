import { getDocumentProxy } from 'unpdf';
import { RecognitionError } from './errors';

/** Certificates are one or two pages; a long PDF is read no further than this. */
const MAX_PAGES = 3;

/**
 * The text layer of a PDF, one line per visual line, through unpdf (a serverless build of PDF.js
 * with no dependencies, running on Node 20 offline). Font programs are never evaluated as code.
 * A scanned PDF without a text layer answers an empty string.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  } catch (error) {
    throw new RecognitionError('UNREADABLE', error instanceof Error ? error.message : String(error));
  }
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      let lastY: number | null = null;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const y = item.transform[5] as number;
        if (lastY !== null && Math.abs(y - lastY) > 2 && line.trim()) {
          lines.push(line.trim());
          line = '';
        }
        line += item.str;
        lastY = y;
        if (item.hasEOL) {
          if (line.trim()) lines.push(line.trim());
          line = '';
          lastY = null;
        }
      }
      if (line.trim()) lines.push(line.trim());
    }
    return lines.join('\n');
  } catch (error) {
    throw new RecognitionError('UNREADABLE', error instanceof Error ? error.message : String(error));
  } finally {
    await pdf.destroy();
  }
}
