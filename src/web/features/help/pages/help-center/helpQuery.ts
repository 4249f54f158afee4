import { TICKET_STATUSES, type TicketStatus } from '../../../../../shared/dict/help';
import { readPage, readText, toSearch } from '../../../../components/urlParams';

export const HELP_TABS = ['processes', 'raise', 'tickets', 'callBack'] as const;
export type HelpTab = (typeof HELP_TABS)[number];

/** The help center's state as the query string holds it. */
export interface HelpState {
  tab: HelpTab;
  pageNum: number;
  pageSize: number;
  status?: TicketStatus;
  /** The open ticket (tickets tab). */
  ticket?: string;
  /** The open service process (processes tab). */
  process?: string;
}

export function readHelpState(params: URLSearchParams): HelpState {
  const tab = params.get('tab');
  const status = params.get('status');
  return {
    tab: (HELP_TABS as readonly string[]).includes(tab ?? '') ? (tab as HelpTab) : 'processes',
    ...readPage(params),
    status: (TICKET_STATUSES as readonly string[]).includes(status ?? '') ? (status as TicketStatus) : undefined,
    ticket: readText(params, 'ticket', 32),
    process: readText(params, 'process', 16),
  };
}

export function helpSearch(s: HelpState): URLSearchParams {
  return toSearch({
    tab: s.tab === 'processes' ? undefined : s.tab,
    page: s.pageNum,
    size: s.pageSize,
    status: s.status,
    ticket: s.ticket,
    process: s.process,
  });
}
