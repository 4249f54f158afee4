/**
 * Goods orders as the order screens read them (spec 001 sections 2-4): the tabs, the sales process
 * events, the refund reasons, and which statuses each tab holds. Texts are i18n keys
 * (`orders.*`); en-US carries the spec's words.
 */

/** Refund reasons (spec 001 enumerations), code -> the spec's text. */
export const REFUND_REASONS = {
  '01': 'Wrong Item bought',
  '02': 'Damaged product or defective',
  '03': 'Product no longer needed',
  '04': "Product doesn't match description",
  '05': 'Merchant shipped the wrong item',
  '06': 'Product quality issues',
  '07': "Product doesn't match the website or catalogue description",
  '08': 'Late delivery of the item',
} as const;
export type RefundReason = keyof typeof REFUND_REASONS;
export const REFUND_REASON_CODES = Object.keys(REFUND_REASONS) as [RefundReason, ...RefundReason[]];

/** Sales process events (spec 001 enumerations). */
export const SALES_EVENTS = ['accept', 'pick', 'complete', 'cancel'] as const;
export type SalesEvent = (typeof SALES_EVENTS)[number];

/**
 * The order tabs (spec 001 section 2: all, new, ongoing, completed, suspended, picked, refund; the
 * routes add waiting for refund and refunded). Each is a filter on the status columns.
 */
export const ORDER_TABS = ['all', 'newOrders', 'onGoing', 'picked', 'completed', 'suspended', 'waitingForRefund', 'refunded'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Order accept statuses: U1 Initialization, SP Suspended, NO New order, OG Ongoing, CP Completed, PD Picked, CL Canceled. */
export const ACCEPT_STATUSES = ['U1', 'SP', 'NO', 'OG', 'CP', 'PD', 'CL'] as const;
/** Order payment statuses: U1 WP HS PS FP WR MR SR. */
export const ORDER_PAY_STATUSES = ['U1', 'WP', 'HS', 'PS', 'FP', 'WR', 'MR', 'SR'] as const;
/** Goods order statuses: U1 WP PS FP MR SR PR. */
export const GOODS_STATUSES = ['U1', 'WP', 'PS', 'FP', 'MR', 'SR', 'PR'] as const;
/** Detailed statuses. */
export const DETAIL_STATUSES = ['RF', 'RP', 'RQ', 'WP', 'BP', 'CP', 'PP', 'ED', 'FT', 'ST', 'CF', 'BF', 'WA', 'WM'] as const;

/**
 * Which sales process event may move an order from which accept status (the spec leaves the
 * transitions open): a paid new order is accepted, an accepted one picked, an accepted or picked
 * one completed; a new, accepted or picked one cancelled with a reason.
 */
export const EVENT_FROM: Record<SalesEvent, readonly string[]> = {
  accept: ['NO'],
  pick: ['OG'],
  complete: ['OG', 'PD'],
  cancel: ['NO', 'OG', 'PD'],
};
export const EVENT_TO: Record<Exclude<SalesEvent, 'cancel'>, string> = { accept: 'OG', pick: 'PD', complete: 'CP' };

/** Refund order status (U1 initialize, WA waiting approval, AD approved; RJ rejected by an approver). */
export const REFUND_STATUSES = ['U1', 'WA', 'AD', 'RJ'] as const;
/** Pay status of a refund's money: U initial, W waiting approval, P processing, S success, F failed. */
export const REFUND_PAY_STATUSES = ['U', 'W', 'P', 'S', 'F'] as const;
