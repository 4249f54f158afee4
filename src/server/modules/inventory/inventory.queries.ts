import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Product, ProductCategory, StatusCounts, StockChange } from '../../../shared/actions/inventory';
import { type InventoryStatus, type PublishStatus, stockStatusOf } from '../../../shared/rules/inventory';
import type { Config } from '../../config';
import type { Database, ProductTable } from '../../db/schema';
import { toNairobi14 } from '../../db/util';
import { signedFileUrl } from '../files/files.service';

/** Plain query functions of the inventory area; every one is scoped to the caller's business. */

type Db = Kysely<Database>;

export type ProductRow = ProductTable & { category_name: string | null };

export interface ProductFilter {
  keyword?: string;
  categoryId?: string;
  status?: InventoryStatus;
}

function productsOf(db: Db, merchantId: string) {
  return db
    .selectFrom('products')
    .leftJoin('product_categories', 'product_categories.id', 'products.category_id')
    .where('products.merchant_id', '=', merchantId)
    .where('products.deleted_at', 'is', null);
}

function filtered<O>(q: SelectQueryBuilder<Database & { product_categories: Database['product_categories'] }, 'products' | 'product_categories', O>, f: ProductFilter) {
  let out = q;
  const keyword = f.keyword?.trim().toLowerCase();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    out = out.where((eb) =>
      eb.or([eb('products.name_key', 'like', sql<string>`${like} escape '\\'`), eb(sql`lower(products.product_no)`, 'like', sql<string>`${like} escape '\\'`)]),
    );
  }
  if (f.categoryId) out = out.where('products.category_id', '=', f.categoryId);
  switch (f.status) {
    case '0':
    case '1':
    case '2':
      out = out.where('products.publish_status', '=', f.status);
      break;
    case '3':
      out = out.where('products.stock', '>', 0).where(sql<boolean>`products.stock <= products.low_stock`);
      break;
    case '4':
      out = out.where('products.stock', '<=', 0);
      break;
    case '5':
      out = out.where('products.stock', '>', 0).where(sql<boolean>`products.stock > products.low_stock`);
      break;
  }
  return out;
}

/** One page of products, newest first, behind (merchant_id, created_at, id). */
export async function productPage(db: Db, merchantId: string, f: ProductFilter, page: { limit: number; offset: number }) {
  const base = filtered(productsOf(db, merchantId), f);
  const rows = (await base
    .selectAll('products')
    .select('product_categories.name as category_name')
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()) as ProductRow[];
  return { rows, base };
}

/** Every product matching a filter (the batch download), newest first, at most `cap`. */
export async function productsMatching(db: Db, merchantId: string, f: ProductFilter, cap: number): Promise<ProductRow[]> {
  return (await filtered(productsOf(db, merchantId), f)
    .selectAll('products')
    .select('product_categories.name as category_name')
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(cap)
    .execute()) as ProductRow[];
}

export async function findProduct(db: Db, merchantId: string, productId: string): Promise<ProductRow | undefined> {
  return (await productsOf(db, merchantId)
    .selectAll('products')
    .select('product_categories.name as category_name')
    .where('products.id', '=', productId)
    .executeTakeFirst()) as ProductRow | undefined;
}

/** How many products of the business are in each status (the list's tabs and the chart). */
export async function statusCounts(db: Db, merchantId: string): Promise<StatusCounts> {
  const n = (cond: ReturnType<typeof sql>) => sql<number>`coalesce(sum(case when ${cond} then 1 else 0 end), 0)`;
  const row = await db
    .selectFrom('products')
    .select([
      sql<number>`count(*)`.as('all'),
      n(sql`publish_status = '0'`).as('offShelf'),
      n(sql`publish_status = '1'`).as('onShelf'),
      n(sql`publish_status = '2'`).as('pending'),
      n(sql`stock > 0 and stock <= low_stock`).as('understock'),
      n(sql`stock <= 0`).as('outOfStock'),
      n(sql`stock > low_stock and stock > 0`).as('available'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    all: Number(row.all),
    offShelf: Number(row.offShelf),
    onShelf: Number(row.onShelf),
    pending: Number(row.pending),
    understock: Number(row.understock),
    outOfStock: Number(row.outOfStock),
    available: Number(row.available),
  };
}

export async function productRecord(db: Db, config: Config, row: ProductRow): Promise<Product> {
  const price = Number(row.price);
  const discount = Number(row.discount);
  const stock = Number(row.stock);
  const lowStock = Number(row.low_stock);
  return {
    productId: row.id,
    productNo: row.product_no,
    name: row.name,
    categoryId: row.category_id,
    categoryName: row.category_name,
    description: row.description,
    unit: row.unit,
    price,
    discount,
    sellingPrice: price - discount,
    stock,
    lowStock,
    status: row.publish_status as PublishStatus,
    stockStatus: stockStatusOf(stock, lowStock),
    imageFileId: row.image_file_id,
    imageUrl: row.image_file_id ? await signedFileUrl(db, config, { fileId: row.image_file_id, name: `${row.product_no}.img` }) : null,
    createdAt: toNairobi14(row.created_at),
    updatedAt: toNairobi14(row.updated_at),
  };
}

/** The business's categories in their order, each with its number of products. */
export async function categoryList(db: Db, merchantId: string): Promise<ProductCategory[]> {
  const rows = await db
    .selectFrom('product_categories as c')
    .select(['c.id', 'c.name', 'c.description', 'c.sort_order', 'c.created_at'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.merchant_id', '=', 'c.merchant_id')
        .whereRef('p.category_id', '=', 'c.id')
        .where('p.deleted_at', 'is', null)
        .as('product_count'),
    )
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    categoryId: r.id,
    name: r.name,
    description: r.description,
    sortOrder: Number(r.sort_order),
    productCount: Number(r.product_count ?? 0),
    createdAt: toNairobi14(r.created_at),
  }));
}

export async function findCategory(db: Db, merchantId: string, categoryId: string) {
  return db.selectFrom('product_categories').selectAll().where('merchant_id', '=', merchantId).where('id', '=', categoryId).executeTakeFirst();
}

export async function categoryRecord(db: Db, merchantId: string, categoryId: string): Promise<ProductCategory> {
  const found = (await categoryList(db, merchantId)).find((c) => c.categoryId === categoryId);
  if (!found) throw new Error(`category ${categoryId} vanished`);
  return found;
}

/** One page of stock changes, newest first (of one product, or of the whole business). */
export async function stockHistoryPage(db: Db, merchantId: string, productId: string | undefined, page: { limit: number; offset: number }) {
  let base = db
    .selectFrom('stock_history as h')
    .innerJoin('products as p', 'p.id', 'h.product_id')
    .leftJoin('persons as who', 'who.id', 'h.person_id')
    .where('h.merchant_id', '=', merchantId);
  if (productId) base = base.where('h.product_id', '=', productId);
  const rows = await base
    .select(['h.id', 'h.product_id', 'p.name as product_name', 'h.change', 'h.stock_after', 'h.reason', 'h.order_no', 'h.created_at'])
    .select(['who.first_name', 'who.last_name'])
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const list: StockChange[] = rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    change: Number(r.change),
    stockAfter: Number(r.stock_after),
    reason: r.reason,
    orderNo: r.order_no,
    operatorName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
    createdAt: toNairobi14(r.created_at),
  }));
  return { list, base };
}
