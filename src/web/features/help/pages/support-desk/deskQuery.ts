import { CALLBACK_STATUSES, type CallbackStatus, ISSUE_TYPES, TICKET_STATUSES, type TicketStatus } from '../../../../../shared/dict/help';
import { readPage, readText, toSearch } from '../../../../components/urlParams';

export type DeskTab = 'tickets' | 'callbacks' | 'stores' | 'changes';

/** The support desk's state in the query string. */
export interface DeskState {
  tab: DeskTab;
  pageNum: number;
  pageSize: number;
  status?: TicketStatus;
  issueType?: string;
  keyword?: string;
  mine?: 'Y';
  callbackStatus?: CallbackStatus;
  ticket?: string;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

export function readDeskState(params: URLSearchParams): DeskState {
  return {
    tab: oneOf(['callbacks', 'stores', 'changes'] as const, params.get('tab')) ?? 'tickets',
    ...readPage(params),
    status: oneOf(TICKET_STATUSES, params.get('status')),
    issueType: oneOf(ISSUE_TYPES, params.get('issue')),
    keyword: readText(params, 'q'),
    mine: params.get('mine') === 'Y' ? 'Y' : undefined,
    callbackStatus: oneOf(CALLBACK_STATUSES, params.get('cb')),
    ticket: readText(params, 'ticket', 32),
  };
}

export function deskSearch(s: DeskState): URLSearchParams {
  return toSearch({
    tab: s.tab === 'tickets' ? undefined : s.tab,
    page: s.pageNum,
    size: s.pageSize,
    status: s.status,
    issue: s.issueType,
    q: s.keyword,
    mine: s.mine,
    cb: s.callbackStatus,
    ticket: s.ticket,
  });
}
