import { type Kysely, sql } from 'kysely';

/**
 * Sales placed and never paid, suspended or closed (accept status U1) are closed after a day by
 * the `checkout.unpaid` job (docs/areas/checkout.md). This partial index holds those sales only,
 * by age, so the job reads the few it closes, never the business's whole history.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('goods_orders_unpaid_idx').on('goods_orders').columns(['created_at']).where(sql.ref('accept_status'), '=', 'U1').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('goods_orders_unpaid_idx').execute();
}
