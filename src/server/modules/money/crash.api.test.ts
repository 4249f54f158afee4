import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { nowIso } from '../../db/util';
import { ensureWallet, ledgerViolations } from '../../ledger/ledger';
import { WireClient, fetchTransport } from '../../testing/client';
import { DEMO_LOGIN } from '../../testing/harness';

/**
 * A crash in the middle of paying (ARCHITECTURE.md section 10): a separate server process takes
 * wallet-to-wallet transfers from four clients and is killed with SIGKILL while they run. After a
 * restart, the ledger's invariants hold and every order is whole: paid and posted exactly once, or
 * not paid and not posted. Every pay step that answered success is among the paid. Runs on SQLite
 * and, in `npm run test:pg`, on PostgreSQL.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const OTHER_MERCHANT = { id: 'merc-crash-payee', mercNo: '811122233344' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('a server killed while paying', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-crash-'));
  let databaseUrl: string | null = null;
  let server: ChildProcess | null = null;
  const dbName = `biashara_crash_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;

  afterAll(async () => {
    server?.kill('SIGKILL');
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(port: number): Promise<ChildProcess> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      MPESA_SIM_PORT: '0',
      BANK_SIM_PORT: '0',
      RAIL_CALLBACK_SECRET: 'crash-test-secret',
    };
    delete env.VITEST;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    const end = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/mmc/mrpay/QryRandomNo.htm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        if (res.status > 0) return child;
      } catch {
        // not listening yet
      }
      if (Date.now() > end) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('leaves every order whole and the ledger balanced after SIGKILL and a restart', async () => {
    if (process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    const port = await freePort();
    server = await start(port);

    // A second business to pay, with its wallet.
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }) });
    const database = openDatabase(config);
    try {
      await database.db
        .insertInto('merchants')
        .values({ id: OTHER_MERCHANT.id, merc_no: OTHER_MERCHANT.mercNo, name: 'Crash Test Payee Ltd', abbr: 'CTP', business_type: '0', created_at: nowIso() } as never)
        .execute();
      await ensureWallet(database.db, OTHER_MERCHANT.id);

      const base = `http://127.0.0.1:${port}`;
      const clients = await Promise.all(
        [1, 2, 3, 4].map(async (n) => {
          const client = new WireClient(fetchTransport(base), `crash-device-${n}-0000`);
          const login = await client.login(DEMO_LOGIN.owner.userId, 'P', DEMO_LOGIN.password);
          expect(login.body.rspMsgCd).toBe('MMC00000');
          return client;
        }),
      );

      const acceptedPaid: string[] = [];
      let stop = false;
      const load = async (client: WireClient, n: number) => {
        let i = 0;
        while (!stop) {
          i++;
          try {
            const pre = await client.call<{ ordNo: string; authTxCode: string }>('TransferPreOrder', {
              rcvCnl: '30',
              rcvAcNo: OTHER_MERCHANT.mercNo,
              amount: 1_000 + ((n * 37 + i * 11) % 500) * 100,
              requestId: `crash-${n}-${i}-${Date.now()}`,
            });
            if (pre.body.rspMsgCd !== 'MMC00000') continue;
            const pin = await client.call('VerifyPasscodeTrans', { authTxCode: pre.body.authTxCode, passcode: await client.seal(DEMO_LOGIN.pin) });
            if (pin.body.rspMsgCd !== 'MMC00000') continue;
            const paid = await client.call<{ status: string }>('TransferPay', { ordNo: pre.body.ordNo, authTxCode: pre.body.authTxCode });
            if (paid.body.rspMsgCd === 'MMC00000' && paid.body.status === 'S') acceptedPaid.push(pre.body.ordNo);
          } catch {
            // The server is gone: this client stops.
            return;
          }
        }
      };
      const running = Promise.all(clients.map((c, n) => load(c, n)));
      await new Promise((r) => setTimeout(r, 2_500));
      server.kill('SIGKILL');
      await new Promise((r) => server?.once('exit', r));
      stop = true;
      await running;
      expect(acceptedPaid.length).toBeGreaterThan(0);

      server = await start(port);
      const db = database.db;
      expect(await ledgerViolations(db)).toEqual([]);
      const orders = await db.selectFrom('money_orders').select(['id', 'ord_no', 'status']).where('counterparty_merchant_id', '=', OTHER_MERCHANT.id).execute();
      const entries = await db.selectFrom('journal_entries').select(['order_id', 'status']).where('order_id', 'in', orders.length ? orders.map((o) => o.id) : ['-']).execute();
      for (const order of orders) {
        const posted = entries.filter((e) => e.order_id === order.id && e.status === 'S');
        expect({ ordNo: order.ord_no, status: order.status, posted: posted.length }).toEqual({ ordNo: order.ord_no, status: order.status, posted: order.status === 'S' ? 1 : 0 });
      }
      const paidNos = new Set(orders.filter((o) => o.status === 'S').map((o) => o.ord_no));
      for (const ordNo of acceptedPaid) expect(paidNos.has(ordNo)).toBe(true);
      // The payee received exactly what was paid.
      const received = await db.selectFrom('ledger_accounts').select('balance').where('merchant_id', '=', OTHER_MERCHANT.id).executeTakeFirstOrThrow();
      const paidSum = await db
        .selectFrom('money_orders')
        .select((eb) => eb.fn.sum<number | string>('amount').as('s'))
        .where('counterparty_merchant_id', '=', OTHER_MERCHANT.id)
        .where('status', '=', 'S')
        .executeTakeFirst();
      expect(received.balance).toBe(Number(paidSum?.s ?? 0));
    } finally {
      await database.destroy();
    }
  }, 180_000);
});
