import type { OrderTab } from '../../../shared/dict/orders';

/** Addresses of the order screens (spec 001 section 2), the order number in the query string. */
export const ORDER_BASE = '/manage/order';

export function tabPath(tab: OrderTab): string {
  return tab === 'all' ? ORDER_BASE : `${ORDER_BASE}/${tab}`;
}

const PAGES = {
  detail: `${ORDER_BASE}/detail`,
  receipt: `${ORDER_BASE}/completed/receipt`,
  refund: `${ORDER_BASE}/refund`,
  waitingRefund: `${ORDER_BASE}/waitingForRefund/refund`,
} as const;

export function orderLink(page: keyof typeof PAGES, orderNo: string): string {
  return `${PAGES[page]}?orderNo=${encodeURIComponent(orderNo)}`;
}
