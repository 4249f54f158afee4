import type { Kysely } from 'kysely';

/**
 * A suspended sale (pay status HS) that was cancelled kept its HS, so it stayed in the suspended
 * sales a cashier may resume, though resuming it was refused. CloseOrder now ends the suspension;
 * this moves the sales cancelled before that out of the list the same way (WP, no longer hung).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('goods_orders').set({ pay_status: 'WP', hung_at: null }).where('pay_status', '=', 'HS').where('accept_status', '=', 'CL').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(_db: Kysely<any>): Promise<void> {
  // Which sales were suspended when cancelled is not kept: nothing to put back.
}
