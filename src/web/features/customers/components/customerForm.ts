import dayjs, { type Dayjs } from 'dayjs';
import type { Customer } from '../../../../shared/actions/customers';
import type { CustomerFields } from '../../../../shared/rules/customers';
import { phoneDigits, toWirePhone } from '../../../components/inputFilters';

/** The customer form's values: the phone as its 9 digits after +254, dates as dayjs. */
export interface CustomerFormValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  mobile: string;
  email?: string;
  gender?: 'M' | 'F';
  birthday?: Dayjs | null;
  anniversary?: Dayjs | null;
  note?: string;
  state: '1' | '0';
}

export const ymdToDayjs = (v: string): Dayjs | null => (v ? dayjs(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`) : null);
export const dayjsToYmd = (d: Dayjs | null | undefined): string => (d ? d.format('YYYYMMDD') : '');

export function customerToForm(c: Customer): CustomerFormValues {
  return {
    firstName: c.firstName,
    middleName: c.middleName,
    lastName: c.lastName,
    mobile: phoneDigits(c.mobile),
    email: c.email,
    gender: c.gender || undefined,
    birthday: ymdToDayjs(c.birthday),
    anniversary: ymdToDayjs(c.anniversary),
    note: c.note,
    state: c.state,
  };
}

/** What AddCustomers and EditCustomer take. */
export function formToWire(v: CustomerFormValues): CustomerFields {
  return {
    firstName: v.firstName.trim(),
    middleName: (v.middleName ?? '').trim(),
    lastName: v.lastName.trim(),
    mobile: toWirePhone(v.mobile),
    email: (v.email ?? '').trim(),
    gender: v.gender ?? '',
    birthday: dayjsToYmd(v.birthday),
    anniversary: dayjsToYmd(v.anniversary),
    note: (v.note ?? '').trim(),
    state: v.state,
  };
}
