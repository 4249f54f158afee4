import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '../i18n/exportMessages';
import { STATUS_KEYS } from '../rules/inventory';
import { ORDER_TYPES } from './money';
import { ORDER_TYPE_FAMILIES, ORDER_TYPE_FAMILIES_ZH, ORDER_TYPES_ZH, orderTypeKey, orderTypeLabel } from './transactions';

describe('order type names', () => {
  it("names the money area's types, the spec's families, else the code", () => {
    expect(orderTypeLabel('28')).toBe('Cash withdrawal');
    expect(orderTypeLabel('6I')).toBe('Bill payment');
    expect(orderTypeLabel('7A')).toBe('Refund');
    expect(orderTypeLabel('C1')).toBe('Loan repayment');
    expect(orderTypeLabel('ZZ')).toBe('ZZ');
  });

  it('names each of them in Chinese too, for the files a Chinese reader downloads', () => {
    expect(Object.keys(ORDER_TYPES_ZH).sort()).toEqual(Object.keys(ORDER_TYPES).sort());
    expect(Object.keys(ORDER_TYPE_FAMILIES_ZH).sort()).toEqual(Object.keys(ORDER_TYPE_FAMILIES).sort());
    expect(orderTypeLabel('28', 'zh-CN')).toBe('提现');
    expect(orderTypeLabel('6I', 'zh-CN')).toBe('账单缴费');
    expect(orderTypeLabel('ZZ', 'zh-CN')).toBe('ZZ');
  });

  it("words every product status a product file writes", () => {
    for (const key of Object.values(STATUS_KEYS)) expect(EXPORT_MESSAGES, key).toHaveProperty(`EXPORT_PRODUCT_${key}`);
  });

  it('points the browser at the same names', () => {
    expect(orderTypeKey('Q1')).toBe('wallet.ordTyp.Q1');
    expect(orderTypeKey('6I')).toBe('transactions.ordTyp.6');
    expect(orderTypeKey('C3')).toBe('transactions.ordTyp.C3');
  });
});
