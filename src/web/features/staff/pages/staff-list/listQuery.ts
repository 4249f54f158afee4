import { DEFAULT_PAGE_SIZE } from '../../../../../shared/protocol/paging';
import type { StaffSts } from '../../../../../shared/rules/staff';

/** The staff list's state lives in the URL (?q=&sts=&store=&page=&size=), so any view can be linked and reloaded. */
export interface StaffListState {
  pageNum: number;
  pageSize: number;
  q?: string;
  sts?: StaffSts;
  store?: string;
}

const STATUSES: readonly string[] = ['A', 'P', 'F'];

export function readStaffListState(params: URLSearchParams): StaffListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sts = params.get('sts') ?? '';
  return {
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: Number.isInteger(size) && size > 0 && size <= 100 ? size : DEFAULT_PAGE_SIZE,
    q: params.get('q') || undefined,
    sts: STATUSES.includes(sts) ? (sts as StaffSts) : undefined,
    store: params.get('store') || undefined,
  };
}

export function staffListSearch(s: StaffListState): URLSearchParams {
  const out = new URLSearchParams();
  if (s.q) out.set('q', s.q);
  if (s.sts) out.set('sts', s.sts);
  if (s.store) out.set('store', s.store);
  if (s.pageNum > 1) out.set('page', String(s.pageNum));
  if (s.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(s.pageSize));
  return out;
}
