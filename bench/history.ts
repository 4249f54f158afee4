// The busy-year benchmark (called by bench/run.ts against its running server): a year of the demo
// business written in bulk into the server's database (bench/historyData.ts: 60,000 wallet money
// orders with their ledger entries, 50,000 till payments and the tills' nightly settlements, 20,000
// customers, 3,000 products, 2,000 payees, 200 standing orders, 30,000 notifications, 100,000 audit
// rows), then the main screens' reads one after another as a person using them makes them: a first
// page, a later page, a date filter and a search where the screen has them. Each prints p50 and p95
// beside the budget (p95 under 50 ms); budgets never fail the run.
import { performance } from 'node:perf_hooks';
import { NOTIFICATION_PAGE_SIZE } from '../src/shared/actions/notifications';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { ledgerAuditStep } from '../src/server/ledger/audit';
import { ledgerViolations } from '../src/server/ledger/ledger';
import type { WireClient } from '../src/server/testing/client';
import { type HistoryFacts, type HistorySizes, insertHistory } from './historyData';
import { fmt, timeSequential } from './sequential';

const size = (name: string, byDefault: number) => Number(process.env[name] ?? byDefault);
const SIZES: HistorySizes = {
  orders: size('BENCH_HISTORY_ORDERS', 60_000),
  tillPayments: size('BENCH_HISTORY_TILL_PAYMENTS', 50_000),
  customers: size('BENCH_HISTORY_CUSTOMERS', 20_000),
  products: size('BENCH_HISTORY_PRODUCTS', 3_000),
  notifications: size('BENCH_HISTORY_NOTIFICATIONS', 30_000),
  audit: size('BENCH_HISTORY_AUDIT', 100_000),
  beneficiaries: size('BENCH_HISTORY_BENEFICIARIES', 2_000),
  standingOrders: size('BENCH_HISTORY_STANDING_ORDERS', 200),
  statements: size('BENCH_HISTORY_STATEMENTS', 120),
};
const REQUESTS = size('BENCH_HISTORY_REQUESTS', 100);
const BUDGET = { p95Ms: 50 };

const count = (n: number) => n.toLocaleString('en-US');


/** The Nairobi date `daysAgo` days before today, YYYYMMDD. */
const day = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

async function insert(dataDir: string): Promise<{ facts: HistoryFacts; ms: number }> {
  const database = openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  const started = performance.now();
  try {
    const facts = await insertHistory(database.db, SIZES);
    const ms = performance.now() - started;
    const problems = await ledgerViolations(database.db);
    if (problems.length) throw new Error(`the ledger does not balance after the insert: ${problems.slice(0, 5).join('; ')}`);
    return { facts, ms };
  } finally {
    await database.destroy();
  }
}

interface Scenario {
  screen: string;
  name: string;
  action: string;
  body: Record<string, unknown>;
}

function scenarios(f: HistoryFacts): Scenario[] {
  const till = f.tillIds[0] ?? '';
  return [
    { screen: 'Home', name: 'wallet balance', action: 'QryWalletDetails', body: {} },
    { screen: 'Home', name: 'daily flow, 14 days', action: 'QryWalletDailyFlow', body: { days: 14 } },
    { screen: 'Home', name: 'daily flow, 31 days', action: 'QryWalletDailyFlow', body: { days: 31 } },
    { screen: 'Home', name: 'activity, first page', action: 'QryWalletTransList', body: { limit: 10, offset: 0 } },
    { screen: 'Home', name: 'activity, page 50', action: 'QryWalletTransList', body: { limit: 10, offset: 490 } },
    { screen: 'Home', name: 'activity, top-ups', action: 'QryWalletTransList', body: { ordTyp: '01', limit: 10, offset: 0 } },
    { screen: 'Transactions', name: 'first page', action: 'QueryDasOrderInfoPage', body: { limit: 10, offset: 0 } },
    { screen: 'Transactions', name: 'page 100', action: 'QueryDasOrderInfoPage', body: { limit: 10, offset: 990 } },
    { screen: 'Transactions', name: 'last 7 days', action: 'QueryDasOrderInfoPage', body: { startDate: day(7), endDate: day(0), limit: 10, offset: 0 } },
    { screen: 'Transactions', name: 'money out, a month', action: 'QueryDasOrderInfoPage', body: { dcFlg: 'd', startDate: day(30), endDate: day(0), limit: 10, offset: 10 } },
    { screen: 'Transactions', name: 'search by name', action: 'QueryDasOrderInfoPage', body: { keyword: 'Wanjiku', limit: 10, offset: 0 } },
    { screen: 'Transactions', name: 'search by number', action: 'QueryDasOrderInfoPage', body: { keyword: f.recentOrdNo, limit: 10, offset: 0 } },
    { screen: 'Transactions', name: 'detail, recent', action: 'QueryTransRecordDetail', body: { ordNo: f.recentOrdNo } },
    { screen: 'Transactions', name: 'detail, 200 days ago', action: 'QueryTransRecordDetail', body: { ordNo: f.oldOrdNo } },
    { screen: 'Statements', name: 'list', action: 'QueryAccountStatementList', body: { limit: 10, offset: 0 } },
    { screen: 'Statements', name: 'list, page 5', action: 'QueryAccountStatementList', body: { limit: 10, offset: 40 } },
    { screen: 'Tills', name: 'tills and balances', action: 'QueryTillsInfoList', body: { limit: 10, offset: 0 } },
    { screen: 'Tills', name: 'payments, all', action: 'QueryTillTransList', body: { limit: 10, offset: 0 } },
    { screen: 'Tills', name: 'payments, page 50', action: 'QueryTillTransList', body: { limit: 10, offset: 490 } },
    { screen: 'Tills', name: 'payments, one till', action: 'QueryTillTransList', body: { tillId: till, limit: 10, offset: 0 } },
    { screen: 'Tills', name: 'one till, page 20', action: 'QueryTillTransList', body: { tillId: till, limit: 10, offset: 190 } },
    { screen: 'Tills', name: 'unclaimed, 7 days', action: 'QueryTillTransList', body: { claimed: 'N', startDate: day(7), endDate: day(0), limit: 10, offset: 0 } },
    { screen: 'Tills', name: 'search a receipt', action: 'QueryTillTransList', body: { keyword: 'SB', limit: 10, offset: 0 } },
    { screen: 'Tills', name: 'till statement, month', action: 'QueryTillStatement', body: { tillId: till, startDate: day(30), endDate: day(0) } },
    { screen: 'Settlement', name: 'first page', action: 'QuerySettlementList', body: { limit: 10, offset: 0 } },
    { screen: 'Settlement', name: 'one till, a month', action: 'QuerySettlementList', body: { tillId: till, startDate: day(30), endDate: day(0), limit: 10, offset: 0 } },
    { screen: 'Sales', name: 'summary, today', action: 'StatisticsTransAmount', body: {} },
    { screen: 'Sales', name: 'summary, a month', action: 'StatisticsTransAmount', body: { startDate: day(30), endDate: day(0), storeId: 'all' } },
    { screen: 'Sales', name: 'last 7 days chart', action: 'StatisGoodsOrder', body: { days: 7 } },
    { screen: 'Sales', name: 'M-PESA sales', action: 'QueryMpesaOrderHistory', body: { limit: 10, offset: 0 } },
    // The drawer's calls: a page of NOTIFICATION_PAGE_SIZE at a time (docs/decisions/0005).
    { screen: 'Notifications', name: 'list', action: 'NotificationList', body: { limit: NOTIFICATION_PAGE_SIZE, offset: 0 } },
    { screen: 'Notifications', name: 'list, page 20', action: 'NotificationList', body: { limit: NOTIFICATION_PAGE_SIZE, offset: 19 * NOTIFICATION_PAGE_SIZE } },
    { screen: 'Notifications', name: 'search', action: 'NotificationList', body: { search: 'Counter 1', limit: NOTIFICATION_PAGE_SIZE, offset: 0 } },
    { screen: 'Notifications', name: 'search, no match', action: 'NotificationList', body: { search: 'no such words', limit: NOTIFICATION_PAGE_SIZE, offset: 0 } },
    { screen: 'Notifications', name: 'unread count', action: 'SelectUnreadCount', body: { usrNo: f.ownerUserNo } },
    { screen: 'Audit', name: 'first page', action: 'QryAuditTrailList', body: { limit: 10, offset: 0 } },
    { screen: 'Audit', name: 'page 100', action: 'QryAuditTrailList', body: { limit: 10, offset: 990 } },
    { screen: 'Audit', name: 'one week', action: 'QryAuditTrailList', body: { beginDate: day(7), endDate: day(0), limit: 10, offset: 0 } },
    { screen: 'Audit', name: 'by operator name', action: 'QryAuditTrailList', body: { operator: 'Otieno', limit: 10, offset: 0 } },
    { screen: 'Audit', name: 'one person, one event', action: 'QryAuditTrailList', body: { operatorId: 'person-cashier', event: 'CHANGE_STORE', limit: 10, offset: 0 } },
    { screen: 'Audit', name: 'operators', action: 'QueryOperatorList', body: {} },
    { screen: 'Customers', name: 'first page', action: 'QueryCustomers', body: { limit: 10, offset: 0 } },
    { screen: 'Customers', name: 'page 100', action: 'QueryCustomers', body: { limit: 10, offset: 990 } },
    { screen: 'Customers', name: 'search, many', action: 'QueryCustomers', body: { keyword: 'wanjiku', limit: 10, offset: 0 } },
    { screen: 'Customers', name: 'search, one', action: 'QueryCustomers', body: { keyword: f.customerName, limit: 10, offset: 0 } },
    { screen: 'Customers', name: 'blacklisted', action: 'QueryCustomers', body: { blackFlg: 'Y', limit: 10, offset: 0 } },
    { screen: 'Products', name: 'first page', action: 'QueryProductList', body: { limit: 10, offset: 0 } },
    { screen: 'Products', name: 'page 50', action: 'QueryProductList', body: { limit: 10, offset: 490 } },
    { screen: 'Products', name: 'search', action: 'QueryProductList', body: { keyword: f.productName, limit: 10, offset: 0 } },
    { screen: 'Products', name: 'out of stock', action: 'QueryProductList', body: { status: '4', limit: 10, offset: 0 } },
    { screen: 'Payees', name: 'first page', action: 'QueryBeneficiaryList', body: { limit: 10, offset: 0 } },
    { screen: 'Payees', name: 'page 50', action: 'QueryBeneficiaryList', body: { limit: 10, offset: 490 } },
    { screen: 'Payees', name: 'search', action: 'QueryBeneficiaryList', body: { qryEnter: f.payeeName, limit: 10, offset: 0 } },
    { screen: 'Payees', name: 'M-PESA, to pay', action: 'QueryBeneficiaryList', body: { pageType: '2', bnfTyp: 'M', limit: 10, offset: 0 } },
    { screen: 'Standing orders', name: 'first page', action: 'QueryStandingOrderList', body: { limit: 10, offset: 0 } },
    { screen: 'Standing orders', name: 'page 10', action: 'QueryStandingOrderList', body: { limit: 10, offset: 90 } },
    { screen: 'Standing orders', name: 'search', action: 'QueryStandingOrderList', body: { name: 'float 12', limit: 10, offset: 0 } },
  ];
}

export async function historyBench(options: { client: WireClient; dataDir: string }): Promise<void> {
  const { client, dataDir } = options;
  console.log(
    `\nHistory: a busy year (${count(SIZES.orders)} money orders, ${count(SIZES.tillPayments)} till payments, ${count(SIZES.customers)} customers, ` +
      `${count(SIZES.products)} products, ${count(SIZES.notifications)} notifications, ${count(SIZES.audit)} audit rows; ${REQUESTS} requests each, one at a time)\n`,
  );
  process.stdout.write('  inserting the year...');
  const { facts, ms } = await insert(dataDir);
  process.stdout.write(` done in ${fmt(ms / 1000)} s (ledger checked)\n\n`);

  for (const s of scenarios(facts)) {
    const { p50, p95 } = await timeSequential(client, s, { requests: REQUESTS, warmup: 5 });
    const label = `${s.screen}: ${s.name}`.padEnd(40);
    console.log(
      `  ${label} ${s.action.padEnd(26)} p50 ${fmt(p50).padStart(7)} ms   p95 ${fmt(p95).padStart(7)} ms (budget < ${BUDGET.p95Ms} ms: ${p95 < BUDGET.p95Ms ? 'within' : 'over'})`,
    );
  }
  await nightlyAudit(dataDir);
}

/**
 * The ledger's nightly audit over the year, with its own settings, from this process (SQLite lets it
 * read beside the server): the whole run and its longest slice. A request waits for one account's
 * snapshot at most, not for a slice.
 */
async function nightlyAudit(dataDir: string): Promise<void> {
  const database = openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    const db = database.db;
    const postings = Number((await db.selectFrom('postings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const quiet = { info: () => {}, error: (obj: unknown) => console.log(`  ledger audit problem: ${JSON.stringify(obj)}`) };
    // A day on, so a run starts whatever the server's own job did.
    const now = () => new Date(Date.now() + 86_400_000);
    const slices: number[] = [];
    for (;;) {
      const started = performance.now();
      await ledgerAuditStep(db, quiet, { now });
      slices.push(performance.now() - started);
      const run = await db.selectFrom('ledger_audits').selectAll().orderBy('started_at', 'desc').limit(1).executeTakeFirstOrThrow();
      if (run.finished_at) {
        const total = slices.reduce((a, b) => a + b, 0);
        console.log(
          `\n  ledger audit (nightly job)  ${count(run.accounts_checked)} accounts, ${count(postings)} postings: ${fmt(total)} ms in ${slices.length} slices, ` +
            `the longest slice ${fmt(Math.max(...slices))} ms; ${run.problems} problems`,
        );
        return;
      }
    }
  } finally {
    await database.destroy();
  }
}
