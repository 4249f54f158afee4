import { type Kysely, type Selectable, sql } from 'kysely';
import type { GoodsOrder } from '../../../shared/actions/checkout';
import { type CatalogueText, type Locale, catalogueWords, isMessageCode } from '../../../shared/i18n/messages';
import type { Database, GoodsOrderTable } from '../../db/schema';
import { newId, nowIso, toNairobi14 } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { salesTaxOf } from '../stores/salesTax';
import { couponInfoOf } from './checkout.pricing';

export type GoodsOrderRow = Selectable<GoodsOrderTable>;

/** The store a sale belongs to: the session's current store, else the business's main store. */
export async function currentStore(ctx: SessionContext): Promise<{ id: string; name: string }> {
  let q = ctx.db.selectFrom('stores').select(['id', 'name']).where('merchant_id', '=', ctx.session.merchantId);
  q = ctx.session.storeId ? q.where('id', '=', ctx.session.storeId) : q.orderBy(sql`case when head_office = 'Y' then 0 else 1 end`).orderBy('created_at');
  const store = await q.executeTakeFirst();
  if (!store) throw new BizError('MMCP5902');
  return store;
}

/** The active tills of a store, for the counter's picker and the M-PESA payment. */
export function activeTills(db: Kysely<Database>, merchantId: string, storeId: string) {
  return db
    .selectFrom('tills')
    .select(['id', 'till_no', 'name', 'store_id', 'merchant_id'])
    .where('merchant_id', '=', merchantId)
    .where('store_id', '=', storeId)
    .where('status', '=', '0')
    .where('deleted_at', 'is', null)
    .orderBy('till_no')
    .execute();
}

/** An order of the caller's business and current store, or 'Order not found' (MMCP5911). */
export async function loadOrder(ctx: SessionContext, orderNo: string, db: Kysely<Database> = ctx.db): Promise<GoodsOrderRow> {
  const store = await currentStore(ctx);
  const row = await db
    .selectFrom('goods_orders')
    .selectAll()
    .where('merchant_id', '=', ctx.session.merchantId)
    .where('store_id', '=', store.id)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP5911', {}, {}, [{ field: 'orderNo', message: 'Order not found' }]);
  return row;
}

/**
 * A step of a sale's history, with the statuses it left. `detail`: catalogue words
 * (src/shared/i18n/orderEventMessages.ts), kept as their code and parameters and worded in the
 * reader's language when read (`eventDetailText`); or words a person typed, kept as typed.
 */
export async function addEvent(
  db: Kysely<Database>,
  order: Pick<GoodsOrderRow, 'id' | 'merchant_id'>,
  event: string,
  state: { pay_status?: string | null; accept_status?: string | null },
  personId: string | null,
  detail: CatalogueText | string | null = null,
): Promise<void> {
  await db
    .insertInto('goods_order_events')
    .values({
      id: newId(),
      order_id: order.id,
      merchant_id: order.merchant_id,
      event,
      pay_status: state.pay_status ?? null,
      accept_status: state.accept_status ?? null,
      person_id: personId,
      detail: detail === null || typeof detail === 'string' ? detail : JSON.stringify(detail),
      created_at: nowIso(),
    })
    .execute();
}

/** A history line as the reader reads it: stored catalogue words in their language, typed words as typed. */
export function eventDetailText(detail: string | null, locale: Locale): string | null {
  if (!detail?.startsWith('{"code":')) return detail;
  try {
    const text = JSON.parse(detail) as CatalogueText;
    return isMessageCode(text.code) ? catalogueWords(text, locale) : detail;
  } catch {
    return detail;
  }
}

/** The whole order as the counter, the receipt and the orders area show it. */
export async function orderView(db: Kysely<Database>, order: GoodsOrderRow): Promise<GoodsOrder> {
  const [items, extra, lastPayment, tax, coupon] = await Promise.all([
    db.selectFrom('goods_order_items').selectAll().where('order_id', '=', order.id).orderBy('line_no').execute(),
    db
      .selectFrom('merchants')
      .leftJoin('stores', (j) => j.on('stores.id', '=', order.store_id))
      .leftJoin('tills', (j) => j.on('tills.id', '=', order.till_id ?? ''))
      .leftJoin('persons', (j) => j.on('persons.id', '=', order.person_id))
      .select(['merchants.name as merchant_name', 'stores.name as store_name', 'tills.till_no', sql<string | null>`persons.first_name || ' ' || persons.last_name`.as('cashier')])
      .where('merchants.id', '=', order.merchant_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('goods_order_payments').select(['status', 'result_desc']).where('order_id', '=', order.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
    salesTaxOf(db, order.merchant_id),
    order.coupon_id ? db.selectFrom('coupons').selectAll().where('id', '=', order.coupon_id).executeTakeFirst() : Promise.resolve(undefined),
  ]);
  return {
    orderNo: order.order_no,
    storeId: order.store_id,
    storeName: extra.store_name ?? null,
    tillId: order.till_id,
    tillNo: extra.till_no ?? null,
    cashier: extra.cashier ?? null,
    customerId: order.customer_id,
    customerPhone: order.customer_phone,
    customerName: order.customer_name,
    customerEmail: order.customer_email,
    payStatus: order.pay_status,
    goodsStatus: order.goods_status,
    acceptStatus: order.accept_status,
    detailStatus: order.detail_status,
    items: items.map((i) => ({
      lineNo: Number(i.line_no),
      itemType: i.item_type as 'I' | 'N',
      productId: i.product_id,
      name: i.name,
      unitPrice: Number(i.unit_price),
      quantity: Number(i.quantity),
      lineTotal: Number(i.line_total),
      stock: null,
    })),
    itemCount: Number(order.item_count),
    subTotalAmount: Number(order.subtotal),
    discountType: order.discount_type,
    discountValue: order.discount_value === null ? null : Number(order.discount_value),
    offerDiscountAmount: Number(order.discount),
    couponCodeAmount: Number(order.coupon_amount),
    coupon: coupon ? couponInfoOf(coupon) : null,
    vatRate: Number(order.vat_rate),
    vatAmount: Number(order.vat),
    totalAmount: Number(order.total),
    paidAmount: Number(order.paid_amount),
    cashReceived: order.cash_received === null ? null : Number(order.cash_received),
    changeAmount: order.change_amount === null ? null : Number(order.change_amount),
    payType: order.payment_method,
    payRef: order.pay_ref,
    remarks: order.remarks,
    resultDesc: lastPayment?.status === 'F' ? lastPayment.result_desc : null,
    createdAt: toNairobi14(order.created_at),
    paidAt: order.paid_at ? toNairobi14(order.paid_at) : null,
    merchantName: extra.merchant_name,
    vatNo: tax.vatNo,
  };
}
