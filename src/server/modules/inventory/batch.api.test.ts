import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, StatusCounts } from '../../../shared/actions/inventory';
import { UPLOAD_COLUMNS, UPLOAD_HEADERS } from '../../../shared/rules/inventory';
import { DEMO } from '../../seed/demo';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();

type Envelope = { rspMsgCd: string; rspMsgInf: string; fieldErrors?: { field: string; message: string }[] };
type Upload = { imported: number; categoriesAdded: number; rowErrors?: { row: number; field: string; message: string }[] } & Envelope;
type ProductList = { list: Product[]; total: number; counts: StatusCounts } & Envelope;

let owner: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'inv-batch-owner');
});

const HEADER = UPLOAD_COLUMNS.map((c) => UPLOAD_HEADERS[c]).join(',');

function csv(rows: string[][]): string {
  return `${HEADER}\r\n${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`;
}

function goodRows(n: number, tag = crypto.randomBytes(3).toString('hex')): string[][] {
  return Array.from({ length: n }, (_, i) => [`Batch ${tag} item ${i + 1}`, `Batch ${tag}`, '1,250.50', '50', String(i % 7), '', 'piece', 'From the bulk file', i % 2 ? 'Y' : 'N']);
}

async function countProducts(): Promise<number> {
  const row = await t.database.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_id', '=', DEMO.merchantId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function download(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('bulk upload', () => {
  it('imports a file of 100 products with their new category, all at once', async () => {
    const before = await countProducts();
    const tag = crypto.randomBytes(3).toString('hex');
    const res = await owner.call<Upload>('ProductBatchUpload', { fileName: 'products.CSV', content: csv(goodRows(100, tag)) });
    expect(res.body.rspMsgCd, JSON.stringify(res.body).slice(0, 400)).toBe('MMC00000');
    expect(res.body).toMatchObject({ imported: 100, categoriesAdded: 1 });
    expect(await countProducts()).toBe(before + 100);
    const list = await owner.call<ProductList>('QueryProductList', { keyword: `Batch ${tag} item 1`, limit: 100 });
    const first = list.body.list.find((p) => p.name === `Batch ${tag} item 1`)!;
    expect(first).toMatchObject({ price: 125_050, discount: 5_000, stock: 0, lowStock: 5, unit: 'piece', status: '0', categoryName: `Batch ${tag}` });
    const history = await t.database.db.selectFrom('stock_history').select(['reason', 'note']).where('product_id', '=', first.productId).execute();
    expect(history).toEqual([{ reason: 'upload', note: 'products.CSV' }]);
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'PRODUCT_UPLOAD').execute();
    expect(audit.map((a) => a.detail)).toContain('products.CSV: 100 products, 1 new categories');
  });

  it('refuses the whole file when a row is bad, naming the row and the field, and imports nothing', async () => {
    const before = await countProducts();
    const rows = goodRows(5);
    rows[2]![2] = '12.345';
    rows[3]![3] = '5000';
    rows[4]![0] = rows[0]![0]!;
    const res = await owner.call<Upload>('ProductBatchUpload', { fileName: 'products.csv', content: csv(rows) });
    expect(res.body.rspMsgCd).toBe('MMCP5812');
    expect(res.body.rspMsgInf).toBe('3 row(s) have errors. Nothing was imported.');
    // Rows as the spreadsheet numbers them: the header is row 1.
    expect(res.body.rowErrors).toEqual([
      { row: 4, field: 'price', message: 'Enter an amount of at most 2 decimals' },
      { row: 5, field: 'discount', message: 'Discount cannot exceed selling price' },
      { row: 6, field: 'name', message: 'This name is used twice in the file.' },
    ]);
    expect(res.body.fieldErrors?.[0]).toEqual({ field: 'rows.4.price', message: 'Row 4, Selling price (KES): Enter an amount of at most 2 decimals' });
    // A Chinese reader reads the column as their template names it.
    const zh = await owner.call<Upload>('ProductBatchUpload', { fileName: 'products.csv', content: csv(rows) }, { locale: 'zh-CN' });
    expect(zh.body.fieldErrors?.[0]?.message).toContain('价格（KES）');
    expect(await countProducts()).toBe(before);
  });

  it('refuses a row whose name a product of the business already has', async () => {
    const res = await owner.call<Upload>('ProductBatchUpload', { fileName: 'p.csv', content: csv([...goodRows(1), ['mumias sugar 2KG', '', '10', '', '1', '', '', '', 'Y']]) });
    expect(res.body.rspMsgCd).toBe('MMCP5812');
    expect(res.body.rowErrors).toEqual([{ row: 3, field: 'name', message: 'A product with the same name exists.' }]);
  });

  it('refuses a file that is not CSV, has over 100 rows, is empty or is not the template', async () => {
    const notCsv = await owner.call<Upload>('ProductBatchUpload', { fileName: 'products.xlsx', content: csv(goodRows(1)) });
    expect(notCsv.body.rspMsgCd).toBe('MMCP5808');
    expect(notCsv.body.fieldErrors).toEqual([{ field: 'file', message: 'Please upload a CSV file' }]);
    const tooMany = await owner.call<Upload>('ProductBatchUpload', { fileName: 'p.csv', content: csv(goodRows(101)) });
    expect(tooMany.body.rspMsgCd).toBe('MMCP5809');
    expect(tooMany.body.rspMsgInf).toBe('Maximum 100 items per upload');
    const empty = await owner.call<Upload>('ProductBatchUpload', { fileName: 'p.csv', content: `${HEADER}\r\n` });
    expect(empty.body.rspMsgCd).toBe('MMCP5815');
    const wrong = await owner.call<Upload>('ProductBatchUpload', { fileName: 'p.csv', content: 'name,price\r\nSoap,10\r\n' });
    expect(wrong.body.rspMsgCd).toBe('MMCP5816');
  });

  it('refuses missing and malformed cells with the shared rules', async () => {
    const res = await owner.call<Upload>('ProductBatchUpload', { fileName: 'p.csv', content: csv([['', '', '', '', 'many', '', '', '', 'maybe']]) });
    expect(res.body.rspMsgCd).toBe('MMCP5812');
    expect(res.body.rowErrors).toEqual([
      { row: 2, field: 'name', message: 'This field is required' },
      { row: 2, field: 'price', message: 'This field is required' },
      { row: 2, field: 'stock', message: 'Enter a whole number from 0 to 1000000' },
      { row: 2, field: 'status', message: 'Invalid value' },
    ]);
  });
});

describe('downloads', () => {
  it('gives the upload template as CSV', async () => {
    const res = await owner.call<{ url: string; fileName: string } & Envelope>('ProductTemplateDownload');
    expect(res.body.fileName).toBe('products-template.csv');
    const file = await download(res.body.url);
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);
    const zh = await owner.call<{ url: string } & Envelope>('ProductTemplateDownload', {}, { locale: 'zh-CN' });
    expect((await download(zh.body.url)).body.split('\r\n')[0]).toBe('\uFEFF商品名称,分类,价格（KES）,折扣（KES）,库存,低库存提醒值,单位,描述,上架（Y/N）');
  });

  it('downloads the products of a filter as CSV and as XLSX', async () => {
    const asCsv = await owner.call<{ url: string; fileName: string } & Envelope>('ProductBatchDownload', { format: 'csv', categoryId: 'cat-demo-mobile' });
    expect(asCsv.body.fileName).toMatch(/^products-\d{8}\.csv$/);
    const text = (await download(asCsv.body.url)).body;
    expect(text).toContain('USB-C Charging Cable 1m');
    expect(text).not.toContain('Mumias Sugar');
    const zh = await owner.call<{ url: string } & Envelope>('ProductBatchDownload', { format: 'csv', categoryId: 'cat-demo-mobile' }, { locale: 'zh-CN' });
    const zhLines = (await download(zh.body.url)).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(zhLines[0]).toBe('商品编号,商品名称,分类,价格（KES）,折扣（KES）,库存,低库存提醒值,单位,状态,库存状态,创建时间');
    expect(zhLines.find((l) => l.includes('USB-C Charging Cable 1m'))).toMatch(/,已上架,(有货|库存不足|缺货),/);
    const asXlsx = await owner.call<{ url: string; fileName: string } & Envelope>('ProductBatchDownload', { format: 'xlsx' });
    const file = await download(asXlsx.body.url);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'PRODUCT_EXPORT').execute();
    expect(audit.length).toBe(3);
  });
});
