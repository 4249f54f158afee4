import { type Locator, type Page, expect } from '@playwright/test';

/** /finance/transfer: the four steps of sending money. */
export class TransferPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Send money' });
  }

  async chooseTab(name: 'To mobile' | 'To bank' | 'To many'): Promise<void> {
    await this.page.getByText(name, { exact: true }).click();
  }

  /** Picks an option of an antd select by its label. */
  async select(label: string, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).click();
    await this.page.getByTitle(option, { exact: true }).click();
  }

  async typeBankPayee(channel: string, bank: string, accountNo: string): Promise<void> {
    await this.select('Channel', channel);
    const bankBox = this.page.getByLabel('Bank', { exact: true });
    await bankBox.click();
    await bankBox.fill(bank);
    await this.page.getByTitle(bank, { exact: true }).click();
    await this.page.getByLabel('Account number').fill(accountNo);
  }

  amount(): Locator {
    return this.page.getByLabel('Amount (KES)');
  }

  /** A row of the payment summary, e.g. 'Total'. */
  summaryValue(label: string): Locator {
    return this.page.getByRole('row', { name: new RegExp(`^${label}\\b`) }).getByRole('cell').last();
  }

  async confirmWithPin(pin: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirm with PIN' }).click();
    const dialog = this.page.getByRole('dialog', { name: /Enter your PIN to send/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('PIN').fill(pin);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
}
