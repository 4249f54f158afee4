import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, formatTimestamp } from './date';

describe('formatDate (spec 000 section 9, date display options)', () => {
  it.each([
    ['01', '05-Mar-2025'],
    ['02', '2025-03-05'],
    ['03', '05/03/2025'],
    ['04', '05/Mar/2025'],
    ['00', 'Mar 05,2025'],
    ['05', 'Mar 05,2025'],
    ['', 'Mar 05,2025'],
  ])('option %j shows 20250305 as %s', (option, text) => {
    expect(formatDate('20250305', option)).toBe(text);
  });

  it.each([
    ['01', '05-3月-2025'],
    ['02', '2025-03-05'],
    ['04', '05/3月/2025'],
    ['00', '2025年3月5日'],
  ])('names the month in Chinese for a zh-CN reader: option %j shows 20250305 as %s', (option, text) => {
    expect(formatDate('20250305', option, 'zh-CN')).toBe(text);
    expect(formatTimestamp('20251105143000', option, 'zh-CN')).toBe(`${formatDate('20251105', option, 'zh-CN')} 14:30:00`);
    expect(formatDate('20251105', '00', 'zh-CN')).toBe('2025年11月5日');
  });

  it('uses DD-Mon-YYYY when no option is given', () => {
    expect(formatDate('20241231')).toBe('31-Dec-2024');
  });

  it('shows an unreadable date as it came and nothing for no date', () => {
    expect(formatDate('2025-03-05')).toBe('2025-03-05');
    expect(formatDate('20251305')).toBe('20251305');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatTime', () => {
  it('shows hhmmss as HH:mm:ss', () => {
    expect(formatTime('093005')).toBe('09:30:05');
    expect(formatTime('235959')).toBe('23:59:59');
  });

  it('shows an unreadable time as it came', () => {
    expect(formatTime('246000')).toBe('246000');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('formatTimestamp', () => {
  it('shows a 14-digit timestamp as DD-Mon-YYYY HH:mm:ss', () => {
    expect(formatTimestamp('20250305093005')).toBe('05-Mar-2025 09:30:05');
  });

  it('follows the date display option', () => {
    expect(formatTimestamp('20250101000000', '02')).toBe('2025-01-01 00:00:00');
  });

  it('shows anything but 14 digits as it came', () => {
    expect(formatTimestamp('2025030509300')).toBe('2025030509300');
    expect(formatTimestamp('')).toBe('');
  });
});

describe('formatTimestamp with each date display option', () => {
  it.each([
    ['01', '31-Dec-2024 23:59:58'],
    ['02', '2024-12-31 23:59:58'],
    ['03', '31/12/2024 23:59:58'],
    ['04', '31/Dec/2024 23:59:58'],
    ['00', 'Dec 31,2024 23:59:58'],
  ])('option %s shows 20241231235958 as %s', (option, text) => {
    expect(formatTimestamp('20241231235958', option)).toBe(text);
  });
});
