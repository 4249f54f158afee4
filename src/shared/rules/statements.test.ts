import { describe, expect, it } from 'vitest';
import { renderRuleMessage } from './message';
import { dayRule, periodProblem } from './statements';

const today = '20261120';
const problem = (start: string, end: string, maxDays?: number | null) => {
  const p = periodProblem(start, end, today, maxDays);
  return p && { field: p.field, message: renderRuleMessage(p.message, 'en-US') };
};

describe('a period of records or a statement', () => {
  it('accepts a period ending today', () => {
    expect(problem('20261101', today)).toBeNull();
  });

  it('refuses a period ending after today on the end date, though it starts in the past', () => {
    expect(problem('20261101', '20261231')).toEqual({ field: 'endDate', message: 'The period cannot end after today' });
    expect(problem('20261101', '20261121', null)).toEqual({ field: 'endDate', message: 'The period cannot end after today' });
  });

  it('refuses a period starting after today on the start date', () => {
    expect(problem('20261121', '20261231')).toEqual({ field: 'startDate', message: 'The period cannot start after today' });
  });

  it('refuses an end before the start and a statement longer than the maximum', () => {
    expect(problem('20261110', '20261101')).toEqual({ field: 'endDate', message: 'The end date cannot be before the start date' });
    expect(problem('20251101', today)).toEqual({ field: 'endDate', message: 'A statement covers at most 366 days' });
    expect(problem('20251101', today, null)).toBeNull();
  });

  it('refuses a day that is not eight digits as an invalid value, without throwing', () => {
    for (const v of ['1', '2026-01-01', 'NaN', '', '20261301', '20260230']) {
      const parsed = dayRule.safeParse(v);
      expect(parsed.success, v).toBe(false);
      expect(renderRuleMessage(parsed.error?.issues[0]?.message ?? '', 'en-US'), v).not.toBe('');
    }
    expect(dayRule.safeParse('20260228').success).toBe(true);
  });
});
