import { describe, expect, it } from 'vitest';
import { isoAfter, sha256 } from '../db/util';
import { DEMO_LOGIN, withTestApp } from '../testing/harness';

const t = withTestApp();

async function signedIn(deviceId?: string) {
  const client = t.client(deviceId);
  const res = await client.login('owner@demo.co.ke', 'E', DEMO_LOGIN.password);
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return client;
}

describe('sessions', () => {
  it('keep the token only as a hash', async () => {
    const client = await signedIn();
    const row = await t.database.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(client.token!)).executeTakeFirst();
    expect(row).toBeTruthy();
    const all = JSON.stringify(await t.database.db.selectFrom('sessions').selectAll().execute());
    expect(all).not.toContain(client.token!);
  });

  it('refuse an unknown token with SCM60401', async () => {
    const client = t.client();
    client.token = 'not-a-real-token';
    expect((await client.call('QueryStoreList')).body.rspMsgCd).toBe('SCM60401');
  });

  it('time out after the idle limit with MMCP9999', async () => {
    const client = await signedIn();
    await t.database.db.updateTable('sessions').set({ last_seen_at: isoAfter(-31 * 60_000) }).where('token_hash', '=', sha256(client.token!)).execute();
    expect((await client.call('QueryStoreList')).body.rspMsgCd).toBe('MMCP9999');
  });

  it('time out after the absolute lifetime with MMCP9999', async () => {
    const client = await signedIn();
    await t.database.db.updateTable('sessions').set({ expires_at: isoAfter(-1000) }).where('token_hash', '=', sha256(client.token!)).execute();
    expect((await client.call('QueryStoreList')).body.rspMsgCd).toBe('MMCP9999');
  });

  it('answer MMCP5148 when the token comes from another device, and end that session', async () => {
    const client = await signedIn();
    const token = client.token!;
    const other = t.client('some-other-device-77');
    other.token = token;
    const res = await other.call('QueryStoreList');
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP5148', rspMsgInf: 'The session is abnormal. Please login again.' });
    expect((await client.call('QueryStoreList')).body.rspMsgCd).toBe('URMP229');
  });

  it('answer URMP229 for a revoked session', async () => {
    const client = await signedIn();
    await t.database.db.updateTable('sessions').set({ revoked_at: isoAfter(0), revoke_code: 'URMP229' }).where('token_hash', '=', sha256(client.token!)).execute();
    expect((await client.call('QueryStoreList')).body.rspMsgCd).toBe('URMP229');
  });

  it('rotate the token when it is due and keep the old one valid for the grace window', async () => {
    const client = await signedIn();
    const old = client.token!;
    await t.database.db.updateTable('sessions').set({ rotated_at: isoAfter(-16 * 60_000) }).where('token_hash', '=', sha256(old)).execute();
    const res = await client.call('QueryStoreList');
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.headers['x-session-token']).toBeTruthy();
    expect(client.token).not.toBe(old);
    const parallel = t.client();
    parallel.token = old;
    expect((await parallel.call('QueryStoreList')).body.rspMsgCd).toBe('MMC00000');
    await t.database.db.updateTable('sessions').set({ prev_valid_until: isoAfter(-1000) }).where('prev_token_hash', '=', sha256(old)).execute();
    expect((await parallel.call('QueryStoreList')).body.rspMsgCd).toBe('SCM60401');
    expect((await client.call('QueryStoreList')).body.rspMsgCd).toBe('MMC00000');
  });
});
