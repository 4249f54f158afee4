import { beforeAll, describe, expect, it } from 'vitest';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, signIn, withTestApp } from '../../testing/harness';
import { paidSale } from '../orders/testing';

/**
 * Store scoping of staff (docs/areas/staff.md), action by action: James Wafula works at the
 * Westlands branch only, so the Main Store's tills, payments, settlements, orders and the store
 * itself are neither listed to him nor reachable by their ids; Mercy Njeri (Main Store) does not
 * reach the branch's sales. The owner sees every store as before.
 */
const t = withTestApp();

const MAIN = 'store-main';
const BRANCH = 'store-westlands';
const COUNTER1 = 'till-demo-counter1';
const FRONT_DESK = 'till-demo-westlands';

const wafula = () => signIn(t, 'wafula', 'S');
const mercy = () => signIn(t, 'mercy', 'S');
const owner = () => signIn(t, DEMO_LOGIN.owner.userId, 'P');
const fieldOf = (body: { fieldErrors?: { field: string }[]; field?: string }) => body.fieldErrors?.[0]?.field ?? body.field;

let manager: WireClient;
let boss: WireClient;

beforeAll(async () => {
  manager = await wafula();
  boss = await owner();
});

/** A refusal as if the row did not exist, with the code and (when given) the field. */
async function refused(client: WireClient, action: string, input: Record<string, unknown>, code: string, field?: string) {
  const res = await client.call<{ fieldErrors?: { field: string }[]; field?: string }>(action, input);
  expect(res.body.rspMsgCd, `${action} ${JSON.stringify(res.body)}`).toBe(code);
  if (field) expect(fieldOf(res.body), action).toBe(field);
}

describe('stores', () => {
  it('lists only the member’s stores and refuses another store by id', async () => {
    const list = await manager.call<{ list: { storeId: string }[] }>('QueryStoreList', {});
    expect(list.body.list.map((s) => s.storeId)).toEqual([BRANCH]);
    await refused(manager, 'ChangeStore', { storeId: MAIN }, 'MMCP2101');
    await refused(manager, 'QueryStoreDetail', { storeId: MAIN }, 'MMCP2101');
    expect((await manager.call('QueryStoreDetail', { storeId: BRANCH })).body.rspMsgCd).toBe('MMC00000');
    // The owner: every store.
    const all = await boss.call<{ list: { storeId: string }[] }>('QueryStoreList', {});
    expect(all.body.list.map((s) => s.storeId).sort()).toEqual([MAIN, BRANCH].sort());
    expect((await boss.call('QueryStoreDetail', { storeId: MAIN })).body.rspMsgCd).toBe('MMC00000');
  });
});

describe('tills', () => {
  it('lists only the tills of the member’s stores, whatever the filter', async () => {
    const list = await manager.call<{ list: { tillId: string; storeId: string }[]; total: number; totalBalance: number }>('QueryTillsInfoList', { limit: 50 });
    expect(list.body.rspMsgCd).toBe('MMC00000');
    expect(list.body.list.map((x) => x.tillId)).toEqual([FRONT_DESK]);
    expect(list.body.total).toBe(1);
    const other = await manager.call<{ list: unknown[]; total: number; totalBalance: number }>('QueryTillsInfoList', { storeId: MAIN, limit: 50 });
    expect(other.body).toMatchObject({ list: [], total: 0, totalBalance: 0 });
    const byId = await manager.call<{ list: unknown[]; total: number }>('QueryTillsInfoList', { tillId: COUNTER1, limit: 50 });
    expect(byId.body).toMatchObject({ list: [], total: 0 });
    const picker = await manager.call<{ list: { tillId: string }[] }>('QueryTillNoList', {});
    expect(picker.body.list.map((x) => x.tillId)).toEqual([FRONT_DESK]);
    expect((await manager.call<{ list: unknown[] }>('QueryTillNoList', { storeId: MAIN })).body.list).toEqual([]);
    // The owner sees the Main Store's tills too.
    const all = await boss.call<{ list: { tillId: string }[] }>('QueryTillsInfoList', { limit: 50 });
    expect(all.body.list.map((x) => x.tillId)).toEqual(expect.arrayContaining([COUNTER1, FRONT_DESK]));
    expect((await boss.call<{ list: { tillId: string }[] }>('QueryTillNoList', { storeId: MAIN })).body.list.map((x) => x.tillId)).toContain(COUNTER1);
  });

  it('refuses another store’s till by id in every till action (MMCP5201 on tillId) and changes nothing', async () => {
    const before = await t.database.db.selectFrom('tills').selectAll().where('id', '=', COUNTER1).executeTakeFirstOrThrow();
    await refused(manager, 'UpdateMerchantTill', { tillId: COUNTER1, tillName: 'Taken Over' }, 'MMCP5201', 'tillId');
    await refused(manager, 'EnableMerchantTill', { tillId: COUNTER1 }, 'MMCP5201', 'tillId');
    await refused(manager, 'DisableMerchantTill', { tillId: COUNTER1 }, 'MMCP5201', 'tillId');
    await refused(manager, 'DeleteMerchantTill', { tillId: COUNTER1 }, 'MMCP5201', 'tillId');
    await refused(manager, 'GenerateQrCodeForTill', { tillId: COUNTER1 }, 'MMCP5201', 'tillId');
    await refused(manager, 'UpdateTillSetting', { tillId: COUNTER1, settleMethod: '2' }, 'MMCP5201', 'tillId');
    await refused(manager, 'QueryTillStatement', { tillId: COUNTER1, startDate: '20260101', endDate: '20260131' }, 'MMCP5201', 'tillId');
    await refused(manager, 'ExportTillStatement', { tillId: COUNTER1, startDate: '20260101', endDate: '20260131', format: 'csv' }, 'MMCP5201', 'tillId');
    expect(await t.database.db.selectFrom('tills').selectAll().where('id', '=', COUNTER1).executeTakeFirstOrThrow()).toEqual(before);
    // Their own till still answers.
    expect((await manager.call('GenerateQrCodeForTill', { tillId: FRONT_DESK })).body.rspMsgCd).toBe('MMC00000');
    expect((await boss.call('GenerateQrCodeForTill', { tillId: COUNTER1 })).body.rspMsgCd).toBe('MMC00000');
  });

  it('refuses another store by id when adding a till or reading and changing its settlement setting', async () => {
    const tills = async () => (await t.database.db.selectFrom('tills').select('id').where('store_id', '=', MAIN).execute()).length;
    const count = await tills();
    await refused(manager, 'AddMerchantTill', { tillName: 'Sneaky', storeId: MAIN }, 'MMCP2101', 'storeId');
    await refused(manager, 'ApplyMerchantTill', { tillName: 'Sneaky', storeId: MAIN }, 'MMCP2101', 'storeId');
    expect(await tills()).toBe(count);
    await refused(manager, 'TillSettingInfo', { storeId: MAIN }, 'MMCP2101', 'storeId');
    const setting = await t.database.db.selectFrom('till_store_settings').selectAll().where('store_id', '=', MAIN).executeTakeFirst();
    await refused(manager, 'UpdateTillSetting', { storeId: MAIN, settleMethod: '2' }, 'MMCP2101', 'storeId');
    expect(await t.database.db.selectFrom('till_store_settings').selectAll().where('store_id', '=', MAIN).executeTakeFirst()).toEqual(setting);
    // Their own store's setting, and the owner's view of the Main Store, still answer.
    const own = await manager.call<{ store: { storeId: string } }>('TillSettingInfo', {});
    expect(own.body.store.storeId).toBe(BRANCH);
    expect((await boss.call('TillSettingInfo', { storeId: MAIN })).body.rspMsgCd).toBe('MMC00000');
  });
});

describe('till payments', () => {
  it('lists only the payments of the member’s stores and refuses claiming another store’s payment', async () => {
    const list = await manager.call<{ list: { paymentId: string; tillNo: string }[]; total: number }>('QueryTillTransList', { limit: 100 });
    expect(list.body.rspMsgCd).toBe('MMC00000');
    const branchTotal = await t.database.db
      .selectFrom('till_payments')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('store_id', '=', BRANCH)
      .executeTakeFirstOrThrow();
    expect(list.body.total).toBe(Number(branchTotal.n));
    expect(new Set(list.body.list.map((p) => p.tillNo))).toEqual(new Set(list.body.total ? ['5123403'] : []));
    expect((await manager.call<{ total: number }>('QueryTillTransList', { storeId: MAIN, limit: 100 })).body.total).toBe(0);
    expect((await manager.call<{ total: number }>('QueryTillTransList', { tillId: COUNTER1, limit: 100 })).body.total).toBe(0);

    const mainPayment = await t.database.db.selectFrom('till_payments').select('id').where('store_id', '=', MAIN).where('claim_ref', 'is', null).executeTakeFirstOrThrow();
    await refused(manager, 'ClaimTillPayment', { paymentId: mainPayment.id, saleRef: 'SALE-1' }, 'MMCP5206', 'paymentId');
    const after = await t.database.db.selectFrom('till_payments').select('claim_ref').where('id', '=', mainPayment.id).executeTakeFirstOrThrow();
    expect(after.claim_ref).toBeNull();
    const all = await boss.call<{ total: number }>('QueryTillTransList', { storeId: MAIN, limit: 1 });
    expect(all.body.total).toBeGreaterThan(0);
  });
});

describe('transaction records', () => {
  type Records = { list: { ordNo: string }[]; total: number };
  /** Each order's store, in the order of the numbers given. */
  const storesOf = async (ordNos: string[]) => {
    const rows = await t.database.db.selectFrom('money_orders').select(['ord_no', 'store_id']).where('ord_no', 'in', ordNos.length ? ordNos : ['-']).execute();
    const byNo = new Map(rows.map((o) => [o.ord_no, o.store_id]));
    return ordNos.map((n) => byNo.get(n) ?? null);
  };

  it('lists only the records of the member’s stores and refuses another store’s record by number', async () => {
    const mine = await manager.call<Records>('QueryDasOrderInfoPage', { ordTyp: '42', limit: 100 });
    expect(mine.body.rspMsgCd).toBe('MMC00000');
    expect(mine.body.total).toBeGreaterThan(0);
    expect(new Set(await storesOf(mine.body.list.map((r) => r.ordNo)))).toEqual(new Set([BRANCH]));
    const all = await boss.call<Records>('QueryDasOrderInfoPage', { ordTyp: '42', limit: 100 });
    expect(all.body.total).toBeGreaterThan(mine.body.total);
    const elsewhere = (await storesOf(all.body.list.map((r) => r.ordNo))).indexOf(MAIN);
    expect(elsewhere).toBeGreaterThanOrEqual(0);
    const theirs = all.body.list[elsewhere]!.ordNo;
    await refused(manager, 'QueryTransRecordDetail', { ordNo: theirs }, 'MMCP4004');
    expect((await boss.call('QueryTransRecordDetail', { ordNo: theirs })).body.rspMsgCd).toBe('MMC00000');
  });
});

describe('settlements', () => {
  it('lists only the settlements of the member’s stores and refuses settling another store’s till', async () => {
    const list = await manager.call<{ list: { tillId: string; storeName: string }[]; total: number }>('QuerySettlementList', { limit: 100 });
    expect(list.body.rspMsgCd).toBe('MMC00000');
    expect(list.body.list.every((s) => s.tillId === FRONT_DESK)).toBe(true);
    expect((await manager.call<{ total: number }>('QuerySettlementList', { storeId: MAIN, limit: 100 })).body.total).toBe(0);
    expect((await manager.call<{ total: number }>('QuerySettlementList', { tillId: COUNTER1, limit: 100 })).body.total).toBe(0);
    const owners = await boss.call<{ list: { tillId: string }[]; total: number }>('QuerySettlementList', { storeId: MAIN, limit: 100 });
    expect(owners.body.total).toBeGreaterThan(0);

    await refused(manager, 'QuerySettlementFee', { tillId: COUNTER1 }, 'MMCP5201', 'tillId');
    const settled = async () => (await t.database.db.selectFrom('till_settlements').select('id').where('till_id', '=', COUNTER1).execute()).length;
    const count = await settled();
    await refused(manager, 'SettleTill', { tillId: COUNTER1, amount: 100, requestId: 'scope-settle-1' }, 'MMCP5201', 'tillId');
    expect(await settled()).toBe(count);
  });
});

describe('orders, checkout and staff', () => {
  it('keeps another store’s sales out of the lists and unreachable by number', async () => {
    const mainSale = await paidSale(t, { storeId: MAIN, tillId: COUNTER1 });
    const branchSale = await paidSale(t, { storeId: BRANCH, tillId: FRONT_DESK });
    const list = await manager.call<{ list: { orderNo: string; storeId?: string }[]; total: number }>('QueryGoodsOrderList', { tab: 'all', limit: 100 });
    const numbers = list.body.list.map((o) => o.orderNo);
    expect(numbers).toContain(branchSale.orderNo);
    expect(numbers).not.toContain(mainSale.orderNo);
    await refused(manager, 'QueryGoodsOrderList', { tab: 'all', storeId: MAIN, limit: 10 }, 'MMCP2101', 'storeId');
    await refused(manager, 'QueryGoodsOrderInfo', { orderNo: mainSale.orderNo }, 'MMCP6001', 'orderNo');
    await refused(manager, 'QueryGoodsOrderDetail', { orderNo: mainSale.orderNo }, 'MMCP6001', 'orderNo');
    await refused(manager, 'RefundGoodsOrder', { orderNo: mainSale.orderNo, refundType: 'F', items: [], reason: '02', requestId: 'scope-refund-1' }, 'MMCP6001', 'orderNo');
    expect((await manager.call('QueryGoodsOrderInfo', { orderNo: branchSale.orderNo })).body.rspMsgCd).toBe('MMC00000');

    // Mercy (Main Store) the other way round; her counter is the Main Store's.
    const clerk = await mercy();
    await refused(clerk, 'QueryGoodsOrderInfo', { orderNo: branchSale.orderNo }, 'MMCP6001', 'orderNo');
    await refused(clerk, 'QueryConsumeOrder', { orderNo: branchSale.orderNo }, 'MMCP5911');
    const ways = await clerk.call<{ tills: { tillNo: string }[] }>('QueryPaymentWays', {});
    expect(ways.body.tills.map((x) => x.tillNo)).toEqual(['5123401', '5123402']);
    const branchWays = await manager.call<{ tills: { tillNo: string }[] }>('QueryPaymentWays', {});
    expect(branchWays.body.tills.map((x) => x.tillNo)).toEqual(['5123403']);

    // The owner reaches both.
    expect((await boss.call('QueryGoodsOrderInfo', { orderNo: mainSale.orderNo })).body.rspMsgCd).toBe('MMC00000');
    expect((await boss.call('QueryGoodsOrderInfo', { orderNo: branchSale.orderNo })).body.rspMsgCd).toBe('MMC00000');
  });

  it('refuses another store in the staff filter of the orders list', async () => {
    await refused(manager, 'QueryMerchantStaffList', { storeId: MAIN }, 'MMCP2101');
    expect((await manager.call('QueryMerchantStaffList', { storeId: BRANCH })).body.rspMsgCd).toBe('MMC00000');
  });
});
