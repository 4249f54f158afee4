import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../../shared/actions/customers';
import { customerToForm, formToWire } from './customerForm';
import { readCustomerList, readIds } from './listQuery';

const amina: Customer = {
  custId: 'cust-1',
  firstName: 'Amina',
  middleName: '',
  lastName: 'Otieno',
  fullName: 'Amina Otieno',
  mobile: '254722118401',
  email: '',
  gender: 'F',
  birthday: '19900412',
  anniversary: '',
  note: '',
  state: '1',
  blackFlg: 'N',
  blackReason: '',
  blackAt: '',
  createdAt: '20260101090000',
  updatedAt: '20260101090000',
};

describe('the customer form values', () => {
  it('shows the phone as its 9 digits and the dates as days, and sends them back as the wire wants', () => {
    const form = customerToForm(amina);
    expect(form.mobile).toBe('722118401');
    expect(form.birthday?.format('YYYY-MM-DD')).toBe('1990-04-12');
    expect(form.anniversary).toBeNull();
    expect(formToWire({ ...form, firstName: ' Amina ' })).toEqual({
      firstName: 'Amina',
      middleName: '',
      lastName: 'Otieno',
      mobile: '254722118401',
      email: '',
      gender: 'F',
      birthday: '19900412',
      anniversary: '',
      note: '',
      state: '1',
    });
  });
});

describe('the customer list in the URL', () => {
  it('reads the search, the state and the chosen customers, ignoring what is not theirs', () => {
    expect(readCustomerList(new URLSearchParams('q=amina&state=0&page=2&size=20'))).toEqual({ q: 'amina', state: '0', pageNum: 2, pageSize: 20 });
    expect(readCustomerList(new URLSearchParams('state=9')).state).toBeUndefined();
    expect(readIds(new URLSearchParams('ids=cust-1,,cust-2,<script>'))).toEqual(['cust-1', 'cust-2']);
  });
});
