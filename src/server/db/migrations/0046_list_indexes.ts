import type { Kysely } from 'kysely';

/**
 * The server's paged lists, each walking an index in its order and stopping at the page. SQLite
 * does that only when an index holds the list's equality filters followed by its whole ORDER BY,
 * the `id` tie-break included (the id is a text primary key, not the rowid SQLite appends to every
 * index). Where one was missing, SQLite read every row of the filter and sorted them for each page,
 * or preferred an index that gives the order without the filter and walked the whole business to
 * fill the page. SQLite plans without statistics here, as in production (docs/operations.md,
 * "Query plans").
 *
 * A widened index keeps its name, and its columns in the same order with the id (or the time and
 * id) after them, so every statement that searched or counted on it still does. A new index has no
 * `before`. The two on money_orders only gain the id: no index here holds a column that changes
 * when a money order's status moves (the wallet's pay step writes money_orders).
 *
 * The order of the list matters on SQLite. Without statistics it estimates any range of dates as
 * the same two rows, whatever the equalities before it, so a list filtered by store (or status,
 * or event) and dates rates its own index and the business's (merchant_id, created_at, id) alike,
 * and then keeps the index that was created first. Each table's business-wide index is therefore
 * created after its narrower ones. (One till's payments and settlements do not rely on this: the
 * business is checked on the till's rows.)
 */
interface ListIndex {
  name: string;
  table: string;
  /** The columns before this migration; none for an index it creates. */
  before?: string[];
  after: string[];
}

const INDEXES: ListIndex[] = [
  // Sales orders (QueryGoodsOrderList, QueryMpesaOrderHistory, with their counts) of one store and
  // accept tab: new, on going, picked, completed, suspended.
  {
    name: 'goods_orders_accept_tab_idx',
    table: 'goods_orders',
    before: ['merchant_id', 'store_id', 'accept_status', 'created_at'],
    after: ['merchant_id', 'store_id', 'accept_status', 'created_at', 'id'],
  },
  // Sales orders of one store waiting for refund.
  {
    name: 'goods_orders_pay_tab_idx',
    table: 'goods_orders',
    before: ['merchant_id', 'store_id', 'pay_status', 'created_at'],
    after: ['merchant_id', 'store_id', 'pay_status', 'created_at', 'id'],
  },
  // Sales orders of one store, tab all. Without the id, SQLite preferred the business's index
  // below (which sorts nothing) and walked every store's orders to fill one store's page.
  { name: 'goods_orders_store_idx', table: 'goods_orders', before: ['merchant_id', 'store_id', 'created_at'], after: ['merchant_id', 'store_id', 'created_at', 'id'] },
  // Sales orders of all stores waiting for refund.
  { name: 'goods_orders_status_idx', table: 'goods_orders', before: ['merchant_id', 'pay_status', 'created_at'], after: ['merchant_id', 'pay_status', 'created_at', 'id'] },
  // Sales orders one staff member took (`operatorId`), of any store and tab (0029).
  { name: 'goods_orders_person_idx', table: 'goods_orders', before: ['merchant_id', 'person_id', 'created_at'], after: ['merchant_id', 'person_id', 'created_at', 'id'] },
  // Sales orders of all stores, or of a staff member's stores, of one accept tab.
  { name: 'goods_orders_accept_idx', table: 'goods_orders', after: ['merchant_id', 'accept_status', 'created_at', 'id'] },
  // Sales orders of all stores, or of a staff member's stores, tab all, by pay method or by a name.
  { name: 'goods_orders_merchant_created_idx', table: 'goods_orders', after: ['merchant_id', 'created_at', 'id'] },

  // A person's notifications, newest first (NotificationList).
  { name: 'notifications_person_idx', table: 'notifications', before: ['person_id', 'created_at'], after: ['person_id', 'created_at', 'id'] },

  // The support desk's call-backs of every status, soonest preferred time first (SupportCallBackList).
  { name: 'help_callbacks_time_idx', table: 'help_callbacks', after: ['preferred_time', 'id'] },
  // A business's call-backs of one status (CallBackHistory with `status`).
  { name: 'help_callbacks_merchant_status_idx', table: 'help_callbacks', after: ['merchant_id', 'status', 'created_at', 'id'] },
  // A business's tickets of one status (TicketHistory with `status`).
  {
    name: 'help_tickets_merchant_status_idx',
    table: 'help_tickets',
    before: ['merchant_id', 'status', 'created_at'],
    after: ['merchant_id', 'status', 'created_at', 'id'],
  },
  // The support queue's tickets of one agent (SupportTicketQueue with `mine`).
  { name: 'help_tickets_agent_idx', table: 'help_tickets', after: ['agent_person_id', 'created_at', 'id'] },

  // Settlements (QuerySettlementList, with its count, sums and chart) of one till.
  { name: 'till_settlements_till_idx', table: 'till_settlements', after: ['till_id', 'created_at', 'id'] },
  // Settlements of one status; also the pending ones syncSettlements brings up to date before
  // each list, which read every settlement of the business.
  { name: 'till_settlements_status_idx', table: 'till_settlements', after: ['merchant_id', 'status', 'created_at', 'id'] },
  // Settlements of one store.
  { name: 'till_settlements_store_idx', table: 'till_settlements', after: ['merchant_id', 'store_id', 'created_at', 'id'] },
  // Settlements of the business.
  { name: 'till_settlements_merchant_idx', table: 'till_settlements', before: ['merchant_id', 'created_at'], after: ['merchant_id', 'created_at', 'id'] },

  // Transaction records and the wallet's activity of one order type (QueryDasOrderInfoPage,
  // QryWalletTransList with `ordTyp`), and a business's latest pay-code orders (QueryFrequentPayCode).
  {
    name: 'money_orders_merchant_type_idx',
    table: 'money_orders',
    before: ['merchant_id', 'ord_typ', 'created_at'],
    after: ['merchant_id', 'ord_typ', 'created_at', 'id'],
  },
  // Transaction records of one transaction type (QueryDasOrderInfoPage with `transTypId`). The
  // daily limit reads money_daily_use since 0039, not this index; its columns stay first all the same.
  { name: 'money_orders_type_idx', table: 'money_orders', before: ['merchant_id', 'trans_typ_id', 'created_at'], after: ['merchant_id', 'trans_typ_id', 'created_at', 'id'] },

  // Tills (QueryTillsInfoList) of one store.
  { name: 'tills_merchant_idx', table: 'tills', before: ['merchant_id', 'store_id', 'created_at'], after: ['merchant_id', 'store_id', 'created_at', 'id'] },
  // Tills of every store, or matched by a name or number.
  { name: 'tills_merchant_created_idx', table: 'tills', after: ['merchant_id', 'created_at', 'id'] },

  // Regular bills (QueryBillPlan) of one status.
  { name: 'bill_plans_merchant_idx', table: 'bill_plans', before: ['merchant_id', 'status', 'created_at'], after: ['merchant_id', 'status', 'created_at', 'id'] },
  // Regular bills of every status but deleted.
  { name: 'bill_plans_merchant_created_idx', table: 'bill_plans', after: ['merchant_id', 'created_at', 'id'] },
  // Standing orders (QueryStandingOrderList) of one status.
  {
    name: 'standing_orders_merchant_idx',
    table: 'standing_orders',
    before: ['merchant_id', 'status', 'created_at'],
    after: ['merchant_id', 'status', 'created_at', 'id'],
  },
  // Standing orders of every status but deleted, or matched by a name.
  { name: 'standing_orders_merchant_created_idx', table: 'standing_orders', after: ['merchant_id', 'created_at', 'id'] },

  // Till payments (QueryTillTransList, with its count) of one till.
  { name: 'till_payments_till_idx', table: 'till_payments', before: ['till_id', 'created_at'], after: ['till_id', 'created_at', 'id'] },
  // Till payments of one store.
  { name: 'till_payments_store_idx', table: 'till_payments', after: ['merchant_id', 'store_id', 'created_at', 'id'] },
  // Till payments of the business, or of a staff member's stores.
  { name: 'till_payments_merchant_idx', table: 'till_payments', before: ['merchant_id', 'created_at'], after: ['merchant_id', 'created_at', 'id'] },

  // The audit trail (QryAuditTrailList, ExportAuditTrail) of one event.
  { name: 'audit_trail_event_idx', table: 'audit_trail', before: ['merchant_id', 'event', 'created_at'], after: ['merchant_id', 'event', 'created_at', 'id'] },
  // The audit trail of one person.
  { name: 'audit_trail_person_idx', table: 'audit_trail', before: ['merchant_id', 'person_id', 'created_at'], after: ['merchant_id', 'person_id', 'created_at', 'id'] },

  // Products (QueryProductList) of one category.
  { name: 'products_category_idx', table: 'products', before: ['merchant_id', 'category_id', 'created_at'], after: ['merchant_id', 'category_id', 'created_at', 'id'] },

  // Sub-merchants (MySubBusinesses), oldest first.
  { name: 'merchants_parent_idx', table: 'merchants', before: ['parent_id'], after: ['parent_id', 'created_at', 'id'] },

  // A store's customers (QueryCustomers) on or off the blacklist.
  {
    name: 'customers_black_idx',
    table: 'customers',
    before: ['merchant_id', 'book_store_id', 'black_flg', 'created_at'],
    after: ['merchant_id', 'book_store_id', 'black_flg', 'created_at', 'id'],
  },

  // Approvals (QryMerApprovalList) of one transaction type.
  { name: 'approvals_tx_typ_idx', table: 'approvals', after: ['merchant_id', 'tx_typ', 'created_at', 'id'] },

  // Bill payments (QueryHistoryBillOrder) of one utility kind; their tie-break is the order id.
  { name: 'bill_orders_kind_idx', table: 'bill_orders', after: ['merchant_id', 'utility_kind', 'created_at', 'order_id'] },
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    if (index.before) await db.schema.dropIndex(index.name).execute();
    await db.schema.createIndex(index.name).on(index.table).columns(index.after).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [...INDEXES].reverse()) {
    await db.schema.dropIndex(index.name).execute();
    if (index.before) await db.schema.createIndex(index.name).on(index.table).columns(index.before).execute();
  }
}
