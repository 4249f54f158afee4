import type { Kysely } from 'kysely';

/**
 * `staff_members.frozen_from`: the status a frozen member had (A active, or P pending when frozen
 * before accepting the invitation), so unfreezing gives it back instead of making a member active
 * who never signed in. Null while the member is not frozen.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_members').addColumn('frozen_from', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_members').dropColumn('frozen_from').execute();
}
