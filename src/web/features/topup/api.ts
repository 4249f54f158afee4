import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import { QryWalletDetails, QueryTxAmtLimit } from '../../../shared/actions/money';
import {
  AddPaymentMobile,
  DeletePaymentMobile,
  DeregisterPesalink,
  PaymentMobileList,
  QueryPesalinkRegistration,
  QueryTopupBankCards,
  QueryTopupStatus,
  QueryTopupWallets,
  RegisterPesalink,
  TopOrderDetailQuery,
  Topup,
  TopUpPreOrder,
} from '../../../shared/actions/topup';
import { TRANS_TYPE_IDS } from '../../../shared/dict/money';
import { callAction } from '../../api/client';

/** Query keys of the top-up area; the wallet's own key is the money area's. */
export const topupKeys = {
  all: ['topup'] as const,
  mobiles: () => [...topupKeys.all, 'mobiles'] as const,
  cards: () => [...topupKeys.all, 'cards'] as const,
  wallets: () => [...topupKeys.all, 'wallets'] as const,
  limits: (amount: number | null) => [...topupKeys.all, 'limits', amount] as const,
  order: (ordNo: string) => [...topupKeys.all, 'order', ordNo] as const,
  detail: (ordNo: string) => [...topupKeys.all, 'detail', ordNo] as const,
  pesalink: () => [...topupKeys.all, 'pesalink'] as const,
};
export const walletKey = ['money', 'wallet'] as const;

/** How often a top-up on its way is asked about (spec: follow the order live). */
export const STATUS_POLL_MS = 1500;

export function useWallet(enabled: boolean) {
  return useQuery({
    queryKey: walletKey,
    queryFn: ({ signal }) => callAction(QryWalletDetails, {}, { signal }),
    enabled,
  });
}

/** Every payment mobile of the business (at most a handful: one page of 50). */
export function usePaymentMobiles() {
  return useQuery({
    queryKey: topupKeys.mobiles(),
    queryFn: ({ signal }) => callAction(PaymentMobileList, { pageNum: 1, pageSize: 50 }, { signal }),
  });
}

export function useTopupCards() {
  return useQuery({ queryKey: topupKeys.cards(), queryFn: ({ signal }) => callAction(QueryTopupBankCards, {}, { signal }) });
}

export function useTopupWallets() {
  return useQuery({ queryKey: topupKeys.wallets(), queryFn: ({ signal }) => callAction(QueryTopupWallets, {}, { signal }) });
}

/** The limits of a top-up and, given an amount, its charges (QueryTxAmtLimit, type 101). */
export function useTopupLimits(amount: number | null = null) {
  return useQuery({
    queryKey: topupKeys.limits(amount),
    queryFn: ({ signal }) =>
      callAction(QueryTxAmtLimit, { transTypId: TRANS_TYPE_IDS.topUp, ...(amount ? { amount } : {}) }, { signal }),
  });
}

/** A top-up followed live: asked again every 1.5 s until it succeeds or fails. */
export function useTopupStatus(ordNo: string) {
  return useQuery({
    queryKey: topupKeys.order(ordNo),
    queryFn: ({ signal }) => callAction(QueryTopupStatus, { ordNo }, { signal, hideError: true }),
    enabled: Boolean(ordNo),
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'S' || status === 'F' ? false : STATUS_POLL_MS;
    },
  });
}

export function useTopupDetail(ordNo: string) {
  return useQuery({
    queryKey: topupKeys.detail(ordNo),
    queryFn: ({ signal }) => callAction(TopOrderDetailQuery, { ordNo }, { signal, hideError: true }),
    enabled: Boolean(ordNo),
    retry: false,
  });
}

function useTopupMutation<I, O>(run: (input: I) => Promise<O>, alsoWallet = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: topupKeys.all });
      if (alsoWallet) await queryClient.invalidateQueries({ queryKey: walletKey });
    },
  });
}

export const useAddPaymentMobile = () =>
  useTopupMutation((input: InputOf<typeof AddPaymentMobile>) => callAction(AddPaymentMobile, input, { hideError: true }));
export const useDeletePaymentMobile = () => useTopupMutation((mobileId: string) => callAction(DeletePaymentMobile, { mobileId }));
export const usePreOrder = () =>
  useMutation({ mutationFn: (input: InputOf<typeof TopUpPreOrder>) => callAction(TopUpPreOrder, input, { hideError: true }) });
export const usePayTopup = () => useTopupMutation((input: InputOf<typeof Topup>) => callAction(Topup, input, { hideError: true }), true);

export function usePesalinkRegistration() {
  return useQuery({ queryKey: topupKeys.pesalink(), queryFn: ({ signal }) => callAction(QueryPesalinkRegistration, {}, { signal }) });
}
export const useRegisterPesalink = () =>
  useTopupMutation((input: InputOf<typeof RegisterPesalink>) => callAction(RegisterPesalink, input, { hideError: true }));
export const useDeregisterPesalink = () =>
  useTopupMutation((input: InputOf<typeof DeregisterPesalink>) => callAction(DeregisterPesalink, input, { hideError: true }));
