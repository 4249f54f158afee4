import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, roleNameIn } from './roles';

describe('roleNameIn', () => {
  it("shows a stored role name in the reader's language", () => {
    expect(roleNameIn('Owner', 'zh-CN')).toBe('店主');
    expect(roleNameIn('Store manager', 'zh-CN')).toBe('店长');
    expect(roleNameIn('Owner', 'en-US')).toBe('Owner');
  });
  it('shows a name it does not know as stored', () => {
    expect(roleNameIn('Night guard', 'zh-CN')).toBe('Night guard');
  });
  it('names every role differently in each language', () => {
    const names = Object.values(ROLE_NAMES);
    expect(new Set(names.map((n) => n.en)).size).toBe(names.length);
    expect(new Set(names.map((n) => n.zh)).size).toBe(names.length);
  });
});
