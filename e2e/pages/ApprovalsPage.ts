import { type Locator, type Page, expect } from '@playwright/test';

/** /setting/transactionApproval and its detail: held transactions and their decisions. */
export class ApprovalsPage {
  constructor(readonly page: Page) {}

  async gotoList(): Promise<void> {
    await this.page.goto('/Merchant/setting/transactionApproval');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Transaction approval' })).toBeVisible({ timeout: 30_000 });
  }

  row(text: string | RegExp): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async open(text: string | RegExp): Promise<void> {
    await this.row(text).getByRole('link', { name: 'View' }).click();
    await expect(this.page).toHaveURL(/\/setting\/transactionApproval\/detail\?approvalNo=AP/);
  }

  /**
   * /account/accountMandate/add: a sequential mandate on a transaction type (all its subtypes) from
   * `fromShillings`, unlimited, with one authorizer; back on the list once saved.
   */
  async addMandate(m: { type: string; fromShillings: number; authorizer: string }): Promise<void> {
    await this.page.goto('/Merchant/account/accountMandate/add');
    await this.page.getByLabel('Transaction type', { exact: true }).click();
    await this.page.getByTitle(m.type, { exact: true }).last().click();
    await this.page.getByLabel('Limit From', { exact: true }).fill(String(m.fromShillings));
    await this.page.getByRole('checkbox', { name: 'Unlimited' }).check();
    await this.page.getByLabel('Authorizer', { exact: true }).click();
    await this.page.getByTitle(new RegExp(`^${m.authorizer}`)).last().click();
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page.getByText('Mandate saved')).toBeVisible();
    await expect(this.page).toHaveURL(/\/account\/accountMandate$/);
  }

  /** Deletes the mandates of a transaction type from the list (confirming each). */
  async deleteMandates(type: string): Promise<void> {
    await this.page.goto('/Merchant/account/accountMandate');
    const rows = this.page.getByRole('row').filter({ hasText: new RegExp(`^${type} ·`) });
    await expect(this.page.getByRole('heading', { level: 1, name: 'Account mandate' })).toBeVisible();
    while ((await rows.count()) > 0) {
      const before = await rows.count();
      await rows.first().getByRole('button', { name: 'Delete' }).click();
      await this.page.getByRole('dialog').getByRole('button', { name: /OK|Confirm|Delete/ }).click();
      await expect(rows).toHaveCount(before - 1);
    }
  }

  async approve(): Promise<void> {
    await this.page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: /OK|Confirm/ }).click();
    await expect(this.page.getByText('Approved', { exact: true }).first()).toBeVisible();
  }
}
