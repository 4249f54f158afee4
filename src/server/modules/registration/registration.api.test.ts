import { describe, expect, it } from 'vitest';
import type { WireClient } from '../../testing/client';
import { latestOtp, withTestApp } from '../../testing/harness';

const t = withTestApp();

type Reg = { registerToken: string; step: string; maskedUserId: string };

/** Registration up to the verified code: answers the registration token. */
async function verified(client: WireClient, userId: string, userIdType: 'P' | 'E', recipient: string): Promise<string> {
  const sent = await client.call<{ jrnNo: string }>('UnLoginSendOtp', { businessType: '01', userId, userIdType });
  expect(sent.body.rspMsgCd).toBe('MMC00000');
  const checked = await client.call<{ ticket: string }>('UnLoginCheckOtp', { businessType: '01', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, recipient) });
  const reg = await client.call<Reg>('GetRegisterSessionToken', { ticket: checked.body.ticket });
  expect(reg.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'PERSON_INFO' });
  return reg.body.registerToken;
}

describe('CheckUserSignUp', () => {
  it('lets a new number sign up and turns away one that exists', async () => {
    const client = t.client();
    expect((await client.call('CheckUserSignUp', { userId: '0733000001', userIdType: 'P' })).body).toMatchObject({ isSignUp: 'Y' });
    const taken = await client.call('CheckUserSignUp', { userId: '+254712345678', userIdType: 'P' });
    expect(taken.body).toMatchObject({ isSignUp: 'N', isRegisteredMsg: 'The Mobile Number provided already exists' });
  });

  it('checks an e-mail without a session, but no staff username', async () => {
    const client = t.client();
    expect((await client.call('CheckUserSignUp', { userId: 'new.owner@shop.co.ke', userIdType: 'E' })).body).toMatchObject({ rspMsgCd: 'MMC00000', isSignUp: 'Y' });
    expect((await client.call('CheckUserSignUp', { userId: 'owner@demo.co.ke', userIdType: 'E' })).body).toMatchObject({ rspMsgCd: 'MMC00000', isSignUp: 'N' });
    // Whether a staff username exists is the add staff form's question, asked signed in (staff.api.test.ts).
    expect((await client.call('CheckUserSignUp', { userId: 'cashier', userIdType: 'S' })).body).toMatchObject({ rspMsgCd: 'SCM60401' });
  });
});

describe('registering an owner', () => {
  it('goes from a verified code through names, password and PIN to a signed-in owner without a business', async () => {
    const client = t.client('register-device-0001');
    const token = await verified(client, '0733000002', 'P', '254733000002');
    const info = await client.call('UpdatePersonInfo', { registerToken: token, firstName: 'Akinyi', lastName: 'Odhiambo', idType: '01', idNo: '31234567' });
    expect(info.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'PASSWORD' });
    const pwd = await client.call('SetUpOwnerPassword', { registerToken: token, passwordType: '1', password: await client.seal('Akinyi@2026') });
    expect(pwd.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'PIN', loginInfo: null });
    expect(client.token).toBeNull();
    // The last step in Chinese: what is sent to the new owner later speaks Chinese.
    const pin = await client.call('SetUpOwnerPassword', { registerToken: token, passwordType: '0', password: await client.seal('4321') }, { locale: 'zh-CN' });
    expect(pin.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'DONE' });
    expect(client.token).toBeTruthy();
    expect((await t.database.db.selectFrom('persons').select('locale').where('phone', '=', '254733000002').executeTakeFirstOrThrow()).locale).toBe('zh-CN');

    const me = await client.call('QryUserInformation');
    expect(me.body).toMatchObject({ firstName: 'Akinyi', lastName: 'Odhiambo', mblNoPlain: '254733000002', businessSetupStatus: 'N' });
    const stores = await client.call('QueryStoreList');
    expect(stores.body).toMatchObject({ rspMsgCd: 'MMCP1040', rspMsgInf: 'Please set up your business first.' });

    // The finished registration cannot be replayed, and the new owner signs in again by phone.
    expect((await client.call('GetRegisterSessionToken', { registerToken: token })).body.rspMsgCd).toBe('MMCP1027');
    // On another device the new owner is asked for a code first (business type 17).
    const again = t.client('register-device-0002');
    const first = await again.login('0733000002', 'P', 'Akinyi@2026');
    expect(first.body).toMatchObject({ rspMsgCd: 'MMCP1050', needOtp: 'Y', maskedTo: '+254 *** *** 002' });
    const login = await again.call('MerchantLogin', {
      userId: '0733000002',
      userIdType: 'P',
      password: await again.seal('Akinyi@2026'),
      otpJrnNo: first.body.jrnNo,
      otp: await latestOtp(t, '254733000002'),
    });
    expect(login.body).toMatchObject({ rspMsgCd: 'MMC00000', loginInfo: { merchantId: null } });
    // Signed in again in English: the language of the latest sign-in counts.
    expect((await t.database.db.selectFrom('persons').select('locale').where('phone', '=', '254733000002').executeTakeFirstOrThrow()).locale).toBe('en-US');
  });

  it('resumes at the step the person left', async () => {
    const client = t.client('register-device-0003');
    const token = await verified(client, 'resume.me@example.co.ke', 'E', 'resume.me@example.co.ke');
    await client.call('UpdatePersonInfo', { registerToken: token, firstName: 'Baraka', lastName: 'Mwangi', idType: '00', idNo: '998877' });
    const resumed = await client.call<Reg & { firstName: string }>('GetRegisterSessionToken', { registerToken: token });
    expect(resumed.body).toMatchObject({ step: 'PASSWORD', firstName: 'Baraka', maskedUserId: 're***@example.co.ke', userIdType: 'E' });
  });

  it('will not skip a step', async () => {
    const client = t.client('register-device-0004');
    const token = await verified(client, '0733000004', 'P', '254733000004');
    const pin = await client.call('SetUpOwnerPassword', { registerToken: token, passwordType: '0', password: await client.seal('1234') });
    expect(pin.body.rspMsgCd).toBe('MMCP1034');
  });

  it('refuses a registration token from another device', async () => {
    const client = t.client('register-device-0005');
    const token = await verified(client, '0733000005', 'P', '254733000005');
    const other = t.client('register-device-other');
    const res = await other.call('UpdatePersonInfo', { registerToken: token, firstName: 'Juma', lastName: 'Hassan', idType: '01', idNo: '22334455' });
    expect(res.body.rspMsgCd).toBe('MMCP1027');
  });

  it('refuses an ID number that is already registered', async () => {
    const first = t.client('register-device-0006');
    const token1 = await verified(first, '0733000006', 'P', '254733000006');
    await first.call('UpdatePersonInfo', { registerToken: token1, firstName: 'Amina', lastName: 'Ali', idType: '01', idNo: '11112222' });
    await first.call('SetUpOwnerPassword', { registerToken: token1, passwordType: '1', password: await first.seal('Amina@2026') });
    await first.call('SetUpOwnerPassword', { registerToken: token1, passwordType: '0', password: await first.seal('1357') });

    const second = t.client('register-device-0007');
    const token2 = await verified(second, '0733000007', 'P', '254733000007');
    expect((await second.call('CheckIdNoIsUse', { registerToken: token2, idType: '01', idNo: '11112222' })).body.isUse).toBe('Y');
    expect((await second.call('CheckIdNoIsUse', { registerToken: token2, idType: '01', idNo: '11113333' })).body.isUse).toBe('N');
    const res = await second.call('UpdatePersonInfo', { registerToken: token2, firstName: 'Amina', lastName: 'Ali', idType: '01', idNo: '11112222' });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP1033', rspMsgInf: 'This ID number is already registered' });
  });

  it('enforces the password and name rules on the server', async () => {
    const client = t.client('register-device-0008');
    const token = await verified(client, '0733000008', 'P', '254733000008');
    const badName = await client.call('UpdatePersonInfo', { registerToken: token, firstName: 'A1', lastName: 'Ok', idType: '01', idNo: '44556677' });
    expect(badName.body.fieldErrors?.[0]).toEqual({ field: 'firstName', message: 'Use letters only' });
    await client.call('UpdatePersonInfo', { registerToken: token, firstName: 'Wafula', lastName: 'Chebet', idType: '01', idNo: '44556677' });
    const weak = await client.call('SetUpOwnerPassword', { registerToken: token, passwordType: '1', password: await client.seal('password1') });
    expect(weak.body.fieldErrors?.[0]?.field).toBe('password');
    expect(weak.body.rspMsgCd).toBe('MMCP0006');
  });

  it('refuses a code ticket used twice', async () => {
    const client = t.client('register-device-0009');
    const sent = await client.call<{ jrnNo: string }>('UnLoginSendOtp', { businessType: '01', userId: '0733000009', userIdType: 'P' });
    const checked = await client.call<{ ticket: string }>('UnLoginCheckOtp', { businessType: '01', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, '254733000009') });
    expect((await client.call('GetRegisterSessionToken', { ticket: checked.body.ticket })).body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('GetRegisterSessionToken', { ticket: checked.body.ticket })).body.rspMsgCd).toBe('MMCP1027');
  });
});
