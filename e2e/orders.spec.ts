import { expect, test } from '@playwright/test';
import { WireClient, fetchTransport } from '../src/server/testing/client';
import { OrdersPage } from './pages/OrdersPage';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';

/** The balance of till Counter 1 as the server answers it, in cents. */
async function counterOne(client: WireClient): Promise<number> {
  const res = await client.call<{ list: { balance: number }[] }>('QueryTillsInfoList', { tillId: 'till-demo-counter1' });
  return res.body.list[0]!.balance;
}

/**
 * A sale rung up at the counter and paid by M-PESA (the checkout area's actions, as its screen
 * calls them). With `payCode`, the cashier first shows the customer the sale's pay code
 * (GenerateCode), and the customer pays by M-PESA all the same: the code stays the sale's.
 */
async function paidSale(client: WireClient, sale: { customerName: string; mobile: string; payCode?: boolean }): Promise<{ orderNo: string; payCode: string | null }> {
  const placed = await client.call<{ orderNo: string }>('PlaceOrder', {
    items: [{ name: 'Maize flour 2kg', unitPrice: 300_00, quantity: 2 }],
    tillId: 'till-demo-counter1',
    customerName: sale.customerName,
    requestId: `e2e-orders-${Date.now()}`,
  });
  expect(placed.body.rspMsgCd).toBe('MMC00000');
  let payCode: string | null = null;
  if (sale.payCode) {
    const code = await client.call<{ code: string }>('GenerateCode', { orderNo: placed.body.orderNo });
    expect(code.body.rspMsgCd).toBe('MMC00000');
    payCode = code.body.code;
  }
  const paid = await client.call('ConfirmPayment', { orderNo: placed.body.orderNo, payType: '0001', mobile: sale.mobile });
  expect(paid.body.rspMsgCd).toBe('MMC00000');
  await expect
    .poll(async () => (await client.call<{ payStatus: string }>('QueryPaymentResult', { orderNo: placed.body.orderNo })).body.payStatus, { timeout: 20_000 })
    .toBe('PS');
  return { orderNo: placed.body.orderNo, payCode };
}

test('a paid sale shows in orders, the owner refunds part of it, it shows as refunded and the till drops by the refund', async ({ page, baseURL }) => {
  const api = new WireClient(fetchTransport(baseURL!));
  let orderNo = '';
  let before = 0;
  await test.step('a customer buys two bags of maize flour at Counter 1 and pays KES 600 by M-PESA', async () => {
    expect((await api.login('0712345678', 'P', DEMO_PASSWORD)).body.rspMsgCd).toBe('MMC00000');
    ({ orderNo } = await paidSale(api, { customerName: 'Grace Wanjiru', mobile: '0722333444' }));
    before = await counterOne(api);
  });

  const orders = new OrdersPage(page);
  await test.step('the owner finds the sale in Manage > Order, paid', async () => {
    const login = new LoginPage(page);
    await login.signIn('0712345678');
    await orders.openFromMenu();
    await orders.find(orderNo);
    await expect(orders.row(orderNo)).toContainText('KES 600.00');
    await expect(orders.row(orderNo)).toContainText('Pay Success');
    await expect(orders.row(orderNo)).toContainText('Grace Wanjiru');
  });

  await test.step('the owner refunds one bag, KES 300, because the customer no longer needs it', async () => {
    await orders.openRefund(orderNo);
    await orders.refundPart('Maize flour 2kg', 1, '300', 'Product no longer needed');
    await expect(page.getByRole('status')).toHaveText('KES 300.00 refunded', { timeout: 20_000 });
  });

  await test.step('the order is in the Refunded tab with what was given back', async () => {
    await page.getByRole('button', { name: 'Refunded' }).click();
    await expect(orders.tab('Refunded')).toHaveAttribute('aria-selected', 'true');
    await orders.find(orderNo);
    await expect(orders.row(orderNo)).toContainText('KES 300.00 refunded');
    await expect(orders.row(orderNo)).toContainText('Refunded');
  });

  await test.step("the till's balance dropped by the refund", async () => {
    expect(await counterOne(api)).toBe(before - 300_00);
  });
});

test('the owner finds a sale by its pay code and sees its M-PESA payment with the receipt and the payer', async ({ page, baseURL }) => {
  const api = new WireClient(fetchTransport(baseURL!));
  let sale = { orderNo: '', payCode: '' };
  let receipt = '';
  await test.step("the cashier shows Peter the sale's pay code, and he pays KES 600 by M-PESA from 0722 333 555", async () => {
    expect((await api.login('0712345678', 'P', DEMO_PASSWORD)).body.rspMsgCd).toBe('MMC00000');
    const paid = await paidSale(api, { customerName: 'Peter Otieno', mobile: '0722333555', payCode: true });
    sale = { orderNo: paid.orderNo, payCode: paid.payCode! };
    receipt = (await api.call<{ payRef: string }>('QueryGoodsOrderDetail', { orderNo: sale.orderNo })).body.payRef;
    expect(receipt).toBeTruthy();
  });

  const orders = new OrdersPage(page);
  await test.step('the owner signs in and opens Manage > Order', async () => {
    const login = new LoginPage(page);
    await login.signIn('0712345678');
    await orders.openFromMenu();
  });

  await test.step('a pay code no order was made for is said so, and stays in the address', async () => {
    await orders.findByPayCode('000000000000');
    await expect(page).toHaveURL(/[?&]payCode=000000000000/);
    await expect(page.getByRole('alert')).toContainText('Payment code not found');
    await expect(page.getByRole('alert')).toContainText('No order of your stores was made for the pay code 000000000000.');
  });

  await test.step("the sale's pay code opens the sale, and Back comes to the list", async () => {
    await orders.findByPayCode(sale.payCode);
    await expect(page).toHaveURL(new RegExp(`/manage/order/detail\\?orderNo=${sale.orderNo}$`));
    await expect(page.getByRole('heading', { name: `Order ${sale.orderNo}`, level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/manage\/order$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('the M-PESA payments show the sale with its amount, receipt, payer and status', async () => {
    await orders.openMpesaPayments();
    const row = orders.mpesaRow(sale.orderNo);
    await expect(row).toContainText('KES 600.00');
    await expect(row).toContainText(receipt);
    await expect(row).toContainText('+254722333555');
    await expect(row).toContainText('Pay Success');
  });

  await test.step('the row opens the order, and Back finds the M-PESA payments as they were', async () => {
    await orders.mpesaRow(sale.orderNo).getByRole('link', { name: sale.orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/order/detail\\?orderNo=${sale.orderNo}$`));
    await page.goBack();
    await expect(orders.mpesa).toBeVisible();
    await expect(orders.mpesaRow(sale.orderNo)).toContainText(receipt);
  });
});
