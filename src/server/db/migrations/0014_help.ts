import type { Kysely } from 'kysely';

/**
 * The help center (spec 000 sections 2, 3 and 7): the provider's support agents are persons with
 * `platform_role` SUPPORT (null for merchants' people); the service processes the provider
 * publishes (CommonTickets); the tickets a business raises (status 0 unresolved, 2 in progress,
 * 1 addressed, 3 cancel) with their conversation; and call-back requests (P pending, C called,
 * X cancelled).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('persons').addColumn('platform_role', 'text').execute();

  await db.schema
    .createTable('help_processes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    // The steps, one per line.
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('help_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_no', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('ticket_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('issue_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact_channel', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('files.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('agent_person_id', 'text', (c) => c.references('persons.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('responded_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('help_tickets_merchant_idx').on('help_tickets').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('help_tickets_merchant_status_idx').on('help_tickets').columns(['merchant_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('help_tickets_status_idx').on('help_tickets').columns(['status', 'created_at', 'id']).execute();

  await db.schema
    .createTable('help_ticket_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('help_tickets.id'))
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    // M the merchant's side, S the provider's support.
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('files.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('help_ticket_messages_ticket_idx').on('help_ticket_messages').columns(['ticket_id', 'created_at']).execute();

  await db.schema
    .createTable('help_callbacks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('person_id', 'text', (c) => c.notNull().references('persons.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('preferred_time', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    .addColumn('agent_person_id', 'text', (c) => c.references('persons.id'))
    .execute();
  await db.schema.createIndex('help_callbacks_merchant_idx').on('help_callbacks').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('help_callbacks_status_idx').on('help_callbacks').columns(['status', 'preferred_time', 'id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('help_ticket_messages').ifExists().execute();
  await db.schema.dropTable('help_callbacks').ifExists().execute();
  await db.schema.dropTable('help_tickets').ifExists().execute();
  await db.schema.dropTable('help_processes').ifExists().execute();
  await db.schema.alterTable('persons').dropColumn('platform_role').execute();
}
