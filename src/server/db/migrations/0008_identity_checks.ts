import type { Kysely } from 'kysely';

/**
 * Identity checks of persons against the registry (the identity rail), and what a person's own
 * identity state needs: the ID document uploaded and recognised, the latest check's status and
 * the person's KYC status.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identity_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('merchant_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_no', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    // 02 initialise, 03 process, 00 pass, 01 fail (spec 000 section 3)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('rail_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('identity_checks_person_idx').on('identity_checks').columns(['person_id', 'created_at']).execute();
  await db.schema.createIndex('identity_checks_status_idx').on('identity_checks').columns(['status', 'updated_at']).execute();

  await db.schema.alterTable('persons').addColumn('id_upload_flag', 'text', (c) => c.notNull().defaultTo('N')).execute();
  await db.schema.alterTable('persons').addColumn('id_file_id', 'text').execute();
  await db.schema.alterTable('persons').addColumn('peleza_status', 'text').execute();
  await db.schema.alterTable('persons').addColumn('kyc_status', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['kyc_status', 'peleza_status', 'id_file_id', 'id_upload_flag']) {
    await db.schema.alterTable('persons').dropColumn(column).execute();
  }
  await db.schema.dropTable('identity_checks').ifExists().execute();
}
