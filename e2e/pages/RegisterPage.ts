import { expect, type Locator, type Page } from '@playwright/test';
import type { Outbox } from '../support/outbox';

/** Someone registering: their mobile number (9 digits after +254), names, ID, password and PIN. */
export interface NewOwner {
  phone: string;
  firstName: string;
  lastName: string;
  idNo: string;
  password: string;
  pin: string;
}

/** /register and the registration steps after it (/addPersonInfo, /setPassword, /setPin). */
export class RegisterPage {
  readonly phone: Locator;
  readonly agree: Locator;
  readonly continue: Locator;
  readonly code: Locator;
  readonly verify: Locator;

  constructor(readonly page: Page) {
    // The tab and the field share the name 'Mobile number': the field is the textbox.
    this.phone = page.getByRole('textbox', { name: 'Mobile number' });
    this.agree = page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ });
    this.continue = page.getByRole('button', { name: 'Continue' });
    this.code = page.getByLabel('Verification code');
    this.verify = page.getByRole('button', { name: 'Verify' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/register');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The mobile number and the agreement; the code is sent next. */
  async startWithPhone(phone: string): Promise<void> {
    await this.phone.fill(phone);
    await this.agree.check();
    await this.continue.click();
    await expect(this.code).toBeVisible();
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.verify.click();
  }

  async fillPersonInfo(owner: Pick<NewOwner, 'firstName' | 'lastName' | 'idNo'>): Promise<void> {
    await expect(this.heading('Your details')).toBeVisible();
    await this.page.getByLabel('First name').fill(owner.firstName);
    await this.page.getByLabel('Surname').fill(owner.lastName);
    await this.page.getByLabel('ID number').fill(owner.idNo);
    await this.continue.click();
  }

  async setPassword(password: string): Promise<void> {
    await expect(this.heading('Set your password')).toBeVisible();
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password').fill(password);
    await this.continue.click();
  }

  async setPin(pin: string, confirm: string = pin): Promise<void> {
    await expect(this.heading('Set your PIN')).toBeVisible();
    await this.page.getByLabel('PIN', { exact: true }).fill(pin);
    await this.page.getByLabel('Confirm new PIN').fill(confirm);
    await this.page.getByRole('button', { name: 'Finish registration' }).click();
  }

  /** The whole registration, the code read from the outbox; ends signed in on /growBusiness. */
  async registerOwner(owner: NewOwner, outbox: Outbox): Promise<void> {
    await this.goto();
    await this.startWithPhone(owner.phone);
    await this.enterCode(await outbox.code(`254${owner.phone}`, '01'));
    await this.fillPersonInfo(owner);
    await this.setPassword(owner.password);
    await this.setPin(owner.pin);
    await expect(this.page).toHaveURL(/\/Merchant\/growBusiness$/);
  }
}
