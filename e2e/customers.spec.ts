import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CustomersPage } from './pages/CustomersPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { expect, freshPhone, test } from './support/fixtures';

/** The customer messages the server put in its outbox for `recipient` (254… or an e-mail). */
function messagesTo(dataDir: string, recipient: string): { channel: string; subject: string | null; body: string }[] {
  const db = new Database(join(dataDir, 'biashara.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select channel, subject, body from outbox where recipient = ? and purpose = 'customers:notice' order by created_at").all(recipient) as {
      channel: string;
      subject: string | null;
      body: string;
    }[];
  } finally {
    db.close();
  }
}

test('the owner bulk-adds customers, fixes a refused file, messages them and retries the failures', async ({ page, outbox }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const customers = new CustomersPage(page);
  // Fresh values, so the journey can run again against the same server.
  const [p1, p2] = [freshPhone(), freshPhone()];
  const tag = p1.slice(-4);
  const njoroge = `Peter Njoroge${tag}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const ngari = `Mary Ngari${tag}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const [njorogeFirst, njorogeLast] = njoroge.split(' ') as [string, string];
  const [ngariFirst, ngariLast] = ngari.split(' ') as [string, string];
  const email = `${njorogeLast.toLowerCase()}@example.co.ke`;

  await login.signIn('0712345678');
  await expect(async () => {
    await shell.openFromMenu('Customer', 'Manage');
    await expect(customers.heading('Customers')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(customers.row('Mumbua Musau')).toContainText('+254780493783');
  await expect(page.getByText('50 customers')).toBeVisible();

  await test.step('uploads a file with one bad row: nothing is added and the row is named', async () => {
    await page.getByRole('link', { name: 'Bulk Add' }).click();
    await expect(customers.heading('Bulk Add')).toBeVisible();
    await customers.upload(
      'customers-march.csv',
      CustomersPage.csv([
        [njorogeFirst, '', njorogeLast, `0${p1}`, '', 'M', '1990-01-02', '', ''],
        [ngariFirst, '', 'W4ngari', `0${p2}`, '', 'F', '', '', ''],
      ]),
    );
    await expect(page.getByText('customers-march.csv: nothing was added')).toBeVisible();
    await expect(page.getByText('1 row(s) have errors. No customer was added.').first()).toBeVisible();
    const bad = page.getByRole('row').filter({ hasText: 'W4ngari' }).first();
    await expect(bad).toContainText('3');
    await expect(bad).toContainText('Last Name');
    await expect(bad).toContainText('Use letters only');
    await expect(customers.row('customers-march.csv').first()).toContainText('Refused');
  });

  await test.step('uploads the corrected file: every customer is added', async () => {
    await customers.upload(
      'customers-march-fixed.csv',
      CustomersPage.csv([
        [njorogeFirst, '', njorogeLast, `0${p1}`, '', 'M', '1990-01-02', '', ''],
        [ngariFirst, '', ngariLast, `0${p2}`, '', 'F', '', '', ''],
      ]),
    );
    await expect(page.getByText('2 customers added from customers-march-fixed.csv')).toBeVisible();
    await expect(customers.row('customers-march-fixed.csv').first()).toContainText('Added');
    await page.getByRole('link', { name: 'View customers' }).click();
    await customers.search.fill(ngariLast);
    await expect(customers.row(ngari)).toContainText(`+254${p2}`);
  });

  let tryAgainUrl = '';
  await test.step('e-mails two customers: the one without an address is listed as failed', async () => {
    await page.goto('/Merchant/customer/sendMessage');
    await expect(customers.heading('Send Message')).toBeVisible();
    await customers.sendMessage({ channel: 'E-mail', subject: 'New stock', text: 'Fresh maize flour is in.', to: ['Amina Wairimu Otieno', njoroge] });
    await expect(page.getByText('Sent to 1 of 2 customers')).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).first().click();
    await expect(customers.heading('Try Again')).toBeVisible();
    await expect(customers.row(njoroge)).toContainText('This customer has no e-mail address.');
    tryAgainUrl = page.url();
  });

  await test.step('adds the e-mail address and tries again: the message goes out', async () => {
    await customers.row(njoroge).getByRole('link', { name: 'Edit customer' }).click();
    await expect(customers.heading('Edit Customer')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer saved')).toBeVisible();
    await page.goto(tryAgainUrl);
    await page.getByRole('button', { name: 'Try again for all' }).click();
    await expect(page.getByText('Tried again: 1 sent, 0 still failed')).toBeVisible();
    await expect(page.getByText('Every customer got this message.')).toBeVisible();
    expect(messagesTo(outbox.dataDir, email)).toEqual([expect.objectContaining({ channel: 'email', subject: 'New stock' })]);
  });

  await test.step('an SMS to a do-not-disturb number fails and stays failed on a retry', async () => {
    await page.goto('/Merchant/customer/sendMessage');
    await customers.sendMessage({ channel: 'SMS', text: 'Karibu tena!', to: [ngari, 'Zawadi Chebet'] });
    await expect(page.getByText('Sent to 1 of 2 customers')).toBeVisible();
    expect(messagesTo(outbox.dataDir, `254${p2}`)).toEqual([expect.objectContaining({ channel: 'sms', body: 'Amani Traders Ltd: Karibu tena!' })]);
    await page.getByRole('link', { name: 'Try again' }).first().click();
    await expect(customers.row('Zawadi Chebet')).toContainText('The SMS gateway refused this number: it is on the do-not-disturb list.');
    await page.getByRole('button', { name: 'Try again for all' }).click();
    await expect(page.getByText('Tried again: 0 sent, 1 still failed')).toBeVisible();
    await expect(customers.row('Zawadi Chebet')).toContainText('2');
  });
});
