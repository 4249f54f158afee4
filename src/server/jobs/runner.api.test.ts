import { describe, expect, it } from 'vitest';
import { isoAfter } from '../db/util';
import { withTestApp } from '../testing/harness';
import { claimJob, createJobRunner, enqueue } from './runner';

describe('the job runner', () => {
  const t = withTestApp({ seedDemo: false });

  it('lets only one node claim a job, however many ask at once', async () => {
    const db = t.database.db;
    await enqueue(db, { kind: 'race', payload: { n: 1 }, dedupeKey: 'race-1' });
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimJob(db, `node-${i}`, 60_000, ['race'])));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const row = await db.selectFrom('jobs').selectAll().where('dedupe_key', '=', 'race-1').executeTakeFirstOrThrow();
    expect(row.status).toBe('R');
    expect(row.attempts).toBe(1);
  });

  it('enqueues a job once per dedupe key', async () => {
    const db = t.database.db;
    await enqueue(db, { kind: 'once', payload: 1, dedupeKey: 'once-1' });
    await enqueue(db, { kind: 'once', payload: 2, dedupeKey: 'once-1' });
    const rows = await db.selectFrom('jobs').select('payload').where('dedupe_key', '=', 'once-1').execute();
    expect(rows.map((r) => JSON.parse(r.payload))).toEqual([1]);
  });

  it("picks up a crashed node's job once its lease has run out", async () => {
    const db = t.database.db;
    await enqueue(db, { kind: 'crash', payload: null, dedupeKey: 'crash-1' });
    const first = await claimJob(db, 'crashed-node', 60_000, ['crash']);
    expect(first).not.toBeNull();
    // The node dies holding the lease: nobody else may take the job while the lease lasts...
    expect(await claimJob(db, 'other-node', 60_000, ['crash'])).toBeNull();
    // ...and once it has run out, another node does.
    await db.updateTable('jobs').set({ lease_until: isoAfter(-1000) }).where('dedupe_key', '=', 'crash-1').execute();
    const second = await claimJob(db, 'other-node', 60_000, ['crash']);
    expect(second?.id).toBe(first?.id);
    expect(second?.attempts).toBe(2);
  });

  it('retries a failing handler with backoff and gives up after its attempt limit', async () => {
    const db = t.database.db;
    let calls = 0;
    const runner = createJobRunner(db, {
      flaky: async () => {
        calls++;
        throw new Error('network down');
      },
    });
    await enqueue(db, { kind: 'flaky', payload: null, dedupeKey: 'flaky-1', maxAttempts: 2 });
    await runner.drain();
    let row = await db.selectFrom('jobs').selectAll().where('dedupe_key', '=', 'flaky-1').executeTakeFirstOrThrow();
    expect(row.status).toBe('Q');
    expect(row.last_error).toBe('network down');
    expect(Date.parse(row.run_at)).toBeGreaterThan(Date.now());
    await db.updateTable('jobs').set({ run_at: isoAfter(-1) }).where('id', '=', row.id).execute();
    await runner.drain();
    row = await db.selectFrom('jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('F');
    expect(calls).toBe(2);
  });

  it('runs a job again later when its handler asks, without counting an attempt', async () => {
    const db = t.database.db;
    const runner = createJobRunner(db, { later: async () => ({ retryAt: isoAfter(60_000) }), done: async () => undefined });
    await enqueue(db, { kind: 'later', payload: null, dedupeKey: 'later-1' });
    await enqueue(db, { kind: 'done', payload: null, dedupeKey: 'done-1' });
    expect(await runner.drain()).toBe(2);
    const later = await db.selectFrom('jobs').selectAll().where('dedupe_key', '=', 'later-1').executeTakeFirstOrThrow();
    const done = await db.selectFrom('jobs').selectAll().where('dedupe_key', '=', 'done-1').executeTakeFirstOrThrow();
    expect(later).toMatchObject({ status: 'Q', attempts: 0 });
    expect(done.status).toBe('D');
  });
});
