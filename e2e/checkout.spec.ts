import { expect, test } from '@playwright/test';
import { CheckoutPage, outboxBody, shelveProducts } from './pages/CheckoutPage';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { TillsPage } from './pages/TillsPage';
import { dataDirFor } from './support/dataDir.mjs';

/** The balance of Counter 1 as the owner's till management list shows it, in cents. */
async function counterOneBalance(page: import('@playwright/test').Page): Promise<number> {
  await page.goto('/Merchant/setting/tillManagement');
  const row = page.getByRole('row').filter({ hasText: '5123401' });
  await expect(row).toBeVisible();
  const text = (await row.textContent()) ?? '';
  const amount = /KES ([\d,]+\.\d{2})/.exec(text)?.[1] ?? '0';
  return Math.round(Number(amount.replaceAll(',', '')) * 100);
}

test('a cashier sells two inventory items with a coupon, the customer pays by M-PESA, the receipt goes out, the till holds the sale, and the owner refunds part of it from orders', async ({ page, browser, baseURL }) => {
  const dataDir = dataDirFor(new URL(baseURL ?? 'http://localhost').port);
  const tag = String(Date.now() % 100_000);
  const soap = `Bar soap ${tag}`;
  const sugar = `Sugar 2kg ${tag}`;
  shelveProducts(dataDir, [
    { name: soap, price: 200_00, stock: 5 },
    { name: sugar, price: 350_00, stock: 5 },
  ]);

  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  let before = 0;
  await test.step('the owner notes the balance of till Counter 1', async () => {
    const login = new LoginPage(owner);
    await login.goto();
    await login.logIn('0712345678', DEMO_PASSWORD);
    await expect(owner).toHaveURL(/\/Merchant\/home$/);
    before = await counterOneBalance(owner);
  });

  const checkout = new CheckoutPage(page);
  let orderNo = '';
  await test.step('the cashier signs in and opens Checkout from the menu', async () => {
    const login = new LoginPage(page);
    await login.signIn('cashier');
    await page.getByRole('menuitem', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  });

  await test.step('two products are added from the keyboard and the coupon WELCOME100 is applied', async () => {
    await checkout.addByName(soap);
    await checkout.addByName(sugar);
    await checkout.applyCoupon('WELCOME100');
    await expect(page.getByText('KES 550.00').first()).toBeVisible();
    await expect(checkout.payButton('KES 450.00')).toBeEnabled();
  });

  await test.step('the customer pays by M-PESA: the prompt is followed live until it is paid', async () => {
    await checkout.payButton('KES 450.00').click();
    await expect(checkout.dialog.getByText('Payment — KES 450.00')).toBeVisible();
    await checkout.payByMpesa('722000111');
    await expect(checkout.dialog.getByText('Payment successful')).toBeVisible({ timeout: 20_000 });
    await expect(checkout.dialog.getByText(`1 x ${soap}`)).toBeVisible();
    await expect(checkout.dialog.getByText('Paid by M-PESA')).toBeVisible();
    // The printable receipt carries the order number on a line of its own.
    orderNo = ((await checkout.dialog.locator('section.checkout-receipt').getByText(/^\d{15,}$/).first().textContent()) ?? '').trim();
    expect(orderNo).not.toBe('');
  });

  await test.step('the receipt is sent by e-mail', async () => {
    await checkout.sendReceipt('grace@example.com');
    await expect(page.getByText('Receipt sent.')).toBeVisible();
    await expect.poll(() => outboxBody(dataDir, 'grace@example.com', 'receipt')).toContain(sugar);
  });

  await test.step("the sale is in the cashier's till payments, and on the till's balance", async () => {
    await checkout.dialog.getByRole('button', { name: 'New sale' }).click();
    await expect(page.getByText('The cart is empty.', { exact: false })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Till payments' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'KES 450.00' }).first()).toBeVisible();
    expect(await counterOneBalance(owner)).toBe(before + 450_00);
  });

  const orders = new OrdersPage(owner);
  await test.step('the owner finds the sale in Manage > Order, paid by M-PESA', async () => {
    await owner.goto('/Merchant/home');
    await orders.openFromMenu();
    await orders.find(orderNo);
    await expect(orders.row(orderNo)).toContainText('KES 450.00');
    await expect(orders.row(orderNo)).toContainText('M-PESA');
  });

  await test.step('the owner refunds one bar of soap, KES 150: the till gives it back', async () => {
    await orders.openRefund(orderNo);
    await orders.refundPart(soap, 1, '150', 'Product no longer needed');
    await expect(owner.getByRole('status')).toHaveText('KES 150.00 refunded', { timeout: 20_000 });
    expect(await counterOneBalance(owner)).toBe(before + 450_00 - 150_00);
  });
  await ownerContext.close();
});

test("a sale's pay code: the cashier shows it with its expiry, closes and opens it, and sends the sale to a customer's wallet", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await test.step('the cashier rings up KES 180 and opens the Pay code / wallet tab', async () => {
    const login = new LoginPage(page);
    await login.signIn('cashier');
    await checkout.goto();
    await page.getByLabel('Amount', { exact: true }).fill('180');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await checkout.payButton('KES 180.00').click();
    await expect(checkout.dialog.getByText('Payment — KES 180.00')).toBeVisible();
    await checkout.dialog.getByRole('tab', { name: 'Pay code / wallet' }).click();
    await expect(checkout.dialog.getByTestId('checkout-pay-code')).toBeVisible();
    const code = ((await checkout.dialog.getByTestId('checkout-pay-code').textContent()) ?? '').replace(/\D/g, '');
    expect(code).toMatch(/^\d{12}$/);
    await expect(checkout.dialog.getByText(/Valid until .* left\)/)).toBeVisible();
    await expect(checkout.dialog.getByText('The customer pays KES 180.00 from their wallet', { exact: false })).toBeVisible();
  });

  await test.step('closing the code stops it; opening it again lets it be paid', async () => {
    await checkout.dialog.getByRole('button', { name: 'Close code' }).click();
    await expect(checkout.dialog.getByText('This pay code is closed.')).toBeVisible();
    await expect(checkout.dialog.getByRole('button', { name: 'Send to their wallet' })).toBeDisabled();
    await checkout.dialog.getByRole('button', { name: 'Open code again' }).click();
    await expect(checkout.dialog.getByText('Waiting for the customer to pay.', { exact: false })).toBeVisible();
  });

  await test.step("an unknown mobile is refused; Baraka's wallet is sent the sale", async () => {
    await checkout.dialog.getByLabel("Customer's wallet mobile").fill('799000111');
    await checkout.dialog.getByRole('button', { name: 'Send to their wallet' }).click();
    await expect(page.getByText('No wallet is registered to this mobile number.')).toBeVisible();
    await checkout.dialog.getByLabel("Customer's wallet mobile").fill('711460900');
    await checkout.dialog.getByRole('button', { name: 'Send to their wallet' }).click();
    await expect(page.getByText('Payment request sent to +254711460900.')).toBeVisible();
  });
});

test("a cashier picks the customer from the customer book, the sale is paid in cash, and it shows on the customer's details page", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  let orderNo = '';
  await test.step('the cashier rings up KES 240 and picks Amina from the customer book: her mobile fills in', async () => {
    const login = new LoginPage(page);
    await login.signIn('cashier');
    await checkout.goto();
    await page.getByLabel('Amount', { exact: true }).fill('240');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await checkout.pickCustomer('amina', 'Amina Wairimu Otieno');
    await expect(page.getByLabel('Customer mobile (optional)')).toHaveValue(/722\s?118\s?401/);
  });

  await test.step('the sale is paid in cash', async () => {
    await checkout.payButton('KES 240.00').click();
    await checkout.payCash('300');
    await expect(checkout.dialog.getByText('Payment successful')).toBeVisible();
    orderNo = ((await checkout.dialog.locator('section.checkout-receipt').getByText(/^\d{15,}$/).first().textContent()) ?? '').trim();
    expect(orderNo).not.toBe('');
  });

  await test.step("Amina's details page lists the sale", async () => {
    await page.goto('/Merchant/customer/details?custId=cust-demo-01');
    await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('KES 240.00');
  });
});

test('the free-amount counter checks a coupon against the amount: the amount first, and never below the coupon', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await test.step('the cashier opens the free-amount counter and applies TAKE50 before any amount', async () => {
    const login = new LoginPage(page);
    await login.signIn('cashier');
    await page.goto('/Merchant/checkout/nonInventoryItem');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await checkout.applyCoupon('TAKE50');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter the amount first.' })).toBeVisible();
  });

  await test.step('an amount of KES 30 is below the KES 50 coupon: the spec message, and no payment', async () => {
    await page.getByLabel('Item name').fill('Delivery within the CBD');
    await expect(page.getByText('23 / 40')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // Added, the form is ready for the next line: the default name again.
    await expect(page.getByLabel('Item name')).toHaveValue('Non-inventory item');
    await expect(page.getByRole('alert').filter({ hasText: 'The paid amount cannot be below the coupon amount.' })).toBeVisible();
    await expect(checkout.payButton('KES 30.00')).toBeDisabled();
  });

  await test.step('another KES 70 makes KES 100: the coupon takes KES 50 off', async () => {
    await page.getByLabel('Amount', { exact: true }).fill('70');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(checkout.payButton('KES 50.00')).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: 'below the coupon amount' })).toHaveCount(0);
  });
});

test("a customer pays the till's QR code; M-PESA hides their number, so the owner's refund in part asks for it and sends it there", async ({ page, browser, baseURL }) => {
  const shillings = 300 + (Date.now() % 500);
  const amount = `KES ${shillings}.00`;
  const checkout = new CheckoutPage(page);
  let orderNo = '';
  await test.step(`the cashier rings up ${amount} and shows the till's QR code`, async () => {
    const login = new LoginPage(page);
    await login.signIn('cashier');
    await checkout.goto();
    await page.getByLabel('Amount', { exact: true }).fill(String(shillings));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await checkout.payButton(amount).click();
    await checkout.dialog.getByRole('tab', { name: 'QR scan' }).click();
  });

  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await test.step('the customer pays Counter 1 by M-PESA (the simulator, from the till page)', async () => {
    const login = new LoginPage(owner);
    await login.goto();
    await login.logIn('0712345678', DEMO_PASSWORD);
    await expect(owner).toHaveURL(/\/Merchant\/home$/);
    await owner.goto('/Merchant/setting/tillManagement/till?tillId=till-demo-counter1');
    const tills = new TillsPage(owner);
    await tills.customerPays(shillings, 'Grace');
    // Grace's row: the demo's own payments of the day may have the same amount.
    await expect(tills.paymentRow(amount).filter({ hasText: 'Grace' })).toContainText('25472****111', { timeout: 15_000 });
  });

  await test.step('the cashier finds the payment and the sale is paid', async () => {
    await checkout.dialog.getByRole('button', { name: 'Check for the payment' }).click();
    await expect(checkout.dialog.getByText('Payment successful')).toBeVisible({ timeout: 15_000 });
    orderNo = ((await checkout.dialog.locator('section.checkout-receipt').getByText(/^\d{15,}$/).first().textContent()) ?? '').trim();
    expect(orderNo).not.toBe('');
  });

  await test.step('the owner refunds KES 100 of it: the form asks for the M-PESA number, and the refund goes there', async () => {
    await owner.goto(`/Merchant/manage/order/refund?orderNo=${orderNo}`);
    await expect(owner.getByRole('heading', { name: /^Refund order/ })).toBeVisible();
    await expect(owner.getByText('M-PESA: in full, the payment is reversed to the customer; in part, to the number you enter')).toBeVisible();
    await owner.getByLabel('Refund amount').fill('100');
    await owner.getByLabel('Refund reason').click();
    await owner.getByTitle('Product no longer needed', { exact: true }).last().click();
    await owner.getByLabel("Customer's M-PESA number for the refund").fill('722000111');
    await owner.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(owner.getByRole('status')).toHaveText('KES 100.00 refunded', { timeout: 20_000 });
  });
  await ownerContext.close();
});

test('a one-time coupon paid in cash asks for the customer mobile, which can still be given; a cleared sale is closed', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const login = new LoginPage(page);
  await login.signIn('0712345678');
  await checkout.goto();

  await test.step('KES 1,200 with FIRST200 and no mobile: cash is refused, naming the mobile', async () => {
    await page.getByLabel('Amount', { exact: true }).fill('1200');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await checkout.applyCoupon('FIRST200');
    await checkout.payButton('KES 1,000.00').click();
    await checkout.payCash('1000');
    await expect(page.getByText("Enter the customer's mobile number to use a one-time coupon.")).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the mobile is given on the placed sale, and cash is taken', async () => {
    const mobile = `7${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Customer mobile (optional)').fill(mobile);
    await checkout.payButton('KES 1,000.00').click();
    await checkout.payCash('1000');
    await expect(checkout.dialog.getByText('Payment successful')).toBeVisible();
    await checkout.dialog.getByRole('button', { name: 'New sale' }).click();
  });

  await test.step('a sale placed and then cleared is closed, not left waiting for payment', async () => {
    await page.getByLabel('Amount', { exact: true }).fill('75');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await checkout.payButton('KES 75.00').click();
    const orderNo = ((await checkout.dialog.getByText(/^Order \d+$/).textContent()) ?? '').replace('Order ', '').trim();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.goto(`/Merchant/manage/order/detail?orderNo=${orderNo}`);
    await expect(page.getByText('Cancelled: Cleared at the counter')).toBeVisible();
  });
});
