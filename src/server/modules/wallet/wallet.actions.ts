import { QryWalletDailyFlow, QryWalletTransList, QueryWithdrawAccounts, Withdraw, WithdrawPreOrder } from '../../../shared/actions/wallet';
import { formatMoney } from '../../../shared/format/money';
import { normalizePhone } from '../../../shared/rules/identity';
import { totalOf } from '../../db/paging';
import { sessionAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { type OrderDraft, counterpartyText, createOrder, findOrder, orderRecord, payOrder } from '../money/orders';
import { dailyFlow, walletActivity, walletTransRecord, withdrawAccounts } from './wallet.queries';
import { roleHolds } from '../staff/staff.queries';

/** Function numbers (spec 000 section 6): 03 Withdraw, 45 ViewBalance. Menu transaction type 132 withdraw. */
const WITHDRAW = { funcNo: '03', transTypId: '132' };

/**
 * The wallet's activity on /home and withdrawals to the business's own bank account (EFT) or
 * M-PESA number (B2C), each confirmed with the PIN: WithdrawPreOrder → VerifyPasscodeTrans →
 * Withdraw; the order is then followed with QueryTransferOrdSts until S or F.
 */
export const walletActions = [
  sessionAction(QryWalletTransList, { funcNo: '45' }, async (input, ctx) => {
    // The whole wallet's activity (45), and every payment in it, with names and amounts, is what
    // the transaction records (12) show: the balance alone does not show them, and the list is
    // empty (home shows no activity then). The requests to pay alone (R1) are also the
    // request-to-pay screen's (02). 12 without 45 is a store's records only (transactions area).
    if (!(await roleHolds(ctx.db, ctx.session.roleId, ...(input.ordTyp === 'R1' ? ['12', '02'] : ['12'])))) return { list: [], total: 0 };
    const q = walletActivity(ctx.db, ctx.session.merchantId, input.ordTyp);
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    return { list: rows.map(walletTransRecord), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(QryWalletDailyFlow, { funcNo: '45' }, async (input, ctx) => ({ list: await dailyFlow(ctx.db, ctx.session.merchantId, input.days) })),

  sessionAction(QueryWithdrawAccounts, { funcNo: '03' }, async (_input, ctx) => {
    const { bank, mobiles } = await withdrawAccounts(ctx.db, ctx.session.merchantId);
    return { bank, mobiles };
  }),

  sessionAction(WithdrawPreOrder, WITHDRAW, async (input, ctx) => {
    const accounts = await withdrawAccounts(ctx.db, ctx.session.merchantId);
    const base = { ordTyp: '28' as const, transTypId: '132', direction: 'out' as const, amount: input.amount, requestId: input.requestId, remarks: input.remarks ?? null };
    let draft: OrderDraft;
    if (input.method === 'bank') {
      const bank = accounts.bank;
      if (!bank) throw new BizError('MMCP4401', {}, { field: 'method' });
      draft = {
        ...base,
        rail: 'bank' as const,
        channel: '41',
        counterparty: { name: bank.accountName, account: bank.accountNo, bank: bank.bankName },
        payout: { kind: 'account' as const, bankCode: bank.bankCode ?? bank.bankName, accountNo: bank.accountNo, accountName: bank.accountName, method: 'EFT' as const },
      };
    } else {
      if (!input.msisdn) throw fieldError(ctx.locale, 'msisdn');
      const msisdn = normalizePhone(input.msisdn);
      const mobile = accounts.mobiles.find((m) => m.msisdn === msisdn);
      if (!mobile) throw new BizError('MMCP4402', {}, { field: 'msisdn' });
      draft = {
        ...base,
        rail: 'mpesa' as const,
        channel: '44',
        counterparty: { name: mobile.name ?? accounts.businessName, phone: mobile.msisdn },
        payout: { kind: 'phone' as const, msisdn: mobile.msisdn },
      };
    }
    const { order, authTxCode } = await createOrder(ctx, ctx.money, draft);
    return { authTxCode, order: orderRecord(order) };
  }),

  sessionAction(Withdraw, WITHDRAW, async (input, ctx) => {
    const found = await findOrder(ctx.db, ctx.session.merchantId, input.ordNo);
    if (found.ord_typ !== '28') throw new BizError('MMCP4004');
    // The audit row commits with the money (the pay step that moved it writes it, once).
    const order = await payOrder(ctx, ctx.money, found, input.authTxCode, (after) => {
      const to = after.channel === '41' ? `${after.counterparty_bank ?? ''} ${after.counterparty_account ?? ''}`.trim() : counterpartyText({ ...after, counterparty_name: null });
      return { event: 'WITHDRAW', detail: { code: 'AUDIT_WITHDRAW', params: { amount: formatMoney(after.amount), to, ordNo: after.ord_no } } };
    });
    return orderRecord(order);
  }),
];
