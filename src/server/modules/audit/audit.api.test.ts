import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuditEntry, AuditOperator } from '../../../shared/actions/audit';
import { contract, empty } from '../../../shared/actions/contract';
import { sessionAction } from '../../http/action';
import { DEMO_LOGIN, registerBusinessOwner, withTestApp } from '../../testing/harness';
import { filtered } from './audit.queries';

/**
 * Probe actions registered only in this test app: one edit that passes secrets in before/after,
 * one state change that forgets ctx.audit (the router's fallback), and one read (no row).
 */
const probeEdit = sessionAction(
  contract('ZzProbeEdit', z.object({ name: z.string() }), empty),
  {},
  async (input, ctx) => {
    await ctx.audit({
      event: 'PROFILE_UPDATE',
      detail: { code: 'AUDIT_NAMES', params: { names: 'probe edit' } },
      before: { name: 'Old', password: 'Demo@1234', pin: '1234', newPin: '5678', kraPin: 'A123456789Z', otp: '123456', sessionToken: 'tok', cardNo: '4111 1111 1111 1111', nested: { pwd: 'x', city: 'Nairobi' } },
      after: { name: input.name, password: 'New@1234', pin: '9999', kraPin: 'A123456789Z', otp: '654321', cardNo: '4111 1111 1111 1111', nested: { pwd: 'y', city: 'Mombasa' } },
    });
    return {};
  },
);
const probeForgot = sessionAction(contract('ZzProbeForgetful', empty, empty), {}, async () => ({}));
const probeRead = sessionAction(contract('QueryZzProbe', empty, empty), {}, async () => ({}));

const t = withTestApp({}, { extraActions: [probeEdit, probeForgot, probeRead] });

async function as(userId: string, type: 'P' | 'E' | 'S', device?: string) {
  const client = t.client(device);
  expect((await client.login(userId, type, DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

type Page = { list: AuditEntry[]; total: number };
type CsvFile = { fileName: string; contentType: string; content: string; rows: number };

function csvRows(content: string): string[] {
  return content.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
}

describe('QryAuditTrailList', () => {
  it('lists sign-ins, sign-outs and store changes newest first', async () => {
    const owner = await as('0712345678', 'P');
    await owner.call('ChangeStore', { storeId: 'store-westlands' });
    const res = await owner.call<Page>('QryAuditTrailList', { limit: 10, offset: 0 });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body.list[0]).toMatchObject({ event: 'CHANGE_STORE', operatorName: 'Wanjiku Kamau', storeName: 'Westlands Branch', result: 'S' });
    expect(res.body.list[0]!.changes).toEqual({ before: { store: 'Main Store' }, after: { store: 'Westlands Branch' } });
    expect(res.body.list[1]).toMatchObject({ event: 'LOGIN', detail: 'Signed in by phone' });
    expect(res.body.list[0]!.createdAt).toMatch(/^\d{14}$/);
    expect(res.body.total).toBeGreaterThanOrEqual(9);
    await owner.call('ChangeStore', { storeId: 'store-main' });
  });

  it('records where a change came from: IP and device', async () => {
    // The cashier (whose name no ID document fixed) renames herself; the owner reads the trail.
    const cashier = await as('cashier', 'S', 'audit-device-00042');
    await cashier.call('WebUpdateProfile', { firstName: 'Achieng', lastName: 'Atieno-Njeri' });
    await cashier.call('WebUpdateProfile', { firstName: 'Achieng', lastName: 'Atieno' });
    const owner = await as('0712345678', 'P');
    const res = await owner.call<Page>('QryAuditTrailList', { event: 'PROFILE_UPDATE', limit: 2 });
    const [back, first] = res.body.list;
    expect(first).toMatchObject({ deviceId: 'audi…0042', deviceName: 'Web browser', ipAddress: '127.0.0.1' });
    expect(first!.changes).toEqual({ before: { lastName: 'Atieno' }, after: { lastName: 'Atieno-Njeri' } });
    expect(back!.changes).toEqual({ before: { lastName: 'Atieno-Njeri' }, after: { lastName: 'Atieno' } });
  });

  it('filters by event, person, name and Nairobi dates', async () => {
    const owner = await as('0712345678', 'P');
    const logouts = await owner.call<Page>('QryAuditTrailList', { event: 'LOGOUT' });
    expect(logouts.body.list.length).toBeGreaterThan(0);
    expect(logouts.body.list.every((e) => e.event === 'LOGOUT')).toBe(true);
    const byPerson = await owner.call<Page>('QryAuditTrailList', { operatorId: 'person-admin' });
    expect(byPerson.body.list.length).toBeGreaterThan(0);
    expect(byPerson.body.list.every((e) => e.operatorId === 'person-admin')).toBe(true);
    expect((await owner.call<Page>('QryAuditTrailList', { operator: '%' })).body.total).toBe(0);
    const byName = await owner.call<Page>('QryAuditTrailList', { operator: 'Otieno' });
    expect(byName.body.list.every((e) => e.operatorName === 'Otieno Ochieng')).toBe(true);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const todays = await owner.call<Page>('QryAuditTrailList', { beginDate: today, endDate: today });
    expect(todays.body.list.length).toBeGreaterThan(0);
    expect(todays.body.list.every((e) => e.createdAt.startsWith(today))).toBe(true);
  });

  it('records a failed sign-in against the business', async () => {
    await t.client().login('owner@demo.co.ke', 'E', 'Wrong@9999');
    const owner = await as('0712345678', 'P');
    const res = await owner.call<Page>('QryAuditTrailList', { event: 'LOGIN_FAILED' });
    expect(res.body.list[0]).toMatchObject({ result: 'F', detail: 'Wrong password by e-mail' });
  });

  it('is closed to the cashier (function 3704)', async () => {
    const cashier = await as('cashier', 'S');
    expect((await cashier.call('QryAuditTrailList')).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('QueryOperatorList')).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('ExportAuditTrail')).body.rspMsgCd).toBe('MMCP0403');
  });

  it('refuses a malformed date, naming the field', async () => {
    const owner = await as('0712345678', 'P');
    const res = await owner.call('QryAuditTrailList', { beginDate: '2026-01-01' });
    expect(res.body.fieldErrors?.[0]?.field).toBe('beginDate');
  });
});

describe('what an audit row keeps', () => {
  it('stores only the changed fields and never a password, PIN, code, token or card number', async () => {
    const owner = await as('0712345678', 'P');
    expect((await owner.call('ZzProbeEdit', { name: 'New' })).body.rspMsgCd).toBe('MMC00000');
    const row = await t.database.db.selectFrom('audit_trail').select('changes').where('detail', '=', 'probe edit').executeTakeFirstOrThrow();
    expect(JSON.parse(row.changes!)).toEqual({
      before: { name: 'Old', nested: { city: 'Nairobi' } },
      after: { name: 'New', nested: { city: 'Mombasa' } },
    });
    for (const secret of ['Demo@1234', 'New@1234', '1234', '9999', '5678', '123456', '654321', 'tok', '4111']) {
      expect(row.changes).not.toContain(secret);
    }
  });

  it('records a state change whose handler forgot to, and nothing for a read', async () => {
    const owner = await as('0712345678', 'P');
    const count = async (action: string) =>
      Number((await t.database.db.selectFrom('audit_trail').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', action).executeTakeFirstOrThrow()).n);
    await owner.call('ZzProbeForgetful');
    await owner.call('QueryZzProbe');
    expect(await count('ZzProbeForgetful')).toBe(1);
    expect(await count('QueryZzProbe')).toBe(0);
    const row = await t.database.db.selectFrom('audit_trail').selectAll().where('action', '=', 'ZzProbeForgetful').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event: 'ACTION', detail: 'ZzProbeForgetful', person_id: 'person-owner', merchant_id: 'merc-demo' });
  });

  it('writes a row with before and after for the edits of every area', async () => {
    const owner = await as('0712345678', 'P');
    await owner.call('updateStoreFront', { mshpSts: '0' });
    await owner.call('updateStoreFront', { mshpSts: '1' });
    const list = (await owner.call<Page>('QryAuditTrailList', { event: 'UPDATE_STOREFRONT', limit: 2 })).body.list;
    expect(list[0]!.changes).toEqual({ before: { mshpSts: '0' }, after: { mshpSts: '1' } });
    expect(list[1]!.changes).toEqual({ before: { mshpSts: '1' }, after: { mshpSts: '0' } });
  });
});

describe('QueryOperatorList', () => {
  it("lists the business's people and nobody of another business", async () => {
    await registerBusinessOwner(t, { phone: '0799000111', first: 'Baraka', last: 'Mwangi', idNo: '31122334', device: 'baraka-device-0001' });
    const owner = await as('0712345678', 'P');
    const res = await owner.call<{ list: AuditOperator[] }>('QueryOperatorList');
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const names = res.body.list.map((o) => o.operatorName);
    expect(names).toEqual(expect.arrayContaining(['Wanjiku Kamau', 'Otieno Ochieng', 'Achieng Atieno', 'Grace Wanjiru']));
    expect(names).not.toContain('Baraka Mwangi');
    expect(res.body.list.find((o) => o.operatorName === 'Achieng Atieno')).toMatchObject({ operatorId: 'person-cashier', roleName: 'Cashier' });
  });

  it('pages the names A-Z and searches them on the server, always answering the person already picked', async () => {
    const owner = await as('0712345678', 'P');
    const names = async (input: Record<string, unknown>) => (await owner.call<{ list: AuditOperator[] }>('QueryOperatorList', input)).body.list.map((o) => o.operatorName);
    const all = await names({ limit: 100 });
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
    expect(await names({ limit: 2 })).toEqual(all.slice(0, 2));
    expect(await names({ keyword: 'ATIENO' })).toEqual(['Achieng Atieno']);
    // A wildcard typed is a character, not a pattern.
    expect(await names({ keyword: '%' })).toEqual([]);
    expect(await names({ keyword: 'atieno', include: 'person-owner' })).toEqual(['Wanjiku Kamau', 'Achieng Atieno']);
    // Someone of another business is never answered, even when asked for by id.
    const other = await t.database.db.selectFrom('persons').select('id').where('first_name', '=', 'Baraka').executeTakeFirstOrThrow();
    expect(await names({ keyword: 'zz', include: other.id })).toEqual([]);
    const tooMany = await owner.call<{ fieldErrors: { field: string }[] }>('QueryOperatorList', { limit: 500 });
    expect(tooMany.body.rspMsgCd).toBe('MMCP0006');
    expect(tooMany.body.fieldErrors[0]!.field).toBe('limit');
  });
});

describe('ExportAuditTrail', () => {
  it('exports the whole filtered trail of this business only, as CSV with a dated file name', async () => {
    const baraka = t.client('baraka-device-0001');
    await baraka.login('0799000111', 'P', 'Strong@2026');
    const owner = await as('0712345678', 'P');
    const total = (await owner.call<Page>('QryAuditTrailList', { limit: 1 })).body.total;
    expect(total).toBeGreaterThan(10);
    const res = await owner.call<CsvFile>('ExportAuditTrail');
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body.fileName).toMatch(/^audit-trail-\d{8}-\d{4}\.csv$/);
    expect(res.body.contentType).toBe('text/csv; charset=utf-8');
    const lines = csvRows(res.body.content);
    expect(lines[0]).toBe('Time (Nairobi),Person,Event,Action,Store,Detail,Result,IP address,Device,Device id,Before,After');
    // Every row, not one page; none of the other business's.
    expect(res.body.rows).toBe(total);
    expect(lines.length).toBe(total + 1);
    expect(res.body.content).not.toContain('Baraka');
    expect(res.body.content).toContain('"{""lastName"":""Ochien""}"');
  });

  it('follows the filters', async () => {
    const owner = await as('0712345678', 'P');
    const res = await owner.call<CsvFile>('ExportAuditTrail', { event: 'LOGOUT', operatorId: 'person-admin' });
    const lines = csvRows(res.body.content).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes(',Otieno Ochieng,LOGOUT,'))).toBe(true);
  });
});

describe("a row's detail in the reader's language", () => {
  async function latest(client: Awaited<ReturnType<typeof as>>, event: string, locale?: 'zh-CN') {
    const res = await client.call<Page>('QryAuditTrailList', { event, limit: 1 }, locale ? { locale } : undefined);
    return res.body.list[0]?.detail;
  }

  it('reads each action\'s sentence in Chinese with Accept-Language zh-CN and in English by default', async () => {
    const owner = await as('0712345678', 'P');
    await owner.call('ChangeStore', { storeId: 'store-westlands' });
    await owner.call('ChangeStore', { storeId: 'store-main' });
    await owner.call('updateStoreFront', { mshpSts: '0' });
    await owner.call('updateStoreFront', { mshpSts: '1' });
    await owner.call('UpdNotificationSetting', { methods: ['01'], frequency: 'w' });

    expect(await latest(owner, 'LOGIN')).toBe('Signed in by phone');
    expect(await latest(owner, 'LOGIN', 'zh-CN')).toBe('使用手机号登录');
    expect(await latest(owner, 'CHANGE_STORE')).toBe('Switched to Main Store');
    expect(await latest(owner, 'CHANGE_STORE', 'zh-CN')).toBe('切换到 Main Store');
    expect(await latest(owner, 'UPDATE_STOREFRONT')).toBe('Storefront opened: Main Store');
    expect(await latest(owner, 'UPDATE_STOREFRONT', 'zh-CN')).toBe('店面已开启：Main Store');
    expect(await latest(owner, 'NOTIFICATION_SETTING')).toBe('Notifications by e-mail, in-app, weekly');
    expect(await latest(owner, 'NOTIFICATION_SETTING', 'zh-CN')).toBe('通知方式：电子邮件、站内消息，每周');
  });

  it('stores the English words beside the code, for search and older readers', async () => {
    const owner = await as('0712345678', 'P');
    await owner.call('ChangeStore', { storeId: 'store-main' });
    const row = await t.database.db
      .selectFrom('audit_trail')
      .select(['detail', 'detail_code', 'detail_params'])
      .where('event', '=', 'CHANGE_STORE')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ detail: 'Switched to Main Store', detail_code: 'AUDIT_CHANGE_STORE', detail_params: '{"store":"Main Store"}' });
  });

  it('words the fallback row of a forgetful action too', async () => {
    const owner = await as('0712345678', 'P');
    await owner.call('ZzProbeForgetful');
    expect(await latest(owner, 'ACTION')).toBe('ZzProbeForgetful');
    expect(await latest(owner, 'ACTION', 'zh-CN')).toBe('操作：ZzProbeForgetful');
  });

  it('shows a row written before the codes as stored, a catalogue sentence in the reader\'s language', async () => {
    const owner = await as('0712345678', 'P');
    const older = { merchant_id: 'merc-demo', person_id: 'person-owner', operator_name: 'Wanjiku Kamau', action: 'LoginOut', store_id: null, store_name: null, ip: null, result: 'S', changes: null, device_id: null, device_name: null };
    const later = new Date(Date.now() + 3600_000).toISOString();
    await t.database.db
      .insertInto('audit_trail')
      .values([
        { ...older, id: 'audit-older-1', event: 'LOGOUT', detail: 'Signed out', created_at: later },
        { ...older, id: 'audit-older-2', event: 'STAKEHOLDER_INVITE', detail: 'Sent a reminder by hand', created_at: later },
      ])
      .execute();
    expect(await latest(owner, 'LOGOUT', 'zh-CN')).toBe('已退出登录');
    expect(await latest(owner, 'STAKEHOLDER_INVITE', 'zh-CN')).toBe('Sent a reminder by hand');
    await t.database.db.deleteFrom('audit_trail').where('id', 'in', ['audit-older-1', 'audit-older-2']).execute();
  });

  it('exports the CSV in the reader\'s language: its columns, details and results', async () => {
    const owner = await as('0712345678', 'P');
    const zh = await owner.call<CsvFile>('ExportAuditTrail', { event: 'CHANGE_STORE' }, { locale: 'zh-CN' });
    expect(csvRows(zh.body.content)[0]).toBe('时间（内罗毕）,操作人,事件,操作,门店,详情,结果,IP 地址,设备,设备编号,变更前,变更后');
    expect(zh.body.content).toContain(',切换到 Main Store,成功,');
    const en = await owner.call<CsvFile>('ExportAuditTrail', { event: 'CHANGE_STORE' });
    expect(en.body.content).toContain(',Switched to Main Store,');
  });

  it("counts the rows of a part of a person's name on audit_trail_merchant_created_idx alone, never reading each row (SQLite's plan)", async () => {
    if (t.database.dialect !== 'sqlite') return;
    const compiled = filtered(t.database.db, 'merc-demo', { operator: 'Otieno' })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .compile();
    const plan = await t.database.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    expect(plan.rows.map((r) => r.detail)).toEqual(['SEARCH audit_trail USING COVERING INDEX audit_trail_merchant_created_idx (merchant_id=?)']);
  });
});
