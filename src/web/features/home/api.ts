import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddQuickRange,
  MerchantBannerList,
  MerQuickAccessPermission,
  QryAllMiniAppList,
  QryRecomMiniAppList,
  QueryQuickRange,
} from '../../../shared/actions/home';
import { callAction } from '../../api/client';

/** Query keys of the home extras. */
export const homeKeys = {
  all: ['home'] as const,
  quickRange: () => [...homeKeys.all, 'quickRange'] as const,
  quickPermitted: () => [...homeKeys.all, 'quickPermitted'] as const,
  banners: () => [...homeKeys.all, 'banners'] as const,
  miniApps: (category: string | null) => [...homeKeys.all, 'miniApps', category ?? ''] as const,
  recommended: () => [...homeKeys.all, 'miniAppsRecommended'] as const,
};

export function useQuickRange() {
  return useQuery({ queryKey: homeKeys.quickRange(), queryFn: ({ signal }) => callAction(QueryQuickRange, {}, { signal }) });
}

export function useQuickPermitted(enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.quickPermitted(),
    queryFn: ({ signal }) => callAction(MerQuickAccessPermission, {}, { signal }),
    enabled,
  });
}

export function useSaveQuickRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menuIds: string[]) => callAction(AddQuickRange, { menuIds }, { hideError: true }),
    onSuccess: (range) => queryClient.setQueryData(homeKeys.quickRange(), range),
  });
}

export function useBanners() {
  return useQuery({ queryKey: homeKeys.banners(), queryFn: ({ signal }) => callAction(MerchantBannerList, {}, { signal }) });
}

export function useMiniApps(category: string | null) {
  return useQuery({
    queryKey: homeKeys.miniApps(category),
    queryFn: ({ signal }) => callAction(QryAllMiniAppList, category ? { category } : {}, { signal }),
  });
}

export function useRecommendedMiniApps() {
  return useQuery({ queryKey: homeKeys.recommended(), queryFn: ({ signal }) => callAction(QryRecomMiniAppList, {}, { signal }) });
}
