import { describe, expect, it } from 'vitest';
import type { LoginDevice } from '../../../shared/actions/devices';
import { DEMO_LOGIN, latestOtp, withTestApp } from '../../testing/harness';

const t = withTestApp();

describe('login devices', () => {
  it('lists the owner devices with the one in use now', async () => {
    const client = t.client('owner-laptop-0001');
    await client.login('0712345678', 'P', DEMO_LOGIN.password);
    const res = await client.call<{ list: LoginDevice[] }>('GetDevice');
    expect(res.body.list.map((d) => d.deviceName)).toEqual(['Web browser', 'Biashara app on Android 14', 'Chrome 131 on Windows 11']);
    expect(res.body.list[0]).toMatchObject({ current: 'Y', inUse: 'Y', trusted: 'Y', imei: 'owne…0001' });
    expect(res.body.list[1]).toMatchObject({ current: 'N', inUse: 'N' });
    expect((await client.call('QueryTrustDevice')).body).toMatchObject({ trusted: 'Y', newDeviceOtp: 'N' });
  });

  it('removes a device, ends its sessions and audits it, but not the device in use', async () => {
    const phone = t.client('owner-phone-0002');
    await phone.login('0712345678', 'P', DEMO_LOGIN.password);
    const laptop = t.client('owner-laptop-0003');
    await laptop.login('0712345678', 'P', DEMO_LOGIN.password);
    const list = (await laptop.call<{ list: LoginDevice[] }>('GetDevice')).body.list;
    const phoneRow = list.find((d) => d.imei === 'owne…0002')!;
    const current = list.find((d) => d.current === 'Y')!;
    expect((await laptop.call('UnbindTrustDevice', { deviceNo: current.deviceNo })).body.rspMsgCd).toBe('MMCP1053');
    expect((await laptop.call('UnbindTrustDevice', { deviceNo: phoneRow.deviceNo })).body.rspMsgCd).toBe('MMC00000');
    expect((await phone.call('QryUserInformation')).body.rspMsgCd).toBe('URMP229');
    const after = (await laptop.call<{ list: LoginDevice[] }>('GetDevice')).body.list;
    expect(after.map((d) => d.deviceNo)).not.toContain(phoneRow.deviceNo);
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'DEVICE_REMOVED').executeTakeFirstOrThrow();
    expect(audit.detail).toContain('owne…0002');
  });

  it('refuses a device of another person', async () => {
    const cashier = t.client('cashier-device-0004');
    await cashier.login('cashier', 'S', DEMO_LOGIN.password);
    expect((await cashier.call('UnbindTrustDevice', { deviceNo: 'device-owner-phone' })).body.rspMsgCd).toBe('MMCP1052');
  });

  it('asks for a code on a new device when the account wants it, then trusts the device', async () => {
    await t.database.db.updateTable('persons').set({ new_device_otp: 'Y' }).where('id', '=', 'person-admin').execute();
    const first = t.client('admin-known-0005');
    await t.database.db.updateTable('persons').set({ new_device_otp: 'N' }).where('id', '=', 'person-admin').execute();
    await first.login('admin@demo.co.ke', 'E', DEMO_LOGIN.password);
    await t.database.db.updateTable('persons').set({ new_device_otp: 'Y' }).where('id', '=', 'person-admin').execute();

    const fresh = t.client('admin-new-0006');
    const asked = await fresh.login('admin@demo.co.ke', 'E', DEMO_LOGIN.password);
    expect(asked.body).toMatchObject({ rspMsgCd: 'MMCP1050', needOtp: 'Y', maskedTo: 'ad***@demo.co.ke' });
    expect(asked.body.rspMsgInf).toBe('This device is new to your account. Enter the verification code sent to ad***@demo.co.ke.');
    expect(fresh.token).toBeNull();
    const wrong = await fresh.call('MerchantLogin', { userId: 'admin@demo.co.ke', userIdType: 'E', password: await fresh.seal(DEMO_LOGIN.password), otpJrnNo: asked.body.jrnNo, otp: '0000' === (await latestOtp(t, 'admin@demo.co.ke')) ? '1111' : '0000' });
    expect(wrong.body.rspMsgCd).toBe('MMCP1020');
    const ok = await fresh.call('MerchantLogin', {
      userId: 'admin@demo.co.ke',
      userIdType: 'E',
      password: await fresh.seal(DEMO_LOGIN.password),
      otpJrnNo: asked.body.jrnNo,
      otp: await latestOtp(t, 'admin@demo.co.ke'),
    });
    expect(ok.body.rspMsgCd).toBe('MMC00000');
    // Trusted now: the next sign-in on it asks for nothing.
    const next = t.client('admin-new-0006');
    expect((await next.login('admin@demo.co.ke', 'E', DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  });
});
