import type { PayeeType } from '../../../../../shared/actions/beneficiaries';
import { readPage, readText, toSearch } from '../../../../components/urlParams';

export type ListTab = 'beneficiaries' | 'groups';

/** The beneficiary page as it lives in the URL: ?tab=groups&q=&type=A&page=&size= */
export interface ListState {
  tab: ListTab;
  q?: string;
  /** Payee type filter of the beneficiaries tab. */
  type?: PayeeType;
  pageNum: number;
  pageSize: number;
}

export function readListState(params: URLSearchParams): ListState {
  const type = params.get('type');
  return {
    ...readPage(params),
    tab: params.get('tab') === 'groups' ? 'groups' : 'beneficiaries',
    q: readText(params, 'q'),
    type: type === 'A' || type === 'M' ? type : undefined,
  };
}

export function listSearch(state: ListState): URLSearchParams {
  return toSearch({
    tab: state.tab === 'groups' ? 'groups' : undefined,
    q: state.q,
    type: state.tab === 'beneficiaries' ? state.type : undefined,
    page: state.pageNum,
    size: state.pageSize,
  });
}
