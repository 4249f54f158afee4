import { readFile } from 'node:fs/promises';
import { LoginPage } from './pages/LoginPage';
import { AuditTrailPage } from './pages/SettingsPages';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
});

test('the owner filters the trail by person, sees what an edit changed, and exports it as CSV', async ({ page }) => {
  const audit = new AuditTrailPage(page);
  await audit.goto();
  const person = page.getByRole('combobox', { name: 'Person' });
  await person.click();
  await person.fill('Otieno');
  await person.press('Enter');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/person=person-admin/);
  const edit = audit.row('Name changed to Otieno Ochieng');
  await expect(edit).toBeVisible();
  await expect(audit.table.locator('tbody tr.ant-table-row').filter({ hasNotText: 'Otieno Ochieng' })).toHaveCount(0);

  await edit.getByRole('button', { name: /expand/i }).click();
  const changes = page.getByRole('table', { name: 'What changed' });
  await expect(changes.getByRole('row', { name: 'Last name Ochien Ochieng' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-trail-\d{8}-\d{4}\.csv$/);
  const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Time (Nairobi),Person,Event,Action,Store,Detail,Result,IP address,Device,Device id,Before,After');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes(',Otieno Ochieng,'))).toBe(true);
});
