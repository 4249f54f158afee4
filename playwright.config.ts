import { defineConfig } from '@playwright/test';
import { CHROMIUM_HELP, findChromium } from './scripts/ensure-chromium.mjs';

/**
 * Browser journeys in the system's Chromium against the real server, started twice by
 * e2e/support/serve.mjs with throwaway data: plain bodies, and encrypted bodies for the
 * `encrypted*.spec.ts` journeys. `npm run e2e` builds the SPA first and picks free ports.
 * baseURL uses `localhost`, a secure context, because the encrypted client needs WebCrypto.
 * Each server keeps its data in dataDirFor(port) (e2e/support/dataDir.mjs); the journeys read
 * one-time codes from its outbox (e2e/support/fixtures.ts), found by the port of their baseURL.
 */
const plainPort = Number(process.env.E2E_PORT ?? 18480);
const encryptedPort = Number(process.env.E2E_ENC_PORT ?? 18481);

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_HELP);

const server = (port: number, extra = '') => ({
  command: `node e2e/support/serve.mjs ${port}${extra}`,
  cwd: import.meta.dirname,
  url: `http://localhost:${port}/Merchant/`,
  reuseExistingServer: false,
  timeout: 120_000,
  // SIGTERM to the group lets the server stop cleanly and serve.mjs remove its data folder.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['**/support/**'],
  outputDir: 'test-results',
  workers: 1, // two cores: the browser and the server already share them
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Africa/Nairobi',
    // The app honours prefers-reduced-motion (no dialog, menu or drawer animations), so a click
    // never lands on an overlay that is still animating in.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [server(plainPort), server(encryptedPort, ' --encrypted')],
  projects: [
    {
      name: 'plain',
      testIgnore: ['**/support/**', '**/encrypted*.spec.ts'],
      use: { baseURL: `http://localhost:${plainPort}` },
    },
    {
      name: 'encrypted',
      testMatch: '**/encrypted*.spec.ts',
      use: { baseURL: `http://localhost:${encryptedPort}` },
    },
  ],
});
