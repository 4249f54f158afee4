import { describe, expect, it } from 'vitest';
import type { SalesTaxDetail, StorefrontDetail } from '../../../shared/actions/stores';
import { DEMO_LOGIN, signIn, uploadFile, withTestApp } from '../../testing/harness';
import { pdfFile, pngFile } from '../../testing/multipart';
import { salesTaxOf } from './salesTax';

const t = withTestApp();

const owner = () => signIn(t, DEMO_LOGIN.owner.userId, 'P', 'front-owner-device');
const cashier = () => signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'front-cashier-device');

const week = (from: string, to: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, closed: 'N', openTime: from, closeTime: to })).concat([
    { weekday: 6, closed: 'N', openTime: '10:00', closeTime: '14:00' },
    { weekday: 7, closed: 'Y', openTime: '', closeTime: '' } as never,
  ]);

const settings = {
  displayName: 'Amani Traders',
  legalName: 'Amani Traders Ltd',
  phone: '0712345678',
  email: 'shop@amani.co.ke',
  whatsapp: '0712345678',
  facebook: 'amanitraders',
  instagram: '@amanitraders',
  xHandle: '@amani_ke',
  paymentMethods: ['0001', '0008', '0001'],
  location: 'Moi Avenue Plaza, Nairobi',
  latitude: -1.2833,
  longitude: 36.8259,
  returnPolicy: 'Returns within 7 days with the receipt.',
  hours: week('07:30', '18:00'),
};

async function lastAudit(event: string) {
  return t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', event).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describe('storefront settings', () => {
  it('shows the current store storefront with its hours for every weekday and its rating', async () => {
    const c = await owner();
    const res = await c.call<StorefrontDetail>('QueryStoreFrontSettings');
    expect(res.body).toMatchObject({ storeId: 'store-main', displayName: 'Amani Traders', reviewCount: 6, rating: 4.3, paymentMethods: ['0001', '0002', '0003', '0008'] });
    expect(res.body.hours).toHaveLength(7);
    expect(res.body.hours[0]).toEqual({ weekday: 1, closed: 'N', openTime: '08:00', closeTime: '19:00' });
    expect(res.body.hours[6]).toEqual({ weekday: 7, closed: 'Y', openTime: null, closeTime: null });
  });

  it('saves names, contacts, handles, payment methods, hours and the banner, audited', async () => {
    const c = await owner();
    const banner = await uploadFile(t, c, 'picture', 'banner.png', pngFile(400, 150), 'merchantUpload');
    const res = await c.call<StorefrontDetail>('UpdateStoreFrontSettings', { ...settings, bannerFileId: banner });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', phone: '254712345678', paymentMethods: ['0001', '0008'], bannerFileId: banner });
    expect(res.body.bannerUrl).toMatch(/^\/file\/download\?fileId=/);
    expect(res.body.hours[0]).toEqual({ weekday: 1, closed: 'N', openTime: '07:30', closeTime: '18:00' });
    expect(res.body.hours[6]?.closed).toBe('Y');
    const audit = await lastAudit('STOREFRONT_SETTINGS');
    expect(audit.detail).toBe('Storefront settings of Main Store');
  });

  it('refuses a closing time before the opening time, naming the day', async () => {
    const c = await owner();
    const hours = week('09:00', '18:00');
    hours[2] = { weekday: 3, closed: 'N', openTime: '18:00', closeTime: '09:00' };
    const res = await c.call('UpdateStoreFrontSettings', { ...settings, hours });
    expect(res.body.fieldErrors).toEqual([{ field: 'hours.2.closeTime', message: 'The closing time must be after the opening time' }]);
  });

  it('refuses an open day without times, a bad time, and a weekday given twice', async () => {
    const c = await owner();
    const noTimes = await c.call('UpdateStoreFrontSettings', { ...settings, hours: [{ weekday: 1, closed: 'N' }] });
    expect(noTimes.body.fieldErrors).toEqual([{ field: 'hours.0.openTime', message: 'Enter the opening and closing times of each open day' }]);
    const badTime = await c.call('UpdateStoreFrontSettings', { ...settings, hours: [{ weekday: 1, closed: 'N', openTime: '25:00', closeTime: '26:00' }] });
    expect(badTime.body.fieldErrors?.[0]).toEqual({ field: 'hours.0.openTime', message: 'Enter a time as hh:mm' });
    const twice = await c.call('UpdateStoreFrontSettings', { ...settings, hours: [{ weekday: 1, closed: 'Y' }, { weekday: 1, closed: 'Y' }] });
    expect(twice.body.fieldErrors?.[0]).toEqual({ field: 'hours', message: 'Give each weekday once' });
  });

  it('refuses a banner that is not a picture of the business', async () => {
    const c = await owner();
    const pdf = await uploadFile(t, c, 'certificate', 'c.pdf', pdfFile(), 'merchantUpload');
    const res = await c.call('UpdateStoreFrontSettings', { ...settings, bannerFileId: pdf });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP5020' });
    expect((await c.call('UpdateStoreFrontSettings', { ...settings, bannerFileId: 'no-such-file' })).body.rspMsgCd).toBe('MMCP5020');
  });

  it('refuses a payment method outside the list and a bad e-mail', async () => {
    const c = await owner();
    expect((await c.call('UpdateStoreFrontSettings', { ...settings, paymentMethods: ['0099'] })).body.fieldErrors?.[0]?.field).toBe('paymentMethods.0');
    expect((await c.call('UpdateStoreFrontSettings', { ...settings, email: 'nope' })).body.fieldErrors).toEqual([{ field: 'email', message: 'Email format error' }]);
  });

  it('lists the reviews newest first, paged, with the count per rating', async () => {
    const c = await owner();
    const res = await c.call<{ list: { username: string; rating: number }[]; total: number; average: number; counts: number[] }>('QueryStoreReviews', { limit: 2, offset: 0 });
    expect(res.body.list.map((r) => r.username)).toEqual(['Kevin M.', 'Aisha O.']);
    expect(res.body).toMatchObject({ total: 6, average: 4.3, counts: [0, 0, 1, 2, 3] });
  });

  it('follows the current store: the branch has its own, empty storefront', async () => {
    const c = await owner();
    await c.call('ChangeStore', { storeId: 'store-westlands' });
    const res = await c.call<StorefrontDetail>('QueryStoreFrontSettings');
    expect(res.body).toMatchObject({ storeId: 'store-westlands', displayName: null, reviewCount: 0, rating: null });
    expect((await c.call<{ total: number }>('QueryStoreReviews')).body.total).toBe(0);
  });

  it('does not open the storefront of a suspended store', async () => {
    await t.database.db.updateTable('stores').set({ status: 'C' }).where('id', '=', 'store-westlands').execute();
    const c = await owner();
    await t.database.db.updateTable('sessions').set({ store_id: 'store-westlands' }).where('person_id', '=', 'person-owner').execute();
    expect((await c.call('updateStoreFront', { mshpSts: '1' })).body.rspMsgCd).toBe('MMCP5022');
    await t.database.db.updateTable('stores').set({ status: 'N' }).where('id', '=', 'store-westlands').execute();
  });

  it('keeps the settings from a role without Store manage (2002)', async () => {
    const c = await cashier();
    expect((await c.call('UpdateStoreFrontSettings', settings)).body).toMatchObject({ rspMsgCd: 'MMCP0403' });
    expect((await c.call('QueryStoreFrontSettings')).body).toMatchObject({ rspMsgCd: 'MMCP0403' });
  });
});

describe('sales tax', () => {
  it('answers the demo business as VAT-registered at 16%', async () => {
    const c = await owner();
    expect((await c.call<SalesTaxDetail>('QuerySalesTax')).body).toMatchObject({ vatRegistered: 'Y', vatNo: '051111111', rateBp: 1600 });
    expect(await salesTaxOf(t.database.db, 'merc-demo')).toMatchObject({ registered: true, rateBp: 1600 });
  });

  it('sets the rate, audited with before and after, and the shared rate follows', async () => {
    const c = await owner();
    const res = await c.call<SalesTaxDetail>('SetSalesTax', { vatRegistered: 'Y', vatNo: '123456789', rateBp: 1400 });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', rateBp: 1400, vatNo: '123456789' });
    expect((await salesTaxOf(t.database.db, 'merc-demo')).rateBp).toBe(1400);
    const audit = await lastAudit('SALES_TAX');
    expect(audit.detail).toBe('VAT registered at 14%');
    expect(JSON.stringify(audit)).toContain('1600');
  });

  it('charges no VAT for a business that is not registered', async () => {
    const c = await owner();
    const res = await c.call<SalesTaxDetail>('SetSalesTax', { vatRegistered: 'N', rateBp: 1600 });
    expect(res.body).toMatchObject({ vatRegistered: 'N', vatNo: null });
    expect(await salesTaxOf(t.database.db, 'merc-demo')).toMatchObject({ registered: false, rateBp: 0, configuredRateBp: 1600 });
  });

  it('answers the default for a business that never set it', async () => {
    expect(await salesTaxOf(t.database.db, 'merc-unknown')).toMatchObject({ registered: false, rateBp: 0, configuredRateBp: 1600 });
  });

  it('refuses a VAT number that is not 9 digits, a missing one, and a rate past 100%', async () => {
    const c = await owner();
    expect((await c.call('SetSalesTax', { vatRegistered: 'Y', vatNo: 'P05111111A', rateBp: 1600 })).body.fieldErrors).toEqual([
      { field: 'vatNo', message: 'The VAT number is 9 digits' },
    ]);
    expect((await c.call('SetSalesTax', { vatRegistered: 'Y', rateBp: 1600 })).body.fieldErrors).toEqual([
      { field: 'vatNo', message: 'Enter the VAT number of the business' },
    ]);
    expect((await c.call('SetSalesTax', { vatRegistered: 'N', rateBp: 10001 })).body.fieldErrors).toEqual([
      { field: 'rateBp', message: 'Enter a rate between 0% and 100%' },
    ]);
  });

  it('keeps sales tax from a role without function 3703', async () => {
    const c = await cashier();
    expect((await c.call('QuerySalesTax')).body.rspMsgCd).toBe('MMCP0403');
    expect((await c.call('SetSalesTax', { vatRegistered: 'N', rateBp: 0 })).body.rspMsgCd).toBe('MMCP0403');
  });
});
