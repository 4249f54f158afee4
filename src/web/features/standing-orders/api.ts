import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import {
  CheckStandingOrderName,
  CreateStandingOrder,
  DeleteStandingOrder,
  EditStandingOrder,
  PauseStandingOrder,
  QueryStandingOrderInfo,
  QueryStandingOrderList,
  ResumeStandingOrder,
} from '../../../shared/actions/standingOrders';
import { type ActionInput, callAction } from '../../api/client';
import { STATUS_POLL_MS, refreshMoney } from '../../api/money';

/** Query keys of the standing orders area. */
export const standingOrderKeys = {
  all: ['standingOrders'] as const,
  list: (input: object) => [...standingOrderKeys.all, 'list', input] as const,
  info: (orderNo: string) => [...standingOrderKeys.all, 'info', orderNo] as const,
};

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: standingOrderKeys.all });
}

export function useStandingOrders(input: ActionInput<typeof QueryStandingOrderList>) {
  return useQuery({ queryKey: standingOrderKeys.list(input), queryFn: ({ signal }) => callAction(QueryStandingOrderList, input, { signal }), placeholderData: keepPreviousData });
}

/** One standing order with its runs; followed live while a run is on its way. */
export function useStandingOrder(orderNo: string | null) {
  return useQuery({
    queryKey: standingOrderKeys.info(orderNo ?? ''),
    queryFn: ({ signal }) => callAction(QueryStandingOrderInfo, { orderNo: orderNo ?? '' }, { signal }),
    enabled: Boolean(orderNo),
    refetchInterval: (q) => (q.state.data?.runs.some((r) => r.status === 'P') ? STATUS_POLL_MS : false),
  });
}

export function useCheckName() {
  return useMutation({ mutationFn: (input: InputOf<typeof CheckStandingOrderName>) => callAction(CheckStandingOrderName, input, { hideError: true }) });
}

/** Steps 2 and 3: without authTxCode the fee, total and PIN code; with it the standing order. */
export function useCreateStandingOrder() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: InputOf<typeof CreateStandingOrder>) => callAction(CreateStandingOrder, input, { hideError: true }),
    onSuccess: (out) => {
      if (!out.standingOrder) return;
      void invalidate();
      void refreshMoney(client);
    },
  });
}

export function useEditStandingOrder() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: InputOf<typeof EditStandingOrder>) => callAction(EditStandingOrder, input, { hideError: true }), onSuccess: () => void invalidate() });
}

export function usePauseResume() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ orderNo, pause }: { orderNo: string; pause: boolean }) => callAction(pause ? PauseStandingOrder : ResumeStandingOrder, { orderNo }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteStandingOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => callAction(DeleteStandingOrder, { orderNo }),
    // The deleted order's own page is not asked again (it would answer 'not found' as it closes):
    // the lists are.
    onSuccess: (_d, orderNo) => {
      void client.invalidateQueries({ queryKey: standingOrderKeys.all, predicate: (q) => q.queryKey[1] !== 'info' || q.queryKey[2] !== orderNo });
    },
  });
}
