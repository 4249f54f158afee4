import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { StatementsPage } from './pages/StatementsPage';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn('0712345678', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Merchant\/home$/);
});

async function bytesOf(download: import('@playwright/test').Download): Promise<Buffer> {
  const path = await download.path();
  return fs.readFile(path);
}

test('transaction records, a record in detail, and statements as PDF and XLSX', async ({ page }) => {
  const shell = new ShellPage(page);
  const statements = new StatementsPage(page);

  await test.step('the owner opens Transaction records from the Finance menu and sees the money in and out', async () => {
    await shell.openFromMenu('Transaction records', 'Finance');
    await expect(statements.heading('Transaction records')).toBeVisible();
    await expect(page.getByText('Money in', { exact: true }).first()).toBeVisible();
    await expect(statements.recordRows().first()).toContainText('KES');
  });

  await test.step('narrows to transfers with Achieng in the name: one record, the filter kept in the address', async () => {
    await statements.filterRecords({ type: 'Transfer', search: 'Achieng' });
    await expect(page).toHaveURL(/type=20/);
    await expect(page).toHaveURL(/q=Achieng/);
    await expect(statements.recordRows()).toHaveCount(1);
    await expect(statements.recordRows().first()).toContainText('Mary Achieng');
  });

  await test.step('opens the record: the order, its charges, its steps and its ledger postings', async () => {
    await statements.recordRows().first().getByRole('link', { name: /Open the details of order/ }).click();
    await expect(statements.heading('Transaction details')).toBeVisible();
    await expect(page).toHaveURL(/\/finance\/components\/transRecordDetail\?ordNo=\d+/);
    await expect(page.getByText('Mary Achieng')).toBeVisible();
    await expect(page.getByText('Excise duty').first()).toBeVisible();
    const postings = page.getByRole('table').filter({ hasText: 'Wallet balance after' });
    await expect(postings).toContainText('Your wallet');
    await expect(postings).toContainText('Wallet balance after');
  });

  await test.step('goes back to the records and on to the account statement, where the demo statement is ready', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(statements.heading('Transaction records')).toBeVisible();
    await page.getByRole('button', { name: 'Account statement' }).click();
    await expect(statements.heading('Account statement')).toBeVisible();
    await expect(statements.statementRows().filter({ hasText: 'Ready' }).first()).toBeVisible({ timeout: 20_000 });
  });

  await test.step('generates a PDF statement of the last 90 days and downloads it', async () => {
    await statements.generate('PDF');
    const download = await statements.downloadNewest('PDF');
    expect(download.suggestedFilename()).toMatch(/^statement-\d+-\d{8}-\d{8}\.pdf$/);
    const bytes = await bytesOf(download);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2_000);
  });

  await test.step('generates the same as Excel and downloads a workbook', async () => {
    await statements.generate('Excel (XLSX)');
    const download = await statements.downloadNewest('XLSX');
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await bytesOf(download);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // Part names sit in clear in a ZIP's headers.
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    expect(bytes.includes(Buffer.from('[Content_Types].xml'))).toBe(true);
  });

  await test.step('asks for a certified copy of the newest statement and downloads it with its reference', async () => {
    const row = statements.statementRows().nth(1);
    await row.getByRole('button', { name: 'Request certified copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a certified copy of this statement?' });
    await dialog.getByRole('button', { name: 'Request certified copy' }).click();
    const certified = row.getByRole('button', { name: /Download the certified copy CS\d{10}/ });
    await expect(certified).toBeVisible({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), certified.click()]);
    expect(download.suggestedFilename()).toMatch(/^certified-statement-.*\.pdf$/);
    expect((await bytesOf(download)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
