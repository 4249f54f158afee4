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

  await test.step('Back from the result finds an empty form, not the payment ready to send again', async () => {
    await page.goBack();
    await expect(transfer.amount()).toHaveValue('');
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

test('a payment sent again is flagged before the PIN, and a reload on the review keeps it', async ({ page }) => {
  const login = new LoginPage(page);
  const transfer = new TransferPage(page);
  const link = '/Merchant/finance/transfer?rcvCnl=44&mobile=0722555111&amount=123';

  await test.step('the owner pays KES 123 to an M-PESA number from a link', async () => {
    await login.signIn('0712345678');
    await page.goto(link);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(transfer.summaryValue('Amount')).toHaveText('KES 123.00');
    await transfer.confirmWithPin('1234');
    await expect(page).toHaveURL(/\?ordNo=/);
    await expect(page.getByRole('status').filter({ hasText: 'Transfer successful' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('goes Back and sends the same again: the review asks whether it was sent already', async () => {
    await page.goBack();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(transfer.summaryValue('Amount')).toHaveText('KES 123.00');
    await expect(page.getByRole('alert').filter({ hasText: 'Paid already?' })).toContainText('You paid KES 123.00 to this payee at');
    await expect(page.getByRole('link', { name: 'See that payment' })).toHaveAttribute('href', /\/finance\/transfer\/details\?ordNo=/);
  });

  await test.step('reloads the page on the review: the same payment is still there to confirm', async () => {
    await page.reload();
    await expect(page.getByText('Check the payment')).toBeVisible();
    await expect(transfer.summaryValue('Amount')).toHaveText('KES 123.00');
    await expect(page.getByRole('alert').filter({ hasText: 'Paid already?' })).toBeVisible();
  });

  await test.step('goes back from the review: the order is cancelled and the form is there, filled in', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(transfer.amount()).toHaveValue('123');
    await page.reload();
    await expect(transfer.amount()).toHaveValue('123');
    await expect(page.getByText('Check the payment')).toHaveCount(0);
  });
});

test('an account the network cannot name is flagged before the PIN', async ({ page }) => {
  const login = new LoginPage(page);
  const transfer = new TransferPage(page);
  await login.signIn('0712345678');
  await page.goto('/Merchant/finance/transfer');
  await transfer.chooseTab('To bank');
  // An account ending in 0001: the bank simulator's name lookup finds nobody (docs/rails.md).
  await transfer.typeBankPayee('EFT', 'KCB Bank', '1234560001');
  await transfer.amount().fill('100');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payee not confirmed' })).toContainText('The network could not tell who holds this account.');
});

test('the same payment reviewed in two tabs: the second asks again before its PIN, once the first is paid', async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
  const link = '/Merchant/finance/transfer?rcvCnl=44&mobile=0722555111&amount=187';
  // A tab's session is its own (sessionStorage): the second tab signs in too.
  const second = await context.newPage();
  await new LoginPage(second).signIn('0712345678');
  const tabs = [new TransferPage(page), new TransferPage(second)];
  for (const tab of tabs) {
    await tab.page.goto(link);
    await tab.page.getByRole('button', { name: 'Next' }).click();
    await expect(tab.summaryValue('Amount')).toHaveText('KES 187.00');
  }
  await tabs[0]!.confirmWithPin('1234');
  await expect(page.getByRole('status').filter({ hasText: 'Transfer successful' })).toBeVisible({ timeout: 20_000 });

  // The second tab's review was made before the first was paid: its Confirm names it now, no PIN yet.
  await second.getByRole('button', { name: 'Confirm with PIN' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'Paid already?' })).toContainText('You paid KES 187.00 to this payee at');
  await expect(second.getByRole('dialog', { name: /Enter your PIN to send/ })).toHaveCount(0);
  // Pressed again, knowingly: the PIN is asked.
  await second.getByRole('button', { name: 'Confirm with PIN' }).click();
  await expect(second.getByRole('dialog', { name: /Enter your PIN to send/ })).toBeVisible();
});
