import type { Kysely, Selectable } from 'kysely';
import type { Customer, CustomerOrder } from '../../../shared/actions/customers';
import { type Locale, messageText } from '../../../shared/i18n/messages';
import { normalizePhone } from '../../../shared/rules/identity';
import { customerFullName } from '../../../shared/rules/customers';
import { totalOf } from '../../db/paging';
import type { CustomerTable, Database } from '../../db/schema';
import { toNairobi14, yn, matches } from '../../db/util';
import { BizError } from '../../http/errors';

/** The customer book and its queries: plain functions taking `db`, scoped to one book. */

type Row = Selectable<CustomerTable>;

/** A book: the business and the store whose customers they are. */
export interface Book {
  merchantId: string;
  storeId: string;
}

/**
 * The current store's customer book: the main store's when the current store is the main one or
 * uses the main store's customers (spec 001 section 3, Store), else the store's own.
 */
export async function customerBook(db: Kysely<Database>, merchantId: string, storeId: string | null): Promise<Book> {
  const stores = await db
    .selectFrom('stores')
    .select(['id', 'head_office', 'use_main_customers'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => (storeId ? eb.or([eb('id', '=', storeId), eb('head_office', '=', 'Y')]) : eb('head_office', '=', 'Y')))
    .execute();
  const main = stores.find((s) => s.head_office === 'Y');
  const current = stores.find((s) => s.id === storeId);
  if (current && current.head_office !== 'Y' && current.use_main_customers !== 'Y') return { merchantId, storeId: current.id };
  const id = main?.id ?? current?.id ?? storeId;
  if (!id) throw new BizError('MMCP6101');
  return { merchantId, storeId: id };
}

export function toCustomer(r: Row): Customer {
  return {
    custId: r.id,
    firstName: r.first_name,
    middleName: r.middle_name ?? '',
    lastName: r.last_name,
    fullName: customerFullName({ firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name }),
    mobile: r.mobile,
    email: r.email ?? '',
    gender: r.gender === 'M' || r.gender === 'F' ? r.gender : '',
    birthday: r.birthday ?? '',
    anniversary: r.anniversary ?? '',
    note: r.note ?? '',
    state: r.state === '0' ? '0' : '1',
    blackFlg: yn(r.black_flg),
    blackReason: r.black_reason ?? '',
    blackAt: r.black_at ? toNairobi14(r.black_at) : '',
    createdAt: toNairobi14(r.created_at),
    updatedAt: toNairobi14(r.updated_at),
  };
}

function inBook(db: Kysely<Database>, book: Book) {
  return db.selectFrom('customers').where('merchant_id', '=', book.merchantId).where('book_store_id', '=', book.storeId);
}


export interface CustomerFilter {
  limit: number;
  offset: number;
  keyword?: string;
  blackFlg?: 'Y' | 'N' | '';
  state?: '1' | '0' | '';
}

/** A page of the book, newest first; the keyword matches a name, a phone as typed, or an e-mail. */
export async function listCustomers(db: Kysely<Database>, book: Book, f: CustomerFilter) {
  let q = inBook(db, book);
  const keyword = f.keyword?.trim();
  if (keyword) {
    const digits = keyword.replace(/[\s+-]/g, '');
    const phone = /^\d{3,}$/.test(digits) ? digits.replace(/^0/, '') : null;
    q = q.where((eb) =>
      eb.or([
        matches('search_name', keyword, { folded: true }),
        matches('email', keyword),
        ...(phone ? [matches('mobile', phone, { folded: true })] : []),
      ]),
    );
  }
  if (f.blackFlg) q = q.where('black_flg', '=', f.blackFlg);
  if (f.state) q = q.where('state', '=', f.state);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return { list: rows.map(toCustomer), total: await totalOf(q.selectAll(), f, rows.length) };
}

export async function ownCustomer(db: Kysely<Database>, book: Book, id: string, locale: Locale): Promise<Row> {
  const row = await inBook(db, book).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BizError('MMCP6101', {}, {}, [{ field: 'custId', message: messageText('MMCP6101', locale) }]);
  return row;
}

export async function customersByIds(db: Kysely<Database>, book: Book, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return inBook(db, book).selectAll().where('id', 'in', ids).execute();
}

/** The customer of the book with this mobile (any accepted form), other than `exceptId`. */
export async function customerWithMobile(db: Kysely<Database>, book: Book, mobile: string, exceptId?: string): Promise<Row | undefined> {
  const stored = normalizePhone(mobile) ?? mobile;
  let q = inBook(db, book).selectAll().where('mobile', '=', stored);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** The mobiles of the book among these (for the bulk upload's duplicate check). */
export async function existingMobiles(db: Kysely<Database>, book: Book, mobiles: string[]): Promise<Set<string>> {
  if (mobiles.length === 0) return new Set();
  const rows = await inBook(db, book).select('mobile').where('mobile', 'in', mobiles).execute();
  return new Set(rows.map((r) => r.mobile));
}

/** A customer's sales (the checkout's goods orders), by the customer's id or, for older ones, the phone. */
function ordersOf(db: Kysely<Database>, merchantId: string, c: Row) {
  // Each branch names the business, so each can walk its own index (customer, phone).
  return db
    .selectFrom('goods_orders')
    .where((eb) =>
      eb.or([
        eb.and([eb('merchant_id', '=', merchantId), eb('customer_id', '=', c.id)]),
        eb.and([eb('merchant_id', '=', merchantId), eb('customer_id', 'is', null), eb('customer_phone', '=', c.mobile)]),
      ]),
    );
}

export async function customerStats(db: Kysely<Database>, merchantId: string, c: Row) {
  // A sale still being rung up (U1) or cancelled (CL, a cleared or abandoned sale among them) is no
  // purchase of the customer's: the list of their orders shows it, the totals do not count it.
  const row = await ordersOf(db, merchantId, c)
    .where('accept_status', 'not in', ['U1', 'CL'])
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('paid_amount').as('paid'),
      eb.fn.sum<number | string | null>('refunded_amount').as('refunded'),
      eb.fn.max<string | null>('created_at').as('last'),
    ])
    .executeTakeFirst();
  return {
    orderCount: Number(row?.n ?? 0),
    totalSpent: Number(row?.paid ?? 0) - Number(row?.refunded ?? 0),
    lastOrderAt: row?.last ? toNairobi14(row.last) : '',
  };
}

export async function customerOrders(db: Kysely<Database>, merchantId: string, c: Row, page: { limit: number; offset: number }) {
  const q = ordersOf(db, merchantId, c);
  const rows = await q
    .select(['order_no', 'created_at', 'item_count', 'total', 'paid_amount', 'refunded_amount', 'pay_status', 'accept_status', 'payment_method'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const list: CustomerOrder[] = rows.map((r) => ({
    orderNo: r.order_no,
    createdAt: toNairobi14(r.created_at),
    itemCount: Number(r.item_count),
    total: Number(r.total),
    paidAmount: Number(r.paid_amount),
    refundedAmount: Number(r.refunded_amount),
    payStatus: r.pay_status,
    acceptStatus: r.accept_status,
    paymentMethod: r.payment_method ?? '',
  }));
  return { list, total: await totalOf(q.select('id'), page, rows.length) };
}

/**
 * For other areas (checkout, orders): the customer of the current store's book a sale is for, by
 * id or by phone (any accepted form); null when the book has no such customer. Blacklisting does
 * not stop a sale, so blacklisted customers are found too.
 *
 *   const c = await customerForSale(db, session.merchantId, session.storeId, { phone: '0722118401' });
 *   // goods_orders.customer_id = c?.custId ?? null, customer_name = c?.fullName …
 */
export async function customerForSale(
  db: Kysely<Database>,
  merchantId: string,
  storeId: string | null,
  by: { custId?: string | null; phone?: string | null },
): Promise<{ custId: string; fullName: string; mobile: string; email: string | null } | null> {
  if (!by.custId && !by.phone) return null;
  const book = await customerBook(db, merchantId, storeId);
  let q = inBook(db, book).selectAll();
  if (by.custId) q = q.where('id', '=', by.custId);
  else q = q.where('mobile', '=', normalizePhone(by.phone ?? '') ?? by.phone ?? '');
  const row = await q.executeTakeFirst();
  if (!row) return null;
  return { custId: row.id, fullName: toCustomer(row).fullName, mobile: row.mobile, email: row.email };
}
