import type { Kysely } from 'kysely';

/**
 * Indexes for look-ups that read whole tables before (found by running every API test's statements
 * through EXPLAIN QUERY PLAN; docs/operations.md, "Query plans"):
 * - a person's businesses (`merchants.owner_person_id`: KYC standing, and the wallet a phone
 *   number names, when paying a pay code or checking a payee's name);
 * - a role's holders (`memberships.role_id`: deleting a staff member's own role);
 * - a person's staff records (`staff_members.person_id`: read at every sign-in);
 * - a business's stock history, newest first, which sorted every row of the business for each page;
 * - the support queue, newest first, across businesses;
 * - the housekeeping deletes (expired one-time codes, registrations and sessions) and the unpaid
 *   subscription invoices job.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('merchants_owner_idx').on('merchants').columns(['owner_person_id', 'created_at']).execute();
  await db.schema.createIndex('memberships_role_idx').on('memberships').column('role_id').execute();
  await db.schema.createIndex('staff_members_person_idx').on('staff_members').column('person_id').execute();
  await db.schema.createIndex('stock_history_merchant_time_idx').on('stock_history').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('help_tickets_time_idx').on('help_tickets').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('otps_expiry_idx').on('otps').column('expires_at').execute();
  await db.schema.createIndex('registrations_expiry_idx').on('registrations').column('expires_at').execute();
  await db.schema.createIndex('sessions_expiry_idx').on('sessions').columns(['revoked_at', 'expires_at']).execute();
  await db.schema.createIndex('subscriptions_unpaid_idx').on('subscriptions').columns(['pay_status', 'created_at']).execute();
}

const NAMES = [
  'merchants_owner_idx',
  'memberships_role_idx',
  'staff_members_person_idx',
  'stock_history_merchant_time_idx',
  'help_tickets_time_idx',
  'otps_expiry_idx',
  'registrations_expiry_idx',
  'sessions_expiry_idx',
  'subscriptions_unpaid_idx',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of NAMES) await db.schema.dropIndex(name).execute();
}
