import Database from 'better-sqlite3';
import { join } from 'node:path';
import { LoginPage } from './pages/LoginPage';
import { AuditTrailPage, GlobalizationPage } from './pages/SettingsPages';
import { dataDirFor } from './support/dataDir.mjs';
import { expect, test } from './support/fixtures';

// The journeys share one server: the demo business gets its default settings back afterwards.
test.afterEach(({ baseURL }) => {
  const db = new Database(join(dataDirFor(new URL(baseURL ?? 'http://localhost').port), 'biashara.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("DELETE FROM merchant_settings WHERE merchant_id = 'merc-demo'").run();
  } finally {
    db.close();
  }
});

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
});

test('changing the date display changes the dates the audit trail shows, and it stays', async ({ page }) => {
  const audit = new AuditTrailPage(page);
  await audit.goto();
  // The default: 'Mon DD,YYYY'.
  await expect(audit.firstTime()).toHaveText(/^[A-Z][a-z]{2} \d{2},\d{4} \d{2}:\d{2}:\d{2}$/);

  const settings = new GlobalizationPage(page);
  await settings.goto();
  await expect(settings.heading()).toBeVisible();
  await settings.chooseDateFormat('YYYY-MM-DD');
  await expect(page.getByText('Settings saved')).toBeVisible();

  await audit.goto();
  await expect(audit.firstTime()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // Loaded with the session: a reload keeps it.
  await page.reload();
  await expect(audit.firstTime()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  await settings.goto();
  await settings.chooseDateFormat('DD/Mon/YYYY');
  await audit.goto();
  await expect(audit.firstTime()).toHaveText(/^\d{2}\/[A-Z][a-z]{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
});

test('changing the language applies at once and is kept for the business', async ({ page }) => {
  const settings = new GlobalizationPage(page);
  await settings.goto();
  await settings.chooseLanguage('中文');
  await expect(settings.heading('语言与日期格式')).toBeVisible();
  await page.reload();
  await expect(settings.heading('语言与日期格式')).toBeVisible();
  await settings.chooseLanguage('English', '保存');
  await expect(settings.heading('Globalization')).toBeVisible();
});
