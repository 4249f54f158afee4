import { describe, expect, it } from 'vitest';
import { fullName, truncateName } from './name';

describe('truncateName (spec 000 section 9, name display)', () => {
  it('keeps a name of 15 characters or fewer', () => {
    expect(truncateName('Jane Wanjiku')).toBe('Jane Wanjiku');
    expect(truncateName('Abcdefghijklmno')).toBe('Abcdefghijklmno');
  });

  it('cuts a longer name to 15 characters and adds ...', () => {
    expect(truncateName('Jane Wanjiku Kamau')).toBe('Jane Wanjiku Ka...');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateName('王小明王小明王小明王小明王小明王')).toBe('王小明王小明王小明王小明王小明...');
  });

  it('cuts a business name the same way', () => {
    expect(truncateName('Amani Traders Ltd')).toBe('Amani Traders L...');
    expect(truncateName('  Jane Wanjiku  ')).toBe('Jane Wanjiku');
  });

  it('shows nothing for no name', () => {
    expect(truncateName(null)).toBe('');
  });
});

describe('fullName', () => {
  it('joins the parts that are present', () => {
    expect(fullName('Jane', null, ' Kamau ')).toBe('Jane Kamau');
  });
});
