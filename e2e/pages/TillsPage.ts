import { type Locator, type Page, expect } from '@playwright/test';
import { confirmDialog } from '../support/dialogs';

/** Till management: the list, a till's card and records, the settle page and the settlements. */
export class TillsPage {
  readonly records: Locator;

  constructor(readonly page: Page) {
    this.records = page.getByRole('region', { name: 'Transaction records' });
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/Merchant/setting/tillManagement');
    await expect(this.page.getByRole('heading', { name: 'Till management', level: 1 })).toBeVisible();
  }

  /** Adds a till to a store; the till's page opens. Answers its number. */
  async addTill(name: string, store: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Add till' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Till name').fill(name);
    await dialog.getByLabel('Store').click();
    // The visible option carries its label as title; the listbox option is for screen readers.
    await this.page.getByTitle(store, { exact: true }).last().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const heading = this.page.getByRole('heading', { name: new RegExp(`^Till \\d{7} · ${name}$`), level: 1 });
    await expect(heading).toBeVisible();
    return /Till (\d{7})/.exec((await heading.textContent()) ?? '')![1]!;
  }

  /** The simulated customer pays the open till by M-PESA. */
  async customerPays(amount: number, firstName: string): Promise<void> {
    const form = this.page.getByRole('region', { name: 'Simulate a customer payment' });
    await form.getByLabel("Customer's first name").fill(firstName);
    await form.getByLabel('Amount').fill(String(amount));
    await form.getByRole('button', { name: 'Customer pays' }).click();
  }

  paymentRow(text: string | RegExp): Locator {
    return this.records.getByRole('row').filter({ hasText: text });
  }

  async claim(row: Locator, saleRef: string, note: string): Promise<void> {
    await row.getByRole('button', { name: 'Claim' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Sale or receipt number').fill(saleRef);
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByRole('button', { name: 'Claim' }).click();
  }

  async settle(amount: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Settle', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: 'Settle', level: 1 })).toBeVisible();
    await this.page.getByLabel('Amount to settle').fill(String(amount));
    await this.page.getByRole('button', { name: 'Settle now' }).click();
    // The money leaves the till only once the amount and where it goes are confirmed.
    await confirmDialog(this.page.getByRole('dialog', { name: `Settle KES ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} now?` }));
  }
}
