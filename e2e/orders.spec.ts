import { expect, test } from '@playwright/test';
import { WireClient, fetchTransport } from '../src/server/testing/client';
import { OrdersPage } from './pages/OrdersPage';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';

/** The balance of till Counter 1 as the server answers it, in cents. */
async function counterOne(client: WireClient): Promise<number> {
  const res = await client.call<{ list: { balance: number }[] }>('QueryTillsInfoList', { tillId: 'till-demo-counter1' });
  return res.body.list[0]!.balance;
}

/** A sale rung up at the counter and paid by M-PESA (the checkout area's actions, as its screen calls them). */
async function paidSale(client: WireClient): Promise<string> {
  const placed = await client.call<{ orderNo: string }>('PlaceOrder', {
    items: [{ name: 'Maize flour 2kg', unitPrice: 300_00, quantity: 2 }],
    tillId: 'till-demo-counter1',
    customerName: 'Grace Wanjiru',
    requestId: `e2e-orders-${Date.now()}`,
  });
  expect(placed.body.rspMsgCd).toBe('MMC00000');
  const paid = await client.call('ConfirmPayment', { orderNo: placed.body.orderNo, payType: '0001', mobile: '0722333444' });
  expect(paid.body.rspMsgCd).toBe('MMC00000');
  await expect
    .poll(async () => (await client.call<{ payStatus: string }>('QueryPaymentResult', { orderNo: placed.body.orderNo })).body.payStatus, { timeout: 20_000 })
    .toBe('PS');
  return placed.body.orderNo;
}

test('a paid sale shows in orders, the owner refunds part of it, it shows as refunded and the till drops by the refund', async ({ page, baseURL }) => {
  const api = new WireClient(fetchTransport(baseURL!));
  let orderNo = '';
  let before = 0;
  await test.step('a customer buys two bags of maize flour at Counter 1 and pays KES 600 by M-PESA', async () => {
    expect((await api.login('0712345678', 'P', DEMO_PASSWORD)).body.rspMsgCd).toBe('MMC00000');
    orderNo = await paidSale(api);
    before = await counterOne(api);
  });

  const orders = new OrdersPage(page);
  await test.step('the owner finds the sale in Manage > Order, paid', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn('0712345678', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/Merchant\/home$/);
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
