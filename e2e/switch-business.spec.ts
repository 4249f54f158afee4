import { expect, test } from '@playwright/test';
import { WireClient, fetchTransport } from '../src/server/testing/client';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { MyBusinessPage } from './pages/MyBusinessPage';
import { ShellPage } from './pages/ShellPage';

const SECOND = 'Wanjiku Mama Mboga';
const DEMO_PIN = '1234';

/**
 * The owner's second business, made through the API (the onboarding screens come with another
 * area) with a plan: SetUpBusiness moves that API session into it, so it goes back to Amani after.
 */
test.beforeAll(async ({ baseURL }) => {
  const client = new WireClient(fetchTransport(baseURL ?? ''));
  await client.login('0712345678', 'P', DEMO_PASSWORD);
  const mine = await client.call<{ list: { mercId: string; mercName: string }[] }>('MyBusinesses');
  if (!mine.body.list.some((b) => b.mercName === SECOND)) {
    const made = await client.call('SetUpBusiness', {
      businessType: '0',
      businessName: SECOND,
      industry: 'RET',
      sector: 'RET01',
      county: '047',
      town: 'Nairobi CBD',
      address: 'Kenyatta Avenue',
    });
    expect(made.body.rspMsgCd).toBe('MMC00000');
    // A business without a plan is locked by the onboarding overlay: give it one, PIN-confirmed.
    const order = await client.call<{ authTxCode: string }>('SubscriptionPayment', { planCode: 'GROWTH' });
    const pin = await client.call('VerifyPasscodeTrans', { authTxCode: order.body.authTxCode, passcode: await client.seal(DEMO_PIN) });
    expect(pin.body.rspMsgCd).toBe('MMC00000');
    const paid = await client.call('SubscriptionPayment', { planCode: 'GROWTH', authTxCode: order.body.authTxCode });
    expect(paid.body.rspMsgCd).toBe('MMC00000');
  }
  const amani = mine.body.list.find((b) => b.mercName === 'Amani Traders Ltd');
  await client.call('SwitchAccount', { mercId: amani?.mercId ?? '' });
  await client.call('LoginOut');
});

test('the owner switches to another business and back', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const mine = new MyBusinessPage(page);

  await login.signIn('0712345678');
  await shell.menuItem('Business').click();
  await expect(shell.pageHeading('My Business')).toBeVisible();
  await expect(page.getByRole('row', { name: /Business name Amani Traders Ltd/ })).toBeVisible();
  await page.getByRole('link', { name: 'Open my businesses' }).click();
  await expect(shell.pageHeading('My Businesses')).toBeVisible();
  await expect(mine.row('Amani Traders Ltd')).toContainText('Current');

  await test.step('switches to the second business: the session follows', async () => {
    await mine.switchTo(SECOND);
    await expect(mine.row(SECOND)).toContainText('Current');
    await expect(mine.row('Amani Traders Ltd')).not.toContainText('Current');
    await page.goto('/Merchant/business/index');
    await expect(page.getByRole('row', { name: new RegExp(`Business name ${SECOND}`) })).toBeVisible();
  });

  await test.step('switches back to Amani Traders Ltd', async () => {
    await mine.goto();
    await mine.switchTo('Amani Traders Ltd');
    await expect(mine.row('Amani Traders Ltd')).toContainText('Current');
    await shell.openFromMenu('Store Management', 'Account Settings');
    await expect(page.getByRole('cell', { name: 'Westlands Branch' })).toBeVisible();
  });
});

test('from My Businesses the owner sets up another business or joins one with an invitation code', async ({ page }) => {
  const mine = new MyBusinessPage(page);
  await new LoginPage(page).signIn('0712345678');
  await mine.goto();
  await page.getByRole('button', { name: 'Join a business' }).click();
  await expect(page).toHaveURL(/\/Merchant\/joinBusiness$/);
  await expect(page.getByLabel('Invitation code')).toBeVisible();

  await mine.goto();
  await page.getByRole('button', { name: 'Set up another business' }).click();
  await expect(page).toHaveURL(/\/Merchant\/createClass$/);
  await expect(page.getByText('Choose your business class')).toBeVisible();
});
