import { type Locator, type Page, expect } from '@playwright/test';

/** /finance/money and the top-up by M-PESA screens. */
export class MoneyPage {
  constructor(readonly page: Page) {}

  /** The available balance in minor units, read from the wallet card ('KES 1,234.00'). */
  async availableBalance(): Promise<number> {
    const region = this.page.getByRole('region', { name: 'Available balance' });
    await expect(region).toContainText('KES');
    const text = ((await region.textContent()) ?? '').replace('Available balance', '');
    const m = /KES\s*([\d,]+)\.(\d{2})/.exec(text);
    if (!m) throw new Error(`no balance in: ${text}`);
    return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]);
  }

  pinDialog(): Locator {
    return this.page.getByRole('dialog', { name: /Enter your PIN to top up/ });
  }

  async topUpByMpesa(from: RegExp, shillings: number, pin: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Top up by M-PESA' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Top Up by M-PESA' })).toBeVisible();
    await this.page.getByRole('radio', { name: from }).check();
    await this.page.getByLabel('Amount').fill(String(shillings));
    await this.page.getByRole('button', { name: 'Next' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Confirm Top Up' })).toBeVisible();
    await this.page.getByRole('button', { name: 'Confirm with PIN' }).click();
    const dialog = this.pinDialog();
    await dialog.getByLabel('PIN').fill(pin);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
}
