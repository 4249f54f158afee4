import type { MessageText } from './messages';

/**
 * The lines of a sale's history (goods_order_events.detail, shown under each step on the order
 * detail page): each step keeps its code and parameters and is worded in the reader's language
 * when read. en-US is the English the history always showed, word for word. A reason a person
 * typed (a cancelled sale's) or a network's own words stay as they were written.
 */
export const ORDER_EVENT_MESSAGES = {
  EVT_CREATED: { 'en-US': '{amount}, {count} items', 'zh-CN': '{amount}，共 {count} 件商品' },
  EVT_TOTAL: { 'en-US': '{amount}', 'zh-CN': '{amount}' },
  EVT_CASH: { 'en-US': 'Cash {cash}, change {change}', 'zh-CN': '现金 {cash}，找零 {change}' },
  EVT_MPESA: { 'en-US': 'M-PESA {ref}', 'zh-CN': 'M-PESA {ref}' },
  EVT_PAID_LATE: { 'en-US': 'M-PESA {transId}: {amount} arrived after the payment was closed', 'zh-CN': 'M-PESA {transId}：{amount} 在付款关闭后到账' },
  EVT_TILL_PAYMENT: { 'en-US': 'Till payment {transId}', 'zh-CN': '收银台收款 {transId}' },
  EVT_PAY_CODE: { 'en-US': 'Pay code {code}', 'zh-CN': '付款码 {code}' },
  EVT_WALLET_PAY_CODE: { 'en-US': 'Wallet {payer}, pay code {code}, {ordNo}', 'zh-CN': '钱包 {payer}，付款码 {code}，{ordNo}' },
  EVT_RECEIPT: { 'en-US': '{by}', 'zh-CN': '{by}' },
  EVT_UNPAID_CLOSED: { 'en-US': 'Closed: not paid within {hours} hours', 'zh-CN': '已关闭：{hours} 小时内未付款' },
  EVT_REFUND_FULL_ASKED: { 'en-US': 'Full refund of {amount} requested', 'zh-CN': '已申请全额退款 {amount}' },
  EVT_REFUND_PART_ASKED: { 'en-US': 'Partial refund of {amount} requested', 'zh-CN': '已申请部分退款 {amount}' },
  EVT_REFUND_PAID: { 'en-US': 'Refund {refundNo} of {amount} paid back', 'zh-CN': '退款 {refundNo}（{amount}）已退还' },
  EVT_REFUND_FAILED: { 'en-US': 'Refund {refundNo} of {amount} was not successful', 'zh-CN': '退款 {refundNo}（{amount}）未成功' },
  EVT_REFUND_FAILED_BECAUSE: { 'en-US': 'Refund {refundNo} of {amount} was not successful: {reason}', 'zh-CN': '退款 {refundNo}（{amount}）未成功：{reason}' },
  EVT_REFUND_PAID_LATE: {
    'en-US': 'Refund {refundNo} of {amount} paid back: M-PESA confirmed it after it had been recorded as not successful',
    'zh-CN': '退款 {refundNo}（{amount}）已退还：M-PESA 在其被记为未成功后确认了它',
  },
  EVT_REFUND_PAID_TWICE: {
    'en-US': 'Refund {refundNo} of {amount} was confirmed by M-PESA after it had failed, and the order was refunded again meanwhile: the customer was paid twice',
    'zh-CN': '退款 {refundNo}（{amount}）在失败后被 M-PESA 确认，而订单期间已再次退款：顾客收到了两次退款',
  },
} as const satisfies Record<string, MessageText>;
