import { type Locator, type Page, expect } from '@playwright/test';

/** The wallet on /home and its quick actions: withdraw, request to pay, QR code. */
export class WalletPage {
  constructor(readonly page: Page) {}

  async gotoHome(): Promise<void> {
    await this.page.goto('/Merchant/home');
    await expect(this.balanceRegion()).toContainText('KES');
  }

  balanceRegion(): Locator {
    return this.page.getByRole('region', { name: 'Wallet balance' });
  }

  /** The wallet balance in minor units, read from the card ('KES 1,234.00'). */
  async balance(): Promise<number> {
    // The balance may still be loading (a page opened afresh): wait for an amount first.
    await expect(this.balanceRegion()).toContainText(/KES\s*[\d,]+\.\d{2}/);
    const text = (await this.balanceRegion().textContent()) ?? '';
    const m = /KES\s*([\d,]+)\.(\d{2})/.exec(text);
    if (!m) throw new Error(`no balance in: ${text}`);
    return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]);
  }

  async openAction(name: 'Withdraw' | 'Request to pay' | 'QR code'): Promise<void> {
    await this.balanceRegion().getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async withdrawToMpesa(number: RegExp, shillings: number, pin: string): Promise<void> {
    await this.page.getByRole('radio', { name: 'M-PESA', exact: true }).check();
    await this.page.getByRole('radio', { name: number }).check();
    await this.page.getByLabel('Amount').fill(String(shillings));
    await expect(this.page.getByRole('region', { name: 'Before you confirm' })).toContainText('Total from your wallet');
    await this.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    // The PIN dialog names what reaches the number, and the total with the charges beside it.
    const amount = `KES ${shillings.toLocaleString('en-US')}.00`;
    const dialog = this.page.getByRole('dialog', { name: new RegExp(`^Enter your PIN to withdraw ${amount} to .+: KES [\\d,.]+ with the charges$`) });
    await dialog.getByLabel('PIN').fill(pin);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }

  async requestToPay(phone: string, shillings: number): Promise<void> {
    await this.page.getByLabel("Customer's M-PESA number").fill(phone);
    await this.page.getByLabel('Amount').fill(String(shillings));
    await this.page.getByRole('button', { name: 'Send request' }).click();
  }
}
