import type { Kysely } from 'kysely';

/** Login devices (trusted or not) and PIN authorizations of money orders. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text')
    .addColumn('browser', 'text')
    .addColumn('os_version', 'text')
    .addColumn('trusted', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text', (c) => c.notNull())
    .addColumn('last_ip', 'text')
    .addUniqueConstraint('devices_person_device_uq', ['person_id', 'device_id'])
    .execute();

  await db.schema.alterTable('persons').addColumn('new_device_otp', 'text', (c) => c.notNull().defaultTo('Y')).execute();

  await db.schema
    .createTable('pin_authorizations')
    .addColumn('auth_tx_code', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('need_otp', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('otp_jrn_no', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('authorized_at', 'text')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('pin_authorizations_person_idx').on('pin_authorizations').columns(['person_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pin_authorizations').ifExists().execute();
  await db.schema.alterTable('persons').dropColumn('new_device_otp').execute();
  await db.schema.dropTable('devices').ifExists().execute();
}
