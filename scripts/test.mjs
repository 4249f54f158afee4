// npm test: unit + API tests on SQLite, the API tests again with encrypted bodies, then the
// browser journeys. Stops at the first failing stage with its exit code.
import { ensurePdfFont } from './ensure-fonts.mjs';
import { bin, header, run } from './lib.mjs';

const stages = [
  ['Unit and API tests (SQLite)', bin('vitest'), ['run'], {}],
  ['API tests with encrypted bodies (TEST_ENCRYPT=1)', bin('vitest'), ['run', '--project', 'api'], { TEST_ENCRYPT: '1' }],
  ['Browser journeys (Playwright)', process.execPath, ['scripts/e2e.mjs'], {}],
];

// npm test is the SQLite run whatever the shell holds; `npm run test:pg` is the PostgreSQL one.
const { DATABASE_URL, TEST_ENCRYPT, ...baseEnv } = process.env;
if (DATABASE_URL) console.log('Note: DATABASE_URL is ignored here; `npm run test:pg` runs the API tests on PostgreSQL.');

// The tests of Chinese PDFs need a font that draws Chinese, as the browser journeys need Chromium:
// installed here when we can, else the one command to run is said.
try {
  ensurePdfFont();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const started = Date.now();
for (const [title, cmd, args, env] of stages) {
  header(title);
  const t0 = Date.now();
  const code = await run(cmd, args, { env: { ...baseEnv, ...env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\nFAILED: ${title} (exit ${code}, ${secs} s)`);
    process.exit(code);
  }
  console.log(`\nPassed: ${title} (${secs} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
