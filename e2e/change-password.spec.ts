import type { Page } from '@playwright/test';
import { LandingPage } from './pages/LandingPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { RegisterPage } from './pages/RegisterPage';
import { expect, freshIdNo, freshPhone, test } from './support/fixtures';
import type { Outbox } from './support/outbox';

/** A person registered for the journey, on Privacy & Security: their password is theirs to break. */
async function registeredOnPrivacyPage(page: Page, outbox: Outbox) {
  const password = 'Nakuru#2025';
  await new RegisterPage(page).registerOwner(
    { phone: freshPhone(), firstName: 'Imani', lastName: 'Wekesa', idNo: freshIdNo(), password, pin: '8642' },
    outbox,
  );
  await new LandingPage(page).openFromUserMenu('Privacy & Security');
  const privacy = new PrivacyPage(page);
  await expect(privacy.heading()).toBeVisible();
  return { privacy, password };
}

test('a person changes the password after one wrong current password', async ({ page, outbox }) => {
  const { privacy, password } = await registeredOnPrivacyPage(page, outbox);
  const dialog = privacy.changePasswordDialog();

  await privacy.changePassword('Wrong#Pass1', 'Naivasha#2026');
  await expect(dialog.getByText('You have supplied an error Password, Try again')).toBeVisible();

  await privacy.changePassword(password, password);
  await expect(dialog.getByText("The new password can't be the same as the old")).toBeVisible();

  await privacy.changePassword(password, 'Naivasha#2026');
  await expect(
    page.getByText('Your password has been changed. Your other devices have been signed out.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('three wrong current passwords log the person out to the login page', async ({ page, outbox }) => {
  const { privacy } = await registeredOnPrivacyPage(page, outbox);
  const dialog = privacy.changePasswordDialog();

  await privacy.changePassword('Wrong#Pass1', 'Naivasha#2026');
  await expect(dialog.getByText('You have supplied an error Password, Try again')).toBeVisible();
  await privacy.changePassword('Wrong#Pass2', 'Naivasha#2026');
  await expect(dialog.getByText('Error Password, One last chance is left')).toBeVisible();
  await privacy.changePassword('Wrong#Pass3', 'Naivasha#2026');

  await expect(
    page.getByRole('dialog').filter({ hasText: 'Your chance has run out, you will be logged out in a few seconds' }),
  ).toBeVisible();
  // Logged out to /login, which would bring them back here after logging in again.
  await expect(page).toHaveURL(/\/Merchant\/login\?redirect=%2Faccount%2FprivacyAndSecurity$/, {
    timeout: 10_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Biashara' })).toBeVisible();
});
