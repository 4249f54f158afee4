import { describe, expect, it } from 'vitest';
import { listSearch, readListState } from './listQuery';

describe('the beneficiary page in the URL', () => {
  it('reads the tab, search, payee type and page, ignoring values it does not know', () => {
    expect(readListState(new URLSearchParams('tab=groups&q=%20supp%20&page=2&size=20'))).toEqual({
      tab: 'groups',
      q: 'supp',
      type: undefined,
      pageNum: 2,
      pageSize: 20,
    });
    expect(readListState(new URLSearchParams('tab=x&type=Z&size=7'))).toEqual({ tab: 'beneficiaries', q: undefined, type: undefined, pageNum: 1, pageSize: 10 });
  });

  it('writes only what differs from the defaults, and no payee type on the groups tab', () => {
    expect(listSearch({ tab: 'beneficiaries', type: 'M', q: 'mary', pageNum: 1, pageSize: 10 }).toString()).toBe('q=mary&type=M');
    expect(listSearch({ tab: 'groups', type: 'M', pageNum: 3, pageSize: 50 }).toString()).toBe('tab=groups&page=3&size=50');
  });
});
