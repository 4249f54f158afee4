import { describe, expect, it } from 'vitest';
import { payeeNumberText } from './payee';

describe('payeeNumberText', () => {
  it('shows a phone as +254 and nine digits', () => {
    expect(payeeNumberText({ rcvMblNo: '254722000111', rcvAcNo: null })).toBe('+254722000111');
  });
  it('shows an account, with a paybill reference after it', () => {
    expect(payeeNumberText({ rcvMblNo: null, rcvAcNo: '888880', accountReference: '54407123456' })).toBe('888880 · 54407123456');
    expect(payeeNumberText({ rcvMblNo: null, rcvAcNo: '0123456789', accountReference: null })).toBe('0123456789');
  });
  it('answers nothing when there is no number', () => {
    expect(payeeNumberText({ rcvMblNo: null, rcvAcNo: null })).toBeNull();
  });
});
