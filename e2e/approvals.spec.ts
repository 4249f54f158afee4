import { type Browser, type Page, expect, test } from '@playwright/test';
import { ApprovalsPage } from './pages/ApprovalsPage';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { MoneyPage } from './pages/MoneyPage';
import { TransferPage } from './pages/TransferPage';

/**
 * Maker-checker: the demo's sequential mandate holds M-PESA transfers from KES 20,000. The owner
 * sends KES 25,000; the result says it waits for approval and the balance does not move. Faith
 * (approver1) approves first, Samuel (approver2) second; only then is the money sent.
 */
/** 'KES 25,053.00' as minor units. */
function minor(text: string): number {
  const m = /KES\s*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no amount in: ${text}`);
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]);
}

async function signedIn(browser: Browser, userId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(userId, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Merchant\/home$/);
  return page;
}

test('a transfer held by a sequential mandate is paid after two approvals in turn', async ({ page, browser }) => {
  const login = new LoginPage(page);
  const money = new MoneyPage(page);
  const transfer = new TransferPage(page);
  let before = 0;
  let total = 0;

  await test.step('the owner notes the balance and sends KES 25,000 to an M-PESA number with the PIN', async () => {
    await login.goto();
    await login.logIn('0712345678', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/Merchant\/home$/);
    await page.goto('/Merchant/finance/money');
    before = await money.availableBalance();
    await page.goto('/Merchant/finance/transfer?rcvCnl=44&mobile=0722000999&amount=25000&remarks=Maize%20stock');
    await expect(transfer.amount()).toHaveValue(/25,?000/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Check the payment')).toBeVisible();
    await expect(page.getByText('This payment needs approval')).toBeVisible();
    await expect(page.getByText(/waits for Faith Chebet, Samuel Kiprono to approve, in this order/)).toBeVisible();
    await transfer.confirmWithPin('1234');
  });

  await test.step('the result says it waits for approval, and no money has left', async () => {
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for approval' })).toBeVisible();
    await expect(page.getByText('The account mandate holds this payment.')).toBeVisible();
    await page.goto('/Merchant/finance/money');
    await expect.poll(() => money.availableBalance()).toBe(before);
  });

  await test.step('Samuel cannot approve before Faith; Faith approves first', async () => {
    const samuel = await signedIn(browser, 'approver2');
    const list = new ApprovalsPage(samuel);
    await list.gotoList();
    await samuel.getByRole('tab', { name: 'All requests' }).click();
    await list.open('KES 25,000.00');
    await expect(samuel.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await samuel.context().close();

    const faith = await signedIn(browser, 'approver1');
    const approvals = new ApprovalsPage(faith);
    await approvals.gotoList();
    await expect(approvals.row('KES 25,000.00').getByText('Your approval is needed.')).toBeVisible();
    await approvals.open('KES 25,000.00');
    await approvals.approve();
    await expect(faith.getByText('1 of 2')).toBeVisible();
    await faith.context().close();
  });

  await test.step('the balance has still not moved', async () => {
    await page.reload();
    await expect.poll(() => money.availableBalance()).toBe(before);
  });

  await test.step('Samuel approves second: the transfer is paid', async () => {
    const samuel = await signedIn(browser, 'approver2');
    const approvals = new ApprovalsPage(samuel);
    await approvals.gotoList();
    await approvals.open('KES 25,000.00');
    await approvals.approve();
    await expect(samuel.getByText('2 of 2')).toBeVisible();
    // The orders table: its row starts with the order number.
    const paid = samuel.getByRole('row').filter({ hasText: /^\d{20,}/ });
    await expect(paid.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });
    total = minor((await paid.getByRole('cell').nth(2).textContent()) ?? '');
    await samuel.context().close();
  });

  await test.step('the owner sees the balance drop by the total', async () => {
    await page.reload();
    expect(total).toBeGreaterThan(25_000_00);
    await expect.poll(() => money.availableBalance(), { timeout: 20_000 }).toBe(before - total);
  });
});
