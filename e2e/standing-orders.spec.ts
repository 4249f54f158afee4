import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';

/**
 * A standing order starting today: information, confirm (fee, total, PIN), result; its first run
 * is sent at once by the job runner (the scheduler enqueues a run due today when it is made), and
 * its detail shows the run with its order.
 */
test('create a standing order starting today and see it run', async ({ page }) => {
  const login = new LoginPage(page);
  const name = `Stock float ${Date.now() % 100_000}`;

  await test.step('the owner opens Standing order and sees the demo rent', async () => {
    await login.goto();
    await login.logIn('0712345678', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/Merchant\/home$/);
    await page.goto('/Merchant/finance/standingOrder');
    await expect(page.getByRole('link', { name: 'Shop rent' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Supplier float/ }).getByText('Pause', { exact: true })).toBeVisible();
  });

  await test.step('step 1: a same-name order is refused, then the information is filled in', async () => {
    await page.getByRole('button', { name: 'New standing order' }).click();
    await expect(page).toHaveURL(/\/finance\/standingOrder\/add$/);
    const nameBox = page.getByLabel('Name', { exact: true });
    await nameBox.fill('shop rent');
    await nameBox.blur();
    await expect(page.getByText('A standing order with the same name exists.')).toBeVisible();
    await nameBox.fill(name);
    await nameBox.blur();
    await page.getByLabel('Channel', { exact: true }).click();
    await page.getByTitle('M-PESA mobile', { exact: true }).click();
    await page.getByLabel('Mobile number').fill('722555111');
    await page.getByLabel('Amount', { exact: true }).fill('1500');
    await page.getByLabel('Reason').fill('Weekly stock');
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 2: confirms the fee and the total with the PIN', async () => {
    await expect(page.getByText('Your PIN authorizes every run')).toBeVisible();
    await expect(page.getByRole('row', { name: /Amount/ }).getByText('KES 1,500.00')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Authorize KES 1,500.00/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('PIN').fill('1234');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Standing order created')).toBeVisible();
  });

  await test.step('step 3: the detail shows today’s run paid, with its order', async () => {
    await page.getByRole('button', { name: 'View details' }).click();
    await expect(page).toHaveURL(/\/finance\/standingOrder\/orderDetail\?orderNo=SO/);
    const run = page.getByRole('row', { name: /KES 1,500.00/ }).filter({ hasText: /\d{20,}/ });
    await expect(run.getByText('Paid')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Normal')).toBeVisible();
  });
});
