import { describe, expect, it } from 'vitest';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, latestOtp, uploadFile, withTestApp } from '../../testing/harness';
import { pdfFile } from '../../testing/multipart';

const t = withTestApp();

/** Registers a person through the real flow and answers a client signed in without a business. */
async function registered(phone: string, first: string, last: string, idNo: string, device: string): Promise<WireClient> {
  const client = t.client(device);
  const sent = await client.call<{ jrnNo: string }>('UnLoginSendOtp', { businessType: '01', userId: phone, userIdType: 'P' });
  const recipient = `254${phone.slice(1)}`;
  const checked = await client.call<{ ticket: string }>('UnLoginCheckOtp', { businessType: '01', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, recipient) });
  const reg = await client.call<{ registerToken: string }>('GetRegisterSessionToken', { ticket: checked.body.ticket });
  const token = reg.body.registerToken;
  await client.call('UpdatePersonInfo', { registerToken: token, firstName: first, lastName: last, idType: '01', idNo });
  await client.call('SetUpOwnerPassword', { registerToken: token, passwordType: '1', password: await client.seal('Strong@2026') });
  const done = await client.call('SetUpOwnerPassword', { registerToken: token, passwordType: '0', password: await client.seal('2468') });
  expect(done.body.rspMsgCd).toBe('MMC00000');
  return client;
}

const limitedCompany = {
  businessType: '3',
  businessName: 'Nuru Solar Ltd',
  industry: 'RET',
  sector: 'RET04',
  kraPin: 'p051234567x',
  regNo: 'pvt-aaabbb1234',
  county: '047',
  town: 'Westlands',
  address: 'Waiyaki Way, Nairobi',
  documents: [
    { docType: '1', fileId: 'file-cert' },
    { docType: '2', fileId: 'file-cr12' },
  ],
  stakeholders: [
    { firstName: 'Kamau', lastName: 'Njoroge', mblNo: '0711000111', designation: '1' },
    { firstName: 'Fatuma', lastName: 'Hassan', email: 'fatuma@example.co.ke', designation: '1' },
  ],
};

describe('reference data', () => {
  it('serves counties, towns of a county, industries and sectors', async () => {
    const client = t.client();
    const counties = await client.call<{ list: { code: string; name: string }[] }>('CommonDictionary', { dictType: 'county' });
    expect(counties.body.list).toHaveLength(47);
    expect(counties.body.list.find((c) => c.code === '047')?.name).toBe('Nairobi');
    const towns = await client.call<{ list: { name: string }[] }>('CommonDictionary', { dictType: 'town', parentCode: '042' });
    expect(towns.body.list.map((x) => x.name)).toContain('Kisumu');
    const sectors = await client.call<{ list: { code: string }[] }>('CommonDictionary', { dictType: 'sector', parentCode: 'FOD' });
    expect(sectors.body.list.every((s) => s.code.startsWith('FOD'))).toBe(true);
  });

  it("names industries and sectors in the caller's language", async () => {
    const client = t.client();
    type Dict = { list: { code: string; name: string }[] };
    const en = await client.call<Dict>('CommonDictionary', { dictType: 'industry' });
    const zh = await client.call<Dict>('CommonDictionary', { dictType: 'industry' }, { locale: 'zh-CN' });
    expect(en.body.list.find((i) => i.code === 'RET')?.name).toBe('Retail and wholesale');
    expect(zh.body.list.find((i) => i.code === 'RET')?.name).toBe('零售与批发');
    const sectors = await client.call<Dict>('CommonDictionary', { dictType: 'sector', parentCode: 'FOD' }, { locale: 'zh-CN' });
    expect(sectors.body.list.find((s) => s.code === 'FOD03')?.name).toBe('面包店');
  });
});

describe('setting up a business', () => {
  it('refuses a KRA PIN or registration number of the wrong form', async () => {
    const owner = await registered('0755000001', 'Neema', 'Wairimu', '30000001', 'biz-device-0001');
    const badPin = await owner.call('CheckKraPinIsUse', { kraPin: '123456789' });
    expect(badPin.body.fieldErrors?.[0]).toEqual({ field: 'kraPin', message: 'KRA PIN format error' });
    const badReg = await owner.call('SetUpBusiness', { ...limitedCompany, regNo: 'ABC' });
    expect(badReg.body.fieldErrors?.[0]).toEqual({ field: 'regNo', message: 'Business Registration Number format error' });
  });

  it("says a KRA PIN is in use unless a sub-merchant takes its parent's", async () => {
    const stranger = await registered('0755000021', 'Juma', 'Ali', '30000021', 'biz-device-0021');
    expect((await stranger.call('CheckKraPinIsUse', { kraPin: 'P051111111A' })).body.isUse).toBe('Y');
    const demo = t.client('biz-device-kra');
    await demo.login('owner@demo.co.ke', 'E', DEMO_LOGIN.password);
    await demo.call('SwitchAccount', { mercId: '800100200300' });
    expect((await demo.call('CheckKraPinIsUse', { kraPin: 'P051111111A', subMerchant: 'Y' })).body.isUse).toBe('N');
    expect((await demo.call('CheckKraPinIsUse', { kraPin: 'P051111111A' })).body.isUse).toBe('Y');
  });

  it('refuses a postal code or website that is not one, naming the field', async () => {
    const owner = await registered('0755000047', 'Baraka', 'Mwangi', '30000047', 'biz-device-0047');
    const badCode = await owner.call('SetUpBusiness', { ...limitedCompany, postalCode: '1001' });
    expect(badCode.body.fieldErrors).toEqual([{ field: 'postalCode', message: 'Enter the 5-digit postal code, e.g. 00100' }]);
    const badSite = await owner.call('SetUpBusiness', { ...limitedCompany, website: 'my shop' }, { locale: 'zh-CN' });
    expect(badSite.body.fieldErrors).toEqual([{ field: 'website', message: '请输入网址，例如 www.example.co.ke' }]);
  });

  it('wants the documents and directors a limited company needs', async () => {
    const owner = await registered('0755000002', 'Imani', 'Chege', '30000002', 'biz-device-0002');
    const noDocs = await owner.call('SetUpBusiness', { ...limitedCompany, documents: [{ docType: '1', fileId: 'f' }] });
    expect(noDocs.body).toMatchObject({ rspMsgCd: 'MMCP3203', rspMsgInf: 'Please add the CR-12 this business type needs.' });
    const noDirectors = await owner.call('SetUpBusiness', { ...limitedCompany, stakeholders: [] });
    expect(noDirectors.body).toMatchObject({ rspMsgCd: 'MMCP3203', rspMsgInf: 'Please add the directors this business type needs.' });
    const noPin = await owner.call('SetUpBusiness', { ...limitedCompany, kraPin: undefined });
    expect(noPin.body.fieldErrors?.[0]).toEqual({ field: 'kraPin', message: 'This field is required' });
    // The owner is not their own invited director, and no one is invited twice.
    const director = { firstName: 'Imani', lastName: 'Chege', mblNo: '0755000002', designation: '1' };
    expect((await owner.call('SetUpBusiness', { ...limitedCompany, stakeholders: [director] })).body).toMatchObject({ rspMsgCd: 'MMCP3220', fieldErrors: [{ field: 'stakeholders' }] });
    const twice = [{ ...director, mblNo: '0722000001' }, { ...director, firstName: 'Other', mblNo: '+254722000001' }];
    expect((await owner.call('SetUpBusiness', { ...limitedCompany, stakeholders: twice })).body.rspMsgCd).toBe('MMCP3220');
  });

  it('sets up a limited company with two directors, invites them, and moves the owner into it', async () => {
    const owner = await registered('0755000003', 'Baraka', 'Otieno', '30000003', 'biz-device-0003');
    const stranger = await registered('0755000013', 'Other', 'Person', '30000013', 'biz-device-0013');
    const strangersFile = await uploadFile(t, stranger, 'certificate', 'cert.pdf', pdfFile());
    const refused = await owner.call('SetUpBusiness', { ...limitedCompany, documents: [{ docType: '1', fileId: strangersFile }, { docType: '2', fileId: strangersFile }] });
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP3002', fieldErrors: [{ field: 'documents' }] });
    const documents = [
      { docType: '1', fileId: await uploadFile(t, owner, 'certificate', 'certificate.pdf', pdfFile()) },
      { docType: '2', fileId: await uploadFile(t, owner, 'certificate', 'cr12.pdf', pdfFile()) },
    ];
    // The demo business's KRA PIN: one business to a PIN.
    const dupPin = await owner.call('SetUpBusiness', { ...limitedCompany, documents, kraPin: 'P051111111A' });
    expect(dupPin.body).toMatchObject({ rspMsgCd: 'MMCP3219', fieldErrors: [{ field: 'kraPin', message: 'This KRA PIN is already used by another business' }] });
    const before = owner.token;
    const res = await owner.call<{ mercId: string; storeId: string; invited: number }>('SetUpBusiness', { ...limitedCompany, documents });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', invited: 2 });
    expect(owner.token).not.toBe(before);

    const merc = await owner.call('QueryMercInfo');
    expect(merc.body).toMatchObject({ mercId: res.body.mercId, mercName: 'Nuru Solar Ltd', merchantType: '3', businessSetupStatus: 'Y', kycLevel: '00', planFlag: 'N' });
    // No plan chosen yet: the portal asks for one, and the free Basic plan is one to choose (no PIN).
    expect((await owner.call('QryUserInformation')).body).toMatchObject({ planFlag: 'N', planCode: null });
    const plans = await owner.call<{ list: { planCode: string; current: string }[] }>('QryMerchantServicePlanList', {});
    expect(plans.body.list.filter((p) => p.current === 'Y')).toEqual([]);
    expect((await owner.call('SubscriptionPayment', { planCode: 'BASIC' })).body).toMatchObject({ rspMsgCd: 'MMC00000', step: 'DONE' });
    expect((await owner.call('QryUserInformation')).body).toMatchObject({ planFlag: 'N', planCode: 'BASIC' });
    const chosen = await owner.call<{ list: { planCode: string; current: string }[] }>('QryMerchantServicePlanList', {});
    expect(chosen.body.list.filter((p) => p.current === 'Y').map((p) => p.planCode)).toEqual(['BASIC']);
    expect((await owner.call('SubscriptionPayment', { planCode: 'BASIC' })).body.rspMsgCd).toBe('MMCP3212');
    expect((await owner.call<{ list: { storeName: string }[] }>('QueryStoreList')).body.list.map((s) => s.storeName)).toEqual(['Main Store']);
    const info = await owner.call('SingleBusinessInfoQuery', { mercId: res.body.mercId });
    expect(info.body).toMatchObject({ kraPin: 'P051234567X', regNo: 'PVT-AAABBB1234', county: '047' });

    const stakeholders = await owner.call<{ list: { firstName: string; roleLetter: string; status: string }[]; total: number }>('QryStakeholderList', {});
    // The owner heads the list (Owner/Director of a limited company), joined; then the invited directors.
    expect(stakeholders.body.total).toBe(3);
    expect(stakeholders.body.list.map((s) => [s.firstName, s.roleLetter, s.status])).toEqual([
      ['Baraka', 'OD', 'J'],
      ['Kamau', 'D', 'I'],
      ['Fatuma', 'D', 'I'],
    ]);
    const sms = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', '254711000111').executeTakeFirstOrThrow();
    expect(sms.body).toContain('Baraka Otieno invited you to join Nuru Solar Ltd on Biashara as Director');

    const again = await owner.call('SetUpBusiness', { ...limitedCompany, documents });
    expect(again.body).toMatchObject({ rspMsgCd: 'MMCP3202', rspMsgInf: 'This Business Registration Number exists on our records' });
    expect((await owner.call('CheckKraPinIsUse', { kraPin: 'P051234567X' })).body.isUse).toBe('Y');
  });
});

describe('joining by invitation and switching', () => {
  it('lets an invited director join with the 8-digit code and switch between businesses', async () => {
    const sms = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', '254711000111').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const code = /code is (\d{8})/.exec(sms.body)![1]!;
    const director = await registered('0711000111', 'Kamau', 'Njoroge', '30000004', 'biz-device-0004');
    expect((await director.call('CheckJoinBusiness', { inviteCode: '12345678' })).body).toMatchObject({ rspMsgCd: 'MMCP3201', rspMsgInf: 'Invitation code error' });
    const check = await director.call('CheckJoinBusiness', { inviteCode: code });
    expect(check.body).toMatchObject({ mercName: 'Nuru Solar Ltd', designation: '1', firstName: 'Kamau' });
    const joined = await director.call<{ mercId: string }>('JoinBusiness', { inviteCode: code });
    expect(joined.body.rspMsgCd).toBe('MMC00000');
    expect((await director.call('QueryMercInfo')).body.mercName).toBe('Nuru Solar Ltd');
    expect((await director.call('JoinBusiness', { inviteCode: code })).body.rspMsgCd).toBe('MMCP3201');

    const mine = await director.call<{ list: { mercId: string; current: string; roleName: string }[] }>('MyBusinesses');
    expect(mine.body.list).toEqual([expect.objectContaining({ mercId: joined.body.mercId, current: 'Y', roleName: 'Administrator' })]);
  });

  it('lets the joining person correct their names and ID first', async () => {
    const mail = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', 'fatuma@example.co.ke').executeTakeFirstOrThrow();
    const code = /code is (\d{8})/.exec(mail.body)![1]!;
    const fatuma = await registered('0766000001', 'Fatma', 'Hasan', '30000009', 'biz-device-0011');
    const fixed = await fatuma.call('JoinUpdatePersonInfo', { inviteCode: code, firstName: 'Fatuma', lastName: 'Hassan', idType: '01', idNo: '30000010' });
    expect(fixed.body.rspMsgCd).toBe('MMC00000');
    expect((await fatuma.call('QryUserInformation')).body).toMatchObject({ firstName: 'Fatuma', lastName: 'Hassan' });
    const taken = await fatuma.call('JoinUpdatePersonInfo', { inviteCode: code, firstName: 'Fatuma', lastName: 'Hassan', idType: '01', idNo: '30000004' });
    expect(taken.body.rspMsgCd).toBe('MMCP1033');
    // Once her ID document matched them, her name and number stay as verified; case may be mended.
    await t.database.db.updateTable('persons').set({ id_upload_flag: 'Y' }).where('phone', '=', '254766000001').execute();
    for (const change of [{ firstName: 'Totally', lastName: 'Different' }, { idNo: '30000011' }]) {
      const refused = await fatuma.call('JoinUpdatePersonInfo', { inviteCode: code, firstName: 'Fatuma', lastName: 'Hassan', idType: '01', idNo: '30000010', ...change });
      expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP3107', fieldErrors: [{ field: 'firstName' }] });
    }
    expect((await fatuma.call('QryUserInformation')).body).toMatchObject({ firstName: 'Fatuma', lastName: 'Hassan' });
    expect((await fatuma.call('JoinUpdatePersonInfo', { inviteCode: code, firstName: ' Fatuma', lastName: 'Hassan ', idType: '01', idNo: '30000010' })).body.rspMsgCd).toBe('MMC00000');
    expect((await fatuma.call('JoinBusiness', { inviteCode: code })).body.rspMsgCd).toBe('MMC00000');
  });

  it('switches the owner of two businesses, and refuses a business they are not in', async () => {
    const owner = t.client('biz-device-0005');
    await owner.login('0712345678', 'P', DEMO_LOGIN.password);
    const second = await owner.call<{ mercId: string }>('SetUpBusiness', { ...limitedCompany, businessType: '0', businessName: 'Amani Kiosk', kraPin: undefined, regNo: undefined, documents: [], stakeholders: [] });
    expect(second.body.rspMsgCd).toBe('MMC00000');
    const mine = await owner.call<{ list: { mercName: string; current: string }[] }>('MyBusinesses');
    expect(mine.body.list.map((b) => [b.mercName, b.current])).toEqual([
      ['Amani Traders Ltd', 'N'],
      ['Amani Kiosk', 'Y'],
    ]);
    const back = await owner.call('SwitchAccount', { mercId: '800100200300' });
    expect(back.body).toMatchObject({ rspMsgCd: 'MMC00000', storeId: 'store-main' });
    expect((await owner.call('QueryMercInfo')).body.mercName).toBe('Amani Traders Ltd');
    const foreign = await t.database.db.selectFrom('merchants').select('merc_no').where('name', '=', 'Nuru Solar Ltd').executeTakeFirstOrThrow();
    expect((await owner.call('SwitchAccount', { mercId: foreign.merc_no })).body.rspMsgCd).toBe('MMCP3204');
    expect((await owner.call('SingleBusinessInfoQuery', { mercId: foreign.merc_no })).body.rspMsgCd).toBe('MMCP3204');
  });
});

describe('stakeholders', () => {
  it('blocks a joined stakeholder, which ends their sessions, and unblocks them', async () => {
    const owner = t.client('biz-device-0003');
    await owner.login('0755000003', 'P', 'Strong@2026');
    const list = await owner.call<{ list: { stakeholderId: string; firstName: string }[] }>('QryStakeholderList', {});
    const kamau = list.body.list.find((s) => s.firstName === 'Kamau')!;
    const director = t.client('biz-device-0007');
    const login = await director.login('0711000111', 'P', 'Strong@2026');
    expect(login.body.rspMsgCd === 'MMC00000' || login.body.rspMsgCd === 'MMCP1050').toBe(true);

    expect((await owner.call('UpdStakeholderSts', { stakeholderId: kamau.stakeholderId, blockStatus: '0' })).body.rspMsgCd).toBe('MMC00000');
    const blocked = await owner.call<{ list: { firstName: string; blockStatus: string }[] }>('QryStakeholderList', {});
    expect(blocked.body.list.find((s) => s.firstName === 'Kamau')?.blockStatus).toBe('0');
    const membership = await t.database.db.selectFrom('memberships as m').innerJoin('persons as p', 'p.id', 'm.person_id').select('m.status').where('p.phone', '=', '254711000111').executeTakeFirstOrThrow();
    expect(membership.status).toBe('F');
    expect((await owner.call('UpdStakeholderSts', { stakeholderId: kamau.stakeholderId, blockStatus: '1' })).body.rspMsgCd).toBe('MMC00000');
  });

  it('adds, re-invites and deletes a stakeholder, and keeps other businesses out', async () => {
    const owner = t.client('biz-device-0003');
    await owner.login('0755000003', 'P', 'Strong@2026');
    const added = await owner.call<{ stakeholderId: string }>('AddStakeholder', { firstName: 'Zuri', lastName: 'Akinyi', mblNo: '0788000111', designation: '2' });
    expect(added.body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('ResendStakeholderInvite', { stakeholderId: added.body.stakeholderId }, { locale: 'zh-CN' })).body.rspMsgCd).toBe('MMC00000');
    const codes = await t.database.db.selectFrom('outbox').select('body').where('recipient', '=', '254788000111').orderBy('created_at').orderBy('id').execute();
    expect(codes).toHaveLength(2);
    // Re-invited from a Chinese screen: the invitation speaks the inviter's language, the role too.
    expect(codes[0]!.body).toMatch(/invited you to join .+ on Biashara as Partner\. Your invitation code is \d{8}/);
    expect(codes[1]!.body).toMatch(/^Zuri，您好：.+ 邀请您以合伙人身份加入 Biashara 上的 .+。您的邀请码是 \d{8}（7 天内有效）。/);
    const demo = t.client('biz-device-0009');
    await demo.login('owner@demo.co.ke', 'E', DEMO_LOGIN.password);
    await demo.call('SwitchAccount', { mercId: '800100200300' });
    expect((await demo.call('DelStakeholder', { stakeholderId: added.body.stakeholderId })).body.rspMsgCd).toBe('MMCP3206');
    expect((await owner.call('DelStakeholder', { stakeholderId: added.body.stakeholderId })).body.rspMsgCd).toBe('MMC00000');
    const after = await owner.call<{ total: number }>('QryStakeholderList', {});
    expect(after.body.total).toBe(3);
    // No second invitation of a person: the owner themselves, one invited already (any way the number is written), a member.
    const again = async (contact: Record<string, string>) => (await owner.call('AddStakeholder', { firstName: 'Same', lastName: 'Person', designation: '1', ...contact })).body;
    expect(await again({ mblNo: '0755000003' })).toMatchObject({ rspMsgCd: 'MMCP3220', fieldErrors: [{ field: 'mblNo', message: 'This person is already a stakeholder of the business or invited to it.' }] });
    expect((await again({ mblNo: '0711000111' })).rspMsgCd).toBe('MMCP3220');
    expect((await again({ mblNo: '+254 711 000 111' })).rspMsgCd).toBe('MMCP3220');
    expect(await again({ email: 'FATUMA@example.co.ke' })).toMatchObject({ rspMsgCd: 'MMCP3220', fieldErrors: [{ field: 'email' }] });
    // The business has one owner: no one is invited as its Owner.
    expect((await again({ mblNo: '0788000999', designation: '0' })).fieldErrors).toEqual([{ field: 'designation', message: 'Invalid value' }]);
  });

  it('shows a joined stakeholder whose identity check failed as failed, with the reason', async () => {
    const owner = t.client('biz-device-0003');
    await owner.login('0755000003', 'P', 'Strong@2026');
    const kamau = await t.database.db.selectFrom('persons').select('id').where('phone', '=', '254711000111').executeTakeFirstOrThrow();
    await t.database.db.updateTable('persons').set({ peleza_status: '01' }).where('id', '=', kamau.id).execute();
    await t.database.db
      .insertInto('identity_checks')
      .values({ id: 'check-kamau', person_id: kamau.id, merchant_id: null, id_type: '01', id_no: '30000004', names: 'Kamau Njoroge', status: '01', reason: 'Name and ID number do not match', rail_ref: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .execute();
    type Row = { firstName: string; status: string; kycSts: string; failReason: string | null };
    const failed = await owner.call<{ list: Row[]; total: number }>('QryStakeholderList', { status: 'F' });
    expect(failed.body.list).toEqual([expect.objectContaining({ firstName: 'Kamau', status: 'F', kycSts: '00', failReason: 'Name and ID number do not match' })]);
    const joined = await owner.call<{ list: Row[] }>('QryStakeholderList', { status: 'J' });
    expect(joined.body.list.map((r) => r.firstName)).toEqual(['Baraka', 'Fatuma']);
    expect(joined.body.list[1]).toMatchObject({ kycSts: '01', failReason: null });
  });

  it('lists the owner first', async () => {
    const owner = t.client('biz-device-0012');
    await owner.login('owner@demo.co.ke', 'E', DEMO_LOGIN.password);
    await owner.call('SwitchAccount', { mercId: '800100200300' });
    const list = await owner.call<{ list: { firstName: string; roleLetter: string }[] }>('QryStakeholderList', {});
    expect(list.body.list[0]).toMatchObject({ firstName: 'Wanjiku', roleLetter: 'OD' });
  });

  it("refuses to block or delete one's own entry, and marks it as one's own", async () => {
    const admin = t.client('biz-device-0013');
    await admin.login('admin@demo.co.ke', 'E', DEMO_LOGIN.password);
    const list = await admin.call<{ list: { stakeholderId: string; firstName: string; self: boolean }[] }>('QryStakeholderList', {});
    const own = list.body.list.filter((s) => s.self);
    expect(own).toHaveLength(1);
    const [mine] = own;
    expect((await admin.call('UpdStakeholderSts', { stakeholderId: mine!.stakeholderId, blockStatus: '0' })).body).toMatchObject({
      rspMsgCd: 'MMCP3218',
      rspMsgInf: 'You cannot block or delete yourself. Another stakeholder with this access can.',
    });
    expect((await admin.call('DelStakeholder', { stakeholderId: mine!.stakeholderId })).body.rspMsgCd).toBe('MMCP3218');
    // Still in, with the access they had.
    expect((await admin.call('QryStakeholderList', {})).body.rspMsgCd).toBe('MMC00000');
  });

  it('is closed to the cashier', async () => {
    const cashier = t.client('biz-device-0010');
    await cashier.login('cashier', 'S', DEMO_LOGIN.password);
    expect((await cashier.call('QryStakeholderList', {})).body.rspMsgCd).toBe('MMCP0403');
  });
});
