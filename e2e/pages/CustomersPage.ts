import { expect, type Locator, type Page } from '@playwright/test';
import { confirmDialog } from '../support/dialogs';

const HEADER = 'First Name*,Middle Name,Last Name*,Mobile Number*,Email,Gender (M/F),Birthday (YYYY-MM-DD),Anniversary (YYYY-MM-DD),Note';

/** /customer and its pages: the list, bulk add, send message and try again. */
export class CustomersPage {
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search customers' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** A row by its text; a long name shows cut to 15 characters with the whole name as its title. */
  row(text: string, within: Locator = this.page.locator('body')): Locator {
    const rows = within.getByRole('row');
    return rows.filter({ hasText: text }).or(rows.filter({ has: this.page.getByTitle(text, { exact: true }) }));
  }

  /** A CSV in the template's columns with these rows (each a line of cells). */
  static csv(rows: string[][]): string {
    return [HEADER, ...rows.map((r) => r.join(','))].join('\r\n');
  }

  async upload(fileName: string, content: string): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
  }

  /** Ticks a customer in a table with row selection, by its name. */
  async tick(name: string): Promise<void> {
    await this.page.getByRole('checkbox', { name, exact: true }).check();
  }

  async sendMessage(m: { channel: 'SMS' | 'E-mail' | 'In-app'; subject?: string; text: string; to: string[] }): Promise<void> {
    await this.page.locator('#channel').getByText(m.channel, { exact: true }).click();
    if (m.subject) await this.page.getByLabel('Subject').fill(m.subject);
    await this.page.getByLabel('Message', { exact: true }).fill(m.text);
    for (const name of m.to) {
      await this.page.getByRole('searchbox', { name: 'Search customers' }).fill(name);
      await this.tick(name);
    }
    await expect(this.page.getByText(`${m.to.length} customers chosen`)).toBeVisible();
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Send this message to ${m.to.length} customers?` });
    await confirmDialog(dialog);
  }
}
