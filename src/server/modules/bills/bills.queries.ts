import { type Kysely, type Selectable, sql } from 'kysely';
import type { BillAccount, BillOrder, BillPlan } from '../../../shared/actions/bills';
import { type Biller, type UtilityKind, billerByCode } from '../../../shared/dict/bills';
import type { BillAccountTable, BillOrderTable, BillPlanTable, Database } from '../../db/schema';
import { toNairobi14 } from '../../db/util';
import { BizError } from '../../http/errors';
import { type OrderRow, orderRecord } from '../money/orders';

/** Plain queries and record shapes of the bills area; every query is scoped to the merchant. */

export type BillAccountRow = Selectable<BillAccountTable>;
export type BillPlanRow = Selectable<BillPlanTable>;
export type BillOrderRow = Selectable<BillOrderTable>;

export function billerOf(code: string): Biller {
  const biller = billerByCode(code);
  if (!biller) throw new Error(`unknown biller ${code}`);
  return biller;
}

export function accountRecord(row: BillAccountRow, hasPlan: boolean): BillAccount {
  const biller = billerOf(row.biller);
  return {
    accountId: row.id,
    biller: row.biller,
    billerName: biller.name,
    utilityKind: row.utility_kind as UtilityKind,
    mode: biller.mode,
    accountNo: row.account_no,
    accountName: row.account_name,
    nickname: row.nickname,
    packageCode: row.package_code,
    hasPlan: hasPlan ? 'Y' : 'N',
    createdAt: toNairobi14(row.created_at),
  };
}

/** The next day a plan pays (YYYYMMDD, Nairobi), from today: this month's day if not yet run this month, else next month's. */
export function nextRunDate(plan: Pick<BillPlanRow, 'day' | 'status' | 'last_period'>, now: Date = new Date()): string | null {
  if (plan.status !== '0') return null;
  const today = toNairobi14(now.toISOString()).slice(0, 8);
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(4, 6));
  const period = (y: number, m: number) => `${y}${String(m).padStart(2, '0')}`;
  const dayIn = (y: number, m: number) => Math.min(plan.day, new Date(Date.UTC(y, m, 0)).getUTCDate());
  const thisMonth = `${period(year, month)}${String(dayIn(year, month)).padStart(2, '0')}`;
  if (plan.last_period !== period(year, month) && thisMonth >= today) return thisMonth;
  if (plan.last_period !== period(year, month) && thisMonth < today) return today;
  month += 1;
  if (month === 13) {
    month = 1;
    year += 1;
  }
  return `${period(year, month)}${String(dayIn(year, month)).padStart(2, '0')}`;
}

export function planRecord(row: BillPlanRow): BillPlan {
  return {
    planNo: row.plan_no,
    biller: row.biller,
    billerName: billerOf(row.biller).name,
    utilityKind: row.utility_kind as UtilityKind,
    accountNo: row.account_no,
    accountName: row.account_name,
    packageCode: row.package_code,
    name: row.name,
    amount: Number(row.amount),
    day: Number(row.day),
    paySource: '1',
    status: row.status as BillPlan['status'],
    nextRunDate: nextRunDate({ day: Number(row.day), status: row.status, last_period: row.last_period }),
    createdAt: toNairobi14(row.created_at),
  };
}

export function billOrderRecord(order: OrderRow, bill: BillOrderRow, planNo: string | null): BillOrder {
  return {
    ...orderRecord(order),
    biller: bill.biller,
    billerName: billerOf(bill.biller).name,
    utilityKind: bill.utility_kind as UtilityKind,
    accountNo: bill.account_no,
    accountName: bill.account_name,
    packageCode: bill.package_code,
    packageName: bill.package_name,
    planNo,
    token: bill.token,
    units: bill.units,
    rating: bill.rating === null ? null : Number(bill.rating),
  };
}

export async function findAccount(db: Kysely<Database>, merchantId: string, accountId: string): Promise<BillAccountRow> {
  const row = await db.selectFrom('bill_accounts').selectAll().where('merchant_id', '=', merchantId).where('id', '=', accountId).executeTakeFirst();
  if (!row) throw new BizError('MMCP5408');
  return row;
}

export async function findPlan(db: Kysely<Database>, merchantId: string, planNo: string): Promise<BillPlanRow> {
  const row = await db
    .selectFrom('bill_plans')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('plan_no', '=', planNo)
    .where('status', '!=', '2')
    .executeTakeFirst();
  if (!row) throw new BizError('MMCP5410');
  return row;
}

/** Live plans (not deleted) of accounts, to mark saved accounts that a regular bill pays. */
export async function plannedAccounts(db: Kysely<Database>, merchantId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('bill_plans').select(['biller', 'account_no']).where('merchant_id', '=', merchantId).where('status', '!=', '2').execute();
  return new Set(rows.map((r) => `${r.biller}/${r.account_no}`));
}

export async function rewardBalance(db: Kysely<Database>, merchantId: string): Promise<number> {
  const row = await db
    .selectFrom('reward_points')
    .select((eb) => eb.fn.sum<number | string | null>('points').as('s'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(row?.s ?? 0);
}

/** Bill orders of the business with their money orders, newest first. */
export function billOrdersQuery(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('bill_orders as b')
    .innerJoin('money_orders as o', 'o.id', 'b.order_id')
    .leftJoin('bill_plans as p', 'p.id', 'b.plan_id')
    .where('b.merchant_id', '=', merchantId);
}

export async function loadBillOrders(db: Kysely<Database>, merchantId: string, orderIds: string[]): Promise<BillOrder[]> {
  if (orderIds.length === 0) return [];
  // The page's orders are found by their ids and the business is checked on those rows: SQLite,
  // without statistics, rates the business's index above a page of ids and walked every order.
  const [orders, bills] = await Promise.all([
    db.selectFrom('money_orders').selectAll().where(sql<string>`merchant_id || ''`, '=', merchantId).where('id', 'in', orderIds).execute(),
    db.selectFrom('bill_orders').selectAll().where(sql<string>`merchant_id || ''`, '=', merchantId).where('order_id', 'in', orderIds).execute(),
  ]);
  const planIds = [...new Set(bills.map((b) => b.plan_id).filter((x): x is string => !!x))];
  const plans = planIds.length ? await db.selectFrom('bill_plans').select(['id', 'plan_no']).where('id', 'in', planIds).execute() : [];
  const planNo = new Map(plans.map((p) => [p.id, p.plan_no]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const billById = new Map(bills.map((b) => [b.order_id, b]));
  return orderIds.flatMap((id) => {
    const o = orderById.get(id);
    const b = billById.get(id);
    return o && b ? [billOrderRecord(o, b, b.plan_id ? (planNo.get(b.plan_id) ?? null) : null)] : [];
  });
}
