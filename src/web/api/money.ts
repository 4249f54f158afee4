import { type QueryClient, keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { QryWalletDetails, QueryTransferOrdSts, QueryTxAmtLimit } from '../../shared/actions/money';
import { callAction } from './client';

/**
 * What every money screen shares: the wallet, the limits and charges of a transaction type, and an
 * order followed live. Every money query key starts with 'money' (areas put their lists of money
 * under it too), so a finished order refreshes every balance and list on screen (`refreshMoney`).
 */
export const moneyKeys = {
  all: ['money'] as const,
  wallet: () => [...moneyKeys.all, 'wallet'] as const,
  limits: (transTypId: string, rcvCnl: string | null | undefined, amount: number | null | undefined) =>
    [...moneyKeys.all, 'limits', transTypId, rcvCnl ?? '', amount ?? 0] as const,
  order: (ordNo: string) => [...moneyKeys.all, 'order', ordNo] as const,
};

/** How often an order on its way is asked for its status (followed live until S or F). */
export const STATUS_POLL_MS = 1_500;

export function useWallet(enabled = true) {
  return useQuery({ queryKey: moneyKeys.wallet(), queryFn: ({ signal }) => callAction(QryWalletDetails, {}, { signal }), enabled });
}

/** The limits of a transaction type and channel, and the charges on an amount once one is typed. */
export function useTxLimits(transTypId: string | null | undefined, rcvCnl?: string | null, amount?: number | null) {
  return useQuery({
    queryKey: moneyKeys.limits(transTypId ?? '', rcvCnl, amount),
    queryFn: ({ signal }) =>
      callAction(QueryTxAmtLimit, { transTypId: transTypId ?? '', rcvCnl: rcvCnl ?? undefined, amount: amount && amount > 0 ? amount : undefined }, { signal, hideError: true }),
    enabled: Boolean(transTypId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The query of an order followed live: asked every 1.5 s until it succeeds or fails; then (given
 * the query client) every balance and list of money on screen is refreshed.
 */
export function orderStatusQuery(ordNo: string | null | undefined, enabled = true, client?: QueryClient) {
  return queryOptions({
    queryKey: moneyKeys.order(ordNo ?? ''),
    queryFn: async ({ signal }) => {
      const order = await callAction(QueryTransferOrdSts, { ordNo: ordNo ?? '' }, { signal, hideError: true });
      if (client && (order.status === 'S' || order.status === 'F')) void refreshMoney(client);
      return order;
    },
    enabled: Boolean(ordNo) && enabled,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'S' || q.state.data.status === 'F') ? false : STATUS_POLL_MS),
  });
}

export function useOrderStatus(ordNo: string | null | undefined) {
  return useQuery(orderStatusQuery(ordNo, true, useQueryClient()));
}

/**
 * After money moved: the wallet, limits and every list of money (keys under 'money') are asked
 * again; orders being followed are not (they ask by themselves until they end).
 */
export function refreshMoney(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: moneyKeys.all, predicate: (q) => q.queryKey[1] !== 'order' });
}
