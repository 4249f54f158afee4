import { expect, test } from '@playwright/test';
import { tilePng } from '../src/server/modules/inventory/png';
import { UPLOAD_COLUMNS, UPLOAD_HEADERS } from '../src/shared/rules/inventory';
import { InventoryPage } from './pages/InventoryPage';
import { LoginPage } from './pages/LoginPage';

const HEADER = UPLOAD_COLUMNS.map((c) => UPLOAD_HEADERS[c]).join(',');
const tag = () => Math.random().toString(36).slice(2, 7);

function csvOf(rows: string[][]): string {
  return `${HEADER}\r\n${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
});

test('add and edit a product with a picture', async ({ page }) => {
  const inventory = new InventoryPage(page);
  const name = `Kimbo Cooking Fat ${tag()}`;

  await test.step('the owner opens Inventory and sees the demo products with their stock', async () => {
    await inventory.open();
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    await inventory.search('Wall Charger');
    await expect(inventory.row('Wall Charger 2A')).toContainText('Out of stock');
    await inventory.search('');
  });

  await test.step('a wide picture is refused before upload: it must be 1:1', async () => {
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('heading', { name: 'Add product', level: 1 })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: tilePng(80, 40, [20, 120, 200]) });
    await expect(page.getByRole('alert').filter({ hasText: 'The image must be 1:1' })).toBeVisible();
  });

  await test.step('adds the product with a square picture, a discount above the price refused first', async () => {
    await inventory.fillProduct({ name, price: '430', discount: '500', stock: '20', image: { name: 'kimbo.png', buffer: tilePng(96, 96, [230, 120, 20]) } });
    await inventory.save();
    await expect(page.getByText('Discount cannot exceed selling price')).toBeVisible();
    await inventory.fillProduct({ discount: '30' });
    await expect(page.getByText('The customer pays KES 400.00.')).toBeVisible();
    await inventory.save();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Product saved')).toBeVisible();
    await expect(page.locator('img[src*="/file/download"]')).toBeVisible();
    await expect(page.getByText('KES 400.00')).toBeVisible();
  });

  await test.step('edits the price and the stock: the history shows the adjustment', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit product', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Product name')).toHaveValue(name);
    await inventory.fillProduct({ price: '450', stock: '4' });
    await inventory.save();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('KES 420.00')).toBeVisible();
    await expect(page.getByText('Understock')).toBeVisible();
    const adjusted = page.getByRole('row').filter({ hasText: 'Adjusted' });
    await expect(adjusted).toContainText('-16');
  });

  await test.step('the same name again is refused', async () => {
    await inventory.open();
    await page.getByRole('button', { name: 'Add product' }).click();
    await inventory.fillProduct({ name: name.toUpperCase(), price: '10', stock: '1' });
    await inventory.save();
    await expect(page.getByText('A product with the same name exists.')).toBeVisible();
  });
});

test('a CSV of 100 products imports; a file with a bad row is refused whole, the row named', async ({ page }) => {
  const inventory = new InventoryPage(page);
  const batch = tag();
  await inventory.open();

  await test.step('a file with a bad price on row 4 (the header is row 1) is refused whole before it is sent', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => [`Bad batch ${batch} ${i + 1}`, 'Snacks', '120', '', '10', '', '', '', 'Y']);
    rows[2]![2] = '12.345';
    const dialog = await inventory.upload('products.csv', csvOf(rows));
    await expect(dialog.getByRole('alert')).toHaveText('1 row(s) have errors. Nothing was imported.');
    const bad = dialog.getByRole('row').filter({ hasText: 'Selling price (KES)' });
    await expect(bad.getByRole('cell').first()).toHaveText('4');
    await expect(bad).toContainText('Enter an amount of at most 2 decimals');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a file naming a product the business already has is refused by the server, the row named', async () => {
    const rows = [[`Fine ${batch}`, '', '50', '', '1', '', '', '', 'Y'], ['Mumias Sugar 2kg', '', '50', '', '1', '', '', '', 'Y']];
    const dialog = await inventory.upload('products.csv', csvOf(rows));
    await expect(dialog.getByRole('alert')).toHaveText('1 row(s) have errors. Nothing was imported.');
    await expect(dialog.getByRole('row').filter({ hasText: 'A product with the same name exists.' }).getByRole('cell').first()).toHaveText('3');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await inventory.search(`Fine ${batch}`);
    await expect(page.getByText('No products match this search.')).toBeVisible();
  });

  await test.step('a file of 100 products imports, progress shown, then the products are listed', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => [`Batch ${batch} item ${i + 1}`, `Batch ${batch}`, '99.50', '', String(i + 1), '', 'piece', '', 'Y']);
    const dialog = await inventory.upload('hundred.csv', csvOf(rows));
    await expect(dialog.getByText('100 products imported')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('1 new categories were added.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await inventory.search(`Batch ${batch} item`);
    await expect(page.getByText('100 products', { exact: true })).toBeVisible();
  });
});
