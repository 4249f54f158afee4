// Finds a font that draws Chinese for the PDFs a Chinese reader downloads, installing Debian's
// fonts-wqy-microhei with apt when there is none and we are root. Without one the server still
// works: such PDFs are worded in English (docs/configuration.md, PDF_FONT).
// CLI: `node scripts/ensure-fonts.mjs` prints the font file, or exits 1 with what to do.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { aptInstall } from './lib.mjs';

export const FONT_HELP = 'A font that draws Chinese is needed for Chinese PDFs and their tests: run `sudo apt-get install -y fonts-wqy-microhei` or set PDF_FONT';

/** Debian's CJK fonts, as the server looks for them (SYSTEM_PDF_FONTS in src/server/config.ts). */
const SYSTEM_FONTS = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

/** The font file (PDF_FONT first), or undefined when there is none. */
export function findPdfFont() {
  if (process.env.PDF_FONT === 'none') return undefined;
  const candidates = [process.env.PDF_FONT?.split('#')[0], ...SYSTEM_FONTS];
  return candidates.find((path) => path && existsSync(path));
}

/** The font file, installed with apt-get when missing and we are root; throws otherwise. */
export function ensurePdfFont() {
  if (process.env.PDF_FONT === 'none') throw new Error('PDF_FONT=none turns the font off, but the tests of Chinese PDFs need one: unset it');
  const found = findPdfFont();
  if (found) return found;
  if (aptInstall(['fonts-wqy-microhei'])) {
    const installed = findPdfFont();
    if (installed) return installed;
  }
  throw new Error(FONT_HELP);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensurePdfFont());
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
