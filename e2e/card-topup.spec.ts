import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';
import { MoneyPage } from './pages/MoneyPage';

test('top up by card with the PIN and the 3-D Secure code', async ({ page, outbox }) => {
  const login = new LoginPage(page);
  const money = new MoneyPage(page);
  let before = 0;

  await test.step('the owner opens the money page: the Visa card can top up', async () => {
    await login.signIn('0712345678');
    await page.goto('/Merchant/finance/money');
    await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
    before = await money.availableBalance();
    await page.getByRole('button', { name: 'Top up 4187 **** **** 2231' }).click();
  });

  await test.step('chooses KES 1,000 and sees the card fee before confirming', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Top Up by Card' })).toBeVisible();
    await page.getByLabel('Amount').fill('1000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Top Up' })).toBeVisible();
    // 1.5% fee, excise duty 15% and VAT 16% on it: KES 19.65.
    await expect(page.getByText('KES 19.65')).toBeVisible();
    await expect(page.getByText('KES 980.35')).toBeVisible();
  });

  await test.step('confirms with the PIN, then a wrong and the right 3-D Secure code', async () => {
    await page.getByRole('button', { name: 'Confirm with PIN' }).click();
    const pin = money.pinDialog();
    await pin.getByLabel('PIN').fill('1234');
    await pin.getByRole('button', { name: 'Confirm' }).click();
    const threeDs = page.getByRole('dialog', { name: '3-D Secure verification' });
    await expect(threeDs).toBeVisible();
    // Closed by mistake: Confirm opens it again for the code already sent, with no PIN asked again.
    await page.keyboard.press('Escape');
    await expect(threeDs).toBeHidden();
    await page.getByRole('button', { name: 'Confirm with PIN' }).click();
    await expect(threeDs).toBeVisible();
    await expect(money.pinDialog()).toBeHidden();
    const code = await outbox.code('254712345678', '18');
    await threeDs.getByLabel('Verification code').fill(code === '0000' ? '1111' : '0000');
    await threeDs.getByRole('button', { name: 'Verify' }).click();
    await expect(threeDs.getByText(/4 attempts left/)).toBeVisible();
    await threeDs.getByLabel('Verification code').fill(code);
    await threeDs.getByRole('button', { name: 'Verify' }).click();
  });

  await test.step('follows the charge live to success', async () => {
    await expect(page).toHaveURL(/\/finance\/money\/(mobilePayment|mobileResult)\?ordNo=/);
    await expect(page.getByText('Top-up successful')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('KES 980.35 was added to your wallet.')).toBeVisible();
    await expect(page.getByText('Card receipt')).toBeVisible();
  });

  await test.step('the balance is higher by what reached the wallet', async () => {
    await page.getByRole('button', { name: 'Back to Money' }).click();
    await expect.poll(() => money.availableBalance()).toBe(before + 980_35);
  });
});
