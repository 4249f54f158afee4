import type { Kysely } from 'kysely';

/**
 * An approval's summary can be worded in its reader's language: the catalogue code of its words
 * and their parameters (JSON). `summary` keeps the default language's words, for the audit trail
 * and for approvals made before this.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('approvals').addColumn('summary_code', 'text').execute();
  await db.schema.alterTable('approvals').addColumn('summary_params', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('approvals').dropColumn('summary_params').execute();
  await db.schema.alterTable('approvals').dropColumn('summary_code').execute();
}
