// The money benchmark (called by bench/run.ts against its running server):
//
// 1. The wallet-to-wallet pay step (TransferPay, after the PIN) through the full API at
//    BENCH_MONEY_CONNECTIONS (32) connections, beside the same postings made straight through the
//    ledger module on a database of its own in this process, as a ratio. Budget: at least 30%, and
//    p99 under 50 ms, on SQLite. The same ratio by CPU time (the server's per pay step, read from
//    /proc, against this process's per posting) is printed beside it: steadier on a shared machine.
// 2. The whole flow a person goes through — pre-order, random, PIN check (argon2id), pay — from
//    eight clients at once: flows per second and p99, reported without a budget.
//
// Orders for (1) are made through the API (TransferPreOrder) before the clock starts; their PIN
// authorizations are marked authorized in the database, since the PIN check is what (2) measures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/server/config';
import { migrate, openDatabase } from '../src/server/db/database';
import { newId, nowIso } from '../src/server/db/util';
import { ensureSystemAccount, ensureWallet, postEntry, walletAccountId } from '../src/server/ledger/ledger';
import type { WireClient } from '../src/server/testing/client';

const CONNECTIONS = Number(process.env.BENCH_MONEY_CONNECTIONS ?? 32);
const BUDGET = { minRatioToLedger: 0.3, p99Ms: 50 };
const PAYEE = { id: 'merc-bench-payee', mercNo: '899900011122' };
const DEMO_MERCHANT = 'merc-demo';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'within' : 'over');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The payee business and enough money in the demo wallet, written to the server's database. */
async function prepareDatabase(dataDir: string): Promise<void> {
  const database = openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    const db = database.db;
    await db
      .insertInto('merchants')
      .values({ id: PAYEE.id, merc_no: PAYEE.mercNo, name: 'Bench Payee Ltd', abbr: 'BP', business_type: '0', created_at: nowIso() } as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await ensureWallet(db, PAYEE.id);
    const clearing = await ensureSystemAccount(db, 'clearing:bank');
    await postEntry(db, {
      idemKey: `bench-fund-${newId()}`,
      kind: 'bench',
      memo: 'bench funding',
      lines: [
        { accountId: clearing, amount: -1_000_000_000 },
        { accountId: walletAccountId(DEMO_MERCHANT), amount: 1_000_000_000 },
      ],
    });
  } finally {
    await database.destroy();
  }
}

async function preOrders(client: WireClient, count: number): Promise<{ ordNo: string; authTxCode: string }[]> {
  const out: { ordNo: string; authTxCode: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await client.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', {
        rcvCnl: '30',
        rcvAcNo: PAYEE.mercNo,
        amount: 1_000,
        requestId: `bench-${i}-${newId()}`,
      });
      if (res.body.rspMsgCd !== 'MMC00000') throw new Error(`TransferPreOrder answered ${res.body.rspMsgCd} ${String(res.body.rspMsgInf)}`);
      out.push({ ordNo: res.body.ordNo, authTxCode: res.body.authTxCode });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return out;
}

async function authorizeInDatabase(dataDir: string, codes: string[]): Promise<void> {
  const database = openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    for (let i = 0; i < codes.length; i += 500) {
      await database.db
        .updateTable('pin_authorizations')
        .set({ status: 'A', authorized_at: nowIso() })
        .where('auth_tx_code', 'in', codes.slice(i, i + 500))
        .execute();
    }
  } finally {
    await database.destroy();
  }
}

/** The same postings as a wallet-to-wallet payment, straight through the ledger, for `seconds`: postings/s and CPU µs each. */
async function ledgerAlone(seconds: number): Promise<{ perSecond: number; cpuMicros: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-bench-ledger-'));
  const database = openDatabase(loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: '' }));
  try {
    const db = database.db;
    await migrate(db);
    for (const id of ['a', 'b']) {
      await db.insertInto('merchants').values({ id, merc_no: `80000000000${id === 'a' ? 1 : 2}`, name: id, abbr: id, business_type: '0', created_at: nowIso() } as never).execute();
      await ensureWallet(db, id);
    }
    const clearing = await ensureSystemAccount(db, 'clearing:bank');
    await postEntry(db, { idemKey: 'fund', kind: 'bench', memo: 'fund', lines: [{ accountId: clearing, amount: -1e12 }, { accountId: walletAccountId('a'), amount: 1e12 }] });
    const end = Date.now() + seconds * 1000;
    const cpu = process.cpuUsage();
    let n = 0;
    while (Date.now() < end) {
      await db.transaction().execute((trx) =>
        postEntry(trx, {
          idemKey: `p-${n}`,
          kind: '20',
          memo: 'bench',
          lines: [
            { accountId: walletAccountId('a'), amount: -1_000 },
            { accountId: walletAccountId('b'), amount: 1_000 },
          ],
        }),
      );
      n++;
    }
    const used = process.cpuUsage(cpu);
    return { perSecond: n / seconds, cpuMicros: (used.user + used.system) / Math.max(1, n) };
  } finally {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * CPU time (user and system, µs) a process has used so far, from /proc on Linux; null elsewhere.
 * On a shared machine the server's CPU time per request is steadier than its requests per second.
 */
function cpuMicros(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1_000_000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times, is 100 on every common build. */
const CLOCK_TICKS = 100;

export async function moneyBench(options: { base: string; dataDir: string; client: WireClient; token: string; seconds: number; serverPid?: number }): Promise<void> {
  const { base, dataDir, client, seconds } = options;
  console.log(`\nMoney: wallet-to-wallet payments (${CONNECTIONS} connections for the pay step)\n`);
  await prepareDatabase(dataDir);

  process.stdout.write('  preparing orders...');
  const orders = await preOrders(client, Math.max(2_000, seconds * 600));
  await authorizeInDatabase(
    dataDir,
    orders.map((o) => o.authTxCode),
  );
  process.stdout.write(` ${fmt(orders.length)} ready\n`);

  const common = client.common();
  let next = 0;
  const cpuBefore = cpuMicros(options.serverPid);
  const pay = await autocannon({
    url: `${base}/mmc/mrpay/TransferPay.htm`,
    method: 'POST',
    connections: CONNECTIONS,
    // Each prepared order is paid once: the run lasts as long as that takes.
    amount: orders.length,
    headers: { 'content-type': 'application/json', 'x-session-token': client.token ?? options.token },
    requests: [
      {
        setupRequest: (req) => {
          const order = orders[next++ % orders.length]!;
          return { ...req, body: JSON.stringify({ ...common, ordNo: order.ordNo, authTxCode: order.authTxCode }) };
        },
      },
    ],
    verifyBody: (body: string) => /"rspMsgCd":"MMC00000"/.test(body) && /"status":"S"/.test(body),
  });
  const cpuAfter = cpuMicros(options.serverPid);
  const apiRps = pay.requests.average;
  const ledger = await ledgerAlone(Math.min(seconds, 5));
  const ledgerOps = ledger.perSecond;
  const ratio = ledgerOps > 0 ? apiRps / ledgerOps : 0;
  console.log(`  ledger module alone      ${fmt(ledgerOps).padStart(8)} postings/s  (the baseline: same postings, one process, no HTTP; CPU ${fmt(ledger.cpuMicros)} µs each)`);
  console.log(
    `  TransferPay (after PIN)  ${fmt(apiRps).padStart(8)} req/s  ${fmt(ratio, 2)} of the ledger alone (budget >= ${fmt(BUDGET.minRatioToLedger, 2)}: ${verdict(ratio >= BUDGET.minRatioToLedger)})` +
      `   p99 ${fmt(pay.latency.p99)} ms (budget < ${BUDGET.p99Ms} ms: ${verdict(pay.latency.p99 < BUDGET.p99Ms)})`,
  );
  if (cpuBefore !== null && cpuAfter !== null && pay.requests.total > 0) {
    const payCpu = (cpuAfter - cpuBefore) / pay.requests.total;
    console.log(
      `  ${' '.repeat(24)} server CPU ${fmt(payCpu)} µs a pay step, ${fmt(ledger.cpuMicros / payCpu, 2)} of the ledger alone by CPU time (steadier than req/s on a shared machine)`,
    );
  }
  if (pay.mismatches || pay.errors || pay.non2xx) {
    console.log(`  ${' '.repeat(24)} warning: ${pay.mismatches} answers not paid, ${pay.errors} errors, ${pay.non2xx} non-2xx`);
  }

  // The whole flow with the PIN check, from eight clients.
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  let failures = 0;
  const flow = async (n: number) => {
    let i = 0;
    while (Date.now() < end) {
      const started = performance.now();
      const pre = await client.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', {
        rcvCnl: '30',
        rcvAcNo: PAYEE.mercNo,
        amount: 1_000,
        requestId: `flow-${n}-${i++}-${newId()}`,
      });
      const pin = await client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await client.seal('1234') });
      const paid = await client.call<{ status: string }>('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode });
      if (pin.body.rspMsgCd !== 'MMC00000' || paid.body.status !== 'S') failures++;
      else latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, n) => flow(n)));
  latencies.sort((a, b) => a - b);
  console.log(
    `  whole flow with the PIN  ${fmt(latencies.length / seconds, 1).padStart(8)} flows/s (pre-order, random, PIN check, pay; 8 clients)   p50 ${fmt(percentile(latencies, 50))} ms   p99 ${fmt(percentile(latencies, 99))} ms` +
      (failures ? `   (${failures} failed)` : ''),
  );
}
