import { describe, expect, it } from 'vitest';
import type { StoreDetail } from '../../../shared/actions/stores';
import { DEMO_LOGIN, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();

const owner = () => signIn(t, DEMO_LOGIN.owner.userId, 'P', 'stores-owner-device');
const cashier = () => signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'stores-cashier-device');
const support = () => signIn(t, 'support@biashara.co.ke', 'E', 'stores-support-device');

const newStore = {
  storeName: 'Kisumu Branch',
  address: 'Oginga Odinga Street, Kisumu',
  mobile: '0722000333',
  email: 'kisumu@amani.co.ke',
  contactPerson: 'Achieng Atieno',
  county: '042',
  city: 'Kisumu',
  buildingId: 'bld-mega-plaza',
  useMainInventory: 'Y',
  useMainCustomers: 'N',
  useMainBeneficiaries: 'Y',
  settleChannel: '5',
  settleAccountNo: '0722000333',
  settleAccountName: 'Amani Traders',
};

async function otherBusiness() {
  const db = t.database.db;
  if (await db.selectFrom('merchants').select('id').where('id', '=', 'merc-other').executeTakeFirst()) return;
  await db
    .insertInto('merchants')
    .values({
      id: 'merc-other', merc_no: '800999999999', name: 'Other Ltd', abbr: 'Other', business_type: '1', setup_status: 'Y',
      id_upload_flag: 'Y', kyc_level: '02', kyc_status: '02', plan_code: null, plan_expires_at: null, parent_id: null, status: 'A',
      created_at: new Date().toISOString(),
    })
    .execute();
  await db
    .insertInto('stores')
    .values({
      id: 'store-other', merchant_id: 'merc-other', store_no: '599999', name: 'Kisumu Branch', name_key: 'kisumu branch', head_office: 'Y',
      status: 'Y', storefront: '1', push_flag: 'N', address: null, created_at: new Date().toISOString(),
    })
    .execute();
}

async function lastAudit(event: string) {
  return t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', event).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describe('store management', () => {
  it('adds a store with M-PESA settlement, taking the address from the building, audited', async () => {
    await otherBusiness();
    const c = await owner();
    const res = await c.call<StoreDetail>('AddStore', newStore);
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body).toMatchObject({
      storeName: 'Kisumu Branch', storeStatus: 'N', headOffFlg: 'N', mshpSts: '0', pushFlg: 'N', reviewSts: null,
      settleChannel: '5', settleAccountNo: '254722000333', settleAccountName: 'Amani Traders', mobile: '254722000333',
      countyName: 'Kisumu', buildingName: 'Mega Plaza', street: 'Oginga Odinga Street', latitude: -0.1018,
      useMainInventory: 'Y', useMainCustomers: 'N', useMainBeneficiaries: 'Y',
    });
    expect(res.body.storeNo).toMatch(/^\d{6}$/);
    expect(res.body.qrContent).toBe(`biashara:pay?merc=800100200300&store=${res.body.storeNo}`);
    const row = await t.database.db.selectFrom('stores').selectAll().where('id', '=', res.body.storeId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merchant_id: 'merc-demo', settle_channel: '5', settle_account_no: '254722000333', settle_bank_code: null });
    const audit = await lastAudit('STORE_ADD');
    expect(audit.detail).toBe('Added store Kisumu Branch');
  });

  it("refuses a second store of the same name, whatever the case, with the spec's text", async () => {
    const c = await owner();
    const res = await c.call('AddStore', { ...newStore, storeName: 'kisumu BRANCH' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP5001', rspMsgInf: 'store name already exists' });
    expect(res.body.fieldErrors?.[0]?.field).toBe('storeName');
    const renamed = await c.call('EditStore', { ...newStore, storeId: 'store-westlands', storeName: 'Main Store' });
    expect(renamed.body.rspMsgCd).toBe('MMCP5001');
  });

  it('lists the stores on the server, by name and by status, without other businesses', async () => {
    const c = await owner();
    const all = await c.call<{ list: StoreDetail[]; total: number }>('QueryStoreList', { limit: 10, offset: 0 });
    expect(all.body.list.map((s) => s.storeName)).toEqual(['Main Store', 'Westlands Branch', 'Kisumu Branch']);
    expect(all.body.list.map((s) => s.storeId)).not.toContain('store-other');
    const byName = await c.call<{ list: StoreDetail[]; total: number }>('QueryStoreList', { storeName: 'kisumu' });
    expect(byName.body.total).toBe(1);
    const suspended = await c.call<{ list: StoreDetail[]; total: number }>('QueryStoreList', { storeStatus: 'C' });
    expect(suspended.body.total).toBe(0);
    const open = await c.call<{ list: StoreDetail[]; total: number }>('QueryStoreList', { storeStatus: 'N' });
    expect(open.body.list.map((s) => s.storeName)).toEqual(['Main Store', 'Westlands Branch', 'Kisumu Branch']);
    const main = await c.call<{ list: StoreDetail[]; total: number }>('QueryStoreList', { storeStatus: 'Y' });
    expect(main.body.list.map((s) => s.storeName)).toEqual(['Main Store']);
    expect((await c.call('QueryStoreList', { storeStatus: 'X' })).body.fieldErrors?.[0]?.field).toBe('storeStatus');
  });

  it('shows a store with its bank settlement, branch and administrator', async () => {
    const c = await owner();
    const res = await c.call<StoreDetail>('QueryStoreDetail', { storeId: 'store-westlands' });
    expect(res.body).toMatchObject({
      storeName: 'Westlands Branch', settleChannel: '1', settleAccountNo: '1187654322', settleBankName: 'KCB Bank',
      settleBranchName: 'Westlands', adminName: 'Otieno Ochieng', reviewSts: 'U', useMainInventory: 'Y',
    });
    const main = await c.call<StoreDetail>('QueryStoreDetail', { storeId: 'store-main' });
    expect(main.body).toMatchObject({ settleChannel: '0', settleAccountNo: null, storeStatus: 'Y', pushTyps: ['01', '03'] });
  });

  it('does not show or change a store of another business', async () => {
    const c = await owner();
    expect((await c.call('QueryStoreDetail', { storeId: 'store-other' })).body.rspMsgCd).toBe('MMCP2101');
    expect((await c.call('EditStore', { ...newStore, storeId: 'store-other', storeName: 'Mine now' })).body.rspMsgCd).toBe('MMCP2101');
    expect((await c.call('UpdateStoreStatus', { storeId: 'store-other', storeStatus: 'C' })).body.rspMsgCd).toBe('MMCP2101');
  });

  it('amends a store and records before and after in the audit trail', async () => {
    const c = await owner();
    const res = await c.call<StoreDetail>('EditStore', {
      ...newStore,
      storeId: 'store-westlands',
      storeName: 'Westlands Branch',
      address: 'Woodvale Grove, Westlands',
      settleChannel: '1',
      settleAccountNo: '1187654399',
      settleAccountName: 'Amani Traders Ltd',
      settleBankCode: '68',
      settleBranchCode: '68003',
    });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', settleBankName: 'Equity Bank', settleBranchName: 'Westlands', settleAccountNo: '1187654399' });
    const audit = await lastAudit('STORE_EDIT');
    expect(audit.detail).toBe('Amended store Westlands Branch');
    expect(JSON.stringify(audit)).toContain('1187654399');
  });

  describe('settlement details', () => {
    const bad = async (over: Record<string, unknown>) => (await (await owner()).call('AddStore', { ...newStore, storeName: 'Rule Store', ...over })).body;

    it('refuses a bank account longer than 18 digits', async () => {
      const body = await bad({ settleChannel: '1', settleAccountNo: '1234567890123456789', settleAccountName: 'Amani', settleBankCode: '01', settleBranchCode: '01001' });
      expect(body.fieldErrors).toEqual([{ field: 'settleAccountNo', message: 'The account number is up to 18 digits' }]);
    });

    it('refuses a card number outside 7 to 18 digits', async () => {
      const body = await bad({ settleChannel: '4', settleAccountNo: '123456', settleAccountName: 'Amani', settleBankCode: '01' });
      expect(body.fieldErrors).toEqual([{ field: 'settleAccountNo', message: 'The card number is 7 to 18 digits' }]);
    });

    it('refuses a phone that is not a Kenyan mobile number', async () => {
      const body = await bad({ settleChannel: '5', settleAccountNo: '0612345678' });
      expect(body.fieldErrors?.[0]?.field).toBe('settleAccountNo');
      expect(body.rspMsgCd).toBe('MMCP0006');
    });

    it('refuses a branch of another bank, and a missing bank', async () => {
      const body = await bad({ settleChannel: '1', settleAccountNo: '123456', settleAccountName: 'Amani', settleBankCode: '01', settleBranchCode: '68001' });
      expect(body.fieldErrors).toEqual([{ field: 'settleBranchCode', message: 'Choose a branch of the selected bank' }]);
      const noBank = await bad({ settleChannel: '1', settleAccountNo: '123456', settleAccountName: 'Amani' });
      expect(noBank.fieldErrors).toEqual([{ field: 'settleBankCode', message: 'Choose a bank' }]);
    });

    it("refuses a merchant number that does not exist with the spec's text, and the business's own", async () => {
      const body = await bad({ settleChannel: '2', settleAccountNo: '800000000001' });
      expect(body).toMatchObject({ rspMsgCd: 'MMCP5002', rspMsgInf: 'The Account Number entered does not exist' });
      const own = await bad({ settleChannel: '2', settleAccountNo: '800100200300' });
      expect(own.rspMsgCd).toBe('MMCP5014');
    });

    it("settles to another merchant under that merchant's name", async () => {
      const c = await owner();
      const res = await c.call<StoreDetail>('AddStore', { ...newStore, storeName: 'Partner Kiosk', settleChannel: '2', settleAccountNo: '800999999999' });
      expect(res.body).toMatchObject({ settleChannel: '2', settleAccountName: 'Other Ltd' });
    });

    it('refuses an unknown building, county or administrator', async () => {
      expect((await bad({ buildingId: 'bld-nowhere' })).rspMsgCd).toBe('MMCP5016');
      expect((await bad({ buildingId: undefined, county: '999' })).fieldErrors?.[0]?.field).toBe('county');
      expect((await bad({ adminId: 'person-support' })).rspMsgCd).toBe('MMCP5017');
    });
  });

  it('lists the people who can run a store', async () => {
    const c = await owner();
    const res = await c.call<{ list: { adminId: string; adminName: string; roleName: string }[] }>('QueryStoreAdmin');
    expect(res.body.list.map((a) => a.adminName)).toEqual(expect.arrayContaining(['Wanjiku Kamau', 'Otieno Ochieng', 'Achieng Atieno']));
    expect(res.body.list.map((a) => a.adminId)).not.toContain('person-support');
    const found = await c.call<{ list: { adminName: string }[] }>('QueryStoreAdmin', { keyword: 'ochieng', limit: 5 });
    expect(found.body.list.map((a) => a.adminName)).toEqual(['Otieno Ochieng']);
  });

  it('suspends and reopens a branch, never the main store', async () => {
    const c = await owner();
    const kisumu = (await c.call<{ list: StoreDetail[] }>('QueryStoreList', { storeName: 'Kisumu' })).body.list[0]!;
    const suspended = await c.call<StoreDetail>('UpdateStoreStatus', { storeId: kisumu.storeId, storeStatus: 'C' });
    expect(suspended.body).toMatchObject({ storeStatus: 'C', mshpSts: '0' });
    expect((await c.call('QueryStoreList', { storeStatus: 'C' })).body.total).toBe(1);
    expect((await c.call('ApplyStore', { storeId: kisumu.storeId })).body.rspMsgCd).toBe('MMCP5008');
    const audit = await lastAudit('STORE_STATUS');
    expect(audit.detail).toBe('Suspended store Kisumu Branch');
    expect((await c.call<StoreDetail>('UpdateStoreStatus', { storeId: kisumu.storeId, storeStatus: 'N' })).body.storeStatus).toBe('N');
    expect((await c.call('UpdateStoreStatus', { storeId: 'store-main', storeStatus: 'C' })).body).toMatchObject({
      rspMsgCd: 'MMCP5003',
      rspMsgInf: 'The main store cannot be suspended.',
    });
  });

  it('sets how a store hears of its payments', async () => {
    const c = await owner();
    const res = await c.call<StoreDetail>('UpdateMerchantStorePushTyp', { storeId: 'store-westlands', pushTyps: ['02', '01', '02'] });
    expect(res.body.pushTyps).toEqual(['01', '02']);
    expect((await c.call('UpdateMerchantStorePushTyp', { storeId: 'store-westlands', pushTyps: ['09'] })).body.rspMsgCd).toBe('MMCP0006');
    expect((await lastAudit('STORE_PUSH_TYPES')).detail).toBe('Payment notifications of store Westlands Branch: 01,02');
  });

  describe('publishing and the review', () => {
    it('publishes after the review: apply, wait, approved', async () => {
      const c = await owner();
      const kisumu = (await c.call<{ list: StoreDetail[] }>('QueryStoreList', { storeName: 'Kisumu' })).body.list[0]!;
      const applied = await c.call<StoreDetail>('ApplyStore', { storeId: kisumu.storeId });
      expect(applied.body).toMatchObject({ pushFlg: 'N', reviewSts: 'U' });
      expect((await c.call('ApplyStore', { storeId: kisumu.storeId })).body.rspMsgCd).toBe('MMCP5004');

      const agent = await support();
      const queue = await agent.call<{ list: { storeId: string; mercName: string }[]; total: number }>('QueryStoreReviewList', { limit: 10, offset: 0 });
      expect(queue.body.list.map((s) => s.storeId)).toEqual(expect.arrayContaining(['store-westlands', kisumu.storeId]));
      const ok = await agent.call('ReviewStore', { storeId: kisumu.storeId, decision: 'Y' });
      expect(ok.body).toMatchObject({ rspMsgCd: 'MMC00000', pushFlg: 'Y' });
      expect((await c.call<StoreDetail>('QueryStoreDetail', { storeId: kisumu.storeId })).body).toMatchObject({ pushFlg: 'Y', reviewSts: null });
      expect((await agent.call('ReviewStore', { storeId: kisumu.storeId, decision: 'Y' })).body.rspMsgCd).toBe('MMCP5006');
      expect((await c.call('ApplyStore', { storeId: kisumu.storeId })).body.rspMsgCd).toBe('MMCP5009');

      const unpublished = await c.call<StoreDetail>('UnpublishStore', { storeId: kisumu.storeId });
      expect(unpublished.body.pushFlg).toBe('N');
      expect((await c.call('UnpublishStore', { storeId: kisumu.storeId })).body.rspMsgCd).toBe('MMCP5005');
      expect((await lastAudit('STORE_UNPUBLISH')).detail).toBe('Unpublished store Kisumu Branch');
    });

    it('a suspended store leaves publication: its waiting request is withdrawn and a published store unpublished', async () => {
      const c = await owner();
      const agent = await support();
      const kisumu = (await c.call<{ list: StoreDetail[] }>('QueryStoreList', { storeName: 'Kisumu' })).body.list[0]!;
      const status = (storeStatus: 'C' | 'N') => c.call<StoreDetail>('UpdateStoreStatus', { storeId: kisumu.storeId, storeStatus });

      expect((await c.call<StoreDetail>('ApplyStore', { storeId: kisumu.storeId })).body.reviewSts).toBe('U');
      expect((await status('C')).body).toMatchObject({ storeStatus: 'C', pushFlg: 'N', reviewSts: null });
      const queue = await agent.call<{ list: { storeId: string }[] }>('QueryStoreReviewList', { limit: 50, offset: 0 });
      expect(queue.body.list.map((q) => q.storeId)).not.toContain(kisumu.storeId);
      expect((await agent.call('ReviewStore', { storeId: kisumu.storeId, decision: 'Y' })).body.rspMsgCd).toBe('MMCP5006');
      expect(await lastAudit('STORE_STATUS')).toMatchObject({ detail: 'Suspended store Kisumu Branch' });

      expect((await status('N')).body).toMatchObject({ storeStatus: 'N', pushFlg: 'N', reviewSts: null });
      await c.call('ApplyStore', { storeId: kisumu.storeId });
      expect((await agent.call('ReviewStore', { storeId: kisumu.storeId, decision: 'Y' })).body.pushFlg).toBe('Y');
      expect((await status('C')).body).toMatchObject({ storeStatus: 'C', pushFlg: 'N', reviewSts: null });
      expect((await status('N')).body).toMatchObject({ storeStatus: 'N', pushFlg: 'N' });
    });

    it('shows a refused review as unpublished with the reason, and lets the business apply again', async () => {
      const agent = await support();
      const noReason = await agent.call('ReviewStore', { storeId: 'store-westlands', decision: 'R' });
      expect(noReason.body).toMatchObject({ rspMsgCd: 'MMCP5007' });
      expect(noReason.body.fieldErrors?.[0]?.field).toBe('reason');
      const marks = await agent.call('ReviewStore', { storeId: 'store-westlands', decision: 'R', reason: '地址无法核实' });
      expect(marks.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'reason', message: 'Use letters, digits and . , ; : ! " \' ? @ only' }] });
      const refused = await agent.call('ReviewStore', { storeId: 'store-westlands', decision: 'R', reason: 'The address cannot be verified' });
      expect(refused.body.pushFlg).toBe('R');
      const c = await owner();
      const detail = await c.call<StoreDetail>('QueryStoreDetail', { storeId: 'store-westlands' });
      expect(detail.body).toMatchObject({ pushFlg: 'R', reviewSts: null, reviewReason: 'The address cannot be verified' });
      const audit = await lastAudit('STORE_REVIEW');
      expect(audit).toMatchObject({ merchant_id: 'merc-demo', operator_name: expect.stringContaining('Support') });
      expect((await c.call<StoreDetail>('ApplyStore', { storeId: 'store-westlands' })).body.reviewSts).toBe('U');
      const withdrawn = await c.call<StoreDetail>('UnpublishStore', { storeId: 'store-westlands' });
      expect(withdrawn.body).toMatchObject({ pushFlg: 'N', reviewSts: null });
    });

    it('keeps the review to the provider: the owner cannot review', async () => {
      const c = await owner();
      expect((await c.call('ReviewStore', { storeId: 'store-westlands', decision: 'Y' })).body.rspMsgCd).toBe('MMCP0403');
      expect((await c.call('QueryStoreReviewList', {})).body.rspMsgCd).toBe('MMCP0403');
    });
  });

  it('refuses every store change to a role without Store manage (2002), and the detail without view (2001)', async () => {
    const c = await cashier();
    const noPermission = { rspMsgCd: 'MMCP0403', rspMsgInf: 'no permission' };
    expect((await c.call('AddStore', { ...newStore, storeName: 'Cashier Store' })).body).toMatchObject(noPermission);
    expect((await c.call('EditStore', { ...newStore, storeId: 'store-westlands' })).body).toMatchObject(noPermission);
    expect((await c.call('UpdateStoreStatus', { storeId: 'store-westlands', storeStatus: 'C' })).body).toMatchObject(noPermission);
    expect((await c.call('ApplyStore', { storeId: 'store-westlands' })).body).toMatchObject(noPermission);
    expect((await c.call('UnpublishStore', { storeId: 'store-westlands' })).body).toMatchObject(noPermission);
    expect((await c.call('UpdateMerchantStorePushTyp', { storeId: 'store-westlands', pushTyps: [] })).body).toMatchObject(noPermission);
    expect((await c.call('QueryStoreDetail', { storeId: 'store-westlands' })).body).toMatchObject(noPermission);
    expect((await c.call('QueryStoreAdmin')).body).toMatchObject(noPermission);
  });

  it('lets a role with Store manage (2002) change stores', async () => {
    const db = t.database.db;
    await db.insertInto('role_functions').values([{ role_id: 'role-demo-cashier', func_no: '2001' }, { role_id: 'role-demo-cashier', func_no: '2002' }]).execute();
    const c = await cashier();
    const res = await c.call<StoreDetail>('UpdateMerchantStorePushTyp', { storeId: 'store-westlands', pushTyps: ['03'] });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    await db.deleteFrom('role_functions').where('role_id', '=', 'role-demo-cashier').where('func_no', 'in', ['2001', '2002']).execute();
  });
});

describe('store look-ups', () => {
  it('lists the banks and the branches of one bank', async () => {
    const c = await owner();
    const banks = await c.call<{ list: { bankCode: string; bankName: string }[] }>('BankList');
    expect(banks.body.list).toContainEqual({ bankCode: '68', bankName: 'Equity Bank' });
    const branches = await c.call<{ list: { branchCode: string; branchName: string }[] }>('BankBranchList', { bankCode: '01' });
    expect(branches.body.list[0]).toEqual({ branchCode: '01001', branchName: 'Moi Avenue' });
    expect((await c.call<{ list: unknown[] }>('BankBranchList', { bankCode: '99' })).body.list).toEqual([]);
    expect((await c.call('BankBranchList', { bankCode: 'x' })).body.fieldErrors?.[0]?.field).toBe('bankCode');
  });

  it('finds buildings by name, those starting with the words first', async () => {
    const c = await owner();
    const res = await c.call<{ list: { buildingName: string; countyName: string }[] }>('FindBuildingsByName', { buildingName: 'mall' });
    expect(res.body.list.length).toBeGreaterThan(3);
    expect(res.body.list.every((b) => b.buildingName.toLowerCase().includes('mall'))).toBe(true);
    const kisumu = await c.call<{ list: { buildingName: string }[] }>('FindBuildingsByName', { buildingName: 'mall', county: '042' });
    expect(kisumu.body.list.map((b) => b.buildingName)).toEqual(['United Mall', 'West End Mall']);
    expect((await c.call('FindBuildingsByName', { buildingName: 'x' })).body.fieldErrors?.[0]?.field).toBe('buildingName');
  });

  it('finds the buildings nearest a point within the radius', async () => {
    const c = await owner();
    // Sarit Centre, Westlands.
    const res = await c.call<{ list: { buildingName: string; distance: number }[] }>('FindBuildingsByLoc', { latitude: -1.2611, longitude: 36.8026, radius: 1000 });
    expect(res.body.list[0]).toMatchObject({ buildingName: 'Sarit Centre', distance: 0 });
    expect(res.body.list.every((b) => b.distance <= 1000)).toBe(true);
    const distances = res.body.list.map((b) => b.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(res.body.list.map((b) => b.buildingName)).not.toContain('KICC');
    const sea = await c.call<{ list: unknown[] }>('FindBuildingsByLoc', { latitude: -2, longitude: 41, radius: 20000 });
    expect(sea.body.list).toEqual([]);
    expect((await c.call('FindBuildingsByLoc', { latitude: 120, longitude: 36 })).body.fieldErrors?.[0]?.field).toBe('latitude');
  });

  it('lists counties and the towns of one county', async () => {
    const c = await owner();
    const all = await c.call<{ list: { code: string; name: string; towns: string[] }[] }>('TerritoryListQuery');
    expect(all.body.list).toHaveLength(47);
    const nairobi = await c.call<{ list: { code: string; name: string; towns: string[] }[] }>('TerritoryListQuery', { county: '047' });
    expect(nairobi.body.list).toEqual([expect.objectContaining({ name: 'Nairobi', towns: expect.arrayContaining(['Westlands']) })]);
  });
});
