import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isSuccessCode } from '../../shared/protocol/envelope';
import { ledgerViolations } from '../ledger/ledger';
import { allActions } from '../modules';
import { callbackUrl } from '../rails/callback-auth';
import { MPESA_ROUTES } from '../rails/mpesa/mpesa.rail';
import { bankResultRoute } from '../rails/bank/bank.rail';
import { billersResultRoute } from '../rails/billers/billers.rail';
import type { WireClient } from '../testing/client';
import { DEMO_LOGIN, signIn, withTestApp } from '../testing/harness';
import { describeValue, fieldsOf, hostileValues, kindOf, LONG, nestedObject, plausible, plausibleBody, SQL, wrongTypesOf } from '../testing/hostile';

/**
 * Every registered action, called with hostile bodies by the demo owner (a finished business with
 * money) and by nobody: no answer is a 500, each is an envelope, a body the action's schema refuses
 * is refused naming the field, and a refused call leaves no rows behind. Bodies come from each
 * action's own input schema (src/server/testing/hostile.ts), so a new action is covered as it is
 * registered. Rails callbacks (not actions: their own shapes) get garbage too.
 */
const t = withTestApp();
const DEMO_MERC_NO = '800100200300';

/** Codes a call may answer before its input is read: the router checks access first. */
const ACCESS_CODES = new Set(['MMCP1040', 'MMCP0403', 'MMCP3210', 'MMCP3211']);
/** The session is gone (an action that signs out, or changes what the session stands on). */
const SESSION_LOST = new Set(['SCM60401', 'MMCP9999', 'URMP229', 'MMCP5148']);
/**
 * Rows a refused call may leave: its audit line, the session's rotation, attempt counters (a
 * wrong PIN or password counts), and the queue a refusal may notify through.
 */
const REFUSAL_MAY_WRITE = new Set(['audit_trail', 'sessions', 'randoms', 'attempts', 'outbox', 'jobs', 'notifications', 'devices', 'otps']);

interface Probe {
  label: string;
  body: unknown;
  /** The field made hostile, when one is. */
  field?: string;
  /** The value is of another type than the field's: the schema must refuse it. */
  wrongType?: boolean;
}

/** Ids of the demo business's own records, read once, so that handlers get past their lookups. */
const known: Record<string, unknown> = {};
async function readKnownIds(): Promise<void> {
  const db = t.database.db;
  const merchant = await db.selectFrom('merchants').select('id').where('merc_no', '=', DEMO_MERC_NO).executeTakeFirstOrThrow();
  const first = async <T>(query: Promise<T | undefined>) => (await query) ?? null;
  const store = await first(db.selectFrom('stores').select('id').where('merchant_id', '=', merchant.id).orderBy('id').executeTakeFirst());
  const till = await first(db.selectFrom('tills').select('id').where('merchant_id', '=', merchant.id).orderBy('id').executeTakeFirst());
  const goods = await first(db.selectFrom('goods_orders').select('order_no').where('merchant_id', '=', merchant.id).orderBy('order_no').executeTakeFirst());
  const money = await first(db.selectFrom('money_orders').select('ord_no').where('merchant_id', '=', merchant.id).orderBy('ord_no').executeTakeFirst());
  const product = await first(db.selectFrom('products').select(['id', 'category_id']).where('merchant_id', '=', merchant.id).orderBy('id').executeTakeFirst());
  const customer = await first(db.selectFrom('customers').select('id').where('merchant_id', '=', merchant.id).orderBy('id').executeTakeFirst());
  Object.assign(known, {
    storeId: store?.id,
    tillId: till?.id,
    orderNo: goods?.order_no,
    ordNo: money?.ord_no,
    productId: product?.id,
    categoryId: product?.category_id,
    custId: customer?.id,
    customerId: customer?.id,
  });
}

function probesFor(input: z.ZodType): Probe[] {
  const fields = fieldsOf(input);
  const base = plausibleBody(input, known);
  const probes: Probe[] = [
    { label: '{}', body: {} },
    { label: '[] body', body: [] },
    { label: 'string body', body: 'x' },
    { label: 'plausible body', body: base },
    {
      label: 'plausible body with unknown fields',
      body: { ...base, zzUnknown: LONG, ['__proto__']: { polluted: 1 }, constructor: { prototype: { polluted: 1 } }, pageNum: -1, pageSize: 1e9 },
    },
  ];
  // Every field hostile at once, one body per hostile value of each kind.
  for (let i = 0; i < 14; i++) {
    const body: Record<string, unknown> = {};
    for (const [name, schema] of fields) {
      const values = hostileValues(kindOf(schema));
      if (i < values.length) body[name] = values[i];
    }
    if (Object.keys(body).length) probes.push({ label: `all fields hostile #${i}`, body });
  }
  // With encryption on, every call costs the server an RSA unwrap and the pipeline after opening is
  // the clear one, which the clear run probes field by field and value by value: the sealed run
  // keeps the whole-body probes and one all-hostile body, enough to show sealed refusals are envelopes.
  if (t.config.encryptBodies) return probes.filter((p) => !p.label.startsWith('all fields hostile') || p.label.endsWith('#0'));
  // One field hostile at a time, the others plausible, so the handler sees it when the schema lets it through.
  for (const [name, schema] of fields) {
    const kind = kindOf(schema);
    const wrong = wrongTypesOf(schema);
    for (const value of hostileValues(kind)) {
      probes.push({ label: `${name}=${describeValue(value)}`, body: { ...base, [name]: value }, field: name, wrongType: wrong.includes(value) });
    }
  }
  // One field of a nested object (or of an array's item) hostile, the rest of the item plausible.
  for (const [name, schema] of fields) {
    const nested = nestedObject(schema);
    if (!nested) continue;
    const item = (plausible(nested.item) ?? {}) as Record<string, unknown>;
    for (const [inner, innerSchema] of fieldsOf(nested.item)) {
      const wrong = wrongTypesOf(innerSchema);
      for (const value of [...wrong, LONG, '\u0000', -1, 1e20]) {
        probes.push({ label: `${name}.${inner}=${describeValue(value)}`, body: { ...base, [name]: nested.wrap({ ...item, [inner]: value }) }, field: name, wrongType: wrong.includes(value) });
      }
    }
  }
  return probes;
}

let owner: WireClient;
const ownerDevice = 'robustness-device-owner';
async function signInOwner() {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', ownerDevice);
}

/**
 * Whether refusals are checked for rows left behind: in the clear run on SQLite. Which rows a
 * handler writes before it refuses is its own logic, the same on either database and sealed or
 * not; counting every table after each call is what costs on PostgreSQL (a scan of each table).
 */
const checkRows = () => t.database.dialect === 'sqlite' && !t.config.encryptBodies;

let countQuery: string | null = null;
async function rowCounts(): Promise<Record<string, number>> {
  if (!countQuery) {
    const tables = (await t.database.db.introspection.getTables()).map((x) => x.name).filter((n) => !n.startsWith('kysely_'));
    countQuery = tables.map((n) => `select '${n}' as name, count(*) as n from ${n}`).join(' union all ');
  }
  const rows = await sql<{ name: string; n: number | string }>`${sql.raw(countQuery)}`.execute(t.database.db);
  return Object.fromEntries(rows.rows.map((r) => [r.name, Number(r.n)]));
}

/** The top-level fields the schema refuses in a body, or null when it accepts it. */
function refusedFields(input: z.ZodType, body: unknown): Set<string> | null {
  const parsed = input.safeParse(body);
  return parsed.success ? null : new Set(parsed.error.issues.map((i) => (i.path.length ? String(i.path[0]) : '(body)')));
}

function isEnvelope(body: unknown): body is { rspMsgCd: string; rspMsgInf: string; fieldErrors?: unknown } {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.rspMsgCd === 'string' && b.rspMsgCd.length >= 7 && typeof b.rspMsgInf === 'string' && b.rspMsgInf.length > 0;
}

function fieldErrorsOk(value: unknown): value is { field: string; message: string }[] {
  return Array.isArray(value) && value.length > 0 && value.every((e) => typeof e?.field === 'string' && typeof e?.message === 'string' && e.message.length > 0);
}

const started = Date.now();
afterAll(() => {
  console.log(`robustness: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

beforeAll(async () => {
  await readKnownIds();
  await signInOwner();
});

/**
 * Sends every probe of the action as `who()` and answers the problems seen. Signed in, a call that
 * ends the session signs the owner in again; a refusal that the handler made leaves no rows behind.
 */
async function probeAction(action: (typeof allActions)[number], who: () => WireClient, signedIn: boolean): Promise<string[]> {
  const name = action.contract.name;
  const input = action.contract.input as z.ZodType;
  const problems: string[] = [];
  let counts = checkRows() ? await rowCounts() : {};
  for (const probe of probesFor(input)) {
    const client = who();
    const isObject = typeof probe.body === 'object' && probe.body !== null && !Array.isArray(probe.body);
    const sent = isObject ? { ...client.common(), ...(probe.body as Record<string, unknown>) } : probe.body;
    const res = await client.call(name, probe.body as Record<string, unknown>, isObject ? {} : { raw: true });
    const body = res.body as unknown;
    const where = `${name} ${probe.label}`;
    if (res.status >= 500) problems.push(`${where}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (!isEnvelope(body)) {
      problems.push(`${where}: not an envelope: ${JSON.stringify(body).slice(0, 200)}`);
      continue;
    }
    const code = body.rspMsgCd;
    if (code === 'MMCP0500') continue;
    if (SESSION_LOST.has(code)) {
      if (signedIn) await signInOwner();
      else if (action.access.kind === 'public') problems.push(`${where}: a public action answered ${code}`);
      continue;
    }
    if (!isObject) {
      // Sent raw, so in clear: with encryption on that is refused first (MMCP0008), but for QryPubKey.
      const expected = t.config.encryptBodies && name !== 'QryPubKey' ? 'MMCP0008' : 'MMCP0002';
      if (res.status !== 400 || code !== expected) problems.push(`${where}: a body that is not an object answered ${res.status} ${code}`);
      continue;
    }
    if (ACCESS_CODES.has(code)) continue;
    // A body past the limit (every field 100k characters) is refused whole, as too large.
    if (res.status === 413 && code === 'MMCP0004') continue;
    const refused = refusedFields(input, sent);
    if (code === 'MMCP0006' && !fieldErrorsOk(body.fieldErrors)) problems.push(`${where}: MMCP0006 without fieldErrors naming a field`);
    if (refused && code !== 'MMCP0006') problems.push(`${where}: the schema refuses it but the answer is ${code}`);
    if (probe.wrongType && !refused?.has(probe.field!)) problems.push(`${where}: the schema takes a value of another type (answered ${code})`);
    // A field the schema refuses is named; a handler's own refusal names some field (it may be another: a pair that does not fit).
    if (probe.field && refused?.has(probe.field)) {
      const named = fieldErrorsOk(body.fieldErrors) && body.fieldErrors.some((e) => e.field === probe.field || e.field.startsWith(`${probe.field}.`));
      if (!named) problems.push(`${where}: refused without naming ${probe.field}: ${JSON.stringify(body.fieldErrors).slice(0, 200)}`);
    }
    // The handler ran (the schema let the body through): a refusal leaves no rows behind.
    if (!refused && checkRows()) {
      const now = await rowCounts();
      const changed = Object.keys(now).filter((k) => now[k] !== counts[k] && !REFUSAL_MAY_WRITE.has(k));
      if (!isSuccessCode(code) && changed.length) problems.push(`${where}: refused (${code}), yet rows changed in ${changed.map((k) => `${k} ${counts[k]}->${now[k]}`).join(', ')}`);
      counts = now;
    }
  }
  return problems;
}

describe('every action, signed in as the owner of a finished business', () => {
  // Actions that end the session run last, so the others run signed in.
  const order = [...allActions].sort((a, b) => Number(a.contract.name === 'LoginOut') - Number(b.contract.name === 'LoginOut'));
  for (const action of order) {
    it(`${action.contract.name} answers hostile bodies with an envelope, never a 500, naming a refused field`, async () => {
      expect(await probeAction(action, () => owner, true)).toEqual([]);
    });
  }
});

describe('every action, with a body nested deeper than a stack', () => {
  it('answers an envelope naming the field, never a 500', async () => {
    // Sent in clear (a body this deep cannot be written by JSON.stringify to seal it): with encryption on it is refused as clear.
    // Deeper than any recursive walk of the body could go on Node's stack (about 10,000 frames).
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const problems: string[] = [];
    for (const action of allActions) {
      const name = action.contract.name;
      const field = [...fieldsOf(action.contract.input as z.ZodType).keys()][0] ?? 'zz';
      const common = JSON.stringify(owner.common()).slice(1, -1);
      const payload = `{${common},"${field}":${deep},"zzDeep":${deep}}`;
      const res = await t.app.inject({ method: 'POST', url: `/mmc/mrpay/${name}.htm`, payload, headers: { 'content-type': 'application/json', 'x-session-token': owner.token ?? '' } });
      const rotated = res.headers['x-session-token'];
      if (typeof rotated === 'string') owner.token = rotated;
      const b = res.json() as unknown;
      if (res.statusCode >= 500 || !isEnvelope(b) || b.rspMsgCd === 'MMCP0500') problems.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (SESSION_LOST.has(b.rspMsgCd)) await signInOwner();
    }
    expect(problems).toEqual([]);
  });
});

describe('a session used with a device that is no device', () => {
  it('is ended with its own code, never a 500', async () => {
    await signInOwner();
    const res = await owner.call('QryWalletDetails', { deviceInfo: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.rspMsgCd).toBe('MMCP5148');
    await signInOwner();
  });
});

describe('every action, with no session', () => {
  it('answers an envelope, a sign-in refusal for the signed-in ones, never a 500', async () => {
    const nobody = t.client('robustness-device-nobody');
    const problems: string[] = [];
    for (const action of allActions) {
      const name = action.contract.name;
      for (const body of [{}, { zz: SQL, amount: -1 }, null]) {
        // A JSON null body reads as an empty one (no body); it carries no common fields, so it is sent raw.
        const res = body ? await nobody.call(name, body) : await nobody.call(name, body as unknown as Record<string, unknown>, { raw: true });
        const b = res.body as unknown;
        if (res.status >= 500 || !isEnvelope(b) || b.rspMsgCd === 'MMCP0500') {
          problems.push(`${name}: ${res.status} ${JSON.stringify(b).slice(0, 200)}`);
          continue;
        }
        // The raw null body is in clear: with encryption on it is refused for that before the session is read.
        const refusal = !body && t.config.encryptBodies ? 'MMCP0008' : 'SCM60401';
        if (action.access.kind !== 'public' && b.rspMsgCd !== refusal) problems.push(`${name}: without a session answered ${b.rspMsgCd}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers hostile bodies to the public actions as to a signed-in caller: an envelope naming a refused field, never a 500', async () => {
    const nobody = t.client('robustness-device-nobody-public');
    const problems: string[] = [];
    for (const action of allActions.filter((a) => a.access.kind === 'public')) problems.push(...(await probeAction(action, () => nobody, false)));
    expect(problems).toEqual([]);
  });

  it('answers a forged or stale session token with a sign-in refusal, never a 500', async () => {
    const problems: string[] = [];
    for (const token of ['x', LONG.slice(0, 5000), '\u0000', SQL]) {
      const c = t.client('robustness-device-forged');
      c.token = token;
      for (const action of allActions.filter((a) => a.access.kind !== 'public').slice(0, 40)) {
        const res = await c.call(action.contract.name, {});
        const b = res.body as unknown;
        if (res.status >= 500 || !isEnvelope(b) || b.rspMsgCd === 'MMCP0500') problems.push(`${action.contract.name} token ${describeValue(token)}: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('rails callbacks and the direct calls', () => {
  const garbage: unknown[] = [{}, [], 'x', 12345, null, { Body: 'x' }, { Result: { ResultCode: {} } }, { reference: SQL, status: 'SUCCESS' }, { TransAmount: 'NaN' }];

  it('answers garbage on every callback route, signed or not, without a 500', async () => {
    const routes = [...Object.values(MPESA_ROUTES), bankResultRoute('pesalink'), bankResultRoute('bank'), bankResultRoute('card'), billersResultRoute];
    const problems: string[] = [];
    for (const route of routes) {
      const urls = [route, callbackUrl('', t.config.rails.callbackSecret, route, null), callbackUrl('', t.config.rails.callbackSecret, route, 'no-such-order')];
      for (const url of urls) {
        for (const body of garbage) {
          const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
          if (res.statusCode >= 500 && res.statusCode !== 503) problems.push(`${url} ${describeValue(body)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers well-shaped callbacks with hostile values, for an unknown order and a real one, without a 500', async () => {
    const real = await t.database.db.selectFrom('money_orders').select('id').orderBy('id').executeTakeFirst();
    const orders = ['no-such-order', ...(real ? [real.id] : [])];
    const values: unknown[] = ['\u0000', 'a\u0000b', LONG.slice(0, 20_000), SQL, '', 'NaN', -1, 1e20, 0.001];
    const variants = (base: Record<string, unknown>, keys: string[]) => [base, ...keys.flatMap((k) => values.map((v) => ({ ...base, [k]: v })))];
    const stk = (cb: Record<string, unknown>) => ({ Body: { stkCallback: cb } });
    const result = (r: Record<string, unknown>) => ({ Result: r });
    const stkBase = { MerchantRequestID: 'm-1', CheckoutRequestID: 'ws_CO_1', ResultCode: 0, ResultDesc: 'ok', CallbackMetadata: { Item: [{ Name: 'Amount', Value: 1 }, { Name: 'MpesaReceiptNumber', Value: 'RKT1' }] } };
    const resultBase = { ResultType: 0, ResultCode: 0, ResultDesc: 'ok', OriginatorConversationID: 'o-1', ConversationID: 'c-1', TransactionID: 'RKT1', ResultParameters: { ResultParameter: [{ Key: 'TransactionReceipt', Value: 'RKT1' }, { Key: 'TransactionStatus', Value: 'Completed' }] } };
    const c2bBase = { TransactionType: 'Pay Bill', TransID: 'RKT2', TransTime: '20260101120000', TransAmount: '10', BusinessShortCode: t.config.rails.mpesa.shortCode, BillRefNumber: 'ref', MSISDN: '254708374149', FirstName: 'John' };
    const gatewayBase = (order: string) => ({ reference: order, transferId: 't-1', paymentId: 'p-1', status: 'SUCCESS', resultCode: '0', resultMessage: 'ok', receipt: 'R1', token: null, units: null, completedAt: '2026-01-01T00:00:00Z' });
    const problems: string[] = [];
    const post = async (route: string, order: string | null, body: unknown) => {
      const url = callbackUrl('', t.config.rails.callbackSecret, route, order);
      const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      if (res.statusCode >= 500 && res.statusCode !== 503) problems.push(`${route} ${order} ${JSON.stringify(body).slice(0, 120)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (const order of orders) {
      for (const cb of variants(stkBase, ['ResultDesc', 'CheckoutRequestID', 'ResultCode'])) await post(MPESA_ROUTES.stkCallback, order, stk(cb));
      for (const route of [MPESA_ROUTES.b2cResult, MPESA_ROUTES.b2bResult, MPESA_ROUTES.reversalResult, MPESA_ROUTES.statusResult, MPESA_ROUTES.b2cTimeout]) {
        for (const r of variants(resultBase, ['ResultDesc', 'TransactionID', 'ConversationID', 'ResultCode'])) await post(route, order, result(r));
      }
      for (const route of [bankResultRoute('pesalink'), bankResultRoute('bank'), bankResultRoute('card'), billersResultRoute]) {
        for (const g of variants(gatewayBase(order), ['transferId', 'paymentId', 'resultCode', 'resultMessage', 'receipt', 'completedAt'])) await post(route, order, g);
      }
    }
    for (const route of [MPESA_ROUTES.c2bValidation, MPESA_ROUTES.c2bConfirmation]) {
      for (const c of variants(c2bBase, ['TransID', 'TransTime', 'TransAmount', 'BillRefNumber', 'MSISDN', 'FirstName'])) await post(route, null, c);
    }
    expect(problems).toEqual([]);
  });

  it('answers garbage on the direct calls and the upload routes without a 500', async () => {
    const problems: string[] = [];
    for (const url of ['/pub/login.do', '/pub/logout.do', '/buiOper/updatePwd.do', '/file/upload', '/file/merchantUpload']) {
      for (const body of garbage) {
        const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        if (res.statusCode >= 500) problems.push(`${url} ${describeValue(body)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    for (const query of ['', '?deviceId=x', `?deviceId=${encodeURIComponent(SQL)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/pub/operQuery.do${query}` });
      if (res.statusCode >= 500) problems.push(`/pub/operQuery.do${query}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('afterwards', () => {
  it('the ledger still balances', async () => {
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('the server log holds no unhandled error', () => {
    const errors = t.logs.filter((line) => /"level":(50|60)/.test(line));
    expect(errors.map((l) => l.slice(0, 400))).toEqual([]);
  });
});
