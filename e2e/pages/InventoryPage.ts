import { type Locator, type Page, expect } from '@playwright/test';

/** /manage/inventory and its add, edit and detail pages, by what a user sees. */
export class InventoryPage {
  constructor(readonly page: Page) {}

  /** Opens Inventory from the side menu (Manage > Inventory). */
  async open(): Promise<void> {
    const nav = this.page.getByRole('navigation', { name: 'Main menu' });
    const inventory = nav.getByRole('menuitem', { name: 'Inventory', exact: true });
    if (!(await inventory.isVisible())) await nav.getByRole('menuitem', { name: 'Manage', exact: true }).click();
    await inventory.click();
    await expect(this.page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  }

  row(name: string | RegExp): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name }) });
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByLabel('Search by name or product no.');
    await box.fill(text);
    await box.press('Enter');
  }

  /** The product form of add and edit. */
  async fillProduct(p: { name?: string; price?: string; discount?: string; stock?: string; image?: { name: string; buffer: Buffer } }): Promise<void> {
    if (p.image) {
      await this.page.locator('input[type=file]').setInputFiles({ name: p.image.name, mimeType: 'image/png', buffer: p.image.buffer });
      await expect(this.page.getByRole('button', { name: 'Choose picture' })).toBeHidden();
    }
    if (p.name !== undefined) await this.page.getByLabel('Product name').fill(p.name);
    if (p.price !== undefined) await this.page.getByLabel('Selling price').fill(p.price);
    if (p.discount !== undefined) await this.page.getByLabel('Discount').fill(p.discount);
    if (p.stock !== undefined) await this.page.getByLabel('Stock', { exact: true }).fill(p.stock);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }

  /** Opens the bulk upload dialog and gives it a file. */
  async upload(fileName: string, content: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Bulk upload' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Bulk upload products' });
    await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
    return dialog;
  }
}
