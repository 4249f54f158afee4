import { type Browser, type Page, expect, test } from '@playwright/test';
import { ApprovalsPage } from './pages/ApprovalsPage';
import { BillsPage } from './pages/BillsPage';
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
    await login.signIn('0712345678');
    await page.goto('/Merchant/finance/money');
    before = await money.availableBalance();
    await page.goto('/Merchant/finance/transfer?rcvCnl=44&mobile=0722000999&amount=25000&remarks=Maize%20stock');
    await expect(transfer.amount()).toHaveValue(/25,?000/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Check the payment')).toBeVisible();
    await expect(page.getByText('This payment needs approval')).toBeVisible();
    await expect(page.getByText(/waits for Faith Chebet and Samuel Kiprono to approve, in this order/)).toBeVisible();
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

/**
 * The other money screens say it too, before the PIN: a bill (and a regular bill), a standing
 * order and a withdrawal of KES 60,000 under mandates from KES 50,000, each approved by Faith.
 * Smaller amounts are not held and say nothing. The mandates are deleted at the end (their band
 * keeps the other journeys' small payments out of them meanwhile).
 */
test('bills, standing orders and withdrawals say before the PIN when a mandate will hold them', async ({ page }) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  const approvals = new ApprovalsPage(page);
  const bills = new BillsPage(page);
  const TYPES = ['Pay bills', 'Standing order', 'Withdraw'];
  const notice = () => page.getByText('This payment needs approval');

  await test.step('the owner adds a sequential mandate from KES 50,000 on bills, standing orders and withdrawals, approved by Faith', async () => {
    await login.signIn('0712345678');
    for (const type of TYPES) await approvals.addMandate({ type, fromShillings: 50_000, authorizer: 'Faith Chebet' });
  });

  try {
    await test.step('a KES 60,000 electricity bill: the review says Faith approves it after the PIN', async () => {
      await bills.goto();
      await bills.chooseProvider('Electricity', 'KPLC Prepaid');
      await bills.checkAccount('Meter number', '37209876543');
      await expect(bills.holder()).toHaveText(/\w+ \w+/);
      await page.getByLabel('Amount (KES)').fill('60000');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText('Check the payment')).toBeVisible();
      await expect(notice()).toBeVisible();
      await expect(page.getByText('After your PIN it waits for Faith Chebet to approve, in this order; the money is sent after the last approval.')).toBeVisible();
    });

    await test.step('a regular bill of KES 60,000: each monthly payment waits for Faith', async () => {
      await page.goto('/Merchant/finance/payUtilities/regularBill/index?new=1');
      const dialog = page.getByRole('dialog', { name: 'New regular bill' });
      await expect(dialog).toBeVisible();
      await bills.chooseProvider('Electricity', 'KPLC Prepaid');
      await bills.checkAccount('Meter number', '37209876543');
      await dialog.getByLabel('Amount (KES)').fill('60000');
      await expect(dialog.getByText('This payment needs approval')).toBeVisible();
      await expect(dialog.getByText('Each payment it makes waits for Faith Chebet to approve, in this order; the money is sent after the last approval.')).toBeVisible();
    });

    await test.step('a standing order of KES 60,000: the confirm step says each run waits for Faith', async () => {
      await page.goto('/Merchant/finance/standingOrder/add');
      await page.getByLabel('Name', { exact: true }).fill(`Mandate check ${Date.now() % 100_000}`);
      await page.getByLabel('Channel', { exact: true }).click();
      await page.getByTitle('M-PESA mobile', { exact: true }).click();
      await page.getByLabel('Mobile number').fill('722555112');
      await page.getByLabel('Amount', { exact: true }).fill('60000');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText('Your PIN authorizes every run')).toBeVisible();
      await expect(notice()).toBeVisible();
      await expect(page.getByText('Each payment it makes waits for Faith Chebet to approve, in this order; the money is sent after the last approval.')).toBeVisible();
    });

    await test.step('a withdrawal says nothing at KES 1,000 and names Faith at KES 60,000, before the PIN', async () => {
      await page.goto('/Merchant/home/withdraw');
      const amount = page.getByLabel('Amount', { exact: true });
      await amount.fill('1000');
      await expect(page.getByRole('region', { name: 'Before you confirm' })).toContainText('Total from your wallet');
      await expect(notice()).toHaveCount(0);
      await amount.fill('60000');
      await expect(notice()).toBeVisible();
      await expect(page.getByText('After your PIN it waits for Faith Chebet to approve, in this order; the money is sent after the last approval.')).toBeVisible();
    });
  } finally {
    await test.step('the owner deletes the three mandates again', async () => {
      for (const type of TYPES) await approvals.deleteMandates(type);
    });
  }
});
