import { describe, expect, it } from 'vitest';
import type { CheckoutTotals } from '../../shared/actions/checkout';
import { paidSale, saleDraft } from '../modules/orders/testing';
import { vatOf } from '../modules/stores/salesTax';
import { DEMO_LOGIN, signIn, withTestApp } from '../testing/harness';
import { DEMO } from './demo';

const t = withTestApp();

describe('demo orders', () => {
  it('carry VAT inside the total at the business rate of 16%, as checkout charges it', async () => {
    const rows = await t.database.db
      .selectFrom('goods_orders')
      .select(['subtotal', 'discount', 'coupon_amount', 'vat_rate', 'vat', 'total', 'paid_amount'])
      .where('merchant_id', '=', DEMO.merchantId)
      .where('request_id', 'like', 'seed-%')
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(Number(r.vat_rate)).toBe(1600);
      expect(Number(r.total)).toBe(Number(r.subtotal) - Number(r.discount) - Number(r.coupon_amount));
      expect(Number(r.vat)).toBe(vatOf(Number(r.total), 1600, true));
      expect(Number(r.vat)).toBeGreaterThan(0);
      expect(Number(r.paid_amount)).toBe(Number(r.total));
    }
  });

  it('record a sale with the totals and VAT the counter prices for the same lines', async () => {
    const draft = saleDraft();
    const sale = await paidSale(t, draft);
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S');
    const counter = await cashier.call<CheckoutTotals>('CalculatedAmount', { items: draft.lines.map((l) => ({ name: l.name, unitPrice: l.unitPrice, quantity: l.quantity })) });
    expect(counter.body.rspMsgCd).toBe('MMC00000');
    const row = await t.database.db.selectFrom('goods_orders').select(['subtotal', 'vat_rate', 'vat', 'total']).where('id', '=', sale.orderId).executeTakeFirstOrThrow();
    expect({ subtotal: Number(row.subtotal), vatRate: Number(row.vat_rate), vat: Number(row.vat), total: Number(row.total) }).toEqual({
      subtotal: counter.body.subTotalAmount,
      vatRate: counter.body.vatRate,
      vat: counter.body.vatAmount,
      total: counter.body.totalAmount,
    });
    expect(sale.total).toBe(counter.body.totalAmount);
  });
});
