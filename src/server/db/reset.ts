import { type Kysely, Migrator, NO_MIGRATIONS } from 'kysely';
import { migrationProvider } from './database';
import type { Database } from './schema';

/** Drops every table by running the migrations down; the next start migrates and seeds again. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw error;
}
