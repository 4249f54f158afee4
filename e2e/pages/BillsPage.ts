import { type Locator, type Page, expect } from '@playwright/test';

/** /finance/payUtilities: choose type, provider and account, check it, pay with the PIN, follow the result. */
export class BillsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/finance/payUtilities');
    await expect(this.heading()).toBeVisible();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Pay utilities' });
  }

  async chooseProvider(kind: string, provider: string): Promise<void> {
    await this.page.getByRole('radiogroup').getByText(kind, { exact: true }).click();
    await this.page.getByLabel('Service provider').click();
    // The visible option carries its label as title; the listbox option is for screen readers.
    await this.page.getByTitle(provider, { exact: true }).last().click();
  }

  async checkAccount(label: string, accountNo: string): Promise<void> {
    await this.page.getByLabel(label).fill(accountNo);
    await this.page.getByRole('button', { name: 'Check account' }).click();
  }

  holder(): Locator {
    return this.page.getByTestId('bill-holder');
  }

  summaryValue(label: string): Locator {
    return this.page.locator('.ant-descriptions-row', { has: this.page.getByText(label, { exact: true }) }).locator('.ant-descriptions-item-content');
  }

  async confirmWithPin(pin: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirm with PIN' }).click();
    const dialog = this.page.getByRole('dialog', { name: /pay KES/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('PIN').fill(pin);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }

  token(): Locator {
    return this.page.getByTestId('bill-token');
  }
}
