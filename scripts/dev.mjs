// npm run dev: the server under `tsx watch` (restarts on change) and the Vite dev server (hot
// reload, proxies /mmc, /pub and /buiOper to the server; see vite.config.ts). Both share PORT, so
// the proxy finds the server. Stopping either stops both.
import { bin, supervise } from './lib.mjs';

const port = process.env.PORT ?? '8080';
console.log(`Dev: web app on http://localhost:5173/Merchant/ (hot reload), API on http://localhost:${port}/`);

process.exitCode = await supervise([
  { cmd: bin('tsx'), args: ['watch', '--clear-screen=false', 'src/server/main.ts', ...process.argv.slice(2)] },
  { cmd: bin('vite'), args: [] },
]);
