import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { StaffPage } from './pages/StaffPage';
import { expect, test } from './support/fixtures';
import type { Outbox } from './support/outbox';

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

/** The paths of every page the side menu links to, with its groups opened. */
async function menuPaths(page: Page, shell: ShellPage): Promise<string[]> {
  await expect(shell.menuItem('Home')).toBeVisible();
  for (const group of ['Manage', 'Finance']) {
    const item = shell.menuItem(group);
    if (await item.count()) {
      await item.click();
      await expect(item.locator('xpath=..').getByRole('menu')).toBeVisible();
    }
  }
  await page.waitForLoadState('networkidle');
  const hrefs = await shell.menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => h.replace(/^\/Merchant/, ''));
}

test('the owner adds a sales clerk who sees only checkout and orders of their store, then freezes them and their session ends', async ({ page, browser, outbox }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const staff = new StaffPage(page);
  const tag = String(Date.now()).slice(-6);
  const userName = `clerk${tag}`;
  const email = `clerk${tag}@shop.co.ke`;

  await login.goto();
  await login.logIn('0712345678', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Merchant\/home$/);
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

  await test.step('the clerk signs in by username and sees only checkout and orders, in their store', async () => {
    const clerkLogin = new LoginPage(clerkPage);
    await clerkLogin.goto();
    await clerkLogin.logIn(userName, password);
    await expect(clerkPage).toHaveURL(/\/Merchant\/home$/);
    const paths = await menuPaths(clerkPage, clerkShell);
    expect(paths).toContain('/checkout/index');
    expect(paths).toContain('/manage/order');
    for (const other of ['/staff', '/customer', '/manage/inventory', '/finance/money', '/finance/transfer', '/setting/storeManagement']) {
      expect(paths).not.toContain(other);
    }
    await expect(clerkShell.storeSwitcher).toBeVisible();
    await expect(clerkShell.header).toContainText('Main Store');
    await clerkShell.storeSwitcher.click();
    await expect(clerkPage.getByRole('option', { name: /Westlands Branch/ })).toHaveCount(0);
    await clerkPage.keyboard.press('Escape');
  });

  await test.step('the owner freezes the clerk; the clerk is signed out at their next step', async () => {
    await shell.tab('Staff').click();
    await staff.row(userName).getByRole('button', { name: 'Freeze' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
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
