import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import { QuerySettlementFee, SettleTill } from '../../../shared/actions/settlement';
import {
  AddMerchantTill,
  ApplyMerchantTill,
  ClaimTillPayment,
  DeleteMerchantTill,
  DisableMerchantTill,
  EnableMerchantTill,
  GenerateQrCodeForTill,
  PayTill,
  PayTillPreOrder,
  QueryTillNoList,
  ExportTillStatement,
  QueryTillStatement,
  QueryTillTransList,
  QueryTillsInfoList,
  SimulateTillPayment,
  TillSettingInfo,
  UpdateMerchantTill,
  UpdateTillSetting,
} from '../../../shared/actions/tills';
import { callAction } from '../../api/client';
import { refreshMoney } from '../../api/money';

export interface TillListQuery {
  pageNum: number;
  pageSize: number;
  tillId?: string;
  storeId?: string;
  status?: '0' | '1';
  keyword?: string;
}

export interface PaymentQuery {
  pageNum: number;
  pageSize: number;
  tillId?: string;
  claimed?: 'Y' | 'N';
  startDate?: string;
  endDate?: string;
  keyword?: string;
}

/** Query keys of the tills area; a payment, claim or settlement refreshes `all`. */
export const tillKeys = {
  all: ['tills'] as const,
  lists: () => [...tillKeys.all, 'list'] as const,
  list: (query: TillListQuery) => [...tillKeys.lists(), query] as const,
  numbers: (storeId?: string) => [...tillKeys.all, 'numbers', storeId ?? null] as const,
  payments: (query: PaymentQuery) => [...tillKeys.all, 'payments', query] as const,
  setting: (storeId?: string) => [...tillKeys.all, 'setting', storeId ?? null] as const,
  qr: (tillId: string) => [...tillKeys.all, 'qr', tillId] as const,
  fee: (tillId: string, amount: number | null) => [...tillKeys.all, 'fee', tillId, amount] as const,
  statement: (input: { tillId: string; startDate: string; endDate: string }) => [...tillKeys.all, 'statement', input] as const,
};

/** How often an open till page asks for new payments (they arrive from the network at any time). */
export const LIVE_MS = 3_000;

export function useTills(query: TillListQuery, options: { live?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tillKeys.list(query),
    queryFn: ({ signal }) => callAction(QueryTillsInfoList, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: options.live ? LIVE_MS : false,
    enabled: options.enabled ?? true,
  });
}

export function useTillNumbers(storeId?: string) {
  return useQuery({
    queryKey: tillKeys.numbers(storeId),
    queryFn: ({ signal }) => callAction(QueryTillNoList, storeId ? { storeId } : {}, { signal }),
  });
}

/** A till's payments, polled while the page is open so a customer's payment shows up by itself. */
export function useTillPayments(query: PaymentQuery, enabled = true) {
  return useQuery({
    queryKey: tillKeys.payments(query),
    queryFn: ({ signal }) => callAction(QueryTillTransList, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
    enabled,
  });
}

export function useTillSetting(storeId?: string, enabled = true) {
  return useQuery({
    queryKey: tillKeys.setting(storeId),
    queryFn: ({ signal }) => callAction(TillSettingInfo, storeId ? { storeId } : {}, { signal }),
    enabled,
  });
}

export function useTillQr(tillId: string | null) {
  return useQuery({
    queryKey: tillKeys.qr(tillId ?? ''),
    queryFn: ({ signal }) => callAction(GenerateQrCodeForTill, { tillId: tillId ?? '' }, { signal }),
    enabled: Boolean(tillId),
  });
}

function settlementFeeQuery(tillId: string | null, amount: number | null) {
  return queryOptions({
    queryKey: tillKeys.fee(tillId ?? '', amount),
    queryFn: ({ signal }) => callAction(QuerySettlementFee, { tillId: tillId ?? '', ...(amount ? { amount } : {}) }, { signal }),
  });
}

export function useSettlementFee(tillId: string | null, amount: number | null) {
  return useQuery({ ...settlementFeeQuery(tillId, amount), enabled: Boolean(tillId), placeholderData: keepPreviousData });
}

/**
 * The charges of settling exactly `amount` (from the cache when asked already): what a
 * confirmation names, never the figures of an amount typed a moment before.
 */
export function useExactSettlementFee() {
  const client = useQueryClient();
  return (tillId: string, amount: number) => client.fetchQuery(settlementFeeQuery(tillId, amount));
}

export function useTillStatement(input: { tillId: string; startDate: string; endDate: string } | null) {
  return useQuery({
    queryKey: tillKeys.statement(input ?? { tillId: '', startDate: '', endDate: '' }),
    queryFn: ({ signal }) => callAction(QueryTillStatement, input!, { signal }),
    enabled: Boolean(input),
  });
}

/** Every change to tills refreshes the area (and money: a settlement moves the wallet). */
export function useTillMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tillKeys.all });
  const refreshAll = async () => {
    await refresh();
    await refreshMoney(queryClient);
  };
  return {
    // Add and rename: the dialog shows a refusal on its field.
    add: useMutation({ mutationFn: (input: InputOf<typeof AddMerchantTill>) => callAction(AddMerchantTill, input, { hideError: true }), onSuccess: refresh }),
    apply: useMutation({ mutationFn: (input: InputOf<typeof ApplyMerchantTill>) => callAction(ApplyMerchantTill, input), onSuccess: refresh }),
    update: useMutation({ mutationFn: (input: InputOf<typeof UpdateMerchantTill>) => callAction(UpdateMerchantTill, input, { hideError: true }), onSuccess: refresh }),
    enable: useMutation({ mutationFn: (tillId: string) => callAction(EnableMerchantTill, { tillId }), onSuccess: refresh }),
    disable: useMutation({ mutationFn: (tillId: string) => callAction(DisableMerchantTill, { tillId }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (tillId: string) => callAction(DeleteMerchantTill, { tillId }), onSuccess: refresh }),
    setting: useMutation({ mutationFn: (input: InputOf<typeof UpdateTillSetting>) => callAction(UpdateTillSetting, input), onSuccess: refresh }),
    claim: useMutation({ mutationFn: (input: InputOf<typeof ClaimTillPayment>) => callAction(ClaimTillPayment, input), onSuccess: refresh }),
    simulate: useMutation({ mutationFn: (input: InputOf<typeof SimulateTillPayment>) => callAction(SimulateTillPayment, input), onSuccess: refresh }),
    settle: useMutation({ mutationFn: (input: InputOf<typeof SettleTill>) => callAction(SettleTill, input), onSuccess: refreshAll }),
  };
}

/** The till statement as a file: a short-lived download link. */
export function useExportTillStatement() {
  return useMutation({ mutationFn: (input: InputOf<typeof ExportTillStatement>) => callAction(ExportTillStatement, input) });
}

/** Pay a till from the wallet: the pre-order (the PIN comes next), then the pay step. */
export function usePayTillPreOrder() {
  return useMutation({ mutationFn: (input: InputOf<typeof PayTillPreOrder>) => callAction(PayTillPreOrder, input) });
}

export function usePayTill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: InputOf<typeof PayTill>) => callAction(PayTill, input), onSuccess: () => refreshMoney(queryClient) });
}

/** One request id per settlement or payment attempt. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
