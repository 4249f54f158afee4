import { describe, expect, it } from 'vitest';
import { payeeToWire, refusalField, toFormValues } from './beneficiaryForm';

describe('the beneficiary form', () => {
  it('sends a phone payee as 254 and the 9 digits, and nothing the channel does not use', () => {
    expect(payeeToWire({ rcvCnl: '44', bnfMblNo: '722000111', rcvAcNo: '123', bankCode: '68' }, 'phone')).toEqual({ rcvCnl: '44', bnfMblNo: '254722000111' });
  });

  it('sends a bank payee with its bank, and a paybill with its account reference', () => {
    expect(payeeToWire({ rcvCnl: '40', rcvAcNo: ' 0180291234567 ', bankCode: '68', bnfMblNo: '7' }, 'account')).toEqual({ rcvCnl: '40', rcvAcNo: '0180291234567', bankCode: '68' });
    expect(payeeToWire({ rcvCnl: 'A1', rcvAcNo: '888880', accountReference: ' 5440 ' }, 'paybill')).toEqual({ rcvCnl: 'A1', rcvAcNo: '888880', accountReference: '5440' });
  });

  it('fills the form from a saved payee, the phone as its digits after +254', () => {
    const values = toFormValues({
      bnfUsrNo: 'b1', bnfName: 'Mary Achieng', nickname: null, bnfMblNo: '254722000111', rcvCnl: '44', rcvTyp: 'M', channelType: '1',
      rcvBnkNm: null, bankCode: null, rcvAcNo: null, accountReference: null, headImgUrl: null, walletFlg: 'N', createdAt: '20260101120000',
    });
    expect(values).toMatchObject({ rcvCnl: '44', bnfMblNo: '722000111', bnfName: 'Mary Achieng', nickname: undefined });
  });

  it('puts a refusal under the field it is about', () => {
    expect(refusalField('MMCP4301', 'phone')).toBe('bnfMblNo');
    expect(refusalField('MMCP4306', 'merchantNo')).toBe('rcvAcNo');
    expect(refusalField('MMCP4305', 'account')).toBe('bankCode');
    expect(refusalField('MMCP0500', 'phone')).toBeNull();
  });
});
