import type { Kysely } from 'kysely';

/**
 * The provider's own content in each language it supports: help processes, home banners and mini
 * apps get `translations`, JSON of the texts per locale with the row's column names
 * (`{"zh-CN": {"title": "…", "summary": "…"}}`). The columns keep the default language's (en-US)
 * words and answer for any text a row has no translation of. Plain text, parsed in TypeScript, so
 * SQLite and PostgreSQL read it alike.
 */
const TABLES = ['help_processes', 'home_banners', 'mini_apps'];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('translations', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('translations').execute();
}
