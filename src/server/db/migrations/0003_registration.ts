import type { Kysely } from 'kysely';

/** Registration in progress, and the person's identity document. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id_type', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('id_type', 'text')
    .addColumn('id_no', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('person_id', 'text')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('persons').addColumn('id_type', 'text').execute();
  await db.schema.alterTable('persons').addColumn('id_no', 'text').execute();
  await db.schema.createIndex('persons_id_document_uq').on('persons').columns(['id_type', 'id_no']).unique().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('persons_id_document_uq').ifExists().execute();
  await db.schema.alterTable('persons').dropColumn('id_no').execute();
  await db.schema.alterTable('persons').dropColumn('id_type').execute();
  await db.schema.dropTable('registrations').ifExists().execute();
}
