import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
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
import { refreshMoney } from '../../api/money';

export interface WalletListQuery {
  pageNum: number;
  pageSize: number;
  /** One order type only (R1: requests to pay). */
  ordTyp?: string;
}

/** Query keys of the wallet area; a finished order refreshes `all` (balance, lists, chart). */
export const walletKeys = {
  // Under 'money', so a finished order refreshes the lists and the chart too (src/web/api/money.ts).
  all: ['money', 'activity'] as const,
  lists: () => [...walletKeys.all, 'list'] as const,
  list: (query: WalletListQuery) => [...walletKeys.lists(), query] as const,
  flow: (days: number) => [...walletKeys.all, 'flow', days] as const,
  withdrawAccounts: () => [...walletKeys.all, 'withdrawAccounts'] as const,
  codes: (query: { pageNum: number; pageSize: number }) => [...walletKeys.all, 'codes', query] as const,
  payCode: (code: string) => [...walletKeys.all, 'payCode', code] as const,
};

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

export function useWithdrawPreOrder() {
  // Its refusals go under the form's fields (WithdrawPage), not into a toast.
  return useMutation({ mutationFn: (input: InputOf<typeof WithdrawPreOrder>) => callAction(WithdrawPreOrder, input, { hideError: true }) });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof Withdraw>) => callAction(Withdraw, input),
    onSuccess: () => refreshMoney(queryClient),
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
