import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GlobalSettings, QryMercGlobalSetInfo, UpdMercGlobalSetInfo } from '../../../shared/actions/globalization';
import { callAction } from '../../api/client';
import { applyGlobalSettings } from './settings';

export const globalizationKeys = {
  all: ['globalization'] as const,
  settings: () => [...globalizationKeys.all, 'settings'] as const,
};

export function useGlobalSettings() {
  return useQuery({
    queryKey: globalizationKeys.settings(),
    queryFn: ({ signal }) => callAction(QryMercGlobalSetInfo, {}, { signal }),
  });
}

/** Saves, applies at once, and refetches what is on screen so every date shows the new way. */
export function useSaveGlobalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GlobalSettings) => callAction(UpdMercGlobalSetInfo, settings, { hideError: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(globalizationKeys.settings(), saved);
      await applyGlobalSettings(saved, { saved: true });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== globalizationKeys.all[0] });
    },
  });
}
