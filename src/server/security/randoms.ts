import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoAfter, nowIso, sha256 } from '../db/util';

/**
 * Single-use randoms (QryRandomNo): 16 bytes hex, bound to a session or, before login, to a device,
 * kept only as a hash, consumed by one atomic update so a replayed ciphertext is refused.
 */
export async function issueRandom(db: Kysely<Database>, boundTo: string, ttlSeconds: number): Promise<string> {
  const value = crypto.randomBytes(16).toString('hex');
  await db
    .insertInto('randoms')
    .values({ value_hash: sha256(value), bound_to: boundTo, expires_at: isoAfter(ttlSeconds * 1000), used_at: null })
    .execute();
  return value;
}

export async function consumeRandom(db: Kysely<Database>, value: string, boundTo: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('randoms')
    .set({ used_at: now })
    .where('value_hash', '=', sha256(value))
    .where('bound_to', '=', boundTo)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
