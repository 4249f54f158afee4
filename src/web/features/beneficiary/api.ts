import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddBeneficiary,
  AddBeneficiaryGroup,
  CheckBeneficiaryName,
  DeleteBeneficiary,
  DeleteBeneficiaryGroup,
  type PayeeType,
  QueryBeneficiaryChannels,
  QueryBeneficiaryDetail,
  QueryBeneficiaryGroupDetail,
  QueryBeneficiaryGroupList,
  QueryBeneficiaryList,
  UpdateBeneficiary,
  UpdateBeneficiaryGroup,
} from '../../../shared/actions/beneficiaries';
import type { InputOf } from '../../../shared/actions/contract';
import { callAction } from '../../api/client';

export interface BeneficiaryQuery {
  pageNum: number;
  pageSize: number;
  qryEnter?: string;
  /** 1 the beneficiary page; 2 picking a payee to pay. */
  pageType?: '1' | '2';
  bnfTyp?: PayeeType;
  walletFlg?: 'Y' | 'N';
  /** Only payees on these channels. */
  rcvCnls?: string[];
}

export interface GroupQuery {
  pageNum: number;
  pageSize: number;
  qryEnter?: string;
}

/** Query keys of the beneficiary area; every mutation refreshes all of them (`all`). */
export const beneficiaryKeys = {
  all: ['beneficiary'] as const,
  lists: () => [...beneficiaryKeys.all, 'list'] as const,
  list: (query: BeneficiaryQuery) => [...beneficiaryKeys.lists(), query] as const,
  detail: (bnfUsrNo: string) => [...beneficiaryKeys.all, 'detail', bnfUsrNo] as const,
  channels: () => [...beneficiaryKeys.all, 'channels'] as const,
  groups: (query: GroupQuery) => [...beneficiaryKeys.all, 'groups', query] as const,
  group: (groupId: string) => [...beneficiaryKeys.all, 'group', groupId] as const,
};

export function useBeneficiaries(query: BeneficiaryQuery, enabled = true) {
  return useQuery({
    queryKey: beneficiaryKeys.list(query),
    queryFn: ({ signal }) => callAction(QueryBeneficiaryList, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBeneficiary(bnfUsrNo: string | null) {
  return useQuery({
    queryKey: beneficiaryKeys.detail(bnfUsrNo ?? ''),
    queryFn: ({ signal }) => callAction(QueryBeneficiaryDetail, { bnfUsrNo: bnfUsrNo ?? '' }, { signal, hideError: true }),
    enabled: Boolean(bnfUsrNo),
    retry: false,
  });
}

/** The channels a payee can be added on; they change with a release only. */
export function useBeneficiaryChannels() {
  return useQuery({
    queryKey: beneficiaryKeys.channels(),
    queryFn: ({ signal }) => callAction(QueryBeneficiaryChannels, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBeneficiaryGroups(query: GroupQuery) {
  return useQuery({
    queryKey: beneficiaryKeys.groups(query),
    queryFn: ({ signal }) => callAction(QueryBeneficiaryGroupList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBeneficiaryGroup(groupId: string | null) {
  return useQuery({
    queryKey: beneficiaryKeys.group(groupId ?? ''),
    queryFn: ({ signal }) => callAction(QueryBeneficiaryGroupDetail, { groupId: groupId ?? '' }, { signal, hideError: true }),
    enabled: Boolean(groupId),
    retry: false,
  });
}

/** The registered name of a payee; the form shows refusals on its fields. */
export function useCheckBeneficiaryName() {
  return useMutation({
    mutationFn: (input: InputOf<typeof CheckBeneficiaryName>) => callAction(CheckBeneficiaryName, input, { hideError: true }),
  });
}

/** Beneficiaries and groups change together (a deleted payee leaves its groups): refresh the area. */
function useBeneficiaryMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}

export const useAddBeneficiary = () =>
  useBeneficiaryMutation((input: InputOf<typeof AddBeneficiary>) => callAction(AddBeneficiary, input, { hideError: true }));
export const useUpdateBeneficiary = () =>
  useBeneficiaryMutation((input: InputOf<typeof UpdateBeneficiary>) => callAction(UpdateBeneficiary, input, { hideError: true }));
export const useDeleteBeneficiary = () =>
  useBeneficiaryMutation((bnfUsrNo: string) => callAction(DeleteBeneficiary, { bnfUsrNo }));
export const useAddGroup = () =>
  useBeneficiaryMutation((input: InputOf<typeof AddBeneficiaryGroup>) => callAction(AddBeneficiaryGroup, input, { hideError: true }));
export const useUpdateGroup = () =>
  useBeneficiaryMutation((input: InputOf<typeof UpdateBeneficiaryGroup>) => callAction(UpdateBeneficiaryGroup, input, { hideError: true }));
export const useDeleteGroup = () =>
  useBeneficiaryMutation((groupId: string) => callAction(DeleteBeneficiaryGroup, { groupId }));
