import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { MoneyPage } from './pages/MoneyPage';

test('top up by M-PESA', async ({ page }) => {
  const login = new LoginPage(page);
  const money = new MoneyPage(page);
  let before = 0;

  await test.step('the owner logs in and opens the money page', async () => {
    await login.signIn('0712345678');
    await page.goto('/Merchant/finance/money');
    await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
    before = await money.availableBalance();
    await expect(page.getByText('+254722334455 (Shop line)')).toBeVisible();
  });

  await test.step('the amount takes whole shillings only: cents typed are refused under it, never dropped', async () => {
    await page.goto('/Merchant/finance/money/mobileInformation');
    const amount = page.getByLabel('Amount');
    await amount.pressSequentially('120.5');
    await amount.blur();
    await expect(amount).toHaveValue('120.5');
    await expect(page.locator('.ant-form-item').filter({ has: amount })).toContainText('Amounts on this channel are whole shillings.');
    await page.goto('/Merchant/finance/money');
  });

  await test.step('a pasted amount as the portal shows it is taken; a negative one is refused, not made positive', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/Merchant/finance/money/mobileInformation');
    const amount = page.getByLabel('Amount');
    const paste = async (text: string) => {
      await page.evaluate((t) => navigator.clipboard.writeText(t), text);
      await amount.fill('');
      await amount.focus();
      await page.keyboard.press('ControlOrMeta+V');
    };
    await paste('-500');
    await expect(amount).toHaveValue('');
    await paste('1e3');
    await expect(amount).toHaveValue('');
    await paste('KES 1,500');
    await expect(amount).toHaveValue('1,500');
    await page.goto('/Merchant/finance/money');
  });

  await test.step('tops up KES 500 from a payment mobile, confirmed with the PIN', async () => {
    await money.topUpByMpesa(/\+254712345678/, 500, '1234');
  });

  await test.step('sees processing, then success', async () => {
    await expect(page).toHaveURL(/\/finance\/money\/mobilePayment\?ordNo=/);
    await expect(page.getByRole('heading', { name: 'Processing' })).toBeVisible();
    await expect(page.getByText(/enter the M-PESA PIN on the phone/)).toBeVisible();
    await expect(page.getByText('Top-up successful')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('KES 500.00 was added to your wallet.')).toBeVisible();
  });

  await test.step('the balance on the money page is higher by KES 500', async () => {
    await page.getByRole('button', { name: 'Back to Money' }).click();
    await expect(page).toHaveURL(/\/finance\/money$/);
    await expect.poll(() => money.availableBalance()).toBe(before + 500_00);
  });
});
