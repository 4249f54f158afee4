import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';

test('the root goes to the landing page', async ({ page }) => {
  await page.goto('/Merchant/');
  await expect(page).toHaveURL(/\/Merchant\/growBusiness$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/Merchant/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Page not found.')).toBeVisible();
});

test('a page of the app asks to log in first and then opens', async ({ page }) => {
  await page.goto('/Merchant/setting/auditTrail');
  await expect(page).toHaveURL(/\/Merchant\/login\?redirect=%2Fsetting%2FauditTrail$/);
  await new LoginPage(page).logIn('owner@demo.co.ke', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Merchant\/setting\/auditTrail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
});

test("every public onboarding route of the spec opens a screen, never the 404 page", async ({ page }) => {
  const routes = ['register', 'firstLogin', 'privacyAgreement', 'termsAgreement', 'growBusiness', 'resetPassword', 'resetDescription', 'resetCode', 'setupClass', 'createForm', 'verifyPersonInfo', 'getPlan'];
  for (const route of routes) {
    await page.goto(`/Merchant/${route}`);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await expect(page.getByText('Page not found.'), route).toHaveCount(0);
  }
  await page.goto('/Merchant/resetPassword?from=login');
  await expect(page).toHaveURL(/\/Merchant\/resetDescription\?from=login$/);
});
