// npm run bench (through scripts/bench.mjs, which builds the SPA first when it is stale).
//
// 1. Throughput and latency: autocannon, BENCH_CONNECTIONS (50) connections for BENCH_SECONDS (10)
//    each, after a short warm-up, against a bare Fastify JSON POST route (the baseline), the public
//    QryRandomNo and the signed-in QueryStoreList of the real server (SQLite, throwaway data).
//    Then the money benchmark (bench/money.ts): the wallet-to-wallet pay step beside the ledger
//    module alone, and the whole flow with the PIN check. Then the order list on 100,000 orders
//    (bench/orders.ts), checkout (bench/checkout.ts): sales at the counter by 16 cashiers at once,
//    and a busy year of history (bench/history.ts): a year of wallet orders, till payments,
//    customers, products, notifications and audit rows under the main screens' reads, one at a time.
// 2. The login page's initial download: gzip size of the JS and CSS that dist/web/index.html loads.
//
// Each figure is printed beside its budget with a within/over verdict. Budgets never fail the run;
// only a broken set-up (a server that does not start, a login that fails) does.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon, { type Result } from 'autocannon';
import { fetchTransport, loginAs, WireClient } from '../src/server/testing/client';
import { moneyBench } from './money';
import { ordersBench } from './orders';
import { checkoutBench } from './checkout';
import { historyBench } from './history';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_ONLY=money,orders: run only these parts (api, money, orders, checkout, history, bundle); all by default. */
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim()).filter(Boolean));
const wants = (part: 'api' | 'money' | 'orders' | 'checkout' | 'history' | 'bundle') => ONLY.size === 0 || ONLY.has(part);

const BUDGET = {
  /** An action's requests per second, as a share of the bare route's. */
  minRatioToBare: 0.5,
  p99Ms: 25,
  initialGzipKb: 350,
};

const DEMO_OWNER = { userId: '0712345678', userIdType: 'P' as const, password: 'Demo@1234' };
/** A success envelope: 8-character code with 00000 at positions 3-7 (e.g. MMC00000). */
const SUCCESS = /"rspMsgCd":"[A-Z0-9]{3}00000"/;

// ---------------------------------------------------------------------------------------------
// Processes

const children: ChildProcess[] = [];
const tempDirs: string[] = [];

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Stops the servers (waiting up to 10 s for each) and removes the throwaway data. */
async function shutdown(): Promise<void> {
  await Promise.all(
    children.filter(running).map(
      (child) =>
        new Promise<void>((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  cleanupNow();
}

/** The synchronous last resort, for an exit that did not go through shutdown(). */
function cleanupNow(): void {
  for (const child of children) if (running(child)) child.kill('SIGTERM');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.length = 0;
}
process.on('exit', cleanupNow);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void shutdown().then(() => process.exit(sig === 'SIGINT' ? 130 : 143));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address() as net.AddressInfo;
      srv.close(() => resolve(address.port));
    });
  });
}

/** Runs a TypeScript file in its own Node process with tsx's loader (one process: SIGTERM reaches it). */
function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code && signal === null) console.error(`${name} exited with code ${code}`);
  });
  children.push(child);
  return child;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.text();
}

/** Polls until `url` answers an envelope (any code: the body here need not be a valid request). */
async function waitReady(child: ChildProcess, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited (code ${child.exitCode})`);
    try {
      if ((await post(url, {})).includes('"rspMsgCd"')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------
// Load

interface Target {
  name: string;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
}

async function load(target: Target, seconds: number): Promise<Result> {
  return autocannon({
    url: target.url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: JSON.stringify(target.body),
    // Count answers that are not a success envelope: a refused request is not a served one.
    verifyBody: (body: string) => SUCCESS.test(body),
  });
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'within' : 'over');

function describeProblems(r: Result): string | null {
  const problems = [
    r.errors && `${r.errors} errors`,
    r.timeouts && `${r.timeouts} timeouts`,
    r.non2xx && `${r.non2xx} non-2xx`,
    r.mismatches && `${r.mismatches} answers without a success envelope`,
  ].filter(Boolean);
  return problems.length ? problems.join(', ') : null;
}

async function throughput(): Promise<void> {
  const barePort = await freePort();
  const bare = startProcess('bare server', ['bench/bare-server.ts', String(barePort)], process.env);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-bench-'));
  tempDirs.push(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ENCRYPT_BODIES: '0',
    WEB_DIST: path.join(ROOT, 'dist', 'web'),
  };
  delete env.DATABASE_URL; // the embedded default is what we measure
  const server = startProcess('server', ['src/server/main.ts'], env);

  const base = `http://127.0.0.1:${port}`;
  const action = (name: string) => `${base}/mmc/mrpay/${name}.htm`;
  await waitReady(bare, `http://127.0.0.1:${barePort}/bare`);
  await waitReady(server, action('QryRandomNo'));

  const token = await loginAs(base, DEMO_OWNER.userId, DEMO_OWNER.userIdType, DEMO_OWNER.password);
  // The fields the browser adds to every body; the session is bound to this device id.
  const common = new WireClient(fetchTransport(base)).common();
  const storeList: Target = {
    name: 'QueryStoreList',
    url: action('QueryStoreList'),
    body: { ...common, pageNum: 1, pageSize: 10 },
    headers: { 'x-session-token': token },
  };
  const probe = await post(storeList.url, storeList.body, storeList.headers ?? {});
  if (!SUCCESS.test(probe)) throw new Error(`QueryStoreList with the demo owner's session answered ${probe.slice(0, 300)}`);

  const targets: Target[] = [
    { name: 'bare Fastify route', url: `http://127.0.0.1:${barePort}/bare`, body: {} },
    { name: 'QryRandomNo (public)', url: action('QryRandomNo'), body: common },
    storeList,
  ];

  if (wants('api')) {
    console.log(`\nThroughput: ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s of warm-up (${os.cpus().length} cores)\n`);
    const results: { target: Target; result: Result }[] = [];
    for (const target of targets) {
      process.stdout.write(`  measuring ${target.name}...`);
      if (WARMUP_SECONDS > 0) await load(target, WARMUP_SECONDS);
      const result = await load(target, SECONDS);
      results.push({ target, result });
      process.stdout.write(' done\n');
    }

    const bareRps = results[0]!.result.requests.average;
    console.log('');
    for (const [i, { target, result }] of results.entries()) {
      const rps = result.requests.average;
      const p99 = result.latency.p99;
      const name = target.name.padEnd(22);
      if (i === 0) {
        console.log(`  ${name} ${fmt(rps).padStart(8)} req/s            p99 ${fmt(p99).padStart(3)} ms   (the baseline)`);
      } else {
        const ratio = bareRps > 0 ? rps / bareRps : 0;
        console.log(
          `  ${name} ${fmt(rps).padStart(8)} req/s  ${fmt(ratio, 2)} of bare (budget >= ${fmt(BUDGET.minRatioToBare, 2)}: ${verdict(ratio >= BUDGET.minRatioToBare)})` +
            `   p99 ${fmt(p99).padStart(3)} ms (budget < ${BUDGET.p99Ms} ms: ${verdict(p99 < BUDGET.p99Ms)})`,
        );
      }
      const problems = describeProblems(result);
      if (problems) console.log(`  ${' '.repeat(22)} warning: ${problems}; the figures above count only what was served`);
    }
  }

  const payer = new WireClient(fetchTransport(base));
  const login = await payer.login(DEMO_OWNER.userId, DEMO_OWNER.userIdType, DEMO_OWNER.password);
  if (login.body.rspMsgCd !== 'MMC00000') throw new Error(`login for the money bench answered ${login.body.rspMsgCd}`);
  if (wants('money')) await moneyBench({ base, dataDir, client: payer, token, seconds: SECONDS, serverPid: server.pid });
  if (wants('orders')) await ordersBench({ client: payer, dataDir });
  if (wants('checkout')) await checkoutBench({ base, dataDir, seconds: SECONDS });
  if (wants('history')) await historyBench({ client: payer, dataDir });
}

// ---------------------------------------------------------------------------------------------
// Bundle

function initialDownload(): void {
  const dist = path.join(ROOT, 'dist', 'web');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // What the browser fetches before the login page can render: the entry script, its
  // modulepreloads and the stylesheets. Lazy route chunks are not counted.
  const refs = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\bsrc="/.test(tag);
    const isLink = /\brel="(modulepreload|stylesheet)"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isLink) && url && /\.(m?js|css)(\?|$)/.test(url) && !/^(https?:)?\/\//.test(url)) refs.add(url);
  }
  console.log('\nThe login page\'s initial JS and CSS (gzip -6; brotli for information):\n');
  let gzipTotal = 0;
  let brotliTotal = 0;
  for (const url of refs) {
    const rel = url.split('?')[0]!.replace(/^\/Merchant\//, '').replace(/^\//, '');
    const bytes = fs.readFileSync(path.join(dist, rel));
    const gz = zlib.gzipSync(bytes, { level: 6 }).length;
    const br = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    gzipTotal += gz;
    brotliTotal += br;
    console.log(`  ${rel.padEnd(48)} ${fmt(bytes.length / 1024, 1).padStart(8)} KB raw ${fmt(gz / 1024, 1).padStart(7)} KB gzip`);
  }
  const kb = gzipTotal / 1024;
  console.log(
    `  ${'total'.padEnd(48)} ${fmt(kb, 1).padStart(24)} KB gzip (budget ${BUDGET.initialGzipKb} KB: ${verdict(kb <= BUDGET.initialGzipKb)})` +
      `   ${fmt(brotliTotal / 1024, 1)} KB brotli`,
  );
}

try {
  if (wants('api') || wants('money') || wants('orders') || wants('checkout') || wants('history')) await throughput();
  if (wants('bundle')) initialDownload();
} catch (err) {
  console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await shutdown();
}
