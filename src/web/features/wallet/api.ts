import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import { QryWalletDetails, QueryTransferOrdSts, QueryTxAmtLimit } from '../../../shared/actions/money';
import {
  ClosePaymentCode,
  EnablePaymentCode,
  GenerateCode,
  QryWalletDailyFlow,
  QryWalletTransList,
  QueryPayCode,
  QueryPaymentCodeInfo,
  QueryWithdrawAccounts,
  RequestPay,
  SimulateCodePayment,
  Withdraw,
  WithdrawPreOrder,
} from '../../../shared/actions/wallet';
import { callAction } from '../../api/client';

export interface WalletListQuery {
  pageNum: number;
  pageSize: number;
  /** One order type only (R1: requests to pay). */
  ordTyp?: string;
}

/** Query keys of the wallet area; a finished order refreshes `all` (balance, lists, chart). */
export const walletKeys = {
  all: ['wallet'] as const,
  details: () => [...walletKeys.all, 'details'] as const,
  lists: () => [...walletKeys.all, 'list'] as const,
  list: (query: WalletListQuery) => [...walletKeys.lists(), query] as const,
  flow: (days: number) => [...walletKeys.all, 'flow', days] as const,
  order: (ordNo: string) => [...walletKeys.all, 'order', ordNo] as const,
  withdrawAccounts: () => [...walletKeys.all, 'withdrawAccounts'] as const,
  limits: (transTypId: string, rcvCnl: string | undefined, amount: number | undefined) =>
    [...walletKeys.all, 'limits', transTypId, rcvCnl ?? '', amount ?? 0] as const,
  codes: (query: { pageNum: number; pageSize: number }) => [...walletKeys.all, 'codes', query] as const,
  payCode: (code: string) => [...walletKeys.all, 'payCode', code] as const,
};

export function useWallet(enabled = true) {
  return useQuery({
    queryKey: walletKeys.details(),
    queryFn: ({ signal }) => callAction(QryWalletDetails, {}, { signal }),
    enabled,
  });
}

export function useWalletTrans(query: WalletListQuery, enabled = true) {
  return useQuery({
    queryKey: walletKeys.list(query),
    queryFn: ({ signal }) => callAction(QryWalletTransList, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useWalletFlow(days: number, enabled = true) {
  return useQuery({
    queryKey: walletKeys.flow(days),
    queryFn: ({ signal }) => callAction(QryWalletDailyFlow, { days }, { signal }),
    enabled,
  });
}

export function useWithdrawAccounts() {
  return useQuery({
    queryKey: walletKeys.withdrawAccounts(),
    queryFn: ({ signal }) => callAction(QueryWithdrawAccounts, {}, { signal }),
  });
}

/** Limits of a type and channel, and the charges on an amount once one is typed. */
export function useTxLimits(transTypId: string, rcvCnl: string | undefined, amount: number | undefined) {
  return useQuery({
    queryKey: walletKeys.limits(transTypId, rcvCnl, amount),
    queryFn: ({ signal }) =>
      callAction(QueryTxAmtLimit, { transTypId, rcvCnl, amount: amount && amount > 0 ? amount : undefined }, { signal, hideError: true }),
    placeholderData: keepPreviousData,
  });
}

const FOLLOW_MS = 1_500;

/** Follows an order live until the network answered (S or F), then refreshes the wallet. */
export function useOrderStatus(ordNo: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: walletKeys.order(ordNo ?? ''),
    queryFn: async ({ signal }) => {
      const order = await callAction(QueryTransferOrdSts, { ordNo: ordNo ?? '' }, { signal, silent: true });
      if (order.status === 'S' || order.status === 'F') {
        void queryClient.invalidateQueries({ queryKey: walletKeys.details() });
        void queryClient.invalidateQueries({ queryKey: walletKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'flow'] });
      }
      return order;
    },
    enabled: Boolean(ordNo),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'S' || q.state.data.status === 'F') ? false : FOLLOW_MS),
  });
}

export function useWithdrawPreOrder() {
  return useMutation({ mutationFn: (input: InputOf<typeof WithdrawPreOrder>) => callAction(WithdrawPreOrder, input) });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof Withdraw>) => callAction(Withdraw, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export function useRequestPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof RequestPay>) => callAction(RequestPay, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.lists() }),
  });
}

export function usePaymentCodes(query: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: walletKeys.codes(query),
    queryFn: ({ signal }) => callAction(QueryPaymentCodeInfo, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Generate, close and enable a receive code: each refreshes the codes. */
export function useCodeMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'codes'] });
  return {
    generate: useMutation({ mutationFn: (input: InputOf<typeof GenerateCode>) => callAction(GenerateCode, input), onSuccess: refresh }),
    close: useMutation({ mutationFn: (code: string) => callAction(ClosePaymentCode, { code }), onSuccess: refresh }),
    enable: useMutation({ mutationFn: (code: string) => callAction(EnablePaymentCode, { code }), onSuccess: refresh }),
    simulate: useMutation({
      mutationFn: (input: InputOf<typeof SimulateCodePayment>) => callAction(SimulateCodePayment, input),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    }),
  };
}

export function usePayCode(code: string | null) {
  return useQuery({
    queryKey: walletKeys.payCode(code ?? ''),
    queryFn: ({ signal }) => callAction(QueryPayCode, { code: code ?? '' }, { signal, hideError: true }),
    enabled: Boolean(code),
    retry: false,
  });
}

/** One request id per order attempt, reused when the same attempt is sent again. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
