import type { Kysely } from 'kysely';

/**
 * A statement's file is worded in the language of the person who asked for it: the job that makes
 * it runs later, so the request keeps that language (locale), and so does a certified copy's
 * (certified_locale). Statements asked for before this are English, as their files were.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('statements').addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-US')).execute();
  await db.schema.alterTable('statements').addColumn('certified_locale', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('statements').dropColumn('certified_locale').execute();
  await db.schema.alterTable('statements').dropColumn('locale').execute();
}
