import { describe, expect, it } from 'vitest';
import { orderTypeKey, orderTypeLabel } from './transactions';

describe('order type names', () => {
  it("names the money area's types, the spec's families, else the code", () => {
    expect(orderTypeLabel('28')).toBe('Cash withdrawal');
    expect(orderTypeLabel('6I')).toBe('Bill payment');
    expect(orderTypeLabel('7A')).toBe('Refund');
    expect(orderTypeLabel('C1')).toBe('Loan repayment');
    expect(orderTypeLabel('ZZ')).toBe('ZZ');
  });

  it('points the browser at the same names', () => {
    expect(orderTypeKey('Q1')).toBe('wallet.ordTyp.Q1');
    expect(orderTypeKey('6I')).toBe('transactions.ordTyp.6');
    expect(orderTypeKey('C3')).toBe('transactions.ordTyp.C3');
  });
});
