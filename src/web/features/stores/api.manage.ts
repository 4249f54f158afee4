import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddStore,
  ApplyStore,
  BankBranchList,
  BankList,
  EditStore,
  FindBuildingsByLoc,
  FindBuildingsByName,
  QuerySalesTax,
  QueryStoreAdmin,
  QueryStoreDetail,
  QueryStoreFrontSettings,
  QueryStoreReviewList,
  QueryStoreReviews,
  ReviewStore,
  SetSalesTax,
  TerritoryListQuery,
  UnpublishStore,
  UpdateMerchantStorePushTyp,
  UpdateStoreFrontSettings,
  UpdateStoreStatus,
} from '../../../shared/actions/stores';
import type { InputOf } from '../../../shared/actions/contract';
import { callAction } from '../../api/client';
import { useSession } from '../../api/session';
import { storeKeys } from './api';

/** Query keys of store management, storefront settings and sales tax (under the stores area's keys). */
export const manageKeys = {
  detail: (storeId: string | null) => [...storeKeys.all, 'detail', storeId] as const,
  admins: (keyword: string, include: string | undefined) => [...storeKeys.all, 'admins', keyword, include ?? null] as const,
  banks: () => [...storeKeys.all, 'banks'] as const,
  branches: (bankCode: string | undefined) => [...storeKeys.all, 'branches', bankCode] as const,
  buildings: (name: string, county: string | undefined) => [...storeKeys.all, 'buildings', name, county] as const,
  buildingsNear: (lat: number | undefined, lng: number | undefined) => [...storeKeys.all, 'buildingsNear', lat, lng] as const,
  territories: () => [...storeKeys.all, 'territories'] as const,
  frontSettings: (storeId: string | null) => [...storeKeys.all, 'frontSettings', storeId] as const,
  reviews: (storeId: string | null, pageNum: number, pageSize: number) => [...storeKeys.all, 'reviews', storeId, pageNum, pageSize] as const,
  salesTax: () => ['salesTax'] as const,
  reviewQueue: (pageNum: number, pageSize: number) => ['storeReviewQueue', pageNum, pageSize] as const,
};

export function useStoreDetail(storeId: string | null) {
  return useQuery({
    queryKey: manageKeys.detail(storeId),
    queryFn: ({ signal }) => callAction(QueryStoreDetail, { storeId: storeId ?? '' }, { signal }),
    enabled: storeId !== null,
  });
}

/** The people who may run a store: the first names A-Z, or those matching what was typed; `include` the one picked. */
export function useStoreAdmins(keyword: string, include: string | undefined) {
  return useQuery({
    queryKey: manageKeys.admins(keyword, include),
    queryFn: ({ signal }) => callAction(QueryStoreAdmin, { keyword: keyword || undefined, include }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useBanks() {
  return useQuery({ queryKey: manageKeys.banks(), queryFn: ({ signal }) => callAction(BankList, {}, { signal }), staleTime: Number.POSITIVE_INFINITY });
}

export function useBankBranches(bankCode: string | undefined) {
  return useQuery({
    queryKey: manageKeys.branches(bankCode),
    queryFn: ({ signal }) => callAction(BankBranchList, { bankCode: bankCode ?? '' }, { signal }),
    enabled: !!bankCode,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBuildingsByName(name: string, county: string | undefined) {
  return useQuery({
    queryKey: manageKeys.buildings(name, county),
    queryFn: ({ signal }) => callAction(FindBuildingsByName, { buildingName: name, county }, { signal }),
    enabled: name.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useBuildingsNear(latitude: number | undefined, longitude: number | undefined) {
  return useQuery({
    queryKey: manageKeys.buildingsNear(latitude, longitude),
    queryFn: ({ signal }) => callAction(FindBuildingsByLoc, { latitude: latitude ?? 0, longitude: longitude ?? 0, radius: 2000 }, { signal }),
    enabled: latitude !== undefined && longitude !== undefined,
  });
}

export function useTerritories() {
  return useQuery({ queryKey: manageKeys.territories(), queryFn: ({ signal }) => callAction(TerritoryListQuery, {}, { signal }), staleTime: Number.POSITIVE_INFINITY });
}

/** Every change of a store refreshes the lists, the store and the header's store data. */
function useStoreMutation<I, O extends { storeId: string }>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (out) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: manageKeys.detail(out.storeId) }),
      ]);
    },
  });
}

export const useAddStore = () => useStoreMutation((input: InputOf<typeof AddStore>) => callAction(AddStore, input));
export const useEditStore = () => useStoreMutation((input: InputOf<typeof EditStore>) => callAction(EditStore, input));
export const useStoreStatus = () => useStoreMutation((input: InputOf<typeof UpdateStoreStatus>) => callAction(UpdateStoreStatus, input));
export const useApplyStore = () => useStoreMutation((storeId: string) => callAction(ApplyStore, { storeId }));
export const useUnpublishStore = () => useStoreMutation((storeId: string) => callAction(UnpublishStore, { storeId }));
export const useStorePushTypes = () =>
  useStoreMutation((input: InputOf<typeof UpdateMerchantStorePushTyp>) => callAction(UpdateMerchantStorePushTyp, input));

export function useStorefrontSettings() {
  const storeId = useSession((s) => s.currentStoreId);
  return useQuery({ queryKey: manageKeys.frontSettings(storeId), queryFn: ({ signal }) => callAction(QueryStoreFrontSettings, {}, { signal }) });
}

export function useUpdateStorefrontSettings() {
  const queryClient = useQueryClient();
  const storeId = useSession((s) => s.currentStoreId);
  return useMutation({
    mutationFn: (input: InputOf<typeof UpdateStoreFrontSettings>) => callAction(UpdateStoreFrontSettings, input),
    onSuccess: (out) => queryClient.setQueryData(manageKeys.frontSettings(storeId), out),
  });
}

export function useStoreReviews(pageNum: number, pageSize: number) {
  const storeId = useSession((s) => s.currentStoreId);
  return useQuery({
    queryKey: manageKeys.reviews(storeId, pageNum, pageSize),
    queryFn: ({ signal }) => callAction(QueryStoreReviews, { pageNum, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesTax() {
  return useQuery({ queryKey: manageKeys.salesTax(), queryFn: ({ signal }) => callAction(QuerySalesTax, {}, { signal }) });
}

export function useSetSalesTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof SetSalesTax>) => callAction(SetSalesTax, input),
    onSuccess: (out) => queryClient.setQueryData(manageKeys.salesTax(), out),
  });
}

/** The provider's support desk: stores waiting for the review of their publish request. */
export function useStoreReviewQueue(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: manageKeys.reviewQueue(pageNum, pageSize),
    queryFn: ({ signal }) => callAction(QueryStoreReviewList, { pageNum, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof ReviewStore>) => callAction(ReviewStore, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['storeReviewQueue'] }),
  });
}
