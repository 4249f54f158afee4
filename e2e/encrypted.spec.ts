import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

// Runs against the server started with ENCRYPT_BODIES=1 (playwright.config.ts, project encrypted).
test('with encrypted bodies the owner logs in and opens Store Management', async ({ page }) => {
  const storeListBodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mmc/mrpay/QueryStoreList.htm')) {
      storeListBodies.push(request.postDataJSON());
    }
  });

  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.signIn('0712345678');

  await shell.openFromMenu('Store Management', 'Account Settings');
  await expect(shell.pageHeading('Store Management')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Westlands Branch' })).toBeVisible();

  expect(storeListBodies.length).toBeGreaterThan(0);
  for (const body of storeListBodies) {
    expect(Object.keys(body as object).sort()).toEqual(['d', 't']);
  }
});
