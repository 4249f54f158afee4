import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { CartInput, placeOrderInput } from '../../../shared/actions/checkout';
import { formatMoney } from '../../../shared/format/money';
import { normalizePhone } from '../../../shared/rules/identity';
import { isSellable } from '../../../shared/rules/inventory';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import type { SessionContext } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { customerForSale } from '../customers/customers.queries';
import { newOrderNo } from '../money/orders';
import { noticeText, notifyOwner } from '../notifications/service';
import { returnStock, takeStock } from '../inventory/stock';
import { type PricedCart, priceCart, refuse } from './checkout.pricing';
import { redemptionPhone } from './oneTimeCoupon';
import { type GoodsOrderRow, activeTills, addEvent, currentStore } from './checkout.queries';

/**
 * The life of a sale at the counter. Statuses (spec 001 section 4):
 *
 * | step | pay_status | goods_status | accept_status | detail_status |
 * | --- | --- | --- | --- | --- |
 * | placed | WP | WP | U1 | WP |
 * | suspended | HS | WP | SP | WP |
 * | STK push sent | WP | WP | U1 | WM |
 * | STK push failed | WP | WP | U1 | FT |
 * | paid | PS | PS | CP | ST |
 * | cancelled | WP | FP | CL | CF |
 *
 * Stock and the coupon are taken in the transaction that pays the sale (cash, a till payment), or
 * that sends the STK push (held while the customer answers and given back if the push fails), so
 * two cashiers never both sell the last item.
 */

type PlaceInput = z.output<typeof placeOrderInput>;

export async function placeOrder(ctx: SessionContext, input: PlaceInput): Promise<GoodsOrderRow> {
  const { merchantId, personId } = ctx.session;
  const existing = await ctx.db.selectFrom('goods_orders').selectAll().where('merchant_id', '=', merchantId).where('request_id', '=', input.requestId).executeTakeFirst();
  if (existing) return existing;
  const store = await currentStore(ctx);
  const customer = await saleCustomer(ctx, store.id, input);
  const priced = await priceCart(ctx.db, merchantId, store.id, { ...input, customerPhone: input.customerPhone ?? customer?.mobile ?? null }, ctx.locale);
  const tills = await activeTills(ctx.db, merchantId, store.id);
  let tillId: string | null = tills[0]?.id ?? null;
  if (input.tillId) {
    if (!tills.some((t) => t.id === input.tillId)) throw refuse('MMCP5905', 'tillId', ctx.locale);
    tillId = input.tillId;
  }
  const now = nowIso();
  const order: GoodsOrderRow = {
    id: newId(),
    order_no: newOrderNo(),
    merchant_id: merchantId,
    store_id: store.id,
    till_id: tillId,
    person_id: personId,
    request_id: input.requestId,
    channel: 'C',
    customer_id: customer?.custId ?? null,
    customer_phone: input.customerPhone ? normalizePhone(input.customerPhone) : (customer?.mobile ?? null),
    customer_name: input.customerName || customer?.fullName || null,
    customer_email: customer?.email ?? null,
    pay_status: 'WP',
    goods_status: 'WP',
    accept_status: 'U1',
    detail_status: 'WP',
    ...totalsColumns(priced),
    paid_amount: 0,
    cash_received: null,
    change_amount: null,
    refunded_amount: 0,
    payment_method: null,
    pay_ref: null,
    money_order_id: null,
    remarks: input.remarks || null,
    cancel_reason: null,
    created_at: now,
    updated_at: now,
    hung_at: null,
    paid_at: null,
    closed_at: null,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('goods_orders').values(order).execute();
      await writeLines(trx, order, priced);
      await addEvent(trx, order, 'create', order, personId, { code: 'EVT_CREATED', params: { amount: formatMoney(order.total), count: order.item_count } });
    });
  } catch (error) {
    // The same request id sent twice at once: the other one made the order.
    const raced = await ctx.db.selectFrom('goods_orders').selectAll().where('merchant_id', '=', merchantId).where('request_id', '=', input.requestId).executeTakeFirst();
    if (raced) return raced;
    throw error;
  }
  return order;
}

/**
 * The customer of the store's customer book a sale is for: the one picked (`customerId`, refused
 * with 'Customer not found' when it is not in this business's book for the store, so a sale never
 * points at another business's customer), else the one whose mobile the cashier typed, else none.
 */
async function saleCustomer(ctx: SessionContext, storeId: string, input: PlaceInput) {
  if (input.customerId) {
    const picked = await customerForSale(ctx.db, ctx.session.merchantId, storeId, { custId: input.customerId });
    if (!picked) throw refuse('MMCP6101', 'customerId', ctx.locale);
    return picked;
  }
  return input.customerPhone ? customerForSale(ctx.db, ctx.session.merchantId, storeId, { phone: input.customerPhone }) : null;
}

function totalsColumns(p: PricedCart) {
  return {
    item_count: p.itemCount,
    subtotal: p.subTotalAmount,
    discount_type: p.discountType,
    discount_value: p.discountValue,
    discount: p.offerDiscountAmount,
    coupon_id: p.couponRow?.id ?? null,
    coupon_code: p.couponRow?.code ?? null,
    coupon_amount: p.couponCodeAmount,
    vat_rate: p.vatRate,
    vat: p.vatAmount,
    total: p.totalAmount,
  };
}

async function writeLines(trx: Kysely<Database>, order: GoodsOrderRow, priced: PricedCart) {
  await trx
    .insertInto('goods_order_items')
    .values(
      priced.items.map((l) => ({
        id: newId(),
        order_id: order.id,
        merchant_id: order.merchant_id,
        line_no: l.lineNo,
        item_type: l.itemType,
        product_id: l.productId,
        name: l.name,
        unit_price: l.unitPrice,
        quantity: l.quantity,
        line_total: l.lineTotal,
        refunded_qty: 0,
        created_at: order.created_at,
      })),
    )
    .execute();
}

/** Whether the order may still be edited, suspended, cancelled or paid (no push on its way, not paid or closed). */
export function assertOpen(order: GoodsOrderRow, locale: SessionContext['locale']): void {
  if (order.pay_status === 'PS') throw refuse('MMCP5917', 'orderNo', locale);
  if (order.detail_status === 'WM') throw refuse('MMCP5918', 'orderNo', locale);
  if (order.accept_status === 'CL' || !['WP', 'HS'].includes(order.pay_status)) throw refuse('MMCP5912', 'orderNo', locale);
}

/** Open and not suspended: a suspended sale is resumed before it is paid. */
export function assertPayable(order: GoodsOrderRow, locale: SessionContext['locale']): void {
  assertOpen(order, locale);
  if (order.pay_status !== 'WP') throw refuse('MMCP5912', 'orderNo', locale);
}

/** Moves an open order to a new state, guarded by the state it was read in (a parallel change wins once). */
export async function moveOrder(db: Kysely<Database>, order: GoodsOrderRow, set: Partial<GoodsOrderRow>, locale: SessionContext['locale']): Promise<GoodsOrderRow> {
  const moved = await db
    .updateTable('goods_orders')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', order.id)
    .where('pay_status', '=', order.pay_status)
    .where('detail_status', '=', order.detail_status)
    .where('accept_status', '=', order.accept_status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw refuse('MMCP5912', 'orderNo', locale);
  return { ...order, ...set };
}

/** Recomputes an open order with new lines, discount or coupon. */
export async function recompute(ctx: SessionContext, order: GoodsOrderRow, cart: Partial<CartInput>): Promise<GoodsOrderRow> {
  assertOpen(order, ctx.locale);
  // The customer's mobile may be given (or changed) until the sale is paid, e.g. for a one-time
  // coupon (MMCP6213); a picked customer keeps their own.
  const phone = !order.customer_id && cart.customerPhone !== undefined ? (cart.customerPhone ? normalizePhone(cart.customerPhone) : null) : order.customer_phone;
  const lines = await ctx.db.selectFrom('goods_order_items').selectAll().where('order_id', '=', order.id).orderBy('line_no').execute();
  const items =
    cart.items ??
    lines.map((l) => (l.product_id ? { productId: l.product_id, quantity: Number(l.quantity) } : { name: l.name, unitPrice: Number(l.unit_price), quantity: Number(l.quantity) }));
  const priced = await priceCart(
    ctx.db,
    order.merchant_id,
    order.store_id,
    {
      items,
      discountType: cart.discountType !== undefined ? cart.discountType : (order.discount_type as 'A' | 'P' | null),
      discountValue: cart.discountValue !== undefined ? cart.discountValue : order.discount_value,
      couponCode: cart.couponCode !== undefined ? cart.couponCode : order.coupon_code,
      customerPhone: phone,
    },
    ctx.locale,
  );
  return ctx.db.transaction().execute(async (trx) => {
    const after = await moveOrder(trx, order, { ...totalsColumns(priced), customer_phone: phone }, ctx.locale);
    await trx.deleteFrom('goods_order_items').where('order_id', '=', order.id).execute();
    await writeLines(trx, order, priced);
    await addEvent(trx, order, 'compute', after, ctx.session.personId, { code: 'EVT_TOTAL', params: { amount: formatMoney(after.total) } });
    return after;
  });
}

async function stockLines(db: Kysely<Database>, orderId: string) {
  const lines = await db.selectFrom('goods_order_items').select(['product_id', 'quantity']).where('order_id', '=', orderId).where('product_id', 'is not', null).execute();
  return lines.map((l) => ({ productId: l.product_id as string, quantity: Number(l.quantity) }));
}

/**
 * Refuses an order holding a product that is no longer on the shelf (MMCP5822, naming it), before
 * anything is sent to the customer (a pay code, a wallet request). The payment itself is checked
 * again by `takeStock` in its own transaction.
 */
export async function assertSellable(db: Kysely<Database>, order: GoodsOrderRow, locale: SessionContext['locale']): Promise<void> {
  const lines = await db
    .selectFrom('goods_order_items')
    .innerJoin('products', 'products.id', 'goods_order_items.product_id')
    .select(['goods_order_items.line_no', 'products.name', 'products.publish_status', 'products.deleted_at'])
    .where('goods_order_items.order_id', '=', order.id)
    .orderBy('goods_order_items.line_no')
    .execute();
  const unsellable = lines.find((l) => !isSellable({ publishStatus: l.publish_status, deletedAt: l.deleted_at }));
  if (unsellable) throw refuse('MMCP5822', `items.${Number(unsellable.line_no) - 1}.productId`, locale, { name: unsellable.name });
}

/** Takes the order's stock and its coupon, in the caller's transaction. */
export async function takeGoods(trx: Kysely<Database>, order: GoodsOrderRow, personId: string | null, locale: SessionContext['locale']): Promise<void> {
  const items = await stockLines(trx, order.id);
  if (items.length) await takeStock(trx, { merchantId: order.merchant_id, items, orderNo: order.order_no, personId, locale });
  if (order.coupon_id) {
    const used = await trx
      .updateTable('coupons')
      .set({ used_count: sql<number>`used_count + 1`, updated_at: nowIso() })
      .where('id', '=', order.coupon_id)
      .where((eb) => eb.or([eb('total_quantity', 'is', null), eb('used_count', '<', eb.ref('total_quantity'))]))
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw refuse('MMCP5904', 'couponCode', locale);
    const customerPhone = await redemptionPhone(trx, order, locale);
    await trx
      .insertInto('coupon_redemptions')
      .values({ id: newId(), coupon_id: order.coupon_id, merchant_id: order.merchant_id, order_id: order.id, customer_phone: customerPhone, amount: order.coupon_amount, created_at: nowIso() })
      .execute();
  }
}

/** Gives back what `takeGoods` took (a failed STK push). */
async function giveBackGoods(trx: Kysely<Database>, order: GoodsOrderRow): Promise<void> {
  const items = await stockLines(trx, order.id);
  if (items.length) await returnStock(trx, { merchantId: order.merchant_id, items, orderNo: order.order_no, personId: null });
  if (order.coupon_id) {
    const removed = await trx.deleteFrom('coupon_redemptions').where('coupon_id', '=', order.coupon_id).where('order_id', '=', order.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 1) {
      await trx.updateTable('coupons').set({ used_count: sql<number>`used_count - 1`, updated_at: nowIso() }).where('id', '=', order.coupon_id).execute();
    }
  }
}

export function paidColumns(order: GoodsOrderRow, payType: string, ref: string | null, at: string) {
  return {
    pay_status: 'PS',
    goods_status: 'PS',
    accept_status: 'CP',
    detail_status: 'ST',
    paid_amount: order.total,
    payment_method: payType,
    pay_ref: ref,
    paid_at: at,
    hung_at: null,
  };
}

/** Cash: change given back; stock, coupon and the paid state in one transaction. */
export async function payCash(ctx: SessionContext, order: GoodsOrderRow, cashReceived: number | null | undefined): Promise<GoodsOrderRow> {
  assertPayable(order, ctx.locale);
  const total = Number(order.total);
  if (cashReceived === null || cashReceived === undefined) throw refuse('MMCP5908', 'cashReceived', ctx.locale);
  if (cashReceived < total) throw refuse('MMCP5913', 'cashReceived', ctx.locale);
  const change = cashReceived - total;
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const after = await moveOrder(trx, order, { ...paidColumns(order, '0008', null, now), cash_received: cashReceived, change_amount: change }, ctx.locale);
    await takeGoods(trx, order, ctx.session.personId, ctx.locale);
    await trx
      .insertInto('goods_order_payments')
      .values({
        id: newId(),
        order_id: order.id,
        merchant_id: order.merchant_id,
        method: '0008',
        amount: total,
        tendered: cashReceived,
        change_amount: change,
        status: 'S',
        payer_phone: null,
        money_order_id: null,
        network_ref: null,
        result_desc: null,
        person_id: ctx.session.personId,
        created_at: now,
        finished_at: now,
      })
      .execute();
    await addEvent(trx, order, 'pay', after, ctx.session.personId, { code: 'EVT_CASH', params: { cash: formatMoney(cashReceived), change: formatMoney(change) } });
    return after;
  });
}

/**
 * M-PESA: holds stock and coupon, marks the order waiting for the callback (WM) and sends an STK
 * push (a money order of type 42 whose money lands on the order's till). The money core's settle
 * step calls `settleCheckoutPayment` in its own transaction.
 */
export async function startMpesa(ctx: SessionContext, order: GoodsOrderRow, mobile: string | null | undefined, startPush: (paymentId: string, msisdn: string, tillNo: string) => Promise<{ id: string; ord_no: string }>): Promise<GoodsOrderRow> {
  assertPayable(order, ctx.locale);
  const msisdn = mobile ? normalizePhone(mobile) : null;
  if (!msisdn) throw fieldError(ctx.locale, 'mobile');
  const till = order.till_id
    ? await ctx.db.selectFrom('tills').select(['id', 'till_no', 'status', 'deleted_at']).where('id', '=', order.till_id).executeTakeFirst()
    : undefined;
  if (till?.status !== '0' || till.deleted_at) throw refuse('MMCP5905', 'tillId', ctx.locale);
  const total = Number(order.total);
  if (total % 100 !== 0) throw refuse('MMCP4008', 'amount', ctx.locale);
  const paymentId = newId();
  const now = nowIso();
  const held = await ctx.db.transaction().execute(async (trx) => {
    // A sale without a customer takes the number it is paid from as its customer's. When that
    // number came from an earlier push that failed (no customer was picked and the number is that
    // push's), this push's number replaces it: the customer is who pays.
    const lastPush = await trx.selectFrom('goods_order_payments').select('payer_phone').where('order_id', '=', order.id).where('method', '=', '0001').orderBy('created_at', 'desc').executeTakeFirst();
    const fromPush = !order.customer_id && order.customer_phone !== null && lastPush?.payer_phone === order.customer_phone;
    const customerPhone = order.customer_phone === null || fromPush ? msisdn : order.customer_phone;
    const after = await moveOrder(trx, order, { detail_status: 'WM', customer_phone: customerPhone }, ctx.locale);
    await takeGoods(trx, order, ctx.session.personId, ctx.locale);
    await trx
      .insertInto('goods_order_payments')
      .values({
        id: paymentId,
        order_id: order.id,
        merchant_id: order.merchant_id,
        method: '0001',
        amount: total,
        tendered: null,
        change_amount: null,
        status: 'P',
        payer_phone: msisdn,
        money_order_id: null,
        network_ref: null,
        result_desc: null,
        person_id: ctx.session.personId,
        created_at: now,
        finished_at: null,
      })
      .execute();
    await addEvent(trx, order, 'stkPush', after, ctx.session.personId, { code: 'EVT_MPESA', params: { ref: msisdn } });
    return after;
  });
  try {
    const money = await startPush(paymentId, msisdn, till.till_no);
    await ctx.db.updateTable('goods_order_payments').set({ money_order_id: money.id }).where('id', '=', paymentId).execute();
  } catch (error) {
    const reason = error instanceof BizError ? error.code : 'error';
    await ctx.db.transaction().execute(async (trx) => failPayment(trx, paymentId, `Not sent: ${reason}`));
    throw error;
  }
  return held;
}

/**
 * The money core settled the STK push (`onOrderSettled('checkout')`): pay the sale or give its goods
 * back. Answers the till payment it recorded, for the till's settlement once committed.
 */
export async function settleCheckoutPayment(
  trx: Kysely<Database>,
  paymentId: string,
  outcome: { status: 'S' | 'F'; receipt: string | null; resultDesc: string | null; moneyOrderId: string; ordNo: string; amount: number },
): Promise<{ tillId: string; transId: string; amount: number } | undefined> {
  if (outcome.status !== 'S') {
    await failPayment(trx, paymentId, outcome.resultDesc);
    return undefined;
  }
  const now = nowIso();
  const moved = await trx
    .updateTable('goods_order_payments')
    .set({ status: 'S', network_ref: outcome.receipt, money_order_id: outcome.moneyOrderId, result_desc: outcome.resultDesc, finished_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', 'P')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return undefined;
  const payment = await trx.selectFrom('goods_order_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const order = await trx.selectFrom('goods_orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  const paid = { ...paidColumns(order, '0001', outcome.receipt ?? outcome.ordNo, now), money_order_id: outcome.moneyOrderId };
  await trx.updateTable('goods_orders').set({ ...paid, updated_at: now }).where('id', '=', order.id).where('detail_status', '=', 'WM').execute();
  await addEvent(trx, order, 'pay', paid, payment.person_id, outcome.receipt ? { code: 'EVT_MPESA', params: { ref: outcome.receipt } } : 'M-PESA');
  if (!order.till_id) return undefined;
  const transId = outcome.receipt ?? outcome.ordNo;
  // The payment shows in the till's records, already matched to this sale.
  await saleTillPayment(trx, order, payment.payer_phone, transId, outcome.amount, { by: payment.person_id, at: now });
  return { tillId: order.till_id, transId, amount: outcome.amount };
}

/**
 * M-PESA confirmed a sale's STK push after its deadline had failed it: the sale was closed then and
 * its goods given back, and the money is now in its till. The payment goes into the till's payments
 * unmatched, with the sale's number as its reference, for a cashier to match to a sale
 * (ClaimTillPayment) or pay back; the sale's history says so and the owner is told. Answers the
 * till payment, for the till's settlement once committed.
 */
export async function checkoutPaidLate(
  trx: Kysely<Database>,
  paymentId: string,
  outcome: { receipt: string | null; ordNo: string; amount: number },
  /** The account the push credited (the money order's `creditAccountId`): the till it was sent on, whatever the sale's till is now. */
  creditAccountId: string | undefined,
): Promise<{ tillId: string; transId: string; amount: number } | undefined> {
  const payment = await trx.selectFrom('goods_order_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (payment?.status !== 'F') return undefined;
  const order = await trx.selectFrom('goods_orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  const transId = outcome.receipt ?? outcome.ordNo;
  const amount = formatMoney(outcome.amount);
  await trx.updateTable('goods_order_payments').set({ network_ref: outcome.receipt, result_desc: `Confirmed by M-PESA after it was closed (${transId})` }).where('id', '=', paymentId).execute();
  await addEvent(trx, order, 'payLate', { pay_status: order.pay_status, accept_status: order.accept_status }, null, { code: 'EVT_PAID_LATE', params: { transId, amount } });
  await notifyOwner(trx, order.merchant_id, {
    ...noticeText({ title: 'NOTE_SALE_PAID_LATE_TITLE', body: 'NOTE_SALE_PAID_LATE', params: { orderNo: order.order_no, amount, transId } }),
    amount: outcome.amount,
  });
  const tillId = creditAccountId?.startsWith('till:') ? creditAccountId.slice(5) : null;
  const till = tillId ? await trx.selectFrom('tills').select(['id', 'store_id']).where('id', '=', tillId).executeTakeFirst() : undefined;
  if (!till) return undefined;
  await saleTillPayment(trx, { ...order, till_id: till.id, store_id: till.store_id }, payment.payer_phone, transId, outcome.amount, null);
  return { tillId: till.id, transId, amount: outcome.amount };
}

/**
 * A sale's M-PESA payment in the records of the till it was paid to, under the sale's number:
 * matched to the sale at once (`claim`, checkout), or left for a cashier to match (a payment that
 * came after the sale was closed). Once per network receipt.
 */
async function saleTillPayment(
  trx: Kysely<Database>,
  order: GoodsOrderRow,
  payerPhone: string | null,
  transId: string,
  amount: number,
  claim: { by: string | null; at: string } | null,
): Promise<void> {
  await trx
    .insertInto('till_payments')
    .values({
      id: newId(),
      merchant_id: order.merchant_id,
      store_id: order.store_id,
      till_id: order.till_id as string,
      source: 'mpesa',
      trans_id: transId,
      amount,
      payer_name: order.customer_name,
      payer_phone: maskPhone(payerPhone),
      reference: order.order_no,
      claim_ref: claim ? order.order_no : null,
      claim_note: claim ? 'Checkout' : null,
      claimed_by: claim?.by ?? null,
      claimed_at: claim?.at ?? null,
      created_at: claim?.at ?? nowIso(),
    })
    .onConflict((oc) => oc.columns(['source', 'trans_id']).doNothing())
    .execute();
}

/** A payer's phone as Daraja shows it in a till's records: 25471****678. */
export function maskPhone(phone: string | null): string | null {
  return phone && phone.length >= 9 ? `${phone.slice(0, 5)}****${phone.slice(-3)}` : phone;
}

async function failPayment(trx: Kysely<Database>, paymentId: string, reason: string | null): Promise<void> {
  const moved = await trx
    .updateTable('goods_order_payments')
    .set({ status: 'F', result_desc: reason, finished_at: nowIso() })
    .where('id', '=', paymentId)
    .where('status', '=', 'P')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return;
  const payment = await trx.selectFrom('goods_order_payments').select(['order_id', 'person_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const order = await trx.selectFrom('goods_orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  const back = await trx.updateTable('goods_orders').set({ detail_status: 'FT', updated_at: nowIso() }).where('id', '=', order.id).where('detail_status', '=', 'WM').executeTakeFirst();
  if (Number(back.numUpdatedRows) === 1) await giveBackGoods(trx, order);
  await addEvent(trx, order, 'payFail', { pay_status: order.pay_status, accept_status: order.accept_status }, payment.person_id, reason);
}

/**
 * A customer paid one of the store's tills (scanned its QR code or paid its Buy Goods number): the
 * cashier matches that payment to the sale. The payment is claimed once (guarded UPDATE).
 */
export async function payByTillPayment(ctx: SessionContext, order: GoodsOrderRow, paymentId: string | null | undefined): Promise<GoodsOrderRow> {
  assertPayable(order, ctx.locale);
  let q = ctx.db
    .selectFrom('till_payments')
    .selectAll()
    .where('merchant_id', '=', order.merchant_id)
    .where('store_id', '=', order.store_id)
    .where('claimed_at', 'is', null)
    .where('amount', '=', order.total);
  q = paymentId ? q.where('id', '=', paymentId) : q.where('created_at', '>=', new Date(Date.now() - 24 * 3600_000).toISOString()).orderBy('created_at', 'desc');
  const payment = await q.executeTakeFirst();
  if (!payment) throw refuse('MMCP5920', 'paymentId', ctx.locale, { amount: formatMoney(Number(order.total)) });
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('till_payments')
      .set({ claim_ref: order.order_no, claim_note: 'Checkout', claimed_by: ctx.session.personId, claimed_at: now })
      .where('id', '=', payment.id)
      .where('claimed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new BizError('MMCP5207');
    const after = await moveOrder(trx, order, { ...paidColumns(order, '0001', payment.trans_id, now), till_id: payment.till_id }, ctx.locale);
    await takeGoods(trx, order, ctx.session.personId, ctx.locale);
    await trx
      .insertInto('goods_order_payments')
      .values({
        id: newId(),
        order_id: order.id,
        merchant_id: order.merchant_id,
        method: '0001',
        amount: Number(order.total),
        tendered: null,
        change_amount: null,
        status: 'S',
        payer_phone: payment.payer_phone,
        money_order_id: null,
        network_ref: payment.trans_id,
        result_desc: 'Till payment',
        person_id: ctx.session.personId,
        created_at: now,
        finished_at: now,
      })
      .execute();
    await addEvent(trx, order, 'pay', after, ctx.session.personId, { code: 'EVT_TILL_PAYMENT', params: { transId: payment.trans_id } });
    return after;
  });
}
