import { expect, type Locator, type Page } from '@playwright/test';
import { confirmDialog } from '../support/dialogs';

/** The signed-in shell: side menu, header (store, storefront, language, user menu) and tabs. */
export class ShellPage {
  readonly header: Locator;
  readonly menu: Locator;
  readonly tabBar: Locator;
  readonly breadcrumb: Locator;
  readonly storeSwitcher: Locator;
  readonly storefront: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.tabBar = page.getByRole('navigation', { name: 'Open pages' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.storeSwitcher = page.getByRole('combobox', { name: 'Current store' });
    this.storefront = page.getByRole('switch', { name: 'Storefront' });
  }

  menuItem(name: string): Locator {
    return this.menu.getByRole('menuitem', { name, exact: true });
  }

  /** Opens a page from the side menu, through its group when it has one. */
  async openFromMenu(name: string, group?: string): Promise<void> {
    const item = this.menuItem(name);
    if (group && !(await item.isVisible())) await this.menuItem(group).click();
    await item.click();
  }

  pageHeading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  tab(name: string): Locator {
    return this.tabBar.getByRole('tab', { name, exact: true });
  }

  async tabNames(): Promise<string[]> {
    return this.tabBar.getByRole('tab').allInnerTexts();
  }

  /** Closes a tab with its close button (the button sits beside the tab in the tab strip). */
  async closeTab(name: string): Promise<void> {
    await this.tab(name).locator('xpath=..').getByRole('button', { name: 'Close tab' }).click();
  }

  /** Picks a store by typing its name in the switcher and confirming with Enter. */
  async switchStore(name: string): Promise<void> {
    await this.storeSwitcher.click();
    await this.storeSwitcher.fill(name);
    await this.storeSwitcher.press('Enter');
    await expect(this.page.getByText(`You are now working in ${name}.`)).toBeVisible();
  }

  /** Flips the storefront switch and answers OK to the confirmation that asks `question`. */
  async toggleStorefront(question: string): Promise<void> {
    await this.storefront.click();
    const dialog = this.page.getByRole('dialog', { name: question });
    await confirmDialog(dialog);
  }

  /**
   * Picks a language from the switcher (labelled `current` in the language shown now) and waits
   * for the page to be in it. A click that lands while the menu is still animating is tried again.
   */
  async chooseLanguage(current: string, next: '中文' | 'English'): Promise<void> {
    const lang = next === '中文' ? 'zh-CN' : 'en-US';
    const html = this.page.locator('html');
    await expect(async () => {
      const item = this.page.getByRole('menuitem', { name: next });
      if (!(await item.isVisible())) await this.page.getByRole('button', { name: current }).click();
      await item.click({ timeout: 2_000 });
      await expect(html).toHaveAttribute('lang', lang, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  async openUserMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
  }

  async openAccountProfile(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Account Profile' }).click();
  }

  async logOut(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Log Out' }).click();
  }
}
