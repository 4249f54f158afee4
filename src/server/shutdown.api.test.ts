import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../shared/actions/contract';
import { publicAction } from './http/action';
import { WireClient, type WireResponse } from './testing/client';
import { createTestApp } from './testing/harness';

/** An action that answers only when the test lets it, so a request can be in flight at the stop. */
let entered: () => void = () => undefined;
let release: () => void = () => undefined;
const Slow = contract('TestSlow', z.object({}), z.object({}));
const slow = publicAction(Slow, async () => {
  await new Promise<void>((resolve) => {
    release = resolve;
    entered();
  });
  return {};
});

const agent = new http.Agent({ keepAlive: true });
afterAll(() => agent.destroy());

/** Posts over a real keep-alive connection, as a browser or a network's callback does. */
function keepAliveTransport(baseUrl: string) {
  return (path: string, payload: string, headers: Record<string, string>) =>
    new Promise<WireResponse>((resolve, reject) => {
      const req = http.request(`${baseUrl}${path}`, { method: 'POST', agent, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string | undefined>, text }));
      });
      req.on('error', reject);
      req.end(payload);
    });
}

describe('stopping the server', () => {
  it('answers the request in flight, then closes its keep-alive connection instead of waiting for the client', async () => {
    const t = await createTestApp({}, { extraActions: [slow] });
    const client = new WireClient(keepAliveTransport(t.config.rails.callbackBaseUrl));
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const answer = client.call('TestSlow', {}, { anonymous: true });
    await inside;

    const started = Date.now();
    const closed = t.close().then(() => Date.now() - started);
    // The stop waits for the request it has, and does not take new ones meanwhile.
    await new Promise((r) => setTimeout(r, 100));
    release();
    const res = await answer;
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.headers.connection).toBe('close');
    // Without closing the connection, the stop would wait out the keep-alive time (72 s).
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('still stopping'), 5_000))])).toBeLessThan(5_000);
  });
});
