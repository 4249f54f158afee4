import { describe, expect, it } from 'vitest';
import type { StoreSummary } from '../../../shared/actions/stores';
import { DEMO_LOGIN, withTestApp } from '../../testing/harness';

const t = withTestApp();

async function as(userId: string, type: 'P' | 'E' | 'S') {
  const client = t.client();
  expect((await client.login(userId, type, DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

describe('stores in the session', () => {
  it('lists the business stores, main store first, paged on the server', async () => {
    const owner = await as('0712345678', 'P');
    const res = await owner.call<{ list: StoreSummary[]; total: number; currentStoreId: string }>('QueryStoreList', { limit: 1, offset: 0 });
    expect(res.body.total).toBe(2);
    expect(res.body.list.map((s) => s.storeName)).toEqual(['Main Store']);
    expect(res.body.currentStoreId).toBe('store-main');
    const page2 = await owner.call<{ list: StoreSummary[] }>('QueryStoreList', { limit: 1, offset: 1 });
    expect(page2.body.list.map((s) => s.storeName)).toEqual(['Westlands Branch']);
  });

  it('refuses a page size past the limit, naming the field', async () => {
    const owner = await as('0712345678', 'P');
    const res = await owner.call('QueryStoreList', { limit: 5000 });
    expect(res.body.rspMsgCd).toBe('MMCP0006');
    expect(res.body.fieldErrors?.[0]?.field).toBe('limit');
  });

  it('switches the current store and records it in the audit trail', async () => {
    const owner = await as('0712345678', 'P');
    const res = await owner.call<{ currentStore: StoreSummary }>('ChangeStore', { storeId: 'store-westlands' });
    expect(res.body.currentStore.storeName).toBe('Westlands Branch');
    const merc = await owner.call<{ currentStore: StoreSummary; mainFlag: string }>('QueryMercInfo');
    expect(merc.body.currentStore.storeId).toBe('store-westlands');
    expect(merc.body.mainFlag).toBe('N');
    const audit = await t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', 'CHANGE_STORE').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(audit.detail).toBe('Switched to Westlands Branch');
    expect(audit.operator_name).toBe('Wanjiku Kamau');
  });

  it('refuses a store of another business as not found', async () => {
    await t.database.db.insertInto('merchants').values({
      id: 'merc-other', merc_no: '800999999999', name: 'Other Ltd', abbr: 'Other', business_type: '1', setup_status: 'Y',
      id_upload_flag: 'Y', kyc_level: '02', kyc_status: '02', plan_code: null, plan_expires_at: null, parent_id: null, status: 'A',
      created_at: new Date().toISOString(),
    }).execute();
    await t.database.db.insertInto('stores').values({
      id: 'store-other', merchant_id: 'merc-other', store_no: '599999', name: 'Other Shop', head_office: 'Y', status: 'Y',
      storefront: '1', push_flag: 'N', address: null, created_at: new Date().toISOString(),
    }).execute();
    const owner = await as('0712345678', 'P');
    const res = await owner.call('ChangeStore', { storeId: 'store-other' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP2101', rspMsgInf: 'Store not found' });
    const list = await owner.call<{ list: StoreSummary[] }>('QueryStoreList');
    expect(list.body.list.map((s) => s.storeId)).not.toContain('store-other');
  });

  it('refuses a suspended store', async () => {
    await t.database.db.updateTable('stores').set({ status: 'C' }).where('id', '=', 'store-westlands').execute();
    const owner = await as('0712345678', 'P');
    expect((await owner.call('ChangeStore', { storeId: 'store-westlands' })).body.rspMsgCd).toBe('MMCP2102');
    await t.database.db.updateTable('stores').set({ status: 'N' }).where('id', '=', 'store-westlands').execute();
  });

  it('opens and closes the storefront of the current store, audited', async () => {
    const owner = await as('0712345678', 'P');
    expect((await owner.call('queryStoreFront')).body).toMatchObject({ storeId: 'store-main', mshpSts: '1' });
    expect((await owner.call('updateStoreFront', { mshpSts: '0' })).body).toMatchObject({ rspMsgCd: 'MMC00000', mshpSts: '0' });
    expect((await owner.call('queryStoreFront')).body.mshpSts).toBe('0');
    const audit = await t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', 'UPDATE_STOREFRONT').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(audit.detail).toBe('Storefront closed: Main Store');
  });

  it('refuses a storefront status outside the dictionary', async () => {
    const owner = await as('0712345678', 'P');
    const res = await owner.call('updateStoreFront', { mshpSts: '7' });
    expect(res.body.fieldErrors?.[0]).toEqual({ field: 'mshpSts', message: 'Invalid value' });
  });

  it('does not let the cashier change the storefront', async () => {
    const cashier = await as('cashier', 'S');
    expect((await cashier.call('updateStoreFront', { mshpSts: '1' })).body).toMatchObject({ rspMsgCd: 'MMCP0403', rspMsgInf: 'no permission' });
  });
});
