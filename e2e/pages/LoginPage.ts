import type { Locator, Page } from '@playwright/test';

/** /login: one field for phone, e-mail or staff username, and the password. */
export class LoginPage {
  readonly userId: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The error the page shows above the form. */
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.userId = page.getByLabel('Phone, e-mail or staff username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Log in' });
    this.error = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/login');
  }

  async logIn(userId: string, password: string): Promise<void> {
    await this.userId.fill(userId);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export const DEMO_PASSWORD = 'Demo@1234';
