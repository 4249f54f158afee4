import { describe, expect, it } from 'vitest';
import { type GoodsOrder, offerDiscountOf } from '../../../shared/actions/checkout';
import { type CouponRow, couponValue } from './checkout.pricing';
import { receiptText } from './checkout.receipt';

const KES = 100;

function coupon(values: Partial<CouponRow>): CouponRow {
  return {
    id: 'c1',
    merchant_id: 'm',
    store_id: null,
    promotion_id: null,
    code: 'X',
    name: 'X',
    coupon_type: 'A',
    amount: null,
    percentage: null,
    max_discount: null,
    min_order_amount: 0,
    gift_name: null,
    gift_image: null,
    pay_code: null,
    static_qr: null,
    one_time: 'N',
    total_quantity: null,
    used_count: 0,
    status: '02',
    start_at: '',
    end_at: '',
    created_at: '',
    updated_at: '',
    ...values,
  };
}

describe('what a coupon takes off', () => {
  it('takes its amount off for an amount coupon', () => {
    expect(couponValue(coupon({ coupon_type: 'A', amount: 100 * KES }), 650 * KES)).toBe(100 * KES);
  });

  it('takes its percentage, rounded down to the cent and capped, for a percentage coupon', () => {
    expect(couponValue(coupon({ coupon_type: 'P', percentage: 1000 }), 333_33)).toBe(33_33);
    expect(couponValue(coupon({ coupon_type: 'P', percentage: 1000, max_discount: 500 * KES }), 9_000 * KES)).toBe(500 * KES);
  });

  it('takes nothing at the counter for cashback and gift coupons', () => {
    expect(couponValue(coupon({ coupon_type: 'C', amount: 50 * KES }), 650 * KES)).toBe(0);
    expect(couponValue(coupon({ coupon_type: 'G', gift_name: 'Mug' }), 650 * KES)).toBe(0);
  });
});

describe('the offer discount', () => {
  it('takes an amount as it is and basis points of the sub total rounded down, nothing without a value', () => {
    expect(offerDiscountOf(500 * KES, 'A', 50 * KES)).toBe(50 * KES);
    expect(offerDiscountOf(333, 'P', 1000)).toBe(33);
    expect(offerDiscountOf(500 * KES, null, 50 * KES)).toBe(0);
    expect(offerDiscountOf(500 * KES, 'P', null)).toBe(0);
  });
});

describe('the receipt text', () => {
  it('lists the lines, the totals, the VAT inside and how it was paid', () => {
    const order: GoodsOrder = {
      orderNo: '2026112112000000',
      storeId: 'store-main',
      tillId: null,
      tillNo: null,
      cashier: null,
      customerId: null,
      customerPhone: null,
      customerName: null,
      customerEmail: null,
      payStatus: 'PS',
      goodsStatus: 'PS',
      acceptStatus: 'CP',
      detailStatus: 'ST',
      discountType: null,
      discountValue: null,
      paidAmount: 90 * KES,
      remarks: null,
      resultDesc: null,
      merchantName: 'Amani Traders Ltd',
      storeName: 'Main Store',
      vatNo: '051111111',
      createdAt: '20261121120000',
      paidAt: '20261121120100',
      items: [{ lineNo: 1, itemType: 'N' as const, productId: null, name: 'Tea', unitPrice: 50 * KES, quantity: 2, lineTotal: 100 * KES, stock: null }],
      itemCount: 2,
      subTotalAmount: 100 * KES,
      offerDiscountAmount: 0,
      couponCodeAmount: 10 * KES,
      coupon: { couponCode: 'SAVE10', name: 'Save', couponType: 'P', amount: null, percentage: 1000, minOrderAmount: 0, giftName: null, endAt: '' },
      totalAmount: 90 * KES,
      vatRate: 1600,
      vatAmount: 12_41,
      payType: '0008',
      payRef: null,
      cashReceived: 100 * KES,
      changeAmount: 10 * KES,
    };
    const text = receiptText(order);
    expect(text).toContain('VAT No. 051111111');
    expect(text).toContain('2 x Tea @ KES 50.00 = KES 100.00');
    expect(text).toContain('Coupon SAVE10: -KES 10.00');
    expect(text).toContain('Total: KES 90.00');
    expect(text).toContain('VAT included (16%): KES 12.41');
    expect(text).toContain('Cash KES 100.00, change KES 10.00');
    expect(text).toContain('2026-11-21 12:01');
  });
});
