import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QuerySettlementList } from '../../../shared/actions/settlement';
import { callAction } from '../../api/client';

export interface SettlementQuery {
  pageNum: number;
  pageSize: number;
  tillId?: string;
  status?: 'P' | 'S' | 'F';
  startDate?: string;
  endDate?: string;
}

/** Query keys of settlement; under the tills' key so a settlement made on /settle refreshes them. */
export const settlementKeys = {
  all: ['tills', 'settlements'] as const,
  list: (query: SettlementQuery) => [...settlementKeys.all, query] as const,
};

/** Settlements and the per-day amounts; refreshed while one is still on its way through a network. */
export function useSettlements(query: SettlementQuery) {
  return useQuery({
    queryKey: settlementKeys.list(query),
    queryFn: ({ signal }) => callAction(QuerySettlementList, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((s) => s.status === 'P') ? 3_000 : false),
  });
}
