import { describe, expect, it } from 'vitest';
import { readDate, readPage, readText, toSearch } from './urlParams';

describe('URL state', () => {
  it('reads page and size, falling back to page 1 of 10', () => {
    expect(readPage(new URLSearchParams('page=3&size=20'))).toEqual({ pageNum: 3, pageSize: 20 });
    expect(readPage(new URLSearchParams('page=-1&size=7'))).toEqual({ pageNum: 1, pageSize: 10 });
    expect(readPage(new URLSearchParams(''))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('reads trimmed text and only 8-digit dates', () => {
    const p = new URLSearchParams('q=%20Main%20&from=20250101&to=2025-01-31');
    expect(readText(p, 'q')).toBe('Main');
    expect(readText(p, 'none')).toBeUndefined();
    expect(readDate(p, 'from')).toBe('20250101');
    expect(readDate(p, 'to')).toBeUndefined();
  });

  it('writes only what differs from the defaults', () => {
    expect(toSearch({ page: 1, size: 10, q: '', event: 'LOGIN' }).toString()).toBe('event=LOGIN');
    expect(toSearch({ page: 2, size: 20 }).toString()).toBe('page=2&size=20');
  });
});
