import { expect, type Locator, type Page } from '@playwright/test';

/** /home's extras: the quick access menu and its editor, the banners, the recommended mini apps. */
export class HomePage {
  readonly quickAccess: Locator;
  readonly editor: Locator;

  constructor(readonly page: Page) {
    this.quickAccess = page.getByRole('list', { name: 'Quick access' });
    this.editor = page.getByRole('dialog', { name: 'Quick access menu' });
  }

  async openEditor(): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit' }).click();
    await expect(this.editor).toBeVisible();
  }

  entry(name: string): Locator {
    return this.editor.getByRole('checkbox', { name, exact: true });
  }

  counter(): Locator {
    return this.editor.getByTestId('quick-counter');
  }
}
