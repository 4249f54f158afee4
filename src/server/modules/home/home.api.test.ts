import { describe, expect, it } from 'vitest';
import type { QuickEntry } from '../../../shared/actions/home';
import { isoAfter } from '../../db/util';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, withTestApp } from '../../testing/harness';

/**
 * Home extras through the real router: quick access chosen among the pages a role may open
 * (exactly 8, distinct, permitted), the provider's banners (active ones, in order) and mini apps.
 */
interface Range {
  list: QuickEntry[];
  size: number;
  custom: 'Y' | 'N';
}

describe('home extras', () => {
  const t = withTestApp();

  async function login(who: 'owner' | 'cashier'): Promise<WireClient> {
    const client = t.client();
    await client.login(DEMO_LOGIN[who].userId, who === 'owner' ? 'P' : 'S', DEMO_LOGIN.password);
    return client;
  }

  async function permitted(client: WireClient): Promise<string[]> {
    const res = await client.call<{ list: QuickEntry[]; size: number }>('MerQuickAccessPermission');
    expect(res.body.rspMsgCd).toBe('MMC00000');
    return res.body.list.map((e) => e.menuId);
  }

  it("answers the owner's quick access menu and the entries they may choose", async () => {
    const client = await login('owner');
    const ids = await permitted(client);
    expect(ids).toEqual(expect.arrayContaining(['finance.money', 'finance.transfer', 'home.withdraw', 'home.miniApps', 'setting.auditTrail']));
    expect(ids).not.toContain('home');
    expect(ids).not.toContain('finance.money.mobileConfirm');
    const range = await client.call<Range>('QueryQuickRange');
    expect(range.body).toMatchObject({ rspMsgCd: 'MMC00000', size: 8, custom: 'Y' });
    expect(range.body.list.map((e) => e.menuId)).toEqual([
      'finance.money',
      'finance.transfer',
      'home.withdraw',
      'home.requestToPay',
      'home.qrCode',
      'finance.beneficiary',
      'setting.auditTrail',
      'setting.storeManagement',
    ]);
    expect(range.body.list[0]).toMatchObject({ path: '/finance/money', titleKey: 'topup.menu.money' });
  });

  it('saves 8 distinct permitted entries in the chosen order', async () => {
    const client = await login('owner');
    const ids = await permitted(client);
    const chosen = [...ids].reverse().slice(0, 8);
    const saved = await client.call<Range>('AddQuickRange', { menuIds: chosen });
    expect(saved.body).toMatchObject({ rspMsgCd: 'MMC00000', custom: 'Y' });
    expect(saved.body.list.map((e) => e.menuId)).toEqual(chosen);
    expect((await client.call<Range>('QueryQuickRange')).body.list.map((e) => e.menuId)).toEqual(chosen);
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'QUICK_ACCESS').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a ninth entry, fewer than 8, a repeated entry and an entry the person lacks', async () => {
    const client = await login('owner');
    const ids = await permitted(client);
    expect(ids.length).toBeGreaterThan(8);
    const before = (await client.call<Range>('QueryQuickRange')).body.list.map((e) => e.menuId);
    const nine = await client.call('AddQuickRange', { menuIds: ids.slice(0, 9) });
    expect(nine.body).toMatchObject({ rspMsgCd: 'MMCP4900', rspMsgInf: 'Choose exactly 8 quick access entries.' });
    const seven = await client.call('AddQuickRange', { menuIds: ids.slice(0, 7) });
    expect(seven.body.rspMsgCd).toBe('MMCP4900');
    const twice = await client.call('AddQuickRange', { menuIds: [...ids.slice(0, 7), ids[0]] });
    expect(twice.body).toMatchObject({ rspMsgCd: 'MMCP4902', rspMsgInf: 'Each quick access entry can be chosen only once.' });
    const hidden = await client.call('AddQuickRange', { menuIds: [...ids.slice(0, 7), 'finance.money.mobileConfirm'] });
    expect(hidden.body).toMatchObject({ rspMsgCd: 'MMCP4901', rspMsgInf: 'You do not have access to one of the chosen entries.' });
    const made = await client.call('AddQuickRange', { menuIds: [...ids.slice(0, 7), 'no.such.entry'] });
    expect(made.body.rspMsgCd).toBe('MMCP4901');
    expect((await client.call<Range>('QueryQuickRange')).body.list.map((e) => e.menuId)).toEqual(before);
  });

  it('drops an entry the role no longer allows and fills its place', async () => {
    const client = await login('owner');
    const db = t.database.db;
    const role = await db.selectFrom('memberships').select('role_id').where('person_id', '=', 'person-owner').executeTakeFirstOrThrow();
    await db.deleteFrom('role_functions').where('role_id', '=', role.role_id).where('func_no', '=', '08').execute();
    try {
      const range = await client.call<Range>('QueryQuickRange');
      expect(range.body.list.map((e) => e.menuId)).not.toContain('finance.money');
      expect(range.body.list).toHaveLength(8);
      expect(await permitted(client)).not.toContain('finance.money');
    } finally {
      await db.insertInto('role_functions').values({ role_id: role.role_id, func_no: '08' }).execute();
    }
  });

  it('gives a cashier only the entries their role allows, and refuses the others', async () => {
    const cashier = await login('cashier');
    const ids = await permitted(cashier);
    expect(ids).not.toContain('finance.money');
    expect(ids).not.toContain('finance.transfer');
    expect(ids).not.toContain('setting.auditTrail');
    const range = await cashier.call<Range>('QueryQuickRange');
    expect(range.body).toMatchObject({ rspMsgCd: 'MMC00000', custom: 'N', size: Math.min(8, ids.length) });
    expect(range.body.list.map((e) => e.menuId)).toEqual(ids.slice(0, Math.min(8, ids.length)));
    const size = Math.min(8, ids.length);
    const refused = await cashier.call('AddQuickRange', { menuIds: [...ids.slice(0, size - 1), 'finance.money'] });
    expect(refused.body.rspMsgCd).toBe('MMCP4901');
    const saved = await cashier.call<Range>('AddQuickRange', { menuIds: ids.slice(0, size) });
    expect(saved.body).toMatchObject({ rspMsgCd: 'MMC00000', custom: 'Y' });
  });

  it('lists only the banners running now, in their order', async () => {
    const client = await login('owner');
    const res = await client.call<{ list: { bannerId: string; imageUrl: string; linkType: string | null; link: string | null }[] }>('MerchantBannerList');
    expect(res.body.rspMsgCd).toBe('MMC00000');
    expect(res.body.list.map((b) => b.bannerId)).toEqual(['banner-card-topup', 'banner-loan-calc', 'banner-mini-apps']);
    expect(res.body.list[0]).toMatchObject({ imageUrl: '/Merchant/banners/card-topup.svg', linkType: 'route', link: '/finance/money' });
    await t.database.db.updateTable('home_banners').set({ status: 'D' }).where('id', '=', 'banner-loan-calc').execute();
    await t.database.db.updateTable('home_banners').set({ sort_order: 1 }).where('id', '=', 'banner-mini-apps').execute();
    await t.database.db.updateTable('home_banners').set({ starts_at: isoAfter(-1000) }).where('id', '=', 'banner-future').execute();
    try {
      const after = await client.call<{ list: { bannerId: string }[] }>('MerchantBannerList');
      expect(after.body.list.map((b) => b.bannerId)).toEqual(['banner-future', 'banner-mini-apps', 'banner-card-topup']);
    } finally {
      await t.database.db.updateTable('home_banners').set({ status: 'A' }).where('id', '=', 'banner-loan-calc').execute();
      await t.database.db.updateTable('home_banners').set({ sort_order: 30 }).where('id', '=', 'banner-mini-apps').execute();
      await t.database.db.updateTable('home_banners').set({ starts_at: isoAfter(30 * 86400_000) }).where('id', '=', 'banner-future').execute();
    }
  });

  it('lists all mini apps by category and the recommended ones', async () => {
    const client = await login('owner');
    const all = await client.call<{ list: { appId: string; linkType: string; address: string }[]; categories: string[] }>('QryAllMiniAppList', {});
    expect(all.body.rspMsgCd).toBe('MMC00000');
    expect(all.body.list.map((a) => a.appId)).toEqual(['mini-loan-calculator', 'mini-vat-calculator', 'mini-kra-pin', 'mini-topup', 'mini-send-money']);
    expect(all.body.categories).toEqual(['Finance', 'Tax', 'Wallet']);
    expect(all.body.list[0]).toMatchObject({ linkType: 'web', address: '/Merchant/mini/loan-calculator.html' });
    const tax = await client.call<{ list: { appId: string }[] }>('QryAllMiniAppList', { category: 'Tax' });
    expect(tax.body.list.map((a) => a.appId)).toEqual(['mini-vat-calculator', 'mini-kra-pin']);
    const recom = await client.call<{ list: { appId: string; recommended: string }[] }>('QryRecomMiniAppList');
    expect(recom.body.list.map((a) => a.appId)).toEqual(['mini-loan-calculator', 'mini-vat-calculator', 'mini-kra-pin', 'mini-topup']);
    expect(recom.body.list.every((a) => a.recommended === 'Y')).toBe(true);
  });

  it('offers no banner or mini app leading to a page the person may not open', async () => {
    const cashier = await login('cashier');
    const banners = await cashier.call<{ list: { bannerId: string }[] }>('MerchantBannerList');
    expect(banners.body.list.map((b) => b.bannerId)).toEqual(['banner-loan-calc', 'banner-mini-apps']);
    const all = await cashier.call<{ list: { appId: string }[] }>('QryAllMiniAppList', {});
    expect(all.body.list.map((a) => a.appId)).toEqual(['mini-loan-calculator', 'mini-vat-calculator', 'mini-kra-pin']);
    const recom = await cashier.call<{ list: { appId: string }[] }>('QryRecomMiniAppList');
    expect(recom.body.list.map((a) => a.appId)).not.toContain('mini-topup');
  });

  it('answers the banners and mini apps in Chinese to a zh-CN reader, with the categories as stored', async () => {
    const client = await login('owner');
    const banners = await client.call<{ list: { bannerId: string; title: string; description: string | null }[] }>('MerchantBannerList', {}, { locale: 'zh-CN' });
    expect(banners.body.list[0]).toMatchObject({ bannerId: 'banner-card-topup', title: '用银行卡充值', description: 'Visa 和 Mastercard 充值，几秒钟就到钱包。' });
    const all = await client.call<{ list: { appId: string; name: string; description: string; category: string }[]; categories: string[] }>('QryAllMiniAppList', {}, { locale: 'zh-CN' });
    expect(all.body.list[0]).toMatchObject({ appId: 'mini-loan-calculator', name: '贷款计算器', category: 'Finance' });
    expect(all.body.list.find((a) => a.appId === 'mini-send-money')).toMatchObject({ name: '转账', description: '通过 M-PESA、银行或 PesaLink 向供应商付款。' });
    expect(all.body.categories).toEqual(['Finance', 'Tax', 'Wallet']);
    const recom = await client.call<{ list: { appId: string; name: string }[] }>('QryRecomMiniAppList', {}, { locale: 'zh-CN' });
    expect(recom.body.list[1]).toMatchObject({ appId: 'mini-vat-calculator', name: '增值税计算器' });
  });

  it('answers the banners and mini apps in English to an en-US reader', async () => {
    const client = await login('owner');
    const banners = await client.call<{ list: { title: string; description: string | null }[] }>('MerchantBannerList', {}, { locale: 'en-US' });
    expect(banners.body.list[0]).toMatchObject({ title: 'Top up with your card', description: 'Visa and Mastercard top-ups land in your wallet in seconds.' });
    const all = await client.call<{ list: { name: string; description: string }[] }>('QryAllMiniAppList', {}, { locale: 'en-US' });
    expect(all.body.list[0]).toMatchObject({ name: 'Loan calculator', description: 'Monthly repayment, total interest and schedule of a KES loan.' });
  });

  it('shows a zh-CN reader the English of any text a banner or mini app has no translation of', async () => {
    const db = t.database.db;
    const banner = await db.selectFrom('home_banners').select('translations').where('id', '=', 'banner-card-topup').executeTakeFirstOrThrow();
    const app = await db.selectFrom('mini_apps').select('translations').where('id', '=', 'mini-vat-calculator').executeTakeFirstOrThrow();
    await db.updateTable('home_banners').set({ translations: JSON.stringify({ 'zh-CN': { title: '只有标题' } }) }).where('id', '=', 'banner-card-topup').execute();
    await db.updateTable('mini_apps').set({ translations: null }).where('id', '=', 'mini-vat-calculator').execute();
    try {
      const client = await login('owner');
      const banners = await client.call<{ list: { title: string; description: string | null }[] }>('MerchantBannerList', {}, { locale: 'zh-CN' });
      expect(banners.body.list[0]).toMatchObject({ title: '只有标题', description: 'Visa and Mastercard top-ups land in your wallet in seconds.' });
      const all = await client.call<{ list: { appId: string; name: string; description: string }[] }>('QryAllMiniAppList', {}, { locale: 'zh-CN' });
      expect(all.body.list.find((a) => a.appId === 'mini-vat-calculator')).toMatchObject({ name: 'VAT calculator', description: 'Add or take out 16% VAT from a price.' });
      expect(all.body.list[0]).toMatchObject({ name: '贷款计算器' });
    } finally {
      await db.updateTable('home_banners').set({ translations: banner.translations }).where('id', '=', 'banner-card-topup').execute();
      await db.updateTable('mini_apps').set({ translations: app.translations }).where('id', '=', 'mini-vat-calculator').execute();
    }
  });

  it('answers the home extras only to a signed-in person', async () => {
    const anonymous = t.client();
    for (const name of ['MerQuickAccessPermission', 'QueryQuickRange', 'AddQuickRange', 'MerchantBannerList', 'QryAllMiniAppList', 'QryRecomMiniAppList']) {
      const res = await anonymous.call(name, name === 'AddQuickRange' ? { menuIds: [] } : {});
      expect(res.body.rspMsgCd).not.toBe('MMC00000');
    }
  });
});
