import { type Locator, type Page, expect } from '@playwright/test';

/** /setting/transactionApproval and its detail: held transactions and their decisions. */
export class ApprovalsPage {
  constructor(readonly page: Page) {}

  async gotoList(): Promise<void> {
    await this.page.goto('/Merchant/setting/transactionApproval');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Transaction approval' })).toBeVisible({ timeout: 30_000 });
  }

  row(text: string | RegExp): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async open(text: string | RegExp): Promise<void> {
    await this.row(text).getByRole('link', { name: 'View' }).click();
    await expect(this.page).toHaveURL(/\/setting\/transactionApproval\/detail\?approvalNo=AP/);
  }

  async approve(): Promise<void> {
    await this.page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: /OK|Confirm/ }).click();
    await expect(this.page.getByText('Approved', { exact: true }).first()).toBeVisible();
  }
}
