import { expect, type Locator, type Page } from '@playwright/test';
import { confirmDialog } from '../support/dialogs';

/** /finance/beneficiary: saved payees and groups, with their add and amend pages. */
export class BeneficiaryPage {
  readonly search: Locator;
  readonly groupSearch: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search beneficiaries' });
    this.groupSearch = page.getByRole('searchbox', { name: 'Search groups' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/finance/beneficiary');
  }

  /** A row by its text; a long name shows cut to 15 characters with the whole name as its title. */
  row(text: string): Locator {
    const rows = this.page.getByRole('row');
    return rows.filter({ hasText: text }).or(rows.filter({ has: this.page.getByTitle(text, { exact: true }) }));
  }

  async showTab(name: 'Beneficiaries' | 'Groups'): Promise<void> {
    await this.page.getByText(name, { exact: true }).click();
  }

  /** Picks an option of an antd select by its visible label. */
  private async choose(field: Locator, option: string): Promise<void> {
    await field.click();
    // The visible option carries its label as title; the listbox option is for screen readers.
    await this.page.getByTitle(option, { exact: true }).last().click();
  }

  async addMpesaBeneficiary(b: { phone: string; name: string; nickname?: string }): Promise<void> {
    await this.page.getByRole('link', { name: 'Add beneficiary' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Add Beneficiary' })).toBeVisible();
    await this.choose(this.page.getByLabel('Channel'), 'M-PESA mobile');
    await this.page.getByLabel('Mobile number').fill(b.phone);
    await this.page.getByLabel('Beneficiary name').fill(b.name);
    if (b.nickname) await this.page.getByLabel('Nickname').fill(b.nickname);
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  /** On the add or amend group page: the name, then each member picked by a click on its row. */
  async fillGroup(name: string, members: string[]): Promise<void> {
    await this.page.getByLabel('Group name').fill(name);
    for (const member of members) {
      await this.page.getByRole('searchbox', { name: 'Search beneficiaries' }).fill(member);
      const box = this.page.getByRole('checkbox', { name: `Choose ${member}` });
      await this.row(member).getByRole('cell').last().click();
      await expect(box).toBeChecked();
    }
  }

  async confirmDelete(rowText: string, question: string): Promise<void> {
    await this.row(rowText).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: question });
    await confirmDialog(dialog);
  }
}
