import { describe, expect, it } from 'vitest';
import { parseCsv } from '../format/csv';
import {
  CATEGORY_NAME_MAX,
  UPLOAD_COLUMNS,
  UPLOAD_HEADERS,
  categoryNameRule,
  discountProblem,
  isCsvName,
  isSellable,
  parseUploadCsv,
  stockStatusOf,
  uploadTemplateCsv,
  wordCount,
} from './inventory';

const HEADER = UPLOAD_COLUMNS.map((c) => UPLOAD_HEADERS[c]).join(',');

describe('inventory rules', () => {
  it('counts words and allows a category name of 20 words, not 21', () => {
    expect(wordCount('  Fresh   fruit and veg ')).toBe(4);
    expect(categoryNameRule.safeParse(Array(20).fill('w').join(' ')).success).toBe(true);
    const refused = categoryNameRule.safeParse(Array(21).fill('w').join(' '));
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe('MMCP5807|{"max":20}');
  });

  it('allows a genuine 20-word category name longer than 120 characters', () => {
    const name = 'Household electrical appliances, telecommunications accessories, refrigerators, televisions, microwaves, dishwashers, generators, transformers, chargers, extensions, speakers, earphones, batteries, inverters, stabilisers, sockets, switches';
    expect(name.split(' ')).toHaveLength(20);
    expect(name.length).toBeGreaterThan(120);
    expect(categoryNameRule.safeParse(name)).toMatchObject({ success: true, data: name });
  });

  it('still refuses a category name past the character cap even in few words', () => {
    const refused = categoryNameRule.safeParse(`${'a'.repeat(CATEGORY_NAME_MAX)} b`);
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(`MAX_LENGTH|{"0":${CATEGORY_NAME_MAX}}`);
    expect(categoryNameRule.safeParse('a'.repeat(CATEGORY_NAME_MAX)).success).toBe(true);
  });

  it('refuses a discount above the price only', () => {
    expect(discountProblem(1000, 1000)).toBeNull();
    expect(discountProblem(1000, 1001)).toBe('MMCP5806');
  });

  it('reads the stock statuses from the stock on hand', () => {
    expect([stockStatusOf(0, 5), stockStatusOf(5, 5), stockStatusOf(6, 5)]).toEqual(['4', '3', '5']);
  });

  it('sells only a product on the shelf that is not deleted', () => {
    expect(isSellable({ publishStatus: '1' })).toBe(true);
    expect(isSellable({ publishStatus: '0' })).toBe(false);
    expect(isSellable({ publishStatus: '2' })).toBe(false);
    expect(isSellable({ publishStatus: '1', deletedAt: '2024-06-01T00:00:00.000Z' })).toBe(false);
  });

  it('takes only .csv names', () => {
    expect(isCsvName('Products.CSV')).toBe(true);
    expect(isCsvName('products.xlsx')).toBe(false);
  });

  it('reads quoted cells with commas, quotes and new lines', () => {
    expect(parseCsv('a,"b, c","say ""hi""\nthere"\r\n\r\nx,y,z\n')).toEqual([
      ['a', 'b, c', 'say "hi"\nthere'],
      ['x', 'y', 'z'],
    ]);
  });

  it('reads its own template as two good rows, reporting progress per row', () => {
    const progress: number[] = [];
    const parsed = parseUploadCsv(uploadTemplateCsv(), (done) => progress.push(done));
    expect(parsed.ok && parsed.errors).toEqual([]);
    expect(parsed.ok && parsed.rows.map((r) => [r.name, r.price, r.discount, r.onShelf])).toEqual([
      ['Sugar 2kg', 32_000, 2_000, true],
      ['Royco Mchuzi Mix 200g', 15_050, 0, false],
    ]);
    expect(progress).toEqual([1, 2]);
  });

  it('reads its Chinese template the same, and a file that mixes the two languages\' headers', () => {
    const zh = parseUploadCsv(uploadTemplateCsv('zh-CN'));
    expect(zh.ok && zh.rows.map((r) => [r.name, r.price])).toEqual([
      ['Sugar 2kg', 32_000],
      ['Royco Mchuzi Mix 200g', 15_050],
    ]);
    const mixed = HEADER.replace('Product name', '商品名称');
    expect(parseUploadCsv(`${mixed}\nSoap,,10,,3,,,,Y`).ok).toBe(true);
    expect(parseUploadCsv(`${HEADER.replace('Product name', '名称')}\nSoap,,10,,3,,,,Y`)).toEqual({ ok: false, message: expect.stringContaining('MMCP5816') });
  });

  it('names the row and field of each bad cell', () => {
    const parsed = parseUploadCsv(`${HEADER}\nSoap,,abc,,3,,,,\n,,,,,,,,\nSoap,,10,20,x,,,,`);
    // Rows as the spreadsheet numbers them: the header is row 1; a blank row keeps its number.
    expect(parsed.ok && parsed.errors).toEqual([
      { row: 2, field: 'price', message: 'MMCP5818' },
      { row: 4, field: 'name', message: 'MMCP5820' },
      { row: 4, field: 'discount', message: 'MMCP5806' },
      { row: 4, field: 'stock', message: 'MMCP5817|{"min":0,"max":1000000}' },
    ]);
  });

  it('refuses a negative discount, which would sell the product above its price', () => {
    const parsed = parseUploadCsv(`${HEADER}\nSoap,,100,-50,10,5,pc,,Y`);
    expect(parsed.ok && parsed.errors).toEqual([{ row: 2, field: 'discount', message: 'ONLY_NUMBERS' }]);
  });

  it('refuses a file over 100 rows or without the template header', () => {
    const rows = Array.from({ length: 101 }, (_, i) => `P${i},,10,,1,,,,`).join('\n');
    expect(parseUploadCsv(`${HEADER}\n${rows}`)).toEqual({ ok: false, message: 'MMCP5809' });
    expect(parseUploadCsv('name,price\nx,1')).toEqual({ ok: false, message: 'MMCP5816' });
    expect(parseUploadCsv('')).toEqual({ ok: false, message: 'MMCP5815' });
  });
});
