import type { Kysely } from 'kysely';

/**
 * A notification can be worded in its reader's language: the catalogue codes of its title and
 * body and their parameters (JSON). `title` and `body` keep the default language's words, for the
 * e-mail and SMS digests, search, and notifications made before this.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('title_code', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('body_code', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('text_params', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('text_params').execute();
  await db.schema.alterTable('notifications').dropColumn('body_code').execute();
  await db.schema.alterTable('notifications').dropColumn('title_code').execute();
}
