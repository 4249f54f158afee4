import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import {
  INVENTORY_STATUSES,
  PUBLISH_STATUSES,
  categoryDescriptionRule,
  categoryNameRule,
  discountRule,
  priceRule,
  productDescriptionRule,
  productNameRule,
  productUnitRule,
  stockRule,
} from '../rules/inventory';
import { ruleMessage } from '../rules/message';
import { contract, empty, yn } from './contract';

/**
 * Inventory (spec 001 sections 2, 4, 5 and 7; functions 2201 view and 2202 manage; subscription
 * gated): categories, products, stock and its history, bulk upload and download. The spec names
 * only QueryProductCategory; the others are ours (docs/areas/inventory.md). Prices are KES minor
 * units; timestamps 14-digit Nairobi.
 */

const id = z.string().trim().min(1, ruleMessage('REQUIRED')).max(40);
const ids = z.array(id).min(1, ruleMessage('REQUIRED')).max(100);

export const productCategory = z.object({
  categoryId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type ProductCategory = z.infer<typeof productCategory>;

export const product = z.object({
  productId: z.string(),
  productNo: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  price: z.number().int(),
  discount: z.number().int(),
  /** Price less discount: what a customer pays. */
  sellingPrice: z.number().int(),
  stock: z.number().int(),
  lowStock: z.number().int(),
  /** 0 off shelf, 1 on shelf, 2 pending. */
  status: z.enum(PUBLISH_STATUSES),
  /** 3 understock, 4 out of stock, 5 available. */
  stockStatus: z.enum(['3', '4', '5']),
  imageFileId: z.string().nullable(),
  /** A signed download URL of the image (valid for an hour), or null. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;

export const stockChange = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  change: z.number().int(),
  stockAfter: z.number().int(),
  /** create, adjust, upload, sale, return */
  reason: z.string(),
  orderNo: z.string().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockChange = z.infer<typeof stockChange>;

const categoryFields = {
  name: categoryNameRule,
  description: categoryDescriptionRule.optional(),
};

export const QueryProductCategory = contract('QueryProductCategory', empty, pagedOutput(productCategory));
export const AddProductCategory = contract('AddProductCategory', z.object(categoryFields), z.object({ category: productCategory }));
export const EditProductCategory = contract(
  'EditProductCategory',
  z.object({ categoryId: id, ...categoryFields }),
  z.object({ category: productCategory }),
);
export const DeleteProductCategory = contract('DeleteProductCategory', z.object({ categoryId: id }), empty);
/** The categories in the order given (every category of the business, each once). */
export const SortProductCategory = contract('SortProductCategory', z.object({ categoryIds: z.array(id).min(1).max(500) }), empty);
export const CheckProductCategoryName = contract(
  'CheckProductCategoryName',
  z.object({ name: categoryNameRule, categoryId: id.optional() }),
  z.object({ exists: yn }),
);

export const productFields = {
  name: productNameRule,
  categoryId: id.nullish(),
  description: productDescriptionRule.optional(),
  unit: productUnitRule.optional(),
  price: priceRule,
  discount: discountRule.default(0),
  stock: stockRule,
  lowStock: stockRule.optional(),
  /** 0 off shelf, 1 on shelf, 2 pending. */
  status: z.enum(PUBLISH_STATUSES, { message: ruleMessage('REQUIRED') }).default('1'),
  /** A picture of the file service (kind picture): 1:1, within 2MB. */
  imageFileId: id.nullish(),
};

export const productFilter = z.object({
  /** Name or product number contains. */
  keyword: z.string().trim().max(60).optional(),
  categoryId: id.optional(),
  status: z.enum(INVENTORY_STATUSES).optional(),
});

export const statusCounts = z.object({
  all: z.number().int(),
  offShelf: z.number().int(),
  onShelf: z.number().int(),
  pending: z.number().int(),
  understock: z.number().int(),
  outOfStock: z.number().int(),
  available: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCounts>;

export const QueryProductList = contract(
  'QueryProductList',
  productFilter.extend(pagingInput.shape),
  pagedOutput(product).extend({ counts: statusCounts }),
);
export const QueryProductDetail = contract('QueryProductDetail', z.object({ productId: id }), z.object({ product }));
export const AddProduct = contract('AddProduct', z.object(productFields), z.object({ product }));
/**
 * `stockBefore`: the stock the form was opened with. When a sale moved the stock since, the edit is
 * refused (MMCP5821) rather than overwrite the sale.
 */
export const EditProduct = contract('EditProduct', z.object({ productId: id, ...productFields, stockBefore: stockRule.optional() }), z.object({ product }));
export const CheckProductName = contract('CheckProductName', z.object({ name: productNameRule, productId: id.optional() }), z.object({ exists: yn }));
export const PublishProduct = contract('PublishProduct', z.object({ productIds: ids }), z.object({ count: z.number().int() }));
export const UnpublishProduct = contract('UnpublishProduct', z.object({ productIds: ids }), z.object({ count: z.number().int() }));
export const DeleteProduct = contract('DeleteProduct', z.object({ productIds: ids }), z.object({ count: z.number().int() }));

const download = z.object({ url: z.string(), fileName: z.string() });
export const ProductTemplateDownload = contract('ProductTemplateDownload', empty, download);
export const ProductBatchDownload = contract('ProductBatchDownload', productFilter.extend({ format: z.enum(['csv', 'xlsx']) }), download);

export const uploadRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type UploadRowErrorOut = z.infer<typeof uploadRowError>;
/**
 * Bulk upload: the CSV file's name and text (at most 100 rows). All rows or none: any bad row
 * refuses the whole file with MMCP5812 and `rowErrors` (row, field, message) beside the code.
 */
export const ProductBatchUpload = contract(
  'ProductBatchUpload',
  z.object({
    fileName: z.string().trim().min(1, ruleMessage('REQUIRED')).max(200),
    content: z.string().max(512 * 1024, ruleMessage('MMCP5809')),
  }),
  z.object({ imported: z.number().int(), categoriesAdded: z.number().int() }),
);

export const QueryStockHistory = contract(
  'QueryStockHistory',
  z.object({ productId: id.optional() }).extend(pagingInput.shape),
  pagedOutput(stockChange),
);
