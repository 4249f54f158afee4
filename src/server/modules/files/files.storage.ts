import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Where file bytes live, by storage key. A local folder now; an S3-compatible bucket can implement
 * the same three calls and be chosen in `fileStorage` by configuration. Keys are made by the
 * server (`newStorageKey`), never taken from a request.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** `YYYY/MM/<file id>`: only what the server generates passes (no traversal, even from a bad row). */
const KEY_RE = /^\d{4}\/\d{2}\/[a-z0-9]{8,64}$/;

export function newStorageKey(fileId: string, at: Date = new Date()): string {
  const key = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${fileId}`;
  if (!KEY_RE.test(key)) throw new Error('bad file id for a storage key');
  return key;
}

export function filesDir(config: Config): string {
  return config.files.dir ?? path.join(config.dataDir, 'files');
}

/** A folder on the local disk; writes are atomic (a temp file beside the target, then rename). */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    if (!KEY_RE.test(key)) throw new Error('invalid storage key');
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      const handle = await fs.open(temp, 'wx', 0o640);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      return fs.readFile(resolve(key));
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** The storage the configuration names (only the local folder for now). */
export function fileStorage(config: Config): FileStorage {
  return localFileStorage(filesDir(config));
}
