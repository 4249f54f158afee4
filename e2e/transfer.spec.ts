import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { MoneyPage } from './pages/MoneyPage';
import { TransferPage } from './pages/TransferPage';

/** 'KES 1,057.50' as minor units. */
function minor(text: string): number {
  const m = /KES\s*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no amount in: ${text}`);
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]);
}

test('send money to a bank with the PIN', async ({ page }) => {
  const login = new LoginPage(page);
  const money = new MoneyPage(page);
  const transfer = new TransferPage(page);
  let before = 0;
  let total = 0;

  await test.step('the owner notes the wallet balance and opens Transfer', async () => {
    await login.signIn('0712345678');
    await page.goto('/Merchant/finance/money');
    before = await money.availableBalance();
    await page.goto('/Merchant/finance/transfer');
    await expect(transfer.heading()).toBeVisible();
  });

  await test.step('chooses to bank by EFT, types an account and KES 1,000, and sees the fee', async () => {
    await transfer.chooseTab('To bank');
    await transfer.typeBankPayee('EFT', 'Co-operative Bank', '01129876543210');
    await transfer.amount().fill('1000');
    // Amounts are grouped as they are typed, as every amount is shown.
    await expect(transfer.amount()).toHaveValue('1,000');
    await expect(page.getByText('Fee and taxes KES 57.50 · total KES 1,057.50')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('reviews the payment: the bank, amount, fee, excise duty, VAT and total', async () => {
    await expect(page.getByText('Check the payment')).toBeVisible();
    await expect(transfer.summaryValue('Bank')).toHaveText('Co-operative Bank');
    await expect(transfer.summaryValue('Amount')).toHaveText('KES 1,000.00');
    await expect(transfer.summaryValue('Fee')).toHaveText('KES 50.00');
    await expect(transfer.summaryValue('Excise duty')).toHaveText('KES 7.50');
    await expect(transfer.summaryValue('VAT')).toHaveText('KES 0.00');
    total = minor((await transfer.summaryValue('Total from your wallet').textContent()) ?? '');
    expect(total).toBe(1_057_50);
    expect(minor((await transfer.summaryValue('Balance after').textContent()) ?? '')).toBe(before - total);
  });

  await test.step('confirms with the PIN and sees processing, then success', async () => {
    await transfer.confirmWithPin('1234');
    await expect(page).toHaveURL(/\/finance\/transfer\?ordNo=/);
    await expect(page.getByRole('status').filter({ hasText: /Processing|Transfer successful/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Transfer successful' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/KES 1,000\.00 has been sent to/)).toBeVisible();
  });

  await test.step('the wallet balance dropped by the total', async () => {
    await page.goto('/Merchant/finance/money');
    await expect.poll(() => money.availableBalance()).toBe(before - total);
  });
});

test('a transfer the network refuses reads as failed and lists no charges it never took', async ({ page }) => {
  const login = new LoginPage(page);
  const transfer = new TransferPage(page);
  await login.signIn('0712345678');
  // 254708000003 is the simulator's payout that fails: the provider's M-PESA balance (docs/rails.md).
  await page.goto('/Merchant/finance/transfer?rcvCnl=44&mobile=0708000003&amount=150');
  await expect(transfer.heading()).toBeVisible();
  await expect(transfer.amount()).toHaveValue(/150/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(transfer.summaryValue('Total from your wallet')).toBeVisible();
  await transfer.confirmWithPin('1234');
  await expect(page.getByRole('status').filter({ hasText: 'Transfer failed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/No money was taken\./)).toBeVisible();
  await expect(transfer.summaryValue('Amount')).toHaveText('KES 150.00');
  await expect(transfer.summaryValue('Total from your wallet')).toHaveCount(0);
  await expect(transfer.summaryValue('Fee')).toHaveCount(0);
});
