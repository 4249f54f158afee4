import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './db/schema';
import { readiness, registerHealthRoutes } from './http/health';
import { withTestApp } from './testing/harness';

const t = withTestApp();

/** A database whose connection is closed: every query fails, as when the server is unreachable. */
function closedDatabase(): Kysely<Database> {
  const raw = new SQLite(':memory:');
  raw.close();
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
}

describe('health checks', () => {
  it('answers liveness and readiness without a session, and writes no request log line for them', async () => {
    const before = t.logs.length;
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(t.logs.slice(before).filter((line) => line.includes('"msg":"request"'))).toEqual([]);
    // Other requests are still logged.
    await t.app.inject({ method: 'POST', url: '/mmc/mrpay/QryRandomNo.htm', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(t.logs.slice(before).some((line) => line.includes('"msg":"request"'))).toBe(true);
  });

  it('is not ready, with 503, when the database does not answer', async () => {
    const db = closedDatabase();
    expect(await readiness(db)).toEqual({ ready: false, reason: 'database' });
    const app = Fastify();
    registerHealthRoutes(app, db);
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', reason: 'database' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('is not ready when the database takes longer than the time allowed', async () => {
    // A connection that never opens: the query waits forever.
    const hung = new Kysely<Database>({ dialect: new SqliteDialect({ database: () => new Promise(() => undefined) }) });
    const started = Date.now();
    expect(await readiness(hung, 200)).toEqual({ ready: false, reason: 'database' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
