import type { Kysely } from 'kysely';

/** One-time codes and the single-use tickets a verified code hands to the next step. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('otps')
    .addColumn('jrn_no', 'text', (c) => c.primaryKey())
    .addColumn('busi_type', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text')
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('ticket_hash', 'text', (c) => c.unique())
    .addColumn('ticket_expires_at', 'text')
    .addColumn('ticket_used_at', 'text')
    .execute();
  await db.schema.createIndex('otps_recipient_idx').on('otps').columns(['recipient', 'busi_type', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('otps').ifExists().execute();
}
