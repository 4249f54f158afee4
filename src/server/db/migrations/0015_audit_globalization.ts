import type { Kysely } from 'kysely';

/**
 * Audit trail, devices and globalization: each audit row keeps what changed (a JSON object
 * `{before, after}` of the changed fields, secrets already dropped by the router) and the device it
 * came from; the trail is filtered by person and by event behind their own indexes. The business's
 * global settings (spec 000 section 9, QryMercGlobalSetInfo / UpdMercGlobalSetInfo): the date
 * display option and the language, one row per business (no row: the defaults).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_trail').addColumn('changes', 'text').execute();
  await db.schema.alterTable('audit_trail').addColumn('device_id', 'text').execute();
  await db.schema.alterTable('audit_trail').addColumn('device_name', 'text').execute();
  await db.schema.createIndex('audit_trail_person_idx').on('audit_trail').columns(['merchant_id', 'person_id', 'created_at']).execute();
  await db.schema.createIndex('audit_trail_event_idx').on('audit_trail').columns(['merchant_id', 'event', 'created_at']).execute();

  await db.schema
    .createTable('merchant_settings')
    .addColumn('merchant_id', 'text', (c) => c.primaryKey().references('merchants.id'))
    .addColumn('date_format', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('merchant_settings').execute();
  await db.schema.dropIndex('audit_trail_event_idx').execute();
  await db.schema.dropIndex('audit_trail_person_idx').execute();
  await db.schema.alterTable('audit_trail').dropColumn('device_name').execute();
  await db.schema.alterTable('audit_trail').dropColumn('device_id').execute();
  await db.schema.alterTable('audit_trail').dropColumn('changes').execute();
}
