import { RefundGoodsOrder } from '../../../shared/actions/orders';
import { formatMoney } from '../../../shared/format/money';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { loadOrder, reloadSummary } from './orders.queries';
import { createRefund, refundView } from './refunds.service';

/** How long the refund action waits for M-PESA's answer before it answers 'processing'. */
const WAIT_MS = 4_000;

export const refundsActions = [
  sessionAction(RefundGoodsOrder, { funcNo: '0503' }, async (input, ctx) => {
    const order = await loadOrder(ctx, input.orderNo);
    if (!['PS', 'WR', 'SR', 'MR'].includes(order.pay_status) || Number(order.paid_amount) <= 0) throw new BizError('MMCP6003', {}, { field: 'orderNo' });
    const refundable = Math.max(0, Number(order.paid_amount) - Number(order.refunded_amount));
    const lines = await ctx.db.selectFrom('goods_order_items').select(['id', 'product_id', 'quantity', 'refunded_qty']).where('order_id', '=', order.id).execute();
    let items: { itemId: string; productId: string | null; quantity: number }[];
    if (input.refundType === 'F') {
      // A full refund gives back everything that is left, items included.
      items = lines.filter((l) => Number(l.quantity) > Number(l.refunded_qty)).map((l) => ({ itemId: l.id, productId: l.product_id, quantity: Number(l.quantity) - Number(l.refunded_qty) }));
    } else {
      items = [];
      for (const wanted of input.items) {
        const line = lines.find((l) => l.id === wanted.itemId);
        if (!line || wanted.quantity > Number(line.quantity) - Number(line.refunded_qty)) throw new BizError('MMCP6006', {}, { field: 'items' });
        items.push({ itemId: line.id, productId: line.product_id, quantity: wanted.quantity });
      }
    }
    const amount = input.refundType === 'F' ? refundable : input.amount;
    if (amount === undefined) throw new BizError('MMCP6010', {}, { field: 'amount' });
    if (amount <= 0 || amount > refundable) throw new BizError('MMCP6004', { max: formatMoney(refundable, '') }, { field: 'amount' });
    const { refundId, created } = await createRefund(ctx, {
      order,
      refundType: input.refundType,
      amount,
      items,
      reason: input.reason,
      remarks: input.remarks || null,
      requestId: input.requestId,
      refundPhone: input.refundPhone ?? null,
    });
    // An M-PESA refund is answered by the network in a moment: wait a little to tell the result.
    let refund = await refundView(ctx.db, refundId);
    for (const until = Date.now() + WAIT_MS; refund.payStatus === 'P' && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 100));
      refund = await refundView(ctx.db, refundId);
    }
    if (created) {
      await ctx.audit({
        event: 'ORDER_REFUND',
        detail: { code: input.refundType === 'F' ? 'AUDIT_REFUND_FULL' : 'AUDIT_REFUND_PARTIAL', params: { refundNo: refund.refundNo, amount: formatMoney(amount), orderNo: order.order_no, reason: input.reason, payStatus: refund.payStatus } },
        result: refund.payStatus === 'F' ? 'F' : 'S',
        after: { refundNo: refund.refundNo, amount, payStatus: refund.payStatus, refundStatus: refund.refundStatus },
      });
    }
    if (refund.payStatus === 'F') throw new BizError('MMCP6005', {}, { refundNo: refund.refundNo });
    return { refund, order: await reloadSummary(ctx.db, order.id) };
  }),
];
