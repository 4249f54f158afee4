import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, latestOtp, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();

type Change = { step: string; jrnNo: string | null; maskedTo: string | null };

async function owner(device = 'profile-device-0001') {
  const client = t.client(device);
  expect((await client.login('owner@demo.co.ke', 'E', DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

describe('the profile', () => {
  it('updates the names, refusing ones that are not letters', async () => {
    const client = await owner();
    const bad = await client.call('WebUpdateProfile', { firstName: 'W4njiku', lastName: 'Kamau' });
    expect(bad.body.fieldErrors?.[0]).toEqual({ field: 'firstName', message: 'Use letters only' });
    // The owner's name was matched to her ID document: it may not become another (spec 000 section 5).
    const other = await client.call('WebUpdateProfile', { firstName: 'Wanjiku', lastName: 'Kamau-Njoroge' });
    expect(other.body).toMatchObject({
      rspMsgCd: 'MMCP3107',
      fieldErrors: [{ field: 'firstName', message: 'Your name and ID number were verified against your ID document and cannot be changed.' }],
    });
    expect((await client.call('QryUserInformation')).body).toMatchObject({ firstName: 'Wanjiku', lastName: 'Kamau' });
    // Its case and spacing may be mended.
    expect((await client.call('WebUpdateProfile', { firstName: 'WANJIKU ', lastName: 'kamau' })).body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('WebUpdateProfile', { firstName: 'Wanjiku', lastName: 'Kamau' })).body.rspMsgCd).toBe('MMC00000');
    // A person without a verified ID document names themselves freely.
    const cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'profile-device-cashier');
    expect((await cashier.call('WebUpdateProfile', { firstName: 'Mercy', lastName: 'Wanjiru-Otieno' })).body.rspMsgCd).toBe('MMC00000');
    expect((await cashier.call('QryUserInformation')).body).toMatchObject({ firstName: 'Mercy', lastName: 'Wanjiru-Otieno' });
  });

  it('changes the mobile number with a code sent to the new number', async () => {
    const client = await owner();
    const sent = await client.call<Change>('ChangeMobileNumber', { newMblNo: '0799111222' });
    expect(sent.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'CODE_SENT', maskedTo: '+254 *** *** 222' });
    const wrongNumber = await client.call('ChangeMobileNumber', { newMblNo: '0799111333', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, '254799111222') });
    expect(wrongNumber.body.rspMsgCd).toBe('MMCP1022');
    const done = await client.call<Change>('ChangeMobileNumber', { newMblNo: '0799111222', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, '254799111222') });
    expect(done.body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'CHANGED' });
    expect((await client.call('QryUserInformation')).body.mblNoPlain).toBe('254799111222');
    expect((await t.client('profile-device-0002').login('0799111222', 'P', DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  });

  it('refuses a number that another person has', async () => {
    const client = await owner('profile-device-0003');
    const res = await client.call('ChangeMobileNumber', { newMblNo: '0733000000' });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    await t.database.db.updateTable('persons').set({ phone: '254733000000' }).where('id', '=', 'person-admin').execute();
    const taken = await client.call('ChangeMobileNumber', { newMblNo: '0733000000' });
    expect(taken.body).toMatchObject({ rspMsgCd: 'MMCP1030', rspMsgInf: 'The Mobile Number provided already exists' });
  });

  it('changes the e-mail with a code and marks it verified', async () => {
    const client = t.client('profile-device-0004');
    await client.login('cashier', 'S', DEMO_LOGIN.password);
    expect((await client.call('CheckEmailVerified')).body).toMatchObject({ email: null, emailVerified: 'N' });
    const sent = await client.call<Change>('ChangeEmail', { newEmail: 'Achieng@Example.co.ke' });
    expect(sent.body.maskedTo).toBe('ac***@example.co.ke');
    const done = await client.call('ChangeEmail', { newEmail: 'achieng@example.co.ke', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, 'achieng@example.co.ke') });
    expect(done.body.rspMsgCd).toBe('MMC00000');
    expect((await client.call('CheckEmailVerified')).body).toMatchObject({ email: 'achieng@example.co.ke', emailVerified: 'Y' });
    const taken = await client.call('ChangeEmail', { newEmail: 'owner@demo.co.ke' });
    expect(taken.body.rspMsgCd).toBe('MMCP1032');
  });
});
