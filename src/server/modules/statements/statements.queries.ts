import type { Kysely, Selectable } from 'kysely';
import type { StatementRecord } from '../../../shared/actions/statements';
import { BILL_ORDER_TYPES } from '../../../shared/dict/bills';
import { orderTypeLabel } from '../../../shared/dict/transactions';
import type { Locale } from '../../../shared/i18n/messages';
import type { Database, StatementTable } from '../../db/schema';
import { nairobiDayStartIso, toNairobi14 } from '../../db/util';
import { walletAccountId } from '../../ledger/ledger';
import { nextDay } from '../transactions/transactions.queries';
import { counterpartyText } from '../money/orders';

export type StatementRow = Selectable<StatementTable>;

export function statementRecord(r: StatementRow): StatementRecord {
  return {
    statementId: r.id,
    startDate: r.start_date,
    endDate: r.end_date,
    ordTyp: r.ord_typ,
    format: r.format,
    status: r.status,
    progress: r.progress,
    rowCount: r.row_count,
    openingBalance: r.opening_balance,
    closingBalance: r.closing_balance,
    moneyIn: r.money_in,
    moneyOut: r.money_out,
    fileId: r.status === 'D' ? r.file_id : null,
    fileName: r.status === 'D' ? r.file_name : null,
    createdAt: toNairobi14(r.created_at),
    finishedAt: r.finished_at ? toNairobi14(r.finished_at) : null,
    certifiedStatus: r.certified_status,
    certifiedRef: r.certified_ref,
    certifiedAt: r.certified_at ? toNairobi14(r.certified_at) : null,
  };
}

/** One line of a statement: a settled posting of the business wallet. */
export interface StatementLine {
  entryId: string;
  settledAt: string;
  ordNo: string | null;
  ordTyp: string | null;
  /** What the line's words are made from (lineDescription), in the language of the file. */
  order: LineOrder;
  /** Signed minor units: + money in, − money out. */
  amount: number;
  /** The wallet's balance after this line. */
  balance: number;
}

/** The instants a period of Nairobi days covers: [from, to). */
export function periodBounds(startDate: string, endDate: string): { from: string; to: string } {
  return { from: nairobiDayStartIso(startDate), to: nairobiDayStartIso(nextDay(endDate)) };
}

/** The wallet's balance from every settled entry before `beforeIso` (the statement's book time is settled_at). */
export async function walletBalanceBefore(db: Kysely<Database>, merchantId: string, beforeIso: string): Promise<number> {
  const row = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .select((eb) => eb.fn.sum<number | string | null>('postings.amount').as('s'))
    .where('postings.account_id', '=', walletAccountId(merchantId))
    .where('journal_entries.status', '=', 'S')
    .where('journal_entries.settled_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(row?.s ?? 0);
}

function periodPostings(db: Kysely<Database>, merchantId: string, from: string, to: string) {
  return db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .where('postings.account_id', '=', walletAccountId(merchantId))
    .where('journal_entries.status', '=', 'S')
    .where('journal_entries.settled_at', '>=', from)
    .where('journal_entries.settled_at', '<', to);
}

export async function countPeriodPostings(db: Kysely<Database>, merchantId: string, from: string, to: string): Promise<number> {
  const row = await periodPostings(db, merchantId, from, to)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type LineOrder = { ord_typ: string | null; memo: string; kind?: string | null; counterparty_name: string | null; counterparty_phone: string | null; counterparty_account: string | null; counterparty_bank: string | null };

/**
 * A statement line's words. A bill names the biller and the account paid as well as the holder
 * ('Electricity bill - KPLC Prepaid 37201234567 - MARY WANJIKU'): the holder alone does not say
 * which meter or which biller the money went to.
 */
export function lineDescription(r: LineOrder, locale: Locale = 'en-US'): string {
  if (!r.ord_typ) {
    // No order (a till settled to the wallet, a payment nobody's order matched): the ledger's memo,
    // which is English; a Chinese file names the entry's type instead, when it is an order type.
    const type = r.kind ? orderTypeLabel(r.kind, locale) : null;
    return locale === 'zh-CN' && type && type !== r.kind ? type : r.memo;
  }
  const type = orderTypeLabel(r.ord_typ, locale);
  if (Object.hasOwn(BILL_ORDER_TYPES, r.ord_typ)) {
    const paid = [r.counterparty_bank, r.counterparty_account].filter(Boolean).join(' ');
    return [type, paid, r.counterparty_name].filter(Boolean).join(' - ');
  }
  const who = counterpartyText(r);
  return who ? `${type} - ${who}` : type;
}

/**
 * The wallet's settled postings of a period in book order (settled_at, entry id), a page at a
 * time (keyset, so a long period never loads at once), each with its running balance.
 */
export async function* statementLines(
  db: Kysely<Database>,
  merchantId: string,
  from: string,
  to: string,
  opening: number,
  pageSize = 500,
): AsyncGenerator<StatementLine[]> {
  let balance = opening;
  let after: { settledAt: string; entryId: string; postingId: string } | null = null;
  for (;;) {
    let q = periodPostings(db, merchantId, from, to)
      .leftJoin('money_orders', 'money_orders.id', 'journal_entries.order_id')
      .select([
        'postings.id as posting_id',
        'postings.amount',
        'journal_entries.id as entry_id',
        'journal_entries.settled_at',
        'journal_entries.memo',
        'journal_entries.kind',
        'money_orders.ord_no',
        'money_orders.ord_typ',
        'money_orders.counterparty_name',
        'money_orders.counterparty_phone',
        'money_orders.counterparty_account',
        'money_orders.counterparty_bank',
      ]);
    if (after) {
      const a: { settledAt: string; entryId: string; postingId: string } = after;
      q = q.where((eb) =>
        eb.or([
          eb('journal_entries.settled_at', '>', a.settledAt),
          eb.and([eb('journal_entries.settled_at', '=', a.settledAt), eb('journal_entries.id', '>', a.entryId)]),
          eb.and([eb('journal_entries.settled_at', '=', a.settledAt), eb('journal_entries.id', '=', a.entryId), eb('postings.id', '>', a.postingId)]),
        ]),
      );
    }
    const rows = await q.orderBy('journal_entries.settled_at').orderBy('journal_entries.id').orderBy('postings.id').limit(pageSize).execute();
    if (rows.length === 0) return;
    const lines = rows.map((r) => {
      balance += r.amount;
      return {
        entryId: r.entry_id,
        settledAt: r.settled_at as string,
        ordNo: r.ord_no,
        ordTyp: r.ord_typ,
        order: r,
        amount: r.amount,
        balance,
      };
    });
    yield lines;
    const last = rows.at(-1)!;
    after = { settledAt: last.settled_at as string, entryId: last.entry_id, postingId: last.posting_id };
    if (rows.length < pageSize) return;
  }
}
