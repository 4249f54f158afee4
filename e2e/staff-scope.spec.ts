import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { TillsPage } from './pages/TillsPage';

/** Store scoping (docs/areas/staff.md): a store manager sees the tills of their own store only. */
async function logIn(page: import('@playwright/test').Page, userId: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(userId, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Merchant\/home$/);
}

test('the Westlands manager sees the Westlands till only; the owner sees every store’s tills', async ({ browser }) => {
  await test.step('James Wafula (Westlands) opens Till management: Front Desk, not the Main Store counters', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, 'wafula');
    const tills = new TillsPage(page);
    await tills.gotoList();
    await expect(page.getByText('Front Desk').first()).toBeVisible();
    await expect(page.getByText('Counter 1')).toHaveCount(0);
    await expect(page.getByText('Counter 2')).toHaveCount(0);
    await context.close();
  });

  await test.step('the owner opens the same page: the Main Store counters are there too', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, '0712345678');
    const tills = new TillsPage(page);
    await tills.gotoList();
    await expect(page.getByText('Counter 1').first()).toBeVisible();
    await expect(page.getByText('Front Desk').first()).toBeVisible();
    await context.close();
  });
});
