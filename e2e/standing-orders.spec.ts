import { type APIRequestContext, expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { NotificationsDrawer } from './pages/NotificationsDrawer';
import { WalletPage } from './pages/WalletPage';

/**
 * A standing order that runs on its date: made for a day ahead (information, confirm with fee,
 * total and PIN, result), nothing runs before that day; then the day comes — the e2e server's
 * test hook runs the standing orders' scheduler as of that date (E2E_TEST_HOOKS, set by
 * e2e/support/serve.mjs; src/server/modules/standing-orders/standing-orders.testHooks.ts) — and
 * the order runs exactly once: one run with its order in the detail, one 'Standing order paid'
 * notification, and the wallet down by the amount plus the fee.
 */
const DAYS_AHEAD = 2;

/** A Nairobi date `days` from today: YYYYMMDD (what the server takes) and YYYY-MM-DD (the calendar cell's title). */
function nairobiDay(days: number): { compact: string; iso: string } {
  const iso = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return { compact: iso.replaceAll('-', ''), iso };
}

/** The test hook: the standing orders' scheduler as of `date`, for this one order; answers how many runs it enqueued. */
async function theDayComes(request: APIRequestContext, orderNo: string, date: string): Promise<number> {
  const res = await request.post('/__e2e__/standingOrders/schedule', { data: { orderNo, date } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { enqueued: number }).enqueued;
}

/** 'KES 1,515.00' → minor units. */
function minor(text: string): number {
  const m = /KES\s*([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no amount in: ${text}`);
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]);
}

test('a standing order made for a future date runs on that date, once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  const wallet = new WalletPage(page);
  const notifications = new NotificationsDrawer(page);
  const name = `Stock float ${Date.now() % 100_000}`;
  const runDay = nairobiDay(DAYS_AHEAD);
  let total = 0;
  let before = 0;
  let orderNo = '';

  await test.step('the owner notes the wallet balance and opens Standing order, where the demo rent is', async () => {
    await login.signIn('0712345678');
    await wallet.gotoHome();
    before = await wallet.balance();
    await page.goto('/Merchant/finance/standingOrder');
    await expect(page.getByRole('link', { name: 'Shop rent' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Supplier float/ }).getByText('Pause', { exact: true })).toBeVisible();
    // '%' is a character searched for, not a wildcard: no name has one.
    await page.getByPlaceholder('Search by name').fill('%');
    await page.getByPlaceholder('Search by name').press('Enter');
    await expect(page.getByText('No standing orders match this search or status.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop rent' })).toHaveCount(0);
    await page.goto('/Merchant/finance/standingOrder');
    await expect(page.getByRole('link', { name: 'Shop rent' })).toBeVisible();
  });

  await test.step(`step 1: a same-name order is refused, then the information is filled in, starting in ${DAYS_AHEAD} days`, async () => {
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
    // Zero is outside the channel's limits, in the spec's words (not 'This field is required').
    await page.getByLabel('Amount', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(/^Enter an amount between .+ and .+$/)).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('1500');
    // The calendar names each day by its date, whatever display format the business chose.
    await page.getByLabel('Start date', { exact: true }).click();
    await page.getByTitle(runDay.iso, { exact: true }).click();
    await page.getByLabel('Reason').fill('Weekly stock');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  await test.step('step 2: confirms the fee and the total with the PIN', async () => {
    await expect(page.getByText('Your PIN authorizes every run')).toBeVisible();
    await expect(page.getByRole('row', { name: /Amount/ }).getByText('KES 1,500.00')).toBeVisible();
    // The confirm step's facts: each label beside its value.
    const cell = async (label: string) => minor((await page.getByText(label, { exact: true }).locator('xpath=ancestor::th[1]/following-sibling::td[1]').textContent()) ?? '');
    total = await cell('Total');
    expect(total).toBeGreaterThan(150_000);
    // The fee, excise duty and VAT shown apart add up to the total.
    expect(150_000 + (await cell('Fee')) + (await cell('Excise duty')) + (await cell('VAT'))).toBe(total);
    await page.getByRole('button', { name: 'Confirm with PIN' }).click();
    const dialog = page.getByRole('dialog', { name: /authorize KES 1,500.00/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('PIN').fill('1234');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Standing order created')).toBeVisible();
  });

  await test.step('step 3: before its date the detail shows no run', async () => {
    await page.getByRole('button', { name: 'View details' }).click();
    await expect(page).toHaveURL(/\/finance\/standingOrder\/orderDetail\?orderNo=SO/);
    orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
    await expect(page.getByText('No runs yet')).toBeVisible();
    await expect(page.getByText('Normal')).toBeVisible();
  });

  await test.step('its date comes: the scheduler runs it once, however often it passes that day', async () => {
    expect(await theDayComes(request, orderNo, runDay.compact)).toBe(1);
    expect(await theDayComes(request, orderNo, runDay.compact)).toBe(0);
  });

  await test.step('the detail shows one run, paid, with its order', async () => {
    await page.reload();
    // A run's row carries its money order's number in a cell of its own.
    const runs = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /^\d{20,}$/ }) });
    // The page follows a run on its way until it ends.
    await expect(runs.getByText('Paid')).toBeVisible({ timeout: 30_000 });
    await expect(runs).toHaveCount(1);
    await expect(runs).toContainText('KES 1,500.00');
    await expect(runs).toContainText(`KES ${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  await test.step("the owner is told once: 'Standing order paid'", async () => {
    await notifications.open();
    await notifications.search(name);
    await expect(notifications.item('Standing order paid')).toHaveCount(1);
  });

  await test.step('the wallet is down by the amount plus the fee', async () => {
    await expect(async () => {
      await wallet.gotoHome();
      expect(await wallet.balance()).toBe(before - total);
    }).toPass({ timeout: 20_000 });
  });

  await test.step('the owner deletes it from its page: deleted, with no error after', async () => {
    await page.goto(`/Merchant/finance/standingOrder/orderDetail?orderNo=${orderNo}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const ask = page.getByRole('dialog', { name: new RegExp(`^Delete the standing order ${name}\\?`) });
    await ask.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Standing order deleted')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.getByText('This standing order does not exist or was deleted.')).toHaveCount(0);
    await expect(page.getByText('Standing order not found')).toHaveCount(0);
  });
});
