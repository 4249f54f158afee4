import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HEADER } from '../../shared/protocol/envelope';
import { postWithProgress, type UploadProgress } from './transport';

/** A stand-in for the browser's XMLHttpRequest: the test plays the network's part. */
class FakeXhr {
  static last: FakeXhr | null = null;
  readonly upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  sent: string | null = null;
  aborted = false;
  private answerHeaders: Record<string, string> = {};

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.headers[':method'] = method;
    this.headers[':url'] = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return this.answerHeaders[name] ?? null;
  }
  answer(status: number, text: string, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = text;
    this.answerHeaders = headers;
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('postWithProgress', () => {
  it('reports the bytes sent as the browser counts them, then that the server has the whole body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const payload = JSON.stringify({ fileName: 'customers.csv', content: 'a,b\n1,2\n' });
    const done = postWithProgress('/mmc/mrpay/FileParseUploadCustomer.htm', { 'content-type': 'application/json', [SESSION_HEADER]: 'tok' }, payload, new AbortController().signal, (p) =>
      seen.push(p),
    );
    const xhr = FakeXhr.last!;
    expect(xhr.headers).toMatchObject({ ':method': 'POST', ':url': '/mmc/mrpay/FileParseUploadCustomer.htm', [SESSION_HEADER]: 'tok' });
    expect(xhr.sent).toBe(payload);
    xhr.upload.onprogress?.({ loaded: 20, total: payload.length, lengthComputable: true });
    xhr.upload.onload?.();
    xhr.answer(200, '{"rspMsgCd":"MMC00000"}', { [SESSION_HEADER]: 'rotated' });
    await expect(done).resolves.toEqual({ status: 200, text: '{"rspMsgCd":"MMC00000"}', rotated: 'rotated' });
    expect(seen).toEqual([
      { loaded: 0, total: payload.length, sent: false },
      { loaded: 20, total: payload.length, sent: false },
      { loaded: payload.length, total: payload.length, sent: true },
    ]);
  });

  it('counts the body in bytes when the browser gives no total', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const payload = JSON.stringify({ content: 'Wanjirū,Njoroge' });
    const done = postWithProgress('/x.htm', {}, payload, new AbortController().signal, (p) => seen.push(p));
    FakeXhr.last!.upload.onprogress?.({ loaded: 5, total: 0, lengthComputable: false });
    FakeXhr.last!.answer(200, '');
    await done;
    expect(seen[1]).toEqual({ loaded: 5, total: new TextEncoder().encode(payload).length, sent: false });
  });

  it('fails as fetch does when the network fails or the caller gives up', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const broken = postWithProgress('/x.htm', {}, '{}', new AbortController().signal, () => {});
    FakeXhr.last!.onerror?.();
    await expect(broken).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const stopped = postWithProgress('/x.htm', {}, '{}', controller.signal, () => {});
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
