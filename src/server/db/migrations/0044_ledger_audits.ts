import type { Kysely } from 'kysely';

/**
 * The nightly audit of the ledger (src/server/ledger/audit.ts): one row a run, which is also where
 * a run that works in slices keeps its place (`cursor`, the last account checked), so a node that
 * stops mid-run is followed by one that carries on from there.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_audits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    // Null while the run is under way.
    .addColumn('finished_at', 'text')
    // The id of the last account checked ('' before the first slice).
    .addColumn('cursor', 'text', (c) => c.notNull())
    .addColumn('accounts_checked', 'integer', (c) => c.notNull())
    .addColumn('problems', 'integer', (c) => c.notNull())
    // A JSON array of the first problems found, each a sentence naming the account and the sums.
    .addColumn('findings', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_audits_started_idx').on('ledger_audits').column('started_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_audits').execute();
}
