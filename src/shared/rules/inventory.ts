import { z } from 'zod';
import type { Locale } from '../i18n/messages';
import { isBlank, parseCsv } from '../format/csv';
import { parseMoney } from '../format/money';
import { ruleMessage } from './message';
import { imageSize, sniffType } from './uploads';

/**
 * Inventory rules (spec 001 sections 4 and 5): the same checks and messages in the browser and on
 * the server. Category name up to 20 words, description up to 50; discount never above the
 * selling price; product names unique per business; bulk upload CSV only, at most 100 rows;
 * product images 1:1 within 2MB. Prices travel as integer KES minor units.
 */

export const CATEGORY_NAME_WORDS = 20;
export const CATEGORY_DESCRIPTION_WORDS = 50;
/**
 * Characters: the 20-word rule is the real limit, this only stops one endless "word". 120 refused
 * genuine 20-word names (20 words of 7 letters with spaces and commas pass it); 400 allows 20
 * words of 19 characters each. `product_categories.name` is unbounded text on both databases.
 */
export const CATEGORY_NAME_MAX = 400;
export const CATEGORY_DESCRIPTION_MAX = 400;
export const PRODUCT_NAME_MAX = 60;
export const PRODUCT_DESCRIPTION_MAX = 400;
export const PRODUCT_UNIT_MAX = 20;
export const MAX_STOCK = 1_000_000;
/** KES 10,000,000.00 in minor units. */
export const MAX_PRICE = 1_000_000_000;
export const DEFAULT_LOW_STOCK = 5;
export const UPLOAD_MAX_ROWS = 100;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Fewer products than this and the inventory page invites the merchant to add more. */
export const MIN_PRODUCTS_TO_START = 5;

/**
 * Inventory statuses (spec 001 section 4): 0 off shelf, 1 on shelf, 2 pending are the publish
 * status a product is given; 3 understock, 4 out of stock, 5 available follow from its stock.
 */
export const INVENTORY_STATUSES = ['0', '1', '2', '3', '4', '5'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const PUBLISH_STATUSES = ['0', '1', '2'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const STATUS_KEYS: Record<InventoryStatus, string> = {
  '0': 'offShelf',
  '1': 'onShelf',
  '2': 'pending',
  '3': 'understock',
  '4': 'outOfStock',
  '5': 'available',
};

/**
 * Whether a product can be sold (priced, placed, paid): only on the shelf (publish status 1) and
 * not deleted. Off shelf (0) and pending (2) products stay out of the counter's search and are
 * refused by checkout with MMCP5822, naming the product.
 */
export const SELLABLE_STATUS = '1' satisfies PublishStatus;
export function isSellable(p: { publishStatus: string; deletedAt?: string | null }): boolean {
  return p.publishStatus === SELLABLE_STATUS && !p.deletedAt;
}

/** 3 understock, 4 out of stock, 5 available, from the stock on hand and the low-stock level. */
export function stockStatusOf(stock: number, lowStock: number): '3' | '4' | '5' {
  if (stock <= 0) return '4';
  if (stock <= lowStock) return '3';
  return '5';
}

export function wordCount(text: string): number {
  const t = text.trim();
  return t === '' ? 0 : t.split(/\s+/).length;
}

/** A name as compared for uniqueness: trimmed, spaces folded, lower case. */
export function inventoryNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const cleanText = (text: string) => text.trim().replace(/\s+/g, ' ');

export const categoryNameRule = z
  .string({ message: ruleMessage('REQUIRED') })
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(1, ruleMessage('REQUIRED'))
      .max(CATEGORY_NAME_MAX, ruleMessage('MAX_LENGTH', { 0: CATEGORY_NAME_MAX }))
      .refine((v) => wordCount(v) <= CATEGORY_NAME_WORDS, ruleMessage('MMCP5807', { max: CATEGORY_NAME_WORDS })),
  );

export const categoryDescriptionRule = z
  .string()
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, ruleMessage('MAX_LENGTH', { 0: CATEGORY_DESCRIPTION_MAX }))
  .refine((v) => wordCount(v) <= CATEGORY_DESCRIPTION_WORDS, ruleMessage('MMCP5807', { max: CATEGORY_DESCRIPTION_WORDS }));

export const productNameRule = z
  .string({ message: ruleMessage('REQUIRED') })
  .transform(cleanText)
  .pipe(z.string().min(1, ruleMessage('REQUIRED')).max(PRODUCT_NAME_MAX, ruleMessage('MAX_LENGTH', { 0: PRODUCT_NAME_MAX })));

export const productDescriptionRule = z
  .string()
  .trim()
  .max(PRODUCT_DESCRIPTION_MAX, ruleMessage('MAX_LENGTH', { 0: PRODUCT_DESCRIPTION_MAX }));

export const productUnitRule = z.string().trim().max(PRODUCT_UNIT_MAX, ruleMessage('MAX_LENGTH', { 0: PRODUCT_UNIT_MAX }));

/** Selling price in minor units: above zero. */
export const priceRule = z
  .number({ message: ruleMessage('REQUIRED') })
  .int(ruleMessage('ONLY_NUMBERS'))
  .min(1, ruleMessage('MMCP4002', { min: '0.01', max: '10,000,000.00' }))
  .max(MAX_PRICE, ruleMessage('MMCP4002', { min: '0.01', max: '10,000,000.00' }));

/** Discount in minor units: zero or more (never above the price: see discountProblem). */
export const discountRule = z
  .number({ message: ruleMessage('ONLY_NUMBERS') })
  .int(ruleMessage('ONLY_NUMBERS'))
  .min(0, ruleMessage('ONLY_NUMBERS'))
  .max(MAX_PRICE, ruleMessage('MMCP5806'));

export const stockRule = z
  .number({ message: ruleMessage('REQUIRED') })
  .int(ruleMessage('MMCP5817', { min: 0, max: MAX_STOCK }))
  .min(0, ruleMessage('MMCP5817', { min: 0, max: MAX_STOCK }))
  .max(MAX_STOCK, ruleMessage('MMCP5817', { min: 0, max: MAX_STOCK }));

/** 'Discount cannot exceed selling price' (MMCP5806), or null. */
export function discountProblem(price: number | null | undefined, discount: number | null | undefined): string | null {
  if (price === null || price === undefined || discount === null || discount === undefined) return null;
  return discount > price ? ruleMessage('MMCP5806') : null;
}

/** 1:1 within 1% (a pixel of rounding). */
export function isSquare(size: { width: number; height: number }): boolean {
  return size.width > 0 && size.height > 0 && Math.abs(size.width - size.height) <= Math.max(1, size.width * 0.01);
}

/**
 * A product image's problem (spec 001 section 5: 1:1 within 2MB), or null: JPG or PNG by its
 * content ('pic_format'), at most 2MB (MMCP5811), square (MMCP5810). The browser checks before
 * uploading; the server checks the stored file again.
 */
export function productImageProblem(bytes: Uint8Array, size: number): string | null {
  const type = sniffType(bytes);
  if (type !== 'jpeg' && type !== 'png') return ruleMessage('pic_format');
  if (size > IMAGE_MAX_BYTES) return ruleMessage('MMCP5811');
  const dims = imageSize(bytes, type);
  if (!dims || !isSquare(dims)) return ruleMessage('MMCP5810');
  return null;
}

/** Is a bulk upload file a CSV by its name (the spec: CSV only)? */
export function isCsvName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

// ---- the bulk upload CSV ------------------------------------------------------------------------

/** The template's columns, in order; prices in KES as written by people ('120' or '1,250.50'). */
export const UPLOAD_COLUMNS = ['name', 'category', 'price', 'discount', 'stock', 'lowStock', 'unit', 'description', 'status'] as const;
export type UploadColumn = (typeof UPLOAD_COLUMNS)[number];
export const UPLOAD_HEADERS: Record<UploadColumn, string> = {
  name: 'Product name',
  category: 'Category',
  price: 'Selling price (KES)',
  discount: 'Discount (KES)',
  stock: 'Stock',
  lowStock: 'Low stock level',
  unit: 'Unit',
  description: 'Description',
  status: 'On shelf (Y/N)',
};
/** zh-CN of UPLOAD_HEADERS: a template downloaded in Chinese says these, and a file may use either. */
export const UPLOAD_HEADERS_ZH: Record<UploadColumn, string> = {
  name: '商品名称',
  category: '分类',
  price: '价格（KES）',
  discount: '折扣（KES）',
  stock: '库存',
  lowStock: '低库存提醒值',
  unit: '单位',
  description: '描述',
  status: '上架（Y/N）',
};

/** A column of the upload by its header in a language (a field name it does not know, as it is). */
export function uploadHeader(field: string, locale: Locale): string {
  const headers = locale === 'zh-CN' ? UPLOAD_HEADERS_ZH : UPLOAD_HEADERS;
  return Object.hasOwn(headers, field) ? headers[field as UploadColumn] : field;
}

export interface UploadRow {
  /** The row as a spreadsheet numbers it: the header is row 1, the first product row 2. */
  row: number;
  name: string;
  category: string;
  price: number;
  discount: number;
  stock: number;
  lowStock: number;
  unit: string;
  description: string;
  onShelf: boolean;
}

export interface UploadRowError {
  row: number;
  field: UploadColumn;
  /** A rule message (catalogue code with parameters); render it with renderRuleMessage. */
  message: string;
}


function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The upload template: the header and two example rows. */
export function uploadTemplateCsv(locale: Locale = 'en-US'): string {
  const header = UPLOAD_COLUMNS.map((c) => (locale === 'zh-CN' ? UPLOAD_HEADERS_ZH : UPLOAD_HEADERS)[c]);
  const examples = [
    ['Sugar 2kg', 'Groceries', '320', '20', '40', '5', 'packet', 'Mumias white sugar', 'Y'],
    ['Royco Mchuzi Mix 200g', 'Groceries', '150.50', '0', '25', '5', 'packet', '', 'N'],
  ];
  // A byte-order mark, so a spreadsheet program reads the file as UTF-8 (Chinese headers, names).
  return `\uFEFF${[header, ...examples].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export type ParsedUpload =
  | { ok: false; message: string }
  | { ok: true; rows: UploadRow[]; errors: UploadRowError[] };

function issueMessage(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? ruleMessage('INVALID_VALUE'));
}

function moneyCell(text: string, required: boolean): { value: number | null; problem: string | null } {
  const t = text.trim();
  if (t === '') return required ? { value: null, problem: ruleMessage('REQUIRED') } : { value: 0, problem: null };
  const minor = parseMoney(t);
  if (minor === null) return { value: null, problem: ruleMessage('MMCP5818') };
  return { value: Number(minor), problem: null };
}

function countCell(text: string, fallback: number | null): { value: number | null; problem: string | null } {
  const t = text.trim();
  if (t === '') return fallback === null ? { value: null, problem: ruleMessage('REQUIRED') } : { value: fallback, problem: null };
  if (!/^\d+$/.test(t)) return { value: null, problem: ruleMessage('MMCP5817', { min: 0, max: MAX_STOCK }) };
  return { value: Number(t), problem: null };
}

/**
 * Reads an upload file's text: the header must be the template's; at most 100 rows; each row is
 * checked with the same rules as the add form, and a name twice in the file is an error of both
 * rows after the first. Checks against the database (names already used) are the server's.
 * `onRow` reports progress (rows checked so far) for the browser's progress bar.
 */
export function parseUploadCsv(text: string, onRow?: (done: number, total: number) => void): ParsedUpload {
  const records = parseCsv(text, { keepBlank: true });
  const header = records[0];
  if (!header || isBlank(header)) return { ok: false, message: ruleMessage('MMCP5815') };
  // Each column named in either language, as the template in each says it.
  const given = header.map((h) => h.trim().toLowerCase());
  const named = (c: UploadColumn, i: number) => given[i] === UPLOAD_HEADERS[c].toLowerCase() || given[i] === UPLOAD_HEADERS_ZH[c].toLowerCase();
  if (given.length < UPLOAD_COLUMNS.length || !UPLOAD_COLUMNS.every(named)) return { ok: false, message: ruleMessage('MMCP5816') };
  // Blank rows are skipped but keep their numbers, so a row named in an error is the sheet's row.
  const data = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(1)
    .filter((r) => !isBlank(r.cells));
  if (data.length === 0) return { ok: false, message: ruleMessage('MMCP5815') };
  if (data.length > UPLOAD_MAX_ROWS) return { ok: false, message: ruleMessage('MMCP5809') };
  const rows: UploadRow[] = [];
  const errors: UploadRowError[] = [];
  const seen = new Set<string>();
  data.forEach(({ cells, row }, index) => {
    const cell = (c: UploadColumn) => (cells[UPLOAD_COLUMNS.indexOf(c)] ?? '').trim();
    const rowErrors: UploadRowError[] = [];
    const fail = (field: UploadColumn, message: string | null) => {
      if (message) rowErrors.push({ row, field, message });
    };
    const name = productNameRule.safeParse(cell('name'));
    fail('name', issueMessage(name));
    if (name.success) {
      const key = inventoryNameKey(name.data);
      if (seen.has(key)) fail('name', ruleMessage('MMCP5820'));
      seen.add(key);
    }
    const category = cell('category');
    if (category !== '') fail('category', issueMessage(categoryNameRule.safeParse(category)));
    const price = moneyCell(cell('price'), true);
    fail('price', price.problem ?? (price.value !== null ? issueMessage(priceRule.safeParse(price.value)) : null));
    const discount = moneyCell(cell('discount'), false);
    fail('discount', discount.problem ?? (discount.value !== null ? issueMessage(discountRule.safeParse(discount.value)) : null) ?? discountProblem(price.value, discount.value));
    const stock = countCell(cell('stock'), null);
    fail('stock', stock.problem ?? (stock.value !== null ? issueMessage(stockRule.safeParse(stock.value)) : null));
    const lowStock = countCell(cell('lowStock'), DEFAULT_LOW_STOCK);
    fail('lowStock', lowStock.problem ?? (lowStock.value !== null ? issueMessage(stockRule.safeParse(lowStock.value)) : null));
    const unit = productUnitRule.safeParse(cell('unit'));
    fail('unit', issueMessage(unit));
    const description = productDescriptionRule.safeParse(cell('description'));
    fail('description', issueMessage(description));
    const status = cell('status').toUpperCase();
    if (status !== '' && status !== 'Y' && status !== 'N') fail('status', ruleMessage('INVALID_VALUE'));
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else {
      rows.push({
        row,
        name: name.success ? name.data : '',
        category: category === '' ? '' : cleanText(category),
        price: price.value ?? 0,
        discount: discount.value ?? 0,
        stock: stock.value ?? 0,
        lowStock: lowStock.value ?? DEFAULT_LOW_STOCK,
        unit: unit.success ? unit.data : '',
        description: description.success ? description.data : '',
        onShelf: status !== 'N',
      });
    }
    onRow?.(index + 1, data.length);
  });
  return { ok: true, rows, errors };
}
