import { type Locator, type Page, expect } from '@playwright/test';

/** /finance/payByCode: buy goods, pay bill, {product} pay — number, amount, review with fees, PIN, result. */
export class PayByCodePage {
  constructor(readonly page: Page) {}

  async goto(tab?: 'bill' | 'code'): Promise<void> {
    await this.page.goto(`/Merchant/finance/payByCode${tab ? `?tab=${tab}` : ''}`);
    await expect(this.page.getByRole('heading', { name: 'Pay by code' })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** Types the till or paybill number and leaves the field, so the page names it. */
  async number(label: 'Till number' | 'Paybill number' | 'Pay code', value: string): Promise<void> {
    await this.page.getByLabel(label).fill(value);
    await this.page.getByLabel(label).blur();
  }

  async fill(values: { account?: string; amount: string }): Promise<void> {
    if (values.account) await this.page.getByLabel('Account number').fill(values.account);
    await this.page.getByLabel('Amount (KES)').fill(values.amount);
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next' }).click();
  }

  reviewValue(label: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByText(label, { exact: true }) });
  }

  async confirmWithPin(pin: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirm with PIN' }).click();
    const dialog = this.page.getByRole('dialog', { name: /pay KES/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('PIN').fill(pin);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }

  status(): Locator {
    return this.page.getByRole('status').filter({ hasText: /paid to|Payment failed|Waiting/ });
  }
}
