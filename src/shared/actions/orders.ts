import { z } from 'zod';
import { numberFromText } from '../rules/number';
import { ORDER_TABS, REFUND_REASON_CODES, SALES_EVENTS } from '../dict/orders';
import { pagingInput } from '../protocol/paging';
import { requestIdRule } from '../rules/money';
import { cancelReasonRule, refundPhoneRule, refundReasonRule, refundRemarksRule } from '../rules/orders';
import { contract, empty } from './contract';

/**
 * Order management, refunds and sales statistics (spec 001 sections 2-4, 7: Orders, Dashboard).
 * Amounts are KES minor units; timestamps 14-digit Nairobi time; dates YYYYMMDD (Nairobi).
 * Orders are the business's, of the current store unless a store is named (staff: their stores).
 */
const id = z.string().trim().min(1).max(64);
const yyyymmdd = z.string().regex(/^\d{8}$/);
const orderNo = z.string().trim().min(1).max(40);

/** The list filters every order list and count shares (in the query string of the screens). */
export const orderFilters = z.object({
  startDate: yyyymmdd.optional(),
  endDate: yyyymmdd.optional(),
  /** A store of the business; default the current store; `all` every store the caller may see. */
  storeId: id.optional(),
  /** Payment method 0001-0013. */
  payMethod: z.string().regex(/^\d{4}$/).optional(),
  /** Order number, customer name or phone, payment reference. */
  keyword: z.string().trim().max(40).optional(),
  /** The person who took the order: a `personId` of QueryMerchantStaffList (staff, owner or administrator). */
  operatorId: id.optional(),
});
export type OrderFilters = z.infer<typeof orderFilters>;

export const goodsOrderSummary = z.object({
  orderNo: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  tillNo: z.string().nullable(),
  cashierName: z.string().nullable(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  payStatus: z.string(),
  goodsStatus: z.string(),
  acceptStatus: z.string(),
  detailStatus: z.string(),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  couponAmount: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  /** What can still be given back: paid less refunded (and refunds on their way). */
  refundable: z.number().int(),
  paymentMethod: z.string().nullable(),
  payRef: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type GoodsOrderSummary = z.infer<typeof goodsOrderSummary>;

export const goodsOrderItem = z.object({
  itemId: z.string(),
  lineNo: z.number().int(),
  itemType: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  refundedQty: z.number().int(),
});
export type GoodsOrderItem = z.infer<typeof goodsOrderItem>;

export const goodsOrderEvent = z.object({
  event: z.string(),
  payStatus: z.string().nullable(),
  acceptStatus: z.string().nullable(),
  operatorName: z.string().nullable(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});

export const goodsRefund = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  refundType: z.enum(['F', 'P']),
  reason: z.string(),
  remarks: z.string().nullable(),
  amount: z.number().int(),
  method: z.string(),
  destination: z.string().nullable(),
  refundStatus: z.string(),
  payStatus: z.string(),
  resultDesc: z.string().nullable(),
  /** A failed refund's result code, which `orderFailure` words in the reader's language. */
  resultCode: z.string().nullable(),
  operatorName: z.string().nullable(),
  items: z.array(z.object({ itemId: z.string(), name: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GoodsRefund = z.infer<typeof goodsRefund>;

/** One tab of orders, paged on the server, newest first. */
export const QueryGoodsOrderList = contract(
  'QueryGoodsOrderList',
  pagingInput.merge(orderFilters).extend({ tab: z.enum(ORDER_TABS).default('all') }),
  z.object({ list: z.array(goodsOrderSummary), total: z.number().int() }),
);

/** How many orders each tab holds for the same filters (the tab badges). */
export const QueryGoodsOrderListGroup = contract(
  'QueryGoodsOrderListGroup',
  orderFilters,
  z.object({ groups: z.array(z.object({ tab: z.enum(ORDER_TABS), count: z.number().int() })) }),
);

/** An order with its lines (the refund form reads it). */
export const QueryGoodsOrderInfo = contract(
  'QueryGoodsOrderInfo',
  z.object({ orderNo }),
  goodsOrderSummary.extend({
    items: z.array(goodsOrderItem),
    /** The number the sale was paid from (M-PESA), where a refund goes back; it may differ from the customer's. */
    payerPhone: z.string().nullable(),
  }),
);

/** An order with its lines, payments, refunds and events (the detail page and its receipt). */
export const QueryGoodsOrderDetail = contract(
  'QueryGoodsOrderDetail',
  z.object({ orderNo }),
  goodsOrderSummary.extend({
    items: z.array(goodsOrderItem),
    events: z.array(goodsOrderEvent),
    refunds: z.array(goodsRefund),
    payments: z.array(z.object({ method: z.string(), amount: z.number().int(), status: z.string(), payerPhone: z.string().nullable(), networkRef: z.string().nullable(), createdAt: z.string() })),
    receipt: z.object({ merchantName: z.string(), storeName: z.string(), tillNo: z.string().nullable(), cashierName: z.string().nullable(), vatRate: z.number().int() }),
  }),
);

/** Accept, pick, complete or cancel (with a reason) an order. */
export const ProcessConsumerGoodsOrder = contract(
  'ProcessConsumerGoodsOrder',
  z.object({ orderNo, event: z.enum(SALES_EVENTS), reason: cancelReasonRule.optional() }),
  goodsOrderSummary,
);

/** The refund reasons (spec 001 enumerations). */
export const QueryRefundResonList = contract(
  'QueryRefundResonList',
  empty,
  z.object({ list: z.array(z.object({ code: z.enum(REFUND_REASON_CODES), text: z.string() })) }),
);

/**
 * Gives money back for a paid order, in full (F: all that is left) or in part (P: `amount`), the way
 * the sale was paid; `items` go back to stock. Under a mandate it waits for approval.
 */
export const RefundGoodsOrder = contract(
  'RefundGoodsOrder',
  z.object({
    orderNo,
    refundType: z.enum(['F', 'P']),
    amount: z.number().int().positive().optional(),
    items: z.array(z.object({ itemId: id, quantity: z.number().int().positive() })).max(200).default([]),
    reason: refundReasonRule,
    remarks: refundRemarksRule.optional(),
    requestId: requestIdRule,
    /** Where an M-PESA refund in part goes when the payer's number is masked (a till payment); else the payer's. */
    refundPhone: refundPhoneRule.optional(),
  }),
  z.object({ refund: goodsRefund, order: goodsOrderSummary }),
);

/** The order a payment code was made for. */
export const QueryOrderByPayCode = contract('QueryOrderByPayCode', z.object({ payCode: z.string().trim().min(1).max(40) }), goodsOrderSummary);

/** Orders paid by M-PESA, with the M-PESA receipt and the payer, newest first. */
export const QueryMpesaOrderHistory = contract(
  'QueryMpesaOrderHistory',
  pagingInput.extend({ startDate: yyyymmdd.optional(), endDate: yyyymmdd.optional(), storeId: id.optional() }),
  z.object({ list: z.array(goodsOrderSummary.extend({ payerPhone: z.string().nullable() })), total: z.number().int() }),
);

/** Sales totals for a period: paid, refunded, net, and by payment method. */
export const StatisticsTransAmount = contract(
  'StatisticsTransAmount',
  orderFilters.omit({ keyword: true, payMethod: true, operatorId: true }),
  z.object({
    orderCount: z.number().int(),
    totalAmount: z.number().int(),
    refundAmount: z.number().int(),
    refundCount: z.number().int(),
    netAmount: z.number().int(),
    byMethod: z.array(z.object({ method: z.string(), count: z.number().int(), amount: z.number().int() })),
  }),
);

/** The home page's sales widgets: today and the recent days of the current store. */
export const StatisGoodsOrder = contract(
  'StatisGoodsOrder',
  z.object({ days: numberFromText(z.number().int().min(1).max(31)).default(7) }),
  z.object({
    storeId: z.string(),
    storeName: z.string(),
    today: z.object({ amount: z.number().int(), count: z.number().int(), refundAmount: z.number().int(), newOrders: z.number().int() }),
    days: z.array(z.object({ date: z.string(), amount: z.number().int(), count: z.number().int() })),
  }),
);
