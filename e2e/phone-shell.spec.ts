import { type Locator, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

// A phone's screen: below the md breakpoint the side menu is a drawer.
test.use({ viewport: { width: 390, height: 844 } });

/** Shown, and within the screen's width: reached without scrolling sideways. */
async function expectOnScreen(part: Locator): Promise<void> {
  await expect(part).toBeVisible();
  const box = await part.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
}

test('on a phone the menu opens as a drawer with the store switcher, and closes on the page it opens', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.goto();
  await login.logIn('0712345678', DEMO_PASSWORD);
  await expect(shell.pageHeading(/Good (morning|afternoon|evening), Wanjiku/)).toBeVisible();

  await test.step('the header keeps the menu button, the language, the notifications and the avatar; no side menu takes the screen', async () => {
    await expect(shell.menu).toBeHidden();
    await expect(shell.storeSwitcher).toBeHidden();
    await expect(shell.header.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    await expect(shell.header.getByRole('button', { name: 'Language' })).toBeVisible();
    await expect(shell.header.getByText('Wanjiku Kamau')).toHaveCount(0);
    // The page uses the phone's width: the greeting's card is nearly as wide as the screen.
    const card = await shell.pageHeading(/Wanjiku/).boundingBox();
    expect(card?.width ?? 0).toBeGreaterThan(250);
  });

  await test.step('the menu button opens the drawer: the store switcher, the storefront and the menu', async () => {
    await shell.header.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('combobox', { name: 'Current store' })).toBeVisible();
    await expect(drawer.getByRole('switch', { name: 'Storefront' })).toBeVisible();
    await shell.openFromMenu('Transfer', 'Finance');
    await expect(page).toHaveURL(/\/Merchant\/finance\/transfer$/);
    await expect(drawer).toBeHidden();
    await expect(shell.pageHeading('Send money')).toBeVisible();
  });

  await test.step('wide pages keep to the screen: their tables and inline forms scroll or wrap inside the card', async () => {
    for (const [path, heading] of [
      ['/Merchant/setting/tillManagement', 'Till management'],
      ['/Merchant/manage/order', 'Order'],
      ['/Merchant/qrCode', 'QR code'],
      ['/Merchant/finance/money/accountStatement', 'Account statement'],
    ] as const) {
      await page.goto(path);
      await expect(shell.pageHeading(heading)).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  await test.step('a transaction record shows what it was and how much without scrolling sideways', async () => {
    await page.goto('/Merchant/finance/transaction');
    await expect(shell.pageHeading('Transaction records')).toBeVisible();
    const first = page.getByRole('table').getByRole('row').nth(1);
    await expectOnScreen(first.getByText(/KES [\d,]+\.\d{2}/));
    // Its type opens the record.
    await first.getByRole('link', { name: /Open the details of order/ }).click();
    await expect(shell.pageHeading('Transaction details')).toBeVisible();
  });

  await test.step('a sale in the orders list shows its total and the buttons that move it on, all in view', async () => {
    await page.goto('/Merchant/manage/order/newOrders');
    const sale = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('button', { name: 'Accept' }) }).first();
    await expectOnScreen(sale.getByRole('button', { name: 'Accept' }));
    await expectOnScreen(sale.getByText(/^KES [\d,]+\.\d{2}$/));
  });

  await test.step("a statement's download button is in view", async () => {
    await page.goto('/Merchant/finance/money/accountStatement');
    await expectOnScreen(page.getByRole('button', { name: /Download the PDF statement/ }).first());
  });

  await test.step("a customer's mobile and actions are in view", async () => {
    await page.goto('/Merchant/customer');
    const customer = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('link', { name: 'Details' }) }).first();
    await expectOnScreen(customer.getByText(/^\+254\d{9}$/));
    await expectOnScreen(customer.getByRole('button', { name: /More actions for/ }));
  });

  await test.step('a till payment shows who paid, its amount and the claim button, all in view', async () => {
    await page.goto('/Merchant/tillManagement/payments?claimed=N');
    const payment = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('button', { name: 'Claim' }) }).first();
    await expectOnScreen(payment.getByRole('button', { name: 'Claim' }));
    await expectOnScreen(payment.getByText(/^KES [\d,]+\.\d{2}$/));
  });

  await test.step("a standing order's amount and buttons are in view (a stacked list)", async () => {
    await page.goto('/Merchant/finance/standingOrder');
    const order = page.getByRole('table').getByRole('row').filter({ hasText: 'Shop rent' });
    await expect(order.getByText('Payee:')).toBeVisible();
    await expectOnScreen(order.getByText(/^KES [\d,]+\.\d{2}$/));
    await expectOnScreen(order.getByRole('button', { name: 'Edit' }));
  });

  await test.step("a product's price and its actions are in view", async () => {
    await page.goto('/Merchant/manage/inventory');
    const product = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('button', { name: 'Edit' }) }).first();
    await expectOnScreen(product.getByText(/KES [\d,]+\.\d{2}/).first());
    await expectOnScreen(product.getByRole('button', { name: 'Delete' }));
  });
});
