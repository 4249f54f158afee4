import { expect, type Locator, type Page } from '@playwright/test';
import { confirmDialog } from '../support/dialogs';

/** Store management: the list (/setting/storeManagement), the store form and a store's details. */
export class StoresPage {
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Store name' });
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /**
   * Picks an option of a searchable select by typing its label; the options of a branch list load
   * after the bank is chosen, so the pick is tried again until the select shows it.
   */
  async choose(label: string, option: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label, exact: true });
    await expect(box).toBeEnabled();
    await expect(async () => {
      await box.click();
      await box.fill(option);
      await expect(this.page.getByRole('option', { name: option })).toBeAttached({ timeout: 1_000 });
      await box.press('Enter');
      await expect(box.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(option, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }

  async fillStore(v: { name: string; address: string; bank: string; branch: string; accountNo: string; accountName: string }): Promise<void> {
    // The page may still be settling in its tab when it first shows: fill until the name stays.
    const storeName = this.page.getByLabel('Store name', { exact: true });
    await expect(async () => {
      await storeName.fill(v.name);
      await this.page.getByLabel('Physical address').fill(v.address);
      await this.page.waitForTimeout(300);
      await expect(storeName).toHaveValue(v.name, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await this.page.getByText('Bank account', { exact: true }).click();
    await this.choose('Bank', v.bank);
    await this.choose('Branch', v.branch);
    await this.page.getByLabel('Account number').fill(v.accountNo);
    await this.page.getByLabel('Account name').fill(v.accountName);
  }

  /** Clicks an action that asks first, and answers OK. */
  async confirmAction(button: string, question: RegExp): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: question });
    await confirmDialog(dialog);
  }
}
