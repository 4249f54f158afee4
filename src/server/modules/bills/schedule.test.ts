import { describe, expect, it } from 'vitest';
import { nextRunDate } from './bills.queries';
import { initialLastPeriod, nairobiMonth } from './plans';

// 2026-02-10 09:00 in Nairobi (06:00 UTC).
const feb10 = new Date('2026-02-10T06:00:00Z');

describe('the days a regular bill pays', () => {
  it('reads the month and day in Nairobi, not UTC', () => {
    expect(nairobiMonth(new Date('2026-02-28T22:30:00Z'))).toEqual({ period: '202603', day: 1, lastDay: 31 });
    expect(nairobiMonth(feb10)).toEqual({ period: '202602', day: 10, lastDay: 28 });
  });

  it('first pays this month when the day is still ahead, else next month', () => {
    expect(initialLastPeriod(15, feb10)).toBeNull();
    expect(initialLastPeriod(10, feb10)).toBe('202602');
    expect(initialLastPeriod(5, feb10)).toBe('202602');
  });

  it('pays days 29-31 on the last day of a shorter month', () => {
    expect(initialLastPeriod(31, new Date('2026-02-28T06:00:00Z'))).toBe('202602');
    expect(nextRunDate({ day: 31, status: '0', last_period: null }, feb10)).toBe('20260228');
    expect(nextRunDate({ day: 31, status: '0', last_period: '202602' }, feb10)).toBe('20260331');
  });

  it('answers the next payment date, none while paused', () => {
    expect(nextRunDate({ day: 5, status: '0', last_period: '202602' }, feb10)).toBe('20260305');
    expect(nextRunDate({ day: 5, status: '0', last_period: '202512' }, new Date('2026-12-20T06:00:00Z'))).toBe('20261220');
    expect(nextRunDate({ day: 5, status: '0', last_period: '202612' }, new Date('2026-12-20T06:00:00Z'))).toBe('20270105');
    expect(nextRunDate({ day: 5, status: '1', last_period: null }, feb10)).toBeNull();
  });
});
