import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { emailRule, phoneRule } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { REMARKS_MAX, remarksRule, requestIdRule } from '../rules/money';
import { reasonRule } from '../rules/reason';
import { contract, empty } from './contract';

/**
 * Checkout at the counter (spec 001 sections 2-5, 7). Amounts are KES minor units; timestamps
 * 14-digit Nairobi time. VAT is inside the shelf prices (the store's sales-tax rate), so
 * totalAmount = subTotalAmount - offerDiscountAmount - couponCodeAmount and vatAmount is the part
 * of it that is tax.
 */

/** Payment methods offered at the counter (spec enumeration codes): Mpesa, wallet, cash; QR and pay code ride on the till. */
export const CHECKOUT_PAY_TYPES = ['0001', '0002', '0008'] as const;
export type CheckoutPayType = (typeof CHECKOUT_PAY_TYPES)[number];
/** Offer (discount) types: A cash amount, P percentage (basis points, 1000 = 10%). */
export const DISCOUNT_TYPES = ['A', 'P'] as const;

/**
 * What an offer takes off a sub total (minor units): A its value, P basis points rounded down. The
 * server prices with it, and the free-amount counter uses it to check a coupon against the amount
 * left to pay (UseCheckCouponNoInventory).
 */
export function offerDiscountOf(subTotal: number, type: 'A' | 'P' | null | undefined, value: number | null | undefined): number {
  if (!type || !value) return 0;
  return type === 'P' ? Math.floor((subTotal * value) / 10_000) : value;
}

const id = z.string().trim().min(1).max(64);
export const orderNoRule = z.string().trim().min(1).max(40);
export const couponCodeRule = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, ruleMessage('REQUIRED'))
  .max(20, ruleMessage('MAX_LENGTH', { 0: 20 }))
  .regex(/^[A-Z0-9-]+$/, ruleMessage('MMCP5901'));
/**
 * A free-amount line's name: letters of any script (as a product's name), digits and simple
 * punctuation, up to 40 characters. The default, 'Non-inventory item', is in the cashier's language.
 */
export const itemNameRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .max(40, ruleMessage('MAX_LENGTH', { 0: 40 }))
  .regex(/^[\p{L}\p{M}\p{N} .,'&()/#%+-]+$/u, ruleMessage('INVALID_VALUE'));
/** At most 999 of one line; at most 100 lines. */
export const quantityRule = z.number({ message: ruleMessage('REQUIRED') }).int(ruleMessage('ONLY_NUMBERS')).min(1, ruleMessage('NUMBER_MIN', { min: 1 })).max(999, ruleMessage('NUMBER_MAX', { max: 999 }));
/** A free amount: positive minor units, at most KES 1,000,000. */
export const priceRule = z
  .number({ message: ruleMessage('MMCP5908') })
  .int(ruleMessage('ONLY_NUMBERS'))
  .min(1, ruleMessage('MMCP5908'))
  .max(100_000_000, ruleMessage('MMCP4002', { min: '0.01', max: '1,000,000.00' }));

/** A cart line: an inventory product (productId, price from the server) or a free amount (name, unitPrice). */
export const cartItem = z.union([
  z.object({ productId: id, quantity: quantityRule }),
  z.object({ name: itemNameRule, unitPrice: priceRule, quantity: quantityRule }),
]);
export type CartItem = z.infer<typeof cartItem>;

export const cartInput = z.object({
  items: z.array(cartItem).max(100, ruleMessage('MAX_LENGTH', { 0: 100 })),
  discountType: z.enum(DISCOUNT_TYPES).nullish(),
  /** A: minor units; P: basis points (at most 10000). */
  discountValue: z.number().int(ruleMessage('ONLY_NUMBERS')).min(0).nullish(),
  couponCode: couponCodeRule.nullish().or(z.literal('').transform(() => null)),
  /** The customer's mobile, so a one-time coupon they already redeemed is refused while pricing. */
  customerPhone: phoneRule.nullish().or(z.literal('').transform(() => null)),
});
export type CartInput = z.infer<typeof cartInput>;

export const pricedLine = z.object({
  lineNo: z.number().int(),
  itemType: z.enum(['I', 'N']),
  productId: z.string().nullable(),
  name: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  /** Units on hand for an inventory line (null for a free amount). */
  stock: z.number().int().nullable(),
});

export const couponInfo = z.object({
  couponCode: z.string(),
  name: z.string(),
  couponType: z.string(),
  amount: z.number().int().nullable(),
  percentage: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  giftName: z.string().nullable(),
  endAt: z.string(),
});

export const totals = z.object({
  items: z.array(pricedLine),
  itemCount: z.number().int(),
  subTotalAmount: z.number().int(),
  offerDiscountAmount: z.number().int(),
  couponCodeAmount: z.number().int(),
  vatRate: z.number().int(),
  vatAmount: z.number().int(),
  totalAmount: z.number().int(),
  coupon: couponInfo.nullable(),
});
export type CheckoutTotals = z.infer<typeof totals>;

export const goodsOrder = totals.extend({
  orderNo: z.string(),
  storeId: z.string(),
  storeName: z.string().nullable(),
  tillId: z.string().nullable(),
  tillNo: z.string().nullable(),
  cashier: z.string().nullable(),
  /** The customer of the store's customer book the sale is for (its orders list it), if any. */
  customerId: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  payStatus: z.string(),
  goodsStatus: z.string(),
  acceptStatus: z.string(),
  detailStatus: z.string(),
  discountType: z.string().nullable(),
  discountValue: z.number().int().nullable(),
  paidAmount: z.number().int(),
  cashReceived: z.number().int().nullable(),
  changeAmount: z.number().int().nullable(),
  payType: z.string().nullable(),
  payRef: z.string().nullable(),
  remarks: z.string().nullable(),
  resultDesc: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  merchantName: z.string(),
  vatNo: z.string().nullable(),
});
export type GoodsOrder = z.infer<typeof goodsOrder>;

const byOrder = z.object({ orderNo: orderNoRule });

export const QueryCheckoutProducts = contract(
  'QueryCheckoutProducts',
  pagingInput.extend({ keyword: z.string().trim().max(40).optional() }),
  pagedOutput(
    z.object({ productId: z.string(), productNo: z.string(), name: z.string(), price: z.number().int(), stock: z.number().int(), unit: z.string().nullable() }),
  ),
);

export const QueryPaymentWays = contract(
  'QueryPaymentWays',
  empty,
  z.object({
    list: z.array(z.object({ payType: z.string(), enabled: z.enum(['Y', 'N']) })),
    tills: z.array(z.object({ tillId: z.string(), tillNo: z.string(), tillName: z.string() })),
    storeId: z.string(),
    storeName: z.string(),
    vatRate: z.number().int(),
    simulatorFlg: z.enum(['Y', 'N']),
  }),
);

export const CalculatedAmount = contract('CalculatedAmount', cartInput, totals);

export const UseCheckCouponNoInventory = contract(
  'UseCheckCouponNoInventory',
  z.object({ couponCode: couponCodeRule, amount: z.number().int().nullish(), customerPhone: phoneRule.nullish().or(z.literal('').transform(() => null)) }),
  z.object({ coupon: couponInfo, couponCodeAmount: z.number().int(), remainingAmount: z.number().int() }),
);

export const placeOrderInput = cartInput.extend({
  requestId: requestIdRule,
  tillId: id.nullish(),
  customerPhone: phoneRule.nullish().or(z.literal('').transform(() => null)),
  customerName: z.string().trim().max(60).nullish(),
  /** A customer of the current store's customer book (refused otherwise); fills name and phone when they are not given. */
  customerId: id.nullish(),
  remarks: remarksRule.nullish(),
});
export const PlaceOrder = contract('PlaceOrder', placeOrderInput, goodsOrder);
export const CreateGoodsOrder = contract('CreateGoodsOrder', placeOrderInput, goodsOrder);

export const ComputeGoodsOrder = contract('ComputeGoodsOrder', byOrder.merge(cartInput.omit({ items: true })).extend({ items: z.array(cartItem).max(100).optional() }), goodsOrder);

export const QueryConsumeOrder = contract('QueryConsumeOrder', byOrder, goodsOrder);

export const confirmPaymentInput = z.object({
  orderNo: orderNoRule,
  payType: z.enum(CHECKOUT_PAY_TYPES),
  /** Cash handed over (0008), minor units. */
  cashReceived: z.number().int(ruleMessage('ONLY_NUMBERS')).min(0).nullish(),
  /** The customer's M-PESA number (0001), or the mobile of their {product} wallet (0002). */
  mobile: phoneRule.nullish(),
});
export const ConfirmPayment = contract('ConfirmPayment', confirmPaymentInput, goodsOrder);

/** Pays an order with a customer's payment to one of the store's tills (QR scan / Buy Goods). */
export const ConfirmPayGoodsOrder = contract('ConfirmPayGoodsOrder', byOrder.extend({ paymentId: id.nullish() }), goodsOrder);

export const QueryPaymentResult = contract(
  'QueryPaymentResult',
  byOrder,
  z.object({
    orderNo: z.string(),
    payStatus: z.string(),
    detailStatus: z.string(),
    payType: z.string().nullable(),
    resultDesc: z.string().nullable(),
    payRef: z.string().nullable(),
    /** The sale's newest pay code and its state (W waiting, S paid, C closed, E expired). */
    payCode: z.string().nullish(),
    payCodeStatus: z.enum(['W', 'S', 'C', 'E']).nullish(),
    payCodeExpiresAt: z.string().nullish(),
  }),
);

export const HangMerchantGoodsOrder = contract('HangMerchantGoodsOrder', byOrder, goodsOrder);
export const CancelHangGoodsOrder = contract('CancelHangGoodsOrder', byOrder, goodsOrder);
export const CloseOrder = contract('CloseOrder', byOrder.extend({ reason: reasonRule(REMARKS_MAX).pipe(z.string().min(1, ruleMessage('MMCP5915'))) }), goodsOrder);

export const QueryHangGoodsOrders = contract(
  'QueryHangGoodsOrders',
  pagingInput,
  pagedOutput(z.object({ orderNo: z.string(), totalAmount: z.number().int(), itemCount: z.number().int(), customerPhone: z.string().nullable(), cashier: z.string().nullable(), hungAt: z.string() })),
);

export const SendReceiptAndInvoice = contract(
  'SendReceiptAndInvoice',
  byOrder.extend({
    email: emailRule.nullish().or(z.literal('').transform(() => null)),
    mobile: phoneRule.nullish().or(z.literal('').transform(() => null)),
  }),
  z.object({ sent: z.array(z.enum(['email', 'sms'])) }),
);
