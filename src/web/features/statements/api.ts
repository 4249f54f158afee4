import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import { DownloadAccountStatement, GenerateAccountStatement, QueryAccountStatementList, RequestCertifiedStatement } from '../../../shared/actions/statements';
import { callAction } from '../../api/client';

export const statementsKeys = {
  all: ['statements'] as const,
  lists: () => [...statementsKeys.all, 'list'] as const,
  list: (page: { pageNum: number; pageSize: number }) => [...statementsKeys.lists(), page] as const,
};

/** How often the list is asked again while a statement is being made (its progress shows live). */
export const STATEMENT_POLL_MS = 1_000;

export function useStatements(page: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: statementsKeys.list(page),
    queryFn: ({ signal }) => callAction(QueryAccountStatementList, page, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((s) => s.status === 'Q' || s.status === 'R' || s.certifiedStatus === 'Q') ? STATEMENT_POLL_MS : false),
  });
}

export function useGenerateStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof GenerateAccountStatement>) => callAction(GenerateAccountStatement, input, { hideError: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKeys.lists() }),
  });
}

export function useDownloadStatement() {
  return useMutation({
    mutationFn: (input: { statementId: string; certified?: boolean }) => callAction(DownloadAccountStatement, input),
  });
}

export function useRequestCertified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statementId: string) => callAction(RequestCertifiedStatement, { statementId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKeys.lists() }),
  });
}
