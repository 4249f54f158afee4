import { sql } from 'kysely';
import {
  AddMerchantTill,
  ApplyMerchantTill,
  DeleteMerchantTill,
  DisableMerchantTill,
  EnableMerchantTill,
  GenerateQrCodeForTill,
  QueryTillNoList,
  QueryTillsInfoList,
  TillSettingInfo,
  UpdateMerchantTill,
  UpdateTillSetting,
} from '../../../shared/actions/tills';
import { formatMoney } from '../../../shared/format/money';
import { isUniqueViolation } from '../../db/database';
import { nowIso, newId, matches } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { accountBalance, tillAccountId } from '../../ledger/ledger';
import { destinationOf } from '../settlement/settlement.service';
import { assertStoreAccess, listScope } from '../staff/scope';
import { roleHolds } from '../staff/staff.queries';
import { type TillRow, baseTills, checkNameFree, drawTillNo, loadTill, ownStore, ownTill, selectTillViews, storeSettleMethod, tillRecord } from './tills.queries';
import type { TextParam } from '../../../shared/i18n/messages';

/** Function 38 ManageMyTills: 3801 add tills, 3802 activate or settle a till; either may see them. */
const ADD = { funcNo: '3801' };
const ACTIVATE = { funcNo: '3802' };
export const TILL_VIEWERS = ['3801', '3802'];

export async function requireAny(ctx: SessionContext, funcs: string[]): Promise<void> {
  if (!(await roleHolds(ctx.db, ctx.session.roleId, ...funcs))) throw new BizError('MMCP0403');
}

/** A till of the business in one of the caller's stores (docs/areas/staff.md), else MMCP5201 on `tillId`. */
export async function scopedTill(ctx: SessionContext, tillId: string): Promise<TillRow> {
  const till = await ownTill(ctx.db, ctx.session.merchantId, tillId);
  await assertStoreAccess(ctx.db, ctx.session, till.store_id, { code: 'MMCP5201', field: 'tillId' });
  return till;
}

/** A store of the business that is one of the caller's stores, else MMCP2101 on `storeId`. */
async function scopedStore(ctx: SessionContext, storeId: string) {
  const store = await ownStore(ctx.db, ctx.session.merchantId, storeId);
  await assertStoreAccess(ctx.db, ctx.session, store.id, { code: 'MMCP2101', field: 'storeId' });
  return store;
}

/** Allocates a platform-unique till number and makes the till (its ledger account opens with its first payment). */
async function createTill(ctx: SessionContext, input: { tillName: string; storeId: string; remarks?: string }, origin: 'A' | 'R') {
  const store = await scopedStore(ctx, input.storeId);
  await checkNameFree(ctx.db, ctx.session.merchantId, store.id, input.tillName);
  const now = nowIso();
  for (let attempt = 0; ; attempt++) {
    const row = {
      id: newId(),
      merchant_id: ctx.session.merchantId,
      store_id: store.id,
      till_no: drawTillNo(ctx.money.mpesaShortCode),
      name: input.tillName,
      status: '0' as const,
      origin,
      settle_method: null,
      settle_threshold: null,
      remarks: input.remarks || null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    try {
      await ctx.db.insertInto('tills').values(row).execute();
    } catch (error) {
      // Another till drew the same number: draw again.
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
    // Tell M-PESA where this till's payments are to be validated and confirmed (its number is a short code).
    await registerTill(ctx, row.till_no);
    await ctx.audit({ event: origin === 'A' ? 'TILL_ADD' : 'TILL_REQUEST', detail: { code: origin === 'A' ? 'AUDIT_TILL_ADD' : 'AUDIT_TILL_REQUEST', params: { tillNo: row.till_no, till: row.name, store: store.name } } });
    return loadTill(ctx.db, ctx.session.merchantId, row.id);
  }
}

export async function registerTill(ctx: SessionContext, tillNo: string): Promise<void> {
  try {
    await ctx.money.rails.mpesa.registerC2b(tillNo);
  } catch (err) {
    ctx.log.warn({ err, tillNo }, 'M-PESA C2B registration of a till failed; it is registered again when paid in the simulator');
  }
}

async function setStatus(ctx: SessionContext, tillId: string, status: '0' | '1') {
  const till = await scopedTill(ctx, tillId);
  if (till.status !== status) {
    await ctx.db.updateTable('tills').set({ status, updated_at: nowIso() }).where('id', '=', till.id).execute();
    await ctx.audit({ event: 'TILL_STATUS', detail: { code: status === '0' ? 'AUDIT_TILL_ENABLED' : 'AUDIT_TILL_DISABLED', params: { tillNo: till.till_no } } });
  }
  return loadTill(ctx.db, ctx.session.merchantId, till.id);
}

export const tillsActions = [
  sessionAction(QueryTillsInfoList, {}, async (input, ctx) => {
    await requireAny(ctx, TILL_VIEWERS);
    const merchantId = ctx.session.merchantId;
    const scope = await listScope(ctx.db, ctx.session);
    const narrow = (q: Parameters<Parameters<typeof selectTillViews>[2]>[0]) => {
      let n = q;
      if (scope) n = n.where('tills.store_id', 'in', scope);
      if (input.tillId) n = n.where('tills.id', '=', input.tillId);
      if (input.storeId) n = n.where('tills.store_id', '=', input.storeId);
      if (input.status) n = n.where('tills.status', '=', input.status);
      if (input.keyword) {
        const k = input.keyword;
        n = n.where((eb) => eb.or([matches('tills.name', k), matches('tills.till_no', k, { folded: true })]));
      }
      return n;
    };
    const rows = await selectTillViews(ctx.db, merchantId, narrow, input);
    const sums = await narrow(baseTills(ctx.db, merchantId))
      .leftJoin('ledger_accounts', (j) => j.on(sql<boolean>`ledger_accounts.id = 'till:' || tills.id`))
      .select((eb) => [eb.fn.count<number | string>('tills.id').as('n'), eb.fn.sum<number | string | null>('ledger_accounts.balance').as('b')])
      .executeTakeFirst();
    return {
      list: rows.map(tillRecord),
      total: Number(sums?.n ?? 0),
      totalBalance: Number(sums?.b ?? 0),
      simulatorFlg: ctx.money.rails.simulators.mpesa ? ('Y' as const) : ('N' as const),
    };
  }),

  sessionAction(QueryTillNoList, {}, async (input, ctx) => {
    await requireAny(ctx, [...TILL_VIEWERS, '43']);
    let q = ctx.db.selectFrom('tills').select(['id', 'till_no', 'name', 'store_id', 'status']).where('merchant_id', '=', ctx.session.merchantId).where('deleted_at', 'is', null);
    const scope = await listScope(ctx.db, ctx.session);
    if (scope) q = q.where('store_id', 'in', scope);
    if (input.storeId) q = q.where('store_id', '=', input.storeId);
    const rows = await q.orderBy('status').orderBy('name').limit(500).execute();
    return { list: rows.map((r) => ({ tillId: r.id, tillNo: r.till_no, tillName: r.name, storeId: r.store_id, status: r.status })) };
  }),

  sessionAction(AddMerchantTill, ADD, (input, ctx) => createTill(ctx, input, 'A')),

  sessionAction(ApplyMerchantTill, ADD, (input, ctx) => createTill(ctx, input, 'R')),

  sessionAction(UpdateMerchantTill, ADD, async (input, ctx) => {
    const till = await scopedTill(ctx, input.tillId);
    if (till.name !== input.tillName) {
      await checkNameFree(ctx.db, ctx.session.merchantId, till.store_id, input.tillName, till.id);
      await ctx.db.updateTable('tills').set({ name: input.tillName, updated_at: nowIso() }).where('id', '=', till.id).execute();
      await ctx.audit({ event: 'TILL_EDIT', detail: { code: 'AUDIT_TILL_RENAMED', params: { tillNo: till.till_no, from: till.name, to: input.tillName } } });
    }
    return loadTill(ctx.db, ctx.session.merchantId, till.id);
  }),

  sessionAction(EnableMerchantTill, ACTIVATE, (input, ctx) => setStatus(ctx, input.tillId, '0')),
  sessionAction(DisableMerchantTill, ACTIVATE, (input, ctx) => setStatus(ctx, input.tillId, '1')),

  sessionAction(DeleteMerchantTill, ADD, async (input, ctx) => {
    const till = await scopedTill(ctx, input.tillId);
    const money = await accountBalance(ctx.db, tillAccountId(till.id));
    if (money.balance !== 0 || money.reserved !== 0) throw new BizError('MMCP5203', {}, { field: 'tillId' });
    // The number stays taken (deleted_at), so no customer ever pays a reused till number.
    const done = await ctx.db.updateTable('tills').set({ deleted_at: nowIso(), status: '1', updated_at: nowIso() }).where('id', '=', till.id).where('deleted_at', 'is', null).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1) await ctx.audit({ event: 'TILL_DELETE', detail: { code: 'AUDIT_TILL_DELETE', params: { tillNo: till.till_no, till: till.name } } });
    return { tillId: till.id, tillNo: till.till_no };
  }),

  sessionAction(GenerateQrCodeForTill, {}, async (input, ctx) => {
    await requireAny(ctx, [...TILL_VIEWERS, '43']);
    const till = await scopedTill(ctx, input.tillId);
    if (till.status !== '0') throw new BizError('MMCP5202', {}, { field: 'tillId' });
    const merchant = await ctx.db.selectFrom('merchants').select('name').where('id', '=', ctx.session.merchantId).executeTakeFirstOrThrow();
    const store = await ctx.db.selectFrom('stores').select('name').where('id', '=', till.store_id).executeTakeFirstOrThrow();
    const amount = input.amount ?? null;
    // What a customer's app scans: the till number (buy goods) and, when fixed, the amount.
    const qrContent = `BUYGOODS:${till.till_no}${amount ? `;AMOUNT:${(amount / 100).toFixed(2)}` : ''};NAME:${merchant.name.slice(0, 40)}`;
    return { tillNo: till.till_no, tillName: till.name, merchantName: merchant.name, storeName: store.name, amount, qrContent };
  }),

  sessionAction(TillSettingInfo, {}, async (input, ctx) => {
    await requireAny(ctx, TILL_VIEWERS);
    const storeId = input.storeId ?? ctx.session.storeId;
    if (!storeId) throw new BizError('MMCP2101', {}, { field: 'storeId' });
    const store = await scopedStore(ctx, storeId);
    const setting = await storeSettleMethod(ctx.db, store.id);
    const dest = await destinationOf(ctx.db, store.id);
    const tills = await ctx.db
      .selectFrom('tills')
      .select(['id', 'till_no', 'name', 'settle_method', 'settle_threshold'])
      .where('store_id', '=', store.id)
      .where('merchant_id', '=', ctx.session.merchantId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .limit(200)
      .execute();
    return {
      store: { storeId: store.id, storeName: store.name, settleMethod: setting.method, settleThreshold: setting.threshold, channel: dest.channel, destination: dest.destination },
      tills: tills.map((t) => ({
        tillId: t.id,
        tillNo: t.till_no,
        tillName: t.name,
        ownSettleMethod: (t.settle_method ?? null) as '0' | '1' | '2' | '3' | null,
        settleThreshold: t.settle_threshold === null ? null : Number(t.settle_threshold),
      })),
    };
  }),

  sessionAction(UpdateTillSetting, ACTIVATE, async (input, ctx) => {
    const threshold = input.settleThreshold ?? null;
    if (input.settleMethod === '3' && threshold === null) throw new BizError('MMCP5210', {}, { field: 'settleThreshold' });
    const kept = input.settleMethod === '3' ? threshold : null;
    const now = nowIso();
    if (input.tillId) {
      const till = await scopedTill(ctx, input.tillId);
      await ctx.db.updateTable('tills').set({ settle_method: input.settleMethod, settle_threshold: kept, updated_at: now }).where('id', '=', till.id).execute();
      await ctx.audit({
        event: 'TILL_SETTING',
        detail: { code: 'AUDIT_TILL_SETTLES', params: { tillNo: till.till_no, method: input.settleMethod === null ? { code: 'AUDIT_SETTLE_AS_STORE' } : methodText(input.settleMethod, kept) } },
      });
      return { storeId: till.store_id, tillId: till.id, settleMethod: input.settleMethod, settleThreshold: kept };
    }
    const storeId = input.storeId ?? ctx.session.storeId;
    if (!storeId) throw new BizError('MMCP2101', {}, { field: 'storeId' });
    const store = await scopedStore(ctx, storeId);
    const method = input.settleMethod ?? '1';
    await ctx.db
      .insertInto('till_store_settings')
      .values({ store_id: store.id, merchant_id: ctx.session.merchantId, settle_method: method, settle_threshold: kept, updated_at: now })
      .onConflict((oc) => oc.column('store_id').doUpdateSet({ settle_method: method, settle_threshold: kept, updated_at: now }))
      .execute();
    await ctx.audit({ event: 'TILL_SETTING', detail: { code: 'AUDIT_STORE_TILLS_SETTLE', params: { store: store.name, method: methodText(method, kept) } } });
    return { storeId: store.id, tillId: null, settleMethod: method, settleThreshold: kept };
  }),
];

/** How tills settle, as catalogue words for the audit trail. */
function methodText(method: string, threshold: number | null): TextParam {
  if (method === '3') return { code: 'AUDIT_SETTLE_AT', params: { amount: formatMoney(threshold ?? 0) } };
  const code = ({ '0': 'AUDIT_SETTLE_REAL_TIME', '1': 'AUDIT_SETTLE_END_OF_DAY', '2': 'AUDIT_SETTLE_BY_HAND' } as const)[method as '0' | '1' | '2'];
  return code ? { code } : method;
}
