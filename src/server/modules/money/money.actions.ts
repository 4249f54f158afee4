import { QryWalletDetails, QueryTransferOrdSts, QueryTxAmtLimit } from '../../../shared/actions/money';
import { sessionAction } from '../../http/action';
import { fieldError } from '../../http/errors';
import { chargesFor, hasFeeRule, feeRule } from '../../ledger/fees';
import { accountBalance, walletAccountId } from '../../ledger/ledger';
import { findOrder, orderRecord, usedToday } from './orders';
import { assertOrderReadable } from '../transactions/transactions.actions';

/** The wallet, limits and fees, and the status of any order (spec 001 section 7). */
export const moneyActions = [
  sessionAction(QryWalletDetails, { funcNo: '45' }, async (_input, ctx) => {
    const [wallet, merchant] = await Promise.all([
      accountBalance(ctx.db, walletAccountId(ctx.session.merchantId)),
      ctx.db.selectFrom('merchants').select(['merc_no', 'name']).where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow(),
    ]);
    return {
      currency: 'KES' as const,
      balance: wallet.balance,
      reserved: wallet.reserved,
      availableBalance: wallet.available,
      merchantNo: merchant.merc_no,
      merchantName: merchant.name,
    };
  }),

  sessionAction(QueryTxAmtLimit, {}, async (input, ctx) => {
    if (!hasFeeRule(input.transTypId)) throw fieldError(ctx.locale, 'transTypId', 'INVALID_VALUE');
    const rule = feeRule(input.transTypId, input.rcvCnl ?? null);
    const used = await usedToday(ctx.db, ctx.session.merchantId, input.transTypId);
    const charges = input.amount ? chargesFor(input.transTypId, input.rcvCnl ?? null, input.amount) : null;
    return {
      minAmount: rule.min,
      maxAmount: rule.max,
      dailyLimit: rule.daily,
      usedToday: used,
      charges: charges ? { fee: charges.fee, exciseDuty: charges.excise, vat: charges.vat, totalAmount: charges.total } : null,
    };
  }),

  // The screens poll it to follow an order live: the caller's own, or one the records show them.
  sessionAction(QueryTransferOrdSts, {}, async (input, ctx) => {
    const order = await findOrder(ctx.db, ctx.session.merchantId, input.ordNo);
    await assertOrderReadable(ctx, order);
    return orderRecord(order);
  }),
];
