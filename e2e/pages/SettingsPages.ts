import type { Locator, Page } from '@playwright/test';

/** /setting/globalization: the business's date display option and language. */
export class GlobalizationPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/setting/globalization');
  }

  heading(name = 'Globalization'): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Picks a date option by its layout (e.g. 'YYYY-MM-DD') and saves. */
  async chooseDateFormat(layout: string, saveLabel = 'Save'): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(`^${layout.replace(/[/-]/g, '\\$&')} `) }).check();
    await this.page.getByRole('button', { name: saveLabel }).click();
  }

  async chooseLanguage(label: string, saveLabel = 'Save'): Promise<void> {
    await this.page.getByRole('radio', { name: label }).check();
    await this.page.getByRole('button', { name: saveLabel }).click();
  }
}

/** /setting/auditTrail: the business's trail, its filters and the CSV export. */
export class AuditTrailPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table').first();
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/Merchant/setting/auditTrail${search}`);
  }

  /** The time cell of the first entry of the list. */
  firstTime(): Locator {
    return this.table.locator('tbody tr.ant-table-row').first().getByRole('cell').nth(1);
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }
}

/** /setting/deviceManagement: every device of the business's people. */
export class DeviceManagementPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/setting/deviceManagement');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Device Management' });
  }

  rowsOf(person: string): Locator {
    return this.table.getByRole('row').filter({ hasText: person });
  }
}
