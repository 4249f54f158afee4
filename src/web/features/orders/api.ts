import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import {
  ProcessConsumerGoodsOrder,
  QueryGoodsOrderDetail,
  QueryGoodsOrderInfo,
  QueryGoodsOrderList,
  QueryGoodsOrderListGroup,
  QueryMpesaOrderHistory,
  QueryOrderByPayCode,
  QueryRefundResonList,
  RefundGoodsOrder,
  StatisGoodsOrder,
  StatisticsTransAmount,
} from '../../../shared/actions/orders';
import { QueryMerchantStaffList } from '../../../shared/actions/staff';
import type { OrderTab } from '../../../shared/dict/orders';
import { callAction } from '../../api/client';
import { refreshMoney } from '../../api/money';

/** The filters of the order screens (they live in the query string). */
export interface OrderFilterQuery {
  startDate?: string;
  endDate?: string;
  storeId?: string;
  payMethod?: string;
  keyword?: string;
  /** The person who took the orders (a personId of QueryMerchantStaffList). */
  operatorId?: string;
}

export interface OrderListQuery extends OrderFilterQuery {
  tab: OrderTab;
  pageNum: number;
  pageSize: number;
}

/** The M-PESA payments view's filters and page (its own keys in the query string). */
export interface MpesaPaymentsQuery {
  startDate?: string;
  endDate?: string;
  storeId?: string;
  pageNum: number;
  pageSize: number;
}

/** Query keys of the orders area; processing or refunding an order refreshes `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => [...orderKeys.all, 'list', query] as const,
  groups: (filters: OrderFilterQuery) => [...orderKeys.all, 'groups', filters] as const,
  totals: (filters: OrderFilterQuery) => [...orderKeys.all, 'totals', filters] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
  info: (orderNo: string) => [...orderKeys.all, 'info', orderNo] as const,
  reasons: () => [...orderKeys.all, 'reasons'] as const,
  daily: () => [...orderKeys.all, 'daily'] as const,
  operators: (storeId: string | null, keyword: string, include: string | undefined) => [...orderKeys.all, 'operators', storeId, keyword, include ?? null] as const,
  byPayCode: (payCode: string) => [...orderKeys.all, 'byPayCode', payCode] as const,
  mpesa: (query: MpesaPaymentsQuery) => [...orderKeys.all, 'mpesa', query] as const,
};

export function useOrders(query: OrderListQuery) {
  return useQuery({ queryKey: orderKeys.list(query), queryFn: ({ signal }) => callAction(QueryGoodsOrderList, query, { signal }), placeholderData: keepPreviousData });
}

export function useOrderGroups(filters: OrderFilterQuery) {
  return useQuery({ queryKey: orderKeys.groups(filters), queryFn: ({ signal }) => callAction(QueryGoodsOrderListGroup, filters, { signal }), placeholderData: keepPreviousData });
}

export function useSalesTotals(filters: OrderFilterQuery) {
  const { startDate, endDate, storeId } = filters;
  return useQuery({
    queryKey: orderKeys.totals({ startDate, endDate, storeId }),
    queryFn: ({ signal }) => callAction(StatisticsTransAmount, { startDate, endDate, storeId }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(orderNo: string | undefined) {
  return useQuery({ queryKey: orderKeys.detail(orderNo ?? ''), queryFn: ({ signal }) => callAction(QueryGoodsOrderDetail, { orderNo: orderNo! }, { signal }), enabled: Boolean(orderNo) });
}

export function useOrderInfo(orderNo: string | undefined) {
  return useQuery({ queryKey: orderKeys.info(orderNo ?? ''), queryFn: ({ signal }) => callAction(QueryGoodsOrderInfo, { orderNo: orderNo! }, { signal }), enabled: Boolean(orderNo) });
}

export function useRefundReasons() {
  return useQuery({ queryKey: orderKeys.reasons(), queryFn: ({ signal }) => callAction(QueryRefundResonList, {}, { signal }), staleTime: Number.POSITIVE_INFINITY });
}

/**
 * The order a customer's pay code was made for. Refusals (MMCP6009 no such code, MMCP6001 an order
 * outside the caller's stores) are shown by the caller beside the search, not as a toast.
 */
export function useOrderByPayCode(payCode: string | undefined) {
  return useQuery({
    queryKey: orderKeys.byPayCode(payCode ?? ''),
    queryFn: ({ signal }) => callAction(QueryOrderByPayCode, { payCode: payCode! }, { signal, hideError: true }),
    enabled: Boolean(payCode),
  });
}

/** Orders paid by M-PESA with their receipt and payer, paged on the server. */
export function useMpesaPayments(query: MpesaPaymentsQuery, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.mpesa(query),
    queryFn: ({ signal }) => callAction(QueryMpesaOrderHistory, query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The people who take orders (the list's staff filter): of one store, or of every store the caller
 * may see (null); the first names A-Z or those matching what was typed, and the one picked.
 */
export function useOrderOperators(storeId: string | null, keyword: string, include: string | undefined) {
  return useQuery({
    queryKey: orderKeys.operators(storeId, keyword, include),
    queryFn: ({ signal }) => callAction(QueryMerchantStaffList, { ...(storeId ? { storeId } : {}), keyword: keyword || undefined, include }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The home page's sales widgets (the current store; the session's store switch refetches). */
export function useDailySales(storeId: string | undefined, enabled: boolean) {
  return useQuery({ queryKey: [...orderKeys.daily(), storeId ?? null], queryFn: ({ signal }) => callAction(StatisGoodsOrder, { days: 7 }, { signal, silent: true }), enabled });
}

export function useOrderMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: orderKeys.all });
  const process = useMutation({
    mutationFn: (input: InputOf<typeof ProcessConsumerGoodsOrder>) => callAction(ProcessConsumerGoodsOrder, input),
    onSuccess: refresh,
  });
  const refund = useMutation({
    mutationFn: (input: InputOf<typeof RefundGoodsOrder>) => callAction(RefundGoodsOrder, input, { hideError: true }),
    onSettled: async () => {
      await refresh();
      await refreshMoney(client);
    },
  });
  return { process, refund };
}
