import { describe, expect, it } from 'vitest';
import { auditSearch, readAuditQuery } from './auditQuery';

describe('audit trail URL state', () => {
  it('reads filters and page from the query string', () => {
    const q = readAuditQuery(
      new URLSearchParams('event=LOGIN&person=p-1&operator=Jane&from=20250101&to=20250131&page=2&size=20'),
    );
    expect(q).toEqual({
      event: 'LOGIN',
      operatorId: 'p-1',
      operator: 'Jane',
      beginDate: '20250101',
      endDate: '20250131',
      pageNum: 2,
      pageSize: 20,
    });
  });

  it('ignores an unknown event and badly formed dates', () => {
    const q = readAuditQuery(new URLSearchParams('event=DROP&from=2025-01-01'));
    expect(q.event).toBeUndefined();
    expect(q.beginDate).toBeUndefined();
  });

  it('puts a reversed range the right way round', () => {
    const q = readAuditQuery(new URLSearchParams('from=20250131&to=20250101'));
    expect([q.beginDate, q.endDate]).toEqual(['20250101', '20250131']);
  });

  it('writes back what it reads', () => {
    const search = 'event=LOGOUT&person=p-2&operator=Ann&from=20250101&to=20250102&page=3';
    expect(auditSearch(readAuditQuery(new URLSearchParams(search))).toString()).toBe(search);
  });
});
