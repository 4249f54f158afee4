import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone (spec 000 section 9: +254 plus the last 9 digits)', () => {
  it.each([
    ['254712345678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['0112345678', '+254112345678'],
  ])('shows %s as %s', (stored, text) => {
    expect(formatPhone(stored)).toBe(text);
  });

  it('keeps the stars of a number M-PESA sends masked', () => {
    expect(formatPhone('25472****111')).toBe('+25472****111');
    expect(formatPhone('2547 ***** 126')).toBe('+2547*****126');
  });

  it('shows a too-short number as it came and nothing for no number', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});
