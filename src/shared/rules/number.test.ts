import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numberFromText } from './number';

const day = numberFromText(z.number({ message: 'DAY' }).int().min(1).max(31));

describe('a number that may travel as text', () => {
  it('reads a number or a decimal number written out', () => {
    expect(day.parse(12)).toBe(12);
    expect(day.parse('12')).toBe(12);
    expect(day.parse(' 7 ')).toBe(7);
  });

  it('refuses what is not a number with the schema message, instead of reading it as 0 or 1', () => {
    for (const v of [null, '', ' ', true, [], {}, 'NaN', 'Infinity', '1e3', '0x10', 'abc']) {
      const parsed = day.safeParse(v);
      expect(parsed.success, JSON.stringify(v)).toBe(false);
    }
    expect(day.safeParse(null).error?.issues[0]?.message).toBe('DAY');
  });

  it('keeps a default for a missing value', () => {
    expect(day.default(7).parse(undefined)).toBe(7);
  });
});
