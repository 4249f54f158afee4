// npm start: build the SPA when its sources are newer than dist/web, then run the server.
// Arguments after `npm start --` go to the server (e.g. `npm start -- --only deals`).
import { buildSpaIfStale, supervise, tsNode } from './lib.mjs';

const built = await buildSpaIfStale();
if (built !== 0) {
  console.error('The web app did not build; not starting the server.');
  process.exit(built);
}

const [cmd, args] = tsNode('src/server/main.ts', process.argv.slice(2));
process.exitCode = await supervise([{ cmd, args }]);
