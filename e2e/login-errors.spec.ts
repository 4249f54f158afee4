import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

test('a wrong password says how many chances are left', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  // The admin, not the owner, so that the other journeys' account is never locked.
  await login.logIn('admin@demo.co.ke', 'Wrong@1234');
  await expect(login.error).toContainText('You have supplied an error Password, Try again');
  await expect(page).toHaveURL(/\/Merchant\/login$/);
});
