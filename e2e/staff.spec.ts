import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { ShellPage } from './pages/ShellPage';
import { StaffPage } from './pages/StaffPage';
import { expect, test } from './support/fixtures';
import type { Outbox } from './support/outbox';
import { confirmDialog } from './support/dialogs';

/** The temporary password in the newest staff invitation to `email`, as the staff member reads it. */
async function invitedPassword(outbox: Outbox, email: string): Promise<string> {
  let password: string | null = null;
  await expect
    .poll(
      () => {
        const db = new Database(join(outbox.dataDir, 'biashara.sqlite'), { readonly: true, fileMustExist: true });
        try {
          const row = db.prepare("select body from outbox where recipient = ? and purpose = 'staff:invite' order by created_at desc limit 1").get(email) as { body: string } | undefined;
          password = row ? (/temporary password (\S+?),/.exec(row.body)?.[1] ?? null) : null;
        } finally {
          db.close();
        }
        return password;
      },
      { message: `an invitation to ${email}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return password!;
}

/** The newest order number of a demo store, read from the server's database as the seed left it. */
function newestOrderOf(dataDir: string, storeId: string): string {
  const db = new Database(join(dataDir, 'biashara.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select order_no from goods_orders where merchant_id = 'merc-demo' and store_id = ? and pay_status != 'U1' order by created_at desc limit 1")
      .get(storeId) as { order_no: string } | undefined;
    if (!row) throw new Error(`no order in ${storeId}`);
    return row.order_no;
  } finally {
    db.close();
  }
}

/**
 * The whole side menu with every group opened, in order: a group by its name, an entry by its
 * name and the path it opens.
 */
async function wholeMenu(page: Page, shell: ShellPage): Promise<string[]> {
  await expect(shell.menuItem('Home')).toBeVisible();
  const closed = shell.menu.getByRole('menuitem', { expanded: false });
  for (let left = await closed.count(); left > 0; left = await closed.count()) {
    await closed.first().click();
    await expect(closed).toHaveCount(left - 1);
  }
  await page.waitForLoadState('networkidle');
  return shell.menu.getByRole('menuitem').evaluateAll((items) =>
    items.map((item) => {
      const name = (item.textContent ?? '').trim();
      const href = item.querySelector('a')?.getAttribute('href');
      return href ? `${name} ${href.replace(/^\/Merchant/, '')}` : name;
    }),
  );
}

/**
 * What the Sales role (01, 02, 43 and 05 with its children) opens from the menu: the counter and
 * its till payments (43), the orders (05), Home, and Globalization, which needs no permission
 * (spec 000 section 2). Receive money (02) opens from Home, not the menu.
 */
// The Sales group's View customers (2106) opens the customer book: a sale's customer is picked from it.
const SALES_MENU = ['Home /home', 'Checkout /checkout/index', 'Till payments /tillManagement/payments', 'Manage', 'Order /manage/order', 'Customer /customer', 'Account Settings', 'Globalization /setting/globalization'];

test('the owner adds a sales clerk who sees exactly the Sales menu and only their store\'s orders, then freezes them and their session ends', async ({ page, browser, outbox }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const staff = new StaffPage(page);
  const tag = String(Date.now()).slice(-6);
  const userName = `clerk${tag}`;
  const email = `clerk${tag}@shop.co.ke`;

  await login.signIn('0712345678');
  await expect(async () => {
    await shell.openFromMenu('Staff', 'Manage');
    await expect(shell.pageHeading('Staff')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(staff.row('James Wafula')).toContainText('Westlands Branch');

  await test.step('adds a staff member in steps with a role that only sells', async () => {
    await staff.add({ first: 'Neema', last: 'Wairimu', userName, email, position: 'Sales Clerk', store: 'Main Store', role: 'Sales Sells at the checkout' });
    await expect(page.getByText('Neema Wairimu was added')).toBeVisible();
    await expect(page.getByText(`They sign in with the username ${userName}.`)).toBeVisible();
  });

  const password = await invitedPassword(outbox, email);
  const clerkContext = await browser.newContext();
  const clerkPage = await clerkContext.newPage();
  const clerkShell = new ShellPage(clerkPage);

  await test.step('the clerk signs in by username and sees exactly the Sales menu, in their store', async () => {
    const clerkLogin = new LoginPage(clerkPage);
    await clerkLogin.goto();
    await clerkLogin.logIn(userName, password);
    await expect(clerkPage).toHaveURL(/\/Merchant\/home$/);
    expect(await wholeMenu(clerkPage, clerkShell)).toEqual(SALES_MENU);
    await expect(clerkShell.storeSwitcher).toBeVisible();
    await expect(clerkShell.header).toContainText('Main Store');
    await clerkShell.storeSwitcher.click();
    await expect(clerkPage.getByRole('option', { name: /Westlands Branch/ })).toHaveCount(0);
    await clerkPage.keyboard.press('Escape');
  });

  await test.step("the clerk's orders list holds their store's orders only, even across all stores", async () => {
    const mainOrder = newestOrderOf(outbox.dataDir, 'store-main');
    const branchOrder = newestOrderOf(outbox.dataDir, 'store-westlands');
    const clerkOrders = new OrdersPage(clerkPage);

    // The owner finds the branch's order, so its absence below is the clerk's store scope.
    await shell.openFromMenu('Order', 'Manage');
    await expect(shell.pageHeading('Order')).toBeVisible();
    await page.getByRole('combobox', { name: 'Store', exact: true }).click();
    await page.getByTitle('All stores', { exact: true }).click();
    // The list shows every store (its Store column) before the search builds on that choice.
    await expect(page.getByRole('columnheader', { name: 'Store', exact: true })).toBeVisible();
    await new OrdersPage(page).find(branchOrder);
    await expect(new OrdersPage(page).row(branchOrder)).toContainText('Westlands Branch');
    // The staff filter: the new clerk took none of these orders, and the choice stays in the link.
    await page.getByRole('combobox', { name: 'Staff', exact: true }).click();
    await page.getByTitle(`Neema Wairimu (${userName})`, { exact: true }).click();
    await expect(page).toHaveURL(/[?&]operator=/);
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    await page.reload();
    await expect(page.getByTitle(`Neema Wairimu (${userName})`, { exact: true })).toBeVisible();
    await expect(page.getByText('No orders match these filters.')).toBeVisible();

    await clerkShell.menuItem('Order').click();
    await expect(clerkShell.pageHeading('Order')).toBeVisible();
    await clerkPage.getByRole('combobox', { name: 'Store', exact: true }).click();
    await expect(clerkPage.getByTitle('Westlands Branch', { exact: true })).toHaveCount(0);
    await clerkPage.getByTitle('All stores', { exact: true }).click();
    await expect(clerkPage).toHaveURL(/[?&]store=all/);
    await expect(clerkPage.getByRole('columnheader', { name: 'Store', exact: true })).toBeVisible();
    const orderRows = clerkPage.getByRole('row').filter({ hasText: /\d{6,}/ });
    await expect(orderRows.first()).toContainText('Main Store');
    await expect(orderRows.filter({ hasNotText: 'Main Store' })).toHaveCount(0);

    await clerkOrders.search.fill(branchOrder);
    await clerkOrders.search.press('Enter');
    await expect(clerkPage).toHaveURL(new RegExp(`[?&]q=${branchOrder}`));
    await expect(clerkPage.getByText('No orders match these filters.')).toBeVisible();
    await expect(clerkOrders.row(branchOrder)).toHaveCount(0);

    await clerkOrders.search.fill('');
    await clerkOrders.find(mainOrder);
  });

  await test.step('the owner freezes the clerk; the clerk is signed out at their next step', async () => {
    await shell.tab('Staff').click();
    await staff.row(userName).getByRole('button', { name: 'Freeze' }).click();
    await confirmDialog(page.getByRole('dialog', { name: /^Freeze / }));
    await expect(page.getByText('Neema Wairimu was frozen.')).toBeVisible();
    await expect(staff.row(userName)).toContainText('Frozen');

    await clerkShell.menu.getByRole('link', { name: /Checkout/ }).first().click();
    await expect(clerkPage).toHaveURL(/\/Merchant\/login/, { timeout: 15_000 });
    const again = new LoginPage(clerkPage);
    await again.logIn(userName, password);
    await expect(clerkPage.getByText('Your staff account is frozen. Please ask the business owner.')).toBeVisible();
  });
  await clerkContext.close();
});
