import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

test('a cashier sees only Home in the menu', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);

  await login.goto();
  await login.logIn('cashier', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Merchant\/home$/);

  await expect(shell.menuItem('Home')).toBeVisible();
  await expect(shell.menu.getByRole('menuitem')).toHaveCount(1);
  await expect(shell.menuItem('Account Settings')).toHaveCount(0);
});
