import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, parseMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, 'KES 0.00'],
    [5, 'KES 0.05'],
    [100, 'KES 1.00'],
    [123400, 'KES 1,234.00'],
    [123456, 'KES 1,234.56'],
    ['99999999999', 'KES 999,999,999.99'],
    [100000000n, 'KES 1,000,000.00'],
    [-5, '-KES 0.05'],
    [-123456, '-KES 1,234.56'],
  ])('shows %s minor units as %s', (minor, text) => {
    expect(formatMoney(minor)).toBe(text);
  });

  it('keeps bigint precision beyond 2^53', () => {
    expect(formatMoney(9007199254740993n)).toBe('KES 90,071,992,547,409.93');
  });

  it('shows nothing for a value that is not whole minor units', () => {
    expect(formatMoney(1.5)).toBe('');
    expect(formatMoney('12a')).toBe('');
  });

  it('formats the amount alone without the currency', () => {
    expect(formatAmount(123456)).toBe('1,234.56');
  });
});

describe('parseMoney', () => {
  it.each([
    ['KES 1,234.00', 123400n],
    ['KES 1,234.5', 123450n],
    ['1234', 123400n],
    ['1,234.56', 123456n],
    ['0.05', 5n],
    ['-KES 0.05', -5n],
    ['  999,999,999.99 ', 99999999999n],
  ])('reads %s as %s minor units', (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
  });

  it.each(['', 'KES', '1.234', '12,34', 'abc', '1.2.3', '1,2345'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    for (const minor of [0n, 1n, 99n, 100n, 123456789n]) {
      expect(parseMoney(formatMoney(minor))).toBe(minor);
    }
  });
});
