import type { Locator, Page } from '@playwright/test';

/** /growBusiness: the public landing page, and the home of a person without a business yet. */
export class LandingPage {
  readonly register: Locator;
  readonly logOut: Locator;

  constructor(readonly page: Page) {
    this.register = page.getByRole('main').getByRole('link', { name: 'Register' });
    this.logOut = page.getByRole('main').getByRole('button', { name: 'Log Out' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/growBusiness');
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The account menu in the header: Account Profile, Privacy & Security, Log Out. */
  async openFromUserMenu(item: 'Account Profile' | 'Privacy & Security' | 'Log Out'): Promise<void> {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }
}
