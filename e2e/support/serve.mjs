// Test server for the browser journeys: `node e2e/support/serve.mjs PORT [--encrypted]`.
// Starts the real server (with tsx's loader) on PORT with a fresh throwaway data folder and the built
// SPA (dist/web), so every run begins from the demo seed. Playwright starts it (playwright.config.ts)
// and stops it with SIGTERM to our process group; the folder is removed once the server has exited.
// The folder is dataDirFor(PORT) (./dataDir.mjs): the journeys read one-time codes from its outbox.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, signalNumber, tsNode } from '../../scripts/lib.mjs';
import { dataDirFor } from './dataDir.mjs';

const port = process.argv[2];
if (!/^\d+$/.test(port ?? '')) {
  console.error('usage: node e2e/support/serve.mjs PORT [--encrypted]');
  process.exit(2);
}
const encrypted = process.argv.includes('--encrypted');
const dataDir = dataDirFor(port);
// A folder left by a run that was killed: start from the seed again.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: join(ROOT, 'dist', 'web'),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  ENCRYPT_BODIES: encrypted ? '1' : '0',
  // Test-only routes (/__e2e__/…) that run a scheduler as of another day (docs/configuration.md).
  E2E_TEST_HOOKS: '1',
  // M-PESA answers two seconds after a request, every time (not 0.3-1.5 s at random), so that
  // a journey sees the waiting screens it checks before the answer replaces them.
  MPESA_SIM_DELAY_MS: process.env.MPESA_SIM_DELAY_MS ?? '2000',
};
delete env.DATABASE_URL; // always the embedded database: a journey must not touch a shared one

const [cmd, args] = tsNode('src/server/main.ts');
const server = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });

// The signal reaches the server directly (same process group); we only wait for it to finish,
// and force it if it hangs.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => setTimeout(() => server.kill('SIGKILL'), 10_000).unref());
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 128 + signalNumber(signal));
});
