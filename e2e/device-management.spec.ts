import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { DeviceManagementPage } from './pages/SettingsPages';
import { expect, test } from './support/fixtures';

test("a second sign-in shows as the admin's device in use; removing it ends that session", async ({ page, browser }) => {
  const ownerLogin = new LoginPage(page);
  await ownerLogin.signIn('0712345678');

  const devices = new DeviceManagementPage(page);
  await devices.goto();
  await expect(devices.heading()).toBeVisible();
  // The owner's own browser is marked and cannot be removed here.
  const mine = devices.table.getByRole('row').filter({ hasText: 'This device' });
  await expect(mine).toContainText('Wanjiku Kamau');
  await expect(mine.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(devices.rowsOf('Otieno Ochieng').filter({ hasText: 'In use' })).toHaveCount(0);

  // Another browser: the admin signs in there.
  const other = await browser.newContext();
  const adminPage = await other.newPage();
  const adminLogin = new LoginPage(adminPage);
  await adminLogin.goto();
  await adminLogin.logIn('admin@demo.co.ke', DEMO_PASSWORD);
  await expect(adminPage).toHaveURL(/\/Merchant\/home$/);

  await page.reload();
  const adminDevice = devices.rowsOf('Otieno Ochieng').filter({ hasText: 'In use' });
  await expect(adminDevice).toHaveCount(1);
  await adminDevice.getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this device?' });
  await expect(confirm).toContainText('Otieno Ochieng will be signed out');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Device removed')).toBeVisible();
  await expect(devices.rowsOf('Otieno Ochieng').filter({ hasText: 'In use' })).toHaveCount(0);

  // The admin's next call is refused and the browser goes back to the login page.
  await adminPage.goto('/Merchant/setting/auditTrail');
  await expect(adminPage).toHaveURL(/\/Merchant\/login/);
  await other.close();
});

test('the cashier has no device management (function 39)', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn('cashier', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Merchant\//);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Device Management' })).toHaveCount(0);
});
