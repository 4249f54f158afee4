import { expect, type Locator, type Page } from '@playwright/test';
import { confirmDialog } from '../support/dialogs';

/** /setting/stakeholderManagement: owners, directors and partners, with their actions. */
export class StakeholdersPage {
  readonly add: Locator;
  readonly addDialog: Locator;

  constructor(readonly page: Page) {
    this.add = page.getByRole('button', { name: 'Add stakeholder' });
    this.addDialog = page.getByRole('dialog', { name: 'Add stakeholder' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/setting/stakeholderManagement');
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  async addStakeholder(s: { firstName: string; lastName: string; phone: string; designation: string }) {
    await this.add.click();
    await expect(this.addDialog).toBeVisible();
    await this.addDialog.getByLabel('First name').fill(s.firstName);
    await this.addDialog.getByLabel('Surname').fill(s.lastName);
    await this.addDialog.getByLabel('Phone').fill(s.phone);
    await this.addDialog.getByLabel('Designation').click();
    // The visible option carries its label as title; the listbox option is for screen readers.
    await this.page.getByTitle(s.designation, { exact: true }).last().click();
    await this.addDialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(this.addDialog).toBeHidden();
  }

  /** Clicks an action of a row and answers OK to its confirmation. */
  async confirmAction(name: string, action: string, question: string): Promise<void> {
    await this.row(name).getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: question });
    await confirmDialog(dialog);
  }
}
