import { describe, expect, it } from 'vitest';
import { modeOfChannel, newRequestId, payeeOf, readPrefill, toMinor } from './transferForm';

describe('the transfer form', () => {
  it('turns typed shillings into minor units without float noise', () => {
    expect(toMinor(1000)).toBe(100_000);
    expect(toMinor(19.99)).toBe(1_999);
    expect(toMinor(null)).toBeNull();
  });

  it('sends a saved beneficiary by its number, and a typed payee with only the fields its channel uses', () => {
    expect(payeeOf({ source: 'beneficiary', bnfUsrNo: 'bnf-1', rcvCnl: '44', bnfMblNo: '722000111' })).toEqual({ bnfUsrNo: 'bnf-1' });
    expect(payeeOf({ source: 'new', rcvCnl: '44', bnfMblNo: '722000111', rcvAcNo: '123', rcvNm: ' Mary ' })).toEqual({ rcvCnl: '44', bnfMblNo: '254722000111', rcvNm: 'Mary' });
    expect(payeeOf({ source: 'new', rcvCnl: '41', bankCode: '11', rcvAcNo: ' 0112 ' })).toEqual({ rcvCnl: '41', bankCode: '11', rcvAcNo: '0112' });
  });

  it('fills the form from a link: a beneficiary, or a channel with a phone and an amount', () => {
    expect(readPrefill(new URLSearchParams('bnfId=bnf-demo-mary&amount=1500'))).toEqual({
      mode: 'mobile',
      values: { source: 'beneficiary', bnfUsrNo: 'bnf-demo-mary', amount: 1500, remarks: undefined },
    });
    const typed = readPrefill(new URLSearchParams('rcvCnl=44&mobile=0722000111&amount=250.50'));
    expect(typed.mode).toBe('mobile');
    expect(typed.values).toMatchObject({ source: 'new', rcvCnl: '44', bnfMblNo: '722000111', amount: 250.5 });
    expect(readPrefill(new URLSearchParams('rcvCnl=41&account=0112-98&amount=x')).values).toMatchObject({ rcvAcNo: '011298', amount: undefined });
    expect(readPrefill(new URLSearchParams('mode=many')).mode).toBe('many');
  });

  it('tells the bank tab from the mobile tab by channel, and makes request ids the server accepts', () => {
    expect(modeOfChannel('40')).toBe('bank');
    expect(modeOfChannel('A1')).toBe('mobile');
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
