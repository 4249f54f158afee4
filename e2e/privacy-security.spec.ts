import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { ShellPage } from './pages/ShellPage';
import { expect, test } from './support/fixtures';
import { confirmDialog } from './support/dialogs';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
  await new ShellPage(page).openUserMenu();
  await page.getByRole('menuitem', { name: 'Privacy & Security' }).click();
  await expect(new PrivacyPage(page).heading()).toBeVisible();
});

test('the owner changes the PIN, after a wrong current PIN', async ({ page }) => {
  const privacy = new PrivacyPage(page);
  const dialog = privacy.changePinDialog();

  await privacy.changePin('9999', '5678');
  await expect(dialog.getByText('Please enter the correct PIN (2 attempts left)')).toBeVisible();

  await privacy.changePin('1234', '1234');
  await expect(dialog.getByText('The new PIN cannot be the same as the old PIN')).toBeVisible();

  await privacy.changePin('1234', '5678');
  await expect(page.getByText('Your PIN has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new PIN confirms a payment in the reusable PIN dialog: a plan upgrade.
  await page.goto('/Merchant/setting/subscriptionPlan');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await confirmDialog(page.getByRole('dialog', { name: /^Subscribe to Premium for/ }));
  const pin = page.getByRole('dialog', { name: /Enter your PIN to pay KES 3,500.00 for the Premium plan/ });
  await pin.getByLabel('PIN').fill('1234');
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(pin.getByText('Please enter the correct PIN (2 attempts left)')).toBeVisible();
  await pin.getByLabel('PIN').fill('5678');
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You are now on the Premium plan.')).toBeVisible();
  await expect(pin).toBeHidden();
});

test('the owner removes a login device, but not the one in use', async ({ page }) => {
  const privacy = new PrivacyPage(page);
  const phone = privacy.device('Biashara app on Android 14');
  // Earlier journeys signed the owner in from browsers of their own: the demo's phone is further down.
  await privacy.showAllDevices();
  await expect(phone).toBeVisible();
  await expect(privacy.device('Chrome 131 on Windows 11')).toBeVisible();
  await expect(privacy.devices.getByRole('columnheader', { name: 'IMEI number' })).toBeVisible();

  const current = privacy.devices.getByRole('row').filter({ hasText: 'This device' });
  await expect(current).toContainText('In use');
  await expect(current.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await privacy.removeDevice('Biashara app on Android 14');
  await expect(page.getByText('Biashara app on Android 14 has been removed.')).toBeVisible();
  await expect(phone).toHaveCount(0);
  await expect(privacy.device('Chrome 131 on Windows 11')).toBeVisible();
});

test('the owner resets a forgotten PIN with the login password and a code', async ({ page, outbox }) => {
  await page.getByRole('button', { name: 'Forgot PIN?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset PIN' });

  await expect(dialog.getByText('Wanjiku Kamau')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Start' }).click();

  // Step three has two screens: its step says which one is on.
  await expect(dialog.getByText('Password (1 of 2)')).toBeVisible();
  await dialog.getByLabel('Login password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('We sent a 4-digit code to +254 *** *** 678.')).toBeVisible();
  await expect(dialog.getByText('Code (2 of 2)')).toBeVisible();
  await dialog.getByLabel('Verification code').fill(await outbox.code('254712345678', '03'));
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByLabel('New PIN', { exact: true }).fill('2580');
  await dialog.getByLabel('Confirm new PIN').fill('2581');
  await dialog.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(dialog.getByText('The PIN values do not match')).toBeVisible();
  await dialog.getByLabel('Confirm new PIN').fill('2580');
  await dialog.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(dialog.getByText('Your PIN has been reset')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Back to the demo PIN, which later journeys use.
  const privacy = new PrivacyPage(page);
  await privacy.changePin('2580', '1234');
  await expect(page.getByText('Your PIN has been changed.')).toBeVisible();
});
