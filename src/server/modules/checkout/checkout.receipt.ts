import type { Kysely } from 'kysely';
import type { GoodsOrder } from '../../../shared/actions/checkout';
import { formatMoney } from '../../../shared/format/money';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';
import { sendMessage } from '../../rails/messaging';

const PAY_NAMES: Record<string, string> = { '0001': 'M-PESA', '0002': 'Wallet', '0008': 'Cash' };

/** 14-digit Nairobi time as people read it on a receipt: 2026-11-21 14:05. */
function when(ts: string | null): string {
  if (!ts) return '';
  return `${ts.slice(0, 4)}-${ts.slice(4, 6)}-${ts.slice(6, 8)} ${ts.slice(8, 10)}:${ts.slice(10, 12)}`;
}

/** The receipt (and simplified tax invoice when the business is VAT-registered) as plain text. */
export function receiptText(o: GoodsOrder): string {
  const lines = [
    o.merchantName,
    o.storeName ?? '',
    o.vatNo ? `VAT No. ${o.vatNo}` : '',
    `Receipt ${o.orderNo}`,
    when(o.paidAt ?? o.createdAt),
    '',
    ...o.items.map((i) => `${i.quantity} x ${i.name} @ ${formatMoney(i.unitPrice)} = ${formatMoney(i.lineTotal)}`),
    '',
    `Sub total: ${formatMoney(o.subTotalAmount)}`,
    o.offerDiscountAmount ? `Discount: -${formatMoney(o.offerDiscountAmount)}` : '',
    o.couponCodeAmount ? `Coupon ${o.coupon?.couponCode ?? ''}: -${formatMoney(o.couponCodeAmount)}` : '',
    `Total: ${formatMoney(o.totalAmount)}`,
    o.vatAmount ? `VAT included (${(o.vatRate / 100).toFixed(0)}%): ${formatMoney(o.vatAmount)}` : '',
    `Paid by ${PAY_NAMES[o.payType ?? ''] ?? o.payType ?? ''}${o.payRef ? ` ${o.payRef}` : ''}`,
    o.changeAmount ? `Cash ${formatMoney(o.cashReceived ?? 0)}, change ${formatMoney(o.changeAmount)}` : '',
    '',
    'Thank you for shopping with us.',
  ];
  return lines.filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== '')).join('\n');
}

/** Sends the receipt by e-mail and/or SMS through the outbox; answers the channels used. */
export async function sendReceipt(db: Kysely<Database>, order: GoodsOrder, to: { email: string | null; mobile: string | null }): Promise<('email' | 'sms')[]> {
  const sent: ('email' | 'sms')[] = [];
  if (to.email) {
    await sendMessage(db, {
      channel: 'email',
      recipient: to.email.trim(),
      subject: `Your receipt ${order.orderNo} from ${order.merchantName}`,
      body: receiptText(order),
      purpose: 'receipt',
    });
    sent.push('email');
  }
  const phone = to.mobile ? normalizePhone(to.mobile) : null;
  if (phone) {
    await sendMessage(db, {
      channel: 'sms',
      recipient: phone,
      body: `${order.merchantName}: receipt ${order.orderNo}, ${order.itemCount} items, total ${formatMoney(order.totalAmount)} paid by ${PAY_NAMES[order.payType ?? ''] ?? ''}${order.payRef ? ` ${order.payRef}` : ''}. Thank you.`,
      purpose: 'receipt',
    });
    sent.push('sms');
  }
  return sent;
}
