import { describe, expect, it } from 'vitest';
import { OTHER_ROLE_NAMES, ROLE_NAMES, roleNameIn } from './roles';

describe('roleNameIn', () => {
  it("shows a stored role name in the reader's language", () => {
    expect(roleNameIn('Owner', 'zh-CN')).toBe('店主');
    expect(roleNameIn('Store manager', 'zh-CN')).toBe('店长');
    expect(roleNameIn('Owner', 'en-US')).toBe('Owner');
  });
  it('names the demo cashier and authorizers in Chinese like every other role', () => {
    expect(roleNameIn('Cashier', 'zh-CN')).toBe('收银员');
    expect(roleNameIn('Authorizer', 'zh-CN')).toBe('审批人');
    expect(roleNameIn('Cashier', 'en-US')).toBe('Cashier');
  });
  it('shows a name it does not know as stored', () => {
    expect(roleNameIn('Night guard', 'zh-CN')).toBe('Night guard');
  });
  it('names every role differently in each language', () => {
    const names = [...Object.values(ROLE_NAMES), ...Object.values(OTHER_ROLE_NAMES)];
    expect(new Set(names.map((n) => n.en)).size).toBe(names.length);
    expect(new Set(names.map((n) => n.zh)).size).toBe(names.length);
  });
});
