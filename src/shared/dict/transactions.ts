import type { Locale } from '../i18n/messages';
import { ORDER_TYPES, type OrderType } from './money';

/**
 * Order types as transaction records and statements name them (spec 001 enumerations). The money
 * area lists the codes it makes (ORDER_TYPES); the spec's ranges for later areas are named by
 * family until those areas add their own codes: 61-6I bill payments, 71-7I refunds.
 */
export const ORDER_TYPE_FAMILIES: Record<string, string> = {
  '6': 'Bill payment',
  '7': 'Refund',
  C1: 'Loan repayment',
  C3: 'Loan top up',
  J1: 'Online goods buy',
  A9: 'Scheduled settlement',
  M1: 'Online store',
};

/** zh-CN of ORDER_TYPE_FAMILIES, key for key. */
export const ORDER_TYPE_FAMILIES_ZH: Record<string, string> = {
  '6': '账单缴费',
  '7': '退款',
  C1: '贷款还款',
  C3: '贷款追加',
  J1: '线上购物',
  A9: '定时结算',
  M1: '线上商店',
};

/** zh-CN of ORDER_TYPES (src/shared/dict/money.ts), key for key. */
export const ORDER_TYPES_ZH: Record<OrderType, string> = {
  '01': 'M-PESA 充值',
  '02': '银行卡充值',
  '03': '银行转账充值',
  '04': '钱包充值',
  '20': '转账',
  '22': '定期付款',
  '25': '分账',
  '28': '提现',
  '42': '向收银台付款',
  '71': '退款',
  '61': '水费',
  '62': '电费',
  '63': '网费',
  '64': '电视费',
  '65': '其他账单',
  '66': '话费',
  '67': '定期水费',
  '68': '定期电费',
  '69': '定期网费',
  '6A': '定期电视费',
  '6B': '定期其他账单',
  '6C': '自动充话费',
  A6: '商户结算',
  A9: '定时结算',
  M2: '订阅账单',
  R1: '请求付款',
  Q1: '收款码付款',
};

/**
 * The name of an order type in a language (en-US by default): its own, its family's, or the code
 * itself. Files a person downloads use it; screens use the browser's texts, made from the same maps.
 */
export function orderTypeLabel(code: string, locale: Locale = 'en-US'): string {
  const [own, families] = locale === 'zh-CN' ? [ORDER_TYPES_ZH as Record<string, string>, ORDER_TYPE_FAMILIES_ZH] : [ORDER_TYPES as Record<string, string>, ORDER_TYPE_FAMILIES];
  return own[code] ?? families[code] ?? families[code.slice(0, 1)] ?? code;
}

/** The i18n key that names an order type in the browser (the wallet's own, else the family's). */
export function orderTypeKey(code: string): string {
  if (code in ORDER_TYPES) return `wallet.ordTyp.${code}`;
  if (code in ORDER_TYPE_FAMILIES) return `transactions.ordTyp.${code}`;
  if (code.slice(0, 1) in ORDER_TYPE_FAMILIES) return `transactions.ordTyp.${code.slice(0, 1)}`;
  return `transactions.ordTyp.${code}`;
}
