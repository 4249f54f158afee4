import { QueryDasOrderInfoPage, QueryTransRecordDetail } from '../../../shared/actions/transactions';
import { periodProblem } from '../../../shared/rules/statements';
import { nowIso, toNairobi14 } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError, ruleError } from '../../http/errors';
import { type OrderRow, findOrder, orderRecord } from '../money/orders';
import { listScope } from '../staff/scope';
import { roleHolds } from '../staff/staff.queries';
import { walletTransRecord } from '../wallet/wallet.queries';
import { orderHistory, orderPostings, recordSummary, recordsQuery, summaryOf } from './transactions.queries';

/** Function 12 TransactionHistory (spec 000 section 6). */
const HISTORY = { funcNo: '12' };
/** Function 45, the wallet's balance: whoever sees the whole wallet sees all its records. */
const WALLET_BALANCE = '45';

/**
 * The stores whose records the caller reads (docs/areas/staff.md, store scoping): null for all.
 * A staff member reads their own stores' records (a till payment, a refund, what was paid there)
 * unless their role sees the whole wallet's balance (45), as an accountant's does.
 */
async function recordsScope(ctx: SessionContext): Promise<string[] | null> {
  const stores = await listScope(ctx.db, ctx.session);
  return stores && !(await roleHolds(ctx.db, ctx.session.roleId, WALLET_BALANCE)) ? stores : null;
}

/**
 * Refuses, as not found (MMCP4004), an order the caller may not read: the orders the caller made
 * are theirs to follow; anyone else's are read as the transaction records show them (function 12,
 * and a staff member's own stores).
 */
export async function assertOrderReadable(ctx: SessionContext, order: Pick<OrderRow, 'person_id' | 'store_id'>): Promise<void> {
  if (order.person_id === ctx.session.personId) return;
  if (!(await roleHolds(ctx.db, ctx.session.roleId, HISTORY.funcNo))) throw new BizError('MMCP4004');
  const stores = await recordsScope(ctx);
  if (stores && !stores.includes(order.store_id ?? '')) throw new BizError('MMCP4004');
}

/**
 * Transaction records (/finance/transaction) and one record's detail
 * (/finance/components/transRecordDetail). Read-only: nothing here writes the audit trail.
 */
export const transactionsActions = [
  sessionAction(QueryDasOrderInfoPage, HISTORY, async (input, ctx) => {
    if (input.startDate && input.endDate) {
      const problem = periodProblem(input.startDate, input.endDate, toNairobi14(nowIso()).slice(0, 8), null);
      if (problem) throw ruleError(ctx.locale, problem.field, problem.message);
    }
    const merchantId = ctx.session.merchantId;
    const stores = await recordsScope(ctx);
    const q = recordsQuery(ctx.db, merchantId, input, stores);
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    const list = rows.map((o) => ({ ...walletTransRecord(o), rcvCnl: o.channel, receipt: o.receipt }));
    const whole = input.offset === 0 && rows.length < input.limit;
    return { list, ...(whole ? summaryOf(list) : await recordSummary(ctx.db, merchantId, input, stores)) };
  }),

  sessionAction(QueryTransRecordDetail, HISTORY, async (input, ctx) => {
    const order = await findOrder(ctx.db, ctx.session.merchantId, input.ordNo);
    // Another store's record is not found, as if it did not exist.
    const stores = await recordsScope(ctx);
    if (stores && !stores.includes(order.store_id ?? '')) throw new BizError('MMCP4004');
    const [history, postings, payee, operator] = await Promise.all([
      orderHistory(ctx.db, order),
      orderPostings(ctx.db, order),
      order.counterparty_merchant_id
        ? ctx.db.selectFrom('merchants').select('merc_no').where('id', '=', order.counterparty_merchant_id).executeTakeFirst()
        : Promise.resolve(undefined),
      order.person_id
        ? ctx.db.selectFrom('persons').select(['first_name', 'last_name']).where('id', '=', order.person_id).executeTakeFirst()
        : Promise.resolve(undefined),
    ]);
    return {
      order: {
        ...orderRecord(order),
        dcFlg: order.direction === 'out' ? ('d' as const) : ('c' as const),
        rcvMerchantNo: payee?.merc_no ?? null,
        operator: operator ? [operator.first_name, operator.last_name].filter(Boolean).join(' ') || null : null,
      },
      history,
      postings,
    };
  }),
];
