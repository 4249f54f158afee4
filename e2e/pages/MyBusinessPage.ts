import { expect, type Locator, type Page } from '@playwright/test';
import { confirmDialog } from '../support/dialogs';

/** /business/myBusiness: the person's businesses, the current one marked, and Switch. */
export class MyBusinessPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/business/myBusiness');
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Switches to a business after confirming, and waits for the toast. */
  async switchTo(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: `Switch to ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Switch to ${name}?` });
    await confirmDialog(dialog);
    await expect(this.page.getByText(`You are now working in ${name}.`)).toBeVisible();
  }
}
