import { readPage, readText, toSearch } from '../../../components/urlParams';

/** A customer list as it lives in the URL: ?q=&state=1&page=&size= */
export interface CustomerListState {
  q?: string;
  state?: '1' | '0';
  pageNum: number;
  pageSize: number;
}

export function readCustomerList(params: URLSearchParams): CustomerListState {
  const state = params.get('state');
  return { ...readPage(params), q: readText(params, 'q'), state: state === '1' || state === '0' ? state : undefined };
}

export function customerListSearch(s: CustomerListState): URLSearchParams {
  return toSearch({ q: s.q, state: s.state, page: s.pageNum, size: s.pageSize });
}

/** The send-message page's chosen customers travel as ?ids=a,b,c (at most 100). */
export function readIds(params: URLSearchParams): string[] {
  return (params.get('ids') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[\w-]{1,40}$/.test(s))
    .slice(0, 100);
}
