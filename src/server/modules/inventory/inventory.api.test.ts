import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductCategory, StatusCounts, StockChange } from '../../../shared/actions/inventory';
import { DEMO } from '../../seed/demo';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn, uploadFile, withTestApp } from '../../testing/harness';
import { encodePng, tilePng } from './png';

const t = withTestApp();
const KES = 100;

type Envelope = { rspMsgCd: string; rspMsgInf: string; fieldErrors?: { field: string; message: string }[] };
type ProductList = { list: Product[]; total: number; counts: StatusCounts } & Envelope;
type ProductAnswer = { product: Product } & Envelope;
type CategoryList = { list: ProductCategory[]; total: number } & Envelope;

let owner: WireClient;
let other: Awaited<ReturnType<typeof registerBusinessOwner>>;
let squareImage: string;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'inv-device-owner');
  other = await registerBusinessOwner(t, { phone: '0755580001', first: 'Neema', last: 'Achieng', idNo: '31580001', device: 'inv-device-other' });
  squareImage = await uploadFile(t, owner, 'picture', 'sugar.png', tilePng(64, 64, [230, 120, 20]), 'merchantUpload');
});

const unique = (prefix: string) => `${prefix} ${crypto.randomBytes(3).toString('hex')}`;

function base(over: Record<string, unknown> = {}) {
  return { name: unique('Test product'), price: 250 * KES, discount: 0, stock: 12, lowStock: 3, status: '1', ...over };
}

async function add(over: Record<string, unknown> = {}): Promise<Product> {
  const res = await owner.call<ProductAnswer>('AddProduct', base(over));
  expect(res.body.rspMsgCd, JSON.stringify(res.body)).toBe('MMC00000');
  return res.body.product;
}

async function auditRows(event: string) {
  return t.database.db.selectFrom('audit_trail').select(['detail', 'changes', 'action']).where('merchant_id', '=', DEMO.merchantId).where('event', '=', event).execute();
}

describe('categories', () => {
  it('lists the demo categories in their order with their product counts', async () => {
    const res = await owner.call<CategoryList>('QueryProductCategory');
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body.list.slice(0, 3).map((c) => c.name)).toEqual(['Groceries', 'Beverages', 'Dairy and bakery']);
    expect(res.body.list.find((c) => c.name === 'Groceries')?.productCount).toBe(7);
    expect(res.body.total).toBe(res.body.list.length);
  });

  it('adds a category, refuses the same name in other letters, and says the name is taken', async () => {
    const name = unique('Spices');
    const added = await owner.call<{ category: ProductCategory } & Envelope>('AddProductCategory', { name, description: 'Dried herbs and spices' });
    expect(added.body.rspMsgCd).toBe('MMC00000');
    expect(added.body.category).toMatchObject({ name, description: 'Dried herbs and spices', productCount: 0 });
    const again = await owner.call<Envelope>('AddProductCategory', { name: `  ${name.toUpperCase()} ` });
    expect(again.body.rspMsgCd).toBe('MMCP5804');
    expect(again.body.rspMsgInf).toBe('A category with the same name exists.');
    expect(again.body.fieldErrors).toEqual([{ field: 'name', message: 'A category with the same name exists.' }]);
    const check = await owner.call<{ exists: string } & Envelope>('CheckProductCategoryName', { name: name.toLowerCase() });
    expect(check.body.exists).toBe('Y');
    const free = await owner.call<{ exists: string } & Envelope>('CheckProductCategoryName', { name: unique('Nothing') });
    expect(free.body.exists).toBe('N');
    expect((await auditRows('CATEGORY_ADD')).some((r) => r.detail === name)).toBe(true);
  });

  it('refuses a category name over 20 words and a description over 50 words', async () => {
    const long = await owner.call<Envelope>('AddProductCategory', { name: Array.from({ length: 21 }, (_, i) => `w${i}`).join(' ') });
    expect(long.body.rspMsgCd).toBe('MMCP0006');
    expect(long.body.fieldErrors).toEqual([{ field: 'name', message: 'Maximum 20 words' }]);
    const twenty = await owner.call<Envelope>('AddProductCategory', { name: Array.from({ length: 20 }, (_, i) => `x${i}`).join(' ') });
    expect(twenty.body.rspMsgCd).toBe('MMC00000');
    const description = await owner.call<Envelope>('AddProductCategory', { name: unique('Wordy'), description: Array.from({ length: 51 }, () => 'word').join(' ') });
    expect(description.body.fieldErrors).toEqual([{ field: 'description', message: 'Maximum 50 words' }]);
    const empty = await owner.call<Envelope>('AddProductCategory', { name: '   ' });
    expect(empty.body.fieldErrors).toEqual([{ field: 'name', message: 'This field is required' }]);
  });

  it('renames a category and refuses a name another category has', async () => {
    const a = await owner.call<{ category: ProductCategory } & Envelope>('AddProductCategory', { name: unique('Cereals') });
    const renamed = unique('Breakfast');
    const edited = await owner.call<{ category: ProductCategory } & Envelope>('EditProductCategory', { categoryId: a.body.category.categoryId, name: renamed });
    expect(edited.body.category.name).toBe(renamed);
    const clash = await owner.call<Envelope>('EditProductCategory', { categoryId: a.body.category.categoryId, name: 'groceries' });
    expect(clash.body.rspMsgCd).toBe('MMCP5804');
    const missing = await owner.call<Envelope>('EditProductCategory', { categoryId: 'cat-nope', name: unique('X') });
    expect(missing.body.rspMsgCd).toBe('MMCP5805');
    const audit = (await auditRows('CATEGORY_EDIT')).find((r) => r.detail === renamed);
    expect(JSON.parse(audit!.changes!)).toMatchObject({ after: { name: renamed } });
  });

  it('puts the categories in the order given and refuses a partial order', async () => {
    const list = (await owner.call<CategoryList>('QueryProductCategory')).body.list;
    const reversed = list.map((c) => c.categoryId).reverse();
    const sorted = await owner.call<Envelope>('SortProductCategory', { categoryIds: reversed });
    expect(sorted.body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call<CategoryList>('QueryProductCategory')).body.list.map((c) => c.categoryId)).toEqual(reversed);
    const partial = await owner.call<Envelope>('SortProductCategory', { categoryIds: reversed.slice(1) });
    expect(partial.body.rspMsgCd).toBe('MMCP5805');
    expect(partial.body.fieldErrors?.[0]?.field).toBe('categoryIds');
    await owner.call('SortProductCategory', { categoryIds: list.map((c) => c.categoryId) });
  });

  it('deletes an empty category and refuses one that still has products', async () => {
    const busy = await owner.call<Envelope>('DeleteProductCategory', { categoryId: 'cat-demo-groceries' });
    expect(busy.body.rspMsgCd).toBe('MMCP5814');
    expect(busy.body.rspMsgInf).toBe('A category that still has products cannot be deleted.');
    const made = await owner.call<{ category: ProductCategory } & Envelope>('AddProductCategory', { name: unique('Seasonal') });
    const gone = await owner.call<Envelope>('DeleteProductCategory', { categoryId: made.body.category.categoryId });
    expect(gone.body.rspMsgCd).toBe('MMC00000');
    const list = (await owner.call<CategoryList>('QueryProductCategory')).body.list;
    expect(list.some((c) => c.categoryId === made.body.category.categoryId)).toBe(false);
    expect((await auditRows('CATEGORY_DELETE')).some((r) => r.detail === made.body.category.name)).toBe(true);
  });
});

describe('products', () => {
  it('lists the demo products newest first, a page at a time, with the counts per status', async () => {
    const first = await owner.call<ProductList>('QueryProductList', { limit: 10, offset: 0 });
    expect(first.body.rspMsgCd).toBe('MMC00000');
    expect(first.body.list).toHaveLength(10);
    expect(first.body.total).toBeGreaterThanOrEqual(30);
    const second = await owner.call<ProductList>('QueryProductList', { limit: 10, offset: 10 });
    const ids = new Set([...first.body.list, ...second.body.list].map((p) => p.productId));
    expect(ids.size).toBe(20);
    const created = first.body.list.map((p) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(first.body.counts.all).toBe(first.body.total);
    expect(first.body.counts.onShelf + first.body.counts.offShelf + first.body.counts.pending).toBe(first.body.counts.all);
    expect(first.body.counts.understock + first.body.counts.outOfStock + first.body.counts.available).toBe(first.body.counts.all);
  });

  it('finds products by name, category and status', async () => {
    const byName = await owner.call<ProductList>('QueryProductList', { keyword: 'MUMIAS' });
    expect(byName.body.list.map((p) => p.name)).toEqual(['Mumias Sugar 2kg']);
    const byCategory = await owner.call<ProductList>('QueryProductList', { categoryId: 'cat-demo-mobile', limit: 50 });
    expect(byCategory.body.list.every((p) => p.categoryName === 'Mobile accessories')).toBe(true);
    expect(byCategory.body.total).toBe(4);
    const out = await owner.call<ProductList>('QueryProductList', { status: '4', limit: 50 });
    expect(out.body.list.length).toBeGreaterThan(0);
    expect(out.body.list.every((p) => p.stock === 0 && p.stockStatus === '4')).toBe(true);
    expect(out.body.total).toBe(out.body.counts.outOfStock);
    const low = await owner.call<ProductList>('QueryProductList', { status: '3', limit: 50 });
    expect(low.body.list.every((p) => p.stock > 0 && p.stock <= p.lowStock && p.stockStatus === '3')).toBe(true);
    const offShelf = await owner.call<ProductList>('QueryProductList', { status: '0', limit: 50 });
    expect(offShelf.body.list.every((p) => p.status === '0')).toBe(true);
    const wildcard = await owner.call<ProductList>('QueryProductList', { keyword: '%' });
    expect(wildcard.body.total).toBe(0);
  });

  it('adds a product with a square picture and writes its first stock history', async () => {
    const name = unique('Kimbo Cooking Fat 1kg');
    const product = await add({ name, price: 430 * KES, discount: 30 * KES, stock: 20, imageFileId: squareImage, categoryId: 'cat-demo-groceries', unit: 'tin' });
    expect(product).toMatchObject({ name, price: 43_000, discount: 3_000, sellingPrice: 40_000, stock: 20, status: '1', stockStatus: '5', categoryName: 'Groceries', unit: 'tin' });
    expect(product.productNo).toMatch(/^P\d{8}$/);
    expect(product.imageUrl).toMatch(/^\/file\/download\?/);
    const image = await t.app.inject({ method: 'GET', url: product.imageUrl! });
    expect(image.statusCode).toBe(200);
    const history = await owner.call<{ list: StockChange[] } & Envelope>('QueryStockHistory', { productId: product.productId });
    expect(history.body.list).toEqual([expect.objectContaining({ change: 20, stockAfter: 20, reason: 'create', operatorName: expect.any(String) })]);
    const audit = (await auditRows('PRODUCT_ADD')).find((r) => r.detail.startsWith(name));
    expect(JSON.parse(audit!.changes!)).toMatchObject({ after: { name, price: 43_000 } });
  });

  it('refuses a discount above the selling price', async () => {
    const res = await owner.call<Envelope>('AddProduct', base({ price: 100 * KES, discount: 100 * KES + 1 }));
    expect(res.body.rspMsgCd).toBe('MMCP0006');
    expect(res.body.fieldErrors).toEqual([{ field: 'discount', message: 'Discount cannot exceed selling price' }]);
    const equal = await owner.call<Envelope>('AddProduct', base({ price: 100 * KES, discount: 100 * KES }));
    expect(equal.body.rspMsgCd).toBe('MMC00000');
  });

  it('refuses a name another product of the business has, in any letters, but not one of another business', async () => {
    const first = await add();
    const res = await owner.call<Envelope>('AddProduct', base({ name: first.name.toUpperCase() }));
    expect(res.body.rspMsgCd).toBe('MMCP5803');
    expect(res.body.fieldErrors).toEqual([{ field: 'name', message: 'A product with the same name exists.' }]);
    const check = await owner.call<{ exists: string } & Envelope>('CheckProductName', { name: first.name });
    expect(check.body.exists).toBe('Y');
    const self = await owner.call<{ exists: string } & Envelope>('CheckProductName', { name: first.name, productId: first.productId });
    expect(self.body.exists).toBe('N');
  });

  it('refuses bad fields with the shared rules, naming each', async () => {
    const res = await owner.call<Envelope>('AddProduct', { name: '', price: 0, stock: -1 });
    expect(res.body.rspMsgCd).toBe('MMCP0006');
    const fields = Object.fromEntries((res.body.fieldErrors ?? []).map((f) => [f.field, f.message]));
    expect(fields.name).toBe('This field is required');
    expect(fields.price).toBe('Enter an amount between 0.01 and 10,000,000.00');
    expect(fields.stock).toBe('Enter a whole number from 0 to 1000000');
    const long = await owner.call<Envelope>('AddProduct', base({ name: 'x'.repeat(61) }));
    expect(long.body.fieldErrors).toEqual([{ field: 'name', message: 'Maximum field length = 60' }]);
  });

  it('refuses a picture that is not 1:1, one over 2MB, and a file of another business', async () => {
    const wide = await uploadFile(t, owner, 'picture', 'wide.png', tilePng(80, 40, [20, 120, 200]), 'merchantUpload');
    const notSquare = await owner.call<Envelope>('AddProduct', base({ imageFileId: wide }));
    expect(notSquare.body.rspMsgCd).toBe('MMCP5810');
    expect(notSquare.body.fieldErrors).toEqual([{ field: 'imageFileId', message: 'The image must be 1:1' }]);
    // Noise does not compress: 900 x 900 x 3 bytes is about 2.4 MB, under the 5 MB picture limit.
    const side = 900;
    const raw = crypto.randomBytes((side * 3 + 1) * side);
    for (let y = 0; y < side; y++) raw[y * (side * 3 + 1)] = 0;
    const big = encodePng(side, side, raw);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const bigId = await uploadFile(t, owner, 'picture', 'big.png', big, 'merchantUpload');
    const tooBig = await owner.call<Envelope>('AddProduct', base({ imageFileId: bigId }));
    expect(tooBig.body.rspMsgCd).toBe('MMCP5811');
    expect(tooBig.body.rspMsgInf).toBe('The image must be within 2MB');
    const theirs = await uploadFile(t, other.client, 'picture', 'theirs.png', tilePng(32, 32, [0, 0, 0]), 'merchantUpload');
    const foreign = await owner.call<Envelope>('AddProduct', base({ imageFileId: theirs }));
    expect(foreign.body.rspMsgCd).toBe('MMCP3002');
    expect(foreign.body.fieldErrors?.[0]?.field).toBe('imageFileId');
    // A document of the business's own is no picture: the field's refusal in the envelope's codes.
    const pdf = await uploadFile(t, owner, 'document', 'statement.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'merchantUpload');
    const notPicture = await owner.call<Envelope>('AddProduct', base({ imageFileId: pdf }));
    expect(notPicture.body).toMatchObject({ rspMsgCd: 'MMCP0006', rspMsgInf: 'Please upload a JPG or PNG picture', fieldErrors: [{ field: 'imageFileId', message: 'Please upload a JPG or PNG picture' }] });
  });

  it('refuses a category that is not the business’s', async () => {
    const res = await owner.call<Envelope>('AddProduct', base({ categoryId: 'cat-unknown' }));
    expect(res.body.rspMsgCd).toBe('MMCP5805');
    expect(res.body.fieldErrors).toEqual([{ field: 'categoryId', message: 'Category not found' }]);
  });

  it('edits a product: a new stock level is an adjustment in the history, and the audit keeps before and after', async () => {
    const made = await add({ stock: 10 });
    const edited = await owner.call<ProductAnswer>('EditProduct', { ...base({ name: made.name, stock: 4, price: 300 * KES, lowStock: 5 }), productId: made.productId, stockBefore: 10 });
    expect(edited.body.rspMsgCd, JSON.stringify(edited.body)).toBe('MMC00000');
    expect(edited.body.product).toMatchObject({ stock: 4, price: 30_000, stockStatus: '3' });
    const history = await owner.call<{ list: StockChange[] } & Envelope>('QueryStockHistory', { productId: made.productId });
    expect(history.body.list.map((h) => [h.reason, h.change, h.stockAfter])).toEqual([
      ['adjust', -6, 4],
      ['create', 10, 10],
    ]);
    const audit = (await auditRows('PRODUCT_EDIT')).find((r) => r.detail.startsWith(made.name));
    expect(JSON.parse(audit!.changes!)).toMatchObject({ before: { stock: 10, price: 25_000 }, after: { stock: 4, price: 30_000 } });
    // A sale made while the form was open: the form's stock is stale, so the edit is refused.
    const stale = await owner.call<Envelope>('EditProduct', { ...base({ name: made.name, stock: 50 }), productId: made.productId, stockBefore: 10 });
    expect(stale.body.rspMsgCd).toBe('MMCP5821');
    expect(stale.body.fieldErrors).toEqual([{ field: 'stock', message: 'The stock changed while you were editing. Reload the product and try again.' }]);
    const missing = await owner.call<Envelope>('EditProduct', { ...base(), productId: 'prod-nope' });
    expect(missing.body.rspMsgCd).toBe('MMCP5802');
  });

  it("does not show or change another business's product", async () => {
    const mine = await add();
    const detail = await other.client.call<Envelope>('QueryProductDetail', { productId: mine.productId });
    // The other business has no plan: the subscription gate answers first.
    expect(['MMCP3211', 'MMCP5802']).toContain(detail.body.rspMsgCd);
    await t.database.db.updateTable('merchants').set({ plan_code: 'GROWTH', plan_expires_at: new Date(Date.now() + 86_400_000).toISOString() }).where('merc_no', '=', other.mercNo).execute();
    const again = await other.client.call<Envelope>('QueryProductDetail', { productId: mine.productId });
    expect(again.body.rspMsgCd).toBe('MMCP5802');
    const list = await other.client.call<ProductList>('QueryProductList');
    expect(list.body.total).toBe(0);
    const edit = await other.client.call<Envelope>('EditProduct', { ...base(), productId: mine.productId });
    expect(edit.body.rspMsgCd).toBe('MMCP5802');
    const publish = await other.client.call<Envelope>('UnpublishProduct', { productIds: [mine.productId] });
    expect(publish.body.rspMsgCd).toBe('MMCP5802');
  });

  it('publishes and unpublishes products and refuses an unknown one', async () => {
    const a = await add({ status: '0' });
    const b = await add({ status: '2' });
    const published = await owner.call<{ count: number } & Envelope>('PublishProduct', { productIds: [a.productId, b.productId] });
    expect(published.body.count).toBe(2);
    expect((await owner.call<ProductAnswer>('QueryProductDetail', { productId: b.productId })).body.product.status).toBe('1');
    const unpublished = await owner.call<{ count: number } & Envelope>('UnpublishProduct', { productIds: [a.productId] });
    expect(unpublished.body.count).toBe(1);
    expect((await owner.call<ProductAnswer>('QueryProductDetail', { productId: a.productId })).body.product.status).toBe('0');
    const unknown = await owner.call<Envelope>('PublishProduct', { productIds: [a.productId, 'prod-nope'] });
    expect(unknown.body.rspMsgCd).toBe('MMCP5802');
    expect((await auditRows('PRODUCT_PUBLISH')).length).toBeGreaterThan(0);
    expect((await auditRows('PRODUCT_UNPUBLISH')).length).toBeGreaterThan(0);
  });

  it('deletes products: they leave the list and their names are free again', async () => {
    const gone = await add();
    const res = await owner.call<{ count: number } & Envelope>('DeleteProduct', { productIds: [gone.productId] });
    expect(res.body.count).toBe(1);
    expect((await owner.call<Envelope>('QueryProductDetail', { productId: gone.productId })).body.rspMsgCd).toBe('MMCP5802');
    expect((await owner.call<ProductList>('QueryProductList', { keyword: gone.name })).body.total).toBe(0);
    const again = await owner.call<Envelope>('AddProduct', base({ name: gone.name }));
    expect(again.body.rspMsgCd).toBe('MMC00000');
    const twice = await owner.call<Envelope>('DeleteProduct', { productIds: [gone.productId] });
    expect(twice.body.rspMsgCd).toBe('MMCP5802');
    expect((await auditRows('PRODUCT_DELETE')).some((r) => r.detail.startsWith(gone.name))).toBe(true);
  });

  it('pages the whole stock history of the business', async () => {
    const res = await owner.call<{ list: StockChange[]; total: number } & Envelope>('QueryStockHistory', { limit: 5, offset: 0 });
    expect(res.body.list).toHaveLength(5);
    expect(res.body.total).toBeGreaterThan(30);
    const unknown = await owner.call<Envelope>('QueryStockHistory', { productId: 'prod-nope' });
    expect(unknown.body.rspMsgCd).toBe('MMCP5802');
  });
});

describe('who may use inventory', () => {
  it('refuses a staff member without the inventory functions, and lets a viewer view but not change', async () => {
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'inv-device-cashier');
    expect((await cashier.call<Envelope>('QueryProductList')).body.rspMsgCd).toBe('MMCP0403');
    // The categories and their product counts are the inventory's too (checkout's picker searches products).
    expect((await cashier.call<Envelope>('QueryProductCategory')).body.rspMsgCd).toBe('MMCP0403');
    await t.database.db.insertInto('role_functions').values({ role_id: DEMO.cashierRoleId, func_no: '2201' }).execute();
    try {
      expect((await cashier.call<Envelope>('QueryProductList')).body.rspMsgCd).toBe('MMC00000');
      expect((await cashier.call<Envelope>('QueryProductCategory')).body.rspMsgCd).toBe('MMC00000');
      expect((await cashier.call<Envelope>('AddProduct', base())).body.rspMsgCd).toBe('MMCP0403');
      expect((await cashier.call<Envelope>('ProductBatchUpload', { fileName: 'a.csv', content: 'x' })).body.rspMsgCd).toBe('MMCP0403');
      expect((await cashier.call<Envelope>('DeleteProductCategory', { categoryId: 'cat-demo-groceries' })).body.rspMsgCd).toBe('MMCP0403');
    } finally {
      await t.database.db.deleteFrom('role_functions').where('role_id', '=', DEMO.cashierRoleId).where('func_no', '=', '2201').execute();
    }
  });

  it('needs an active plan (subscription-gated area)', async () => {
    const before = await t.database.db.selectFrom('merchants').select('plan_expires_at').where('id', '=', DEMO.merchantId).executeTakeFirstOrThrow();
    await t.database.db.updateTable('merchants').set({ plan_expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', DEMO.merchantId).execute();
    try {
      for (const action of ['QueryProductList', 'QueryProductCategory', 'AddProduct']) {
        expect((await owner.call<Envelope>(action, base())).body.rspMsgCd, action).toBe('MMCP3211');
      }
    } finally {
      await t.database.db.updateTable('merchants').set({ plan_expires_at: before.plan_expires_at }).where('id', '=', DEMO.merchantId).execute();
    }
  });
});
