// A busy year of the demo business (merc-demo), written in bulk into the bench server's database for
// bench/history.ts: wallet money orders with their journal entries and postings, customers paying
// the tills and the tills settled each night, customers, products, payees, standing orders,
// statements, the owner's notifications and the audit trail. Rows are filled as the real writers
// fill them (src/server/seed, the modules' inserts) and spread over 365 Nairobi days up to now.
// The ledger stays whole: every entry sums to zero, each account's cached balance moves by what its
// new postings add, and the wallet never goes below zero along the way (ledgerViolations holds).
import type { Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema';
import { nairobiDayStartIso, newId, toNairobi14 } from '../src/server/db/util';
import { chargesFor } from '../src/server/ledger/fees';
import { systemAccountId, tillAccountId, walletAccountId } from '../src/server/ledger/ledger';
import { moneyOrderRow } from '../src/server/modules/money/orders';
import { noticeColumns, noticeText } from '../src/server/modules/notifications/service';
import { detailColumns } from '../src/server/modules/audit/audit.detail';
import { payeeKeyOf } from '../src/server/modules/beneficiaries/payee';
import { bankByCode } from '../src/shared/dict/banks';
import { formatMoney } from '../src/shared/format/money';
import { inventoryNameKey } from '../src/shared/rules/inventory';
import { nameKey } from '../src/shared/rules/standingOrders';

export const MERCHANT = 'merc-demo';
const OWNER = 'person-owner';
const MAIN = 'store-main';
const DAYS = 365;
const DAY_MS = 86_400_000;
const KES = 100;
const BATCH = 400;

export interface HistorySizes {
  orders: number;
  tillPayments: number;
  customers: number;
  products: number;
  notifications: number;
  audit: number;
  beneficiaries: number;
  standingOrders: number;
  statements: number;
}

/** What the timed calls need to know about the data: an old and a recent order, a till, a customer. */
export interface HistoryFacts {
  oldOrdNo: string;
  recentOrdNo: string;
  tillIds: string[];
  customerName: string;
  productName: string;
  payeeName: string;
  /** The owner's user number (SelectUnreadCount names the reader). */
  ownerUserNo: string;
}

const FIRST = ['Wanjiku', 'Brian', 'Faith', 'Hassan', 'Lucy', 'Peter', 'Achieng', 'Kiprono', 'Mutua', 'Fatuma', 'Omondi', 'Nyambura', 'Kibet', 'Wambui', 'Chebet', 'Macharia', 'Halima', 'Wafula', 'Makena', 'Njoroge'];
const LAST = ['Kamau', 'Ochieng', 'Njeri', 'Ali', 'Wambui', 'Otieno', 'Langat', 'Odhiambo', 'Musyoka', 'Abdalla', 'Ouma', 'Githinji', 'Rotich', 'Ndungu', 'Kirui', 'Mutiso', 'Maina', 'Wekesa', 'Owino', 'Kiptoo', 'Farah', 'Barasa'];
const GOODS = ['Maize flour', 'Cooking oil', 'Sugar', 'Rice', 'Tea leaves', 'Milk', 'Bread', 'Soap', 'Matches', 'Salt', 'Wheat flour', 'Beans', 'Eggs', 'Tomatoes', 'Onions'];
const SIZES = ['250 g', '500 g', '1 kg', '2 kg', '5 kg', '500 ml', '1 l', '2 l', '5 l', 'pack of 6', 'pack of 12'];

/** A deterministic stream of numbers, so two runs write the same year. */
function stream(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

const nameOf = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
const phoneOf = (i: number) => `25472${String(1_000_000 + (i % 8_999_999)).padStart(7, '0')}`;
const masked = (phone: string) => `${phone.slice(0, 5)}****${phone.slice(-3)}`;

/** The first instant of the Nairobi day `daysAgo` days before today. */
function dayStart(daysAgo: number): number {
  const today = Date.parse(nairobiDayStartIso(toNairobi14(new Date().toISOString()).slice(0, 8)));
  return today - daysAgo * DAY_MS;
}

/** The k-th of n moments of a business day (07:00 to 21:00 Nairobi), never after now. */
function momentOf(daysAgo: number, k: number, n: number): string {
  const at = dayStart(daysAgo) + 7 * 3_600_000 + Math.floor(((k + 0.5) / Math.max(1, n)) * 14 * 3_600_000);
  return new Date(Math.min(at, Date.now() - (n - k) * 1000)).toISOString();
}

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

async function insertAll<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // biome-ignore lint/suspicious/noExplicitAny: rows are built to the table's columns above
    await db.insertInto(table).values(rows.slice(i, i + BATCH) as any).execute();
  }
}

/** Journal entries, postings and the balances they move, collected and written together. */
class Ledger {
  entries: Record<string, unknown>[] = [];
  postings: Record<string, unknown>[] = [];
  moved = new Map<string, number>();

  entry(e: { idemKey: string; kind: string; orderId: string | null; memo: string; status: 'S' | 'V'; at: string; settledAt: string; lines: [string, number, string?][] }): void {
    const id = newId();
    let sum = 0;
    for (const [, amount] of e.lines) sum += amount;
    if (sum !== 0) throw new Error(`${e.idemKey} sums to ${sum}`);
    this.entries.push({ id, idem_key: e.idemKey, status: e.status, kind: e.kind, order_id: e.orderId, memo: e.memo, created_at: e.at, settled_at: e.settledAt });
    for (const [account, amount, role] of e.lines) {
      if (amount === 0) continue;
      this.postings.push({ id: newId(), entry_id: id, account_id: account, amount, role: role ?? 'principal', created_at: e.at });
      if (e.status === 'S') this.moved.set(account, (this.moved.get(account) ?? 0) + amount);
    }
  }

  async write(db: Kysely<Database>): Promise<void> {
    await insertAll(db, 'journal_entries', this.entries);
    await insertAll(db, 'postings', this.postings);
    for (const [id, amount] of this.moved) {
      const r = await db
        .updateTable('ledger_accounts')
        .set((eb) => ({ balance: eb('balance', '+', amount) }))
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new Error(`no ledger account ${id}`);
    }
  }
}

/** Customers paying the tills, 07:00 to 21:00 every day, and each till settled just after midnight. */
async function tillYear(db: Kysely<Database>, ledger: Ledger, count: number): Promise<{ tillIds: string[]; walletCredits: Map<number, number> }> {
  const tills = await db.selectFrom('tills').select(['id', 'store_id', 'till_no', 'name']).where('merchant_id', '=', MERCHANT).where('deleted_at', 'is', null).orderBy('id').execute();
  const settled = await db.selectFrom('till_settlements').select(['till_id', 'period']).where('merchant_id', '=', MERCHANT).execute();
  const done = new Set(settled.map((s) => `${s.till_id}:${s.period}`));
  const rand = stream(42);
  const payments: Record<string, unknown>[] = [];
  const settlements: Record<string, unknown>[] = [];
  const walletCredits = new Map<number, number>();
  let n = 0;
  for (let day = DAYS - 1; day >= 0; day--) {
    const perDay = Math.floor(((DAYS - day) * count) / DAYS) - Math.floor(((DAYS - day - 1) * count) / DAYS);
    const date = toNairobi14(new Date(dayStart(day)).toISOString()).slice(0, 8);
    const totals = new Map<string, number>();
    for (let k = 0; k < perDay; k++, n++) {
      const till = tills[rand(tills.length)]!;
      const at = momentOf(day, k, perDay);
      const amount = (20 + rand(200) * 25) * KES;
      const transId = `SB${date.slice(2)}${String(n).padStart(6, '0')}`;
      const phone = phoneOf(rand(50_000));
      const claimed = day > 0 && rand(3) !== 0;
      payments.push({
        id: `tp-bench-${n}`,
        merchant_id: MERCHANT,
        store_id: till.store_id,
        till_id: till.id,
        source: 'mpesa',
        trans_id: transId,
        amount,
        payer_name: FIRST[rand(FIRST.length)],
        payer_phone: masked(phone),
        reference: '',
        claim_ref: claimed ? `RCP-${date.slice(4)}-${String(n % 1000).padStart(3, '0')}` : null,
        claim_note: claimed ? 'Matched at the counter' : null,
        claimed_by: claimed ? 'person-cashier' : null,
        claimed_at: claimed ? later(at, 5 * 60_000) : null,
        created_at: at,
      });
      ledger.entry({
        idemKey: `c2b:mpesa:${transId}`,
        kind: '42',
        orderId: null,
        memo: `mpesa payment ${transId} to till ${till.till_no}`,
        status: 'S',
        at,
        settledAt: at,
        lines: [
          [systemAccountId('clearing:mpesa'), -amount],
          [tillAccountId(till.id), amount],
        ],
      });
      totals.set(till.id, (totals.get(till.id) ?? 0) + amount);
    }
    if (day === 0) continue;
    for (const till of tills) {
      const total = totals.get(till.id) ?? 0;
      // A night the demo already settled keeps its own settlement; this day's money stays on the till.
      if (total <= 0 || done.has(`${till.id}:${date}`)) continue;
      const toBank = till.store_id !== MAIN;
      const c = toBank ? chargesFor('A9', '41', total) : { fee: 0, excise: 0, vat: 0 };
      const net = total - c.fee - c.excise - c.vat;
      const at = new Date(dayStart(day - 1) + 5 * 60_000).toISOString();
      const id = `ts-bench-${till.id}-${date}`;
      settlements.push({
        id,
        merchant_id: MERCHANT,
        store_id: till.store_id,
        till_id: till.id,
        period: date,
        method: '1',
        channel: toBank ? 'B' : 'W',
        destination: toBank ? '01 1187654322' : null,
        amount: total,
        fee: c.fee,
        excise: c.excise,
        vat: c.vat,
        status: 'S',
        order_id: null,
        result_desc: null,
        person_id: null,
        created_at: at,
        finished_at: at,
      });
      ledger.entry({
        idemKey: `settlement:${id}`,
        kind: 'A9',
        orderId: null,
        memo: `till ${till.till_no} settled to the ${toBank ? 'bank account' : 'wallet'} (${date})`,
        status: 'S',
        at,
        settledAt: at,
        lines: [
          [tillAccountId(till.id), -total],
          [toBank ? systemAccountId('clearing:bank') : walletAccountId(MERCHANT), net],
          [systemAccountId('fee_income'), c.fee, 'fee'],
          [systemAccountId('excise'), c.excise, 'excise'],
          [systemAccountId('vat'), c.vat, 'vat'],
        ],
      });
      if (!toBank) walletCredits.set(day - 1, (walletCredits.get(day - 1) ?? 0) + net);
    }
  }
  await insertAll(db, 'till_payments', payments);
  await insertAll(db, 'till_settlements', settlements);
  return { tillIds: tills.map((t) => t.id), walletCredits };
}

type Kind = { ordTyp: string; transTypId: string; direction: 'in' | 'out'; rail: 'mpesa' | 'bank'; channel: string | null };
const RECEIVE: Kind = { ordTyp: 'Q1', transTypId: '131', direction: 'in', rail: 'mpesa', channel: null };
const TOPUP: Kind = { ordTyp: '01', transTypId: '101', direction: 'in', rail: 'mpesa', channel: null };
const SEND: Kind = { ordTyp: '20', transTypId: '110', direction: 'out', rail: 'mpesa', channel: '44' };
const BANK: Kind = { ordTyp: '20', transTypId: '104', direction: 'out', rail: 'bank', channel: '41' };
const WITHDRAW: Kind = { ordTyp: '28', transTypId: '132', direction: 'out', rail: 'mpesa', channel: '44' };

function kindOf(r: number): Kind {
  if (r < 45) return RECEIVE;
  if (r < 55) return TOPUP;
  if (r < 80) return SEND;
  if (r < 92) return BANK;
  return WITHDRAW;
}

/** The wallet's year: money orders in time order, never spending more than the wallet holds then. */
async function walletYear(db: Kysely<Database>, ledger: Ledger, count: number, walletCredits: Map<number, number>): Promise<{ oldOrdNo: string; recentOrdNo: string }> {
  const rand = stream(7);
  const wallet = walletAccountId(MERCHANT);
  const orders: Record<string, unknown>[] = [];
  let balance = 0;
  let oldOrdNo = '';
  let recentOrdNo = '';
  let n = 0;
  for (let day = DAYS - 1; day >= 0; day--) {
    balance += walletCredits.get(day) ?? 0;
    const perDay = Math.floor(((DAYS - day) * count) / DAYS) - Math.floor(((DAYS - day - 1) * count) / DAYS);
    for (let k = 0; k < perDay; k++, n++) {
      let kind = kindOf(rand(100));
      const amount = (kind.direction === 'in' ? 150 + rand(4_850) : kind === BANK ? 5_000 + rand(45_000) : 300 + rand(9_700)) * KES;
      const charges = kind.direction === 'out' ? chargesFor(kind.transTypId, kind.channel, amount) : { fee: 0, excise: 0, vat: 0, total: amount };
      if (kind.direction === 'out' && charges.total > balance) kind = TOPUP;
      const out = kind.direction === 'out';
      const c = out ? charges : { fee: 0, excise: 0, vat: 0, total: amount };
      const failed = out && rand(100) < 4;
      const at = momentOf(day, k, perDay);
      const finished = later(at, out ? 4_000 : 0);
      const id = `bench-mo-${n}`;
      const ordNo = `${toNairobi14(at)}9${String(n).padStart(6, '0')}`;
      const payer = rand(5_000);
      const receipt = `${kind.rail === 'bank' ? 'EFT' : 'SB'}${String(n).padStart(8, '0')}`;
      orders.push(
        moneyOrderRow({
          id,
          merchant_id: MERCHANT,
          store_id: null,
          person_id: out || kind === TOPUP ? OWNER : null,
          ord_no: ordNo,
          ord_typ: kind.ordTyp,
          trans_typ_id: kind.transTypId,
          direction: kind.direction,
          rail: kind.rail,
          channel: kind.channel,
          amount,
          fee: c.fee,
          excise: c.excise,
          vat: c.vat,
          status: failed ? 'F' : 'S',
          request_id: id,
          counterparty_name: kind === TOPUP ? 'Top-up' : kind === BANK ? `${LAST[payer % LAST.length]} Supplies Ltd` : nameOf(payer),
          counterparty_phone: kind === BANK ? null : kind === TOPUP ? '254712345678' : phoneOf(payer),
          counterparty_account: kind === BANK ? `01${String(10_000_000_000 + payer)}` : null,
          counterparty_bank: kind === BANK ? 'Equity Bank' : null,
          remarks: kind === RECEIVE ? 'AMANI001' : kind === TOPUP ? 'Top-up' : GOODS[payer % GOODS.length],
          network_ref: failed ? null : receipt,
          receipt: failed ? null : receipt,
          result_code: failed ? '1' : '0',
          result_desc: failed ? 'The balance is insufficient for the transaction' : 'Success',
          created_at: at,
          updated_at: finished,
          finished_at: finished,
        }),
      );
      const clearing = systemAccountId(kind.rail === 'bank' ? 'clearing:bank' : 'clearing:mpesa');
      ledger.entry({
        idemKey: `order:${id}`,
        kind: kind.ordTyp,
        orderId: id,
        memo: `bench ${kind.ordTyp}`,
        status: failed ? 'V' : 'S',
        at,
        settledAt: finished,
        lines: out
          ? [
              [wallet, -c.total],
              [clearing, amount],
              [systemAccountId('fee_income'), c.fee, 'fee'],
              [systemAccountId('excise'), c.excise, 'excise'],
              [systemAccountId('vat'), c.vat, 'vat'],
            ]
          : [
              [clearing, -amount],
              [wallet, amount],
            ],
      });
      if (!failed) balance += out ? -c.total : amount;
      if (!oldOrdNo && day <= 200 && !failed) oldOrdNo = ordNo;
      if (!failed) recentOrdNo = ordNo;
    }
  }
  await insertAll(db, 'money_orders', orders);
  return { oldOrdNo, recentOrdNo };
}

async function customersYear(db: Kysely<Database>, count: number): Promise<string> {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const at = momentOf(DAYS - 1 - Math.floor((i * DAYS) / count), 0, 1);
    rows.push({
      id: `cust-bench-${i}`,
      merchant_id: MERCHANT,
      book_store_id: MAIN,
      store_id: MAIN,
      first_name: first,
      middle_name: null,
      last_name: `${last}${i}`,
      search_name: `${first} ${last}${i}`.toLowerCase(),
      mobile: `25411${String(1_000_000 + i).padStart(7, '0')}`,
      email: i % 3 === 2 ? null : `${first}.${last}${i}@gmail.com`.toLowerCase(),
      gender: i % 2 ? 'M' : 'F',
      birthday: i % 4 === 1 ? null : `19${70 + (i % 30)}${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}`,
      anniversary: null,
      note: null,
      state: i % 11 === 10 ? '0' : '1',
      black_flg: i % 97 === 0 ? 'Y' : 'N',
      black_reason: i % 97 === 0 ? 'Repeated chargebacks' : null,
      black_at: i % 97 === 0 ? at : null,
      batch_id: null,
      person_id: OWNER,
      created_at: at,
      updated_at: at,
    });
  }
  await insertAll(db, 'customers', rows);
  // One customer found by a part of the name, as typed: the search reads past every other row.
  const one = rows[Math.floor(count / 2)]!;
  return `${one.first_name} ${one.last_name}`;
}

async function productsYear(db: Kysely<Database>, count: number): Promise<string> {
  const categories = await db.selectFrom('product_categories').select('id').where('merchant_id', '=', MERCHANT).execute();
  const rows = [];
  for (let i = 0; i < count; i++) {
    const name = `${GOODS[i % GOODS.length]} ${SIZES[Math.floor(i / GOODS.length) % SIZES.length]} no. ${i}`;
    const at = momentOf(DAYS - 1 - Math.floor((i * DAYS) / count), 1, 3);
    const stock = i % 17 === 0 ? 0 : i % 13 === 0 ? 3 : 20 + (i % 180);
    rows.push({
      id: `prod-bench-${i}`,
      merchant_id: MERCHANT,
      product_no: `P${20_000_001 + i}`,
      name,
      name_key: inventoryNameKey(name),
      category_id: categories.length ? categories[i % categories.length]!.id : null,
      description: null,
      unit: 'pcs',
      price: (50 + (i % 400) * 5) * KES,
      discount: i % 10 === 0 ? 10 * KES : 0,
      stock,
      low_stock: 5,
      image_file_id: null,
      publish_status: i % 20 === 0 ? '0' : i % 50 === 1 ? '2' : '1',
      created_by: OWNER,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    });
  }
  await insertAll(db, 'products', rows);
  return `${GOODS[3]} ${SIZES[0]}`;
}

async function payeesYear(db: Kysely<Database>, count: number, standing: number): Promise<string> {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const bank = i % 4 === 0;
    const mobile = bank ? null : phoneOf(i * 7);
    const accountNo = bank ? `${1_100_000_000 + i}` : null;
    const bankCode = bank ? '01' : null;
    const channel = bank ? '41' : '44';
    const at = momentOf(DAYS - 1 - Math.floor((i * DAYS) / count), 2, 3);
    rows.push({
      id: `bnf-bench-${i}`,
      merchant_id: MERCHANT,
      name: bank ? `${LAST[i % LAST.length]} Supplies ${i}` : `${nameOf(i)} ${i}`,
      nickname: null,
      channel,
      payee_type: bank ? 'A' : 'M',
      mobile,
      account_no: accountNo,
      bank_code: bankCode,
      bank_name: bankByCode(bankCode)?.name ?? null,
      account_reference: null,
      target_merchant_id: null,
      payee_key: payeeKeyOf(channel, { mobile, accountNo, bankCode, accountReference: null }),
      created_at: at,
      updated_at: at,
    });
  }
  await insertAll(db, 'beneficiaries', rows);

  const orders = [];
  for (let i = 0; i < standing; i++) {
    const name = `Supplier float ${i}`;
    const at = momentOf(DAYS - 1 - Math.floor((i * DAYS) / standing), 3, 4);
    const start = toNairobi14(at).slice(0, 8);
    const payee = { rcvCnl: '44', rcvAcNo: phoneOf(i), rcvNm: nameOf(i) };
    orders.push({
      id: `so-bench-${i}`,
      merchant_id: MERCHANT,
      order_no: `SO${toNairobi14(at)}9${String(i).padStart(6, '0')}`,
      request_id: `so-bench-${i}`,
      name,
      name_key: nameKey(name),
      category: '03',
      reason: 'Weekly stock float',
      amount: (500 + i) * KES,
      frequency: '1',
      start_date: start,
      end_date: null,
      max_runs: null,
      runs_done: 0,
      next_date: toNairobi14(new Date(Date.now() + ((i % 7) + 1) * DAY_MS).toISOString()).slice(0, 8),
      last_date: null,
      channel: '44',
      payee: JSON.stringify(payee),
      payee_name: payee.rcvNm,
      payee_account: payee.rcvAcNo,
      pay_source: '1',
      status: i % 5 === 0 ? '1' : '0',
      person_id: OWNER,
      store_id: null,
      created_at: at,
      updated_at: at,
    });
  }
  await insertAll(db, 'standing_orders', orders);
  return `${LAST[4]} Supplies`;
}

async function statementsYear(db: Kysely<Database>, count: number): Promise<void> {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const at = momentOf(DAYS - 1 - Math.floor((i * DAYS) / count), 0, 2);
    const end = toNairobi14(at).slice(0, 8);
    const start = toNairobi14(new Date(Date.parse(at) - 30 * DAY_MS).toISOString()).slice(0, 8);
    rows.push({
      id: `stmt-bench-${i}`,
      merchant_id: MERCHANT,
      person_id: OWNER,
      start_date: start,
      end_date: end,
      ord_typ: null,
      format: 'pdf',
      status: 'D',
      progress: 100,
      row_count: 4_000 + i,
      opening_balance: 100_000 * KES,
      closing_balance: 120_000 * KES,
      money_in: 900_000 * KES,
      money_out: 880_000 * KES,
      // Listed, never downloaded here: the list shows the name only.
      file_id: null,
      file_name: `statement-${start}-${end}.pdf`,
      error: null,
      created_at: at,
      finished_at: later(at, 20_000),
      certified_status: null,
      certified_ref: null,
      certified_person_id: null,
      certified_file_id: null,
      certified_file_name: null,
      certified_requested_at: null,
      certified_at: null,
    });
  }
  await insertAll(db, 'statements', rows);
}

/** Till-paid notices to the owner, as afterPayment words them; all read but the last few dozen. */
async function notificationsYear(db: Kysely<Database>, count: number): Promise<void> {
  const rand = stream(3);
  const rows = [];
  for (let i = 0; i < count; i++) {
    const day = DAYS - 1 - Math.floor((i * DAYS) / count);
    const at = momentOf(day, i % 50, 50);
    const amount = (20 + rand(200) * 25) * KES;
    const transId = `SN${String(i).padStart(8, '0')}`;
    const words = noticeText({
      title: 'NOTE_TILL_PAID_TITLE',
      body: 'NOTE_TILL_PAID',
      params: { amount: formatMoney(amount), tillNo: '5123401', tillName: 'Counter 1', payer: `${FIRST[i % FIRST.length]} ${masked(phoneOf(i))}`, transId },
    });
    rows.push({
      id: newId(),
      merchant_id: MERCHANT,
      person_id: OWNER,
      mess_typ: '0',
      title: words.title,
      body: words.body,
      ...noticeColumns(words.text),
      ord_no: transId,
      ord_dt: toNairobi14(at).slice(0, 8),
      amount,
      pic: null,
      link: null,
      shared_from_person_id: null,
      read_flg: i >= count - 40 ? 'N' : 'Y',
      email_digest: '-',
      sms_digest: '-',
      created_at: at,
    });
  }
  await insertAll(db, 'notifications', rows);
}

const AUDIT_EVENTS = [
  { event: 'LOGIN', action: 'MerchantLogin', detail: { code: 'AUDIT_OTHER_CHANGE', params: { action: 'MerchantLogin' } } },
  { event: 'CUSTOMER_ADD', action: 'AddCustomer', detail: { code: 'AUDIT_CUSTOMER_ADD', params: { name: 'Faith Njeri' } } },
  { event: 'CUSTOMER_EDIT', action: 'UpdateCustomer', detail: { code: 'AUDIT_CUSTOMER_EDIT', params: { name: 'Brian Ochieng' } } },
  { event: 'CHANGE_STORE', action: 'ChangeStore', detail: { code: 'AUDIT_CHANGE_STORE', params: { store: 'Main Store' } } },
  { event: 'ACTION', action: 'UpdateTillSetting', detail: { code: 'AUDIT_OTHER_CHANGE', params: { action: 'UpdateTillSetting' } } },
] as const;

async function auditYear(db: Kysely<Database>, count: number): Promise<void> {
  const people = await db.selectFrom('persons').select(['id', 'first_name', 'last_name', 'username']).where('id', 'in', [OWNER, 'person-admin', 'person-cashier']).execute();
  const rows = [];
  for (let i = 0; i < count; i++) {
    const day = DAYS - 1 - Math.floor((i * DAYS) / count);
    const who = people[i % people.length]!;
    const e = AUDIT_EVENTS[i % AUDIT_EVENTS.length]!;
    rows.push({
      id: `audit-bench-${i}`,
      merchant_id: MERCHANT,
      person_id: who.id,
      operator_name: [who.first_name, who.last_name].filter(Boolean).join(' ') || who.username || who.id,
      event: e.event,
      action: e.action,
      store_id: MAIN,
      store_name: 'Main Store',
      ...detailColumns(e.detail),
      ip: `41.90.64.${i % 250}`,
      result: i % 40 === 0 ? 'F' : 'S',
      created_at: momentOf(day, i % 300, 300),
      changes: null,
      device_id: 'web-51c0a9e4d7b84f20',
      device_name: 'Chrome 131 on Windows 11',
    });
  }
  await insertAll(db, 'audit_trail', rows);
}

/** Writes the year; the ledger's part in one transaction, so no reader sees it half written. */
export async function insertHistory(db: Kysely<Database>, sizes: HistorySizes): Promise<HistoryFacts> {
  const facts = await db.transaction().execute(async (trx) => {
    const ledger = new Ledger();
    const { tillIds, walletCredits } = await tillYear(trx, ledger, sizes.tillPayments);
    const orders = await walletYear(trx, ledger, sizes.orders, walletCredits);
    await ledger.write(trx);
    return { ...orders, tillIds };
  });
  const customerName = await customersYear(db, sizes.customers);
  const productName = await productsYear(db, sizes.products);
  const payeeName = await payeesYear(db, sizes.beneficiaries, sizes.standingOrders);
  await statementsYear(db, sizes.statements);
  await notificationsYear(db, sizes.notifications);
  await auditYear(db, sizes.audit);
  const owner = await db.selectFrom('persons').select('user_no').where('id', '=', OWNER).executeTakeFirstOrThrow();
  return { ...facts, customerName, productName, payeeName, ownerUserNo: owner.user_no };
}
