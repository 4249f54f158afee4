import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type BuildOptions, type BuiltApp, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { ensureSystemAccount, ensureWallet, ledgerViolations, postEntry, systemAccountId, walletAccountId } from '../ledger/ledger';
import { registerIncomingPayments } from '../modules/money/runtime';
import { reverseDeviceId } from '../../shared/protocol/common';
import { type Transport, WireClient } from './client';
import { multipartBody } from './multipart';

/**
 * The real app on a real, migrated, freshly seeded database for API tests: SQLite in a temp
 * folder by default, a new PostgreSQL database when DATABASE_URL is set (npm run test:pg), with
 * encrypted bodies when TEST_ENCRYPT=1. Log lines are captured so tests can read them.
 */
export interface TestApp extends BuiltApp {
  logs: string[];
  client(deviceId?: string): WireClient;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'info' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-test-'));
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL) {
    const name = `biashara_t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config: Config = {
    ...base,
    dataDir: dir,
    databaseUrl,
    encryptBodies: process.env.TEST_ENCRYPT === '1',
    webDist: path.join(dir, 'no-web'),
    reuseKeysInProcess: true,
    ...overrides,
  };
  const built = await buildApp(config, { ...options, logStream });
  // The rail simulators call back over HTTP, so the app listens on a free loopback port too.
  config.rails.callbackBaseUrl = (await built.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  await registerIncomingPayments(built.money);
  const transport: Transport = async (url, payload, headers) => {
    const res = await built.app.inject({ method: 'POST', url, payload, headers });
    return { status: res.statusCode, headers: res.headers as Record<string, string | undefined>, text: res.body };
  };
  return {
    ...built,
    logs,
    client: (deviceId?: string) => new WireClient(transport, deviceId),
    async close() {
      await built.app.close();
      if (dropDatabase) await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One app for a test file: `const t = withTestApp();` then `t.app` inside tests. */
export function withTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides, options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/** Checks after each test of the file that the ledger still balances (ledgerViolations is empty). */
export function expectBalancedLedgerAfterEach(app: TestApp): void {
  afterEach(async () => {
    expect(await ledgerViolations(app.database.db)).toEqual([]);
  });
}

/**
 * Moves `amount` (minor units) into a business's wallet from M-PESA's clearing account, as a
 * top-up would; a negative amount moves it back out. For tests that need a balance to be there, or
 * to be gone, without the top-up's own steps.
 */
export async function moveIntoWallet(app: TestApp, merchantId: string, amount: number): Promise<void> {
  await app.database.db.transaction().execute(async (trx) => {
    await ensureSystemAccount(trx, 'clearing:mpesa');
    await ensureWallet(trx, merchantId);
    await postEntry(trx, {
      idemKey: `test-move:${crypto.randomBytes(8).toString('hex')}`,
      kind: '21',
      memo: `test: ${amount >= 0 ? 'into' : 'out of'} the wallet of ${merchantId}`,
      lines: [
        { accountId: systemAccountId('clearing:mpesa'), amount: -amount, role: 'principal' },
        { accountId: walletAccountId(merchantId), amount, role: 'principal' },
      ],
    });
  });
}

/** The Nairobi business date (YYYYMMDD) `daysAgo` days before now. */
export function nairobiDay(daysAgo: number): string {
  return new Date(Date.now() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

export const DEMO_LOGIN = {
  owner: { userId: '0712345678', type: 'P' as const },
  ownerEmail: { userId: 'owner@demo.co.ke', type: 'E' as const },
  admin: { userId: 'admin@demo.co.ke', type: 'E' as const },
  cashier: { userId: 'cashier', type: 'S' as const },
  password: 'Demo@1234',
  pin: '1234',
};

/** The newest one-time code sent to a recipient (254… or an e-mail), read from the outbox. */
export async function latestOtp(app: TestApp, recipient: string): Promise<string> {
  const row = await app.database.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .where('purpose', 'like', 'otp:%')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{4})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in: ${row.body}`);
  return code;
}

/** Uploads one file through the real route (`/file/upload` person-level, or `merchantUpload`) and answers the route's whole answer. */
export async function uploadAnswer(
  app: TestApp,
  client: WireClient,
  kind: string,
  filename: string,
  data: Buffer,
  route: 'upload' | 'merchantUpload' = 'upload',
): Promise<{ rspMsgCd: string; rspMsgInf: string; fieldErrors?: { field: string; message: string }[]; file_list?: { file_id: string }[] }> {
  const body = multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', filename, data },
  ]);
  const res = await app.app.inject({
    method: 'POST',
    url: `/file/${route}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-session-token': client.token ?? '', 'x-device-id': reverseDeviceId(client.deviceId) },
  });
  const rotated = res.headers['x-session-token'];
  if (typeof rotated === 'string') client.token = rotated;
  return res.json();
}

/** Uploads one file through the real route (`/file/upload` person-level, or `merchantUpload`) and answers its id. */
export async function uploadFile(
  app: TestApp,
  client: WireClient,
  kind: 'picture' | 'businessPhoto' | 'certificate' | 'document',
  filename: string,
  data: Buffer,
  route: 'upload' | 'merchantUpload' = 'upload',
): Promise<string> {
  const json = await uploadAnswer(app, client, kind, filename, data, route);
  const id = json.file_list?.[0]?.file_id;
  if (!id) throw new Error(`upload failed: ${json.rspMsgCd}`);
  return id;
}

/** A client signed in (on its own device when named); the test fails here when the sign-in does not succeed. */
export async function signIn(app: TestApp, userId: string, type: 'P' | 'E' | 'S', device?: string, password = DEMO_LOGIN.password): Promise<WireClient> {
  const client = app.client(device);
  const res = await client.login(userId, type, password);
  if (res.body.rspMsgCd !== 'MMC00000') throw new Error(`sign-in of ${userId} answered ${res.body.rspMsgCd}`);
  return client;
}

/**
 * Registers a person (phone 07…) and sets up a small unregistered sole proprietorship through the
 * real flows: another business with its own {product} wallet, at KYC level 00. Answers the signed-in
 * client, the merchant number, the phone as stored and the owner's name.
 */
export async function registerBusinessOwner(app: TestApp, who: { phone: string; first: string; last: string; idNo: string; device: string }) {
  const client = app.client(who.device);
  const stored = `254${who.phone.slice(1)}`;
  const sent = await client.call<{ jrnNo: string }>('UnLoginSendOtp', { businessType: '01', userId: who.phone, userIdType: 'P' });
  const otp = await latestOtp(app, stored);
  const checked = await client.call<{ ticket: string }>('UnLoginCheckOtp', { businessType: '01', jrnNo: sent.body.jrnNo, otp });
  const reg = await client.call<{ registerToken: string }>('GetRegisterSessionToken', { ticket: checked.body.ticket });
  const registerToken = reg.body.registerToken;
  await client.call('UpdatePersonInfo', { registerToken, firstName: who.first, lastName: who.last, idType: '01', idNo: who.idNo });
  await client.call('SetUpOwnerPassword', { registerToken, passwordType: '1', password: await client.seal('Strong@2026') });
  await client.call('SetUpOwnerPassword', { registerToken, passwordType: '0', password: await client.seal('2468') });
  const setUp = await client.call<{ mercId: string }>('SetUpBusiness', {
    businessType: '0',
    businessName: `${who.first} Kiosk`,
    industry: 'RET',
    sector: 'RET01',
    county: '047',
    town: 'Kibra',
    address: 'Olympic Estate, Kibra',
  });
  if (setUp.body.rspMsgCd !== 'MMC00000') throw new Error(`SetUpBusiness answered ${setUp.body.rspMsgCd}`);
  return { client, mercNo: setUp.body.mercId, phone: stored, name: `${who.first} ${who.last}` };
}
