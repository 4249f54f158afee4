import { afterEach, describe, expect, it } from 'vitest';
import { datePickerFormat, displayDate, displayDateTime, nairobiToday, nairobiTodayWire, setDateDisplayOption } from './dateDisplay';

afterEach(() => setDateDisplayOption('00'));

describe('displayDateTime', () => {
  it("shows the wire forms as 'Mon DD,YYYY' until the business chooses another option", () => {
    expect(displayDateTime('20250305')).toBe('Mar 05,2025');
    expect(displayDateTime('20250305093005')).toBe('Mar 05,2025 09:30:05');
  });

  it.each([
    ['01', '05-Mar-2025 09:30:05'],
    ['02', '2025-03-05 09:30:05'],
    ['03', '05/03/2025 09:30:05'],
    ['04', '05/Mar/2025 09:30:05'],
    ['00', 'Mar 05,2025 09:30:05'],
  ] as const)('follows the business option %s', (code, text) => {
    setDateDisplayOption(code);
    expect(displayDateTime('20250305093005')).toBe(text);
  });

  it('shows an ISO instant in Nairobi time (UTC+3)', () => {
    setDateDisplayOption('01');
    expect(displayDateTime('2025-03-05T22:30:05Z')).toBe('06-Mar-2025 01:30:05');
  });

  it('shows nothing for no date and anything unreadable as it came', () => {
    expect(displayDateTime(null)).toBe('');
    expect(displayDateTime('soon')).toBe('soon');
  });
});

describe('displayDate', () => {
  it('shows the day only, in the business option', () => {
    setDateDisplayOption('03');
    expect(displayDate('20250305093005')).toBe('05/03/2025');
    expect(displayDate('20250305')).toBe('05/03/2025');
    expect(displayDate('2025-03-05T22:30:05Z')).toBe('06/03/2025');
  });
});

describe('datePickerFormat', () => {
  it('gives the date pickers the same layout', () => {
    expect(datePickerFormat('01')).toBe('DD-MMM-YYYY');
    expect(datePickerFormat('02')).toBe('YYYY-MM-DD');
    expect(datePickerFormat('03')).toBe('DD/MM/YYYY');
    expect(datePickerFormat('04')).toBe('DD/MMM/YYYY');
    expect(datePickerFormat('00')).toBe('MMM DD,YYYY');
    expect(datePickerFormat('00', 'zh-CN')).toBe('YYYY年M月D日');
    expect(datePickerFormat('01', 'zh-CN')).toBe('DD-MMM-YYYY');
  });
});

describe("today's date in Nairobi", () => {
  it('is already tomorrow in Nairobi from 21:00 UTC, whatever the browser says', () => {
    expect(nairobiTodayWire(new Date('2026-11-26T20:59:00Z'))).toBe('20261126');
    expect(nairobiTodayWire(new Date('2026-11-26T21:00:00Z'))).toBe('20261127');
    expect(nairobiToday(new Date('2026-11-26T23:55:00Z')).format('YYYY-MM-DD')).toBe('2026-11-27');
  });
});
