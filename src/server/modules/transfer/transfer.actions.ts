import {
  CancelTransferOrder,
  QueryTransferOrderDetail,
  TransferManyPay,
  TransferManyPreOrder,
  TransferPay,
  TransferPreOrder,
} from '../../../shared/actions/transfer';
import type { TextParam } from '../../../shared/i18n/messages';
import { formatMoney } from '../../../shared/format/money';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { accountBalance, walletAccountId } from '../../ledger/ledger';
import { cancelWaitingOrder, counterpartyText, createOrder, payOrder, recentSameOrder } from '../money/orders';
import { checkSplitPayment, linkSplitPayment } from '../notifications/split';
import { channelWord } from '../audit/audit.detail';
import { preOrderMany, payMany } from './batch';
import { checkChannelKyc, findTransfer, resolveTransferPayee, transferDraft, transferRecord } from './transfer.service';

/** The gate of every transfer action: function 09 (Transfer), transfer type 110 (spec 001 section 3). */
const TRANSFER = { funcNo: '09', transTypId: '110' } as const;

/** The channel a transfer went by, as catalogue words ('transfer' when it names none). */
function channelText(rcvCnl: string | null, brand: string): TextParam {
  return channelWord(rcvCnl, brand) ?? { code: 'AUDIT_WORD_TRANSFER' };
}

/** Send money: one payee (pre-order, PIN, pay), many payees under one PIN, cancel and detail. */
export const transferActions = [
  sessionAction(TransferPreOrder, TRANSFER, async (input, ctx) => {
    const payee = await resolveTransferPayee(ctx, input);
    await checkChannelKyc(ctx, payee.channel);
    const splitShare = input.splitOrderNo ? await checkSplitPayment(ctx, input.splitOrderNo, payee, input.amount, input.requestId) : null;
    const draft = await transferDraft(ctx, payee, { amount: input.amount, requestId: input.requestId, remarks: input.remarks });
    const { order, authTxCode } = await createOrder(ctx, ctx.money, draft);
    if (splitShare) await linkSplitPayment(ctx.db, splitShare, order.ord_no);
    const record = transferRecord(order);
    const wallet = await accountBalance(ctx.db, walletAccountId(ctx.session.merchantId));
    return {
      ordNo: record.ordNo,
      authTxCode,
      amount: record.amount,
      fee: record.fee,
      exciseDuty: record.exciseDuty,
      vat: record.vat,
      totalAmount: record.totalAmount,
      rcvCnl: payee.channel.code,
      rcvNm: record.rcvNm,
      rcvMblNo: record.rcvMblNo,
      rcvAcNo: record.rcvAcNo,
      rcvBnkNm: record.rcvBnkNm,
      accountReference: record.accountReference,
      transTypId: record.transTypId,
      transferType: record.transferType,
      fundSource: record.fundSource,
      status: record.status,
      balanceAfter: order.status === 'U' ? wallet.available - record.totalAmount : wallet.available,
      nameConfirmed: payee.nameConfirmed,
      repeatOf: await recentSameOrder(ctx.db, order),
    };
  }),

  sessionAction(TransferPay, TRANSFER, async (input, ctx) => {
    const before = await findTransfer(ctx, input.ordNo);
    // The audit row is written in the transaction that moves (or holds) the money: one commit.
    const after = await payOrder(ctx, ctx.money, before, input.authTxCode, (paid) => {
      const record = transferRecord(paid);
      return {
        event: 'TRANSFER',
        detail: { code: 'AUDIT_TRANSFER', params: { amount: formatMoney(record.amount), to: counterpartyText(paid), channel: channelText(record.rcvCnl, ctx.config.walletBrand), ordNo: record.ordNo } },
        result: paid.status === 'F' ? 'F' : 'S',
      };
    });
    return transferRecord(after);
  }),

  sessionAction(CancelTransferOrder, { funcNo: '09' }, async (input, ctx) => {
    const order = await findTransfer(ctx, input.ordNo);
    if (order.status === 'F' && order.result_code === 'CANCELLED') return transferRecord(order);
    if (order.status !== 'U') throw new BizError('MMCP4203');
    // Paid in the meantime (another tab): the order is on its way and is no longer cancelled.
    if (!(await cancelWaitingOrder(ctx.db, order.id))) throw new BizError('MMCP4203');
    await ctx.audit({ event: 'TRANSFER', detail: { code: 'AUDIT_TRANSFER_CANCEL', params: { ordNo: order.ord_no } }, result: 'F' });
    return transferRecord(await findTransfer(ctx, input.ordNo));
  }),

  sessionAction(QueryTransferOrderDetail, { funcNo: '09' }, async (input, ctx) => transferRecord(await findTransfer(ctx, input.ordNo))),

  sessionAction(TransferManyPreOrder, TRANSFER, (input, ctx) => preOrderMany(ctx, input)),

  sessionAction(TransferManyPay, TRANSFER, (input, ctx) => payMany(ctx, input)),
];
