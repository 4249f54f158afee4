import type { Kysely } from 'kysely';

/**
 * An audit row's sentence can be worded in its reader's language: the catalogue code of its words
 * and their parameters (JSON). `detail` keeps the default language's words, for CSV search and
 * for rows written before this (they have no code and read as stored).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_trail').addColumn('detail_code', 'text').execute();
  await db.schema.alterTable('audit_trail').addColumn('detail_params', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_trail').dropColumn('detail_params').execute();
  await db.schema.alterTable('audit_trail').dropColumn('detail_code').execute();
}
