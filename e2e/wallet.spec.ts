import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { WalletPage } from './pages/WalletPage';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
});

test('withdraw', async ({ page }) => {
  const wallet = new WalletPage(page);
  let before = 0;

  await test.step('the owner sees the wallet balance on home and opens Withdraw', async () => {
    await wallet.gotoHome();
    before = await wallet.balance();
    await wallet.openAction('Withdraw');
  });

  await test.step('more than the wallet holds is refused under the amount, with no PIN asked', async () => {
    await page.getByRole('radio', { name: 'M-PESA', exact: true }).check();
    await page.getByRole('radio', { name: /\+254712345678/ }).check();
    await page.getByLabel('Amount').fill('200000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel('Amount') })).toContainText('Insufficient Balance.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('cents typed for M-PESA are refused under the amount, never dropped', async () => {
    const amount = page.getByLabel('Amount');
    await amount.fill('');
    await amount.pressSequentially('10.50');
    await expect(amount).toHaveValue('10.50');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.locator('.ant-form-item').filter({ has: amount })).toContainText('Amounts on this channel are whole shillings.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('withdraws KES 1,000 to the M-PESA number, the charges shown, confirmed with the PIN', async () => {
    await wallet.withdrawToMpesa(/\+254712345678/, 1000, '1234');
  });

  await test.step('sees processing, then success', async () => {
    await expect(page.getByText('Withdrawal successful')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the result keeps its order in the address: a refresh shows it again, not an empty form', async () => {
    await expect(page).toHaveURL(/\/Merchant\/home\/withdraw\?ordNo=\d+$/);
    await page.reload();
    await expect(page.getByText('Withdrawal successful')).toBeVisible();
    await expect(page.getByLabel('Amount')).toHaveCount(0);
  });

  await test.step('the balance is lower by the amount, the fee and the excise duty', async () => {
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/Merchant\/home$/);
    // KES 1,000 + fee KES 15 + excise duty KES 2.25.
    await expect.poll(() => wallet.balance()).toBe(before - 1_017_25);
  });
});

test('a request to pay paid by the simulated customer', async ({ page }) => {
  const wallet = new WalletPage(page);
  let before = 0;

  await test.step('the owner opens Request to pay from home', async () => {
    await wallet.gotoHome();
    before = await wallet.balance();
    await wallet.openAction('Request to pay');
  });

  await test.step('asks 0722000111 for KES 250 and waits for the customer', async () => {
    await wallet.requestToPay('0722000111', 250);
    await expect(page.getByRole('heading', { name: /Waiting for \+254722000111 to pay|Paid/ })).toBeVisible();
  });

  await test.step('the customer approves on the phone: the screen shows paid', async () => {
    await expect(page.getByRole('heading', { name: 'Paid', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Recent requests' })).toContainText('Success');
  });

  await test.step('a refresh shows the request again, not an empty form that invites a second one', async () => {
    await expect(page).toHaveURL(/[?&]ordNo=/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Paid', exact: true })).toBeVisible();
  });

  await test.step('the balance on home is higher by KES 250', async () => {
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect.poll(() => wallet.balance()).toBe(before + 250_00);
  });
});
