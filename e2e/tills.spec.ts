import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { TillsPage } from './pages/TillsPage';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
});

test('a till: added, paid by a customer live, the payment claimed, settled by hand', async ({ page }) => {
  const tills = new TillsPage(page);
  const name = `Kiosk ${Date.now() % 100_000}`;
  let tillNo = '';

  await test.step('the owner adds a till to the main store and its page opens', async () => {
    await tills.gotoList();
    tillNo = await tills.addTill(name, 'Main Store');
    await expect(tills.records).toContainText('No payments yet.');
  });

  await test.step("a customer pays KES 350 by M-PESA: it appears on the open page by itself, with the payer's masked phone", async () => {
    await tills.customerPays(350, 'Grace');
    const row = tills.paymentRow('KES 350.00');
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('Grace Doe');
    await expect(row).toContainText('+25472****111');
    await expect(page.getByText('KES 350.00', { exact: true }).first()).toBeVisible();
  });

  await test.step('the payment is claimed against a sale, and shows the sale', async () => {
    await tills.claim(tills.paymentRow('KES 350.00'), 'RCP-9001', 'Bread and milk');
    await expect(tills.paymentRow('KES 350.00')).toContainText('RCP-9001');
    await expect(tills.paymentRow('KES 350.00').getByRole('button', { name: 'Claim' })).toHaveCount(0);
  });

  await test.step('the owner settles KES 200 by hand to the business wallet', async () => {
    await tills.settle(200);
    await expect(page).toHaveURL(/\/analysis\/settelement\/tills\?till=/);
  });

  await test.step('the settlement is listed as settled, and the till keeps the rest', async () => {
    const row = page.getByRole('row').filter({ hasText: tillNo });
    await expect(row).toContainText('Manual');
    await expect(row).toContainText('KES 200.00');
    await expect(row).toContainText('Settled');
    await page.goto('/Merchant/setting/tillManagement');
    await expect(page.getByRole('row').filter({ hasText: tillNo })).toContainText('KES 150.00');
  });

  await test.step('adding another till by that name is refused, and the dialog keeps what was typed', async () => {
    await tills.gotoList();
    await page.getByRole('button', { name: 'Add till' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Both the till name and the store are asked for.
    await expect(dialog.getByText('This field is required')).toHaveCount(2);
    await dialog.getByLabel('Till name').fill('K');
    await expect(dialog.getByText('Minimum field length = 2')).toBeVisible();
    await dialog.getByLabel('Till name').fill(name);
    await dialog.getByLabel('Store').click();
    await page.getByTitle('Main Store', { exact: true }).last().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A till with the same name exists in this store')).toBeVisible();
    await expect(dialog.getByLabel('Till name')).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test("paying a supplier's till: the second payment of the same amount is named before the PIN", async ({ page }) => {
  const payTill = async () => {
    await page.goto('/Merchant/tillManagement/payTill');
    await page.getByLabel('Till number').fill('5123490');
    await page.getByLabel('Amount').fill('37');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: /Enter your PIN to pay KES 37\.00 to Baraka Kiosk · Kiosk Till/ });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  await test.step('the first payment is paid with the PIN, without a warning', async () => {
    const dialog = await payTill();
    await expect(dialog).not.toContainText('Paid already?');
    await dialog.getByLabel('PIN').fill('1234');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('KES 37.00 paid')).toBeVisible();
  });

  await test.step('the same amount to the same till again: the PIN dialog names the payment just made', async () => {
    const dialog = await payTill();
    await expect(dialog).toContainText('Paid already?');
    await expect(dialog).toContainText('You paid KES 37.00 to this payee at');
    await expect(dialog.getByRole('link', { name: 'See that payment' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
