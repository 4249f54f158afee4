import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { StoresPage } from './pages/StoresPage';

test('the owner adds a store settling to a bank account, amends it, asks to publish it, closes and opens the storefront and sets its hours', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const stores = new StoresPage(page);
  // A fresh name, so the journey can run again against the same server.
  const tag = String(Date.now()).slice(-5);
  const name = `Nyali Branch ${tag}`;

  await login.signIn('0712345678');
  await expect(async () => {
    await shell.openFromMenu('Store Management', 'Account Settings');
    await expect(shell.pageHeading('Store Management')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(stores.row('Westlands Branch')).toContainText('Waiting for review');

  await test.step('adds a store with its bank settlement details', async () => {
    await page.getByRole('link', { name: 'Add store' }).click();
    await expect(shell.pageHeading('Add Store')).toBeVisible();
    await stores.fillStore({ name, address: 'Links Road, Nyali', bank: 'Equity Bank', branch: 'Westlands', accountNo: '', accountName: 'Amani Traders Ltd' });
    await page.getByRole('button', { name: 'Add store' }).click();
    // The shared settlement rule asks for the account in the browser, with the server's message.
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel('Account number').fill('0450291234567');
    await page.getByRole('button', { name: 'Add store' }).click();
    await expect(page.getByText(`${name} was added.`)).toBeVisible();
    await expect(page).toHaveURL(/\/setting\/storeManagement\/showStore\?storeId=/);
    await expect(shell.pageHeading(name)).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code to pay ${name}` })).toBeVisible();
    await expect(page.getByText('0450291234567')).toBeVisible();
  });

  await test.step('finds it in the list and refuses a second store of that name', async () => {
    await shell.openFromMenu('Store Management', 'Account Settings');
    await stores.search.fill(`nyali branch ${tag}`);
    await stores.search.press('Enter');
    await expect(stores.row(name)).toContainText('Unpublished');
    await page.getByRole('link', { name: 'Add store' }).click();
    await stores.fillStore({ name: name.toUpperCase(), address: 'Links Road', bank: 'KCB Bank', branch: 'Moi Avenue', accountNo: '123456', accountName: 'Amani' });
    await page.getByRole('button', { name: 'Add store' }).click();
    await expect(page.getByText('store name already exists').first()).toBeVisible();
  });

  await test.step('amends its settlement account', async () => {
    await shell.openFromMenu('Store Management', 'Account Settings');
    await stores.search.fill(`nyali branch ${tag}`);
    await stores.search.press('Enter');
    await stores.row(name).getByRole('link', { name: 'Amend' }).click();
    await expect(shell.pageHeading('Amend Store')).toBeVisible();
    await expect(page.getByLabel('Account number')).toHaveValue('0450291234567');
    await page.getByLabel('Account number').fill('0450299999999');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    await expect(page.getByText('0450299999999')).toBeVisible();
  });

  await test.step('asks to publish it: it waits for the review', async () => {
    await stores.confirmAction('Publish', /Publish .* once the provider has reviewed it/);
    await expect(page.getByText(`${name} is waiting for review.`)).toBeVisible();
    await expect(page.getByText('Waiting for review', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  });

  await test.step('closes and opens the storefront from the header', async () => {
    await expect(shell.storefront).toBeEnabled();
    await expect(shell.storefront).toHaveAttribute('aria-checked', 'true');
    await shell.toggleStorefront('Are you sure you want to close the storefront?');
    await expect(shell.storefront).toHaveAttribute('aria-checked', 'false');
    await shell.openFromMenu('Storefront', 'Account Settings');
    await expect(shell.pageHeading('Storefront')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open storefront' })).toBeVisible();
    await shell.toggleStorefront('Are you sure you want to open the storefront?');
    await expect(shell.storefront).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('button', { name: 'Close storefront' })).toBeVisible();
  });

  await test.step("changes the storefront's hours: a closing time before the opening is refused, a good one saved", async () => {
    await page.goto('/Merchant/setting/manageStoreFront/storeSettings');
    await expect(shell.pageHeading('Storefront Settings')).toBeVisible();
    const closes = page.getByLabel('Monday closes at');
    await page.getByLabel('Monday opens at').fill('08:00');
    await closes.fill('07:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The closing time must be after the opening time')).toBeVisible();
    await closes.fill('19:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Storefront settings saved.')).toBeVisible();
    await page.goto('/Merchant/setting/manageStoreFront/storeSettings');
    await expect(page.getByLabel('Monday closes at')).toHaveValue('19:30');
  });
});
