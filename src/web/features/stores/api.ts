import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChangeStore,
  QueryStoreList,
  queryStoreFront,
  updateStoreFront,
} from '../../../shared/actions/stores';
import { callAction } from '../../api/client';
import { getSession, updateSession, useSession } from '../../api/session';
import { refreshBusiness } from '../../app/session/loadSession';

export interface StoreListParams {
  pageNum: number;
  pageSize: number;
  storeName?: string;
  storeStatus?: 'N' | 'C' | 'Y';
}

/** Query keys of the stores area; nothing else uses them. */
export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (params: StoreListParams) => [...storeKeys.lists(), params] as const,
  storefront: (storeId: string | null) => [...storeKeys.all, 'storefront', storeId] as const,
};

export function useStoreList(params: StoreListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storeKeys.list(params),
    queryFn: ({ signal }) => callAction(QueryStoreList, params, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The current store's storefront (open or closed). Quiet: the header hides it if refused. */
export function useStorefront() {
  const storeId = useSession((s) => s.currentStoreId);
  const signedIn = useSession((s) => s.token);
  return useQuery({
    queryKey: storeKeys.storefront(storeId),
    queryFn: ({ signal }) => callAction(queryStoreFront, {}, { signal, hideError: true }),
    enabled: signedIn && storeId !== null,
  });
}

/**
 * Moves the session to another store, then refetches everything that depends on the store: the
 * business and store list of the session, and every cached query.
 */
export function useChangeStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => callAction(ChangeStore, { storeId }),
    onSuccess: async ({ currentStore }) => {
      const { business } = getSession();
      updateSession({
        currentStoreId: currentStore.storeId,
        business: business ? { ...business, currentStore } : business,
      });
      await Promise.all([
        refreshBusiness({ silent: true }).catch(() => {}),
        queryClient.invalidateQueries(),
      ]);
    },
  });
}

/** Opens or closes the storefront, then reloads the page data (spec 000 section 4). */
export function useUpdateStorefront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mshpSts: '0' | '1') => callAction(updateStoreFront, { mshpSts }),
    onSuccess: async (out) => {
      queryClient.setQueryData(storeKeys.storefront(out.storeId), out);
      await queryClient.invalidateQueries();
    },
  });
}
