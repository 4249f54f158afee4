import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CheckoutTotals, GoodsOrder } from '../../../shared/actions/checkout';
import { newId, nowIso } from '../../db/util';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, expectBalancedLedgerAfterEach, signIn, withTestApp } from '../../testing/harness';

/** One-time coupons (docs/areas/checkout.md): redeemed once per customer, enforced where the coupon is taken. */
const t = withTestApp();
const KES = 100;
const MERCHANT = 'merc-demo';

expectBalancedLedgerAfterEach(t);

const cashier = () => signIn(t, DEMO_LOGIN.cashier.userId, 'S');
const requestId = () => `ot${crypto.randomBytes(8).toString('hex')}`;
const fieldOf = (body: { fieldErrors?: { field: string }[] }) => body.fieldErrors?.[0]?.field;
const phone = () => `07${crypto.randomInt(10_000_000, 99_999_999)}`;
const normal = (p: string) => `254${p.slice(1)}`;

/** A fresh one-time KES 50 coupon of the demo business. */
async function oneTimeCoupon(oneTime: 'Y' | 'N' = 'Y'): Promise<{ id: string; code: string }> {
  const id = newId();
  const code = `ONCE${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  await t.database.db
    .insertInto('coupons')
    .values({
      id,
      merchant_id: MERCHANT,
      store_id: null,
      promotion_id: null,
      code,
      name: code,
      coupon_type: 'A',
      amount: 50 * KES,
      percentage: null,
      max_discount: null,
      min_order_amount: 0,
      gift_name: null,
      gift_image: null,
      pay_code: null,
      static_qr: null,
      one_time: oneTime,
      total_quantity: null,
      used_count: 0,
      status: '02',
      start_at: new Date(Date.now() - 3600_000).toISOString(),
      end_at: new Date(Date.now() + 3600_000).toISOString(),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  return { id, code };
}

const cart = (code: string) => ({ items: [{ name: 'Sugar 2kg', unitPrice: 300 * KES, quantity: 1 }], couponCode: code });

async function place(client: WireClient, body: Record<string, unknown>): Promise<GoodsOrder> {
  const res = await client.call<GoodsOrder>('PlaceOrder', { requestId: requestId(), ...body });
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body;
}

async function payCash(client: WireClient, orderNo: string) {
  return client.call<GoodsOrder>('ConfirmPayment', { orderNo, payType: '0008', cashReceived: 300 * KES });
}

async function idOf(orderNo: string): Promise<string> {
  return (await t.database.db.selectFrom('goods_orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).id;
}

async function couponState(id: string) {
  const row = await t.database.db.selectFrom('coupons').select('used_count').where('id', '=', id).executeTakeFirstOrThrow();
  const redemptions = await t.database.db.selectFrom('coupon_redemptions').select(['order_id', 'customer_phone']).where('coupon_id', '=', id).execute();
  return { used: Number(row.used_count), redemptions };
}

describe('one-time coupons', () => {
  it('are redeemed once per customer: a second sale to the same mobile is refused, another customer may use it', async () => {
    const client = await cashier();
    const coupon = await oneTimeCoupon();
    const buyer = phone();
    const first = await place(client, { ...cart(coupon.code), customerPhone: buyer });
    expect(first.couponCodeAmount).toBe(50 * KES);
    const paid = await payCash(client, first.orderNo);
    expect(paid.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: 'PS', paidAmount: 250 * KES });
    expect(await couponState(coupon.id)).toEqual({ used: 1, redemptions: [{ order_id: await idOf(first.orderNo), customer_phone: normal(buyer) }] });

    // Pricing refuses it for that customer, on the coupon field, with the message.
    const again = await client.call('CalculatedAmount', { ...cart(coupon.code), customerPhone: buyer });
    expect(again.body).toMatchObject({ rspMsgCd: 'MMCP6212', rspMsgInf: 'This customer has already used this one-time coupon.' });
    expect(fieldOf(again.body)).toBe('couponCode');
    const placed = await client.call('PlaceOrder', { requestId: requestId(), ...cart(coupon.code), customerPhone: `+${normal(buyer)}` });
    expect(placed.body.rspMsgCd).toBe('MMCP6212');
    const free = await client.call('UseCheckCouponNoInventory', { couponCode: coupon.code, amount: 300 * KES, customerPhone: buyer });
    expect(free.body).toMatchObject({ rspMsgCd: 'MMCP6212', rspMsgInf: 'This customer has already used this one-time coupon.' });
    expect(fieldOf(free.body)).toBe('couponCode');

    // Pricing without a customer, or for another customer, still offers it.
    const anonymous = await client.call<CheckoutTotals>('CalculatedAmount', cart(coupon.code));
    expect(anonymous.body).toMatchObject({ rspMsgCd: 'MMC00000', couponCodeAmount: 50 * KES });
    expect((await client.call('UseCheckCouponNoInventory', { couponCode: coupon.code, amount: 300 * KES, customerPhone: phone() })).body.rspMsgCd).toBe('MMC00000');
    const other = await place(client, { ...cart(coupon.code), customerPhone: phone() });
    expect((await payCash(client, other.orderNo)).body.rspMsgCd).toBe('MMC00000');
    expect((await couponState(coupon.id)).used).toBe(2);
  });

  it('is refused at payment for a sale placed before the customer redeemed it elsewhere, leaving the sale unpaid', async () => {
    const client = await cashier();
    const coupon = await oneTimeCoupon();
    const buyer = phone();
    const a = await place(client, { ...cart(coupon.code), customerPhone: buyer });
    const b = await place(client, { ...cart(coupon.code), customerPhone: buyer });
    expect((await payCash(client, a.orderNo)).body.rspMsgCd).toBe('MMC00000');
    const refused = await payCash(client, b.orderNo);
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP6212', rspMsgInf: 'This customer has already used this one-time coupon.' });
    expect(fieldOf(refused.body)).toBe('couponCode');
    const after = await client.call<GoodsOrder>('QueryConsumeOrder', { orderNo: b.orderNo });
    expect(after.body).toMatchObject({ rspMsgCd: 'MMC00000', payStatus: a.payStatus, paidAmount: 0 });
    expect(await couponState(coupon.id)).toEqual({ used: 1, redemptions: [{ order_id: await idOf(a.orderNo), customer_phone: normal(buyer) }] });
  });

  it('needs the customer mobile to be taken (MMCP6213 on customerPhone); an ordinary coupon does not', async () => {
    const client = await cashier();
    const coupon = await oneTimeCoupon();
    const order = await place(client, cart(coupon.code));
    const refused = await payCash(client, order.orderNo);
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP6213', rspMsgInf: "Enter the customer's mobile number to use a one-time coupon." });
    expect(fieldOf(refused.body)).toBe('customerPhone');
    expect(await couponState(coupon.id)).toEqual({ used: 0, redemptions: [] });
    // The cashier then gives the mobile on the open sale (ComputeGoodsOrder), and it pays.
    const buyerLate = phone();
    const given = await client.call('ComputeGoodsOrder', { orderNo: order.orderNo, ...cart(coupon.code), customerPhone: buyerLate });
    expect(given.body.rspMsgCd).toBe('MMC00000');
    expect((await payCash(client, order.orderNo)).body.rspMsgCd).toBe('MMC00000');
    expect(await couponState(coupon.id)).toEqual({ used: 1, redemptions: [{ order_id: await idOf(order.orderNo), customer_phone: normal(buyerLate) }] });

    const ordinary = await oneTimeCoupon('N');
    const buyer = phone();
    for (let i = 0; i < 2; i++) {
      const o = await place(client, { ...cart(ordinary.code), customerPhone: buyer });
      expect((await payCash(client, o.orderNo)).body.rspMsgCd).toBe('MMC00000');
    }
    expect((await couponState(ordinary.id)).used).toBe(2);
  });

  it('redeems once when two sales to the same customer pay at the same moment', async () => {
    const [c1, c2] = await Promise.all([cashier(), cashier()]);
    const coupon = await oneTimeCoupon();
    const buyer = phone();
    const orders = await Promise.all([place(c1, { ...cart(coupon.code), customerPhone: buyer }), place(c2, { ...cart(coupon.code), customerPhone: buyer })]);
    const results = await Promise.all([payCash(c1, orders[0].orderNo), payCash(c2, orders[1].orderNo)]);
    const codes = results.map((r) => r.body.rspMsgCd).sort();
    expect(codes).toEqual(['MMC00000', 'MMCP6212']);
    const state = await couponState(coupon.id);
    expect(state.used).toBe(1);
    expect(state.redemptions).toHaveLength(1);
    const paid = await t.database.db.selectFrom('goods_orders').select('order_no').where('coupon_id', '=', coupon.id).where('pay_status', '=', 'PS').execute();
    expect(paid).toHaveLength(1);
  });
});
