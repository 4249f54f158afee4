import { type Kysely, sql } from 'kysely';
import type { TransPosting, TransRecordFilter } from '../../../shared/actions/transactions';
import type { WalletTrans } from '../../../shared/actions/wallet';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';
import { containing, nairobiDayStartIso, toNairobi14 } from '../../db/util';
import { walletAccountId } from '../../ledger/ledger';
import type { OrderRow } from '../money/orders';
import { walletOrders } from '../wallet/wallet.queries';

/** The Nairobi day after `yyyymmdd`. */
export function nextDay(yyyymmdd: string): string {
  const d = new Date(Date.UTC(+yyyymmdd.slice(0, 4), +yyyymmdd.slice(4, 6) - 1, +yyyymmdd.slice(6, 8) + 1));
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}


/**
 * The business's records for a filter: the wallet's activity query (orders still waiting for a PIN
 * moved no money and are left out) narrowed by period, type, status, channel, direction and a
 * keyword. The period and the order ride on money_orders_merchant_idx (merchant_id, created_at,
 * id); one order type on money_orders_merchant_type_idx (merchant_id, ord_typ, created_at, id).
 * The keyword matches the order number or the receipt whole, the phone as typed, and a part of
 * the name, account or phone (any case, % and _ taken literally). No index finds a part of a text,
 * so every order of the business is tested; on SQLite money_orders_merchant_idx holds the columns
 * the keyword reads (0043), so the count and totals read the index alone and the page reads only
 * the rows it shows: about 13 ms a statement at a year's 60,000 orders, where reading each order's
 * row took 25 to 47 ms. PostgreSQL scans the table (0043 says why).
 * `stores` narrows it to those stores' orders (`recordsScope`), null for all.
 */
export function recordsQuery(db: Kysely<Database>, merchantId: string, f: TransRecordFilter, stores: string[] | null = null) {
  let q = walletOrders(db, merchantId, f.ordTyp);
  if (stores) q = q.where('store_id', 'in', stores);
  if (f.startDate) q = q.where('created_at', '>=', nairobiDayStartIso(f.startDate));
  if (f.endDate) q = q.where('created_at', '<', nairobiDayStartIso(nextDay(f.endDate)));
  if (f.transTypId) q = q.where('trans_typ_id', '=', f.transTypId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.rcvCnl) q = q.where('channel', '=', f.rcvCnl);
  if (f.dcFlg) q = q.where('direction', '=', f.dcFlg === 'd' ? 'out' : 'in');
  const keyword = f.keyword?.trim();
  if (keyword) {
    const phone = /^[+\d\s]{9,16}$/.test(keyword) ? normalizePhone(keyword) : null;
    const like = containing(keyword.toLowerCase());
    q = q.where((eb) =>
      eb.or([
        eb('ord_no', '=', keyword),
        eb('receipt', '=', keyword.toUpperCase()),
        ...(phone ? [eb('counterparty_phone', '=', phone)] : []),
        sql<boolean>`lower(counterparty_name) like ${like} escape '\\'`,
        sql<boolean>`lower(counterparty_account) like ${like} escape '\\'`,
        sql<boolean>`counterparty_phone like ${like} escape '\\'`,
      ]),
    );
  }
  return q;
}

/**
 * The filter's count, and money in and out of its successful orders (what reached or left the
 * wallet), in one statement: one walk of the orders instead of one for the count and one for the
 * totals. Without channel, type of transaction or store, SQLite reads money_orders_merchant_idx
 * alone (0041; with a keyword, 0043).
 */
export function recordSummaryQuery(db: Kysely<Database>, merchantId: string, f: TransRecordFilter, stores: string[] | null = null) {
  return recordsQuery(db, merchantId, f, stores).select((eb) => [
    eb.fn.countAll<number | string>().as('n'),
    sql<number | string | null>`sum(case when status = 'S' and direction = 'in' then amount - fee - excise - vat else 0 end)`.as('money_in'),
    sql<number | string | null>`sum(case when status = 'S' and direction = 'out' then amount + fee + excise + vat else 0 end)`.as('money_out'),
  ]);
}

export async function recordSummary(
  db: Kysely<Database>,
  merchantId: string,
  f: TransRecordFilter,
  stores: string[] | null = null,
): Promise<{ total: number; totalIn: number; totalOut: number }> {
  const row = await recordSummaryQuery(db, merchantId, f, stores).executeTakeFirst();
  return { total: Number(row?.n ?? 0), totalIn: Number(row?.money_in ?? 0), totalOut: Number(row?.money_out ?? 0) };
}

/**
 * recordSummaryQuery's figures over records already read: a first page that came back short is
 * the whole filter, so a search that finds a few orders walks them once, not twice. A successful
 * order's `totalAmount` is what reached the wallet (in) or left it (out), as the query sums it.
 */
export function summaryOf(list: WalletTrans[]): { total: number; totalIn: number; totalOut: number } {
  let totalIn = 0;
  let totalOut = 0;
  for (const r of list) {
    if (r.status !== 'S') continue;
    if (r.dcFlg === 'c') totalIn += r.totalAmount;
    else totalOut += r.totalAmount;
  }
  return { total: list.length, totalIn, totalOut };
}

/**
 * The wallet's balance right after a settled entry: the sum of its postings of settled entries up
 * to that one, ordered by (settled_at, entry id) like the statement's running balance.
 */
export async function walletBalanceAfter(db: Kysely<Database>, merchantId: string, entry: { id: string; settled_at: string }): Promise<number> {
  const row = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .select((eb) => eb.fn.sum<number | string | null>('postings.amount').as('s'))
    .where('postings.account_id', '=', walletAccountId(merchantId))
    .where('journal_entries.status', '=', 'S')
    .where((eb) =>
      eb.or([
        eb('journal_entries.settled_at', '<', entry.settled_at),
        eb.and([eb('journal_entries.settled_at', '=', entry.settled_at), eb('journal_entries.id', '<=', entry.id)]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.s ?? 0);
}

/** Every posting of the order's journal entries, named from the business's side. */
export async function orderPostings(db: Kysely<Database>, order: OrderRow): Promise<TransPosting[]> {
  const rows = await db
    .selectFrom('journal_entries')
    .innerJoin('postings', 'postings.entry_id', 'journal_entries.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .select([
      'journal_entries.id as entry_id',
      'journal_entries.status',
      'journal_entries.created_at',
      'journal_entries.settled_at',
      'postings.id as posting_id',
      'postings.amount',
      'postings.role',
      'ledger_accounts.kind',
      'ledger_accounts.merchant_id',
    ])
    .where('journal_entries.order_id', '=', order.id)
    .orderBy('journal_entries.created_at')
    .orderBy('postings.amount')
    .orderBy('postings.id')
    .execute();
  // A till's account id names the till's row, not the till: say its name.
  const tillIds = [...new Set(rows.flatMap((r) => (r.kind.startsWith('till:') ? [r.kind.slice(5)] : [])))];
  const tills = tillIds.length ? await db.selectFrom('tills').select(['id', 'name']).where('id', 'in', tillIds).execute() : [];
  const tillName = new Map(tills.map((t) => [t.id, t.name]));
  const out: TransPosting[] = [];
  for (const r of rows) {
    const mine = r.kind === 'wallet' && r.merchant_id === order.merchant_id;
    const account = r.kind === 'wallet' ? (mine ? 'wallet' : 'payee_wallet') : r.kind;
    const settled = r.status === 'S' && r.settled_at !== null;
    out.push({
      entryStatus: r.status as TransPosting['entryStatus'],
      account,
      accountName: r.kind.startsWith('till:') ? (tillName.get(r.kind.slice(5)) ?? null) : null,
      role: r.role,
      dcFlg: r.amount < 0 ? 'd' : 'c',
      amount: Math.abs(r.amount),
      balanceAfter: mine && settled ? await walletBalanceAfter(db, order.merchant_id, { id: r.entry_id, settled_at: r.settled_at as string }) : null,
      at: toNairobi14(settled ? (r.settled_at as string) : r.created_at),
    });
  }
  return out;
}

/** The order's steps, from what the order and its journal entries recorded. */
export async function orderHistory(db: Kysely<Database>, order: OrderRow) {
  const entries = await db.selectFrom('journal_entries').select(['status', 'created_at', 'settled_at']).where('order_id', '=', order.id).orderBy('created_at').execute();
  const steps: { status: 'U' | 'P' | 'S' | 'F' | 'V'; at: string; desc: string | null }[] = [{ status: 'U', at: toNairobi14(order.created_at), desc: null }];
  const held = order.rail !== 'internal' && order.direction === 'out' ? entries[0] : undefined;
  // A customer's payment to a receive code (Q1) arrives paid: nothing was sent to a network for it.
  // An order an account mandate holds (W) has not gone to the network yet.
  if (order.rail !== 'internal' && order.status !== 'U' && order.status !== 'W' && order.ord_typ !== 'Q1') {
    steps.push({ status: 'P', at: toNairobi14(held?.created_at ?? order.created_at), desc: order.rail });
  }
  if (held?.status === 'V' && held.settled_at) steps.push({ status: 'V', at: toNairobi14(held.settled_at), desc: null });
  if (order.status === 'S' || order.status === 'F') {
    // The network's words only where they add something to the status (a failure's reason).
    const desc = order.status === 'F' || (order.result_desc && order.result_desc !== 'Success') ? order.result_desc : null;
    steps.push({ status: order.status, at: toNairobi14(order.finished_at ?? order.updated_at), desc });
  }
  return steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
