import type { Kysely } from 'kysely';

/**
 * A password someone else set (a staff member's invitation or reset) is temporary: it works until
 * `temp_password_until`, and the portal asks its holder to choose their own. Choosing one clears
 * it. Null: the person chose their password.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').addColumn('temp_password_until', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').dropColumn('temp_password_until').execute();
}
