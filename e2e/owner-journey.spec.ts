import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

test('the owner works through the shell and logs out', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);

  await test.step('logs in by phone and lands on the home page', async () => {
    await login.signIn('0712345678');
    await expect(shell.pageHeading(/Good (morning|afternoon|evening), Wanjiku/)).toBeVisible();
  });

  await test.step('sees Home and Account Settings with its two pages in the menu', async () => {
    await expect(shell.menuItem('Home')).toBeVisible();
    await shell.menuItem('Account Settings').click();
    await expect(shell.menuItem('Store Management')).toBeVisible();
    await expect(shell.menuItem('Audit Trail')).toBeVisible();
  });

  await test.step('opens Account Profile, Store Management and Audit Trail as tabs', async () => {
    await shell.openAccountProfile();
    await expect(shell.pageHeading('Account Profile')).toBeVisible();
    await shell.openFromMenu('Store Management', 'Account Settings');
    await expect(shell.pageHeading('Store Management')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Westlands Branch' })).toBeVisible();
    await shell.openFromMenu('Audit Trail', 'Account Settings');
    await expect(shell.pageHeading('Audit Trail')).toBeVisible();
    expect(await shell.tabNames()).toEqual(['Home', 'Account Profile', 'Store Management', 'Audit Trail']);
  });

  await test.step('closing the current tab moves to its right-hand neighbour', async () => {
    await shell.tab('Store Management').click();
    await expect(page).toHaveURL(/\/setting\/storeManagement$/);
    await shell.closeTab('Store Management');
    await expect(page).toHaveURL(/\/setting\/auditTrail$/);
    expect(await shell.tabNames()).toEqual(['Home', 'Account Profile', 'Audit Trail']);
  });

  await test.step('keeps the tabs over a reload', async () => {
    await page.reload();
    await expect(shell.pageHeading('Audit Trail')).toBeVisible();
    await expect(shell.tab('Audit Trail')).toBeVisible();
    expect(await shell.tabNames()).toEqual(['Home', 'Account Profile', 'Audit Trail']);
  });

  await test.step('switches to the Westlands Branch store', async () => {
    await shell.switchStore('Westlands Branch');
    await expect(shell.header.getByText('Westlands Branch')).toBeVisible();
  });

  await test.step('opens or closes the storefront after confirming', async () => {
    // After the store change the switch shows the new store's storefront once it has loaded.
    await expect(shell.storefront).toBeEnabled();
    const wasOpen = (await shell.storefront.getAttribute('aria-checked')) === 'true';
    await shell.toggleStorefront(
      wasOpen
        ? 'Are you sure you want to close the storefront?'
        : 'Are you sure you want to open the storefront?',
    );
    await expect(shell.storefront).toHaveAttribute('aria-checked', wasOpen ? 'false' : 'true');
  });

  await test.step("the breadcrumb's Account Settings opens the settings page, whose tiles open each page", async () => {
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/Merchant\/setting\/index$/);
    await expect(shell.pageHeading('Account Settings')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Till management' }).click();
    await expect(shell.pageHeading('Till management')).toBeVisible();
    // The spec's other address of request till leads to the page under Account Settings, without a tab of its own.
    await page.goto('/Merchant/tillManagement/requestTill');
    await expect(page).toHaveURL(/\/Merchant\/setting\/tillManagement\/requestTill$/);
    await expect(shell.pageHeading('Request till')).toBeVisible();
    expect((await shell.tabNames()).filter((name) => name === 'Request till')).toHaveLength(1);
    await page.goto('/Merchant/setting/auditTrail');
    await expect(shell.pageHeading('Audit Trail')).toBeVisible();
  });

  await test.step('switches the language to Chinese, and a reload keeps it ahead of the business language', async () => {
    await expect(page.getByRole('cell', { name: 'Signed in by phone' }).first()).toBeVisible();
    await shell.chooseLanguage('Language', '中文');
    // The menu's own label is Chinese now too: look for the item on the whole page.
    await expect(page.getByRole('menuitem', { name: '首页', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '审计记录' })).toBeVisible();
    // What the server words is read again in the new language, without a reload.
    await expect(page.getByRole('cell', { name: '使用手机号登录' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Signed in by phone' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '审计记录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await shell.chooseLanguage('语言', 'English');
    await expect(shell.menuItem('Home')).toBeVisible();
  });

  await test.step('logs out to the landing page', async () => {
    await shell.logOut();
    await expect(page).toHaveURL(/\/Merchant\/growBusiness$/);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  });
});
