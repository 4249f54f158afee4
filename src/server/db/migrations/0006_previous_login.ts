import type { Kysely } from 'kysely';

/** The sign-in before the current one, which is what "last log in" means to the person. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').addColumn('previous_login_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').dropColumn('previous_login_at').execute();
}
