import { describe, expect, it } from 'vitest';
import { parseCsv } from '../format/csv';
import { checkCustomerCsv, compactDate, customerFields, customerFullName, customerTemplateCsv, isYmd, nairobiToday } from './customers';

const HEADER = 'First Name*,Middle Name,Last Name*,Mobile Number*,Email,Gender (M/F),Birthday (YYYY-MM-DD),Anniversary (YYYY-MM-DD),Note';

describe('customer dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isYmd('20240229')).toBe(true);
    expect(isYmd('20230229')).toBe(false);
    expect(isYmd('20231301')).toBe(false);
    expect(isYmd('2023-01-01')).toBe(false);
    expect(isYmd('18991231')).toBe(false);
  });

  it('reads dates typed with dashes or slashes', () => {
    expect(compactDate('1990-1-2')).toBe('19900102');
    expect(compactDate('1990/12/31')).toBe('19901231');
    expect(compactDate('19901231')).toBe('19901231');
  });

  it('refuses a birthday after today in Nairobi, and takes today', () => {
    const today = nairobiToday();
    const base = { firstName: 'Amina', lastName: 'Otieno', mobile: '0722118401' };
    expect(customerFields.safeParse({ ...base, birthday: today }).success).toBe(true);
    const future = customerFields.safeParse({ ...base, birthday: '20991231' });
    expect(future.error?.issues[0]).toMatchObject({ path: ['birthday'], message: 'MMCP6117' });
  });
});

describe('the customer form rules', () => {
  it('leaves optional fields empty but checks them when filled', () => {
    const ok = customerFields.parse({ firstName: 'Amina', lastName: 'Otieno', mobile: '0722118401' });
    expect(ok).toMatchObject({ middleName: '', email: '', gender: '', birthday: '', state: '1' });
    const bad = customerFields.safeParse({ firstName: 'Amina', lastName: 'Otieno', mobile: '0722118401', middleName: 'W', email: 'a@b' });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['middleName', 'MIN_LENGTH|{"min":2}'],
      ['email', 'EMAIL_FORMAT'],
    ]);
  });

  it('joins the full name without a missing middle name', () => {
    expect(customerFullName({ firstName: 'Amina', middleName: '', lastName: 'Otieno' })).toBe('Amina Otieno');
    expect(customerFullName({ firstName: 'Amina', middleName: 'Wairimu', lastName: 'Otieno' })).toBe('Amina Wairimu Otieno');
  });
});

describe('reading a CSV', () => {
  it('keeps quoted commas, doubled quotes and line breaks, and drops blank lines', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n\r\n"x\ny",z\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['x\ny', 'z'],
    ]);
  });

  it('reads its own template as a good file of two customers', () => {
    const result = checkCustomerCsv('template.csv', customerTemplateCsv());
    expect(result.ok && result.rows.map((r) => [r.row, r.fields.mobile, r.fields.birthday])).toEqual([
      [2, '254722123456', '19900412'],
      [3, '254711987654', ''],
    ]);
  });

  it('reads its Chinese template the same', () => {
    const result = checkCustomerCsv('模板.csv', customerTemplateCsv('zh-CN'));
    expect(result.ok && result.rows.map((r) => r.fields.mobile)).toEqual(['254722123456', '254711987654']);
  });

  it('refuses another file type, other columns, an empty file and more than 100 customers', () => {
    expect(checkCustomerCsv('customers.xlsx', HEADER)).toEqual({ ok: false, fileError: 'MMCP6103' });
    expect(checkCustomerCsv('c.csv', 'Name,Phone\nA,0722000001')).toEqual({ ok: false, fileError: 'MMCP6106' });
    expect(checkCustomerCsv('c.csv', `${HEADER}\n`)).toEqual({ ok: false, fileError: 'MMCP6105' });
    const rows = Array.from({ length: 101 }, (_, i) => `Anna,,Kiza,07461${String(i).padStart(5, '0')}`);
    expect(checkCustomerCsv('c.CSV', [HEADER, ...rows].join('\n'))).toEqual({ ok: false, fileError: 'MMCP6104' });
    expect(checkCustomerCsv('c.csv', [HEADER, ...rows.slice(0, 100)].join('\n')).ok).toBe(true);
  });

  it('names the row and field of each mistake, and a mobile used twice', () => {
    const result = checkCustomerCsv('c.csv', [HEADER, 'Amina,,Otieno,0722118401', 'Baraka,,M,0711460900,,x', 'Zawadi,,Chebet,+254722118401'].join('\n'));
    expect(result.ok).toBe(false);
    expect(!result.ok && 'errors' in result && result.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'lastName', 'MIN_LENGTH|{"min":2}'],
      [3, 'gender', 'INVALID_VALUE'],
      [4, 'mobile', 'MMCP6108'],
    ]);
  });
});
