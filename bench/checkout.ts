// The checkout benchmark (called by bench/run.ts against its running server): sales at the counter
// as BENCH_CHECKOUT_CONNECTIONS (16) cashiers make them at once, for BENCH_SECONDS: each sale is
// CalculatedAmount (the cart priced), PlaceOrder and ConfirmPayment in cash, on two inventory
// products (stock taken in the payment's transaction) and a free-amount line.
//
// Each cashier is a session of its own: the demo cashier signed in on a device of its own (the
// demo has one cashier account; a person may hold several sessions, one per device), working at
// one of the demo's tills, which cashiers take in turn: Counter 1 and Counter 2 of the Main Store
// and the Westlands till (the session changes store for it). The demo has three tills, so with 16
// cashiers about five share each; a cash sale only names its till, so sharing one adds no waiting.
// What all cashiers do share, as in a shop, is the two products' stock rows and the coupon's count.
//
// Prints sales per second and the p50/p95 of a whole sale and of each step, each p95 beside its
// budget (p95 under 50 ms a step, so 150 ms a sale of three) with a within/over verdict, as
// bench/orders.ts does; budgets never fail the run.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { newId, nowIso } from '../src/server/db/util';
import { shelveProduct } from '../src/server/modules/inventory/testing';
import { WireClient, fetchTransport } from '../src/server/testing/client';

const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 16);
const MERCHANT = 'merc-demo';
/** The demo business's cashier (function 43 at both stores); the demo password of every account. */
const DEMO_CASHIER = { userId: 'cashier', userIdType: 'S' as const, password: 'Demo@1234' };
/** The demo's stores and their tills, in the order cashiers take them. */
const COUNTERS = [
  { storeId: 'store-main', tillId: 'till-demo-counter1' },
  { storeId: 'store-main', tillId: 'till-demo-counter2' },
  { storeId: 'store-westlands', tillId: 'till-demo-westlands' },
];
const STEPS = ['CalculatedAmount', 'PlaceOrder', 'ConfirmPayment'] as const;
const BUDGET = { stepP95Ms: 50, saleP95Ms: 50 * STEPS.length };
const verdict = (ok: boolean) => (ok ? 'within' : 'over');

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

interface Cashier {
  client: WireClient;
  tillId: string;
}

/** Cashier n: the demo cashier signed in on device n (a session of its own), at its counter's store and till. */
async function signInCashier(base: string, n: number): Promise<Cashier> {
  const counter = COUNTERS[n % COUNTERS.length]!;
  const client = new WireClient(fetchTransport(base), `bench-cashier-${String(n).padStart(2, '0')}-device`);
  const login = await client.login(DEMO_CASHIER.userId, DEMO_CASHIER.userIdType, DEMO_CASHIER.password);
  if (login.body.rspMsgCd !== 'MMC00000') throw new Error(`sign-in of cashier ${n} answered ${login.body.rspMsgCd}`);
  const moved = await client.call('ChangeStore', { storeId: counter.storeId });
  if (moved.body.rspMsgCd !== 'MMC00000') throw new Error(`cashier ${n} could not change to ${counter.storeId}: ${moved.body.rspMsgCd}`);
  return { client, tillId: counter.tillId };
}

export async function checkoutBench(options: { base: string; dataDir: string; seconds: number }): Promise<void> {
  const { base, dataDir, seconds } = options;
  const products = await shelve(dataDir);
  const cart = { items: [{ productId: products[0], quantity: 2 }, { productId: products[1], quantity: 1 }, { name: 'Delivery', unitPrice: 100_00, quantity: 1 }], couponCode: 'BENCH10' };
  const steps: Record<(typeof STEPS)[number], number[]> = { CalculatedAmount: [], PlaceOrder: [], ConfirmPayment: [] };
  const sales: number[] = [];
  let refused = 0;

  const call = async (cashier: Cashier, name: (typeof STEPS)[number], body: Record<string, unknown>) => {
    const t0 = performance.now();
    const res = await cashier.client.call<{ orderNo: string; totalAmount: number; tillId: string | null }>(name, body);
    steps[name].push(performance.now() - t0);
    if (res.body.rspMsgCd !== 'MMC00000') throw new Error(`${name} answered ${res.body.rspMsgCd}`);
    return res.body;
  };
  const sale = async (cashier: Cashier) => {
    const t0 = performance.now();
    const totals = await call(cashier, 'CalculatedAmount', cart);
    const order = await call(cashier, 'PlaceOrder', { ...cart, tillId: cashier.tillId, requestId: `bench${crypto.randomBytes(8).toString('hex')}` });
    if (order.tillId !== cashier.tillId) throw new Error(`PlaceOrder put the sale on ${order.tillId}, not ${cashier.tillId}`);
    await call(cashier, 'ConfirmPayment', { orderNo: order.orderNo, payType: '0008', cashReceived: totals.totalAmount + 50_00 });
    sales.push(performance.now() - t0);
  };

  const cashiers: Cashier[] = [];
  for (let n = 0; n < CONNECTIONS; n++) cashiers.push(await signInCashier(base, n));
  const tills = new Set(cashiers.map((c) => c.tillId)).size;
  console.log(
    `\nCheckout: a sale (CalculatedAmount, PlaceOrder, ConfirmPayment in cash) by ${CONNECTIONS} cashiers at once, ${seconds} s\n` +
      `  (${CONNECTIONS} sessions of the demo cashier, one device each, on the demo's ${tills} tills in turn)\n`,
  );
  for (const cashier of cashiers) await sale(cashier); // warm-up and a check that each cashier can sell
  sales.length = 0;
  for (const list of Object.values(steps)) list.length = 0;
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    cashiers.map(async (cashier) => {
      while (Date.now() < until) {
        try {
          await sale(cashier);
        } catch (error) {
          if (refused++ === 0) console.log(`  first refusal: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const line = (name: string, list: number[], budgetMs: number, extra = '') => {
    list.sort((a, b) => a - b);
    const p95 = percentile(list, 95);
    console.log(
      `  ${name.padEnd(24)} ${fmt(list.length / elapsed).padStart(8)} per second   p50 ${fmt(percentile(list, 50)).padStart(6)} ms   p95 ${fmt(p95).padStart(6)} ms (budget < ${budgetMs} ms: ${verdict(p95 < budgetMs)})${extra}`,
    );
  };
  line('sales', sales, BUDGET.saleP95Ms, `   (${sales.length} sales${refused ? `, ${refused} refused` : ''})`);
  for (const name of STEPS) line(name, steps[name], BUDGET.stepP95Ms);
}
