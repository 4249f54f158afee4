import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryDasOrderInfoPage, QueryTransRecordDetail, type TransRecordFilter } from '../../../shared/actions/transactions';
import { callAction } from '../../api/client';

export interface TransListQuery extends TransRecordFilter {
  pageNum: number;
  pageSize: number;
}

/** Query keys of the records; under 'money', so a finished order refreshes them too (src/web/api/money.ts). */
export const transactionsKeys = {
  all: ['money', 'transactions'] as const,
  lists: () => [...transactionsKeys.all, 'list'] as const,
  list: (query: TransListQuery) => [...transactionsKeys.lists(), query] as const,
  detail: (ordNo: string) => [...transactionsKeys.all, 'detail', ordNo] as const,
};

/** `enabled` false: the page already knows the server would refuse the filter (a bad period), so it does not ask. */
export function useTransRecords(query: TransListQuery, enabled = true) {
  return useQuery({
    queryKey: transactionsKeys.list(query),
    queryFn: ({ signal }) => callAction(QueryDasOrderInfoPage, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTransRecordDetail(ordNo: string | undefined) {
  return useQuery({
    queryKey: transactionsKeys.detail(ordNo ?? ''),
    queryFn: ({ signal }) => callAction(QueryTransRecordDetail, { ordNo: ordNo ?? '' }, { signal, hideError: true }),
    enabled: Boolean(ordNo),
    retry: false,
  });
}
