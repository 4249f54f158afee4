import { type Kysely, sql } from 'kysely';
import { type Locale, messageText } from '../../../shared/i18n/messages';
import { SELLABLE_STATUS, isSellable } from '../../../shared/rules/inventory';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import { BizError } from '../../http/errors';

/**
 * The one way stock leaves and comes back (checkout, goods orders, refunds). Each line is a
 * guarded UPDATE (`stock >= quantity`), so two cashiers selling the last item never both win: on
 * PostgreSQL the second waits for the first's row lock, re-reads the row and finds too little; on
 * SQLite writers take turns. Call it inside the caller's transaction, so a refused line undoes the
 * whole sale. Every change writes a stock history row.
 */

export interface StockLine {
  productId: string;
  quantity: number;
}

export interface StockMove {
  productId: string;
  name: string;
  quantity: number;
  stockAfter: number;
  /** Selling price and discount (minor units) at the moment of the move. */
  price: number;
  discount: number;
}

interface StockParams {
  merchantId: string;
  items: StockLine[];
  /** The goods order the stock moves for (written to the history). */
  orderNo: string;
  personId?: string | null;
  /** Language of the field error's message (the envelope's text follows the request anyway). */
  locale?: Locale;
}

/** Inventory statuses 3-5 (spec 001 section 4) from the stock on hand. */
export function stockStatus(stock: number, lowStock: number): '3' | '4' | '5' {
  if (stock <= 0) return '4';
  if (stock <= lowStock) return '3';
  return '5';
}

/** Lines of one product merged, in a fixed order, so concurrent orders lock rows the same way. */
function mergeLines(items: StockLine[], locale: Locale): { productId: string; quantity: number; field: string }[] {
  const byId = new Map<string, { productId: string; quantity: number; field: string }>();
  items.forEach((item, index) => {
    if (!Number.isInteger(item.quantity) || item.quantity <= 0) {
      const field = `items.${index}.quantity`;
      const message = messageText('INVALID_VALUE', locale);
      throw new BizError('MMCP0006', { field, message }, {}, [{ field, message }]);
    }
    const seen = byId.get(item.productId);
    if (seen) seen.quantity += item.quantity;
    else byId.set(item.productId, { productId: item.productId, quantity: item.quantity, field: `items.${index}.quantity` });
  });
  return [...byId.values()].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/**
 * Takes the items out of stock for a goods order. Refuses with 'Not enough stock.' (MMCP5801,
 * naming the line's quantity field) when a product has less than asked, 'Product not found'
 * (MMCP5802) for a product of another business, and MMCP5822 naming a product that is no longer
 * sellable (off shelf, pending or deleted): the guarded UPDATE checks the shelf too, so a product
 * unpublished while a sale waited is refused at payment, in the paying transaction.
 */
export async function takeStock(trx: Kysely<Database>, p: StockParams): Promise<StockMove[]> {
  const locale = p.locale ?? 'en-US';
  const at = nowIso();
  const moves: StockMove[] = [];
  for (const line of mergeLines(p.items, locale)) {
    const updated = await trx
      .updateTable('products')
      .set({ stock: sql<number>`stock - ${line.quantity}`, updated_at: at })
      .where('id', '=', line.productId)
      .where('merchant_id', '=', p.merchantId)
      .where('deleted_at', 'is', null)
      .where('publish_status', '=', SELLABLE_STATUS)
      .where('stock', '>=', line.quantity)
      .returning(['id', 'name', 'stock', 'price', 'discount'])
      .executeTakeFirst();
    if (!updated) {
      const product = await trx
        .selectFrom('products')
        .select(['id', 'name', 'stock', 'publish_status', 'deleted_at'])
        .where('id', '=', line.productId)
        .where('merchant_id', '=', p.merchantId)
        .executeTakeFirst();
      const productField = line.field.replace(/quantity$/, 'productId');
      if (!product) {
        throw new BizError('MMCP5802', {}, { productId: line.productId }, [{ field: productField, message: messageText('MMCP5802', locale) }]);
      }
      if (!isSellable({ publishStatus: product.publish_status, deletedAt: product.deleted_at })) {
        const params = { name: product.name };
        throw new BizError('MMCP5822', params, { productId: line.productId }, [{ field: productField, message: messageText('MMCP5822', locale, params) }]);
      }
      throw new BizError('MMCP5801', {}, { productId: line.productId, available: Number(product.stock) }, [
        { field: line.field, message: messageText('MMCP5801', locale) },
      ]);
    }
    const stockAfter = Number(updated.stock);
    await trx
      .insertInto('stock_history')
      .values({
        id: newId(),
        merchant_id: p.merchantId,
        product_id: line.productId,
        change: -line.quantity,
        stock_after: stockAfter,
        reason: 'sale',
        order_no: p.orderNo,
        person_id: p.personId ?? null,
        note: null,
        created_at: at,
      })
      .execute();
    moves.push({
      productId: line.productId,
      name: updated.name,
      quantity: line.quantity,
      stockAfter,
      price: Number(updated.price),
      discount: Number(updated.discount),
    });
  }
  return moves;
}

/**
 * Puts items of a goods order back in stock (a cancel or a refund). Never returns more of a
 * product than the order took and has not yet had back, so a repeated call moves nothing twice;
 * the answer lists what actually came back. A deleted product still gets its stock back.
 */
export async function returnStock(trx: Kysely<Database>, p: StockParams): Promise<StockMove[]> {
  const locale = p.locale ?? 'en-US';
  const at = nowIso();
  const moves: StockMove[] = [];
  for (const line of mergeLines(p.items, locale)) {
    const history = await trx
      .selectFrom('stock_history')
      .select((eb) => eb.fn.sum<number>('change').as('net'))
      .where('merchant_id', '=', p.merchantId)
      .where('order_no', '=', p.orderNo)
      .where('product_id', '=', line.productId)
      .where('reason', 'in', ['sale', 'return'])
      .executeTakeFirst();
    const outstanding = -Number(history?.net ?? 0);
    const quantity = Math.min(line.quantity, outstanding);
    if (quantity <= 0) continue;
    const updated = await trx
      .updateTable('products')
      .set({ stock: sql<number>`stock + ${quantity}`, updated_at: at })
      .where('id', '=', line.productId)
      .where('merchant_id', '=', p.merchantId)
      .returning(['id', 'name', 'stock', 'price', 'discount'])
      .executeTakeFirst();
    if (!updated) continue;
    const stockAfter = Number(updated.stock);
    await trx
      .insertInto('stock_history')
      .values({
        id: newId(),
        merchant_id: p.merchantId,
        product_id: line.productId,
        change: quantity,
        stock_after: stockAfter,
        reason: 'return',
        order_no: p.orderNo,
        person_id: p.personId ?? null,
        note: null,
        created_at: at,
      })
      .execute();
    moves.push({ productId: line.productId, name: updated.name, quantity, stockAfter, price: Number(updated.price), discount: Number(updated.discount) });
  }
  return moves;
}
