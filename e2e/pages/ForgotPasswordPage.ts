import { expect, type Locator, type Page } from '@playwright/test';

/** Forgot password: /resetDescription, /resetCode, /resetSetPassword, /resetSuccess. */
export class ForgotPasswordPage {
  readonly phone: Locator;
  readonly code: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByRole('textbox', { name: 'Mobile number' });
    this.code = page.getByLabel('Verification code');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async start(): Promise<void> {
    await expect(this.heading('Forgot password?')).toBeVisible();
    await this.page.getByRole('link', { name: 'Start' }).click();
  }

  async sendCodeTo(phone: string): Promise<void> {
    await expect(this.heading('Find your account')).toBeVisible();
    await this.phone.fill(phone);
    await this.page.getByRole('button', { name: 'Send code' }).click();
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.page.getByRole('button', { name: 'Next' }).click();
  }

  async setNewPassword(password: string): Promise<void> {
    await expect(this.heading('Set a new password')).toBeVisible();
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password').fill(password);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
  }
}
