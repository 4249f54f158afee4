import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, withTestApp } from '../../testing/harness';

const t = withTestApp();

async function as(userId: string, type: 'P' | 'E' | 'S') {
  const client = t.client(`sub-${userId}`);
  expect((await client.login(userId, type, DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

const kiosk = {
  businessType: '1',
  businessName: 'Amani Mombasa Kiosk',
  industry: 'RET',
  sector: 'RET01',
  kraPin: 'A123456789B',
  regNo: 'BN-MOMBASA01',
  county: '001',
  town: 'Mombasa',
  address: 'Digo Road',
  subMerchant: 'Y',
};

describe('sub-merchants', () => {
  it('creates a sub-merchant under the current business without moving the session', async () => {
    const owner = await as('0712345678', 'P');
    const created = await owner.call<{ mercId: string }>('SetUpBusiness', kiosk);
    expect(created.body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('QueryMercInfo')).body.mercName).toBe('Amani Traders Ltd');
    const subs = await owner.call<{ list: { mercId: string; mercName: string }[]; total: number }>('MySubBusinesses', {});
    expect(subs.body).toMatchObject({ total: 1, list: [{ mercId: created.body.mercId, mercName: 'Amani Mombasa Kiosk' }] });
    const info = await owner.call('SingleSubBusinessInfoQuery', { mercId: created.body.mercId });
    expect(info.body).toMatchObject({ regNo: 'BN-MOMBASA01', county: '001' });
    expect((await owner.call('UpdateSubBusinessInfo', { mercId: created.body.mercId, town: 'Likoni' })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('SingleSubBusinessInfoQuery', { mercId: created.body.mercId })).body.town).toBe('Likoni');
  });

  it('keeps sub-merchants from other businesses and from roles without permission 32', async () => {
    const cashier = await as('cashier', 'S');
    expect((await cashier.call('MySubBusinesses', {})).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('SetUpBusiness', { ...kiosk, regNo: 'BN-OTHER0001' })).body.rspMsgCd).toBe('MMCP0403');
    const owner = await as('0712345678', 'P');
    expect((await owner.call('SingleSubBusinessInfoQuery', { mercId: '800100200300' })).body.rspMsgCd).toBe('MMCP3204');
  });
});
