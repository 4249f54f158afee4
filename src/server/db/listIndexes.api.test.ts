import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireClient } from '../testing/client';
import { DEMO_LOGIN, signIn, withTestApp } from '../testing/harness';

/**
 * Migration 0046: each paged list walks the index that holds its filter and its order, and stops
 * at the page, with no sort of the whole filter (SQLite's plans, without statistics, as production
 * plans them; PostgreSQL plans with its statistics and is not asked here). The app logs each
 * statement's plan when it is first prepared (SQLITE_QUERY_PLANS), so every case below asks for a
 * filter no other case uses and reads the plan of the page it asked for.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biashara-list-plans-'));
const log = path.join(dir, 'plans.jsonl');
const t = withTestApp({ sqliteQueryPlans: log });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TILL = 'till-demo-counter1';
const MAIN = 'store-main';
const DATES = { startDate: '20250101', endDate: '20261231' };

interface Case {
  who: 'owner' | 'support';
  action: string;
  input: Record<string, unknown>;
  /** The table the page reads. */
  table: string;
  index: string;
  /** The list sorts what its index finds (a tab of two pay statuses). */
  sorted?: boolean;
}

const CASES: Case[] = [
  { who: 'owner', action: 'QueryGoodsOrderList', input: {}, table: 'goods_orders', index: 'goods_orders_store_idx' },
  { who: 'owner', action: 'QueryGoodsOrderList', input: DATES, table: 'goods_orders', index: 'goods_orders_store_idx' },
  { who: 'owner', action: 'QueryGoodsOrderList', input: { tab: 'newOrders' }, table: 'goods_orders', index: 'goods_orders_accept_tab_idx' },
  { who: 'owner', action: 'QueryGoodsOrderList', input: { tab: 'waitingForRefund' }, table: 'goods_orders', index: 'goods_orders_pay_tab_idx' },
  { who: 'owner', action: 'QueryGoodsOrderList', input: { storeId: 'all' }, table: 'goods_orders', index: 'goods_orders_merchant_created_idx' },
  { who: 'owner', action: 'QueryGoodsOrderList', input: { storeId: 'all', tab: 'completed' }, table: 'goods_orders', index: 'goods_orders_accept_idx' },
  { who: 'owner', action: 'QueryGoodsOrderList', input: { storeId: 'all', tab: 'picked', ...DATES }, table: 'goods_orders', index: 'goods_orders_accept_idx' },
  { who: 'owner', action: 'QueryGoodsOrderList', input: { storeId: 'all', tab: 'waitingForRefund' }, table: 'goods_orders', index: 'goods_orders_status_idx' },
  { who: 'owner', action: 'QueryGoodsOrderList', input: { storeId: 'all', tab: 'refunded' }, table: 'goods_orders', index: 'goods_orders_status_idx', sorted: true },
  { who: 'owner', action: 'QueryGoodsOrderList', input: { operatorId: 'person-cashier', tab: 'onGoing' }, table: 'goods_orders', index: 'goods_orders_person_idx' },
  { who: 'owner', action: 'QueryMpesaOrderHistory', input: { storeId: 'all' }, table: 'goods_orders', index: 'goods_orders_merchant_created_idx' },
  { who: 'owner', action: 'NotificationList', input: {}, table: 'notifications', index: 'notifications_person_idx' },
  { who: 'owner', action: 'TicketHistory', input: { status: '0' }, table: 'help_tickets', index: 'help_tickets_merchant_status_idx' },
  { who: 'owner', action: 'CallBackHistory', input: { status: 'P' }, table: 'help_callbacks', index: 'help_callbacks_merchant_status_idx' },
  { who: 'support', action: 'SupportTicketQueue', input: { mine: 'Y' }, table: 'help_tickets', index: 'help_tickets_agent_idx' },
  { who: 'support', action: 'SupportCallBackList', input: {}, table: 'help_callbacks', index: 'help_callbacks_time_idx' },
  { who: 'owner', action: 'QuerySettlementList', input: {}, table: 'till_settlements', index: 'till_settlements_merchant_idx' },
  { who: 'owner', action: 'QuerySettlementList', input: { status: 'S' }, table: 'till_settlements', index: 'till_settlements_status_idx' },
  { who: 'owner', action: 'QuerySettlementList', input: { tillId: TILL }, table: 'till_settlements', index: 'till_settlements_till_idx' },
  { who: 'owner', action: 'QuerySettlementList', input: { storeId: MAIN }, table: 'till_settlements', index: 'till_settlements_store_idx' },
  { who: 'owner', action: 'QueryDasOrderInfoPage', input: { ordTyp: '20' }, table: 'money_orders', index: 'money_orders_merchant_type_idx' },
  { who: 'owner', action: 'QueryDasOrderInfoPage', input: { transTypId: '110' }, table: 'money_orders', index: 'money_orders_type_idx' },
  { who: 'owner', action: 'QueryTillsInfoList', input: {}, table: 'tills', index: 'tills_merchant_created_idx' },
  { who: 'owner', action: 'QueryTillsInfoList', input: { storeId: MAIN }, table: 'tills', index: 'tills_merchant_idx' },
  { who: 'owner', action: 'QueryBillPlan', input: {}, table: 'bill_plans', index: 'bill_plans_merchant_created_idx' },
  { who: 'owner', action: 'QueryBillPlan', input: { status: '0' }, table: 'bill_plans', index: 'bill_plans_merchant_idx' },
  { who: 'owner', action: 'QueryStandingOrderList', input: {}, table: 'standing_orders', index: 'standing_orders_merchant_created_idx' },
  { who: 'owner', action: 'QueryStandingOrderList', input: { status: '0' }, table: 'standing_orders', index: 'standing_orders_merchant_idx' },
  { who: 'owner', action: 'QueryTillTransList', input: {}, table: 'till_payments', index: 'till_payments_merchant_idx' },
  { who: 'owner', action: 'QueryTillTransList', input: { tillId: TILL }, table: 'till_payments', index: 'till_payments_till_idx' },
  { who: 'owner', action: 'QueryTillTransList', input: { storeId: MAIN }, table: 'till_payments', index: 'till_payments_store_idx' },
  { who: 'owner', action: 'QueryTillTransList', input: { storeId: MAIN, ...DATES }, table: 'till_payments', index: 'till_payments_store_idx' },
  { who: 'owner', action: 'QryAuditTrailList', input: { event: 'LOGIN' }, table: 'audit_trail', index: 'audit_trail_event_idx' },
  { who: 'owner', action: 'QryAuditTrailList', input: { operatorId: 'person-admin' }, table: 'audit_trail', index: 'audit_trail_person_idx' },
  { who: 'owner', action: 'QueryProductList', input: { categoryId: 'cat-demo-groceries' }, table: 'products', index: 'products_category_idx' },
  { who: 'owner', action: 'MySubBusinesses', input: {}, table: 'merchants', index: 'merchants_parent_idx' },
  { who: 'owner', action: 'QueryCustomers', input: { blackFlg: 'Y' }, table: 'customers', index: 'customers_black_idx' },
  { who: 'owner', action: 'QryMerApprovalList', input: { txTyp: '01' }, table: 'approvals', index: 'approvals_tx_typ_idx' },
  { who: 'owner', action: 'QueryHistoryBillOrder', input: { utilityKind: '02' }, table: 'bill_orders', index: 'bill_orders_kind_idx' },
];

interface LoggedPlan {
  sql: string;
  plan: string[];
}

let readUpTo = 0;
/** The statements prepared since the last call, with their plans. */
function preparedSince(): LoggedPlan[] {
  const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  const fresh = text.slice(readUpTo);
  readUpTo = text.length;
  return fresh
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedPlan);
}

describe('the paged lists on their indexes (SQLite)', () => {
  let owner: WireClient;
  let support: WireClient;
  beforeAll(async () => {
    if (t.database.dialect !== 'sqlite') return;
    owner = await signIn(t, DEMO_LOGIN.owner.userId, DEMO_LOGIN.owner.type, 'list-plans-owner');
    support = await signIn(t, 'support@biashara.co.ke', 'E', 'list-plans-agent');
  });

  it.each(CASES)('$action $input reads its page from $index', async ({ who, action, input, table, index, sorted }) => {
    if (t.database.dialect !== 'sqlite') return;
    preparedSince();
    const res = await (who === 'owner' ? owner : support).call(action, input);
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const pages = preparedSince().filter((s) => s.sql.includes(`from "${table}"`) && /order by .* limit \d+/s.test(s.sql));
    expect(pages.length, `a page of ${table} first prepared by this call`).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.plan.some((line) => line.includes(`USING INDEX ${index} `) || line.endsWith(`USING INDEX ${index}`))).toBe(true);
      if (!sorted) expect(page.plan.filter((line) => line.startsWith('USE TEMP B-TREE FOR'))).toEqual([]);
    }
  });
});
