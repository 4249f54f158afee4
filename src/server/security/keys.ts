import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/util';

/**
 * The two RSA-3072 key pairs of the wire (docs/protocol.md): 'msg' wraps body keys, 'pwd' seals
 * passwords and PINs. Generated once and kept in the database so every server node shares them.
 */
export interface KeyPair {
  id: string;
  publicSpki: string;
  privateKey: crypto.KeyObject;
}

export interface KeyRing {
  msg: KeyPair;
  pwd: KeyPair;
}

type Purpose = 'msg' | 'pwd';

let processPairs: Partial<Record<Purpose, { spki: string; pem: string }>> = {};

function generate(): { spki: string; pem: string } {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 3072 });
  return {
    spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

async function ensureKey(
  db: Kysely<Database>,
  purpose: Purpose,
  reuseInProcess: boolean,
): Promise<KeyPair> {
  const id = `${purpose}-v1`;
  let row = await db.selectFrom('keys').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) {
    let pair = reuseInProcess ? processPairs[purpose] : undefined;
    if (!pair) {
      pair = generate();
      if (reuseInProcess) processPairs[purpose] = pair;
    }
    await db
      .insertInto('keys')
      .values({ id, purpose, public_spki: pair.spki, private_pem: pair.pem, active: 'Y', created_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await db.selectFrom('keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }
  return { id: row.id, publicSpki: row.public_spki, privateKey: crypto.createPrivateKey(row.private_pem) };
}

export async function loadKeyRing(db: Kysely<Database>, reuseInProcess = false): Promise<KeyRing> {
  return { msg: await ensureKey(db, 'msg', reuseInProcess), pwd: await ensureKey(db, 'pwd', reuseInProcess) };
}

/** Tests only: forget the per-process key pairs. */
export function resetProcessKeys(): void {
  processPairs = {};
}

export function rsaDecrypt(pair: KeyPair, base64: string): Buffer {
  return crypto.privateDecrypt(
    { key: pair.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  );
}

/** Opens a sealed request body: returns the JSON and the AES key to seal the answer with. */
export function openSealedBody(pair: KeyPair, action: string, t: string, d: string): { body: unknown; key: Buffer } {
  const key = rsaDecrypt(pair, t);
  if (key.length !== 32) throw new Error('bad body key');
  const packed = Buffer.from(d, 'base64');
  if (packed.length < 12 + 16) throw new Error('bad body');
  const iv = packed.subarray(0, 12);
  const tag = packed.subarray(packed.length - 16);
  const ct = packed.subarray(12, packed.length - 16);
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(action));
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([decipher.update(ct), decipher.final()]);
  return { body: JSON.parse(plain.toString('utf8')), key };
}

export function sealBody(key: Buffer, action: string, body: unknown): { t: string; d: string } {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(action));
  const ct = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { t: iv.toString('base64'), d: ct.toString('base64') };
}
