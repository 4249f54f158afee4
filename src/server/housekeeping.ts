import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { isoAfter } from './db/util';

/**
 * Deletes what has outlived its use: spent or expired randoms, codes and registrations, and ended
 * sessions after a week. Idempotent, so every node may run it. The `secrets.expire` job runs it every 10
 * minutes (src/server/modules/money/runtime.ts).
 */
export async function tidy(db: Kysely<Database>): Promise<void> {
  const hourAgo = isoAfter(-3600_000);
  await db.deleteFrom('randoms').where('expires_at', '<', hourAgo).execute();
  await db.deleteFrom('otps').where('expires_at', '<', isoAfter(-24 * 3600_000)).execute();
  await db.deleteFrom('registrations').where('expires_at', '<', hourAgo).execute();
  await db.deleteFrom('sessions').where('revoked_at', '<', isoAfter(-7 * 24 * 3600_000)).execute();
  await db.deleteFrom('sessions').where('revoked_at', 'is', null).where('expires_at', '<', isoAfter(-7 * 24 * 3600_000)).execute();
}
