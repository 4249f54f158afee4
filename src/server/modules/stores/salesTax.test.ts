import { describe, expect, it } from 'vitest';
import { vatOf } from './salesTax';

describe('vatOf', () => {
  it('takes 16% VAT out of a VAT-inclusive price, to the cent', () => {
    // KES 116.00 holds KES 16.00 of VAT.
    expect(vatOf(11_600, 1600)).toBe(1_600);
    // KES 100.00 holds KES 13.79 (13.793...).
    expect(vatOf(10_000, 1600)).toBe(1_379);
  });

  it('adds VAT on top of a net price, rounding half up', () => {
    expect(vatOf(10_000, 1600, false)).toBe(1_600);
    expect(vatOf(3, 1600, false)).toBe(0);
    expect(vatOf(5, 1000, false)).toBe(1);
  });

  it('charges nothing at a zero rate or on an unsafe amount', () => {
    expect(vatOf(10_000, 0)).toBe(0);
    expect(vatOf(Number.NaN, 1600)).toBe(0);
  });
});
