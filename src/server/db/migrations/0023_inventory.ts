import { type Kysely, sql } from 'kysely';

/**
 * Inventory (spec 001 sections 2, 4, 5 and 7): what a business sells, grouped in categories, with
 * the stock it holds and every change of that stock.
 *
 * - `product_categories`: a business's categories (name up to 20 words, description up to 50), in
 *   the order the merchant gives them. A name is unique per business, compared case-insensitively
 *   through `name_key`.
 * - `products`: name (unique per business among products not deleted), category, price and
 *   discount (integer minor units, the discount never above the price), stock on hand, the level
 *   at or below which stock counts as low, image (a file of the file service) and the publish
 *   status (0 off shelf, 1 on shelf, 2 pending). The stock statuses 3-5 (understock, out of stock,
 *   available) follow from `stock` and `low_stock`, so they are never stored twice. A deleted
 *   product keeps its row (`deleted_at`) for the goods orders that name it.
 * - `stock_history`: one row per change of a product's stock: the change, the stock after it, why
 *   (create, adjust, upload, sale, return) and the goods order or person behind it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_categories_name_unique', ['merchant_id', 'name_key'])
    .execute();
  await db.schema
    .createIndex('product_categories_order_idx')
    .on('product_categories')
    .columns(['merchant_id', 'sort_order', 'id'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('product_no', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.references('product_categories.id'))
    .addColumn('description', 'text')
    .addColumn('unit', 'text')
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('low_stock', 'integer', (c) => c.notNull())
    .addColumn('image_file_id', 'text')
    .addColumn('publish_status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addUniqueConstraint('products_no_unique', ['merchant_id', 'product_no'])
    .execute();
  await db.schema.createIndex('products_merchant_created_idx').on('products').columns(['merchant_id', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .columns(['merchant_id', 'category_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_name_unique')
    .on('products')
    .columns(['merchant_id', 'name_key'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('stock_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('stock_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text')
    .addColumn('person_id', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_history_product_idx')
    .on('stock_history')
    .columns(['merchant_id', 'product_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('stock_history_order_idx').on('stock_history').columns(['merchant_id', 'order_no']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_history').ifExists().execute();
  await db.schema.dropTable('products').ifExists().execute();
  await db.schema.dropTable('product_categories').ifExists().execute();
}
