/**
 * The browser side of the wire encryption (docs/protocol.md), written on WebCrypto so that the
 * SPA and the API tests use the same code. Node 20 and every browser in a secure context have it.
 *
 * - Secrets (passwords, PINs): base64(RSA-OAEP-SHA256(pwdPubKey, JSON {v: secret, r: random})).
 * - Bodies: a fresh AES-256-GCM key per request, wrapped with RSA-OAEP-SHA256 under messPubKey:
 *   { t: wrappedKey, d: base64(iv || ciphertext || tag) }, the action name as additional data.
 *   The answer is { t: base64(fresh iv), d: base64(ciphertext || tag) } under the same key.
 */

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;

export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    bin += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(bin);
}

export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const keyCache = new Map<string, Promise<CryptoKey>>();

export function importRsaPublicKey(spkiBase64: string): Promise<CryptoKey> {
  let key = keyCache.get(spkiBase64);
  if (!key) {
    key = subtle().importKey(
      'spki',
      base64ToBytes(spkiBase64),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    keyCache.set(spkiBase64, key);
  }
  return key;
}

/** Encrypts a password or PIN with the single-use random from QryRandomNo. */
export async function encryptSecret(pwdPubKey: string, secret: string, random: string) {
  const key = await importRsaPublicKey(pwdPubKey);
  const plain = new TextEncoder().encode(JSON.stringify({ v: secret, r: random }));
  const sealed = await subtle().encrypt({ name: 'RSA-OAEP' }, key, plain);
  return bytesToBase64(new Uint8Array(sealed));
}

export interface SealedBody {
  t: string;
  d: string;
}

export interface BodySession {
  key: CryptoKey;
  sealed: SealedBody;
}

/** Seals one request body; keep the returned key to open the answer. */
export async function sealRequest(
  messPubKey: string,
  action: string,
  body: unknown,
): Promise<BodySession> {
  const rsa = await importRsaPublicKey(messPubKey);
  const key = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
    'decrypt',
  ]);
  const raw = new Uint8Array(await subtle().exportKey('raw', key));
  const wrapped = new Uint8Array(await subtle().encrypt({ name: 'RSA-OAEP' }, rsa, raw));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(body ?? {}));
  const ct = new Uint8Array(
    await subtle().encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(action) },
      key,
      data,
    ),
  );
  const packed = new Uint8Array(iv.length + ct.length);
  packed.set(iv, 0);
  packed.set(ct, iv.length);
  return { key, sealed: { t: bytesToBase64(wrapped), d: bytesToBase64(packed) } };
}

/** Opens an answer sealed by the server under the request's key. */
export async function openResponse<T = unknown>(
  key: CryptoKey,
  action: string,
  sealed: SealedBody,
): Promise<T> {
  const plain = await subtle().decrypt(
    {
      name: 'AES-GCM',
      iv: base64ToBytes(sealed.t),
      additionalData: new TextEncoder().encode(action),
    },
    key,
    base64ToBytes(sealed.d),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

export function isSealed(value: unknown): value is SealedBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SealedBody).t === 'string' &&
    typeof (value as SealedBody).d === 'string'
  );
}
