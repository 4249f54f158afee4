import {
  AddProduct,
  AddProductCategory,
  CheckProductCategoryName,
  CheckProductName,
  DeleteProduct,
  DeleteProductCategory,
  EditProduct,
  EditProductCategory,
  PublishProduct,
  QueryProductCategory,
  QueryProductDetail,
  QueryProductList,
  QueryStockHistory,
  SortProductCategory,
  UnpublishProduct,
} from '../../../shared/actions/inventory';
import { DEFAULT_LOW_STOCK, discountProblem, inventoryNameKey } from '../../../shared/rules/inventory';
import { isUniqueViolation } from '../../db/database';
import { totalOf } from '../../db/paging';
import { newId, nowIso, randomDigits } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { ruleError } from '../../http/errors';
import { productBatchActions } from './batch.actions';
import { checkProductImage, refuse } from './inventory.checks';
import {
  categoryList,
  categoryRecord,
  findCategory,
  findProduct,
  type ProductRow,
  productPage,
  productRecord,
  statusCounts,
  stockHistoryPage,
} from './inventory.queries';

/**
 * Inventory actions (docs/areas/inventory.md). Function 22 Inventory: 2201 view, 2202 manage (the
 * spec's add and edit); every action needs an active plan (subscription-gated area).
 */
export const VIEW = { funcNo: '2201', subscription: true } as const;
export const MANAGE = { funcNo: '2202', subscription: true } as const;

type Db = SessionContext['db'];

async function nameTaken(db: Db, merchantId: string, key: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where('merchant_id', '=', merchantId).where('name_key', '=', key).where('deleted_at', 'is', null);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

async function categoryNameTaken(db: Db, merchantId: string, key: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('product_categories').select('id').where('merchant_id', '=', merchantId).where('name_key', '=', key);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

function auditView(row: Pick<ProductRow, 'name' | 'price' | 'discount' | 'stock' | 'low_stock' | 'publish_status' | 'category_id' | 'image_file_id'>) {
  return {
    name: row.name,
    price: Number(row.price),
    discount: Number(row.discount),
    stock: Number(row.stock),
    lowStock: Number(row.low_stock),
    status: row.publish_status,
    categoryId: row.category_id,
    imageFileId: row.image_file_id,
  };
}

interface ProductInput {
  name: string;
  categoryId?: string | null;
  description?: string;
  unit?: string;
  price: number;
  discount: number;
  stock: number;
  lowStock?: number;
  status: '0' | '1' | '2';
  imageFileId?: string | null;
}

/** The checks an added or edited product passes before anything is written. */
async function checkProduct(ctx: SessionContext, input: ProductInput, productId?: string, currentImage?: string | null) {
  const merchantId = ctx.session.merchantId;
  const problem = discountProblem(input.price, input.discount);
  if (problem) throw ruleError(ctx.locale, 'discount', problem);
  if (input.categoryId && !(await findCategory(ctx.db, merchantId, input.categoryId))) throw refuse(ctx.locale, 'MMCP5805', 'categoryId');
  const key = inventoryNameKey(input.name);
  if (await nameTaken(ctx.db, merchantId, key, productId)) throw refuse(ctx.locale, 'MMCP5803', 'name');
  // An unchanged image was checked when it was set.
  if (input.imageFileId && input.imageFileId !== currentImage) await checkProductImage(ctx, input.imageFileId);
  return key;
}

async function answerProduct(ctx: SessionContext, productId: string) {
  const row = await findProduct(ctx.db, ctx.session.merchantId, productId);
  if (!row) throw refuse(ctx.locale, 'MMCP5802', 'productId');
  return { product: await productRecord(ctx.db, ctx.config, row) };
}

/** Moves products between publish statuses; answers how many changed. */
async function setPublish(ctx: SessionContext, productIds: string[], to: '0' | '1') {
  const merchantId = ctx.session.merchantId;
  const rows = await ctx.db
    .selectFrom('products')
    .select(['id', 'name', 'publish_status'])
    .where('merchant_id', '=', merchantId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', productIds)
    .execute();
  if (rows.length !== new Set(productIds).size) throw refuse(ctx.locale, 'MMCP5802', 'productIds');
  const changing = rows.filter((r) => r.publish_status !== to);
  if (changing.length > 0) {
    await ctx.db
      .updateTable('products')
      .set({ publish_status: to, updated_at: nowIso() })
      .where('merchant_id', '=', merchantId)
      .where(
        'id',
        'in',
        changing.map((r) => r.id),
      )
      .execute();
  }
  await ctx.audit({
    event: to === '1' ? 'PRODUCT_PUBLISH' : 'PRODUCT_UNPUBLISH',
    detail: { code: 'AUDIT_NAMES', params: { names: rows.map((r) => r.name).join(', ') } },
  });
  return { count: changing.length };
}

export const inventoryActions = [
  // ---- categories ---------------------------------------------------------------------------
  sessionAction(QueryProductCategory, VIEW, async (_input, ctx) => {
    const list = await categoryList(ctx.db, ctx.session.merchantId);
    return { list, total: list.length };
  }),

  sessionAction(CheckProductCategoryName, VIEW, async (input, ctx) => {
    const taken = await categoryNameTaken(ctx.db, ctx.session.merchantId, inventoryNameKey(input.name), input.categoryId);
    return { exists: taken ? ('Y' as const) : ('N' as const) };
  }),

  sessionAction(AddProductCategory, MANAGE, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const key = inventoryNameKey(input.name);
    if (await categoryNameTaken(ctx.db, merchantId, key)) throw refuse(ctx.locale, 'MMCP5804', 'name');
    const last = await ctx.db
      .selectFrom('product_categories')
      .select((eb) => eb.fn.max('sort_order').as('top'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    const id = newId();
    const at = nowIso();
    try {
      await ctx.db
        .insertInto('product_categories')
        .values({
          id,
          merchant_id: merchantId,
          name: input.name,
          name_key: key,
          description: input.description || null,
          sort_order: Number(last?.top ?? 0) + 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(ctx.locale, 'MMCP5804', 'name');
      throw error;
    }
    await ctx.audit({ event: 'CATEGORY_ADD', detail: { code: 'AUDIT_NAMES', params: { names: input.name } }, after: { name: input.name, description: input.description ?? null } });
    return { category: await categoryRecord(ctx.db, merchantId, id) };
  }),

  sessionAction(EditProductCategory, MANAGE, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const before = await findCategory(ctx.db, merchantId, input.categoryId);
    if (!before) throw refuse(ctx.locale, 'MMCP5805', 'categoryId');
    const key = inventoryNameKey(input.name);
    if (await categoryNameTaken(ctx.db, merchantId, key, input.categoryId)) throw refuse(ctx.locale, 'MMCP5804', 'name');
    try {
      await ctx.db
        .updateTable('product_categories')
        .set({ name: input.name, name_key: key, description: input.description || null, updated_at: nowIso() })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', input.categoryId)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(ctx.locale, 'MMCP5804', 'name');
      throw error;
    }
    await ctx.audit({
      event: 'CATEGORY_EDIT',
      detail: { code: 'AUDIT_NAMES', params: { names: input.name } },
      before: { name: before.name, description: before.description },
      after: { name: input.name, description: input.description || null },
    });
    return { category: await categoryRecord(ctx.db, merchantId, input.categoryId) };
  }),

  sessionAction(DeleteProductCategory, MANAGE, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const found = await findCategory(ctx.db, merchantId, input.categoryId);
    if (!found) throw refuse(ctx.locale, 'MMCP5805', 'categoryId');
    await ctx.db.transaction().execute(async (trx) => {
      const used = await trx
        .selectFrom('products')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('category_id', '=', input.categoryId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (used) throw refuse(ctx.locale, 'MMCP5814', 'categoryId');
      // Deleted products keep their rows; they lose the category they pointed at.
      await trx.updateTable('products').set({ category_id: null }).where('merchant_id', '=', merchantId).where('category_id', '=', input.categoryId).execute();
      await trx.deleteFrom('product_categories').where('merchant_id', '=', merchantId).where('id', '=', input.categoryId).execute();
    });
    await ctx.audit({ event: 'CATEGORY_DELETE', detail: { code: 'AUDIT_NAMES', params: { names: found.name } }, before: { name: found.name, description: found.description } });
    return {};
  }),

  sessionAction(SortProductCategory, MANAGE, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const existing = await ctx.db.selectFrom('product_categories').select(['id', 'name']).where('merchant_id', '=', merchantId).execute();
    const given = new Set(input.categoryIds);
    if (given.size !== input.categoryIds.length || given.size !== existing.length || existing.some((c) => !given.has(c.id))) {
      throw refuse(ctx.locale, 'MMCP5805', 'categoryIds');
    }
    await ctx.db.transaction().execute(async (trx) => {
      const at = nowIso();
      for (const [index, id] of input.categoryIds.entries()) {
        await trx.updateTable('product_categories').set({ sort_order: index + 1, updated_at: at }).where('merchant_id', '=', merchantId).where('id', '=', id).execute();
      }
    });
    const names = new Map(existing.map((c) => [c.id, c.name]));
    await ctx.audit({ event: 'CATEGORY_SORT', detail: { code: 'AUDIT_NAMES', params: { names: input.categoryIds.map((id) => names.get(id)).join(' > ') } } });
    return {};
  }),

  // ---- products ------------------------------------------------------------------------------
  sessionAction(QueryProductList, VIEW, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const filter = { keyword: input.keyword, categoryId: input.categoryId, status: input.status };
    const { rows, base } = await productPage(ctx.db, merchantId, filter, input);
    const [total, counts, list] = await Promise.all([
      totalOf(base, input, rows.length),
      statusCounts(ctx.db, merchantId),
      Promise.all(rows.map((r) => productRecord(ctx.db, ctx.config, r))),
    ]);
    return { list, total, counts };
  }),

  sessionAction(QueryProductDetail, VIEW, async (input, ctx) => answerProduct(ctx, input.productId)),

  sessionAction(CheckProductName, VIEW, async (input, ctx) => {
    const taken = await nameTaken(ctx.db, ctx.session.merchantId, inventoryNameKey(input.name), input.productId);
    return { exists: taken ? ('Y' as const) : ('N' as const) };
  }),

  sessionAction(AddProduct, MANAGE, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const key = await checkProduct(ctx, input);
    const id = newId();
    const at = nowIso();
    const row = {
      id,
      merchant_id: merchantId,
      product_no: `P${randomDigits(8)}`,
      name: input.name,
      name_key: key,
      category_id: input.categoryId ?? null,
      description: input.description || null,
      unit: input.unit || null,
      price: input.price,
      discount: input.discount,
      stock: input.stock,
      low_stock: input.lowStock ?? DEFAULT_LOW_STOCK,
      image_file_id: input.imageFileId ?? null,
      publish_status: input.status,
      created_by: ctx.session.personId,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('products').values(row).execute();
        await trx
          .insertInto('stock_history')
          .values({
            id: newId(),
            merchant_id: merchantId,
            product_id: id,
            change: input.stock,
            stock_after: input.stock,
            reason: 'create',
            order_no: null,
            person_id: ctx.session.personId,
            note: null,
            created_at: at,
          })
          .execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(ctx.locale, 'MMCP5803', 'name');
      throw error;
    }
    await ctx.audit({ event: 'PRODUCT_ADD', detail: { code: 'AUDIT_PRODUCT', params: { name: input.name, productNo: row.product_no } }, after: auditView(row) });
    return answerProduct(ctx, id);
  }),

  sessionAction(EditProduct, MANAGE, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const before = await findProduct(ctx.db, merchantId, input.productId);
    if (!before) throw refuse(ctx.locale, 'MMCP5802', 'productId');
    const stockBefore = input.stockBefore ?? Number(before.stock);
    if (stockBefore !== Number(before.stock)) throw refuse(ctx.locale, 'MMCP5821', 'stock');
    const key = await checkProduct(ctx, input, input.productId, before.image_file_id);
    const at = nowIso();
    const changes = {
      name: input.name,
      name_key: key,
      category_id: input.categoryId ?? null,
      description: input.description || null,
      unit: input.unit || null,
      price: input.price,
      discount: input.discount,
      low_stock: input.lowStock ?? Number(before.low_stock),
      image_file_id: input.imageFileId ?? null,
      publish_status: input.status,
      updated_at: at,
    };
    try {
      await ctx.db.transaction().execute(async (trx) => {
        // Guarded by the stock the form was opened with, so a sale made meanwhile is never overwritten.
        const delta = input.stock - stockBefore;
        const updated = await trx
          .updateTable('products')
          .set({ ...changes, stock: input.stock })
          .where('merchant_id', '=', merchantId)
          .where('id', '=', input.productId)
          .where('deleted_at', 'is', null)
          .where('stock', '=', stockBefore)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw refuse(ctx.locale, 'MMCP5821', 'stock');
        if (delta !== 0) {
          await trx
            .insertInto('stock_history')
            .values({
              id: newId(),
              merchant_id: merchantId,
              product_id: input.productId,
              change: delta,
              stock_after: input.stock,
              reason: 'adjust',
              order_no: null,
              person_id: ctx.session.personId,
              note: null,
              created_at: at,
            })
            .execute();
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse(ctx.locale, 'MMCP5803', 'name');
      throw error;
    }
    await ctx.audit({
      event: 'PRODUCT_EDIT',
      detail: { code: 'AUDIT_PRODUCT', params: { name: input.name, productNo: before.product_no } },
      before: auditView(before),
      after: auditView({ ...before, ...changes, stock: input.stock }),
    });
    return answerProduct(ctx, input.productId);
  }),

  sessionAction(PublishProduct, MANAGE, async (input, ctx) => setPublish(ctx, input.productIds, '1')),
  sessionAction(UnpublishProduct, MANAGE, async (input, ctx) => setPublish(ctx, input.productIds, '0')),

  sessionAction(DeleteProduct, MANAGE, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const rows = await ctx.db
      .selectFrom('products')
      .select(['id', 'name', 'product_no'])
      .where('merchant_id', '=', merchantId)
      .where('deleted_at', 'is', null)
      .where('id', 'in', input.productIds)
      .execute();
    if (rows.length !== new Set(input.productIds).size) throw refuse(ctx.locale, 'MMCP5802', 'productIds');
    await ctx.db
      .updateTable('products')
      .set({ deleted_at: nowIso(), publish_status: '0' })
      .where('merchant_id', '=', merchantId)
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    await ctx.audit({ event: 'PRODUCT_DELETE', detail: { code: 'AUDIT_NAMES', params: { names: rows.map((r) => `${r.name} (${r.product_no})`).join(', ') } } });
    return { count: rows.length };
  }),

  sessionAction(QueryStockHistory, VIEW, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    if (input.productId && !(await findProduct(ctx.db, merchantId, input.productId))) throw refuse(ctx.locale, 'MMCP5802', 'productId');
    const { list, base } = await stockHistoryPage(ctx.db, merchantId, input.productId, input);
    return { list, total: await totalOf(base, input, list.length) };
  }),

  ...productBatchActions,
];
