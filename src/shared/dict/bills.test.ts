import { describe, expect, it } from 'vitest';
import { BILLERS, billOrderType, formatToken, UTILITY_KIND_CODES } from './bills';
import { ORDER_TYPES } from './money';
import { billAccountProblem, normalizeBillAccount } from '../rules/bills';

describe('bills reference data', () => {
  it('shows a 20-digit token in five groups of four', () => {
    expect(formatToken('12345678901234567890')).toBe('1234-5678-9012-3456-7890');
    expect(formatToken(null)).toBe('');
  });

  it('maps every utility kind to a bill order type in 61-6I, one-off and regular apart', () => {
    const codes = UTILITY_KIND_CODES.flatMap((k) => [billOrderType(k, false), billOrderType(k, true)]);
    expect(new Set(codes).size).toBe(12);
    for (const code of codes) {
      expect(code).toMatch(/^6[1-9A-I]$/);
      expect(ORDER_TYPES).toHaveProperty(code);
    }
  });

  it('has billers of every kind, airtime for the four Kenyan networks', () => {
    for (const kind of UTILITY_KIND_CODES) expect(BILLERS.some((b) => b.kind === kind)).toBe(true);
    expect(BILLERS.filter((b) => b.kind === '06').map((b) => b.name)).toEqual(['Safaricom', 'Airtel', 'Telkom Kenya', 'Faiba']);
  });

  it('checks an airtime number with the phone rule and other accounts as 4-20 letters or digits', () => {
    const airtime = BILLERS.find((b) => b.mode === 'airtime');
    const water = BILLERS.find((b) => b.kind === '01');
    expect(billAccountProblem(airtime, '0712 345 678')).toBeNull();
    expect(normalizeBillAccount(airtime, '0712 345 678')).toBe('254712345678');
    expect(billAccountProblem(airtime, '0812345678')).toBe('PHONE_FORMAT');
    expect(billAccountProblem(water, 'ab')).toBe('MMCP5401');
    expect(billAccountProblem(water, '')).toBe('REQUIRED');
    expect(normalizeBillAccount(water, 'nw-1234 5')).toBe('NW12345');
  });
});
