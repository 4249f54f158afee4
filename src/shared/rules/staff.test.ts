import { describe, expect, it } from 'vitest';
import { roleSelectionRule, staffStoresRule, staffUsername } from './staff';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('the staff rules', () => {
  it('asks for a username before its length', () => {
    expect(first(staffUsername.safeParse(''))).toBe('REQUIRED');
    expect(first(staffUsername.safeParse('ab'))).toBe('MIN_LENGTH|{"min":3}');
    expect(staffUsername.safeParse(' clerk.01 ').data).toBe('clerk.01');
    expect(first(staffUsername.safeParse('clerk 01'))).toBe('INVALID_VALUE');
  });

  it('needs a store and a role with a function', () => {
    expect(first(staffStoresRule.safeParse([]))).toBe('MMCP6204');
    expect(first(roleSelectionRule.safeParse({ roleGroup: 'SALES', funcNos: [] }))).toBe('MMCP6202');
    expect(roleSelectionRule.safeParse({ roleGroup: 'SALES', funcNos: ['43'] }).success).toBe(true);
  });
});
