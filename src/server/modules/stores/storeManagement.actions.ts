import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  AddStore,
  ApplyStore,
  EditStore,
  QueryStoreAdmin,
  QueryStoreDetail,
  type StoreDetail,
  UnpublishStore,
  UpdateMerchantStorePushTyp,
  UpdateStoreStatus,
} from '../../../shared/actions/stores';
import { COUNTIES } from '../../../shared/dict/kenya';
import { messageText } from '../../../shared/i18n/messages';
import { normalizePhone } from '../../../shared/rules/identity';
import type { storeFormSchema } from '../../../shared/rules/stores';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { buildingById } from '../../reference/buildings';
import { findStore, findStoreByName, freeStoreNo, type StoreRow, toStoreDetail } from './stores.queries';
import { assertStoreAccess } from '../staff/scope';
import { pickPeople } from '../staff/picker';

/** Store 20: 2001 view, 2002 manage (ARCHITECTURE.md section 4; spec 000 section 6). */
export const STORE_VIEW = '2001';
export const STORE_MANAGE = '2002';

type StoreForm = z.output<typeof storeFormSchema>;

function refuse(ctx: SessionContext, code: Parameters<typeof messageText>[0], field: string): BizError {
  return new BizError(code, {}, {}, [{ field, message: messageText(code, ctx.locale) }]);
}

async function storeOf(ctx: SessionContext, storeId: string): Promise<StoreRow> {
  const store = await findStore(ctx.db, ctx.session.merchantId, storeId);
  if (!store) throw new BizError('MMCP2101');
  // A staff member reaches only their own stores (docs/areas/staff.md).
  await assertStoreAccess(ctx.db, ctx.session, store.id);
  return store;
}

/** The columns of a checked store form: settlement resolved, building and administrator checked. */
async function storeColumns(ctx: SessionContext, form: StoreForm, isMain: boolean) {
  const merchantId = ctx.session.merchantId;
  if (form.adminId) {
    const member = await ctx.db
      .selectFrom('memberships')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('person_id', '=', form.adminId)
      .where('status', '=', 'A')
      .executeTakeFirst();
    if (!member) throw refuse(ctx, 'MMCP5017', 'adminId');
  }
  const building = form.buildingId ? buildingById(form.buildingId) : undefined;
  if (form.buildingId && !building) throw refuse(ctx, 'MMCP5016', 'buildingId');
  const county = form.county ?? building?.county;
  if (county && !COUNTIES.some((c) => c.code === county)) throw fieldError(ctx.locale, 'county', 'INVALID_VALUE');

  let settle: { channel: string | null; accountNo: string | null; accountName: string | null; bankCode: string | null; branchCode: string | null } = {
    channel: null,
    accountNo: null,
    accountName: null,
    bankCode: null,
    branchCode: null,
  };
  switch (form.settleChannel) {
    case '1':
      settle = { channel: '1', accountNo: form.settleAccountNo ?? null, accountName: form.settleAccountName ?? null, bankCode: form.settleBankCode ?? null, branchCode: form.settleBranchCode ?? null };
      break;
    case '2': {
      const target = await ctx.db.selectFrom('merchants').select(['id', 'name']).where('merc_no', '=', form.settleAccountNo ?? '').executeTakeFirst();
      if (!target) throw refuse(ctx, 'MMCP5002', 'settleAccountNo');
      if (target.id === merchantId) throw refuse(ctx, 'MMCP5014', 'settleAccountNo');
      settle = { channel: '2', accountNo: form.settleAccountNo ?? null, accountName: target.name, bankCode: null, branchCode: null };
      break;
    }
    case '4':
      settle = { channel: '4', accountNo: form.settleAccountNo ?? null, accountName: form.settleAccountName ?? null, bankCode: form.settleBankCode ?? null, branchCode: null };
      break;
    case '5':
      settle = { channel: '5', accountNo: normalizePhone(form.settleAccountNo ?? '') ?? null, accountName: form.settleAccountName ?? null, bankCode: null, branchCode: null };
      break;
    default:
      break;
  }
  return {
    name: form.storeName,
    name_key: form.storeName.toLowerCase(),
    address: form.address,
    address_detail: form.addressDetail ?? null,
    mobile: form.mobile ?? null,
    email: form.email ?? null,
    contact_person: form.contactPerson ?? null,
    description: form.description ?? null,
    admin_person_id: form.adminId ?? null,
    county: county ?? null,
    city: form.city ?? building?.city ?? null,
    street: form.street ?? building?.street ?? null,
    residence: form.residence ?? null,
    region: form.region ?? null,
    building_id: building?.id ?? null,
    latitude: form.latitude ?? building?.latitude ?? null,
    longitude: form.longitude ?? building?.longitude ?? null,
    // The main store is the one the others borrow from.
    use_main_inventory: isMain ? 'N' : form.useMainInventory,
    use_main_customers: isMain ? 'N' : form.useMainCustomers,
    use_main_beneficiaries: isMain ? 'N' : form.useMainBeneficiaries,
    settle_channel: settle.channel,
    settle_account_no: settle.accountNo,
    settle_account_name: settle.accountName,
    settle_bank_code: settle.bankCode,
    settle_branch_code: settle.branchCode,
  };
}

/** The part of a store the audit trail compares (card numbers are dropped by the router). */
function auditView(d: StoreDetail): Record<string, unknown> {
  const { qrContent: _q, mercNo: _m, createdAt: _c, countyName: _cn, settleBankName: _b, settleBranchName: _br, adminName: _a, buildingName: _bn, ...rest } = d;
  return rest;
}

async function uniqueName(ctx: SessionContext, name: string, exceptId?: string) {
  const same = await findStoreByName(ctx.db, ctx.session.merchantId, name);
  if (same && same.id !== exceptId) throw refuse(ctx, 'MMCP5001', 'storeName');
}

async function reload(db: Kysely<Database>, merchantId: string, storeId: string): Promise<StoreDetail> {
  const row = await findStore(db, merchantId, storeId);
  if (!row) throw new BizError('MMCP2101');
  return toStoreDetail(db, row);
}

/** Store management (spec 001 section 2: /setting/storeManagement, /addStore, /showStore, /amendStore). */
export const storeManagementActions = [
  sessionAction(QueryStoreDetail, { funcNo: STORE_VIEW }, async (input, ctx) => toStoreDetail(ctx.db, await storeOf(ctx, input.storeId))),

  sessionAction(QueryStoreAdmin, { funcNo: STORE_VIEW }, async (input, ctx) => ({
    list: (await pickPeople(ctx.db, ctx.session.merchantId, input, { currentOnly: true })).map((r) => ({
      adminId: r.id,
      adminName: r.name,
      roleName: r.role_name ?? '',
      mobile: r.phone,
      email: r.email,
    })),
  })),

  sessionAction(AddStore, { funcNo: STORE_MANAGE }, async (input, ctx) => {
    await uniqueName(ctx, input.storeName);
    const columns = await storeColumns(ctx, input, false);
    const id = newId();
    const now = nowIso();
    try {
      await ctx.db
        .insertInto('stores')
        .values({
          id,
          merchant_id: ctx.session.merchantId,
          store_no: await freeStoreNo(ctx.db),
          head_office: 'N',
          status: 'N',
          storefront: '0',
          push_flag: 'N',
          created_at: now,
          updated_at: now,
          push_types: '03',
          ...columns,
        })
        .execute();
    } catch (error) {
      // Two adds of one name at once: the unique index decides.
      if (await findStoreByName(ctx.db, ctx.session.merchantId, input.storeName)) throw refuse(ctx, 'MMCP5001', 'storeName');
      throw error;
    }
    const detail = await reload(ctx.db, ctx.session.merchantId, id);
    await ctx.audit({ event: 'STORE_ADD', detail: { code: 'AUDIT_STORE_ADD', params: { store: detail.storeName } }, after: auditView(detail) });
    return detail;
  }),

  sessionAction(EditStore, { funcNo: STORE_MANAGE }, async (input, ctx) => {
    const store = await storeOf(ctx, input.storeId);
    await uniqueName(ctx, input.storeName, store.id);
    const before = await toStoreDetail(ctx.db, store);
    const columns = await storeColumns(ctx, input, store.head_office === 'Y');
    try {
      await ctx.db
        .updateTable('stores')
        .set({ ...columns, updated_at: nowIso() })
        .where('id', '=', store.id)
        .where('merchant_id', '=', ctx.session.merchantId)
        .execute();
    } catch (error) {
      const same = await findStoreByName(ctx.db, ctx.session.merchantId, input.storeName);
      if (same && same.id !== store.id) throw refuse(ctx, 'MMCP5001', 'storeName');
      throw error;
    }
    const after = await reload(ctx.db, ctx.session.merchantId, store.id);
    await ctx.audit({ event: 'STORE_EDIT', detail: { code: 'AUDIT_STORE_EDIT', params: { store: after.storeName } }, before: auditView(before), after: auditView(after) });
    return after;
  }),

  sessionAction(UpdateStoreStatus, { funcNo: STORE_MANAGE }, async (input, ctx) => {
    const store = await storeOf(ctx, input.storeId);
    if (store.head_office === 'Y') throw new BizError('MMCP5003');
    if (store.status !== input.storeStatus) {
      // A suspended store also closes its storefront and leaves publication: a published one is
      // unpublished and a waiting request withdrawn, as it may not apply while suspended (MMCP5008).
      // Reopening leaves the storefront closed and the store unpublished until it applies again.
      const suspending = input.storeStatus === 'C';
      const unpublishes = suspending && (store.push_flag === 'Y' || store.review_status === 'U');
      const set = suspending
        ? { status: 'C', storefront: '0', ...(unpublishes && { push_flag: 'N', review_status: null }), updated_at: nowIso() }
        : { status: 'N', updated_at: nowIso() };
      await ctx.db.updateTable('stores').set(set).where('id', '=', store.id).where('merchant_id', '=', ctx.session.merchantId).execute();
      await ctx.audit({
        event: 'STORE_STATUS',
        detail: { code: suspending ? 'AUDIT_STORE_SUSPENDED' : 'AUDIT_STORE_OPENED', params: { store: store.name } },
        before: { storeStatus: store.status, ...(unpublishes && { pushFlg: store.push_flag, reviewSts: store.review_status }) },
        after: { storeStatus: input.storeStatus, ...(unpublishes && { pushFlg: 'N', reviewSts: null }) },
      });
    }
    return reload(ctx.db, ctx.session.merchantId, store.id);
  }),

  sessionAction(ApplyStore, { funcNo: STORE_MANAGE }, async (input, ctx) => {
    const store = await storeOf(ctx, input.storeId);
    if (store.status === 'C') throw new BizError('MMCP5008');
    if (store.review_status === 'U') throw new BizError('MMCP5004');
    if (store.push_flag === 'Y') throw new BizError('MMCP5009');
    await ctx.db
      .updateTable('stores')
      .set({ review_status: 'U', updated_at: nowIso() })
      .where('id', '=', store.id)
      .where('merchant_id', '=', ctx.session.merchantId)
      .execute();
    await ctx.audit({ event: 'STORE_PUBLISH', detail: { code: 'AUDIT_STORE_PUBLISH_ASKED', params: { store: store.name } }, before: { reviewSts: null }, after: { reviewSts: 'U' } });
    return reload(ctx.db, ctx.session.merchantId, store.id);
  }),

  sessionAction(UnpublishStore, { funcNo: STORE_MANAGE }, async (input, ctx) => {
    const store = await storeOf(ctx, input.storeId);
    if (store.push_flag !== 'Y' && store.review_status !== 'U') throw new BizError('MMCP5005');
    await ctx.db
      .updateTable('stores')
      .set({ push_flag: 'N', review_status: null, updated_at: nowIso() })
      .where('id', '=', store.id)
      .where('merchant_id', '=', ctx.session.merchantId)
      .execute();
    await ctx.audit({
      event: 'STORE_UNPUBLISH',
      detail: { code: store.review_status === 'U' ? 'AUDIT_STORE_PUBLISH_WITHDRAWN' : 'AUDIT_STORE_UNPUBLISHED', params: { store: store.name } },
      before: { pushFlg: store.push_flag, reviewSts: store.review_status },
      after: { pushFlg: 'N', reviewSts: null },
    });
    return reload(ctx.db, ctx.session.merchantId, store.id);
  }),

  sessionAction(UpdateMerchantStorePushTyp, { funcNo: STORE_MANAGE }, async (input, ctx) => {
    const store = await storeOf(ctx, input.storeId);
    const next = [...new Set(input.pushTyps)].sort().join(',');
    await ctx.db
      .updateTable('stores')
      .set({ push_types: next, updated_at: nowIso() })
      .where('id', '=', store.id)
      .where('merchant_id', '=', ctx.session.merchantId)
      .execute();
    await ctx.audit({
      event: 'STORE_PUSH_TYPES',
      detail: { code: 'AUDIT_STORE_PUSH_TYPES', params: { store: store.name, types: next || { code: 'AUDIT_WORD_NONE' } } },
      before: { pushTyps: store.push_types ?? '' },
      after: { pushTyps: next },
    });
    return reload(ctx.db, ctx.session.merchantId, store.id);
  }),
];
