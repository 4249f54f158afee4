import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../shared/actions/contract';
import { isSuccessCode } from '../../shared/protocol/envelope';
import { publicAction } from './action';
import { withTestApp } from '../testing/harness';

const Explode = contract('TestExplode', z.object({}), z.object({}));
const explode = publicAction(Explode, async () => {
  throw new Error('database password is hunter2 and this is a stack');
});

const t = withTestApp({}, { extraActions: [explode] });

function post(url: string, payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

describe('the action router', () => {
  it('answers an unknown action with HTTP 404 and an envelope naming it', async () => {
    const res = await post('/mmc/mrpay/NoSuchAction.htm', '{}');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ rspMsgCd: 'MMCP0001', rspMsgInf: 'Unknown action: NoSuchAction' });
  });

  it('serves the same actions under the older /mmc/ root', async () => {
    const res = await post('/mmc/QryPubKey.htm', '{}');
    expect(res.statusCode).toBe(200);
    expect(isSuccessCode(res.json().rspMsgCd)).toBe(true);
  });

  it('refuses malformed JSON with 400 and an envelope', async () => {
    const res = await post('/mmc/mrpay/QryPubKey.htm', '{"broken":');
    expect(res.statusCode).toBe(400);
    expect(res.json().rspMsgCd).toBe('MMCP0002');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await post('/mmc/mrpay/QryPubKey.htm', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().rspMsgCd).toBe('MMCP0005');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post('/mmc/mrpay/QryPubKey.htm', JSON.stringify({ pad: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().rspMsgCd).toBe('MMCP0004');
  });

  it('answers a handler bug with 500, a reference id and no stack or detail', async () => {
    const res = await t.client().call('TestExplode');
    expect(res.status).toBe(500);
    expect(res.body.rspMsgCd).toBe('MMCP0500');
    expect(res.body.refId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.rspMsgInf).toContain(res.body.refId);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('stack');
  });

  it('refuses a clear body when encryption is on, and reads a sealed one', async () => {
    if (process.env.TEST_ENCRYPT !== '1') {
      expect(t.config.encryptBodies).toBe(false);
      return;
    }
    const res = await post('/mmc/mrpay/QryRandomNo.htm', JSON.stringify(t.client().common()));
    expect(res.statusCode).toBe(400);
    expect(res.json().rspMsgCd).toBe('MMCP0008');
    const sealed = await t.client().call<{ randomNo: string }>('QryRandomNo');
    expect(sealed.body.randomNo).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names the refused field in fieldErrors and says only the words in the message', async () => {
    const client = t.client();
    const res = await client.call('MerchantLogin', { userIdType: 'P', password: 'x'.repeat(40) });
    expect(res.body.rspMsgCd).toBe('MMCP0006');
    expect(res.body.fieldErrors?.[0]?.field).toBe('userId');
    expect(res.body.rspMsgInf).toBe(res.body.fieldErrors?.[0]?.message);
    expect(res.body.rspMsgInf).not.toContain('userId');
  });

  it('speaks zh-CN when the browser asks for it', async () => {
    const res = await post('/mmc/mrpay/NoSuchAction.htm', '{}', { 'content-type': 'application/json', 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.json().rspMsgInf).toBe('未知的操作：NoSuchAction');
  });

  it('asks for a session on session actions with SCM60401', async () => {
    const res = await t.client().call('QueryStoreList', {});
    expect(res.body.rspMsgCd).toBe('SCM60401');
    expect(res.body.rspMsgInf).toBe('Authorization token is missing');
  });

  it('sets security headers on every response', async () => {
    const res = await post('/mmc/mrpay/QryPubKey.htm', '{}');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
