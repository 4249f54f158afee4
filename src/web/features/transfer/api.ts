import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import {
  CancelTransferOrder,
  QueryTransferOrderDetail,
  TransferManyPay,
  TransferManyPreOrder,
  TransferPay,
  TransferPreOrder,
} from '../../../shared/actions/transfer';
import { callAction } from '../../api/client';
import { STATUS_POLL_MS, refreshMoney } from '../../api/money';

/** Query keys of the transfer area; the wallet, limits and order status are src/web/api/money.ts's. */
export const transferKeys = {
  all: ['transfer'] as const,
  detail: (ordNo: string) => [...transferKeys.all, 'detail', ordNo] as const,
};
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
    void refreshMoney(client);
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
