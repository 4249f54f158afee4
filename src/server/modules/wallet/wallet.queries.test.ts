import { describe, expect, it } from 'vitest';
import { bankCodeOf, newReceiveCode } from './wallet.queries';

describe('wallet queries', () => {
  it('maps a bank stored by name to its CBK code, or none', () => {
    expect(bankCodeOf('KCB Bank')).toBe('01');
    expect(bankCodeOf('equity bank')).toBe('68');
    expect(bankCodeOf('Equity Bank Kenya Limited')).toBe('68');
    expect(bankCodeOf('Bank of Africa Kenya')).toBe('19');
    expect(bankCodeOf('Unknown Savings')).toBeNull();
  });

  it('makes receive codes of 8 characters without look-alikes', () => {
    const codes = Array.from({ length: 200 }, () => newReceiveCode());
    expect(codes.every((c) => /^[A-HJ-NP-Z2-9]{8}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(200);
  });
});
