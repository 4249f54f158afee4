import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../shared/actions/menu';
import { DEMO_LOGIN, withTestApp } from '../../testing/harness';

const t = withTestApp();

async function navFor(userId: string, type: 'P' | 'E' | 'S') {
  const client = t.client();
  await client.login(userId, type, DEMO_LOGIN.password);
  const res = await client.call<{ menuList: MenuNode[] }>('getNav');
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body.menuList;
}

const paths = (list: MenuNode[]): string[] => list.flatMap((n) => [n.path, ...paths(n.children)]);

describe('getNav', () => {
  it('gives the owner the whole spine menu as a tree', async () => {
    const menu = await navFor('0712345678', 'P');
    expect(menu.map((n) => n.id)).toEqual([
      'home',
      // The counter and its till payments (43 Cashier).
      'checkout',
      'tillManagement.payments',
      'finance',
      'manage',
      'business.index',
      'account.profile',
      'account.privacyAndSecurity',
      'setting',
      // Hidden pages reached from other pages, not from the side menu.
      'tillManagement.index',
      'analysis.settelement',
      'tillManagement.payTill',
    ]);
    expect(menu.filter((n) => !n.hidden).map((n) => n.id)).toEqual(['home', 'checkout', 'tillManagement.payments', 'finance', 'manage', 'business.index', 'setting']);
    // The Account Settings entries in the order of spec 000 section 2, each with its function.
    const setting = menu.find((n) => n.id === 'setting')!;
    expect(setting.children.map((c) => [c.path, c.funcNo])).toEqual([
      ['/setting/index', null],
      ['/setting/businessSetup', '30'],
      ['/setting/subscriptionPlan', '3706'],
      ['/setting/tillManagement', '3801'],
      ['/setting/manageStoreFront', '2001'],
      ['/setting/storeManagement', '2001'],
      ['/setting/transactionApproval', '3702'],
      ['/account/accountMandate', '3701'],
      ['/setting/deviceManagement', '39'],
      ['/setting/stakeholderManagement', '31'],
      ['/setting/helpManagement', '40'],
      ['/setting/pesalinkRegistration', '3705'],
      ['/setting/SalesTax', '3703'],
      ['/setting/auditTrail', '3704'],
      ['/setting/globalization', null],
      ['/setting/manageNotifications', '3710'],
    ]);
    const finance = menu.find((n) => n.id === 'finance')!;
    expect(finance.children.map((c) => [c.path, c.funcNo])).toEqual([
      ['/finance/money', '08'],
      ['/finance/transfer', '09'],
      ['/finance/payUtilities', '04'],
      ['/finance/standingOrder', '14'],
      ['/finance/payByCode', '10'],
      ['/finance/transaction', '12'],
      ['/finance/money/accountStatement', '1301'],
      ['/finance/beneficiary', '11'],
      ['/finance/splitBill', '09'],
    ]);
    expect(menu.find((n) => n.id === 'account.profile')!.hidden).toBe(true);
  });

  it('gives the business hub its hidden pages, sub-merchants behind function 32', async () => {
    const business = (await navFor('0712345678', 'P')).find((n) => n.id === 'business.index')!;
    expect(business.path).toBe('/business/index');
    expect(business.hidden).toBe(false);
    expect(business.children.map((c) => [c.path, c.hidden, c.funcNo])).toEqual([
      ['/business/myBusiness', true, '34'],
      ['/business/subMerchant', true, '32'],
    ]);
  });

  it('gives the cashier only what the cashier role holds', async () => {
    const menu = await navFor('cashier', 'S');
    // Globalization needs no permission (spec 000 section 2); till payments are the cashier's (43).
    expect(paths(menu)).toEqual(['/home', '/home/miniApps', '/checkout/index', '/checkout/nonInventoryItem', '/checkout/inventoryItem', '/tillManagement/payments', '/manage',
      // Sales view (0501): the order tabs, the detail and the receipt; not the refund pages (0503).
      '/manage/order', '/manage/order/newOrders', '/manage/order/onGoing', '/manage/order/picked', '/manage/order/completed', '/manage/order/completed/receipt', '/manage/order/suspended', '/manage/order/refunded', '/manage/order/detail',
      '/customer', '/customer/details', '/customer/blackList', '/account/accountProfile', '/account/privacyAndSecurity', '/setting', '/setting/index', '/setting/globalization']);
  });

  it('gives the customer pages under Manage, each behind its customer function', async () => {
    const manage = (await navFor('0712345678', 'P')).find((n) => n.id === 'manage')!;
    const customer = manage.children.find((c) => c.id === 'manage.customer')!;
    expect([customer.path, customer.funcNo, customer.hidden]).toEqual(['/customer', '2106', false]);
    const all = (n: MenuNode): [string, string | null][] => n.children.flatMap((c) => [[c.path, c.funcNo] as [string, string | null], ...all(c)]);
    expect(all(customer)).toEqual([
      ['/customer/add', '2101'],
      ['/customer/edit', '2104'],
      ['/customer/bulkAdd', '2102'],
      ['/customer/details', '2106'],
      ['/customer/sendMessage', '2103'],
      ['/customer/sendMessage/tryAgain', '2103'],
      ['/customer/blackList', '2106'],
    ]);
  });

  it('keeps subscription entries, marked, when the plan has lapsed: opening one shows the plans dialog', async () => {
    await t.database.db.insertInto('menu_entries').values({
      id: 'test.subscribed', parent_id: null, path: '/test/subscribed', page_key: 'home', title_key: 'menu.home', icon: null,
      sort_order: 5, hidden: 'N', func_no: null, trans_typ_id: null, subscription: 'Y', web_link: null,
    }).execute();
    expect(paths(await navFor('owner@demo.co.ke', 'E'))).toContain('/test/subscribed');
    await t.database.db.updateTable('merchants').set({ plan_expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', 'merc-demo').execute();
    const lapsed = await navFor('owner@demo.co.ke', 'E');
    expect(lapsed.find((n) => n.path === '/test/subscribed')?.subscription).toBe(true);
    // Its actions still refuse without a plan (the gate is the server's).
    const client = t.client();
    await client.login('owner@demo.co.ke', 'E', DEMO_LOGIN.password);
    expect((await client.call('QueryProductList', {})).body.rspMsgCd).toBe('MMCP3211');
  });
});
