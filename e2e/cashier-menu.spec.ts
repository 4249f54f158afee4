import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

test('a cashier sees Home, Checkout and Till payments and, under Account Settings, only Globalization (which needs no permission)', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);

  await login.signIn('cashier');

  await expect(shell.menuItem('Home')).toBeVisible();
  // The counter and the till payments it matches sales against (43 Cashier).
  await expect(shell.menuItem('Checkout')).toBeVisible();
  await expect(shell.menuItem('Till payments')).toBeVisible();
  await expect(shell.menuItem('Account Settings')).toBeVisible();
  await expect(shell.menuItem('Finance')).toHaveCount(0);
  await shell.menuItem('Account Settings').click();
  await expect(shell.menuItem('Globalization')).toBeVisible();
  await expect(shell.menuItem('Audit Trail')).toHaveCount(0);
  await expect(shell.menuItem('Store Management')).toHaveCount(0);
  // Home, Checkout, Till payments, Manage (sales and customers it may view), Account Settings and its one entry.
  await expect(shell.menu.getByRole('menuitem')).toHaveCount(6);
});
