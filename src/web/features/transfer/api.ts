import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import { QryWalletDetails, QueryTxAmtLimit } from '../../../shared/actions/money';
import {
  CancelTransferOrder,
  QueryTransferOrderDetail,
  QueryTransferOrdSts,
  TransferManyPay,
  TransferManyPreOrder,
  TransferPay,
  TransferPreOrder,
} from '../../../shared/actions/transfer';
import { callAction } from '../../api/client';

/** Query keys of the transfer area; the wallet's key is the money area's own. */
export const transferKeys = {
  all: ['transfer'] as const,
  limits: (transTypId: string, rcvCnl: string | null, amount: number | null) => [...transferKeys.all, 'limits', transTypId, rcvCnl, amount] as const,
  status: (ordNo: string) => [...transferKeys.all, 'status', ordNo] as const,
  detail: (ordNo: string) => [...transferKeys.all, 'detail', ordNo] as const,
};
export const walletKey = ['money', 'wallet'] as const;

/** How often a pending order is asked for its status (spec: followed live until S or F). */
export const STATUS_POLL_MS = 1_500;

export function useWallet() {
  return useQuery({ queryKey: walletKey, queryFn: ({ signal }) => callAction(QryWalletDetails, {}, { signal }) });
}

/** The channel's limits, and its charges once an amount is typed. */
export function useTxLimits(transTypId: string | null, rcvCnl: string | null, amount: number | null) {
  return useQuery({
    queryKey: transferKeys.limits(transTypId ?? '', rcvCnl, amount),
    queryFn: ({ signal }) =>
      callAction(QueryTxAmtLimit, { transTypId: transTypId ?? '', rcvCnl: rcvCnl ?? undefined, amount: amount && amount > 0 ? amount : undefined }, { signal, silent: true }),
    enabled: Boolean(transTypId),
    staleTime: 30_000,
  });
}

/** An order followed live: asked every 1.5 s while it is processing. */
export function useOrderStatus(ordNo: string | null) {
  return useQuery({
    queryKey: transferKeys.status(ordNo ?? ''),
    queryFn: ({ signal }) => callAction(QueryTransferOrdSts, { ordNo: ordNo ?? '' }, { signal, silent: true }),
    enabled: Boolean(ordNo),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'S' || q.state.data.status === 'F') ? false : STATUS_POLL_MS),
  });
}

export function useTransferDetail(ordNo: string | null) {
  return useQuery({
    queryKey: transferKeys.detail(ordNo ?? ''),
    queryFn: ({ signal }) => callAction(QueryTransferOrderDetail, { ordNo: ordNo ?? '' }, { signal, hideError: true }),
    enabled: Boolean(ordNo),
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'P' ? STATUS_POLL_MS : false),
  });
}

export function usePreOrder() {
  return useMutation({ mutationFn: (input: InputOf<typeof TransferPreOrder>) => callAction(TransferPreOrder, input, { hideError: true }) });
}

export function useManyPreOrder() {
  return useMutation({ mutationFn: (input: InputOf<typeof TransferManyPreOrder>) => callAction(TransferManyPreOrder, input, { hideError: true }) });
}

/** After money moved: the wallet and every transfer query are stale. */
function useMoneyMoved() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: walletKey });
    void client.invalidateQueries({ queryKey: transferKeys.all });
  };
}

export function usePay() {
  const moved = useMoneyMoved();
  return useMutation({ mutationFn: (input: InputOf<typeof TransferPay>) => callAction(TransferPay, input), onSettled: moved });
}

export function useManyPay() {
  const moved = useMoneyMoved();
  return useMutation({ mutationFn: (input: InputOf<typeof TransferManyPay>) => callAction(TransferManyPay, input), onSettled: moved });
}

export function useCancelOrder() {
  return useMutation({ mutationFn: (ordNo: string) => callAction(CancelTransferOrder, { ordNo }, { silent: true }) });
}
