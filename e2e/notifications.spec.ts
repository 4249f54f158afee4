import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { dataDirFor } from './support/dataDir.mjs';
import { LoginPage } from './pages/LoginPage';
import { NotificationsDrawer } from './pages/NotificationsDrawer';
import { TransferPage } from './pages/TransferPage';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
});

test("a transfer's notification arrives, is read, found and deleted", async ({ page }) => {
  const bell = new NotificationsDrawer(page);
  const transfer = new TransferPage(page);

  await test.step('the owner reads everything: the unread dot goes', async () => {
    await expect(bell.bell()).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell.open();
    await bell.drawer().getByRole('button', { name: 'Read all' }).click();
    await expect(bell.item('Split bill', 'read')).toBeVisible();
    await bell.close();
    await expect(bell.bell()).toHaveAccessibleName('Notifications');
  });

  await test.step("sends KES 150 to Baraka Kiosk's wallet", async () => {
    await page.goto('/Merchant/finance/transfer?rcvCnl=28&mobile=0711460900&amount=150');
    await expect(transfer.heading()).toBeVisible();
    await expect(transfer.amount()).toHaveValue(/150/);
    await page.getByRole('button', { name: 'Next' }).click();
    await transfer.confirmWithPin('1234');
    await expect(page.getByRole('status').filter({ hasText: 'Transfer successful' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('on the next navigation the bell shows the unread dot', async () => {
    await page.getByRole('menuitem', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/Merchant\/home$/);
    await expect(bell.bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  await test.step('opens the new message: it is read, and its time is shown as today', async () => {
    await bell.open();
    const item = bell.item('Payment successful', 'unread');
    await expect(item).toBeVisible();
    await expect(item).toContainText(/\d\d:\d\d/);
    await item.click();
    await expect(bell.drawer().getByText(/You sent KES 150\.00 to Baraka Mwangi/)).toBeVisible();
    await bell.drawer().getByRole('button', { name: 'Back to the list' }).click();
    await expect(bell.item('Payment successful', 'unread')).toHaveCount(0);
    await expect(bell.bell()).toHaveAccessibleName('Notifications');
  });

  await test.step('finds it by the payee, and deletes it', async () => {
    await bell.search('Baraka Mwangi');
    await expect(bell.list().getByRole('button')).toHaveCount(1);
    await bell.item('Payment successful', 'read').click();
    await bell.drawer().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this notification?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Notification deleted')).toBeVisible();
    await expect(bell.drawer().getByText('No notification matches your search')).toBeVisible();
  });
});

test("a split-bill notification's To Pay opens the transfer screen filled in, and paying it shows Details", async ({ page }) => {
  const bell = new NotificationsDrawer(page);
  const transfer = new TransferPage(page);

  await test.step('the owner opens the split bill from Baraka Kiosk', async () => {
    await bell.open();
    await bell.item('Split bill').click();
    await expect(bell.drawer().getByText('Shared delivery van', { exact: true })).toBeVisible();
    await expect(bell.drawer().getByText('Not paid')).toBeVisible();
  });

  await test.step('To Pay opens the transfer screen with the wallet, the number and the share', async () => {
    await bell.drawer().getByRole('button', { name: /^To Pay/ }).click();
    await expect(page).toHaveURL(/\/finance\/transfer\?rcvCnl=28&mobile=0711460900&amount=800&splitOrderNo=/);
    await expect(transfer.heading()).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveValue('711460900');
    await expect(transfer.amount()).toHaveValue(/^800(\.00)?$/);
  });

  await test.step('pays with the PIN; the notification then shows Paid and Details', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await transfer.confirmWithPin('1234');
    await expect(page.getByRole('status').filter({ hasText: 'Transfer successful' })).toBeVisible({ timeout: 20_000 });
    await bell.open();
    await bell.item('Split bill').click();
    await expect(bell.drawer().getByText('Paid', { exact: true })).toBeVisible();
    await expect(bell.drawer().getByRole('button', { name: 'Details' })).toBeVisible();
  });

  await test.step("the share picker warns 'select_one' when no payee is picked", async () => {
    await bell.drawer().getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share to payee' });
    await expect(share).toBeVisible();
    await share.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Please select one payee')).toBeVisible();
    await share.getByRole('radio', { name: /Mary Achieng/ }).check();
    await share.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Notification shared by SMS')).toBeVisible();
  });
});

test('a long list is fetched and drawn fifty at a time, and more as the owner scrolls to its end', async ({ page, baseURL }) => {
  // A busy business's year of notices, written straight into the test server's database.
  const db = new Database(join(dataDirFor(new URL(baseURL ?? '').port), 'biashara.sqlite'));
  db.pragma('busy_timeout = 5000');
  const before = (db.prepare("select count(*) as n from notifications where person_id = 'person-owner'").get() as { n: number }).n;
  const add = db.prepare(
    "insert into notifications (id, merchant_id, person_id, mess_typ, title, body, read_flg, created_at) values (?, 'merc-demo', 'person-owner', '0', ?, ?, 'Y', ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < 120; i++) add.run(`e2e-long-${i}`, `Long list notice ${i}`, `Notice ${i} of a long list`, new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString());
  })();
  // Each page is a call of its own: the whole list is never fetched at once.
  let fetches = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/NotificationList.htm')) fetches += 1;
  });
  try {
    const bell = new NotificationsDrawer(page);
    const total = before + 120;
    await bell.open();
    await expect(bell.list().getByRole('listitem')).toHaveCount(51);
    expect(fetches).toBe(1);
    const more = bell.drawer().getByRole('button', { name: `Show more (${total - 50} more)` });
    await more.scrollIntoViewIfNeeded();
    await expect(bell.list().getByRole('listitem')).toHaveCount(101);
    expect(fetches).toBe(2);
    await bell.drawer().getByRole('button', { name: `Show more (${total - 100} more)` }).click();
    await expect(bell.drawer().getByRole('button', { name: /^Show more/ })).toHaveCount(0);
    await expect(bell.list().getByRole('listitem')).toHaveCount(total);
    expect(fetches).toBe(3);
    // Opened again, it starts from the top and keeps one page, never fetching the three again.
    await bell.close();
    await bell.open();
    await expect(bell.list().getByRole('listitem')).toHaveCount(51);
    await page.waitForLoadState('networkidle');
    expect(fetches).toBeLessThanOrEqual(4);
    // A search starts again from the top of what it finds.
    await bell.search('Long list notice');
    await expect(bell.list().getByRole('listitem')).toHaveCount(51);
  } finally {
    db.prepare("delete from notifications where id like 'e2e-long-%'").run();
    db.close();
  }
});

test("pointing at the bell loads the drawer's code, so the click only opens it", async ({ page }) => {
  const bell = new NotificationsDrawer(page);
  const drawerCode = page.waitForRequest((r) => /\/NotificationDrawer-[\w-]+\.js$/.test(r.url()));
  await bell.bell().hover();
  await drawerCode;
  // Loaded but closed until the click.
  await expect(bell.drawer()).toHaveCount(0);
  let loadedOnClick = false;
  page.on('request', (r) => {
    if (/\/NotificationDrawer-[\w-]+\.js$/.test(r.url())) loadedOnClick = true;
  });
  await bell.open();
  await expect(bell.list().getByRole('listitem').first()).toBeVisible();
  expect(loadedOnClick).toBe(false);
});
