import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import { type PayKind, PayByCodePay, PayByCodePreOrder, QueryFrequentPayCode, QueryMoMoPayCode } from '../../../shared/actions/payByCode';
import { QueryPayCode } from '../../../shared/actions/wallet';
import { callAction } from '../../api/client';
import { moneyKeys, refreshMoney } from '../../api/money';

/** Query keys of pay by code; the frequent list sits under 'money' so a finished payment refreshes it. */
export const payByCodeKeys = {
  frequent: (kind: PayKind) => [...moneyKeys.all, 'payByCode', 'frequent', kind] as const,
  lookup: (payCode: string, tillCode: '2' | '4') => ['payByCode', 'lookup', tillCode, payCode] as const,
};

export function useFrequentPayCodes(kind: PayKind) {
  return useQuery({
    queryKey: payByCodeKeys.frequent(kind),
    queryFn: ({ signal }) => callAction(QueryFrequentPayCode, { payKind: kind, top: 6 }, { signal, hideError: true }),
  });
}

/** Names a till or paybill before paying (QueryMoMoPayCode); refusals go under the number field. */
export function useLookup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof QueryMoMoPayCode>) =>
      client.fetchQuery({ queryKey: payByCodeKeys.lookup(input.payCode, input.tillCode), queryFn: () => callAction(QueryMoMoPayCode, input, { hideError: true }), staleTime: 60_000 }),
  });
}

/** Decodes a {product} pay code or merchant number with the wallet area's QueryPayCode. */
export function useDecodePayCode() {
  return useMutation({ mutationFn: (code: string) => callAction(QueryPayCode, { code }, { hideError: true }) });
}

export function usePayByCodePreOrder() {
  return useMutation({ mutationFn: (input: InputOf<typeof PayByCodePreOrder>) => callAction(PayByCodePreOrder, input, { hideError: true }) });
}

export function usePayByCodePay() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: InputOf<typeof PayByCodePay>) => callAction(PayByCodePay, input), onSettled: () => refreshMoney(client) });
}

/** One request id per payment attempt (a retry of the same attempt pays once). */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
