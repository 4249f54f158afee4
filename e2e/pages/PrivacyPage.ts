import { expect, type Locator, type Page } from '@playwright/test';

/** /account/privacyAndSecurity: password, PIN (change and reset) and the login devices. */
export class PrivacyPage {
  readonly devices: Locator;

  constructor(readonly page: Page) {
    this.devices = page.getByRole('table');
  }

  /** Shows the devices 100 to a page (the table pages them, 10 at first, latest sign-in first). */
  async showAllDevices(): Promise<void> {
    await this.page.locator('.ant-pagination-options .ant-select').click();
    await this.page.getByTitle('100 / page').click();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Privacy & Security' });
  }

  changePinDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Change PIN' });
  }

  /** Opens Change PIN and submits the current PIN and the new one twice. */
  async changePin(current: string, next: string): Promise<void> {
    const dialog = this.changePinDialog();
    if (!(await dialog.isVisible())) await this.page.getByRole('button', { name: 'Change PIN' }).click();
    await dialog.getByLabel('Current PIN').fill(current);
    await dialog.getByLabel('New PIN', { exact: true }).fill(next);
    await dialog.getByLabel('Confirm new PIN').fill(next);
    await dialog.getByRole('button', { name: 'Change PIN' }).click();
  }

  changePasswordDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Change password' });
  }

  /** Opens Change password (after its risk check) and submits the current and the new one. */
  async changePassword(current: string, next: string): Promise<void> {
    const dialog = this.changePasswordDialog();
    if (!(await dialog.isVisible())) {
      await this.page.getByRole('button', { name: 'Change password' }).click();
    }
    await dialog.getByLabel('Current password').fill(current);
    await dialog.getByLabel('New password', { exact: true }).fill(next);
    await dialog.getByLabel('Confirm new password').fill(next);
    await dialog.getByRole('button', { name: 'Change password' }).click();
  }

  /** A device's row in the list, by its name. */
  device(name: string): Locator {
    return this.devices.getByRole('row').filter({ hasText: name });
  }

  /** Removes a device after confirming. */
  async removeDevice(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = this.page.getByRole('dialog', { name: `Remove ${name}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
  }
}
