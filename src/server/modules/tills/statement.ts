import { type Kysely, sql } from 'kysely';
import type { OutputOf } from '../../../shared/actions/contract';
import type { QueryTillStatement } from '../../../shared/actions/tills';
import { TILL_MOVEMENT_NAMES, type TillMovement, tillMovementIn } from '../../../shared/dict/tills';
import type { Database } from '../../db/schema';
import { nairobiDayStartIso, nowIso, toNairobi14 } from '../../db/util';
import { type Locale, messageText } from '../../../shared/i18n/messages';
import { periodProblem } from '../../../shared/rules/statements';
import { ruleError } from '../../http/errors';
import { tillAccountId } from '../../ledger/ledger';
import { REFUND_ORD_TYP } from '../orders/refunds.service';
import { type ExportTable, balanceSummary, periodSummary } from '../statements/export';
import { nextDate, ownTill } from './tills.queries';

/** More movements than one statement shows (the page asks for a shorter period). */
export const STATEMENT_MAX = 2000;

type Statement = OutputOf<typeof QueryTillStatement>;

/**
 * A till's statement for a period of Nairobi business dates: the opening balance (its posted
 * entries before the period), every posted movement in it with the running balance, the closing
 * balance. Pending settlements are not movements until the network confirms them.
 */
export async function tillStatement(db: Kysely<Database>, merchantId: string, input: { tillId: string; startDate: string; endDate: string }, locale: Locale): Promise<Statement> {
  const till = await ownTill(db, merchantId, input.tillId);
  // The same period rule as the account statement and the records (no length limit: STATEMENT_MAX caps the rows).
  const problem = periodProblem(input.startDate, input.endDate, toNairobi14(nowIso()).slice(0, 8), null);
  if (problem) throw ruleError(locale, problem.field, problem.message);
  const store = await db.selectFrom('stores').select('name').where('id', '=', till.store_id).executeTakeFirstOrThrow();
  const from = nairobiDayStartIso(input.startDate);
  const to = nairobiDayStartIso(nextDate(input.endDate));
  const account = tillAccountId(till.id);
  // One snapshot for the balances and the movements (repeatable read on PostgreSQL), so a payment
  // landing meanwhile is in all of them or in none.
  const { balances, rows } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      return {
        balances: await tillBalancesAt(trx, account, from, to),
        rows: await posted(trx, account)
          .leftJoin('money_orders', 'money_orders.id', 'journal_entries.order_id')
          .select(['postings.amount', 'journal_entries.created_at', 'journal_entries.idem_key', 'journal_entries.kind', 'money_orders.ord_no', 'money_orders.details'])
          // The posting's created_at is its entry's: the range rides on postings_account_idx.
          .where('postings.created_at', '>=', from)
          .where('postings.created_at', '<', to)
          .orderBy('journal_entries.created_at')
          .orderBy('journal_entries.id')
          .limit(STATEMENT_MAX + 1)
          .execute(),
      };
    });
  const { openingBalance, closingBalance } = balances;
  const moves = rows.slice(0, STATEMENT_MAX).map((r) => ({ ...r, amount: Number(r.amount), ...movementOf(r, Number(r.amount)) }));
  const refundOrders = await refundOrderNos(
    db,
    merchantId,
    moves.flatMap((m) => (m.refundId ? [m.refundId] : [])),
  );
  let balance = openingBalance;
  let totalIn = 0;
  let totalOut = 0;
  const entries = moves.map((m) => {
    balance += m.amount;
    if (m.amount >= 0) totalIn += m.amount;
    else totalOut -= m.amount;
    return {
      at: toNairobi14(m.created_at),
      kind: m.amount >= 0 ? ('P' as const) : ('S' as const),
      type: m.type,
      description: TILL_MOVEMENT_NAMES[m.type].en,
      reference: m.refundId ? (refundOrders.get(m.refundId) ?? null) : m.reference,
      credit: Math.max(m.amount, 0),
      debit: m.amount < 0 ? -m.amount : 0,
      balance,
    };
  });
  return {
    tillNo: till.till_no,
    tillName: till.name,
    storeName: store.name,
    startDate: input.startDate,
    endDate: input.endDate,
    openingBalance,
    closingBalance,
    totalIn,
    totalOut,
    entries,
    truncated: rows.length > STATEMENT_MAX ? 'Y' : 'N',
  };
}

/** The till account's postings of posted entries (a pending settlement is no movement yet). */
function posted(db: Kysely<Database>, account: string) {
  return db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .where('postings.account_id', '=', account)
    .where('journal_entries.status', '=', 'S');
}

/**
 * The till's balance when `from` and `to` began: the postings of its posted entries made before
 * each. Worked back from the account's balance (the sum of all of them, ledger.ts) by taking off
 * those made since, so a recent period reads its own days on postings_account_idx (account_id,
 * created_at) rather than every posting of the till's history (a year of a busy till: 140 ms). A
 * posting's created_at is its entry's (ledger.ts writes both).
 */
async function tillBalancesAt(db: Kysely<Database>, account: string, from: string, to: string): Promise<{ openingBalance: number; closingBalance: number }> {
  const since = (at: string) =>
    posted(db, account)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('postings.amount'), sql<number>`0`).as('s'))
      .where('postings.created_at', '>=', at);
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['balance', since(from).as('since_from'), since(to).as('since_to')])
    .where('id', '=', account)
    .executeTakeFirst();
  if (!row) return { openingBalance: 0, closingBalance: 0 };
  return { openingBalance: row.balance - Number(row.since_from), closingBalance: row.balance - Number(row.since_to) };
}

interface MovementRow {
  idem_key: string;
  kind: string;
  ord_no: string | null;
  details: string | null;
}

/**
 * What a movement was and what the merchant knows it by: the network's transaction id of an M-PESA
 * payment, the sale's order number, the wallet payment's or settlement's money order number; a
 * refund's order number is looked up by its refund id.
 */
function movementOf(r: MovementRow, amount: number): { type: TillMovement; reference: string | null; refundId: string | null } {
  if (r.idem_key.startsWith('c2b:')) return { type: 'mpesa', reference: r.idem_key.split(':')[2] ?? null, refundId: null };
  const details = r.details ? (JSON.parse(r.details) as { onSettle?: string; goodsOrderNo?: string; refundId?: string }) : {};
  if (r.kind === REFUND_ORD_TYP) {
    const refundId = details.refundId ?? (r.idem_key.startsWith('refund:') ? r.idem_key.slice('refund:'.length) : null);
    return { type: 'refund', reference: null, refundId };
  }
  if (r.kind === 'A9') return { type: 'eod', reference: r.ord_no, refundId: null };
  if (r.kind === 'A6') return { type: 'settlement', reference: r.ord_no, refundId: null };
  if (amount >= 0 && details.onSettle === 'checkout') return { type: 'sale', reference: details.goodsOrderNo ?? r.ord_no, refundId: null };
  if (amount >= 0 && r.kind === '42') return { type: 'wallet', reference: r.ord_no, refundId: null };
  return { type: amount >= 0 ? 'in' : 'out', reference: r.ord_no, refundId: null };
}

/** The goods order number of each refund, by refund id (this business's only). */
async function refundOrderNos(db: Kysely<Database>, merchantId: string, refundIds: string[]): Promise<Map<string, string>> {
  if (refundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goods_refunds')
    .innerJoin('goods_orders', 'goods_orders.id', 'goods_refunds.order_id')
    .select(['goods_refunds.id', 'goods_orders.order_no'])
    .where('goods_refunds.merchant_id', '=', merchantId)
    .where('goods_refunds.id', 'in', [...new Set(refundIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.order_no]));
}

/** The statement as an export table in a language (src/server/modules/statements/export.ts makes PDF, CSV or XLSX of it). */
export function statementTable(st: Statement, businessName: string): (locale: Locale) => ExportTable {
  return (locale) => ({
    title: messageText('EXPORT_TILL_STATEMENT', locale),
    summary: [
      { label: messageText('EXPORT_BUSINESS', locale), value: businessName },
      { label: messageText('EXPORT_TILL', locale), value: `${st.tillNo} ${st.tillName} (${st.storeName})` },
      periodSummary(st.startDate, st.endDate, locale),
      ...balanceSummary({ opening: st.openingBalance, moneyIn: st.totalIn, moneyOut: st.totalOut, closing: st.closingBalance }, locale),
    ],
    columns: [
      { key: 'at', title: messageText('EXPORT_COL_DATE', locale), kind: 'datetime', width: 1.25 },
      { key: 'description', title: messageText('EXPORT_COL_DESCRIPTION', locale), width: 1.8 },
      { key: 'reference', title: messageText('EXPORT_COL_REFERENCE', locale), width: 1.4 },
      { key: 'credit', title: messageText('EXPORT_COL_CREDIT', locale), kind: 'money' },
      { key: 'debit', title: messageText('EXPORT_COL_DEBIT', locale), kind: 'money' },
      { key: 'balance', title: messageText('EXPORT_COL_BALANCE', locale), kind: 'money' },
    ],
    rows: st.entries.map((e) => ({ at: e.at, description: tillMovementIn(e.type, locale), reference: e.reference, credit: e.credit || null, debit: e.debit || null, balance: e.balance })),
  });
}
