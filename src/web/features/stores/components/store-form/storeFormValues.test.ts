import { describe, expect, it } from 'vitest';
import { formProblems, toWire } from './storeFormValues';

const base = { storeName: 'Kisumu Branch', address: 'Oginga Odinga Street' };

describe('the store form values', () => {
  it('sends only the settlement fields of the chosen method', () => {
    const wire = toWire({ ...base, settleChannel: '5', settleAccountNo: '722000333', settleAccountName: 'Amani', settleBankCode: '01', settleBranchCode: '01001' });
    expect(wire).toMatchObject({ settleChannel: '5', settleAccountNo: '722000333', settleAccountName: 'Amani', settleBankCode: undefined, settleBranchCode: undefined });
    expect(toWire({ ...base, settleAccountNo: '123' })).toMatchObject({ settleChannel: '0', settleAccountNo: undefined });
  });

  it('refuses a bank account past 18 digits with the shared rule, on its field', () => {
    const problems = formProblems({ ...base, settleChannel: '1', settleAccountNo: '1234567890123456789', settleAccountName: 'Amani', settleBankCode: '01', settleBranchCode: '01001' });
    expect(problems).toEqual([{ field: 'settleAccountNo', message: 'BANK_ACCOUNT_FORMAT' }]);
  });

  it('passes a complete bank settlement and the business wallet', () => {
    expect(formProblems({ ...base, settleChannel: '1', settleAccountNo: '1187654322', settleAccountName: 'Amani', settleBankCode: '01', settleBranchCode: '01003' })).toEqual([]);
    expect(formProblems({ ...base, settleChannel: '0' })).toEqual([]);
  });
});
