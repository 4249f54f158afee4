import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { loadConfig } from '../src/server/config';
import { chargesFor } from '../src/server/ledger/fees';
import { moneyText } from '../src/server/modules/statements/export/table';
import { unzip } from '../src/server/modules/statements/export/zip';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { StatementsPage } from './pages/StatementsPage';

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
});

async function bytesOf(download: import('@playwright/test').Download): Promise<Buffer> {
  const path = await download.path();
  return fs.readFile(path);
}

/** The demo business and its payment to Mary Achieng 19 days ago (src/server/seed/demoMoney.ts): KES 3,500 by M-PESA plus its charges. */
const BUSINESS = 'Amani Traders Ltd';
const ACHIENG_OUT = chargesFor('110', '44', 3_500 * 100).total;

/** The statement's period from its file name (statement-<business no>-<start>-<end>.<ext>), as the file prints it. */
function periodOf(fileName: string): { start: string; end: string; text: string } {
  const [, start = '', end = ''] = /-(\d{8})-(\d{8})\.\w+$/.exec(fileName) ?? [];
  const day = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
  return { start, end, text: `${day(start)} to ${day(end)} (Nairobi time)` };
}

/** Today in Nairobi as YYYYMMDD, and the day `days` before it. */
function nairobiDate(daysBefore = 0): string {
  return new Date(Date.now() + 3 * 3_600_000 - daysBefore * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A worksheet row's cells by column letter: inline strings as their text, numbers as their value. */
function sheetRows(xml: string): Record<string, string>[] {
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map(([, cells = '']) => {
    const row: Record<string, string> = {};
    for (const [, col = '', body = ''] of cells.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(.*?)<\/c>/g)) {
      row[col] = /<t[^>]*>(.*?)<\/t>/.exec(body)?.[1] ?? /<v>(.*?)<\/v>/.exec(body)?.[1] ?? '';
    }
    return row;
  });
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

  await test.step('generates a PDF statement of the last 90 days, downloads it and reads it: the business, the period, the payment to Mary Achieng', async () => {
    await statements.generate('PDF');
    const download = await statements.downloadNewest('PDF');
    expect(download.suggestedFilename()).toMatch(/^statement-\d+-\d{8}-\d{8}\.pdf$/);
    const period = periodOf(download.suggestedFilename());
    expect(period).toMatchObject({ start: nairobiDate(89), end: nairobiDate() });
    const bytes = await bytesOf(download);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    for (const shown of ['Account statement', BUSINESS, 'Period', period.text, 'Opening balance', 'Closing balance', 'Mary Achieng', moneyText(ACHIENG_OUT)]) {
      expect(text).toContain(shown);
    }
  });

  await test.step('generates the same as Excel and reads the workbook: the summary and the row of the payment to Mary Achieng', async () => {
    await statements.generate('Excel (XLSX)');
    const download = await statements.downloadNewest('XLSX');
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await bytesOf(download);
    const parts = unzip(bytes);
    expect(parts.map((p) => p.name)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    const rows = sheetRows(parts.find((p) => p.name === 'xl/worksheets/sheet1.xml')!.data.toString('utf8'));
    expect(rows[0]).toEqual({ A: 'Account statement' });
    expect(rows).toContainEqual({ A: 'Business', B: BUSINESS });
    expect(rows).toContainEqual({ A: 'Period', B: periodOf(download.suggestedFilename()).text });
    expect(rows).toContainEqual({ A: 'Date', B: 'Order number', C: 'Description', D: 'Money in (KES)', E: 'Money out (KES)', F: 'Balance (KES)' });
    const achieng = rows.filter((r) => r.C?.includes('Mary Achieng'));
    expect(achieng).toHaveLength(1);
    // Money out only (no money in cell), as a number with two decimals; the order number and a balance beside it.
    expect(achieng[0]).toEqual({ A: expect.stringMatching(/^\d+\.\d{6}$/), B: expect.stringMatching(/^\d{20,}$/), C: expect.stringContaining('Mary Achieng'), E: (ACHIENG_OUT / 100).toFixed(2), F: expect.stringMatching(/^-?\d+\.\d{2}$/) });
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

test('a statement asked for in Chinese is a PDF in Chinese, set in a font that draws it', async ({ page }) => {
  // The server's font that draws Chinese (npm test installs Debian's fonts-wqy-microhei first).
  expect(loadConfig(process.env).pdfFont, 'a font that draws Chinese (fonts-wqy-microhei)').toBeTruthy();
  const shell = new ShellPage(page);
  const statements = new StatementsPage(page);
  await page.goto('/Merchant/finance/money/accountStatement');
  await expect(statements.heading('Account statement')).toBeVisible();
  await shell.chooseLanguage('Language', '中文');
  try {
    await test.step('asks for a PDF of the last 90 days on the page in Chinese', async () => {
      await expect(statements.heading('账户对账单')).toBeVisible();
      await page.getByLabel('期间').first().click();
      await page.getByText('最近 90 天', { exact: true }).click();
      await page.getByRole('radiogroup').getByText('PDF', { exact: true }).click();
      await page.getByRole('button', { name: '生成', exact: true }).click();
      await expect(page.getByText('对账单正在生成', { exact: false }).last()).toBeVisible();
    });

    await test.step('downloads it and reads it: Chinese words, the business and the payment to Mary Achieng as written', async () => {
      const button = statements.statementRows().nth(1).getByRole('button', { name: /的 PDF 对账单$/ });
      await expect(button).toBeVisible({ timeout: 20_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await bytesOf(download))), { mergePages: true });
      for (const shown of ['账户对账单', '商户', BUSINESS, '期初余额', '期末余额', '余额（KES）', '转账 - Mary Achieng', moneyText(ACHIENG_OUT), '第 1 页']) {
        expect(text).toContain(shown);
      }
      expect(text).not.toContain('Opening balance');
    });
  } finally {
    await shell.chooseLanguage('语言', 'English');
  }
});

test('a linked period the records cannot show is named on the Period field, and a page past the end shows the last page', async ({ page }) => {
  const statements = new StatementsPage(page);

  await test.step('a period ending before it starts: the reason under Period, no toast, no failed list', async () => {
    await page.goto(`/Merchant/finance/transaction?start=${nairobiDate(1)}&end=${nairobiDate(20)}`);
    await expect(statements.heading('Transaction records')).toBeVisible();
    await expect(page.getByText('The end date cannot be before the start date', { exact: true })).toBeVisible();
    // Said once, under the field: no 'endDate: …' toast beside it.
    await expect(page.getByText('The end date cannot be before the start date')).toHaveCount(1);
    await expect(page.getByText('This list could not be loaded')).toHaveCount(0);
  });

  await test.step('?page=99 moves to the last page, which has records', async () => {
    await page.goto('/Merchant/finance/transaction?page=99');
    await expect(page).not.toHaveURL(/page=99/);
    await expect(statements.recordRows().first()).toContainText('KES');
    await expect(page.getByText('No money has moved yet.')).toHaveCount(0);
  });

  await test.step('the statement list does the same on a page it does not have', async () => {
    await page.goto('/Merchant/finance/money/accountStatement?page=50');
    await expect(page).not.toHaveURL(/page=50/);
    await expect(statements.statementRows().nth(1)).toBeVisible();
  });
});
