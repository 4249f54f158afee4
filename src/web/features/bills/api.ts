import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import {
  CollectBillAccount,
  CreateBillPlan,
  CreateUtilityBillOrder,
  DeleteBillAccount,
  DeleteBillPlan,
  EditBillAccount,
  EditBillPlan,
  QueryBillAccount,
  QueryBillPlan,
  QueryBillPlanDetail,
  QueryHistoryBillOrder,
  QueryUtilityBill,
  QueryUtilityServiceProvider,
  SubmitRate,
} from '../../../shared/actions/bills';
import { type ActionInput, callAction } from '../../api/client';
import { STATUS_POLL_MS, refreshMoney } from '../../api/money';

/** Query keys of the bills area (its own, never another resource's). */
export const billsKeys = {
  all: ['bills'] as const,
  providers: (kind: string | undefined) => [...billsKeys.all, 'providers', kind ?? ''] as const,
  history: (input: object) => [...billsKeys.all, 'history', input] as const,
  order: (ordNo: string) => [...billsKeys.all, 'order', ordNo] as const,
  accounts: (input: object) => [...billsKeys.all, 'accounts', input] as const,
  plans: (input: object) => [...billsKeys.all, 'plans', input] as const,
  plan: (planNo: string) => [...billsKeys.all, 'plan', planNo] as const,
};

export function useProviders(utilityKind: string | undefined) {
  return useQuery({
    queryKey: billsKeys.providers(utilityKind),
    queryFn: ({ signal }) => callAction(QueryUtilityServiceProvider, { utilityKind: utilityKind as InputOf<typeof QueryUtilityServiceProvider>['utilityKind'] }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** What the biller says of an account (name, amount due, packages): asked on demand. */
export function useCheckBill() {
  return useMutation({ mutationFn: (input: InputOf<typeof QueryUtilityBill>) => callAction(QueryUtilityBill, input, { hideError: true }) });
}

export function useHistory(input: ActionInput<typeof QueryHistoryBillOrder>) {
  return useQuery({
    queryKey: billsKeys.history(input),
    queryFn: ({ signal }) => callAction(QueryHistoryBillOrder, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One bill order, followed live (every 1.5 s) until the biller has answered. */
export function useBillOrder(ordNo: string | null) {
  return useQuery({
    queryKey: billsKeys.order(ordNo ?? ''),
    queryFn: async ({ signal }) => {
      const page = await callAction(QueryHistoryBillOrder, { ordNo: ordNo ?? '' }, { signal, hideError: true });
      return { order: page.list[0] ?? null, rewardPoints: page.rewardPoints };
    },
    enabled: Boolean(ordNo),
    refetchInterval: (q) => {
      const o = q.state.data?.order;
      const waitingToken = o?.status === 'S' && o.biller === 'KPLC_PREPAID' && !o.token;
      // An order waiting for its PIN (U) changes only if that PIN comes: nothing to follow.
      return o && (o.status === 'P' || waitingToken) ? STATUS_POLL_MS : false;
    },
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: billsKeys.all });
}

/** The bill order: the pre-order (no authTxCode) and the pay step (with it). */
export function useBillOrderMutation() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: InputOf<typeof CreateUtilityBillOrder>) => callAction(CreateUtilityBillOrder, input, { hideError: true }),
    onSettled: (_d, _e, input) => {
      if (!input.authTxCode) return;
      void refreshMoney(client);
      void invalidate();
    },
  });
}

export function useRate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: InputOf<typeof SubmitRate>) => callAction(SubmitRate, input), onSuccess: () => void invalidate() });
}

export function useAccounts(input: ActionInput<typeof QueryBillAccount>) {
  return useQuery({ queryKey: billsKeys.accounts(input), queryFn: ({ signal }) => callAction(QueryBillAccount, input, { signal }), placeholderData: keepPreviousData });
}

export function useCollectAccount() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: InputOf<typeof CollectBillAccount>) => callAction(CollectBillAccount, input, { hideError: true }), onSuccess: () => void invalidate() });
}

export function useEditAccount() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: InputOf<typeof EditBillAccount>) => callAction(EditBillAccount, input, { hideError: true }), onSuccess: () => void invalidate() });
}

export function useDeleteAccount() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (accountId: string) => callAction(DeleteBillAccount, { accountId }), onSuccess: () => void invalidate() });
}

export function usePlans(input: ActionInput<typeof QueryBillPlan>) {
  return useQuery({ queryKey: billsKeys.plans(input), queryFn: ({ signal }) => callAction(QueryBillPlan, input, { signal }), placeholderData: keepPreviousData });
}

export function usePlanDetail(planNo: string | null) {
  return useQuery({
    queryKey: billsKeys.plan(planNo ?? ''),
    queryFn: ({ signal }) => callAction(QueryBillPlanDetail, { planNo: planNo ?? '' }, { signal }),
    enabled: Boolean(planNo),
  });
}

export function useCreatePlan() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: InputOf<typeof CreateBillPlan>) => callAction(CreateBillPlan, input, { hideError: true }), onSuccess: () => void invalidate() });
}

export function useEditPlan() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: InputOf<typeof EditBillPlan>) => callAction(EditBillPlan, input), onSuccess: () => void invalidate() });
}

export function useDeletePlan() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (planNo: string) => callAction(DeleteBillPlan, { planNo }), onSuccess: () => void invalidate() });
}
