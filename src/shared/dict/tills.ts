import type { Locale } from '../i18n/messages';

/**
 * What a till statement's movement was (QueryTillStatement's `type`): mpesa a customer's M-PESA
 * payment to the till number, sale a checkout sale paid by M-PESA, wallet a payment from a wallet,
 * refund money given back to a customer, eod the end-of-day settlement, settlement any other
 * settlement, in or out anything else (by its direction). `en` is what the API answers; screens and
 * downloaded files word it in the reader's language with `tillMovementIn`.
 */
export const TILL_MOVEMENT_NAMES = {
  mpesa: { en: 'Payment by M-PESA', zh: 'M-PESA 付款' },
  sale: { en: 'Sale paid by M-PESA', zh: 'M-PESA 支付的销售' },
  wallet: { en: 'Payment from a wallet', zh: '钱包付款' },
  refund: { en: 'Refund to a customer', zh: '退款给顾客' },
  eod: { en: 'End-of-day settlement', zh: '日终结算' },
  settlement: { en: 'Settlement', zh: '结算' },
  in: { en: 'Money in', zh: '收入' },
  out: { en: 'Money out', zh: '支出' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type TillMovement = keyof typeof TILL_MOVEMENT_NAMES;
export const TILL_MOVEMENTS = Object.keys(TILL_MOVEMENT_NAMES) as [TillMovement, ...TillMovement[]];

/** A movement's name in the reader's language. */
export function tillMovementIn(type: TillMovement, locale: Locale): string {
  const name = TILL_MOVEMENT_NAMES[type];
  return locale === 'zh-CN' ? name.zh : name.en;
}
