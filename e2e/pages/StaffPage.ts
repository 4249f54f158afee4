import { expect, type Locator, type Page } from '@playwright/test';

/** /staff and /staff/addStaff: the staff list and the add steps (information, position, authority). */
export class StaffPage {
  constructor(readonly page: Page) {}

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Fills the three steps of adding a staff member and submits; `role` is a group of the tree (its title and the start of its description), ticked whole. */
  async add(s: { first: string; last: string; userName: string; email: string; position: string; store: string; role: string }): Promise<void> {
    await this.page.getByRole('link', { name: 'Add Staff' }).click();
    await this.page.getByLabel('First name').fill(s.first);
    await this.page.getByLabel('Last name').fill(s.last);
    await this.page.getByLabel('Username').fill(s.userName);
    await this.page.getByLabel('E-mail').fill(s.email);
    await this.page.getByRole('button', { name: 'Next' }).click();
    await this.page.getByLabel('Position').fill(s.position);
    await this.page.getByRole('checkbox', { name: s.store }).check();
    await this.page.getByRole('button', { name: 'Next' }).click();
    const group = this.page.getByRole('checkbox', { name: s.role });
    await expect(group).toBeVisible();
    await group.click();
    await expect(group).toHaveAttribute('aria-checked', 'true');
    await this.page.getByRole('button', { name: 'Add staff member' }).click();
  }
}
