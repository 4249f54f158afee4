import type { Locator, Page } from '@playwright/test';

export interface FileToUpload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** /setting/helpManagement: service processes, raise a ticket, raised tickets, call backs. */
export class HelpCenterPage {
  constructor(readonly page: Page) {}

  async showTab(name: 'Service processes' | 'Raise a ticket' | 'Raised tickets' | 'Request a call back'): Promise<void> {
    await this.page.getByRole('radiogroup', { name: 'Show' }).getByText(name, { exact: true }).click();
  }

  async raiseTicket(v: { type: string; title: string; issueType: string; description: string; channel: string; file?: FileToUpload }): Promise<void> {
    // A button-style radio: its input is hidden, the visible label is what a user clicks.
    await this.page.getByText(v.type, { exact: true }).click();
    await this.page.getByRole('radio', { name: v.type, exact: true }).isChecked();
    await this.page.getByLabel('Title').fill(v.title);
    await this.page.getByLabel('Issue type').click();
    // The visible option carries its label as title; the listbox option is for screen readers.
    await this.page.getByTitle(v.issueType, { exact: true }).last().click();
    await this.page.getByLabel('Description').fill(v.description);
    if (v.file) {
      const chooser = this.page.waitForEvent('filechooser');
      await this.page.getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles(v.file);
      await this.page.getByText(v.file.name).waitFor();
    }
    await this.page.getByRole('radio', { name: v.channel, exact: true }).check();
    await this.page.getByRole('button', { name: 'Submit ticket' }).click();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  drawer(): Locator {
    return this.page.getByRole('dialog');
  }
}

/** /supportDesk: the provider's support agents' queue. */
export class SupportDeskPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Support Desk' });
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: 'Search' });
    await box.fill(text);
    await box.press('Enter');
  }

  async open(ticketNo: string): Promise<void> {
    await this.page.getByRole('button', { name: `Open ${ticketNo}` }).click();
  }

  drawer(): Locator {
    return this.page.getByRole('dialog');
  }
}
