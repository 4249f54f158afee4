import { encryptSecret, isSealed, openResponse, sealRequest } from '../../shared/crypto/client';
import { reverseDeviceId } from '../../shared/protocol/common';
import { type Envelope, SESSION_HEADER } from '../../shared/protocol/envelope';

/**
 * A wire client for tests and benchmarks that speaks exactly as the browser does: common fields,
 * session token in and out, sealed secrets, and sealed bodies when the server says so.
 */
export interface WireResponse {
  status: number;
  headers: Record<string, string | undefined>;
  text: string;
}

export type Transport = (path: string, payload: string, headers: Record<string, string>) => Promise<WireResponse>;

export function fetchTransport(baseUrl: string): Transport {
  return async (path, payload, headers) => {
    const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: payload });
    const out: Record<string, string | undefined> = {};
    res.headers.forEach((v, k) => {
      out[k] = v;
    });
    return { status: res.status, headers: out, text: await res.text() };
  };
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: Envelope & T;
  headers: Record<string, string | undefined>;
}

export interface CallOptions {
  /** Send this body exactly as given (no common fields, no sealing). */
  raw?: boolean;
  headers?: Record<string, string>;
  locale?: string;
  /** Leave out the session token. */
  anonymous?: boolean;
}

export const DEFAULT_DEVICE_ID = 'test-device-0001-aaaa';

export class WireClient {
  token: string | null = null;
  private keys: { messPubKey: string; pwdPubKey: string; isEncrypt: boolean } | null = null;

  constructor(
    private readonly transport: Transport,
    public deviceId: string = DEFAULT_DEVICE_ID,
  ) {}

  /** The common fields the browser adds to every body (device id reversed). */
  common(): Record<string, unknown> {
    return { channel: 'web', version: '1.0.291', deviceInfo: { deviceId: reverseDeviceId(this.deviceId), deviceType: 'web' } };
  }

  async loadKeys() {
    if (!this.keys) {
      const pub = await this.call<{ isEncrypt: boolean; messPubKey: string }>('QryPubKey', {});
      const pwd = await this.callPlainOrSealed<{ pwdPubKey: string }>('QryEncryptionkey', {}, pub.body.isEncrypt, pub.body.messPubKey);
      this.keys = { isEncrypt: pub.body.isEncrypt, messPubKey: pub.body.messPubKey, pwdPubKey: pwd.body.pwdPubKey };
    }
    return this.keys;
  }

  async call<T = Record<string, unknown>>(action: string, body: Record<string, unknown> = {}, options: CallOptions = {}): Promise<CallResult<T>> {
    if (action === 'QryPubKey' || options.raw) return this.send<T>(action, options.raw ? body : { ...this.common(), ...body }, options, null);
    const keys = await this.loadKeys();
    return this.callPlainOrSealed<T>(action, body, keys.isEncrypt, keys.messPubKey, options);
  }

  private async callPlainOrSealed<T>(
    action: string,
    body: Record<string, unknown>,
    encrypt: boolean,
    messPubKey: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const full = { ...this.common(), ...body };
    if (!encrypt) return this.send<T>(action, full, options, null);
    const session = await sealRequest(messPubKey, action, full);
    return this.send<T>(action, session.sealed, options, session.key);
  }

  private async send<T>(action: string, body: unknown, options: CallOptions, key: CryptoKey | null): Promise<CallResult<T>> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'accept-language': options.locale ?? 'en-US',
      ...(this.token && !options.anonymous ? { [SESSION_HEADER]: this.token } : {}),
      ...options.headers,
    };
    const res = await this.transport(`/mmc/mrpay/${action}.htm`, JSON.stringify(body), headers);
    const rotated = res.headers[SESSION_HEADER];
    if (rotated && !options.anonymous) this.token = rotated;
    let parsed: unknown = JSON.parse(res.text);
    if (key && isSealed(parsed)) parsed = await openResponse(key, action, parsed);
    return { status: res.status, body: parsed as Envelope & T, headers: res.headers };
  }

  /** Seals a secret with a fresh single-use random, as the browser does. */
  async seal(secret: string): Promise<string> {
    const keys = await this.loadKeys();
    const random = await this.call<{ randomNo: string }>('QryRandomNo');
    if (!random.body.randomNo) throw new Error(`QryRandomNo failed: ${random.body.rspMsgCd}`);
    return encryptSecret(keys.pwdPubKey, secret, random.body.randomNo);
  }

  async login(userId: string, userIdType: 'P' | 'E' | 'S', password: string) {
    const sealed = await this.seal(password);
    return this.call<{ leftTryTimes?: number; loginInfo?: Record<string, unknown>; jrnNo?: string }>('MerchantLogin', {
      userId,
      userIdType,
      password: sealed,
    });
  }
}

/**
 * Signs in against a running server and answers the session token. Later calls with that token
 * must carry the same device: `{ deviceInfo: { deviceId: reverseDeviceId(DEFAULT_DEVICE_ID) } }`,
 * which `new WireClient(fetchTransport(baseUrl))` adds by itself.
 */
export async function loginAs(baseUrl: string, userId: string, userIdType: 'P' | 'E' | 'S', password: string): Promise<string> {
  const client = new WireClient(fetchTransport(baseUrl));
  const res = await client.login(userId, userIdType, password);
  if (!client.token) throw new Error(`login failed: ${res.body.rspMsgCd} ${res.body.rspMsgInf}`);
  return client.token;
}

/** The body fields a request made with a `loginAs` token must carry. */
export function benchCommonFields(): Record<string, unknown> {
  return { deviceInfo: { deviceId: reverseDeviceId(DEFAULT_DEVICE_ID) } };
}
