import type { Kysely } from 'kysely';
import type { OutputOf } from '../../../shared/actions/contract';
import type { QueryTillStatement } from '../../../shared/actions/tills';
import type { Database } from '../../db/schema';
import { nairobiDayStartIso, toNairobi14 } from '../../db/util';
import { BizError } from '../../http/errors';
import { tillAccountId } from '../../ledger/ledger';
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
export async function tillStatement(db: Kysely<Database>, merchantId: string, input: { tillId: string; startDate: string; endDate: string }): Promise<Statement> {
  const till = await ownTill(db, merchantId, input.tillId);
  if (input.endDate < input.startDate) throw new BizError('MMCP0006', { field: 'endDate', message: 'before startDate' }, { field: 'endDate' });
  const store = await db.selectFrom('stores').select('name').where('id', '=', till.store_id).executeTakeFirstOrThrow();
  const from = nairobiDayStartIso(input.startDate);
  const to = nairobiDayStartIso(nextDate(input.endDate));
  const posted = () =>
    db
      .selectFrom('postings')
      .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
      .where('postings.account_id', '=', tillAccountId(till.id))
      .where('journal_entries.status', '=', 'S');
  const sumBefore = async (at: string) =>
    Number(
      (await posted().select((eb) => eb.fn.sum<number | string | null>('postings.amount').as('s')).where('journal_entries.created_at', '<', at).executeTakeFirst())?.s ?? 0,
    );
  const openingBalance = await sumBefore(from);
  const closingBalance = await sumBefore(to);
  const rows = await posted()
    .select(['postings.amount', 'journal_entries.created_at', 'journal_entries.idem_key', 'journal_entries.memo', 'journal_entries.kind'])
    .where('journal_entries.created_at', '>=', from)
    .where('journal_entries.created_at', '<', to)
    .orderBy('journal_entries.created_at')
    .orderBy('journal_entries.id')
    .limit(STATEMENT_MAX + 1)
    .execute();
  let balance = openingBalance;
  let totalIn = 0;
  let totalOut = 0;
  const entries = rows.slice(0, STATEMENT_MAX).map((r) => {
    const amount = Number(r.amount);
    balance += amount;
    if (amount >= 0) totalIn += amount;
    else totalOut -= amount;
    const c2b = r.idem_key.startsWith('c2b:') ? (r.idem_key.split(':')[2] ?? null) : null;
    return {
      at: toNairobi14(r.created_at),
      kind: amount >= 0 ? ('P' as const) : ('S' as const),
      description: amount >= 0 ? (c2b ? 'Payment by M-PESA' : 'Payment from a wallet') : r.kind === 'A9' ? 'End-of-day settlement' : 'Settlement',
      // The network's transaction id of a payment, the order number of a wallet payment or a settlement sent on a network.
      reference: c2b ?? (r.idem_key.startsWith('order:') ? r.memo.split(' ')[0] || null : null),
      credit: Math.max(amount, 0),
      debit: amount < 0 ? -amount : 0,
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

/** The statement as an export table (src/server/modules/statements/export.ts makes PDF, CSV or XLSX of it). */
export function statementTable(st: Statement, businessName: string): ExportTable {
  return {
    title: 'Till statement',
    summary: [
      { label: 'Business', value: businessName },
      { label: 'Till', value: `${st.tillNo} ${st.tillName} (${st.storeName})` },
      periodSummary(st.startDate, st.endDate),
      ...balanceSummary({ opening: st.openingBalance, moneyIn: st.totalIn, moneyOut: st.totalOut, closing: st.closingBalance }),
    ],
    columns: [
      { key: 'at', title: 'Date', kind: 'datetime', width: 1.25 },
      { key: 'description', title: 'Description', width: 1.8 },
      { key: 'reference', title: 'Reference', width: 1.4 },
      { key: 'credit', title: 'Credit (KES)', kind: 'money' },
      { key: 'debit', title: 'Debit (KES)', kind: 'money' },
      { key: 'balance', title: 'Balance (KES)', kind: 'money' },
    ],
    rows: st.entries.map((e) => ({ at: e.at, description: e.description, reference: e.reference, credit: e.credit || null, debit: e.debit || null, balance: e.balance })),
  };
}
