import { describe, expect, it } from 'vitest';
import type { LoginDevice } from '../../../shared/actions/devices';
import type { AuditEntry } from '../../../shared/actions/audit';
import { DEMO_LOGIN, latestOtp, registerBusinessOwner, withTestApp } from '../../testing/harness';

const t = withTestApp();

describe('login devices', () => {
  it('lists the owner devices with the one in use now', async () => {
    const client = t.client('owner-laptop-0001');
    await client.login('0712345678', 'P', DEMO_LOGIN.password);
    const res = await client.call<{ list: LoginDevice[] }>('GetDevice');
    expect(res.body.list.map((d) => d.deviceName)).toEqual(['Web browser', 'Biashara app on Android 14', 'Chrome 131 on Windows 11']);
    const zh = await client.call<{ list: LoginDevice[] }>('GetDevice', {}, { locale: 'zh-CN' });
    expect(zh.body.list.map((d) => d.deviceName)).toEqual(['网页浏览器', 'Android 14 上的 Biashara app', 'Windows 11 上的 Chrome 131']);
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
    // The person's own devices page too, latest sign-in first.
    const all = (await laptop.call<{ list: LoginDevice[]; total: number }>('GetDevice', { limit: 100 })).body;
    expect(all.total).toBe(all.list.length);
    const firstPage = (await laptop.call<{ list: LoginDevice[]; total: number }>('GetDevice', { limit: 1 })).body;
    expect(firstPage).toMatchObject({ total: all.total, list: [all.list[0]] });
    expect(firstPage.list[0]!.current).toBe('Y');
    expect((await laptop.call<{ list: LoginDevice[] }>('GetDevice', { limit: 1, offset: 1 })).body.list).toEqual(all.list.slice(1, 2));
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

  it('names the code just sent when a second new device signs in within the minute, instead of refusing', async () => {
    // The codes of the test before are over a minute old.
    await t.database.db.updateTable('otps').set({ created_at: new Date(Date.now() - 120_000).toISOString() }).where('recipient', '=', 'admin@demo.co.ke').execute();
    await t.database.db.updateTable('persons').set({ new_device_otp: 'N' }).where('id', '=', 'person-admin').execute();
    await t.client('admin-known-0007').login('admin@demo.co.ke', 'E', DEMO_LOGIN.password);
    await t.database.db.updateTable('persons').set({ new_device_otp: 'Y' }).where('id', '=', 'person-admin').execute();
    const tablet = t.client('admin-tablet-0008');
    const first = await tablet.login('admin@demo.co.ke', 'E', DEMO_LOGIN.password);
    expect(first.body).toMatchObject({ rspMsgCd: 'MMCP1050', needOtp: 'Y' });
    const laptop = t.client('admin-laptop-0009');
    const second = await laptop.login('admin@demo.co.ke', 'E', DEMO_LOGIN.password);
    expect(second.body).toMatchObject({ rspMsgCd: 'MMCP1050', needOtp: 'Y', jrnNo: first.body.jrnNo });
    const ok = await laptop.call('MerchantLogin', {
      userId: 'admin@demo.co.ke',
      userIdType: 'E',
      password: await laptop.seal(DEMO_LOGIN.password),
      otpJrnNo: second.body.jrnNo,
      otp: await latestOtp(t, 'admin@demo.co.ke'),
    });
    expect(ok.body.rspMsgCd).toBe('MMC00000');
  });
});

type DevicePage = { list: LoginDevice[]; total: number };

describe("the business's devices (/setting/deviceManagement, function 39)", () => {
  it("lists every device of the business's people with whose it is, and none of another business", async () => {
    const other = await registerBusinessOwner(t, { phone: '0799000222', first: 'Zawadi', last: 'Njoroge', idNo: '32233445', device: 'zawadi-device-0001' });
    await other.client.login('0799000222', 'P', 'Strong@2026');
    const owner = t.client('owner-mgmt-0010');
    await owner.login('0712345678', 'P', DEMO_LOGIN.password);
    const res = await owner.call<DevicePage>('GetDevice', { scope: 'business', limit: 100 });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const people = new Set(res.body.list.map((d) => d.personName));
    expect([...people]).toEqual(expect.arrayContaining(['Wanjiku Kamau', 'Otieno Ochieng', 'Achieng Atieno']));
    expect(people.has('Zawadi Njoroge')).toBe(false);
    expect(res.body.list.find((d) => d.deviceName === 'Safari 18 on macOS 15')).toMatchObject({ personId: 'person-admin', imei: 'web-…4f20', inUse: 'N', current: 'N', removable: 'Y' });
    expect(res.body.list.find((d) => d.imei === 'owne…0010')).toMatchObject({ current: 'Y', inUse: 'Y', personName: 'Wanjiku Kamau', removable: 'N' });
    expect(res.body.total).toBe(res.body.list.length);
  });

  it('leaves out the devices of someone no longer in the business, and will not remove them', async () => {
    const owner = t.client('owner-mgmt-0013');
    await owner.login('0712345678', 'P', DEMO_LOGIN.password);
    const listed = async () => (await owner.call<DevicePage>('GetDevice', { scope: 'business', limit: 100 })).body.list;
    const adminDevice = (await listed()).find((d) => d.personId === 'person-admin')!;
    // The director leaves the business (a removed stakeholder's membership ends).
    await t.database.db.updateTable('memberships').set({ status: 'D' }).where('person_id', '=', 'person-admin').where('merchant_id', '=', 'merc-demo').execute();
    try {
      expect((await listed()).some((d) => d.personId === 'person-admin')).toBe(false);
      expect((await owner.call('UnbindTrustDevice', { scope: 'business', deviceNo: adminDevice.deviceNo })).body.rspMsgCd).toBe('MMCP4804');
    } finally {
      await t.database.db.updateTable('memberships').set({ status: 'A' }).where('person_id', '=', 'person-admin').where('merchant_id', '=', 'merc-demo').execute();
    }
    expect((await listed()).some((d) => d.personId === 'person-admin')).toBe(true);
  });

  it('pages on the server', async () => {
    const owner = t.client('owner-mgmt-0011');
    await owner.login('0712345678', 'P', DEMO_LOGIN.password);
    const first = await owner.call<DevicePage>('GetDevice', { scope: 'business', limit: 2, offset: 0 });
    const second = await owner.call<DevicePage>('GetDevice', { scope: 'business', limit: 2, offset: 2 });
    expect(first.body.list).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(4);
    expect(second.body.list.map((d) => d.deviceNo)).not.toContain(first.body.list[0]!.deviceNo);
  });

  it('is refused without function 39, while the own list stays open', async () => {
    const cashier = t.client('cashier-mgmt-0012');
    await cashier.login('cashier', 'S', DEMO_LOGIN.password);
    expect((await cashier.call('GetDevice', { scope: 'business' })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('UnbindTrustDevice', { scope: 'business', deviceNo: 'device-admin-mac' })).body.rspMsgCd).toBe('MMCP0403');
    const own = await cashier.call<DevicePage>('GetDevice');
    expect(own.body.rspMsgCd).toBe('MMC00000');
    expect(own.body.list.every((d) => d.personId === 'person-cashier')).toBe(true);
  });

  it("removes a person's device: their session there ends at once, and it is audited", async () => {
    const cashier = t.client('cashier-till-0013');
    await cashier.login('cashier', 'S', DEMO_LOGIN.password);
    expect((await cashier.call('QryUserInformation')).body.rspMsgCd).toBe('MMC00000');
    const owner = t.client('owner-mgmt-0014');
    await owner.login('0712345678', 'P', DEMO_LOGIN.password);
    const list = (await owner.call<DevicePage>('GetDevice', { scope: 'business', limit: 100 })).body.list;
    const till = list.find((d) => d.imei === 'cash…0013')!;
    expect(till).toMatchObject({ personName: 'Achieng Atieno', inUse: 'Y' });
    expect((await owner.call('UnbindTrustDevice', { scope: 'business', deviceNo: till.deviceNo })).body.rspMsgCd).toBe('MMC00000');
    expect((await cashier.call('QryUserInformation')).body.rspMsgCd).toBe('URMP229');
    const after = (await owner.call<DevicePage>('GetDevice', { scope: 'business', limit: 100 })).body.list;
    expect(after.map((d) => d.deviceNo)).not.toContain(till.deviceNo);
    const audit = (await owner.call<{ list: AuditEntry[] }>('QryAuditTrailList', { event: 'DEVICE_REMOVED', limit: 1 })).body.list[0]!;
    expect(audit).toMatchObject({ operatorName: 'Wanjiku Kamau', detail: 'Removed Web browser (cash…0013) of Achieng Atieno' });
    expect(audit.changes?.before).toMatchObject({ person: 'Achieng Atieno', deviceId: 'cash…0013' });
    expect(audit.changes?.after).toBeNull();
  });

  it('refuses the device of the current session and a device of another business', async () => {
    const owner = t.client('owner-mgmt-0015');
    await owner.login('0712345678', 'P', DEMO_LOGIN.password);
    const list = (await owner.call<DevicePage>('GetDevice', { scope: 'business', limit: 100 })).body.list;
    const current = list.find((d) => d.current === 'Y')!;
    expect((await owner.call('UnbindTrustDevice', { scope: 'business', deviceNo: current.deviceNo })).body.rspMsgCd).toBe('MMCP1053');
    const zawadi = await t.database.db
      .selectFrom('devices as d')
      .innerJoin('persons as p', 'p.id', 'd.person_id')
      .select('d.id')
      .where('p.first_name', '=', 'Zawadi')
      .executeTakeFirstOrThrow();
    const refused = await owner.call('UnbindTrustDevice', { scope: 'business', deviceNo: zawadi.id });
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP4804', rspMsgInf: 'Device not found in this business' });
    expect(await t.database.db.selectFrom('devices').select('id').where('id', '=', zawadi.id).executeTakeFirst()).toBeDefined();
  });
});
