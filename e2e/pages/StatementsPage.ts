import { type Download, type Locator, type Page, expect } from '@playwright/test';

/** Transaction records (/finance/transaction), a record's detail and the account statement page. */
export class StatementsPage {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Picks an option of an antd select by its visible label (the visible option carries it as title). */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).click();
    await this.page.getByTitle(option, { exact: true }).last().click();
  }

  recordRows(): Locator {
    return this.page.locator('.ant-table-tbody').getByRole('row');
  }

  async filterRecords(f: { type?: string; search?: string }): Promise<void> {
    if (f.type) await this.choose('Type', f.type);
    if (f.search) await this.page.getByLabel('Search', { exact: true }).fill(f.search);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  statementRows(): Locator {
    return this.page.getByRole('table').getByRole('row');
  }

  /** Asks for a statement of the last 90 days in a format; it appears first in the list. */
  async generate(format: 'PDF' | 'Excel (XLSX)' | 'CSV'): Promise<void> {
    await this.page.getByLabel('Period').first().click();
    await this.page.getByText('Last 90 days', { exact: true }).click();
    await this.page.getByRole('radiogroup').getByText(format, { exact: true }).click();
    await expect(this.page.getByRole('radio', { name: format, exact: true })).toBeChecked();
    await this.page.getByRole('button', { name: 'Generate', exact: true }).click();
    // The toast of an earlier request may still be showing: the newest is the last one.
    await expect(this.page.getByText('Your statement is being generated.', { exact: false }).last()).toBeVisible();
  }

  /** Waits for the newest statement to be ready and downloads it. */
  async downloadNewest(format: 'PDF' | 'XLSX' | 'CSV'): Promise<Download> {
    const row = this.statementRows().nth(1);
    await expect(row).toContainText(format);
    const button = row.getByRole('button', { name: new RegExp(`Download the ${format} statement`) });
    await expect(button).toBeVisible({ timeout: 20_000 });
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    return download;
  }
}
