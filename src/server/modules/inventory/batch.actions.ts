import { ProductBatchDownload, ProductBatchUpload, ProductTemplateDownload } from '../../../shared/actions/inventory';
import { isMessageCode, type Locale, type MessageCode, messageText } from '../../../shared/i18n/messages';
import {
  DEFAULT_LOW_STOCK,
  STATUS_KEYS,
  type UploadRowError,
  inventoryNameKey,
  isCsvName,
  parseUploadCsv,
  stockStatusOf,
  uploadHeader,
  uploadTemplateCsv,
} from '../../../shared/rules/inventory';
import { renderRuleMessage } from '../../../shared/rules/message';
import { isUniqueViolation } from '../../db/database';
import { newId, nowIso, randomDigits, toNairobi14 } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { saveFiles, signedFileUrl } from '../files/files.service';
import { exportTable } from '../statements/export';
import { refuse } from './inventory.checks';
import { productsMatching } from './inventory.queries';

/** Bulk upload (CSV, at most 100 rows, all or nothing) and download (CSV or XLSX) of products. */

const VIEW = { funcNo: '2201', subscription: true } as const;
const MANAGE = { funcNo: '2202', subscription: true } as const;
/** The most rows one batch download holds. */
export const DOWNLOAD_CAP = 10_000;


async function offerFile(ctx: SessionContext, fileName: string, mime: string, bytes: Buffer) {
  const [stored] = await saveFiles(ctx.db, ctx.config, { personId: ctx.session.personId, merchantId: ctx.session.merchantId }, 'document', [
    { name: fileName, mime, type: null, bytes },
  ]);
  return { url: await signedFileUrl(ctx.db, ctx.config, { fileId: stored!.fileId, name: fileName }, { ttlSeconds: 600 }), fileName };
}

/** A whole-file refusal from a rule message (catalogue code with parameters). */
function fileRefusal(locale: Locale, raw: string): BizError {
  const code = raw.split('|')[0] ?? '';
  const message = renderRuleMessage(raw, locale);
  if (!isMessageCode(code)) return new BizError('MMCP0006', { field: 'file', message }, {}, [{ field: 'file', message }]);
  return new BizError(code, {}, {}, [{ field: 'file', message }]);
}

function rowErrorsOut(locale: Locale, errors: UploadRowError[]) {
  return errors.map((e) => ({ row: e.row, field: e.field, message: renderRuleMessage(e.message, locale) }));
}

export const productBatchActions = [
  sessionAction(ProductTemplateDownload, VIEW, async (_input, ctx) => {
    return offerFile(ctx, 'products-template.csv', 'text/csv; charset=utf-8', Buffer.from(uploadTemplateCsv(ctx.locale), 'utf8'));
  }),

  sessionAction(ProductBatchDownload, VIEW, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const rows = await productsMatching(ctx.db, merchantId, { keyword: input.keyword, categoryId: input.categoryId, status: input.status }, DOWNLOAD_CAP);
    const merchant = await ctx.db.selectFrom('merchants').select('name').where('id', '=', merchantId).executeTakeFirstOrThrow();
    // Every status key has its words (a test checks): EXPORT_PRODUCT_onShelf, …
    const status = (key: string, locale: Locale) => messageText(`EXPORT_PRODUCT_${key}` as MessageCode, locale);
    const file = await exportTable(
      (locale) => ({
        title: messageText('EXPORT_PRODUCTS_TITLE', locale, { business: merchant.name }),
        columns: [
          { key: 'productNo', title: messageText('EXPORT_COL_PRODUCT_NO', locale) },
          { key: 'name', title: messageText('EXPORT_COL_PRODUCT_NAME', locale), width: 2 },
          { key: 'category', title: messageText('EXPORT_COL_CATEGORY', locale) },
          { key: 'price', title: messageText('EXPORT_COL_PRICE', locale), kind: 'money' },
          { key: 'discount', title: messageText('EXPORT_COL_DISCOUNT', locale), kind: 'money' },
          { key: 'stock', title: messageText('EXPORT_COL_STOCK', locale), kind: 'number' },
          { key: 'lowStock', title: messageText('EXPORT_COL_LOW_STOCK', locale), kind: 'number' },
          { key: 'unit', title: messageText('EXPORT_COL_UNIT', locale) },
          { key: 'status', title: messageText('EXPORT_COL_STATUS', locale) },
          { key: 'stockStatus', title: messageText('EXPORT_COL_STOCK_STATUS', locale) },
          { key: 'createdAt', title: messageText('EXPORT_COL_CREATED', locale), kind: 'datetime' },
        ],
        rows: rows.map((r) => ({
          productNo: r.product_no,
          name: r.name,
          category: r.category_name ?? '',
          price: Number(r.price),
          discount: Number(r.discount),
          stock: Number(r.stock),
          lowStock: Number(r.low_stock),
          unit: r.unit ?? '',
          status: STATUS_KEYS[r.publish_status as '0' | '1' | '2'] ? status(STATUS_KEYS[r.publish_status as '0' | '1' | '2'], locale) : r.publish_status,
          stockStatus: status(STATUS_KEYS[stockStatusOf(Number(r.stock), Number(r.low_stock))], locale),
          createdAt: toNairobi14(r.created_at),
        })),
        summary: [{ label: messageText('EXPORT_PRODUCTS_COUNT', locale), value: String(rows.length) }],
      }),
      input.format,
      { locale: ctx.locale, font: ctx.config.pdfFont },
    );
    const day = toNairobi14(nowIso()).slice(0, 8);
    const fileName = `products-${day}.${file.extension}`;
    const offered = await offerFile(ctx, fileName, file.mime, file.bytes);
    await ctx.audit({ event: 'PRODUCT_EXPORT', detail: { code: 'AUDIT_PRODUCT_EXPORT', params: { count: rows.length, format: input.format.toUpperCase() } } });
    return offered;
  }),

  sessionAction(ProductBatchUpload, MANAGE, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const locale = ctx.locale;
    if (!isCsvName(input.fileName)) throw refuse(locale, 'MMCP5808', 'file');
    const parsed = parseUploadCsv(input.content);
    if (!parsed.ok) throw fileRefusal(locale, parsed.message);
    const errors = [...parsed.errors];

    // Names already used by the business's products.
    const keys = parsed.rows.map((r) => inventoryNameKey(r.name));
    const taken = new Set<string>();
    for (let i = 0; i < keys.length; i += 100) {
      const chunk = keys.slice(i, i + 100);
      if (chunk.length === 0) continue;
      const found = await ctx.db
        .selectFrom('products')
        .select('name_key')
        .where('merchant_id', '=', merchantId)
        .where('deleted_at', 'is', null)
        .where('name_key', 'in', chunk)
        .execute();
      for (const f of found) taken.add(f.name_key);
    }
    for (const r of parsed.rows) {
      if (taken.has(inventoryNameKey(r.name))) errors.push({ row: r.row, field: 'name', message: 'MMCP5803' });
    }

    if (errors.length > 0) {
      errors.sort((a, b) => a.row - b.row);
      const rowErrors = rowErrorsOut(locale, errors);
      const count = new Set(errors.map((e) => e.row)).size;
      throw new BizError(
        'MMCP5812',
        { count },
        { rowErrors },
        rowErrors.map((e) => ({
          field: `rows.${e.row}.${e.field}`,
          message: messageText('MMCP5813', locale, { row: e.row, field: uploadHeader(e.field, locale), message: e.message }),
        })),
      );
    }

    const at = nowIso();
    let categoriesAdded = 0;
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const categories = await trx.selectFrom('product_categories').select(['id', 'name_key', 'sort_order']).where('merchant_id', '=', merchantId).execute();
        const byKey = new Map(categories.map((c) => [c.name_key, c.id]));
        let order = categories.reduce((m, c) => Math.max(m, Number(c.sort_order)), 0);
        for (const r of parsed.rows) {
          let categoryId: string | null = null;
          if (r.category) {
            const key = inventoryNameKey(r.category);
            categoryId = byKey.get(key) ?? null;
            if (!categoryId) {
              categoryId = newId();
              order += 1;
              await trx
                .insertInto('product_categories')
                .values({ id: categoryId, merchant_id: merchantId, name: r.category, name_key: key, description: null, sort_order: order, created_at: at, updated_at: at })
                .execute();
              byKey.set(key, categoryId);
              categoriesAdded += 1;
            }
          }
          const id = newId();
          await trx
            .insertInto('products')
            .values({
              id,
              merchant_id: merchantId,
              product_no: `P${randomDigits(8)}`,
              name: r.name,
              name_key: inventoryNameKey(r.name),
              category_id: categoryId,
              description: r.description || null,
              unit: r.unit || null,
              price: r.price,
              discount: r.discount,
              stock: r.stock,
              low_stock: r.lowStock ?? DEFAULT_LOW_STOCK,
              image_file_id: null,
              publish_status: r.onShelf ? '1' : '0',
              created_by: ctx.session.personId,
              created_at: at,
              updated_at: at,
              deleted_at: null,
            })
            .execute();
          await trx
            .insertInto('stock_history')
            .values({
              id: newId(),
              merchant_id: merchantId,
              product_id: id,
              change: r.stock,
              stock_after: r.stock,
              reason: 'upload',
              order_no: null,
              person_id: ctx.session.personId,
              note: input.fileName,
              created_at: at,
            })
            .execute();
        }
      });
    } catch (error) {
      // A product of the same name added meanwhile: nothing of the file was kept.
      if (isUniqueViolation(error)) throw refuse(locale, 'MMCP5803', 'file');
      throw error;
    }
    await ctx.audit({ event: 'PRODUCT_UPLOAD', detail: { code: 'AUDIT_PRODUCT_UPLOAD', params: { file: input.fileName, count: parsed.rows.length, categories: categoriesAdded } } });
    return { imported: parsed.rows.length, categoriesAdded };
  }),
];
