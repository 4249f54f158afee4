import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import {
  AddCustomerBlackList,
  AddCustomers,
  BatchUploadCustQueryPage,
  CustomerNotice,
  CustomerTemplateDownload,
  DeleteCustomer,
  EditCustomer,
  FileParseUploadCustomer,
  MerchantCustomerCheckMcc,
  QueryCustomerDetail,
  QueryCustomerNoticeFailures,
  QueryCustomerNoticeList,
  QueryCustomerOrders,
  QueryCustomers,
  RemoveCustomerBlackList,
  RetryCustomerNotice,
} from '../../../shared/actions/customers';
import { type CallOptions, callAction } from '../../api/client';

export interface CustomerQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  blackFlg?: 'Y' | 'N';
  state?: '1' | '0';
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** Query keys of the customers area; a change to customers refreshes all of them (`all`). */
export const customerKeys = {
  all: ['customers'] as const,
  list: (query: CustomerQuery) => [...customerKeys.all, 'list', query] as const,
  detail: (custId: string) => [...customerKeys.all, 'detail', custId] as const,
  orders: (custId: string, page: PageQuery) => [...customerKeys.all, 'orders', custId, page] as const,
  batches: (page: PageQuery) => [...customerKeys.all, 'batches', page] as const,
  notices: (page: PageQuery) => [...customerKeys.all, 'notices', page] as const,
  failures: (noticeId: string, page: PageQuery) => [...customerKeys.all, 'failures', noticeId, page] as const,
};

export function useCustomers(query: CustomerQuery) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => callAction(QueryCustomers, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(custId: string | null) {
  return useQuery({
    queryKey: customerKeys.detail(custId ?? ''),
    queryFn: ({ signal }) => callAction(QueryCustomerDetail, { custId: custId ?? '' }, { signal, hideError: true }),
    enabled: Boolean(custId),
    retry: false,
  });
}

export function useCustomerOrders(custId: string, page: PageQuery) {
  return useQuery({
    queryKey: customerKeys.orders(custId, page),
    queryFn: ({ signal }) => callAction(QueryCustomerOrders, { custId, ...page }, { signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(custId),
  });
}

export function useCustomerBatches(page: PageQuery) {
  return useQuery({
    queryKey: customerKeys.batches(page),
    queryFn: ({ signal }) => callAction(BatchUploadCustQueryPage, page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerNotices(page: PageQuery) {
  return useQuery({
    queryKey: customerKeys.notices(page),
    queryFn: ({ signal }) => callAction(QueryCustomerNoticeList, page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNoticeFailures(noticeId: string, page: PageQuery) {
  return useQuery({
    queryKey: customerKeys.failures(noticeId, page),
    queryFn: ({ signal }) => callAction(QueryCustomerNoticeFailures, { noticeId, ...page }, { signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(noticeId),
  });
}

/** The template file; it is the same for everyone, so it is fetched when asked for. */
export const downloadTemplate = () => callAction(CustomerTemplateDownload, {});

/** The add form's mobile check: the refusal comes back on the mobile field. */
export function useCheckMobile() {
  return useMutation({
    mutationFn: (mobile: string) => callAction(MerchantCustomerCheckMcc, { mobile }, { hideError: true }),
  });
}

function useCustomerMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export const useAddCustomer = () => useCustomerMutation((input: InputOf<typeof AddCustomers>) => callAction(AddCustomers, input, { hideError: true }));
export const useEditCustomer = () => useCustomerMutation((input: InputOf<typeof EditCustomer>) => callAction(EditCustomer, input, { hideError: true }));
export const useDeleteCustomer = () => useCustomerMutation((custId: string) => callAction(DeleteCustomer, { custId }));
/** The bulk upload; `onUploadProgress` hears how much of the file has gone up. */
export const useUploadCustomers = () =>
  useCustomerMutation(({ onUploadProgress, ...input }: InputOf<typeof FileParseUploadCustomer> & Pick<CallOptions, 'onUploadProgress'>) =>
    callAction(FileParseUploadCustomer, input, { hideError: true, onUploadProgress }),
  );
export const useSendNotice = () => useCustomerMutation((input: InputOf<typeof CustomerNotice>) => callAction(CustomerNotice, input, { hideError: true }));
export const useRetryNotice = () => useCustomerMutation((input: InputOf<typeof RetryCustomerNotice>) => callAction(RetryCustomerNotice, input));
export const useBlacklist = () =>
  useCustomerMutation((input: InputOf<typeof AddCustomerBlackList>) => callAction(AddCustomerBlackList, input));
export const useUnblacklist = () => useCustomerMutation((custId: string) => callAction(RemoveCustomerBlackList, { custId }));
