import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AddQuickRange,
  MerchantBannerList,
  MerQuickAccessPermission,
  QryAllMiniAppList,
  QryRecomMiniAppList,
  QueryQuickRange,
} from '../../../shared/actions/home';
import { callAction } from '../../api/client';

/** Query keys of the home extras. Banners and mini apps are worded per language by the server. */
export const homeKeys = {
  all: ['home'] as const,
  quickRange: () => [...homeKeys.all, 'quickRange'] as const,
  quickPermitted: () => [...homeKeys.all, 'quickPermitted'] as const,
  banners: (language: string) => [...homeKeys.all, 'banners', language] as const,
  miniApps: (category: string | null, language: string) => [...homeKeys.all, 'miniApps', category ?? '', language] as const,
  recommended: (language: string) => [...homeKeys.all, 'miniAppsRecommended', language] as const,
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
  const { i18n } = useTranslation();
  return useQuery({ queryKey: homeKeys.banners(i18n.language), queryFn: ({ signal }) => callAction(MerchantBannerList, {}, { signal }) });
}

export function useMiniApps(category: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: homeKeys.miniApps(category, i18n.language),
    queryFn: ({ signal }) => callAction(QryAllMiniAppList, category ? { category } : {}, { signal }),
  });
}

export function useRecommendedMiniApps() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: homeKeys.recommended(i18n.language), queryFn: ({ signal }) => callAction(QryRecomMiniAppList, {}, { signal }) });
}
