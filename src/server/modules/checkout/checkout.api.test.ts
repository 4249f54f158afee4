import crypto from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutTotals, GoodsOrder } from '../../../shared/actions/checkout';
import { isoAfter, newId, nowIso } from '../../db/util';
import { accountBalance, tillAccountId } from '../../ledger/ledger';
import { settleOutcome } from '../money/settle';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';
import type { WireClient } from '../../testing/client';
import { shelveProduct, stockOf as stockOfProduct } from '../inventory/testing';
import { closeUnpaidSales } from './checkout.jobs';

const t = withTestApp();
const KES = 100;
const MERCHANT = 'merc-demo';
const COUNTER1 = 'till-demo-counter1';

expectBalancedLedgerAfterEach(t);

const owner = () => signIn(t, DEMO_LOGIN.owner.userId, 'P');
const cashier = () => signIn(t, DEMO_LOGIN.cashier.userId, 'S');
const product = (price: number, stock: number, discount = 0) => shelveProduct(t.database.db, { merchantId: MERCHANT, price, stock, discount });
const stockOf = (id: string) => stockOfProduct(t.database.db, id);
const requestId = () => `co${crypto.randomBytes(8).toString('hex')}`;



async function coupon(code: string, values: { coupon_type?: string; amount?: number | null; percentage?: number | null; min?: number; total?: number | null }) {
  await t.database.db
    .insertInto('coupons')
    .values({
      id: newId(),
      merchant_id: MERCHANT,
      store_id: null,
      promotion_id: null,
      code,
      name: code,
      coupon_type: values.coupon_type ?? 'A',
      amount: values.amount ?? null,
      percentage: values.percentage ?? null,
      max_discount: null,
      min_order_amount: values.min ?? 0,
      gift_name: null,
      gift_image: null,
      pay_code: null,
      static_qr: null,
      one_time: 'N',
      total_quantity: values.total ?? null,
      used_count: 0,
      status: '02',
      start_at: new Date(Date.now() - 3600_000).toISOString(),
      end_at: new Date(Date.now() + 3600_000).toISOString(),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
}

async function place(client: WireClient, body: Record<string, unknown>) {
  const res = await client.call<GoodsOrder>('PlaceOrder', { requestId: requestId(), ...body });
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body;
}

async function paymentResult(client: WireClient, orderNo: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.call<{ payStatus: string; detailStatus: string; resultDesc: string | null; payRef: string | null }>('QueryPaymentResult', { orderNo });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    if (res.body.detailStatus !== 'WM') return res.body;
    if (Date.now() > until) throw new Error(`order ${orderNo} still waiting for M-PESA`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const fieldOf = (body: { fieldErrors?: { field: string }[] }) => body.fieldErrors?.[0]?.field;

describe('pricing a cart', () => {
  let soap: string;
  beforeAll(async () => {
    soap = await product(250 * KES, 10, 50 * KES);
    await coupon('BIG500', { amount: 500 * KES });
  });

  it('offers cash, M-PESA and the wallet on the store tills, and the VAT rate', async () => {
    const res = await (await cashier()).call<{ list: { payType: string; enabled: string }[]; tills: { tillNo: string }[]; vatRate: number; simulatorFlg: string }>('QueryPaymentWays');
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body.list).toEqual([
      { payType: '0008', enabled: 'Y' },
      { payType: '0001', enabled: 'Y' },
      { payType: '0002', enabled: 'Y' },
    ]);
    expect(res.body.tills.map((x) => x.tillNo)).toEqual(['5123401', '5123402']);
    expect(res.body).toMatchObject({ vatRate: 1600, simulatorFlg: 'Y' });
  });

  it('prices inventory and free-amount lines with a discount, a coupon and the VAT inside the total', async () => {
    const client = await cashier();
    const res = await client.call<CheckoutTotals>('CalculatedAmount', {
      items: [
        { productId: soap, quantity: 2 },
        { name: 'Delivery', unitPrice: 100 * KES, quantity: 1 },
      ],
      discountType: 'P',
      discountValue: 1000,
      couponCode: 'save10',
    });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    // 2 x (250 - 50) + 100 = 500; 10% discount 50; SAVE10 10% of 450 = 45; total 405, VAT 16/116 of it.
    expect(res.body).toMatchObject({ subTotalAmount: 500 * KES, offerDiscountAmount: 50 * KES, couponCodeAmount: 45 * KES, totalAmount: 405 * KES, itemCount: 3, vatRate: 1600 });
    expect(res.body.vatAmount).toBe(Math.round((405 * KES * 16) / 116));
    expect(res.body.items[0]).toMatchObject({ itemType: 'I', unitPrice: 200 * KES, lineTotal: 400 * KES, stock: 10 });
    expect(res.body.coupon).toMatchObject({ couponCode: 'SAVE10', couponType: 'P' });
  });

  it('refuses an invalid, expired or used-up coupon on the coupon field', async () => {
    const client = await cashier();
    const cart = { items: [{ productId: soap, quantity: 1 }] };
    const invalid = await client.call('CalculatedAmount', { ...cart, couponCode: 'NOPE' });
    expect(invalid.body).toMatchObject({ rspMsgCd: 'MMCP5901', rspMsgInf: 'This coupon code is an invalid coupon.' });
    expect(fieldOf(invalid.body)).toBe('couponCode');
    expect((await client.call('CalculatedAmount', { ...cart, couponCode: 'JUNE15' })).body.rspMsgCd).toBe('MMCP5901');
    expect((await client.call('CalculatedAmount', { ...cart, couponCode: 'WEST50' })).body.rspMsgCd).toBe('MMCP5901');
    const gone = await client.call('CalculatedAmount', { ...cart, couponCode: 'FLASH20' });
    expect(gone.body).toMatchObject({ rspMsgCd: 'MMCP5904', rspMsgInf: 'This coupon is unavailable.' });
    // WELCOME100 needs an order of KES 500.
    expect((await client.call('CalculatedAmount', { ...cart, couponCode: 'WELCOME100' })).body.rspMsgCd).toBe('MMCP5904');
  });

  it('never lets the discount plus the coupon pass the sub total', async () => {
    const client = await cashier();
    const over = await client.call('CalculatedAmount', { items: [{ name: 'Tea', unitPrice: 600 * KES, quantity: 1 }], discountType: 'A', discountValue: 200 * KES, couponCode: 'BIG500' });
    expect(over.body).toMatchObject({ rspMsgCd: 'MMCP5910', rspMsgInf: 'The discount plus the coupon cannot be more than the sub total.' });
    const percent = await client.call('CalculatedAmount', { items: [{ name: 'Tea', unitPrice: 600 * KES, quantity: 1 }], discountType: 'P', discountValue: 12_000 });
    expect(percent.body.rspMsgCd).toBe('MMCP5910');
    expect(fieldOf(percent.body)).toBe('discountValue');
  });

  it('refuses more than the stock, an unknown product and an empty cart, naming the field', async () => {
    const client = await cashier();
    const stock = await client.call('CalculatedAmount', { items: [{ name: 'Bag', unitPrice: 10 * KES, quantity: 1 }, { productId: soap, quantity: 11 }] });
    expect(stock.body).toMatchObject({ rspMsgCd: 'MMCP5801', rspMsgInf: 'Not enough stock.' });
    expect(fieldOf(stock.body)).toBe('items.1.quantity');
    const unknown = await client.call('CalculatedAmount', { items: [{ productId: 'nope', quantity: 1 }] });
    expect(unknown.body.rspMsgCd).toBe('MMCP5802');
    expect(fieldOf(unknown.body)).toBe('items.0.productId');
    expect((await client.call('CalculatedAmount', { items: [] })).body).toMatchObject({ rspMsgCd: 'MMCP5914', rspMsgInf: 'Add at least one item.' });
    const bad = await client.call('CalculatedAmount', { items: [{ name: 'Tea', unitPrice: 0, quantity: 1 }] });
    expect(bad.body.rspMsgCd).toBe('MMCP0006');
  });

  it('checks a coupon against a free amount: amount first, not below the coupon', async () => {
    const client = await cashier();
    const ok = await client.call('UseCheckCouponNoInventory', { couponCode: 'WELCOME100', amount: 600 * KES });
    expect(ok.body).toMatchObject({ rspMsgCd: 'MMC00000', couponCodeAmount: 100 * KES, remainingAmount: 500 * KES });
    const first = await client.call('UseCheckCouponNoInventory', { couponCode: 'WELCOME100' });
    expect(first.body).toMatchObject({ rspMsgCd: 'MMCP5908', rspMsgInf: 'Please enter the amount first.' });
    expect(fieldOf(first.body)).toBe('amount');
    const below = await client.call('UseCheckCouponNoInventory', { couponCode: 'BIG500', amount: 300 * KES });
    expect(below.body).toMatchObject({ rspMsgCd: 'MMCP5907', rspMsgInf: 'The paid amount cannot be below the coupon amount.' });
    expect((await client.call('UseCheckCouponNoInventory', { couponCode: 'WELCOME100', amount: 100 * KES })).body.rspMsgCd).toBe('MMCP5904');
  });

  it('lists the shelf for the counter search, by name or product number', async () => {
    const client = await cashier();
    const res = await client.call<{ list: { productId: string; price: number; stock: number }[]; total: number }>('QueryCheckoutProducts', { keyword: 'item', limit: 100 });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body.list.find((p) => p.productId === soap)).toMatchObject({ price: 200 * KES, stock: 10 });
  });
});

describe('placing and paying a sale in cash', () => {
  it('places an order once per request id and pays it in cash with change, taking stock and coupon once', async () => {
    const client = await cashier();
    const pen = await product(60 * KES, 5);
    const body = { requestId: requestId(), items: [{ productId: pen, quantity: 2 }, { name: 'Wrapping', unitPrice: 20 * KES, quantity: 1 }], couponCode: 'SAVE10', customerPhone: '0722000111' };
    const first = await client.call<GoodsOrder>('PlaceOrder', body);
    const again = await client.call<GoodsOrder>('PlaceOrder', body);
    expect(first.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'WP', goodsStatus: 'WP', acceptStatus: 'U1', detailStatus: 'WP', subTotalAmount: 140 * KES, couponCodeAmount: 14 * KES, totalAmount: 126 * KES, tillNo: '5123401', customerPhone: '254722000111' });
    expect(again.body.orderNo).toBe(first.body.orderNo);
    const before = await t.database.db.selectFrom('coupons').select('used_count').where('code', '=', 'SAVE10').executeTakeFirstOrThrow();
    const orderNo = first.body.orderNo;

    const short = await client.call('ConfirmPayment', { orderNo, payType: '0008', cashReceived: 100 * KES });
    expect(short.body).toMatchObject({ rspMsgCd: 'MMCP5913', rspMsgInf: 'The cash received is less than the amount due.' });
    expect(fieldOf(short.body)).toBe('cashReceived');
    const paid = await client.call<GoodsOrder>('ConfirmPayment', { orderNo, payType: '0008', cashReceived: 200 * KES });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'PS', goodsStatus: 'PS', acceptStatus: 'CP', detailStatus: 'ST', payType: '0008', paidAmount: 126 * KES, changeAmount: 74 * KES });
    expect(await stockOf(pen)).toBe(3);
    const retried = await client.call<GoodsOrder>('ConfirmPayment', { orderNo, payType: '0008', cashReceived: 200 * KES });
    expect(retried.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'PS', changeAmount: 74 * KES });
    const twice = await client.call('ConfirmPayment', { orderNo, payType: '0008', cashReceived: 500 * KES });
    expect(twice.body).toMatchObject({ rspMsgCd: 'MMCP5917', rspMsgInf: 'This order is already paid.' });
    expect(await stockOf(pen)).toBe(3);
    const after = await t.database.db.selectFrom('coupons').select('used_count').where('code', '=', 'SAVE10').executeTakeFirstOrThrow();
    expect(Number(after.used_count)).toBe(Number(before.used_count) + 1);
    const audit = await (await owner()).call<{ list: { event: string; detail: string }[] }>('QryAuditTrailList', { event: 'GOODS_ORDER_PAY' });
    expect(audit.body.list[0]!.detail).toContain(orderNo);
  });

  it('makes an order through CreateGoodsOrder too and shows it with QueryConsumeOrder', async () => {
    const client = await cashier();
    const made = await client.call<GoodsOrder>('CreateGoodsOrder', { requestId: requestId(), items: [{ name: 'Tailoring', unitPrice: 450 * KES, quantity: 1 }], tillId: 'till-demo-counter2' });
    expect(made.body).toMatchObject({ rspMsgCd: 'MMC00000', tillNo: '5123402', totalAmount: 450 * KES });
    const shown = await client.call<GoodsOrder>('QueryConsumeOrder', { orderNo: made.body.orderNo });
    expect(shown.body).toMatchObject({ orderNo: made.body.orderNo, merchantName: 'Amani Traders Ltd', vatNo: '051111111', items: [{ name: 'Tailoring', quantity: 1 }] });
    expect((await client.call('QueryConsumeOrder', { orderNo: 'nope' })).body).toMatchObject({ rspMsgCd: 'MMCP5911', rspMsgInf: 'Order not found' });
    const wrongTill = await client.call('PlaceOrder', { requestId: requestId(), items: [{ name: 'Tea', unitPrice: 100 * KES, quantity: 1 }], tillId: 'till-demo-westlands' });
    expect(wrongTill.body).toMatchObject({ rspMsgCd: 'MMCP5905', rspMsgInf: 'The till is not set up for this payment.' });
  });

  it('recomputes an open order with another coupon and discount', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Shoes', unitPrice: 800 * KES, quantity: 1 }] });
    const res = await client.call<GoodsOrder>('ComputeGoodsOrder', { orderNo: order.orderNo, couponCode: 'WELCOME100', discountType: 'A', discountValue: 50 * KES });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', subTotalAmount: 800 * KES, offerDiscountAmount: 50 * KES, couponCodeAmount: 100 * KES, totalAmount: 650 * KES });
    expect(res.body.coupon).toMatchObject({ couponCode: 'WELCOME100', couponType: 'A', amount: 100 * KES, minOrderAmount: 500 * KES });
    const bad = await client.call('ComputeGoodsOrder', { orderNo: order.orderNo, couponCode: 'NOPE' });
    expect(bad.body.rspMsgCd).toBe('MMCP5901');
    expect((await client.call<GoodsOrder>('QueryConsumeOrder', { orderNo: order.orderNo })).body.totalAmount).toBe(650 * KES);
  });

  it('suspends a sale, lists it, resumes it, and cancels another with a reason', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Rice 2kg', unitPrice: 320 * KES, quantity: 1 }] });
    const hung = await client.call<GoodsOrder>('HangMerchantGoodsOrder', { orderNo: order.orderNo });
    expect(hung.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'HS', acceptStatus: 'SP' });
    const list = await client.call<{ list: { orderNo: string; totalAmount: number }[]; total: number }>('QueryHangGoodsOrders', { limit: 50 });
    expect(list.body.list.find((o) => o.orderNo === order.orderNo)).toMatchObject({ totalAmount: 320 * KES });
    const payHung = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 400 * KES });
    expect(payHung.body).toMatchObject({ rspMsgCd: 'MMCP5912', rspMsgInf: 'This order can no longer be changed.' });
    const resumed = await client.call<GoodsOrder>('CancelHangGoodsOrder', { orderNo: order.orderNo });
    expect(resumed.body).toMatchObject({ payStatus: 'WP', acceptStatus: 'U1' });
    expect((await client.call('CancelHangGoodsOrder', { orderNo: order.orderNo })).body.rspMsgCd).toBe('MMCP5912');

    const noReason = await client.call('CloseOrder', { orderNo: order.orderNo, reason: '' });
    expect(noReason.body.rspMsgCd).toBe('MMCP0006');
    expect(fieldOf(noReason.body)).toBe('reason');
    const dash = await client.call('CloseOrder', { orderNo: order.orderNo, reason: 'Duplicate - rung up twice' });
    expect(dash.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'reason', message: 'Use letters, digits and . , ; : ! " \' ? @ only' }] });
    const closed = await client.call<GoodsOrder>('CloseOrder', { orderNo: order.orderNo, reason: 'Customer changed their mind' });
    expect(closed.body).toMatchObject({ acceptStatus: 'CL', detailStatus: 'CF' });
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 400 * KES })).body.rspMsgCd).toBe('MMCP5912');
    const audit = await (await owner()).call<{ list: { event: string }[] }>('QryAuditTrailList', { event: 'GOODS_ORDER_HANG' });
    expect(audit.body.list.length).toBeGreaterThan(0);
  });

  it('cancels a suspended sale: it leaves the suspended sales and stays closed', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Sugar 1kg', unitPrice: 180 * KES, quantity: 1 }] });
    expect((await client.call<GoodsOrder>('HangMerchantGoodsOrder', { orderNo: order.orderNo })).body.payStatus).toBe('HS');
    const closed = await client.call<GoodsOrder>('CloseOrder', { orderNo: order.orderNo, reason: 'Customer left' });
    expect(closed.body).toMatchObject({ rspMsgCd: 'MMC00000', acceptStatus: 'CL', detailStatus: 'CF', payStatus: 'WP' });
    const list = await client.call<{ list: { orderNo: string }[] }>('QueryHangGoodsOrders', { limit: 100 });
    expect(list.body.list.map((o) => o.orderNo)).not.toContain(order.orderNo);
    expect((await client.call('CancelHangGoodsOrder', { orderNo: order.orderNo })).body.rspMsgCd).toBe('MMCP5912');
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 200 * KES })).body.rspMsgCd).toBe('MMCP5912');
  });

  it('refuses the wallet without a mobile and a missing amount of cash', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Tea', unitPrice: 100 * KES, quantity: 1 }] });
    const wallet = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0002' });
    expect(wallet.body).toMatchObject({ rspMsgCd: 'MMCP5926', rspMsgInf: 'No wallet is registered to this mobile number.' });
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008' })).body.rspMsgCd).toBe('MMCP5908');
  });

  it('sells the last item once when two cashiers pay at the same moment', async () => {
    const [a, b] = await Promise.all([cashier(), owner()]);
    const last = await product(500 * KES, 1);
    const [one, two] = await Promise.all([place(a, { items: [{ productId: last, quantity: 1 }] }), place(b, { items: [{ productId: last, quantity: 1 }] })]);
    const results = await Promise.all([
      a.call('ConfirmPayment', { orderNo: one.orderNo, payType: '0008', cashReceived: 500 * KES }),
      b.call('ConfirmPayment', { orderNo: two.orderNo, payType: '0008', cashReceived: 500 * KES }),
    ]);
    const codes = results.map((r) => r.body.rspMsgCd).sort();
    expect(codes).toEqual(['MMC00000', 'MMCP5801']);
    expect(await stockOf(last)).toBe(0);
    const loser = results.find((r) => r.body.rspMsgCd === 'MMCP5801')!;
    expect(loser.body.rspMsgInf).toBe('Not enough stock.');
    const history = await t.database.db.selectFrom('stock_history').select('change').where('product_id', '=', last).execute();
    expect(history.map((h) => Number(h.change))).toEqual([-1]);
  });
});

describe('many cashiers, few items', () => {
  it('never sells more than the stock when six cashiers pay for three units at once', async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, (_v, i) => (i % 2 ? owner() : cashier())));
    const scarce = await product(90 * KES, 3);
    const orders = await Promise.all(clients.map((c) => place(c, { items: [{ productId: scarce, quantity: 1 }] })));
    const results = await Promise.all(clients.map((c, i) => c.call('ConfirmPayment', { orderNo: orders[i]!.orderNo, payType: '0008', cashReceived: 100 * KES })));
    const codes = results.map((r) => r.body.rspMsgCd);
    expect(codes.filter((c) => c === 'MMC00000')).toHaveLength(3);
    expect(codes.filter((c) => c === 'MMCP5801')).toHaveLength(3);
    expect(await stockOf(scarce)).toBe(0);
    const paid = await t.database.db.selectFrom('goods_orders').select('pay_status').where('order_no', 'in', orders.map((o) => o.orderNo)).execute();
    expect(paid.filter((o) => o.pay_status === 'PS')).toHaveLength(3);
    expect(paid.filter((o) => o.pay_status === 'WP')).toHaveLength(3);
  });

  it("keeps a store's sales to that store", async () => {
    const client = await owner();
    const order = await place(client, { items: [{ name: 'Tea', unitPrice: 100 * KES, quantity: 1 }] });
    expect((await client.call('ChangeStore', { storeId: 'store-westlands' })).body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('QueryConsumeOrder', { orderNo: order.orderNo })).body.rspMsgCd).toBe('MMCP5911');
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 100 * KES })).body.rspMsgCd).toBe('MMCP5911');
  });
});

describe('products not on the shelf', () => {
  const named = async (name: string, stock = 5) => shelveProduct(t.database.db, { merchantId: MERCHANT, price: 100 * KES, stock, name });
  const unpublish = async (productId: string) => {
    const res = await (await owner()).call('UnpublishProduct', { productIds: [productId] });
    expect(res.body.rspMsgCd).toBe('MMC00000');
  };

  it('refuses to price a product off the shelf, pending or deleted, naming it on its line', async () => {
    const client = await cashier();
    const off = await named('Shelf Off Soap');
    const pending = await named('Pending Paste');
    const deleted = await named('Deleted Dates');
    await t.database.db.updateTable('products').set({ publish_status: '0' }).where('id', '=', off).execute();
    await t.database.db.updateTable('products').set({ publish_status: '2' }).where('id', '=', pending).execute();
    expect((await (await owner()).call('DeleteProduct', { productIds: [deleted] })).body.rspMsgCd).toBe('MMC00000');
    for (const [id, name] of [
      [off, 'Shelf Off Soap'],
      [pending, 'Pending Paste'],
      [deleted, 'Deleted Dates'],
    ] as const) {
      const res = await client.call('CalculatedAmount', { items: [{ name: 'Bag', unitPrice: 10 * KES, quantity: 1 }, { productId: id, quantity: 1 }] });
      expect(res.body).toMatchObject({ rspMsgCd: 'MMCP5822', rspMsgInf: `${name} is not on the shelf and cannot be sold.` });
      expect(fieldOf(res.body)).toBe('items.1.productId');
      expect((await client.call('PlaceOrder', { requestId: requestId(), items: [{ productId: id, quantity: 1 }] })).body.rspMsgCd).toBe('MMCP5822');
    }
    const search = await client.call<{ list: { productId: string }[] }>('QueryCheckoutProducts', { keyword: 'shelf off', limit: 100 });
    expect(search.body.list.map((p) => p.productId)).not.toContain(off);
  });

  it('refuses to pay a sale whose product was unpublished after it was placed, and takes nothing', async () => {
    const client = await cashier();
    const jam = await named('Mango Jam');
    const order = await place(client, { items: [{ productId: jam, quantity: 2 }, { name: 'Bag', unitPrice: 10 * KES, quantity: 1 }] });
    await unpublish(jam);
    const cash = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 500 * KES });
    expect(cash.body).toMatchObject({ rspMsgCd: 'MMCP5822', rspMsgInf: 'Mango Jam is not on the shelf and cannot be sold.' });
    expect(fieldOf(cash.body)).toBe('items.0.productId');
    const push = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0722000111' });
    expect(push.body.rspMsgCd).toBe('MMCP5822');
    expect((await client.call('GenerateCode', { orderNo: order.orderNo })).body.rspMsgCd).toBe('MMCP5822');
    expect(await stockOf(jam)).toBe(5);
    const still = await client.call<GoodsOrder>('QueryConsumeOrder', { orderNo: order.orderNo });
    expect(still.body).toMatchObject({ payStatus: 'WP', detailStatus: 'WP' });
    expect(await t.database.db.selectFrom('goods_order_payments').select('id').where('order_id', '=', (await t.database.db.selectFrom('goods_orders').select('id').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).id).execute()).toEqual([]);
  });

  it('resumes a suspended sale whose product left the shelf, refuses it until the line is removed, then sells the rest', async () => {
    const client = await cashier();
    const tea = await named('Kericho Tea');
    const sugar = await named('Mumias Sugar');
    const order = await place(client, { items: [{ productId: tea, quantity: 1 }, { productId: sugar, quantity: 1 }] });
    expect((await client.call('HangMerchantGoodsOrder', { orderNo: order.orderNo })).body.rspMsgCd).toBe('MMC00000');
    await unpublish(tea);
    const resumed = await client.call<GoodsOrder>('CancelHangGoodsOrder', { orderNo: order.orderNo });
    expect(resumed.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'WP' });
    const same = await client.call('ComputeGoodsOrder', { orderNo: order.orderNo });
    expect(same.body).toMatchObject({ rspMsgCd: 'MMCP5822', rspMsgInf: 'Kericho Tea is not on the shelf and cannot be sold.' });
    expect(fieldOf(same.body)).toBe('items.0.productId');
    const without = await client.call<GoodsOrder>('ComputeGoodsOrder', { orderNo: order.orderNo, items: [{ productId: sugar, quantity: 1 }] });
    expect(without.body).toMatchObject({ rspMsgCd: 'MMC00000', totalAmount: 100 * KES });
    const paid = await client.call<GoodsOrder>('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 100 * KES });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'PS' });
    expect([await stockOf(tea), await stockOf(sugar)]).toEqual([5, 4]);
  });
});

describe("the sale's customer", () => {
  const customerForm = (over: Record<string, unknown>) => ({ firstName: 'Neema', middleName: '', lastName: 'Achieng', mobile: '0745300401', email: '', gender: 'F', birthday: '', anniversary: '', note: '', ...over });
  async function addCustomer(client: WireClient, over: Record<string, unknown> = {}) {
    const res = await client.call<{ custId: string }>('AddCustomers', customerForm(over));
    expect(res.body.rspMsgCd).toBe('MMC00000');
    return res.body.custId;
  }

  it("links a sale to the customer picked from the store's book, with their name and phone, and their orders list it", async () => {
    const client = await cashier();
    const custId = await addCustomer(await owner(), { email: 'neema@example.co.ke' });
    const order = await place(client, { items: [{ name: 'Tea', unitPrice: 100 * KES, quantity: 2 }], customerId: custId });
    expect(order).toMatchObject({ customerId: custId, customerName: 'Neema Achieng', customerPhone: '254745300401', customerEmail: 'neema@example.co.ke' });
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 200 * KES })).body.rspMsgCd).toBe('MMC00000');
    const orders = await (await owner()).call<{ list: { orderNo: string; total: number }[]; total: number }>('QueryCustomerOrders', { custId, limit: 10 });
    expect(orders.body.list).toEqual([expect.objectContaining({ orderNo: order.orderNo, total: 200 * KES })]);
    const row = await t.database.db.selectFrom('goods_orders').select('customer_id').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(custId);
  });

  it('links a sale to the customer whose mobile the cashier typed', async () => {
    const client = await cashier();
    const custId = await addCustomer(await owner(), { firstName: 'Tumaini', lastName: 'Wekesa', mobile: '0745300402' });
    const order = await place(client, { items: [{ name: 'Tea', unitPrice: 100 * KES, quantity: 1 }], customerPhone: '0745300402' });
    expect(order).toMatchObject({ customerId: custId, customerName: 'Tumaini Wekesa', customerPhone: '254745300402' });
    const stranger = await place(client, { items: [{ name: 'Tea', unitPrice: 100 * KES, quantity: 1 }], customerPhone: '0745300499' });
    expect(stranger).toMatchObject({ customerId: null, customerName: null, customerPhone: '254745300499' });
  });

  it("refuses another business's customer and places nothing", async () => {
    const client = await cashier();
    const other = await registerBusinessOwner(t, { phone: '0755620001', first: 'Imani', last: 'Kilonzo', idNo: '31620001', device: 'co-device-imani' });
    const theirs = await addCustomer(other.client, { mobile: '0745300403' });
    const body = { requestId: requestId(), items: [{ name: 'Tea', unitPrice: 100 * KES, quantity: 1 }], customerId: theirs };
    const refused = await client.call('PlaceOrder', body);
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP6101', rspMsgInf: 'Customer not found' });
    expect(fieldOf(refused.body)).toBe('customerId');
    expect(await t.database.db.selectFrom('goods_orders').select('id').where('request_id', '=', body.requestId).execute()).toEqual([]);
    // The other way round: the demo's customer is not in the other business's book either.
    const back = await other.client.call('PlaceOrder', { requestId: requestId(), items: [{ name: 'Tea', unitPrice: 100 * KES, quantity: 1 }], customerId: 'cust-demo-01' });
    expect(back.body.rspMsgCd).toBe('MMCP6101');
  });
});

describe('paying by M-PESA', () => {
  it('sends an STK push; the sale lands on the till once, with its stock taken once', async () => {
    const client = await cashier();
    const bread = await product(120 * KES, 4);
    const till = tillAccountId(COUNTER1);
    const before = (await accountBalance(t.database.db, till)).balance;
    const order = await place(client, { items: [{ productId: bread, quantity: 2 }, { name: 'Cooking oil', unitPrice: 360 * KES, quantity: 1 }], couponCode: 'WELCOME100' });
    expect(order.totalAmount).toBe(500 * KES);
    const sent = await client.call<GoodsOrder>('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0722000111' });
    expect(sent.body).toMatchObject({ rspMsgCd: 'MMC00000', detailStatus: 'WM', payStatus: 'WP' });
    expect(await stockOf(bread)).toBe(2);
    const done = await paymentResult(client, order.orderNo);
    expect(done).toMatchObject({ payStatus: 'PS', detailStatus: 'ST', resultDesc: null });
    expect(done.payRef).toBeTruthy();
    expect((await accountBalance(t.database.db, till)).balance).toBe(before + 500 * KES);
    expect(await stockOf(bread)).toBe(2);
    const payments = await t.database.db.selectFrom('till_payments').selectAll().where('claim_ref', '=', order.orderNo).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ till_id: COUNTER1, claim_note: 'Checkout' });
    expect(Number(payments[0]!.amount)).toBe(500 * KES);

    // The network's answer delivered again (a second callback, the chase) changes nothing.
    const payment = await t.database.db.selectFrom('goods_order_payments').selectAll().where('status', '=', 'S').where('payer_phone', '=', '254722000111').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const replay = { orderId: payment.money_order_id!, networkRef: null, status: 'S' as const, resultCode: '0', resultDesc: 'ok', receipt: done.payRef };
    expect(await Promise.all([settleOutcome(t.money, replay), settleOutcome(t.money, replay)])).toEqual([false, false]);
    expect((await accountBalance(t.database.db, till)).balance).toBe(before + 500 * KES);
    expect(await stockOf(bread)).toBe(2);
  });

  it('gives the stock back when the customer declines, and says the payment could not be completed', async () => {
    const client = await cashier();
    const cake = await product(300 * KES, 1);
    const order = await place(client, { items: [{ productId: cake, quantity: 1 }] });
    const sent = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0708000001' });
    expect(sent.body.rspMsgCd).toBe('MMC00000');
    const failed = await paymentResult(client, order.orderNo);
    expect(failed.detailStatus).toBe('FT');
    expect(failed.resultDesc).toContain('We are unable to complete your payment.');
    // Held while the customer was asked (it may already be back by the time we look), then given back.
    const held = await t.database.db.selectFrom('stock_history').select(['change', 'reason']).where('product_id', '=', cake).orderBy('created_at').execute();
    expect(held.map((h) => [Number(h.change), h.reason])).toEqual([
      [-1, 'sale'],
      [1, 'return'],
    ]);
    expect(await stockOf(cake)).toBe(1);
    const cash = await client.call<GoodsOrder>('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 300 * KES });
    expect(cash.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'PS' });
    expect(await stockOf(cake)).toBe(0);
  });

  it("takes the number that paid as the customer's when an earlier push to another number failed; a typed customer stays", async () => {
    const client = await cashier();
    const customerOf = async (orderNo: string) => (await t.database.db.selectFrom('goods_orders').select('customer_phone').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).customer_phone;
    const order = await place(client, { items: [{ name: 'Sugar', unitPrice: 200 * KES, quantity: 1 }] });
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0708000001' })).body.rspMsgCd).toBe('MMC00000');
    expect((await paymentResult(client, order.orderNo)).detailStatus).toBe('FT');
    expect(await customerOf(order.orderNo)).toBe('254708000001');
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0722000111' })).body.rspMsgCd).toBe('MMC00000');
    expect(await customerOf(order.orderNo)).toBe('254722000111');

    const typed = await place(client, { items: [{ name: 'Sugar', unitPrice: 200 * KES, quantity: 1 }], customerPhone: '0733000999' });
    const before = await customerOf(typed.orderNo);
    expect((await client.call('ConfirmPayment', { orderNo: typed.orderNo, payType: '0001', mobile: '0722000111' })).body.rspMsgCd).toBe('MMC00000');
    expect(await customerOf(typed.orderNo)).toBe(before);
    // A refund goes back to the number that paid: the refund page names that one.
    expect((await paymentResult(client, typed.orderNo)).detailStatus).toBe('ST');
    const info = await (await owner()).call<{ customerPhone: string; payerPhone: string | null }>('QueryGoodsOrderInfo', { orderNo: typed.orderNo });
    expect(info.body).toMatchObject({ customerPhone: before, payerPhone: '254722000111' });
  });

  it('settles the sale at once on a till that settles in real time', async () => {
    const boss = await owner();
    expect((await boss.call('UpdateTillSetting', { tillId: 'till-demo-counter2', settleMethod: '0' })).body.rspMsgCd).toBe('MMC00000');
    try {
      const client = await cashier();
      const order = await place(client, { items: [{ name: 'Soda crate', unitPrice: 900 * KES, quantity: 1 }], tillId: 'till-demo-counter2' });
      await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0722000111' });
      const done = await paymentResult(client, order.orderNo);
      expect(done.payStatus).toBe('PS');
      // Enqueued once the settle step has committed, a moment after the sale shows paid.
      await vi.waitFor(async () => {
        const job = await t.database.db.selectFrom('jobs').select(['kind']).where('dedupe_key', '=', `settle:till-demo-counter2:R:${done.payRef}`).executeTakeFirst();
        expect(job?.kind).toBe('settlement.run');
      });
    } finally {
      await boss.call('UpdateTillSetting', { tillId: 'till-demo-counter2', settleMethod: null });
    }
  });

  it('holds the order while the customer has not answered the prompt', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Charcoal', unitPrice: 150 * KES, quantity: 1 }] });
    // The simulator's number that accepts the push and never calls back.
    const sent = await client.call<GoodsOrder>('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0708000004' });
    expect(sent.body).toMatchObject({ rspMsgCd: 'MMC00000', detailStatus: 'WM' });
    const busy = await client.call('HangMerchantGoodsOrder', { orderNo: order.orderNo });
    expect(busy.body).toMatchObject({ rspMsgCd: 'MMCP5918', rspMsgInf: 'A payment for this order is still being processed.' });
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 150 * KES })).body.rspMsgCd).toBe('MMCP5918');
    expect((await client.call('QueryPaymentResult', { orderNo: order.orderNo })).body).toMatchObject({ detailStatus: 'WM', payType: '0001', resultDesc: null });
  });

  it("puts a payment M-PESA confirms after the deadline closed the sale in the till's payments to match, and tells the owner", async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Jerrycan', unitPrice: 250 * KES, quantity: 1 }] });
    // M-PESA cannot be reached until the deadline closes the payment and the sale.
    await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0708000006' });
    const payment = await t.database.db.selectFrom('goods_order_payments').selectAll().where('payer_phone', '=', '254708000006').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const moneyOrderId = payment.money_order_id!;
    // The chase is written once the push was sent (a job after ConfirmPayment answered).
    await vi.waitFor(async () => expect(await t.database.db.selectFrom('jobs').select('id').where('dedupe_key', '=', `chase:${moneyOrderId}`).executeTakeFirst()).toBeDefined(), { timeout: 10_000 });
    await t.database.db.updateTable('money_orders').set({ deadline_at: isoAfter(-1) }).where('id', '=', moneyOrderId).execute();
    await t.database.db.updateTable('jobs').set({ run_at: isoAfter(-1) }).where('dedupe_key', '=', `chase:${moneyOrderId}`).execute();
    await t.money.jobs.drain();
    expect((await paymentResult(client, order.orderNo)).detailStatus).toBe('FT');
    const till = tillAccountId(COUNTER1);
    const before = (await accountBalance(t.database.db, till)).balance;

    // Meanwhile the sale moved to another till (the customer was to pay there): the money came to the push's till.
    await t.database.db.updateTable('goods_orders').set({ till_id: 'till-demo-counter2' }).where('order_no', '=', order.orderNo).execute();
    const late = { orderId: moneyOrderId, networkRef: null, status: 'S' as const, resultCode: '0', resultDesc: 'The service request is processed successfully.', receipt: 'SLATE00001' };
    expect(await settleOutcome(t.money, late)).toBe(true);
    expect((await accountBalance(t.database.db, till)).balance).toBe(before + 250 * KES);
    // The sale stays closed; the money waits, unmatched, in the till's payments under the sale's number.
    expect((await client.call('QueryPaymentResult', { orderNo: order.orderNo })).body).toMatchObject({ detailStatus: 'FT' });
    const waiting = await t.database.db.selectFrom('till_payments').selectAll().where('trans_id', '=', 'SLATE00001').executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ till_id: COUNTER1, reference: order.orderNo, claim_ref: null });
    expect(Number(waiting.amount)).toBe(250 * KES);
    // The sale's history says so, in the reader's language.
    const boss = await owner();
    const history = async (locale?: 'zh-CN') =>
      (await boss.call<{ events: { event: string; detail: string | null }[] }>('QueryGoodsOrderDetail', { orderNo: order.orderNo }, locale ? { locale } : undefined)).body.events;
    expect((await history()).at(-1)).toEqual(expect.objectContaining({ event: 'payLate', detail: 'M-PESA SLATE00001: KES 250.00 arrived after the payment was closed' }));
    expect((await history('zh-CN')).at(-1)).toEqual(expect.objectContaining({ event: 'payLate', detail: 'M-PESA SLATE00001：KES 250.00 在付款关闭后到账' }));
    expect((await history('zh-CN'))[0]).toEqual(expect.objectContaining({ event: 'create', detail: 'KES 250.00，共 1 件商品' }));
    const notice = await t.database.db.selectFrom('notifications').select('body').where('body', 'like', `%sale ${order.orderNo}%`).executeTakeFirstOrThrow();
    expect(notice.body).toBe(`M-PESA confirmed KES 250.00 (SLATE00001) for sale ${order.orderNo} after its payment had been closed. The money is in the till: match it to a sale in the till's payments, or pay it back.`);
    // A second copy of the answer changes nothing.
    expect(await settleOutcome(t.money, late)).toBe(false);
    expect((await accountBalance(t.database.db, till)).balance).toBe(before + 250 * KES);
  });

  it('refuses cents on M-PESA and a missing phone', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Sweets', unitPrice: 10 * KES + 50, quantity: 1 }] });
    expect((await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0001', mobile: '0722000111' })).body.rspMsgCd).toBe('MMCP4008');
    const noPhone = await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0001' });
    expect(noPhone.body.rspMsgCd).toBe('MMCP0006');
    expect(fieldOf(noPhone.body)).toBe('mobile');
  });

  it("matches a customer's payment to the store till (QR scan) to the sale, once", async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Gas refill', unitPrice: 1_234 * KES, quantity: 1 }] });
    const none = await client.call('ConfirmPayGoodsOrder', { orderNo: order.orderNo });
    expect(none.body).toMatchObject({ rspMsgCd: 'MMCP5920', rspMsgInf: "No payment of KES 1,234.00 to this store's tills is waiting to be matched." });
    const sim = await (await owner()).call('SimulateTillPayment', { tillNo: '5123402', amount: 1_234 * KES, mobile: '0722000111', payerName: 'Grace' });
    expect(sim.body.rspMsgCd).toBe('MMC00000');
    const paid = await client.call<GoodsOrder>('ConfirmPayGoodsOrder', { orderNo: order.orderNo });
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'PS', payType: '0001', tillNo: '5123402' });
    const other = await place(client, { items: [{ name: 'Gas refill', unitPrice: 1_234 * KES, quantity: 1 }] });
    expect((await client.call('ConfirmPayGoodsOrder', { orderNo: other.orderNo })).body.rspMsgCd).toBe('MMCP5920');
  });
});

describe('receipts', () => {
  it('sends the receipt of a paid order by e-mail and SMS through the outbox', async () => {
    const client = await cashier();
    const order = await place(client, { items: [{ name: 'Notebook', unitPrice: 150 * KES, quantity: 2 }] });
    const early = await client.call('SendReceiptAndInvoice', { orderNo: order.orderNo, email: 'grace@example.com' });
    expect(early.body).toMatchObject({ rspMsgCd: 'MMCP5921', rspMsgInf: 'The receipt is only available once the order is paid.' });
    await client.call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: 300 * KES });
    const nowhere = await client.call('SendReceiptAndInvoice', { orderNo: order.orderNo });
    expect(nowhere.body).toMatchObject({ rspMsgCd: 'MMCP5916', rspMsgInf: 'Enter an e-mail address or a mobile number for the receipt.' });
    const sent = await client.call<{ sent: string[] }>('SendReceiptAndInvoice', { orderNo: order.orderNo, email: 'grace@example.com', mobile: '0722000999' });
    expect(sent.body).toMatchObject({ rspMsgCd: 'MMC00000', sent: ['email', 'sms'] });
    const mail = await t.database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'grace@example.com').where('purpose', '=', 'receipt').executeTakeFirstOrThrow();
    expect(mail.body).toContain(order.orderNo);
    expect(mail.body).toContain('2 x Notebook');
    expect(mail.body).toContain('VAT No. 051111111');
    const sms = await t.database.db.selectFrom('outbox').selectAll().where('recipient', '=', '254722000999').where('purpose', '=', 'receipt').executeTakeFirstOrThrow();
    expect(sms.body).toContain('KES 300.00');
    const bad = await client.call('SendReceiptAndInvoice', { orderNo: order.orderNo, email: 'not-an-email' });
    expect(bad.body.rspMsgCd).toBe('MMCP0006');
    expect(fieldOf(bad.body)).toBe('email');
  });
});

describe('sales left unpaid', () => {
  it('closes a sale placed a day ago and never paid, suspended or closed, and leaves the others', async () => {
    const client = await cashier();
    const boss = await owner();
    const sale = () => place(client, { items: [{ name: 'Bread', unitPrice: 60 * KES, quantity: 1 }] });
    const [old, young, hung, pushing] = [await sale(), await sale(), await sale(), await sale()];
    expect((await client.call('HangMerchantGoodsOrder', { orderNo: hung.orderNo })).body.rspMsgCd).toBe('MMC00000');
    // 0708000006: M-PESA is never reached, so the sale stays waiting for it (WM) until its own deadline.
    expect((await client.call('ConfirmPayment', { orderNo: pushing.orderNo, payType: '0001', mobile: '0708000006' })).body.rspMsgCd).toBe('MMC00000');
    const dayAgo = isoAfter(-25 * 3600_000);
    for (const o of [old, hung, pushing]) await t.database.db.updateTable('goods_orders').set({ created_at: dayAgo }).where('order_no', '=', o.orderNo).execute();

    expect(await closeUnpaidSales(t.database.db)).toBe(1);
    const detail = await boss.call<GoodsOrder & { acceptStatus: string; cancelReason: string | null; events: { event: string; detail: string | null }[] }>('QueryGoodsOrderDetail', { orderNo: old.orderNo });
    expect(detail.body).toMatchObject({ acceptStatus: 'CL', detailStatus: 'CF', cancelReason: 'Not paid within 24 hours' });
    expect(detail.body.events.at(-1)).toMatchObject({ event: 'cancel', detail: 'Closed: not paid within 24 hours' });
    // It can no longer be paid; the younger, the suspended and the one M-PESA is asked for stay as they were.
    expect((await client.call('ConfirmPayment', { orderNo: old.orderNo, payType: '0008', cashReceived: 60 * KES })).body.rspMsgCd).toBe('MMCP5912');
    const statusOf = async (orderNo: string) => (await t.database.db.selectFrom('goods_orders').select(['accept_status', 'detail_status']).where('order_no', '=', orderNo).executeTakeFirstOrThrow());
    expect(await statusOf(young.orderNo)).toEqual({ accept_status: 'U1', detail_status: 'WP' });
    expect((await statusOf(hung.orderNo)).accept_status).toBe('SP');
    expect((await statusOf(pushing.orderNo)).detail_status).toBe('WM');
    // A second run finds nothing more to close.
    expect(await closeUnpaidSales(t.database.db)).toBe(0);
  });
});
