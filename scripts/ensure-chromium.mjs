// Finds the system's Chromium for Playwright, installing it with apt when we are root.
// Playwright's own browser download is never used (it cannot be reached from these machines).
// CLI: `node scripts/ensure-chromium.mjs` prints the path, or exits 1 with what to do.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { aptInstall } from './lib.mjs';

export const CHROMIUM_HELP = 'Chromium is needed for the browser tests: run `sudo apt-get install -y chromium` or set CHROME_PATH';

/** The Chromium executable (CHROME_PATH first), or undefined when there is none. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

/** The Chromium executable, installed with apt-get when missing and we are root; throws otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist. ${CHROMIUM_HELP}`);
  if (aptInstall(['chromium'])) {
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(CHROMIUM_HELP);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureChromium());
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
