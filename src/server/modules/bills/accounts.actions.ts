import {
  CollectBillAccount,
  DeleteBillAccount,
  EditBillAccount,
  QueryBillAccount,
  QueryBillAccountDetail,
  QueryUtilityAccountDetail,
} from '../../../shared/actions/bills';
import { totalOf } from '../../db/paging';
import { newId, nowIso, matches } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { accountRecord, billerOf, findAccount, loadBillOrders, plannedAccounts, planRecord } from './bills.queries';
import { type BillTarget, billTarget, lookupBill, refuse } from './bills.service';

const VIEW = { funcNo: '04' } as const;

/**
 * Saves an account (unique per business, biller and account number). `quiet`: a payment that
 * asked to save an account already saved leaves it as it is instead of refusing.
 */
export async function saveAccount(
  ctx: SessionContext,
  target: BillTarget,
  values: { accountName: string | null; nickname: string | null; packageCode: string | null },
  options: { quiet?: boolean } = {},
) {
  const merchantId = ctx.session.merchantId;
  const existing = await ctx.db
    .selectFrom('bill_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('biller', '=', target.biller.code)
    .where('account_no', '=', target.accountNo)
    .executeTakeFirst();
  if (existing) {
    if (options.quiet) return existing;
    throw refuse(ctx.locale, 'MMCP5407', 'accountNo');
  }
  const now = nowIso();
  const row = {
    id: newId(),
    merchant_id: merchantId,
    biller: target.biller.code,
    utility_kind: target.biller.kind,
    account_no: target.accountNo,
    account_name: values.accountName,
    nickname: values.nickname || null,
    package_code: values.packageCode,
    created_by: ctx.session.personId,
    created_at: now,
    updated_at: now,
  };
  const inserted = await ctx.db.insertInto('bill_accounts').values(row).onConflict((oc) => oc.columns(['merchant_id', 'biller', 'account_no']).doNothing()).executeTakeFirst();
  // Saved by a parallel request in the meantime.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    if (options.quiet) return row;
    throw refuse(ctx.locale, 'MMCP5407', 'accountNo');
  }
  await ctx.audit({ event: 'BILL_ACCOUNT_ADD', detail: { code: 'AUDIT_BILL_ACCOUNT_ADD', params: { biller: target.biller.name, accountNo: target.accountNo } }, after: { biller: row.biller, accountNo: row.account_no, nickname: row.nickname } });
  return row;
}

export const accountActions = [
  sessionAction(CollectBillAccount, VIEW, async (input, ctx) => {
    const target = billTarget(ctx.locale, input.biller, input.accountNo);
    // The biller must know the account: it answers the holder's name we keep.
    const bill = await lookupBill(ctx.money, ctx.locale, target);
    const pkg = input.packageCode ? bill.packages.find((p) => p.code === input.packageCode) : undefined;
    if (input.packageCode && !pkg) throw refuse(ctx.locale, 'MMCP5405', 'packageCode');
    const row = await saveAccount(ctx, target, { accountName: bill.accountName, nickname: input.nickname ?? null, packageCode: pkg?.code ?? null });
    return accountRecord(row, (await plannedAccounts(ctx.db, ctx.session.merchantId)).has(`${row.biller}/${row.account_no}`));
  }),

  sessionAction(QueryBillAccount, VIEW, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    let q = ctx.db.selectFrom('bill_accounts').where('merchant_id', '=', merchantId);
    if (input.utilityKind) q = q.where('utility_kind', '=', input.utilityKind);
    if (input.qryEnter) {
      const text = input.qryEnter;
      q = q.where((eb) => eb.or([matches('account_no', text), matches('nickname', text), matches('account_name', text)]));
    }
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    const planned = await plannedAccounts(ctx.db, merchantId);
    return { list: rows.map((r) => accountRecord(r, planned.has(`${r.biller}/${r.account_no}`))), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(EditBillAccount, VIEW, async (input, ctx) => {
    const before = await findAccount(ctx.db, ctx.session.merchantId, input.accountId);
    const biller = billerOf(before.biller);
    let packageCode = before.package_code;
    if (input.packageCode !== undefined) {
      packageCode = input.packageCode || null;
      if (packageCode) {
        const bill = await lookupBill(ctx.money, ctx.locale, { biller, accountNo: before.account_no });
        if (!bill.packages.some((p) => p.code === packageCode)) throw refuse(ctx.locale, 'MMCP5405', 'packageCode');
      }
    }
    const nickname = input.nickname === undefined ? before.nickname : input.nickname || null;
    await ctx.db.updateTable('bill_accounts').set({ nickname, package_code: packageCode, updated_at: nowIso() }).where('id', '=', before.id).execute();
    const after = await findAccount(ctx.db, ctx.session.merchantId, input.accountId);
    await ctx.audit({
      event: 'BILL_ACCOUNT_EDIT',
      detail: { code: 'AUDIT_BILL_ACCOUNT_EDIT', params: { biller: biller.name, accountNo: before.account_no } },
      before: { nickname: before.nickname, packageCode: before.package_code },
      after: { nickname: after.nickname, packageCode: after.package_code },
    });
    return accountRecord(after, (await plannedAccounts(ctx.db, ctx.session.merchantId)).has(`${after.biller}/${after.account_no}`));
  }),

  sessionAction(QueryUtilityAccountDetail, VIEW, async (input, ctx) => {
    const row = await findAccount(ctx.db, ctx.session.merchantId, input.accountId);
    const bill = await lookupBill(ctx.money, ctx.locale, { biller: billerOf(row.biller), accountNo: row.account_no });
    const planned = await plannedAccounts(ctx.db, ctx.session.merchantId);
    return { ...accountRecord(row, planned.has(`${row.biller}/${row.account_no}`)), bill };
  }),

  sessionAction(QueryBillAccountDetail, VIEW, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const row = await findAccount(ctx.db, merchantId, input.accountId);
    const plans = await ctx.db
      .selectFrom('bill_plans')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('biller', '=', row.biller)
      .where('account_no', '=', row.account_no)
      .where('status', '!=', '2')
      .orderBy('created_at', 'desc')
      .execute();
    const recent = await ctx.db
      .selectFrom('bill_orders')
      .select('order_id')
      .where('merchant_id', '=', merchantId)
      .where('biller', '=', row.biller)
      .where('account_no', '=', row.account_no)
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc')
      .limit(5)
      .execute();
    return {
      ...accountRecord(row, plans.length > 0),
      plans: plans.map(planRecord),
      recentOrders: await loadBillOrders(ctx.db, merchantId, recent.map((r) => r.order_id)),
    };
  }),

  sessionAction(DeleteBillAccount, VIEW, async (input, ctx) => {
    const row = await findAccount(ctx.db, ctx.session.merchantId, input.accountId);
    if ((await plannedAccounts(ctx.db, ctx.session.merchantId)).has(`${row.biller}/${row.account_no}`)) throw new BizError('MMCP5409');
    await ctx.db.deleteFrom('bill_accounts').where('id', '=', row.id).where('merchant_id', '=', ctx.session.merchantId).execute();
    await ctx.audit({
      event: 'BILL_ACCOUNT_DELETE',
      detail: { code: 'AUDIT_BILL_ACCOUNT_DELETE', params: { biller: billerOf(row.biller).name, accountNo: row.account_no } },
      before: { biller: row.biller, accountNo: row.account_no, nickname: row.nickname },
    });
    return {};
  }),
];
