// npm run e2e: the browser journeys (Playwright, system Chromium). Extra arguments go to
// `playwright test` (e.g. `npm run e2e -- --project plain e2e/login.spec.ts`).
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, buildSpaIfStale, freePort, portIsFree, run } from './lib.mjs';

try {
  ensureChromium();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const built = await buildSpaIfStale();
if (built !== 0) {
  console.error('The web app did not build.');
  process.exit(built);
}

// playwright.config.ts defaults to 18480/18481; when one is taken (another run, another
// checkout), use ports the OS hands out instead. The config and its workers read them from env.
for (const [name, fallback] of [
  ['E2E_PORT', 18480],
  ['E2E_ENC_PORT', 18481],
]) {
  if (process.env[name]) continue;
  process.env[name] = String((await portIsFree(fallback)) ? fallback : await freePort());
}

console.log(`Browser journeys: plain server on :${process.env.E2E_PORT}, encrypted on :${process.env.E2E_ENC_PORT}`);
process.exitCode = await run(bin('playwright'), ['test', ...process.argv.slice(2)]);
