import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { OnboardingPage } from './pages/OnboardingPage';

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

test('the owner adds a sub-merchant through the business setup screens and stays in the business', async ({ page }) => {
  const name = `Amani Branch ${digits(4)}`;
  const login = new LoginPage(page);
  await login.signIn('0712345678');

  await page.goto('/Merchant/business/subMerchant');
  await page.getByRole('button', { name: 'Add sub-merchant' }).click();
  const onboarding = new OnboardingPage(page);
  await onboarding.chooseClass('Sole proprietorship (registered)');
  await onboarding.fillBusiness({
    businessName: name,
    regNo: `BN-${digits(8)}`,
    kraPin: `A${digits(9)}K`,
    industry: 'Retail',
    county: 'Mombasa',
    address: 'Moi Avenue, Mombasa',
  });
  await onboarding.next.click();
  await expect(onboarding.heading('Bank account')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(onboarding.heading('Review your business')).toBeVisible();
  await page.getByRole('button', { name: 'Create business' }).click();

  await expect(page).toHaveURL(/\/Merchant\/business\/subMerchant$/);
  await expect(page.getByRole('cell', { name })).toBeVisible();
  // The session stayed in the parent business.
  await page.goto('/Merchant/home');
  // Home's business card names the parent business, whole.
  await expect(page.getByText('Amani Traders Ltd', { exact: true }).first()).toBeVisible();
});
