import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { withTestApp } from './testing/harness';

// A built web app as `vite build` leaves it: hashed assets with their .br and .gz copies.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-web-'));
const script = `console.log(${JSON.stringify('Biashara '.repeat(200))});`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Biashara</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-C0ffee12.js'), script);
fs.writeFileSync(path.join(webDist, 'assets', 'app-C0ffee12.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(webDist, 'assets', 'app-C0ffee12.js.gz'), zlib.gzipSync(script));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = withTestApp({ webDist });

describe('the web app as the server sends it', () => {
  it('sends a hashed asset compressed as the browser asks, to be kept a year', async () => {
    const url = '/Merchant/assets/app-C0ffee12.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers every page of the app with index.html, checked again on each visit', async () => {
    for (const url of ['/Merchant/', '/Merchant/manage/order', '/Merchant/setting/index']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Biashara</title>');
    }
  });
});
