import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
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
import { STATUS_POLL_MS, refreshMoney, useTxLimits } from '../../api/money';

/** Query keys of the top-up area; the wallet's own key is the money area's. */
export const topupKeys = {
  all: ['topup'] as const,
  mobiles: () => [...topupKeys.all, 'mobiles'] as const,
  cards: () => [...topupKeys.all, 'cards'] as const,
  wallets: () => [...topupKeys.all, 'wallets'] as const,
  order: (ordNo: string) => [...topupKeys.all, 'order', ordNo] as const,
  detail: (ordNo: string) => [...topupKeys.all, 'detail', ordNo] as const,
  pesalink: () => [...topupKeys.all, 'pesalink'] as const,
};
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

/**
 * The limits of a top-up and, given an amount, its charges (QueryTxAmtLimit, type 101); a card
 * top-up passes the card's payment type (0003 Visa, 0004 Master) as the channel of its fee rule.
 */
export function useTopupLimits(amount: number | null = null, channel: string | null = null) {
  return useTxLimits(TRANS_TYPE_IDS.topUp, channel, amount);
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
      if (alsoWallet) await refreshMoney(queryClient);
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
