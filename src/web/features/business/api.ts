import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddStakeholder,
  ApprovalMerOperation,
  type BusinessFields,
  CommonDictionary,
  DelStakeholder,
  ModifyMercInfoTimeCheck,
  MyBusinesses,
  MySubBusinesses,
  QryStakeholderList,
  QueryTransferMatrixInfo,
  queryMerApprovalDetails,
  queryMerApprovalList,
  QueryBusinessChangeReviewList,
  ReviewBusinessChange,
  ResendStakeholderInvite,
  SingleSubBusinessInfoQuery,
  SwitchAccount,
  UpdateSubBusinessInfo,
  UpdStakeholderSts,
  WebQueryBusinessInfo,
  WebUpdateBusinessInfo,
} from '../../../shared/actions/business';
import type { InputOf } from '../../../shared/actions/contract';
import {
  QryMerchantServicePlanList,
  QryPlanSubscriptedList,
  SubscriptionPayment,
} from '../../../shared/actions/subscriptions';
import { callAction } from '../../api/client';
import { loadSessionData } from '../../app/session/loadSession';

export type DictType = InputOf<typeof CommonDictionary>['dictType'];

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** Query keys of the business area (business, changes, stakeholders, plans, sub-merchants). */
export const businessKeys = {
  all: ['business'] as const,
  dict: (dictType: DictType, parentCode?: string) =>
    [...businessKeys.all, 'dict', dictType, parentCode ?? null] as const,
  info: () => [...businessKeys.all, 'info'] as const,
  changeCheck: () => [...businessKeys.all, 'changeCheck'] as const,
  approvals: (query: PageQuery) => [...businessKeys.all, 'approvals', query] as const,
  approval: (changeId: string) => [...businessKeys.all, 'approval', changeId] as const,
  changeReviews: (query: PageQuery) => [...businessKeys.all, 'changeReviews', query] as const,
  stakeholders: (query: PageQuery & { status?: string }) => [...businessKeys.all, 'stakeholders', query] as const,
  plans: () => [...businessKeys.all, 'plans'] as const,
  subscriptions: (query: PageQuery) => [...businessKeys.all, 'subscriptions', query] as const,
  mine: () => [...businessKeys.all, 'mine'] as const,
  subs: (query: PageQuery) => [...businessKeys.all, 'subs', query] as const,
  sub: (mercId: string) => [...businessKeys.all, 'sub', mercId] as const,
  matrix: () => [...businessKeys.all, 'matrix'] as const,
};

/** A dictionary (industry, sector, county, ...) as code -> name; it changes with a release only. */
export function useDictionary(dictType: DictType, parentCode?: string, enabled = true) {
  return useQuery({
    queryKey: businessKeys.dict(dictType, parentCode),
    queryFn: ({ signal }) =>
      callAction(CommonDictionary, { dictType, parentCode }, { signal, silent: true }),
    select: (out) => out.list,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useBusinessInfo() {
  return useQuery({
    queryKey: businessKeys.info(),
    queryFn: ({ signal }) => callAction(WebQueryBusinessInfo, {}, { signal }),
  });
}

export function useChangeCheck() {
  return useQuery({
    queryKey: businessKeys.changeCheck(),
    queryFn: ({ signal }) => callAction(ModifyMercInfoTimeCheck, {}, { signal, silent: true }),
  });
}

export function useApplyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: BusinessFields) =>
      callAction(WebUpdateBusinessInfo, fields, { hideError: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

export function useApprovals(query: PageQuery, enabled: boolean) {
  return useQuery({
    queryKey: businessKeys.approvals(query),
    queryFn: ({ signal }) => callAction(queryMerApprovalList, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useApprovalDetails(changeId: string | null) {
  return useQuery({
    queryKey: businessKeys.approval(changeId ?? ''),
    queryFn: ({ signal }) =>
      callAction(queryMerApprovalDetails, { changeId: changeId ?? '' }, { signal }),
    enabled: changeId !== null,
  });
}

export function useDecideChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof ApprovalMerOperation>) =>
      callAction(ApprovalMerOperation, input, { hideError: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

/** The support desk's queue of business changes no one else in their business can decide. */
export function useChangeReviews(query: PageQuery) {
  return useQuery({
    queryKey: businessKeys.changeReviews(query),
    queryFn: ({ signal }) => callAction(QueryBusinessChangeReviewList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof ReviewBusinessChange>) => callAction(ReviewBusinessChange, input, { hideError: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}

export function useStakeholders(query: PageQuery & { status?: 'I' | 'J' | 'F' }) {
  return useQuery({
    queryKey: businessKeys.stakeholders(query),
    queryFn: ({ signal }) => callAction(QryStakeholderList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every stakeholder mutation refreshes the stakeholder lists, whatever page they are on. */
function useStakeholderMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...businessKeys.all, 'stakeholders'] }),
  });
}

export const useAddStakeholder = () =>
  useStakeholderMutation((input: InputOf<typeof AddStakeholder>) =>
    callAction(AddStakeholder, input, { hideError: true }),
  );
export const useBlockStakeholder = () =>
  useStakeholderMutation((input: InputOf<typeof UpdStakeholderSts>) =>
    callAction(UpdStakeholderSts, input),
  );
export const useDeleteStakeholder = () =>
  useStakeholderMutation((stakeholderId: string) => callAction(DelStakeholder, { stakeholderId }));
export const useResendInvite = () =>
  useStakeholderMutation((stakeholderId: string) =>
    callAction(ResendStakeholderInvite, { stakeholderId }),
  );

export function usePlans() {
  return useQuery({
    queryKey: businessKeys.plans(),
    queryFn: ({ signal }) => callAction(QryMerchantServicePlanList, {}, { signal }),
  });
}

export function useSubscriptions(query: PageQuery) {
  return useQuery({
    queryKey: businessKeys.subscriptions(query),
    queryFn: ({ signal }) => callAction(QryPlanSubscriptedList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Pays for a plan in two calls: the order (answers AUTHORIZE with the authTxCode that the PIN
 * dialog authorizes) and the payment (DONE). The plan of the session (planFlag, menu) changes
 * with a DONE.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { planCode: string; authTxCode?: string }) => callAction(SubscriptionPayment, v),
    onSuccess: async (result) => {
      if (result.step !== 'DONE') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.plans() }),
        queryClient.invalidateQueries({ queryKey: [...businessKeys.all, 'subscriptions'] }),
        loadSessionData({ silent: true }, { hasBusiness: true }).catch(() => {}),
      ]);
    },
  });
}

export function useMyBusinesses() {
  return useQuery({
    queryKey: businessKeys.mine(),
    queryFn: ({ signal }) => callAction(MyBusinesses, {}, { signal }),
  });
}

/**
 * Moves the session into another business (the answer rotates the token), then loads the whole
 * session again (person, business, functions, menu, stores) and drops every cached answer.
 */
export function useSwitchBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mercId: string) => callAction(SwitchAccount, { mercId }),
    onSuccess: async () => {
      await loadSessionData({}, { hasBusiness: true });
      await queryClient.resetQueries();
    },
  });
}

export function useSubBusinesses(query: PageQuery) {
  return useQuery({
    queryKey: businessKeys.subs(query),
    queryFn: ({ signal }) => callAction(MySubBusinesses, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSubBusiness(mercId: string | null) {
  return useQuery({
    queryKey: businessKeys.sub(mercId ?? ''),
    queryFn: ({ signal }) =>
      callAction(SingleSubBusinessInfoQuery, { mercId: mercId ?? '' }, { signal }),
    enabled: mercId !== null,
  });
}

export function useUpdateSubBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof UpdateSubBusinessInfo>) =>
      callAction(UpdateSubBusinessInfo, input, { hideError: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...businessKeys.all, 'subs'] }),
        queryClient.invalidateQueries({ queryKey: [...businessKeys.all, 'sub'] }),
      ]),
  });
}

/** The KYC matrix and the business's level; fetched when a gated entry is opened. */
export function fetchTransferMatrix(signal?: AbortSignal) {
  return callAction(QueryTransferMatrixInfo, {}, { signal, silent: true });
}
