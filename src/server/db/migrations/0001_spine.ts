import type { Kysely } from 'kysely';

/** The spine: businesses, people, roles, stores, menu, sessions, keys, counters, audit, outbox. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merc_no', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('abbr', 'text', (c) => c.notNull())
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('setup_status', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('id_upload_flag', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('kyc_level', 'text', (c) => c.notNull().defaultTo('00'))
    .addColumn('kyc_status', 'text', (c) => c.notNull().defaultTo('01'))
    .addColumn('plan_code', 'text')
    .addColumn('plan_expires_at', 'text')
    .addColumn('parent_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('A'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('persons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_no', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pin_hash', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('A'))
    .addColumn('last_merchant_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('functions')
    .addColumn('func_no', 'text', (c) => c.primaryKey())
    .addColumn('parent_no', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_system', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roles_merchant_idx').on('roles').columns(['merchant_id', 'code']).execute();

  await db.schema
    .createTable('role_functions')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('func_no', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_functions_pk', ['role_id', 'func_no'])
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id'))
    .addColumn('designation', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('A'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('memberships_person_merchant_uq', ['person_id', 'merchant_id'])
    .execute();
  await db.schema.createIndex('memberships_merchant_idx').on('memberships').column('merchant_id').execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('store_no', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('head_office', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('storefront', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('push_flag', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stores_merchant_created_idx')
    .on('stores')
    .columns(['merchant_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('menu_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('page_key', 'text')
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('hidden', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('func_no', 'text')
    .addColumn('trans_typ_id', 'text')
    .addColumn('subscription', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('web_link', 'text')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prev_token_hash', 'text')
    .addColumn('prev_valid_until', 'text')
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('merchant_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('store_id', 'text', (c) => c.references('stores.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoke_code', 'text')
    .addColumn('stepped_up_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_prev_token_idx').on('sessions').column('prev_token_hash').execute();
  await db.schema.createIndex('sessions_person_idx').on('sessions').column('person_id').execute();

  await db.schema
    .createTable('randoms')
    .addColumn('value_hash', 'text', (c) => c.primaryKey())
    .addColumn('bound_to', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('randoms_expires_idx').on('randoms').column('expires_at').execute();

  await db.schema
    .createTable('keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('public_spki', 'text', (c) => c.notNull())
    .addColumn('private_pem', 'text', (c) => c.notNull())
    .addColumn('active', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('attempts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('attempts_pk', ['kind', 'subject'])
    .execute();

  await db.schema
    .createTable('audit_trail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('person_id', 'text')
    .addColumn('operator_name', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('store_name', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_trail_merchant_created_idx')
    .on('audit_trail')
    .columns(['merchant_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_recipient_idx').on('outbox').columns(['recipient', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'outbox',
    'audit_trail',
    'attempts',
    'keys',
    'randoms',
    'sessions',
    'menu_entries',
    'stores',
    'memberships',
    'role_functions',
    'roles',
    'functions',
    'persons',
    'merchants',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
