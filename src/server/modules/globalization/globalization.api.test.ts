import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/actions/audit';
import type { GlobalSettings } from '../../../shared/actions/globalization';
import { DEMO_LOGIN, registerBusinessOwner, withTestApp } from '../../testing/harness';

const t = withTestApp();

async function as(userId: string, type: 'P' | 'E' | 'S') {
  const client = t.client();
  expect((await client.login(userId, type, DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

describe('QryMercGlobalSetInfo / UpdMercGlobalSetInfo', () => {
  it("answers the defaults: 'Mon DD,YYYY' (00) and en-US", async () => {
    const owner = await as('0712345678', 'P');
    const res = await owner.call<GlobalSettings>('QryMercGlobalSetInfo');
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', dateFormat: '00', language: 'en-US', canChange: 'Y' });
  });

  it("lets staff read the business's settings but not change them for everyone", async () => {
    const mercy = await as('mercy', 'S');
    expect((await mercy.call<GlobalSettings>('QryMercGlobalSetInfo')).body).toMatchObject({ rspMsgCd: 'MMC00000', canChange: 'N' });
    const refused = await mercy.call('UpdMercGlobalSetInfo', { dateFormat: '02', language: 'zh-CN' });
    expect(refused.body).toMatchObject({ rspMsgCd: 'MMCP4805' });
    expect(refused.body.rspMsgInf).toMatch(/^Only the business owner or an administrator can change/);
    const owner = await as('0712345678', 'P');
    expect((await owner.call<GlobalSettings>('QryMercGlobalSetInfo')).body).toMatchObject({ dateFormat: '00', language: 'en-US' });
  });

  it('saves, reads back and audits the change with before and after', async () => {
    const owner = await as('0712345678', 'P');
    const saved = await owner.call<GlobalSettings>('UpdMercGlobalSetInfo', { dateFormat: '03', language: 'zh-CN' });
    expect(saved.body).toMatchObject({ rspMsgCd: 'MMC00000', dateFormat: '03', language: 'zh-CN' });
    expect((await owner.call<GlobalSettings>('QryMercGlobalSetInfo')).body).toMatchObject({ dateFormat: '03', language: 'zh-CN' });
    const audit = (await owner.call<{ list: AuditEntry[] }>('QryAuditTrailList', { event: 'GLOBAL_SETTINGS', limit: 1 })).body.list[0]!;
    expect(audit.changes).toEqual({ before: { dateFormat: '00', language: 'en-US' }, after: { dateFormat: '03', language: 'zh-CN' } });
    await owner.call('UpdMercGlobalSetInfo', { dateFormat: '01', language: 'en-US' });
    expect((await owner.call<GlobalSettings>('QryMercGlobalSetInfo')).body).toMatchObject({ dateFormat: '01', language: 'en-US' });
  });

  it('needs no function: the administrator saves them for the whole business', async () => {
    const admin = await as('admin@demo.co.ke', 'E');
    expect((await admin.call('UpdMercGlobalSetInfo', { dateFormat: '02', language: 'en-US' })).body).toMatchObject({ rspMsgCd: 'MMC00000', canChange: 'Y' });
    const owner = await as('0712345678', 'P');
    expect((await owner.call<GlobalSettings>('QryMercGlobalSetInfo')).body.dateFormat).toBe('02');
  });

  it('keeps each business its own settings', async () => {
    const other = await registerBusinessOwner(t, { phone: '0799000333', first: 'Imani', last: 'Kariuki', idNo: '33344556', device: 'imani-device-0001' });
    expect((await other.client.call<GlobalSettings>('QryMercGlobalSetInfo')).body).toMatchObject({ dateFormat: '00', language: 'en-US' });
    await other.client.call('UpdMercGlobalSetInfo', { dateFormat: '04', language: 'zh-CN' });
    const owner = await as('0712345678', 'P');
    expect((await owner.call<GlobalSettings>('QryMercGlobalSetInfo')).body.dateFormat).not.toBe('04');
  });

  it('refuses an unknown date option or language, naming the field, and changes nothing', async () => {
    const owner = await as('0712345678', 'P');
    const before = (await owner.call<GlobalSettings>('QryMercGlobalSetInfo')).body;
    const badDate = await owner.call('UpdMercGlobalSetInfo', { dateFormat: '05', language: 'en-US' });
    expect(badDate.body.rspMsgCd).toBe('MMCP0006');
    expect(badDate.body.fieldErrors).toEqual([{ field: 'dateFormat', message: 'Choose one of the date display options' }]);
    const badLanguage = await owner.call('UpdMercGlobalSetInfo', { dateFormat: '01', language: 'fr-FR' });
    expect(badLanguage.body.fieldErrors).toEqual([{ field: 'language', message: 'Choose English or Chinese' }]);
    const missing = await owner.call('UpdMercGlobalSetInfo', {});
    expect(missing.body.fieldErrors?.map((f: { field: string }) => f.field)).toEqual(['dateFormat', 'language']);
    expect((await owner.call<GlobalSettings>('QryMercGlobalSetInfo')).body).toMatchObject({ dateFormat: before.dateFormat, language: before.language });
  });
});
