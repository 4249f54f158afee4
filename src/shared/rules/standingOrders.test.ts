import { describe, expect, it } from 'vitest';
import { addMonths, dateAfterEdit, dateAfterRun, firstOnOrAfter, isValidYmd, latestStartDate, nameKey, nextAfter, occurrence } from './standingOrders';

describe('standing order dates', () => {
  it('keeps the day of the month, or the last day of a shorter month (31st → 30th, 28th, 29th)', () => {
    expect(addMonths('20260131', 1)).toBe('20260228');
    expect(addMonths('20280131', 1)).toBe('20280229');
    expect(addMonths('20260331', 1)).toBe('20260430');
    expect(addMonths('20261231', 1)).toBe('20270131');
    expect(addMonths('20260115', -1)).toBe('20251215');
    // The schedule counts from the start, so a shorter month does not pull later dates back.
    expect([0, 1, 2, 3].map((n) => occurrence('2', '20260131', n))).toEqual(['20260131', '20260228', '20260331', '20260430']);
  });

  it('runs daily, weekly, monthly, quarterly and annually', () => {
    expect(occurrence('0', '20261230', 3)).toBe('20270102');
    expect(occurrence('1', '20260225', 1)).toBe('20260304');
    expect(occurrence('3', '20261130', 1)).toBe('20270228');
    expect(occurrence('4', '20280229', 1)).toBe('20290228');
    expect(occurrence('4', '20280229', 4)).toBe('20320229');
  });

  it('finds the first date on or after a day, and the next one after it', () => {
    expect(firstOnOrAfter('2', '20260131', '20260101')).toBe('20260131');
    expect(firstOnOrAfter('2', '20260131', '20260201')).toBe('20260228');
    expect(firstOnOrAfter('2', '20260131', '20260228')).toBe('20260228');
    expect(nextAfter('2', '20260131', '20260228')).toBe('20260331');
    expect(nextAfter('1', '20260105', '20260105')).toBe('20260112');
    expect(nextAfter('0', '20260105', '20260301')).toBe('20260302');
    expect(firstOnOrAfter('1', '20260105', '20270101')).toBe('20270104');
  });

  it('finishes on the number of runs or past the end date, and skips dates already gone', () => {
    const monthly = { frequency: '2' as const, startDate: '20260131', endDate: null, maxRuns: 3 };
    expect(dateAfterRun(monthly, '20260131', 1, '20260131')).toBe('20260228');
    expect(dateAfterRun(monthly, '20260331', 3, '20260331')).toBeNull();
    expect(dateAfterRun({ ...monthly, maxRuns: null, endDate: '20260315' }, '20260228', 2, '20260228')).toBeNull();
    // Run late (the scheduler was down): the next date is the first one after today.
    expect(dateAfterRun({ ...monthly, maxRuns: null }, '20260131', 1, '20260305')).toBe('20260331');
  });

  it('moves an edited schedule past today and past its last run, so nothing is paid at once or twice', () => {
    // Monthly rent paid on 23 November, made weekly on the 27th: the next date is a week on, not today.
    expect(dateAfterEdit({ frequency: '1', startDate: '20251023', endDate: null, maxRuns: null }, 2, '20251123', '20251127')).toBe('20251204');
    // Made daily on the day it ran: tomorrow, never today again.
    expect(dateAfterEdit({ frequency: '0', startDate: '20251101', endDate: null, maxRuns: null }, 3, '20251127', '20251127')).toBe('20251128');
    // Never run yet, starting later: its start date.
    expect(dateAfterEdit({ frequency: '2', startDate: '20251215', endDate: null, maxRuns: null }, 0, null, '20251127')).toBe('20251215');
    // Starting today, edited before the scheduler ran it: the next date after today (an edit pays nothing).
    expect(dateAfterEdit({ frequency: '2', startDate: '20251127', endDate: null, maxRuns: null }, 0, null, '20251127')).toBe('20251227');
    // The number of runs lowered to the runs made: finished.
    expect(dateAfterEdit({ frequency: '2', startDate: '20251023', endDate: null, maxRuns: 2 }, 2, '20251123', '20251127')).toBeNull();
  });

  it('lets a standing order start at most one year from today', () => {
    expect(latestStartDate('20251127')).toBe('20261127');
    expect(latestStartDate('20280229')).toBe('20290228');
  });

  it('reads dates and names strictly', () => {
    expect(isValidYmd('20260230')).toBe(false);
    expect(isValidYmd('20280229')).toBe(true);
    expect(nameKey('  Shop   Rent ')).toBe('shop rent');
  });
});
