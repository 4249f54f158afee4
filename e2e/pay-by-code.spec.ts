import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { PayByCodePage } from './pages/PayByCodePage';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
});

test("pay by code: buy goods at another business's till, then pay a bill through M-PESA", async ({ page }) => {
  const pay = new PayByCodePage(page);

  await test.step('an unknown till is refused with the spec text', async () => {
    await pay.goto();
    await pay.number('Till number', '9999999');
    await expect(page.getByText('Pay code and till must exist')).toBeVisible();
  });

  await test.step("Baraka Kiosk's till is named, and the amount below KES 10 is refused", async () => {
    await pay.number('Till number', '5123490');
    await expect(page.getByText('Pays Baraka Kiosk (Kiosk Till)')).toBeVisible();
    await pay.fill({ amount: '5' });
    await pay.next();
    await expect(page.getByText('Pay amount minimum KES 10.00')).toBeVisible();
  });

  await test.step('KES 250 is reviewed with no fee, confirmed with the PIN and paid at once', async () => {
    await pay.fill({ amount: '250' });
    await pay.next();
    await expect(pay.reviewValue('Pay to')).toContainText('Baraka Kiosk (Kiosk Till)');
    await expect(pay.reviewValue('Total from your wallet')).toContainText('KES 250.00');
    // A reload finds the review again (kept for this tab), the form behind it.
    await page.reload();
    await expect(pay.reviewValue('Pay to')).toContainText('Baraka Kiosk (Kiosk Till)');
    await pay.confirmWithPin('1234');
    await expect(pay.status()).toContainText('KES 250.00 paid to Baraka Kiosk (Kiosk Till)', { timeout: 15_000 });
    await expect(page).toHaveURL(/ordNo=/);
  });

  await test.step('a paybill from the frequent list: fee shown, paid through M-PESA, followed live to success', async () => {
    await page.getByRole('button', { name: 'Make another payment' }).click();
    await pay.tab('Pay bill').click();
    await expect(page).toHaveURL(/tab=bill/);
    const pick = page.getByRole('button', { name: /888880 AMANI01/ });
    await expect(pick).toBeVisible();
    await pick.click();
    await expect(page.getByLabel('Account number')).toHaveValue('AMANI01');
    await pay.fill({ amount: '1500' });
    await pay.next();
    await expect(pay.reviewValue('Fee')).toContainText('KES 25.00');
    await expect(pay.reviewValue('Account number')).toContainText('AMANI01');
    await pay.confirmWithPin('1234');
    await expect(pay.status()).toContainText('KES 1,500.00 paid to', { timeout: 20_000 });
  });
});
