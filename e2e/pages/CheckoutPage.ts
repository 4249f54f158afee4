import Database from 'better-sqlite3';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { type Locator, type Page, expect } from '@playwright/test';

/** The counter at /checkout/index: search, cart, summary, the pay dialog and the receipt. */
export class CheckoutPage {
  readonly search: Locator;
  readonly summary: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('combobox', { name: 'Product search' });
    this.summary = page.getByText('Summary').locator('xpath=ancestor::div[contains(@class,"ant-card")][1]');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/checkout/index');
    await expect(this.page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  }

  /** Types a product's name in the (focused) search box and adds it with Enter. */
  async addByName(name: string): Promise<void> {
    await expect(this.search).toBeFocused();
    await this.search.fill(name);
    await expect(this.page.getByRole('option').filter({ hasText: name })).toBeVisible();
    await this.search.press('Enter');
    await expect(this.page.getByRole('row').filter({ hasText: name })).toBeVisible();
  }

  async applyCoupon(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await this.page.getByRole('button', { name: 'Apply' }).click();
  }

  payButton(amount: string): Locator {
    return this.page.getByRole('button', { name: `Pay ${amount} (F9)` });
  }

  /** The M-PESA tab: the customer's number, then the STK push. */
  async payByMpesa(digits: string): Promise<void> {
    await this.dialog.getByRole('tab', { name: 'M-PESA' }).click();
    await this.dialog.getByLabel("Customer's M-PESA number").fill(digits);
    await this.dialog.getByRole('button', { name: 'Send payment request' }).click();
  }

  /** Searches the customer book from the summary and picks the customer shown with that text. */
  async pickCustomer(search: string, name: string): Promise<void> {
    const picker = this.page.getByRole('combobox', { name: 'Customer (optional)' });
    await picker.click();
    await picker.fill(search);
    // The visible option carries its label (name · mobile) as title; the listbox option is for screen readers.
    await this.page.getByTitle(name).last().click();
  }

  /** The Cash tab: the amount handed over, then confirm. */
  async payCash(amount: string): Promise<void> {
    await this.dialog.getByLabel('Cash received').fill(amount);
    await this.dialog.getByRole('button', { name: 'Confirm cash payment' }).click();
  }

  async sendReceipt(email: string): Promise<void> {
    await this.dialog.getByLabel('E-mail').fill(email);
    await this.dialog.getByRole('button', { name: 'Send receipt' }).click();
  }
}

/**
 * Products put on the demo business's shelf for a journey (the inventory area owns the screens
 * that make them); answers their names.
 */
export function shelveProducts(dataDir: string, products: { name: string; price: number; stock: number }[]): void {
  const db = new Database(join(dataDir, 'biashara.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = new Date().toISOString();
    const insert = db.prepare(
      `insert into products (id, merchant_id, product_no, name, name_key, category_id, description, unit, price, discount, stock, low_stock, image_file_id, publish_status, created_by, created_at, updated_at, deleted_at)
       values (?, 'merc-demo', ?, ?, ?, null, null, 'pc', ?, 0, ?, 0, null, '1', null, ?, ?, null)`,
    );
    for (const p of products) insert.run(randomUUID(), `E2E${randomUUID().slice(0, 8)}`, p.name, p.name.toLowerCase(), p.price, p.stock, now, now);
  } finally {
    db.close();
  }
}

/** The newest message of a purpose sent to a recipient (the outbox). */
export function outboxBody(dataDir: string, recipient: string, purpose: string): string | null {
  const db = new Database(join(dataDir, 'biashara.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select body from outbox where recipient = ? and purpose = ? order by created_at desc limit 1').get(recipient, purpose) as { body: string } | undefined;
    return row?.body ?? null;
  } finally {
    db.close();
  }
}
