import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

/**
 * The open-pages tabs remember each page with its query string: a page that reads its query (a
 * filtered list, a detail page) keeps it when loaded or reloaded in full while other tabs are
 * open, and choosing its tab again returns to the same query.
 */
test('a page keeps its query string over reloads and tab switches', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const westlands = /\/setting\/storeManagement\/showStore\?storeId=store-westlands$/;
  const filtered = /\/setting\/storeManagement\?storeName=Westlands$/;
  /** The store list as its query asks: searched by name, Westlands Branch only. */
  const expectFiltered = async () => {
    await expect(shell.pageHeading('Store Management')).toBeVisible();
    await expect(page.getByLabel('Store name', { exact: true })).toHaveValue('Westlands');
    await expect(page.getByRole('cell', { name: 'Westlands Branch' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Main Store', exact: true })).toBeHidden();
  };

  await test.step('logs in and opens a few pages as tabs', async () => {
    await login.signIn('0712345678');
    await shell.openFromMenu('Device Management', 'Account Settings');
    await expect(shell.pageHeading('Device Management')).toBeVisible();
    await shell.openFromMenu('Store Management', 'Account Settings');
    await expect(shell.pageHeading('Store Management')).toBeVisible();
    await shell.openFromMenu('Audit Trail', 'Account Settings');
    await expect(shell.pageHeading('Audit Trail')).toBeVisible();
    expect(await shell.tabNames()).toEqual(['Home', 'Device Management', 'Store Management', 'Audit Trail']);
  });

  await test.step('a detail page loaded in full keeps its id, also over a reload', async () => {
    await page.goto('/Merchant/setting/storeManagement/showStore?storeId=store-westlands');
    await expect(shell.pageHeading('Westlands Branch')).toBeVisible();
    await expect(page).toHaveURL(westlands);
    await page.reload();
    await expect(shell.pageHeading('Westlands Branch')).toBeVisible();
    await expect(page).toHaveURL(westlands);
  });

  await test.step('a list loaded in full keeps its filter, also over a reload', async () => {
    await page.goto('/Merchant/setting/storeManagement?storeName=Westlands');
    await expect(page).toHaveURL(filtered);
    await expectFiltered();
    await page.reload();
    await expect(page).toHaveURL(filtered);
    await expectFiltered();
  });

  await test.step('choosing a tab again returns to its page with the same query', async () => {
    await shell.tab('Audit Trail').click();
    await expect(page).toHaveURL(/\/setting\/auditTrail$/);
    await shell.tab('Store Management').click();
    await expect(page).toHaveURL(filtered);
    await expectFiltered();
    await shell.tab('Store Details').click();
    await expect(page).toHaveURL(westlands);
    await expect(shell.pageHeading('Westlands Branch')).toBeVisible();
  });

  await test.step('after a reload the tabs still hold their queries', async () => {
    await page.reload();
    await expect(shell.pageHeading('Westlands Branch')).toBeVisible();
    await shell.tab('Store Management').click();
    await expect(page).toHaveURL(filtered);
    await expectFiltered();
    await shell.tab('Store Details').click();
    await expect(page).toHaveURL(westlands);
    await expect(shell.pageHeading('Westlands Branch')).toBeVisible();
  });
});
