import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ReceiveCode, WalletTrans } from '../../../shared/actions/wallet';
import { KENYAN_BANKS } from '../../../shared/dict/banks';
import type { Database, MoneyOrderTable, ReceiveCodeTable } from '../../db/schema';
import { nairobiDayStartIso, nowIso, toNairobi14 } from '../../db/util';
import { WALLET_ACTIVITY, walletAccountId } from '../../ledger/ledger';

/** A money order as one line of the business's activity. */
export function walletTransRecord(o: Selectable<MoneyOrderTable>): WalletTrans {
  const charges = o.fee + o.excise + o.vat;
  return {
    ordNo: o.ord_no,
    ordTyp: o.ord_typ,
    transTypId: o.trans_typ_id,
    dcFlg: o.direction === 'out' ? 'd' : 'c',
    amount: o.amount,
    fee: charges,
    // A failed order moved nothing: it shows the amount asked, not amount and charges.
    totalAmount: o.status === 'F' ? o.amount : o.direction === 'out' ? o.amount + charges : o.amount - charges,
    status: o.status,
    counterparty: o.counterparty_name ?? o.counterparty_phone ?? o.counterparty_account ?? null,
    rcvMblNo: o.counterparty_phone,
    resultDesc: o.result_desc,
    createdAt: toNairobi14(o.created_at),
  };
}

/**
 * The business's orders, newest first (index money_orders_merchant_idx: merchant_id, created_at,
 * id). Orders still waiting for a PIN moved no money: they are not activity.
 */
export function walletOrders(db: Kysely<Database>, merchantId: string, ordTyp?: string) {
  let q = db.selectFrom('money_orders').where('merchant_id', '=', merchantId).where('status', '!=', 'U');
  if (ordTyp) q = q.where('ord_typ', '=', ordTyp);
  return q;
}

function shiftDay(yyyymmdd: string, days: number): string {
  const d = new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)) + days));
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The wallet's activity: the orders whose money reached or left the wallet, and those that moved
 * no money yet (a request still waiting, a collection the customer declined). A till's own money
 * (a customer's payment to a till, a refund from a till) is the till's: /tillManagement shows it.
 */
export function walletActivity(db: Kysely<Database>, merchantId: string, ordTyp?: string) {
  // Kept on the order by migration 0042's triggers and held in money_orders_merchant_idx, so the
  // total walks the index; asking the ledger about each order took 200 ms at 60,000 orders.
  return walletOrders(db, merchantId, ordTyp).where('wallet_activity', '!=', WALLET_ACTIVITY.no);
}

/**
 * Money in and out of the wallet per Nairobi day, oldest day first, every day present: its
 * postings of settled entries (what the statement lists), so settlements from the tills count and
 * a till's own money does not. Rides on postings_account_idx (account_id, created_at).
 */
export async function dailyFlow(db: Kysely<Database>, merchantId: string, days: number) {
  const today = toNairobi14(nowIso()).slice(0, 8);
  const first = shiftDay(today, -(days - 1));
  const from = nairobiDayStartIso(first);
  const rows = await db
    .selectFrom('postings as p')
    .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
    .select(['e.settled_at', 'p.amount'])
    .where('p.account_id', '=', walletAccountId(merchantId))
    // A payout reserved the day before and settled in the window still counts on its settling day.
    .where('p.created_at', '>=', nairobiDayStartIso(shiftDay(first, -1)))
    .where('e.status', '=', 'S')
    .where('e.settled_at', '>=', from)
    .execute();
  const list = Array.from({ length: days }, (_, i) => ({ date: shiftDay(first, i), moneyIn: 0, moneyOut: 0 }));
  // Each day's first instant as stored (ISO text, which sorts as time does): a row's day is the
  // last one starting at or before it, found without parsing a date for each of thousands of rows.
  const starts = list.map((d) => nairobiDayStartIso(d.date));
  for (const r of rows) {
    if (!r.settled_at) continue;
    let i = starts.length - 1;
    while (i >= 0 && (starts[i] as string) > r.settled_at) i--;
    const day = list[i];
    if (!day) continue;
    const amount = Number(r.amount);
    if (amount < 0) day.moneyOut -= amount;
    else day.moneyIn += amount;
  }
  return list;
}

/** The CBK code of a bank stored by name (business details keep the name), or null. */
export function bankCodeOf(bankName: string): string | null {
  const name = bankName.trim().toLowerCase();
  // Exact, else the longest bank name the stored one starts with ('Equity Bank Kenya' → Equity Bank).
  const bank =
    KENYAN_BANKS.find((b) => b.name.toLowerCase() === name) ??
    [...KENYAN_BANKS].sort((a, b) => b.name.length - a.name.length).find((b) => name.startsWith(b.name.toLowerCase()));
  return bank?.code ?? null;
}

/** The business's bank account on file and its M-PESA numbers (the owner's phone first). */
export async function withdrawAccounts(db: Kysely<Database>, merchantId: string) {
  const merchant = await db
    .selectFrom('merchants')
    .leftJoin('persons', 'persons.id', 'merchants.owner_person_id')
    .select(['merchants.name', 'merchants.bank_name', 'merchants.bank_account_no', 'merchants.bank_account_name', 'persons.phone', 'persons.first_name', 'persons.last_name'])
    .where('merchants.id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const payment = await db.selectFrom('payment_mobiles').select(['phone', 'name']).where('merchant_id', '=', merchantId).orderBy('created_at').orderBy('id').execute();
  const mobiles: { msisdn: string; name: string | null; owner: 'Y' | 'N' }[] = [];
  if (merchant.phone) mobiles.push({ msisdn: merchant.phone, name: [merchant.first_name, merchant.last_name].filter(Boolean).join(' ') || null, owner: 'Y' });
  for (const m of payment) if (!mobiles.some((x) => x.msisdn === m.phone)) mobiles.push({ msisdn: m.phone, name: m.name, owner: 'N' });
  const bank =
    merchant.bank_name && merchant.bank_account_no
      ? {
          bankName: merchant.bank_name,
          bankCode: bankCodeOf(merchant.bank_name),
          accountNo: merchant.bank_account_no,
          accountName: merchant.bank_account_name ?? merchant.name,
        }
      : null;
  return { bank, mobiles, businessName: merchant.name };
}

/** Receive codes: 8 characters without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReceiveCode(length = 8): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export type ReceiveCodeRow = Selectable<ReceiveCodeTable> & { store_name: string | null };

export function receiveCodeRecord(r: ReceiveCodeRow): ReceiveCode {
  return {
    code: r.code,
    amount: r.amount === null ? null : Number(r.amount),
    rcvFlg: r.rcv_flg,
    storeId: r.store_id,
    storeName: r.store_name,
    createdAt: toNairobi14(r.created_at),
    closedAt: r.closed_at ? toNairobi14(r.closed_at) : null,
  };
}

export function receiveCodes(db: Kysely<Database>) {
  return db.selectFrom('receive_codes').leftJoin('stores', 'stores.id', 'receive_codes.store_id');
}

export async function findReceiveCode(db: Kysely<Database>, code: string, merchantId?: string): Promise<ReceiveCodeRow | undefined> {
  let q = receiveCodes(db).selectAll('receive_codes').select('stores.name as store_name').where('receive_codes.code', '=', code);
  if (merchantId) q = q.where('receive_codes.merchant_id', '=', merchantId);
  return q.executeTakeFirst();
}
