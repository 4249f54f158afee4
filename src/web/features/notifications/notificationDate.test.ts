import { describe, expect, it } from 'vitest';
import { displayDateTime } from '../../components/dateDisplay';
import { nairobiToday, notificationDate } from './notificationDate';

const at = (sndDt: string, sndTm = '093015', today = '20260318') => notificationDate(sndDt, sndTm, today, 'en-US', 'Yesterday');

describe('notification dates (spec 000 section 9)', () => {
  it('shows the time only for today', () => {
    expect(at('20260318', '140501')).toBe('14:05');
    expect(at('20260318', '000000')).toBe('00:00');
  });

  it("shows 'Yesterday' for yesterday, across a month and a year end", () => {
    expect(at('20260317')).toBe('Yesterday');
    expect(at('20260228', '1200', '20260301')).toBe('Yesterday');
    expect(at('20251231', '1200', '20260101')).toBe('Yesterday');
  });

  it('shows the weekday name within 7 days', () => {
    // 2026-03-16 was a Monday, 2026-03-12 a Thursday.
    expect(at('20260316')).toBe('Monday');
    expect(at('20260312')).toBe('Thursday');
    expect(notificationDate('20260316', '0900', '20260318', 'zh-CN', '昨天')).toBe('星期一');
  });

  it('shows month and day in the same year from 7 days back', () => {
    expect(at('20260311')).toBe('Mar 11');
    expect(at('20260102')).toBe('Jan 2');
  });

  it('shows the full date for an earlier year, through the shared date display', () => {
    expect(at('20251230', '1200', '20260318')).toBe(displayDateTime('20251230'));
    expect(at('20251230', '1200', '20260318')).toMatch(/2025/);
    expect(at('20240318')).toBe(displayDateTime('20240318'));
  });

  it("within 7 days across a year end is still the weekday, not the full date", () => {
    // 2025-12-29 was a Monday.
    expect(at('20251229', '1200', '20260102')).toBe('Monday');
  });

  it('reads today in Nairobi (UTC+3)', () => {
    expect(nairobiToday(new Date('2026-03-18T21:30:00Z'))).toBe('20260319');
    expect(nairobiToday(new Date('2026-03-18T20:59:59Z'))).toBe('20260318');
  });

  it('shows nothing for a malformed date', () => {
    expect(at('2026-03-18')).toBe('');
  });
});
