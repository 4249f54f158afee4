import { describe, expect, it } from 'vitest';
import { readTransQuery, transSearch } from './listQuery';

describe('the transaction records URL', () => {
  it('reads a filter and page back from what it wrote', () => {
    const q = { pageNum: 3, pageSize: 20, startDate: '20261101', endDate: '20261120', ordTyp: '20', status: 'S' as const, rcvCnl: '44', dcFlg: 'd' as const, keyword: 'Mary' };
    expect(transSearch(q).toString()).toBe('start=20261101&end=20261120&type=20&status=S&channel=44&dir=d&q=Mary&page=3&size=20');
    expect(readTransQuery(transSearch(q))).toEqual(q);
  });

  it('drops values a link cannot mean', () => {
    const q = readTransQuery(new URLSearchParams('start=2026-11-01&status=X&dir=z&type=123&page=-1'));
    expect(q).toMatchObject({ pageNum: 1, startDate: undefined, status: undefined, dcFlg: undefined, ordTyp: undefined });
  });
});
