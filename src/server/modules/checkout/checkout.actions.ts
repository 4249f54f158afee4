import {
  CalculatedAmount,
  CancelHangGoodsOrder,
  CloseOrder,
  ComputeGoodsOrder,
  ConfirmPayGoodsOrder,
  ConfirmPayment,
  CreateGoodsOrder,
  HangMerchantGoodsOrder,
  PlaceOrder,
  QueryCheckoutProducts,
  QueryConsumeOrder,
  QueryHangGoodsOrders,
  QueryPaymentResult,
  QueryPaymentWays,
  SendReceiptAndInvoice,
  UseCheckCouponNoInventory,
} from '../../../shared/actions/checkout';
import { formatMoney } from '../../../shared/format/money';
import { messageText } from '../../../shared/i18n/messages';
import { andList } from '../audit/audit.detail';
import { totalOf } from '../../db/paging';
import { nowIso, toNairobi14, matches } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { fieldError } from '../../http/errors';
import { ensureTill, tillAccountId } from '../../ledger/ledger';
import { checkLimits, createOrder } from '../money/orders';
import { onOrderSettled } from '../money/settle';
import { afterTillPayment } from '../settlement/settlement.service';
import { salesTaxOf } from '../stores/salesTax';
import { checkCouponForAmount, priceCart, refuse } from './checkout.pricing';
import { type GoodsOrderRow, activeTills, addEvent, currentStore, loadOrder, orderView } from './checkout.queries';
import { codeState, latestSaleCode, requestWalletPayment } from './checkout.paycode';
import { sendReceipt } from './checkout.receipt';
import { assertOpen, moveOrder, payByTillPayment, payCash, placeOrder, recompute, checkoutPaidLate, settleCheckoutPayment, startMpesa } from './checkout.service';

/** 43 Cashier (spec 000 section 6); the counter is transaction type 117 (spec 001 section 2). */
const CASHIER = { funcNo: '43' };
const COUNTER = { funcNo: '43', transTypId: '117' };

/** How a receipt went, as catalogue words ('email and sms'). */
const by = (sent: string[]) => andList(sent.map((s) => ({ code: s === 'email' ? ('AUDIT_WORD_RECEIPT_EMAIL' as const) : ('AUDIT_WORD_RECEIPT_SMS' as const) })));

// The STK push of a sale settles in the money core's transaction (src/server/modules/money/settle.ts).
onOrderSettled('checkout', async (trx, order, outcome, late) => {
  const { goodsPaymentId, creditAccountId } = JSON.parse(order.details ?? '{}') as { goodsPaymentId?: string; creditAccountId?: string };
  if (!goodsPaymentId) return undefined;
  const credited = late
    ? await checkoutPaidLate(trx, goodsPaymentId, { receipt: outcome.receipt, ordNo: order.ord_no, amount: order.amount }, creditAccountId)
    : await settleCheckoutPayment(trx, goodsPaymentId, {
        status: outcome.status,
        receipt: outcome.receipt,
        resultDesc: outcome.resultDesc,
        moneyOrderId: order.id,
        ordNo: order.ord_no,
        amount: order.amount,
      });
  if (!credited) return undefined;
  // Once committed: a till that settles in real time or past a threshold settles this sale too.
  return async (runtime) => {
    const till = await runtime.db.selectFrom('tills').selectAll().where('id', '=', credited.tillId).executeTakeFirst();
    if (till) await afterTillPayment(runtime, till, credited.transId, credited.amount);
  };
});

async function view(ctx: SessionContext, order: GoodsOrderRow) {
  return orderView(ctx.db, order);
}

async function reload(ctx: SessionContext, orderNo: string) {
  return view(ctx, await loadOrder(ctx, orderNo));
}

export const checkoutActions = [
  sessionAction(QueryCheckoutProducts, CASHIER, async (input, ctx) => {
    let q = ctx.db
      .selectFrom('products')
      .where('merchant_id', '=', ctx.session.merchantId)
      .where('deleted_at', 'is', null)
      .where('publish_status', '=', '1');
    const keyword = input.keyword?.trim();
    if (keyword) {
      q = q.where((eb) => eb.or([matches('name_key', keyword, { folded: true }), eb('product_no', '=', keyword)]));
    }
    const rows = await q.select(['id', 'product_no', 'name', 'price', 'discount', 'stock', 'unit']).orderBy('name_key').orderBy('id').limit(input.limit).offset(input.offset).execute();
    return {
      list: rows.map((p) => ({ productId: p.id, productNo: p.product_no, name: p.name, price: Number(p.price) - Number(p.discount), stock: Number(p.stock), unit: p.unit })),
      total: await totalOf(q, input, rows.length),
    };
  }),

  sessionAction(QueryPaymentWays, CASHIER, async (_input, ctx) => {
    const store = await currentStore(ctx);
    const [tills, tax] = await Promise.all([activeTills(ctx.db, ctx.session.merchantId, store.id), salesTaxOf(ctx.db, ctx.session.merchantId)]);
    return {
      list: [
        { payType: '0008', enabled: 'Y' as const },
        { payType: '0001', enabled: tills.length ? ('Y' as const) : ('N' as const) },
        { payType: '0002', enabled: tills.length ? ('Y' as const) : ('N' as const) },
      ],
      tills: tills.map((t) => ({ tillId: t.id, tillNo: t.till_no, tillName: t.name })),
      storeId: store.id,
      storeName: store.name,
      vatRate: tax.rateBp,
      simulatorFlg: ctx.money.rails.simulators.mpesa ? ('Y' as const) : ('N' as const),
    };
  }),

  sessionAction(CalculatedAmount, CASHIER, async (input, ctx) => {
    const store = await currentStore(ctx);
    const { couponRow: _c, discountType: _t, discountValue: _v, ...totals } = await priceCart(ctx.db, ctx.session.merchantId, store.id, input, ctx.locale);
    return totals;
  }),

  sessionAction(UseCheckCouponNoInventory, CASHIER, async (input, ctx) => {
    const store = await currentStore(ctx);
    return checkCouponForAmount(ctx.db, ctx.session.merchantId, store.id, input.couponCode, input.amount, ctx.locale, input.customerPhone);
  }),

  ...[PlaceOrder, CreateGoodsOrder].map((c) =>
    sessionAction(c, COUNTER, async (input, ctx) => {
      const known = await ctx.db.selectFrom('goods_orders').select('id').where('merchant_id', '=', ctx.session.merchantId).where('request_id', '=', input.requestId).executeTakeFirst();
      const order = await placeOrder(ctx, input);
      if (!known) {
        await ctx.audit({
          event: 'GOODS_ORDER_PLACE',
          detail: { code: 'AUDIT_GOODS_ORDER_PLACE', params: { orderNo: order.order_no, amount: formatMoney(Number(order.total)), count: order.item_count } },
          after: { orderNo: order.order_no, total: order.total, discount: order.discount, coupon: order.coupon_code },
        });
      }
      return view(ctx, order);
    }),
  ),

  sessionAction(ComputeGoodsOrder, COUNTER, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    const after = await recompute(ctx, order, input);
    await ctx.audit({
      event: 'GOODS_ORDER_EDIT',
      detail: { code: 'AUDIT_GOODS_ORDER_EDIT', params: { orderNo: order.order_no, amount: formatMoney(Number(after.total)) } },
      before: { total: order.total, discount: order.discount, coupon: order.coupon_code },
      after: { total: after.total, discount: after.discount, coupon: after.coupon_code },
    });
    return view(ctx, after);
  }),

  sessionAction(QueryConsumeOrder, CASHIER, async (input, ctx) => reload(ctx, input.orderNo)),

  sessionAction(ConfirmPayment, COUNTER, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    // A retried cash payment (the answer was lost on the way) answers the sale it made.
    if (order.pay_status === 'PS' && input.payType === '0008' && order.payment_method === '0008' && order.cash_received !== null && Number(order.cash_received) === input.cashReceived) {
      return view(ctx, order);
    }
    if (input.payType === '0008') {
      const after = await payCash(ctx, order, input.cashReceived);
      await ctx.audit({
        event: 'GOODS_ORDER_PAY',
        detail: { code: 'AUDIT_GOODS_PAY_CASH', params: { orderNo: order.order_no, amount: formatMoney(Number(order.total)), change: formatMoney(Number(after.change_amount ?? 0)) } },
        after: { payStatus: 'PS', payType: '0008' },
      });
      return view(ctx, after);
    }
    if (input.payType === '0001') {
      const total = Number(order.total);
      assertOpen(order, ctx.locale);
      if (!input.mobile) throw fieldError(ctx.locale, 'mobile');
      await checkLimits(ctx.db, ctx.session.merchantId, { transTypId: '117', channel: null, amount: total, direction: 'in', rail: 'mpesa' });
      const after = await startMpesa(ctx, order, input.mobile, async (paymentId, msisdn, tillNo) => {
        await ensureTill(ctx.db, order.merchant_id, order.till_id as string);
        const { order: money } = await createOrder(ctx, ctx.money, {
          ordTyp: '42',
          transTypId: '117',
          direction: 'in',
          rail: 'mpesa',
          channel: null,
          amount: total,
          requestId: `co-${paymentId}`,
          requirePin: false,
          remarks: `Sale ${order.order_no}`,
          counterparty: { phone: msisdn, name: order.customer_name },
          collect: { msisdn, accountReference: tillNo, description: `Sale ${order.order_no}`.slice(0, 60) },
          details: { onSettle: 'checkout', goodsPaymentId: paymentId, creditAccountId: tillAccountId(order.till_id as string), goodsOrderNo: order.order_no },
        });
        return money;
      });
      await ctx.audit({
        event: 'GOODS_ORDER_PAY',
        detail: { code: 'AUDIT_GOODS_PAY_MPESA', params: { orderNo: order.order_no, amount: formatMoney(total), mobile: input.mobile } },
        after: { detailStatus: 'WM', payType: '0001' },
      });
      return view(ctx, after);
    }
    if (input.payType === '0002') {
      // The customer's wallet, by their mobile: they are sent the sale's pay code and pay it with their PIN.
      const { row, order: after } = await requestWalletPayment(ctx, order.order_no, input.mobile);
      await ctx.audit({
        event: 'GOODS_ORDER_PAY',
        detail: { code: 'AUDIT_GOODS_PAY_WALLET', params: { orderNo: order.order_no, amount: formatMoney(Number(after.total)), mobile: input.mobile ?? '', code: row.code } },
        after: { payType: '0002', payCode: row.code },
      });
      return view(ctx, after);
    }
    throw refuse('MMCP5919', 'payType', ctx.locale);
  }),

  sessionAction(ConfirmPayGoodsOrder, COUNTER, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    const after = await payByTillPayment(ctx, order, input.paymentId);
    await ctx.audit({
      event: 'GOODS_ORDER_PAY',
      detail: { code: 'AUDIT_GOODS_PAY_TILL', params: { orderNo: order.order_no, payRef: after.pay_ref ?? '', amount: formatMoney(Number(order.total)) } },
      after: { payStatus: 'PS', payType: '0001', payRef: after.pay_ref },
    });
    return view(ctx, after);
  }),

  sessionAction(QueryPaymentResult, CASHIER, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    const last = await ctx.db
      .selectFrom('goods_order_payments')
      .select(['status', 'result_desc', 'method'])
      .where('order_id', '=', order.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const failed = order.detail_status === 'FT' && last?.status === 'F';
    const code = await latestSaleCode(ctx.db, order.id);
    return {
      payCode: code?.code ?? null,
      payCodeStatus: code ? codeState(code) : null,
      payCodeExpiresAt: code?.expires_at ?? null,
      orderNo: order.order_no,
      payStatus: order.pay_status,
      detailStatus: order.detail_status,
      payType: order.payment_method ?? last?.method ?? null,
      resultDesc: failed ? `${messageText('MMCP5903', ctx.locale)}${last.result_desc ? ` ${last.result_desc}` : ''}` : null,
      payRef: order.pay_ref,
    };
  }),

  sessionAction(HangMerchantGoodsOrder, COUNTER, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    assertOpen(order, ctx.locale);
    if (order.pay_status === 'HS') return view(ctx, order);
    const after = await ctx.db.transaction().execute(async (trx) => {
      const moved = await moveOrder(trx, order, { pay_status: 'HS', accept_status: 'SP', detail_status: 'WP', hung_at: nowIso() }, ctx.locale);
      await addEvent(trx, order, 'hang', moved, ctx.session.personId);
      return moved;
    });
    await ctx.audit({ event: 'GOODS_ORDER_HANG', detail: { code: 'AUDIT_GOODS_ORDER_HANG', params: { orderNo: order.order_no } }, before: { payStatus: order.pay_status }, after: { payStatus: 'HS' } });
    return view(ctx, after);
  }),

  sessionAction(CancelHangGoodsOrder, COUNTER, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    if (order.pay_status !== 'HS' || order.accept_status === 'CL') throw refuse('MMCP5912', 'orderNo', ctx.locale);
    const after = await ctx.db.transaction().execute(async (trx) => {
      const moved = await moveOrder(trx, order, { pay_status: 'WP', accept_status: 'U1', hung_at: null }, ctx.locale);
      await addEvent(trx, order, 'resume', moved, ctx.session.personId);
      return moved;
    });
    await ctx.audit({ event: 'GOODS_ORDER_RESUME', detail: { code: 'AUDIT_GOODS_ORDER_RESUME', params: { orderNo: order.order_no } }, before: { payStatus: 'HS' }, after: { payStatus: 'WP' } });
    return view(ctx, after);
  }),

  sessionAction(CloseOrder, COUNTER, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    assertOpen(order, ctx.locale);
    const after = await ctx.db.transaction().execute(async (trx) => {
      // A suspended sale that is cancelled is no longer suspended: it leaves the suspended sales.
      const resumed = order.pay_status === 'HS' ? { pay_status: 'WP' as const, hung_at: null } : {};
      const moved = await moveOrder(trx, order, { ...resumed, goods_status: 'FP', accept_status: 'CL', detail_status: 'CF', cancel_reason: input.reason, closed_at: nowIso() }, ctx.locale);
      await addEvent(trx, order, 'cancel', moved, ctx.session.personId, input.reason);
      return moved;
    });
    await ctx.audit({ event: 'GOODS_ORDER_CANCEL', detail: { code: 'AUDIT_ORDER_CANCELLED', params: { orderNo: order.order_no, reason: input.reason } }, before: { acceptStatus: order.accept_status }, after: { acceptStatus: 'CL' } });
    return view(ctx, after);
  }),

  sessionAction(QueryHangGoodsOrders, CASHIER, async (input, ctx) => {
    const store = await currentStore(ctx);
    const q = ctx.db
      .selectFrom('goods_orders')
      .leftJoin('persons', 'persons.id', 'goods_orders.person_id')
      .where('goods_orders.merchant_id', '=', ctx.session.merchantId)
      .where('goods_orders.store_id', '=', store.id)
      .where('goods_orders.pay_status', '=', 'HS');
    const rows = await q
      .select(['goods_orders.order_no', 'goods_orders.total', 'goods_orders.item_count', 'goods_orders.customer_phone', 'goods_orders.hung_at', 'persons.first_name', 'persons.last_name'])
      .orderBy('goods_orders.created_at', 'desc')
      .orderBy('goods_orders.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    return {
      list: rows.map((r) => ({
        orderNo: r.order_no,
        totalAmount: Number(r.total),
        itemCount: Number(r.item_count),
        customerPhone: r.customer_phone,
        cashier: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
        hungAt: toNairobi14(r.hung_at ?? nowIso()),
      })),
      total: await totalOf(q, input, rows.length),
    };
  }),

  sessionAction(SendReceiptAndInvoice, CASHIER, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    if (order.pay_status !== 'PS') throw refuse('MMCP5921', 'orderNo', ctx.locale);
    if (!input.email && !input.mobile) throw refuse('MMCP5916', 'email', ctx.locale);
    const record = await view(ctx, order);
    const sent = await sendReceipt(ctx.db, record, { email: input.email ?? null, mobile: input.mobile ?? null });
    await ctx.db.transaction().execute(async (trx) => {
      if (input.email) await trx.updateTable('goods_orders').set({ customer_email: input.email, updated_at: nowIso() }).where('id', '=', order.id).execute();
      await addEvent(trx, order, 'receipt', order, ctx.session.personId, { code: 'EVT_RECEIPT', params: { by: by(sent) } });
    });
    await ctx.audit({ event: 'GOODS_ORDER_RECEIPT', detail: { code: 'AUDIT_GOODS_RECEIPT', params: { orderNo: order.order_no, by: by(sent) } } });
    return { sent };
  }),
];
