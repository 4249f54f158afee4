import { type Locator, type Page, expect } from '@playwright/test';

/** The header's bell and the notification drawer (400 px) with its list, search and detail. */
export class NotificationsDrawer {
  constructor(readonly page: Page) {}

  bell(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  }

  drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Notifications' });
  }

  async open(): Promise<void> {
    await this.bell().click();
    await expect(this.drawer()).toBeVisible();
  }

  list(): Locator {
    return this.drawer().getByRole('list', { name: 'Notifications' });
  }

  /** A message of the list by its title; unread ones are announced 'Unread: <title>'. */
  item(title: string, state: 'unread' | 'read' | 'any' = 'any'): Locator {
    const name = state === 'unread' ? `Unread: ${title}` : state === 'read' ? title : new RegExp(`^(Unread: )?${title}$`);
    return this.list().getByRole('button', { name, exact: typeof name === 'string' });
  }

  async search(text: string): Promise<void> {
    const box = this.drawer().getByRole('searchbox', { name: 'Search notifications' });
    await box.fill(text);
    await box.press('Enter');
  }

  async close(): Promise<void> {
    await this.drawer().getByRole('button', { name: 'Close' }).click();
    await expect(this.drawer()).toBeHidden();
  }
}
