import { type Locator, type Page, expect } from '@playwright/test';

/** /manage/order and its tabs, the pay code search, the M-PESA payments, the refund form and the result. */
export class OrdersPage {
  readonly search: Locator;
  readonly payCode: Locator;
  readonly mpesa: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Order number, customer or receipt' });
    this.payCode = page.getByRole('searchbox', { name: 'Pay code' });
    this.mpesa = page.getByRole('dialog', { name: 'M-PESA payments' });
  }

  async openFromMenu(): Promise<void> {
    await this.page.getByRole('menuitem', { name: 'Manage' }).click();
    await this.page.getByRole('menuitem', { name: 'Order' }).click();
    await expect(this.page.getByRole('heading', { name: 'Order', level: 1 })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  row(orderNo: string): Locator {
    return this.page.getByRole('row').filter({ hasText: orderNo });
  }

  /**
   * Searches for one order and waits until the list shows the search's answer (the URL carries
   * it and the order is the only row), so that a following click does not race the list
   * re-rendering under it.
   */
  async find(orderNo: string): Promise<void> {
    await this.search.fill(orderNo);
    await this.search.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${orderNo}`));
    await expect(this.row(orderNo)).toBeVisible();
    await expect(this.page.getByRole('row').filter({ hasText: /\d{6,}/ })).toHaveCount(1);
  }

  /** Looks a customer's pay code up (the code goes in the URL while it is looked up). */
  async findByPayCode(code: string): Promise<void> {
    await this.payCode.fill(code);
    await this.payCode.press('Enter');
  }

  /** Opens the M-PESA payments drawer from the page's header. */
  async openMpesaPayments(): Promise<void> {
    await this.page.getByRole('button', { name: 'M-PESA payments' }).click();
    await expect(this.mpesa).toBeVisible();
    await expect(this.page).toHaveURL(/[?&]mpesa=1/);
  }

  mpesaRow(orderNo: string): Locator {
    return this.mpesa.getByRole('row').filter({ hasText: orderNo });
  }

  /** Opens the refund form of one order from its row. */
  async openRefund(orderNo: string): Promise<void> {
    await this.row(orderNo).getByRole('button', { name: 'Refund' }).click();
    await expect(this.page).toHaveURL(new RegExp(`/manage/order/refund\\?orderNo=${orderNo}`));
  }

  /** The partial refund form: the quantity of one item given back, the amount, the reason. */
  async refundPart(item: string, quantity: number, amount: string, reason: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: /^Refund order/ })).toBeVisible();
    await this.page.getByLabel(`Quantity of ${item} given back`).fill(String(quantity));
    const field = this.page.getByLabel('Refund amount');
    await field.fill(amount);
    await this.page.getByLabel('Refund reason').click();
    // The visible option carries its label as title; the listbox option is for screen readers.
    await this.page.getByTitle(reason, { exact: true }).last().click();
    await this.page.getByRole('button', { name: 'Refund', exact: true }).click();
  }
}
