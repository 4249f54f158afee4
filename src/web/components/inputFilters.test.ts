import { describe, expect, it } from 'vitest';
import { onlyDigits, phoneDigits, phoneDigitsRule, toWirePhone } from './inputFilters';

describe('onlyDigits', () => {
  it('keeps only digits', () => {
    expect(onlyDigits('1a2 3-4')).toBe('1234');
  });

  it('stops at the maximum', () => {
    expect(onlyDigits('123456', 4)).toBe('1234');
  });

  it('reads nothing as empty', () => {
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('phoneDigits (spec 000 section 5)', () => {
  it.each([
    ['0712345678', '712345678'],
    ['712 345 678', '712345678'],
    ['+254 712 345 678', '712345678'],
    ['254712345678', '712345678'],
    ['0112-345-678', '112345678'],
    ['07123456789', '712345678'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
  });

  it('leaves a short number alone while it is typed', () => {
    expect(phoneDigits('25')).toBe('25');
    expect(phoneDigits('0')).toBe('');
  });

  it('sends 254 and the 9 digits', () => {
    expect(toWirePhone('712345678')).toBe('254712345678');
  });

  it('accepts 9 digits starting with 7 or 1 only', () => {
    expect(phoneDigitsRule.safeParse('712345678').success).toBe(true);
    expect(phoneDigitsRule.safeParse('112345678').success).toBe(true);
    expect(phoneDigitsRule.safeParse('812345678').success).toBe(false);
    expect(phoneDigitsRule.safeParse('71234567').success).toBe(false);
  });
});
