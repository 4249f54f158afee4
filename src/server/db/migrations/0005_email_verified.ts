import type { Kysely } from 'kysely';

/** Whether the person's e-mail address was proven with a code. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').addColumn('email_verified', 'text', (c) => c.notNull().defaultTo('N')).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').dropColumn('email_verified').execute();
}
