/**
 * The stores area's enumerations (spec 000 section 3, spec 001 sections 3 and 4), shared by the
 * browser and the server.
 */

/**
 * Settlement methods (spec 000 section 3: 0 self, 1 bank, 2 merchant, 4 bank, 5 mobile money):
 * 0 the business wallet itself, 1 a bank account, 2 another merchant's wallet (by merchant number),
 * 4 a bank card, 5 a mobile-money (M-PESA) phone.
 */
export const SETTLE_CHANNELS = ['0', '1', '2', '4', '5'] as const;
export type SettleChannel = (typeof SETTLE_CHANNELS)[number];

/** Publish flag (pushFlg): Y published, N unpublished, R revoked by the review (shown as unpublished). */
export const PUBLISH_FLAGS = ['Y', 'N', 'R'] as const;

/** Store status: N normal (open), C suspended (closed), Y main store. */
export const STORE_STATUSES = ['N', 'C', 'Y'] as const;

/** How a store hears of its payments (spec 001 notification methods: 01 e-mail, 02 SMS, 03 in-app). */
export const STORE_PUSH_TYPES = ['01', '02', '03'] as const;
export type StorePushType = (typeof STORE_PUSH_TYPES)[number];

/** ISO weekdays of the storefront's hours: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The storefront's payment methods (spec 001 payment methods a customer can use in a shop). */
export const STOREFRONT_PAYMENT_METHODS = ['0001', '0002', '0003', '0004', '0008', '0012', '0013'] as const;

/** The default VAT rate in basis points (16%; ARCHITECTURE.md section 7). */
export const DEFAULT_VAT_RATE_BP = 1600;
