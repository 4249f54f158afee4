import { expect, type Locator, type Page } from '@playwright/test';

/** /setting/businessSetup: the business information, its changes, and the Approvals tab. */
export class BusinessSetupPage {
  readonly edit: Locator;
  readonly editDialog: Locator;
  readonly pending: Locator;
  readonly approvalsTab: Locator;
  readonly approvalDrawer: Locator;

  constructor(readonly page: Page) {
    this.edit = page.getByRole('button', { name: 'Edit', exact: true });
    this.editDialog = page.getByRole('dialog', { name: 'Edit business information' });
    this.pending = page.getByRole('alert').filter({ hasText: 'Pending approval' });
    this.approvalsTab = page.getByRole('tab', { name: 'Approvals' });
    this.approvalDrawer = page.getByRole('dialog', { name: 'Change of business information' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/Merchant/setting/businessSetup');
  }

  /** The value shown beside a label of the business information. */
  value(label: string): Locator {
    return this.page
      .getByRole('rowheader', { name: label, exact: true })
      .locator('xpath=following-sibling::*[1]');
  }

  /** Opens Edit, changes one text field and applies for approval. */
  async applyChange(field: string, value: string): Promise<void> {
    await this.edit.click();
    await expect(this.editDialog).toBeVisible();
    await this.editDialog.getByLabel(field, { exact: true }).fill(value);
    await this.editDialog.getByRole('button', { name: 'Apply for approval' }).click();
    await expect(this.editDialog).toBeHidden();
  }

  /** Opens the first pending change on the Approvals tab. */
  async openPendingApproval(): Promise<void> {
    await this.approvalsTab.click();
    const row = this.page.getByRole('row').filter({ hasText: 'Pending approval' }).first();
    await row.getByRole('button', { name: 'Details' }).click();
    await expect(this.approvalDrawer).toBeVisible();
  }

  async closeApproval(): Promise<void> {
    await this.approvalDrawer.getByRole('button', { name: 'Close' }).click();
    await expect(this.approvalDrawer).toBeHidden();
  }
}
