import { describe, expect, it } from 'vitest';
import { readStaffListState, staffListSearch } from './listQuery';

describe('the staff list URL', () => {
  it('reads filters and paging back from what it wrote', () => {
    const state = { pageNum: 3, pageSize: 20, q: 'faith', sts: 'F' as const, store: 'store-main' };
    expect(readStaffListState(staffListSearch(state))).toEqual(state);
  });

  it('ignores a status it does not know and a bad page', () => {
    expect(readStaffListState(new URLSearchParams('sts=X&page=-2'))).toEqual({ pageNum: 1, pageSize: 10, q: undefined, sts: undefined, store: undefined });
  });
});
