import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import {
  DeleteNotification,
  NOTIFICATION_PAGE_SIZE,
  NotificationList,
  QryNotificationSetting,
  QrySplitBillList,
  QuerySplitOrderDetail,
  SelectUnreadCount,
  ShareNotification,
  SplitBill,
  UpdNotificationSetting,
  UpdPushMsgRead,
} from '../../../shared/actions/notifications';
import { callAction } from '../../api/client';

/** Query keys of the notifications area; every change to messages refreshes `messages`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  messages: () => [...notificationKeys.all, 'messages'] as const,
  list: (search: string) => [...notificationKeys.messages(), 'list', search] as const,
  unread: (usrNo: string) => [...notificationKeys.messages(), 'unread', usrNo] as const,
  split: (orderNo: string, orderDate: string) => [...notificationKeys.all, 'split', orderNo, orderDate] as const,
  splitBills: (pageNum: number) => [...notificationKeys.all, 'splitBills', pageNum] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** The unread count behind the bell's dot; the shell refetches it on every in-app navigation. */
export function useUnreadCount(usrNo: string | null) {
  return useQuery({
    queryKey: notificationKeys.unread(usrNo ?? ''),
    queryFn: ({ signal }) => callAction(SelectUnreadCount, { usrNo: usrNo ?? '' }, { signal, silent: true }),
    enabled: Boolean(usrNo),
    staleTime: 0,
  });
}

/**
 * The drawer's list, newest first, searched on the server and fetched a page of
 * NOTIFICATION_PAGE_SIZE at a time as the reader scrolls (docs/decisions/0005). Every page
 * answers the total, so 'Show more' can say how many are left.
 */
export function useNotifications(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(search),
    queryFn: ({ signal, pageParam }) => callAction(NotificationList, { search: search || undefined, pageNum: pageParam, pageSize: NOTIFICATION_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length > 0 && pages.length * NOTIFICATION_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Drops every page of the drawer's lists but the first: opened again, it neither shows nor refetches the rest. */
export function useFirstPagesOnly() {
  const client = useQueryClient();
  return () =>
    client.setQueriesData<{ pages: unknown[]; pageParams: unknown[] }>({ queryKey: [...notificationKeys.messages(), 'list'] }, (data) =>
      data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
}

function useMessagesChanged() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: notificationKeys.messages() });
}

export function useMarkRead() {
  const changed = useMessagesChanged();
  return useMutation({ mutationFn: (input: InputOf<typeof UpdPushMsgRead>) => callAction(UpdPushMsgRead, input, { silent: true }), onSettled: changed });
}

export function useReadAll() {
  const changed = useMessagesChanged();
  return useMutation({ mutationFn: (usrNo: string) => callAction(UpdPushMsgRead, { usrNo, readAll: 'Y' }), onSettled: changed });
}

export function useDeleteNotification() {
  const changed = useMessagesChanged();
  return useMutation({ mutationFn: (messId: string) => callAction(DeleteNotification, { messId }), onSettled: changed });
}

export function useShareNotification() {
  return useMutation({ mutationFn: (input: InputOf<typeof ShareNotification>) => callAction(ShareNotification, input) });
}

export function useSplitOrderDetail(orderNo: string | null, orderDate: string | null) {
  return useQuery({
    queryKey: notificationKeys.split(orderNo ?? '', orderDate ?? ''),
    queryFn: ({ signal }) => callAction(QuerySplitOrderDetail, { orderNo: orderNo ?? '', orderDate: orderDate ?? '' }, { signal, hideError: true }),
    enabled: Boolean(orderNo && orderDate),
    retry: false,
    staleTime: 0,
  });
}

export function useSplitBills(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: notificationKeys.splitBills(pageNum),
    queryFn: ({ signal }) => callAction(QrySplitBillList, { pageNum, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSplitBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof SplitBill>) => callAction(SplitBill, input, { hideError: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...notificationKeys.all, 'splitBills'] }),
  });
}

export function useNotificationSetting() {
  return useQuery({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => callAction(QryNotificationSetting, {}, { signal }) });
}

export function useUpdateNotificationSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof UpdNotificationSetting>) => callAction(UpdNotificationSetting, input),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings(), (old: object | undefined) => ({ ...old, ...saved })),
  });
}
