import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { SniffedType, UploadKind } from '../../../shared/rules/uploads';
import type { Config } from '../../config';
import type { Database, FileTable } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import { BizError } from '../../http/errors';
import { fileStorage, newStorageKey } from './files.storage';

/**
 * The file service other modules call: store accepted uploads, read a file for its owner, and
 * sign download URLs that an <img> tag can use without headers (docs/protocol.md, '## Files').
 */
export interface StoredFile {
  fileId: string;
  kind: string;
  mime: string;
  size: number;
  name: string;
  merchantId: string | null;
  personId: string;
}

export interface FileOwner {
  personId: string;
  merchantId: string | null;
}

/** A business file is any session of that merchant's; a person's own file is that person's only. */
export function ownsFile(file: { merchantId: string | null; personId: string }, owner: FileOwner): boolean {
  if (file.merchantId !== null) return owner.merchantId === file.merchantId;
  return owner.personId === file.personId;
}

type FileRecord = StoredFile & { storageKey: string; sha256: string };

function fileRecord(row: Selectable<FileTable>): FileRecord {
  return {
    fileId: row.id,
    kind: row.kind,
    mime: row.mime,
    size: Number(row.size),
    name: row.original_name,
    merchantId: row.merchant_id,
    personId: row.person_id,
    storageKey: row.storage_key,
    sha256: row.sha256,
  };
}

export async function findStoredFile(db: Kysely<Database>, fileId: string): Promise<FileRecord | null> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst();
  return row ? fileRecord(row) : null;
}

/** Several stored files in one query (those that exist, in no particular order). */
export async function findStoredFiles(db: Kysely<Database>, fileIds: string[]): Promise<FileRecord[]> {
  if (fileIds.length === 0) return [];
  const rows = await db.selectFrom('files').selectAll().where('id', 'in', fileIds).execute();
  return rows.map(fileRecord);
}

/** Reads the bytes of a stored record, checking them against the digest taken at upload. */
export async function readFileBytes(config: Config, file: { storageKey: string; sha256: string }): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await fileStorage(config).get(file.storageKey);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new BizError('MMCP3002');
    throw error;
  }
  if (crypto.createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
    throw new Error('stored file does not match its digest');
  }
  return bytes;
}

/**
 * A file and its bytes for its owner; anything else (unknown id, another merchant's file,
 * another person's own file) is refused alike with MMCP3002, so ids cannot be probed.
 */
export async function readStoredFile(
  db: Kysely<Database>,
  config: Config,
  fileId: string,
  owner: { personId: string; merchantId: string | null },
): Promise<{
  file: { fileId: string; kind: string; mime: string; size: number; name: string; merchantId: string | null; personId: string };
  bytes: Buffer;
}> {
  const found = await findStoredFile(db, fileId);
  if (!found || !ownsFile(found, owner)) throw new BizError('MMCP3002');
  const bytes = await readFileBytes(config, found);
  const { storageKey: _key, sha256: _digest, ...file } = found;
  return { file, bytes };
}

export interface AcceptedUpload {
  /** Already sanitised (sanitizeFileName). */
  name: string;
  mime: string;
  type: SniffedType | null;
  bytes: Buffer;
}

/**
 * Stores accepted files: bytes first (each written atomically), then the records in one
 * transaction; if the records fail, the bytes are removed again.
 */
export async function saveFiles(
  db: Kysely<Database>,
  config: Config,
  owner: FileOwner,
  kind: UploadKind,
  uploads: AcceptedUpload[],
): Promise<StoredFile[]> {
  const storage = fileStorage(config);
  const now = new Date();
  const rows = uploads.map((u) => {
    const id = newId();
    return {
      id,
      merchant_id: owner.merchantId,
      person_id: owner.personId,
      kind,
      original_name: u.name,
      mime: u.mime,
      size: u.bytes.length,
      sha256: crypto.createHash('sha256').update(u.bytes).digest('hex'),
      storage_key: newStorageKey(id, now),
      created_at: nowIso(),
    };
  });
  const written: string[] = [];
  try {
    for (const [i, row] of rows.entries()) {
      await storage.put(row.storage_key, uploads[i]!.bytes);
      written.push(row.storage_key);
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('files').values(rows).execute();
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return rows.map((r) => ({
    fileId: r.id,
    kind: r.kind,
    mime: r.mime,
    size: r.size,
    name: r.original_name,
    merchantId: r.merchant_id,
    personId: r.person_id,
  }));
}

// ---- signed download URLs -------------------------------------------------------------------

const SECRET_ID = 'file-url-v1';
const secrets = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/**
 * The HMAC key of download URLs: made once and kept in the keys table (like the RSA keys), so
 * every server node signs and checks alike.
 */
function urlSecret(db: Kysely<Database>): Promise<Buffer> {
  let pending = secrets.get(db);
  if (!pending) {
    pending = (async () => {
      let row = await db.selectFrom('keys').select('private_pem').where('id', '=', SECRET_ID).executeTakeFirst();
      if (!row) {
        await db
          .insertInto('keys')
          .values({
            id: SECRET_ID,
            purpose: 'file-url',
            public_spki: '',
            private_pem: crypto.randomBytes(32).toString('base64'),
            active: 'Y',
            created_at: nowIso(),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        row = await db.selectFrom('keys').select('private_pem').where('id', '=', SECRET_ID).executeTakeFirstOrThrow();
      }
      return Buffer.from(row.private_pem, 'base64');
    })();
    pending.catch(() => secrets.delete(db));
    secrets.set(db, pending);
  }
  return pending;
}

function signature(secret: Buffer, fileId: string, fileName: string, exp: number): string {
  return crypto.createHmac('sha256', secret).update(`v1\n${fileId}\n${fileName}\n${exp}`).digest('base64url');
}

/**
 * `/file/download?fileId=…&fileName=…&exp=…&sig=…`: whoever holds it may fetch the file until
 * `exp` (Unix seconds), by default `config.files.urlTtlSeconds` (1 hour) from now. Give it only
 * to the file's owner (after `readStoredFile` or an ownership check).
 */
export async function signedFileUrl(
  db: Kysely<Database>,
  config: Config,
  file: { fileId: string; name: string },
  options: { ttlSeconds?: number; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const exp = Math.floor(now.getTime() / 1000) + (options.ttlSeconds ?? config.files.urlTtlSeconds);
  const sig = signature(await urlSecret(db), file.fileId, file.name, exp);
  const query = new URLSearchParams({ fileId: file.fileId, fileName: file.name, exp: String(exp), sig });
  return `/file/download?${query.toString()}`;
}

/** True when the query of a download URL was signed here and has not expired. */
export async function verifySignedFileUrl(
  db: Kysely<Database>,
  query: { fileId?: unknown; fileName?: unknown; exp?: unknown; sig?: unknown },
  now: Date = new Date(),
): Promise<boolean> {
  const { fileId, fileName, exp, sig } = query;
  if (typeof fileId !== 'string' || typeof fileName !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return false;
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(await urlSecret(db), fileId, fileName, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
