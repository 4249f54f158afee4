// Where the test server of a port keeps its data: known to both the server fixture (serve.mjs,
// which creates and removes it) and the journeys (which read one-time codes from its outbox).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @param {number | string} port */
export function dataDirFor(port) {
  return join(tmpdir(), `biashara-e2e-data-${port}`);
}
