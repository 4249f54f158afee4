import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/actions/audit';
import { DEMO_LOGIN, withTestApp } from '../../testing/harness';

const t = withTestApp();

async function as(userId: string, type: 'P' | 'E' | 'S') {
  const client = t.client();
  expect((await client.login(userId, type, DEMO_LOGIN.password)).body.rspMsgCd).toBe('MMC00000');
  return client;
}

type Page = { list: AuditEntry[]; total: number };

describe('QryAuditTrailList', () => {
  it('lists sign-ins, sign-outs and store changes newest first', async () => {
    const owner = await as('0712345678', 'P');
    await owner.call('ChangeStore', { storeId: 'store-westlands' });
    const res = await owner.call<Page>('QryAuditTrailList', { limit: 10, offset: 0 });
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body.list[0]).toMatchObject({ event: 'CHANGE_STORE', operatorName: 'Wanjiku Kamau', storeName: 'Westlands Branch', result: 'S' });
    expect(res.body.list[1]).toMatchObject({ event: 'LOGIN', detail: 'Signed in by phone' });
    expect(res.body.list[0]!.createdAt).toMatch(/^\d{14}$/);
    expect(res.body.total).toBeGreaterThanOrEqual(9);
  });

  it('filters by event, operator and Nairobi dates', async () => {
    const owner = await as('0712345678', 'P');
    const logins = await owner.call<Page>('QryAuditTrailList', { event: 'LOGOUT' });
    expect(logins.body.list.every((e) => e.event === 'LOGOUT')).toBe(true);
    const byName = await owner.call<Page>('QryAuditTrailList', { operator: 'Otieno' });
    expect(byName.body.list.length).toBeGreaterThan(0);
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

  it('is closed to the cashier', async () => {
    const cashier = await as('cashier', 'S');
    expect((await cashier.call('QryAuditTrailList')).body.rspMsgCd).toBe('MMCP0403');
  });

  it('refuses a malformed date, naming the field', async () => {
    const owner = await as('0712345678', 'P');
    const res = await owner.call('QryAuditTrailList', { beginDate: '2026-01-01' });
    expect(res.body.fieldErrors?.[0]?.field).toBe('beginDate');
  });
});
