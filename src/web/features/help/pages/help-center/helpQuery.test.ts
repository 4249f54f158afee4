import { describe, expect, it } from 'vitest';
import { helpSearch, readHelpState } from './helpQuery';

describe('the help center query string', () => {
  it('reads the tab, status filter, page and open ticket, and writes them back', () => {
    const state = readHelpState(new URLSearchParams('tab=tickets&status=2&page=3&size=20&ticket=T20260101000101'));
    expect(state).toEqual({ tab: 'tickets', pageNum: 3, pageSize: 20, status: '2', ticket: 'T20260101000101', process: undefined });
    expect(helpSearch(state).toString()).toBe('tab=tickets&page=3&size=20&status=2&ticket=T20260101000101');
  });

  it('falls back to the service processes and drops an unknown status', () => {
    expect(readHelpState(new URLSearchParams('tab=nope&status=9'))).toMatchObject({ tab: 'processes', status: undefined, pageNum: 1, pageSize: 10 });
    expect(helpSearch({ tab: 'processes', pageNum: 1, pageSize: 10 }).toString()).toBe('');
  });
});
