// The checkout benchmark (called by bench/run.ts against its running server): sales at the counter
// as BENCH_CHECKOUT_CONNECTIONS (16) cashiers make them at once, for BENCH_SECONDS: each sale is
// CalculatedAmount (the cart priced), PlaceOrder and ConfirmPayment in cash, on two inventory
// products (stock taken in the payment's transaction) and a free-amount line. Prints sales per
// second and the p50/p95 of a whole sale and of each step; figures only, never a verdict that fails.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { newId, nowIso } from '../src/server/db/util';
import { shelveProduct } from '../src/server/modules/inventory/testing';
import type { WireClient } from '../src/server/testing/client';

const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 16);
const MERCHANT = 'merc-demo';

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Two products with stock enough for any run, and a 10% coupon without a quantity limit. */
async function shelve(dataDir: string): Promise<string[]> {
  const database = openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    const ids = [
      await shelveProduct(database.db, { merchantId: MERCHANT, price: 150_00, stock: 10_000_000, name: 'Bench product 0' }),
      await shelveProduct(database.db, { merchantId: MERCHANT, price: 200_00, stock: 10_000_000, name: 'Bench product 1' }),
    ];
    const now = Date.now();
    await database.db
      .insertInto('coupons')
      .values({
        id: newId(),
        merchant_id: MERCHANT,
        code: 'BENCH10',
        name: 'Bench 10% off',
        coupon_type: 'P',
        amount: null,
        percentage: 1000,
        max_discount: null,
        min_order_amount: 0,
        store_id: null,
        one_time: 'N',
        total_quantity: null,
        used_count: 0,
        status: '02',
        start_at: new Date(now - 86_400_000).toISOString(),
        end_at: new Date(now + 86_400_000).toISOString(),
        promotion_id: null,
        gift_name: null,
        gift_image: null,
        pay_code: null,
        static_qr: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    return ids;
  } finally {
    await database.destroy();
  }
}

export async function checkoutBench(options: { client: WireClient; dataDir: string; seconds: number }): Promise<void> {
  const { client, dataDir, seconds } = options;
  const products = await shelve(dataDir);
  const cart = { items: [{ productId: products[0], quantity: 2 }, { productId: products[1], quantity: 1 }, { name: 'Delivery', unitPrice: 100_00, quantity: 1 }], couponCode: 'BENCH10' };
  const steps = { CalculatedAmount: [] as number[], PlaceOrder: [] as number[], ConfirmPayment: [] as number[] };
  const sales: number[] = [];
  let refused = 0;

  const call = async (name: keyof typeof steps, body: Record<string, unknown>) => {
    const t0 = performance.now();
    const res = await client.call<{ orderNo: string; totalAmount: number }>(name, body);
    steps[name].push(performance.now() - t0);
    if (res.body.rspMsgCd !== 'MMC00000') throw new Error(`${name} answered ${res.body.rspMsgCd}`);
    return res.body;
  };
  const sale = async () => {
    const t0 = performance.now();
    const totals = await call('CalculatedAmount', cart);
    const order = await call('PlaceOrder', { ...cart, requestId: `bench${crypto.randomBytes(8).toString('hex')}` });
    await call('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: totals.totalAmount + 50_00 });
    sales.push(performance.now() - t0);
  };

  console.log(`\nCheckout: a sale (CalculatedAmount, PlaceOrder, ConfirmPayment in cash) by ${CONNECTIONS} cashiers at once, ${seconds} s\n`);
  await sale(); // warm-up and a check that the flow works
  sales.length = 0;
  for (const list of Object.values(steps)) list.length = 0;
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        try {
          await sale();
        } catch (error) {
          if (refused++ === 0) console.log(`  first refusal: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  sales.sort((a, b) => a - b);
  console.log(`  sales                    ${fmt(sales.length / elapsed).padStart(8)} per second   p50 ${fmt(percentile(sales, 50)).padStart(6)} ms   p95 ${fmt(percentile(sales, 95)).padStart(6)} ms   (${sales.length} sales${refused ? `, ${refused} refused` : ''})`);
  for (const [name, list] of Object.entries(steps)) {
    list.sort((a, b) => a - b);
    console.log(`  ${name.padEnd(24)} ${fmt(list.length / elapsed).padStart(8)} per second   p50 ${fmt(percentile(list, 50)).padStart(6)} ms   p95 ${fmt(percentile(list, 95)).padStart(6)} ms`);
  }
}
