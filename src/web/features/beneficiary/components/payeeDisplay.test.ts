import { describe, expect, it } from 'vitest';
import { payeeNumber, payeeTitle } from './payeeDisplay';

describe('payee display', () => {
  it('shows a phone payee by its +254 number', () => {
    expect(payeeNumber({ bnfMblNo: '254722000111', rcvAcNo: null, accountReference: null })).toBe('+254722000111');
  });

  it("shows a paybill with the account it pays, and an account by its number", () => {
    expect(payeeNumber({ bnfMblNo: null, rcvAcNo: '888880', accountReference: '54407123456' })).toBe('888880 · 54407123456');
    expect(payeeNumber({ bnfMblNo: null, rcvAcNo: '0180291234567', accountReference: null })).toBe('0180291234567');
  });

  it('adds the nickname to the name when there is one', () => {
    expect(payeeTitle({ bnfName: 'Mary Achieng', nickname: 'Mama Mboga' })).toBe('Mary Achieng (Mama Mboga)');
    expect(payeeTitle({ bnfName: 'Mary Achieng', nickname: null })).toBe('Mary Achieng');
  });
});
