import { LoginPage } from './pages/LoginPage';
import { ServerDatabase } from './support/database';
import { dataDirFor } from './support/dataDir.mjs';
import { expect, test } from './support/fixtures';

const AMANI = '800100200300';

test('a menu entry with a transaction type is refused by the KYC dialog at level 00 and opens at 02', async ({ page, baseURL }) => {
  const database = new ServerDatabase(dataDirFor(new URL(baseURL ?? 'http://localhost').port));
  const login = new LoginPage(page);
  await login.signIn('0712345678');

  const before = database.setKyc(AMANI, '00', '00');
  try {
    // Send money (transaction type 110) needs level 01 or more.
    await page.goto('/Merchant/finance/transfer');
    const dialog = page.getByRole('dialog', { name: 'Complete your details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please complete your business details to use this service.')).toBeVisible();
    await page.screenshot({ path: 'test-results/kyc-gate-refused.png' });
  } finally {
    database.setKyc(AMANI, before.level, before.status);
  }

  await page.goto('/Merchant/finance/transfer');
  await expect(page.getByRole('dialog', { name: 'Complete your details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Send money' }).first()).toBeVisible();
  await expect(page.getByText('This page is not available yet')).toHaveCount(0);
});
