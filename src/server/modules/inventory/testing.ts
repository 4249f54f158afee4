import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';

/**
 * Puts a published product on a business's shelf straight in the database, for API tests and
 * benchmarks that sell it (the screens and actions that add products are tested on their own).
 */
export async function shelveProduct(
  db: Kysely<Database>,
  p: { merchantId: string; price: number; stock: number; discount?: number; lowStock?: number; name?: string },
): Promise<string> {
  const id = newId();
  const name = p.name ?? `Item ${id}`;
  const at = nowIso();
  await db
    .insertInto('products')
    .values({
      id,
      merchant_id: p.merchantId,
      product_no: `P${id}`,
      name,
      name_key: name.toLowerCase(),
      category_id: null,
      description: null,
      unit: 'pc',
      price: p.price,
      discount: p.discount ?? 0,
      stock: p.stock,
      low_stock: p.lowStock ?? 0,
      image_file_id: null,
      publish_status: '1',
      created_by: null,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .execute();
  return id;
}

/** A product's stock as the database holds it. */
export async function stockOf(db: Kysely<Database>, productId: string): Promise<number> {
  const row = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return Number(row.stock);
}
