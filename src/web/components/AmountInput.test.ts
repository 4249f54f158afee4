import { describe, expect, it } from 'vitest';
import { amountTextFits, groupThousands, parseAmount, pastedAmountFits, ungroup } from './AmountInput';

describe('an amount as the field shows it', () => {
  it('groups the thousands of the whole part only', () => {
    expect(groupThousands(25000)).toBe('25,000');
    expect(groupThousands('1234567.5')).toBe('1,234,567.5');
    expect(groupThousands('999.99')).toBe('999.99');
    expect(groupThousands(undefined)).toBe('');
  });

  it('reads back what was typed or pasted without the commas', () => {
    expect(ungroup('25,000.50')).toBe('25000.50');
    expect(ungroup('KES 1,000')).toBe('1000');
  });

  it('keeps to 9 digits before the point and 2 after it, without leading zeros (spec 000 section 5)', () => {
    expect(ungroup('1,234,567,890')).toBe('123456789');
    expect(ungroup('12.345')).toBe('12.34');
    expect(ungroup('007')).toBe('7');
    expect(ungroup('0.50')).toBe('0.50');
    expect(ungroup('1.2.3')).toBe('1.23');
    expect(ungroup('25.')).toBe('25.');
  });

  it('reads an emptied field as no amount, never as 0', () => {
    // InputNumber reads the parser's text: '' is no value (null), '0' would be an amount of 0.
    expect(String(parseAmount(''))).toBe('');
    expect(String(parseAmount('1,250.50'))).toBe('1250.50');
  });
});

describe('what can be typed in an amount field', () => {
  it('takes up to 9 digits before the point and 2 after it', () => {
    expect(amountTextFits('123,456,789')).toBe(true);
    expect(amountTextFits('123,456,7890')).toBe(false);
    expect(amountTextFits('1,234.56')).toBe(true);
    expect(amountTextFits('1,234.567')).toBe(false);
    expect(amountTextFits('1.2.')).toBe(false);
    expect(amountTextFits('12a')).toBe(false);
  });
});

describe('what can be pasted in an amount field', () => {
  it('takes an amount as the portal shows it, in place of the selection', () => {
    expect(pastedAmountFits('', 0, 0, 'KES 1,500.00')).toBe(true);
    expect(pastedAmountFits('', 0, 0, ' 2500 ')).toBe(true);
    expect(pastedAmountFits('1,000', 0, 5, '750')).toBe(true);
  });

  it('refuses what is not an amount rather than reading another one from it', () => {
    expect(pastedAmountFits('', 0, 0, '-500')).toBe(false);
    expect(pastedAmountFits('', 0, 0, '1e3')).toBe(false);
    expect(pastedAmountFits('', 0, 0, '1,234,567,890')).toBe(false);
    expect(pastedAmountFits('', 0, 0, '12.345')).toBe(false);
    expect(pastedAmountFits('12', 2, 2, '.5.5')).toBe(false);
  });
});
