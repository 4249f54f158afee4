import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../shared/actions/contract';
import {
  CalculatedAmount,
  CancelHangGoodsOrder,
  CloseOrder,
  ComputeGoodsOrder,
  ConfirmPayGoodsOrder,
  ConfirmPayment,
  HangMerchantGoodsOrder,
  PlaceOrder,
  QueryCheckoutProducts,
  QueryConsumeOrder,
  QueryHangGoodsOrders,
  QueryPaymentResult,
  QueryPaymentWays,
  SendReceiptAndInvoice,
  UseCheckCouponNoInventory,
} from '../../../shared/actions/checkout';
import { GenerateQrCodeForTill } from '../../../shared/actions/tills';
import { ClosePaymentCode, EnablePaymentCode, GenerateCode } from '../../../shared/actions/wallet';
import { callAction } from '../../api/client';

/** Query keys of the checkout area; a payment or a suspended sale refreshes `all`. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  ways: () => [...checkoutKeys.all, 'ways'] as const,
  products: (keyword: string) => [...checkoutKeys.all, 'products', keyword] as const,
  totals: (cart: InputOf<typeof CalculatedAmount>) => [...checkoutKeys.all, 'totals', cart] as const,
  couponForAmount: (check: InputOf<typeof UseCheckCouponNoInventory>) => [...checkoutKeys.all, 'couponForAmount', check] as const,
  hung: (page: { pageNum: number; pageSize: number }) => [...checkoutKeys.all, 'hung', page] as const,
  result: (orderNo: string) => [...checkoutKeys.all, 'result', orderNo] as const,
  order: (orderNo: string) => [...checkoutKeys.all, 'order', orderNo] as const,
  qr: (tillId: string, amount: number) => [...checkoutKeys.all, 'qr', tillId, amount] as const,
};

/** How often the counter asks whether the customer confirmed the M-PESA prompt. */
export const PAY_POLL_MS = 1_500;

export function usePaymentWays() {
  return useQuery({ queryKey: checkoutKeys.ways(), queryFn: ({ signal }) => callAction(QueryPaymentWays, {}, { signal }), staleTime: 60_000 });
}

export function useCheckoutProducts(keyword: string) {
  return useQuery({
    queryKey: checkoutKeys.products(keyword),
    queryFn: ({ signal }) => callAction(QueryCheckoutProducts, { keyword: keyword || undefined, pageNum: 1, pageSize: 20 }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The server's totals of the cart (it is the authority on prices, coupons and VAT); refusals are shown by the page. */
export function useCartTotals(cart: InputOf<typeof CalculatedAmount>) {
  return useQuery({
    queryKey: checkoutKeys.totals(cart),
    queryFn: ({ signal }) => callAction(CalculatedAmount, cart, { signal, silent: true }),
    enabled: cart.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The free-amount counter's coupon check (UseCheckCouponNoInventory): the amount first (MMCP5908),
 * the coupon valid and usable, and the amount not below the coupon (MMCP5907). Refusals are shown by the page.
 */
export function useCouponForAmount(check: InputOf<typeof UseCheckCouponNoInventory>, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.couponForAmount(check),
    queryFn: ({ signal }) => callAction(UseCheckCouponNoInventory, check, { signal, silent: true }),
    enabled,
    retry: false,
  });
}

export function useHungOrders(page: { pageNum: number; pageSize: number }, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.hung(page),
    queryFn: ({ signal }) => callAction(QueryHangGoodsOrders, page, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Follows an order while an STK push waits for the customer. */
export function usePaymentResult(orderNo: string | null, live: boolean) {
  return useQuery({
    queryKey: checkoutKeys.result(orderNo ?? ''),
    queryFn: ({ signal }) => callAction(QueryPaymentResult, { orderNo: orderNo ?? '' }, { signal, silent: true }),
    enabled: Boolean(orderNo) && live,
    refetchInterval: live ? PAY_POLL_MS : false,
  });
}

/** Follows a sale's pay code (the customer pays it from their wallet) while it is on the screen. */
export function useCodeResult(orderNo: string | null, live: boolean) {
  return useQuery({
    queryKey: [...checkoutKeys.result(orderNo ?? ''), 'code'],
    queryFn: ({ signal }) => callAction(QueryPaymentResult, { orderNo: orderNo ?? '' }, { signal, silent: true }),
    enabled: Boolean(orderNo) && live,
    refetchInterval: live ? PAY_POLL_MS : false,
  });
}

/** A sale's pay code: made (or the open one answered), closed, opened again. */
export function usePayCodeMutations() {
  return {
    generate: useMutation({ mutationFn: (orderNo: string) => callAction(GenerateCode, { orderNo }) }),
    close: useMutation({ mutationFn: (code: string) => callAction(ClosePaymentCode, { code }) }),
    enable: useMutation({ mutationFn: (code: string) => callAction(EnablePaymentCode, { code }) }),
  };
}

export function useTillQrFor(tillId: string | null, amount: number, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.qr(tillId ?? '', amount),
    queryFn: ({ signal }) => callAction(GenerateQrCodeForTill, { tillId: tillId ?? '', amount }, { signal }),
    enabled: Boolean(tillId) && enabled && amount > 0,
  });
}

export function useCheckoutMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
  return {
    place: useMutation({ mutationFn: (input: InputOf<typeof PlaceOrder>) => callAction(PlaceOrder, input) }),
    compute: useMutation({ mutationFn: (input: InputOf<typeof ComputeGoodsOrder>) => callAction(ComputeGoodsOrder, input) }),
    load: useMutation({ mutationFn: (orderNo: string) => callAction(QueryConsumeOrder, { orderNo }) }),
    pay: useMutation({ mutationFn: (input: InputOf<typeof ConfirmPayment>) => callAction(ConfirmPayment, input), onSuccess: refresh }),
    payByTill: useMutation({ mutationFn: (input: InputOf<typeof ConfirmPayGoodsOrder>) => callAction(ConfirmPayGoodsOrder, input), onSuccess: refresh }),
    hang: useMutation({ mutationFn: (orderNo: string) => callAction(HangMerchantGoodsOrder, { orderNo }), onSuccess: refresh }),
    resume: useMutation({ mutationFn: (orderNo: string) => callAction(CancelHangGoodsOrder, { orderNo }), onSuccess: refresh }),
    close: useMutation({ mutationFn: (input: InputOf<typeof CloseOrder>) => callAction(CloseOrder, input), onSuccess: refresh }),
    receipt: useMutation({ mutationFn: (input: InputOf<typeof SendReceiptAndInvoice>) => callAction(SendReceiptAndInvoice, input) }),
  };
}

/** One request id per sale attempt: a retried PlaceOrder answers the same order. */
export function newRequestId(): string {
  return `co${crypto.randomUUID().replaceAll('-', '')}`;
}
