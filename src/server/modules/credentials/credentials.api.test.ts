import { describe, expect, it } from 'vitest';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, latestOtp, withTestApp } from '../../testing/harness';

const t = withTestApp();
const { password } = DEMO_LOGIN;

async function as(userId: string, type: 'P' | 'E' | 'S', secret = password, device?: string) {
  const client = t.client(device);
  expect((await client.login(userId, type, secret)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

async function resetTicket(client: WireClient, busiType: '02', userId: string, type: 'P' | 'E', recipient: string) {
  const sent = await client.call<{ jrnNo: string }>('UnLoginSendOtp', { businessType: busiType, userId, userIdType: type });
  expect(sent.body.rspMsgCd).toBe('MMC00000');
  const checked = await client.call<{ ticket: string }>('UnLoginCheckOtp', { businessType: busiType, jrnNo: sent.body.jrnNo, otp: await latestOtp(t, recipient) });
  return checked.body.ticket;
}

describe('forgot password', () => {
  it('unlocks a locked account with a code and a new password, and ends its sessions', async () => {
    const earlier = await as('admin@demo.co.ke', 'E');
    const client = t.client();
    for (let i = 0; i < 3; i++) await client.login('admin@demo.co.ke', 'E', 'Wrong@0000');
    expect((await client.login('admin@demo.co.ke', 'E', password)).body.rspMsgCd).toBe('MMCP1002');

    const ticket = await resetTicket(client, '02', 'admin@demo.co.ke', 'E', 'admin@demo.co.ke');
    const same = await client.call('ResetPassword', { userId: 'admin@demo.co.ke', userIdType: 'E', passwordType: '1', password: await client.seal(password), ticket });
    expect(same.body).toMatchObject({ rspMsgCd: 'MMCP1041', rspMsgInf: "The new password can't be the same as the old" });

    // A refused new password does not spend the ticket: the corrected one goes through with it.
    const ok = await client.call('ResetPassword', { userId: 'admin@demo.co.ke', userIdType: 'E', passwordType: '1', password: await client.seal('Fresh@2026'), ticket });
    expect(ok.body.rspMsgCd).toBe('MMC00000');
    const replay = await client.call('ResetPassword', { userId: 'admin@demo.co.ke', userIdType: 'E', passwordType: '1', password: await client.seal('Again@2026'), ticket });
    expect(replay.body.rspMsgCd).toBe('MMCP1027');
    expect((await client.login('admin@demo.co.ke', 'E', 'Fresh@2026')).body.rspMsgCd).toBe('MMC00000');
    expect((await earlier.call('QueryStoreList')).body.rspMsgCd).toBe('URMP229');
  });

  it('refuses a ticket for another account', async () => {
    const client = t.client();
    await t.database.db.updateTable('otps').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
    const ticket = await resetTicket(client, '02', '0712345678', 'P', '254712345678');
    const res = await client.call('ResetPassword', { userId: 'admin@demo.co.ke', userIdType: 'E', passwordType: '1', password: await client.seal('Other@2026'), ticket });
    expect(res.body.rspMsgCd).toBe('MMCP1027');
  });
});

describe('change password', () => {
  it('refuses the same password, a weak one and a wrong old one, then changes it and ends other sessions', async () => {
    const other = await as('cashier', 'S', password, 'cashier-other-device');
    const client = await as('cashier', 'S');
    const same = await client.call('MerchantModifyPassword', { oldPassword: await client.seal(password), newPassword: await client.seal(password) });
    expect(same.body.rspMsgCd).toBe('MMCP1041');
    const weak = await client.call('MerchantModifyPassword', { oldPassword: await client.seal(password), newPassword: await client.seal('weakpass') });
    expect(weak.body.fieldErrors?.[0]?.field).toBe('newPassword');
    const wrong = await client.call('MerchantModifyPassword', { oldPassword: await client.seal('Wrong@1111'), newPassword: await client.seal('Cashier@2026') });
    expect(wrong.body).toMatchObject({ rspMsgCd: 'MMCP1042', rspMsgInf: 'Password is wrong', leftTryTimes: 2 });
    const ok = await client.call('MerchantModifyPassword', { oldPassword: await client.seal(password), newPassword: await client.seal('Cashier@2026') });
    expect(ok.body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('QryUserInformation')).body.rspMsgCd).toBe('MMC00000');
    expect((await other.call('QryUserInformation')).body.rspMsgCd).toBe('URMP229');
    expect((await t.client().login('cashier', 'S', 'Cashier@2026')).body.rspMsgCd).toBe('MMC00000');
  });

  it('stops after three changes a day (risk control)', async () => {
    let current = password;
    const client = await as('0712345678', 'P');
    expect((await client.call('ModifyPasswordRiskCheck', { updateContentFlag: 'P' })).body).toMatchObject({ allowed: 'Y', changesLeft: 3 });
    for (const next of ['Owner@0001', 'Owner@0002', 'Owner@0003']) {
      const res = await client.call('MerchantModifyPassword', { oldPassword: await client.seal(current), newPassword: await client.seal(next) });
      expect(res.body.rspMsgCd).toBe('MMC00000');
      current = next;
    }
    expect((await client.call('ModifyPasswordRiskCheck', {})).body).toMatchObject({ allowed: 'N', changesLeft: 0 });
    const fourth = await client.call('MerchantModifyPassword', { oldPassword: await client.seal(current), newPassword: await client.seal('Owner@0004') });
    expect(fourth.body).toMatchObject({ rspMsgCd: 'MMCP1043', rspMsgInf: 'The number of password changes exceeds the risk control' });
  });

  it('signs the person out when the last check of the password fails', async () => {
    const client = await as('cashier', 'S', 'Cashier@2026');
    for (const left of [2, 1]) {
      const r = await client.call('MerchantCheckPassword', { passwordType: '1', password: await client.seal('Nope@0000') });
      expect(r.body).toMatchObject({ rspMsgCd: 'MMCP1042', leftTryTimes: left });
    }
    const last = await client.call('MerchantCheckPassword', { passwordType: '1', password: await client.seal('Nope@0000') });
    expect(last.body.leftTryTimes).toBe(0);
    expect((await client.call('QryUserInformation')).body.rspMsgCd).toBe('URMP229');
  });
});

describe('PINs', () => {
  it('changes the PIN, refusing the same PIN', async () => {
    const client = await as('0712345678', 'P', 'Owner@0003');
    const same = await client.call('MerchantModifyPassword', { passwordType: '0', oldPassword: await client.seal('1234'), newPassword: await client.seal('1234') });
    expect(same.body).toMatchObject({ rspMsgCd: 'MMCP1044', rspMsgInf: 'The new PIN cannot be the same as the old PIN' });
    const bad = await client.call('MerchantModifyPassword', { passwordType: '0', oldPassword: await client.seal('1234'), newPassword: await client.seal('12a4') });
    expect(bad.body.fieldErrors?.[0]).toEqual({ field: 'newPassword', message: 'The PIN must be 4 digits' });
    const ok = await client.call('MerchantModifyPassword', { passwordType: '0', oldPassword: await client.seal('1234'), newPassword: await client.seal('8642') });
    expect(ok.body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('MerchantCheckPassword', { passwordType: '0', password: await client.seal('8642') })).body.rspMsgCd).toBe('MMC00000');
  });

  it('resets a forgotten PIN: login password, then a code, then the new PIN', async () => {
    const client = await as('0712345678', 'P', 'Owner@0003');
    const early = await client.call('SendOtp', { businessType: '03' });
    expect(early.body.rspMsgCd).toBe('MMCP1034');
    expect((await client.call('MerchantCheckPassword', { passwordType: '1', password: await client.seal('Owner@0003') })).body).toMatchObject({ leftTryTimes: 3 });
    const sent = await client.call<{ jrnNo: string; maskedTo: string }>('SendOtp', { businessType: '03' });
    expect(sent.body).toMatchObject({ rspMsgCd: 'MMC00000', maskedTo: '+254 *** *** 678' });
    const checked = await client.call<{ ticket: string }>('CheckOtp', { businessType: '03', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, '254712345678') });
    const reset = await client.call('ResetPassword', { userId: '0712345678', userIdType: 'P', passwordType: '0', password: await client.seal('9753'), ticket: checked.body.ticket });
    expect(reset.body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('MerchantCheckPassword', { passwordType: '0', password: await client.seal('9753') })).body.rspMsgCd).toBe('MMC00000');
  });

  it('locks PIN use after three wrong PINs with MMCP2050', async () => {
    const client = await as('admin@demo.co.ke', 'E', 'Fresh@2026');
    for (const left of [2, 1]) {
      const r = await client.call('MerchantCheckPassword', { passwordType: '0', password: await client.seal('0000') });
      expect(r.body).toMatchObject({ rspMsgCd: 'MMCP2007', leftTryTimes: left });
    }
    expect((await client.call('MerchantCheckPassword', { passwordType: '0', password: await client.seal('0000') })).body.rspMsgCd).toBe('MMCP2050');
    expect((await client.call('MerchantCheckPassword', { passwordType: '0', password: await client.seal('1234') })).body.rspMsgCd).toBe('MMCP2050');
  });
});

describe('POST /buiOper/updatePwd.do', () => {
  it('changes the login password like MerchantModifyPassword', async () => {
    if (process.env.TEST_ENCRYPT === '1') return; // the direct call takes a clear body; sealed bodies go through the action path
    const client = await as('admin@demo.co.ke', 'E', 'Fresh@2026', 'direct-call-device');
    const body = { ...client.common(), oper_no: 'admin@demo.co.ke', password: await client.seal('Fresh@2026'), new_password: await client.seal('Fresh@2027') };
    const res = await t.app.inject({ method: 'POST', url: '/buiOper/updatePwd.do', payload: body, headers: { 'x-session-token': client.token! } });
    expect(res.json().rspMsgCd).toBe('MMC00000');
    expect((await t.client().login('admin@demo.co.ke', 'E', 'Fresh@2027')).body.rspMsgCd).toBe('MMC00000');
  });
});
