import type { Kysely } from 'kysely';

/**
 * The language a person last signed in with (their portal's language then), so what is sent to
 * them later, with nobody's request at hand (a notification digest), speaks it too. Unknown until
 * their next sign-in: such messages are in English, as they were.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').addColumn('locale', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').dropColumn('locale').execute();
}
