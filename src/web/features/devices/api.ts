import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GetDevice, UnbindTrustDevice } from '../../../shared/actions/devices';
import { callAction } from '../../api/client';

/** The business's login devices (/setting/deviceManagement, function 39). */
export const devicesKeys = {
  all: ['devices'] as const,
  lists: () => [...devicesKeys.all, 'business'] as const,
  list: (pageNum: number, pageSize: number) => [...devicesKeys.lists(), pageNum, pageSize] as const,
};

export function useBusinessDevices(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: devicesKeys.list(pageNum, pageSize),
    queryFn: ({ signal }) => callAction(GetDevice, { scope: 'business', pageNum, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRemoveBusinessDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceNo: string) => callAction(UnbindTrustDevice, { deviceNo, scope: 'business' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKeys.lists() }),
  });
}
