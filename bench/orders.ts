// The order-list benchmark (called by bench/run.ts against its running server): 100,000 goods
// orders written in bulk into the server's database (two stores, three months, the statuses a real
// shop has), then the order screens' calls one after another as a person paging the tabs makes
// them: QueryGoodsOrderList (all, a status tab, a later page, a date filter, a search) and the tab
// counts (QueryGoodsOrderListGroup). Each prints p50 and p95 beside the budget (p95 under 50 ms).
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { newId } from '../src/server/db/util';
import type { WireClient } from '../src/server/testing/client';
import { fmt, timeSequential } from './sequential';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_ORDER_REQUESTS ?? 200);
const BUDGET = { p95Ms: 50 };
const MERCHANT = 'merc-demo';
const STORES = ['store-main', 'store-westlands'];


/** The statuses of a shop's orders: mostly completed sales, some being handled, refunded, cancelled. */
function statusesFor(i: number) {
  const r = i % 100;
  if (r < 80) return { pay: 'PS', accept: 'CP', detail: 'ST' };
  if (r < 84) return { pay: 'PS', accept: 'NO', detail: 'ST' };
  if (r < 87) return { pay: 'PS', accept: 'OG', detail: 'ST' };
  if (r < 89) return { pay: 'PS', accept: 'PD', detail: 'ST' };
  if (r < 93) return { pay: 'SR', accept: 'CP', detail: 'RP' };
  if (r < 95) return { pay: 'WR', accept: 'CL', detail: 'RQ' };
  if (r < 97) return { pay: 'HS', accept: 'SP', detail: 'WP' };
  return { pay: 'FP', accept: 'CL', detail: 'CF' };
}

async function insertOrders(dataDir: string): Promise<number> {
  const database = openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  const started = performance.now();
  try {
    const db = database.db;
    const now = Date.now();
    const span = 90 * 24 * 3600_000;
    const BATCH = 500;
    for (let start = 0; start < ORDERS; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(ORDERS, start + BATCH); i++) {
        const at = new Date(now - span + Math.floor((i / ORDERS) * span)).toISOString();
        const s = statusesFor(i);
        const total = 10_000 + ((i * 7919) % 500_000);
        const paid = s.pay === 'HS' || s.pay === 'FP' ? 0 : total;
        rows.push({
          id: newId(),
          order_no: `B${String(i).padStart(12, '0')}`,
          merchant_id: MERCHANT,
          store_id: STORES[i % 2]!,
          till_id: null,
          person_id: 'person-cashier',
          request_id: `bench-${i}`,
          channel: 'C',
          customer_id: null,
          customer_phone: i % 3 === 0 ? `2547${String(10_000_000 + (i % 89_999_999)).slice(0, 8)}` : null,
          customer_name: i % 3 === 0 ? `Customer ${i % 5000}` : null,
          customer_email: null,
          pay_status: s.pay,
          goods_status: s.pay === 'SR' ? 'PS' : s.pay,
          accept_status: s.accept,
          detail_status: s.detail,
          item_count: 1 + (i % 6),
          subtotal: total,
          discount_type: null,
          discount_value: null,
          discount: 0,
          coupon_id: null,
          coupon_code: null,
          coupon_amount: 0,
          vat_rate: 0,
          vat: 0,
          total,
          paid_amount: paid,
          cash_received: null,
          change_amount: null,
          refunded_amount: s.pay === 'SR' ? Math.floor(total / 2) : 0,
          payment_method: paid ? (i % 2 ? '0001' : '0008') : null,
          pay_ref: null,
          money_order_id: null,
          remarks: null,
          cancel_reason: null,
          created_at: at,
          updated_at: at,
          hung_at: null,
          paid_at: paid ? at : null,
          closed_at: null,
        });
      }
      await db.insertInto('goods_orders').values(rows).execute();
    }
  } finally {
    await database.destroy();
  }
  return performance.now() - started;
}

export async function ordersBench(options: { client: WireClient; dataDir: string }): Promise<void> {
  const { client, dataDir } = options;
  console.log(`\nOrders: the order list with ${ORDERS.toLocaleString('en-US')} orders (${REQUESTS} requests each, one at a time)\n`);
  process.stdout.write('  inserting orders...');
  const ms = await insertOrders(dataDir);
  process.stdout.write(` done in ${fmt(ms / 1000)} s\n\n`);

  const day = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const scenarios: { name: string; action: string; body: Record<string, unknown> }[] = [
    { name: 'All, first page', action: 'QueryGoodsOrderList', body: { tab: 'all', limit: 10, offset: 0 } },
    { name: 'Completed, page 50', action: 'QueryGoodsOrderList', body: { tab: 'completed', limit: 10, offset: 490 } },
    { name: 'New orders', action: 'QueryGoodsOrderList', body: { tab: 'newOrders', limit: 10, offset: 0 } },
    { name: 'Refunded, all stores', action: 'QueryGoodsOrderList', body: { tab: 'refunded', storeId: 'all', limit: 20, offset: 0 } },
    { name: 'All, last 7 days', action: 'QueryGoodsOrderList', body: { tab: 'all', startDate: day(7), endDate: day(0), limit: 10, offset: 10 } },
    { name: 'Search by number', action: 'QueryGoodsOrderList', body: { tab: 'all', keyword: 'B00000004242', limit: 10, offset: 0 } },
    { name: 'Tab counts', action: 'QueryGoodsOrderListGroup', body: {} },
    { name: 'Tab counts, 7 days', action: 'QueryGoodsOrderListGroup', body: { startDate: day(7), endDate: day(0) } },
  ];
  for (const s of scenarios) {
    const { p50, p95 } = await timeSequential(client, s, { requests: REQUESTS, warmup: 10 });
    console.log(`  ${s.name.padEnd(24)} p50 ${fmt(p50).padStart(6)} ms   p95 ${fmt(p95).padStart(6)} ms (budget < ${BUDGET.p95Ms} ms: ${p95 < BUDGET.p95Ms ? 'within' : 'over'})`);
  }
}
