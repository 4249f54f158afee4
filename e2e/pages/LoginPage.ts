import { expect, type Locator, type Page } from '@playwright/test';

/** /login: one field for phone, e-mail or staff username, and the password. */
export class LoginPage {
  readonly userId: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The error the page shows above the form. */
  readonly error: Locator;
  readonly forgotPassword: Locator;
  /** The code asked of a device the account does not trust yet. */
  readonly deviceCode: Locator;

  constructor(readonly page: Page) {
    this.userId = page.getByLabel('Phone, e-mail or staff username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Log in' });
    this.error = page.getByRole('alert');
    this.forgotPassword = page.getByRole('link', { name: 'Forgot password?' }).first();
    this.deviceCode = page.getByLabel('Verification code');
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/login');
  }

  async logIn(userId: string, password: string): Promise<void> {
    await this.userId.fill(userId);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Opens the login page, logs in with the demo password and waits for the home page. */
  async signIn(userId: string): Promise<void> {
    await this.goto();
    await this.logIn(userId, DEMO_PASSWORD);
    await expect(this.page).toHaveURL(/\/Merchant\/home$/);
  }
}

/** Finishes a login from a device the account does not trust yet with the code sent to it. */
export async function verifyDevice(login: LoginPage, code: string): Promise<void> {
  await login.deviceCode.fill(code);
  await login.page.getByRole('button', { name: 'Verify and log in' }).click();
}

export const DEMO_PASSWORD = 'Demo@1234';
