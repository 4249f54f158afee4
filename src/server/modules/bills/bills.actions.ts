import {
  CheckBillAccount,
  CreateUtilityBillOrder,
  QueryHistoryBillOrder,
  QueryUtilityBill,
  QueryUtilityServiceProvider,
  QueryUtilityType,
  SubmitRate,
} from '../../../shared/actions/bills';
import { BILLERS, RATING_REWARD_POINTS, UTILITY_KINDS, UTILITY_KIND_CODES } from '../../../shared/dict/bills';
import { formatMoney } from '../../../shared/format/money';
import { newId, nowIso } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { accountBalance, walletAccountId } from '../../ledger/ledger';
import { createOrder, payOrder, recentSameOrder } from '../money/orders';
import { accountActions, saveAccount } from './accounts.actions';
import { billOrdersQuery, loadBillOrders, rewardBalance } from './bills.queries';
import { billDraft, billTarget, checkPackage, fillTokens, lookupBill, recordBillOrder } from './bills.service';
import { planActions } from './plans.actions';
import { totalOf } from '../../db/paging';

/** Function 04 (PayBills) for every action; paying also passes the KYC gate of type 125 (utility). */
const VIEW = { funcNo: '04' } as const;
const PAY = { funcNo: '04', transTypId: '125' } as const;

/** Bills and airtime: providers, validation, the bill order, history and rating. */
const payActions = [
  sessionAction(QueryUtilityType, VIEW, async () => ({
    list: UTILITY_KIND_CODES.map((code) => ({ utilityKind: code, name: UTILITY_KINDS[code], providerCount: BILLERS.filter((b) => b.kind === code).length })),
  })),

  sessionAction(QueryUtilityServiceProvider, VIEW, async (input) => ({
    list: BILLERS.filter((b) => !input.utilityKind || b.kind === input.utilityKind).map((b) => ({
      biller: b.code,
      name: b.name,
      utilityKind: b.kind,
      mode: b.mode,
      accountLabel: b.accountLabel,
    })),
  })),

  sessionAction(CheckBillAccount, VIEW, async (input, ctx) => {
    const bill = await lookupBill(ctx.money, ctx.locale, billTarget(ctx.locale, input.biller, input.accountNo));
    return { biller: bill.biller, accountNo: bill.accountNo, accountName: bill.accountName, valid: 'Y' as const };
  }),

  sessionAction(QueryUtilityBill, VIEW, async (input, ctx) => lookupBill(ctx.money, ctx.locale, billTarget(ctx.locale, input.biller, input.accountNo))),

  sessionAction(CreateUtilityBillOrder, PAY, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const target = billTarget(ctx.locale, input.biller, input.accountNo);
    let order = await ctx.db.selectFrom('money_orders').selectAll().where('merchant_id', '=', merchantId).where('request_id', '=', input.requestId).executeTakeFirst();
    let authTxCode: string | null = null;
    let accountName: string | null = null;
    if (order) {
      // A repeat of the same request: the same order, unless its details differ.
      const bill = await ctx.db.selectFrom('bill_orders').selectAll().where('order_id', '=', order.id).executeTakeFirst();
      if (!bill || bill.biller !== target.biller.code || bill.account_no !== target.accountNo || Number(order.amount) !== input.amount) throw new BizError('MMCP0010');
      accountName = bill.account_name;
      authTxCode = order.status === 'U' ? order.auth_tx_code : null;
    } else {
      if (input.authTxCode) throw new BizError('MMCP5417');
      const bill = await lookupBill(ctx.money, ctx.locale, target);
      const pkg = checkPackage(ctx.locale, bill, input.packageCode, input.amount);
      accountName = bill.accountName;
      const draft = billDraft(target, { amount: input.amount, requestId: input.requestId, accountName, packageCode: pkg?.code ?? null, remarks: input.remarks, regular: false });
      const made = await createOrder(ctx, ctx.money, draft);
      order = made.order;
      authTxCode = made.authTxCode;
      await recordBillOrder(ctx.db, order, target, { accountName, packageCode: pkg?.code ?? null, packageName: pkg?.name ?? null });
      if (input.saveAccount === 'Y') await saveAccount(ctx, target, { accountName, nickname: null, packageCode: pkg?.code ?? null }, { quiet: true });
    }
    if (input.authTxCode) {
      const before = order;
      // The audit row commits with the money (the pay step that moved it writes it, once).
      order = await payOrder(ctx, ctx.money, before, input.authTxCode, (after) => ({
        event: 'BILL_PAY',
        detail: { code: 'AUDIT_BILL_PAY', params: { amount: formatMoney(Number(after.amount)), biller: target.biller.name, accountNo: target.accountNo, ordNo: after.ord_no } },
      }));
      authTxCode = null;
    }
    const [record] = await loadBillOrders(ctx.db, merchantId, [order.id]);
    if (!record) throw new Error(`bill order ${order.ord_no} has no bill row`);
    const wallet = await accountBalance(ctx.db, walletAccountId(merchantId));
    return {
      ordNo: record.ordNo,
      authTxCode,
      amount: record.amount,
      fee: record.fee,
      exciseDuty: record.exciseDuty,
      vat: record.vat,
      totalAmount: record.totalAmount,
      accountName,
      balanceAfter: order.status === 'U' ? wallet.available - record.totalAmount : wallet.available,
      order: record,
      repeatOf: order.status === 'U' ? await recentSameOrder(ctx.db, order) : null,
    };
  }),

  sessionAction(QueryHistoryBillOrder, VIEW, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    let q = billOrdersQuery(ctx.db, merchantId);
    // An order still waiting for its PIN moved no money and is no record (docs/areas/statements.md):
    // the history leaves it out; asked for by its number (the result screen), it is answered.
    if (input.ordNo) q = q.where('b.ord_no', '=', input.ordNo);
    else q = q.where('o.status', '!=', 'U');
    if (input.utilityKind) q = q.where('b.utility_kind', '=', input.utilityKind);
    if (input.status) q = q.where('o.status', '=', input.status);
    const rows = await q.select('b.order_id').orderBy('b.created_at', 'desc').orderBy('b.order_id', 'desc').limit(input.limit).offset(input.offset).execute();
    const ids = rows.map((r) => r.order_id);
    await fillTokens(ctx.money, merchantId, ids);
    const [list, total, rewardPoints] = await Promise.all([loadBillOrders(ctx.db, merchantId, ids), totalOf(q, input, rows.length), rewardBalance(ctx.db, merchantId)]);
    return { list, total, rewardPoints };
  }),

  sessionAction(SubmitRate, VIEW, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const row = await billOrdersQuery(ctx.db, merchantId).where('b.ord_no', '=', input.ordNo).select(['b.order_id', 'o.status', 'b.rating']).executeTakeFirst();
    if (!row) throw new BizError('MMCP5413');
    if (row.status !== 'S') throw new BizError('MMCP5414');
    if (row.rating !== null) throw new BizError('MMCP5415');
    const now = nowIso();
    const rated = await ctx.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('bill_orders')
        .set({ rating: input.rate, rating_comment: input.comment || null, rated_at: now })
        .where('order_id', '=', row.order_id)
        .where('rating', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('reward_points')
        .values({ id: newId(), merchant_id: merchantId, points: RATING_REWARD_POINTS, reason: 'rating', ref: `rate:${row.order_id}`, created_at: now })
        .execute();
      return true;
    });
    if (!rated) throw new BizError('MMCP5415');
    await ctx.audit({ event: 'BILL_RATE', detail: { code: 'AUDIT_BILL_RATE', params: { ordNo: input.ordNo, rate: input.rate, points: RATING_REWARD_POINTS } } });
    return { ordNo: input.ordNo, rating: input.rate, points: RATING_REWARD_POINTS, rewardPoints: await rewardBalance(ctx.db, merchantId) };
  }),
];

export const billsActions = [...payActions, ...accountActions, ...planActions];
