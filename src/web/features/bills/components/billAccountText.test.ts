import { describe, expect, it } from 'vitest';
import { billAccountNo, billAccountText } from './billAccountText';

describe('a bill account as the screens show it', () => {
  it('shows an airtime number as a phone, the same in the review, the result sentence and the lists', () => {
    expect(billAccountNo({ utilityKind: '06', accountNo: '254733123456' })).toBe('+254733123456');
    expect(billAccountText({ utilityKind: '06', accountNo: '254733123456', accountName: null })).toBe('+254733123456');
  });

  it('shows any other account as it is, with the holder after it in the lists', () => {
    expect(billAccountNo({ utilityKind: '02', accountNo: '37201234567' })).toBe('37201234567');
    expect(billAccountText({ utilityKind: '02', accountNo: '37201234567', accountName: 'Amani Traders' })).toBe('37201234567 · Amani Traders');
  });
});
