import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

test('quick access takes 8 entries and refuses a ninth; a banner and a mini app open', async ({ page }) => {
  const login = new LoginPage(page);
  const home = new HomePage(page);

  await test.step('the owner sees the 8 entries of their quick access menu', async () => {
    await login.signIn('0712345678');
    await expect(home.quickAccess.getByRole('listitem')).toHaveCount(8);
    await expect(home.quickAccess.getByRole('link', { name: 'Audit Trail' })).toBeVisible();
  });

  await test.step('the editor will not take a ninth entry', async () => {
    await home.openEditor();
    await expect(home.counter()).toHaveText('8/8');
    await expect(home.entry('Mini apps')).toBeDisabled();
    await home.entry('Audit Trail').uncheck();
    await expect(home.counter()).toHaveText('7/8');
    await expect(home.entry('Mini apps')).toBeEnabled();
    await home.entry('Mini apps').check();
    await expect(home.counter()).toHaveText('8/8');
    await expect(home.entry('Audit Trail')).toBeDisabled();
  });

  await test.step('the server refuses a ninth entry too', async () => {
    // The editor cannot send nine: add the ninth to the request on its way, as a forged call would.
    await page.route('**/AddQuickRange.htm', async (route) => {
      const body = route.request().postDataJSON() as { menuIds: string[] };
      await route.continue({ postData: JSON.stringify({ ...body, menuIds: [...body.menuIds, 'setting.auditTrail'] }) });
    });
    await home.editor.getByRole('button', { name: 'Save' }).click();
    await expect(home.editor.getByText('Choose exactly 8 quick access entries.')).toBeVisible();
    await page.unroute('**/AddQuickRange.htm');
  });

  await test.step('saves the 8 chosen entries', async () => {
    await home.editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Quick access menu saved.')).toBeVisible();
    await expect(home.quickAccess.getByRole('link', { name: 'Mini apps' })).toBeVisible();
    await expect(home.quickAccess.getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);
  });

  await test.step('a quick access tile opens its page', async () => {
    await home.quickAccess.getByRole('link', { name: 'Transfer' }).click();
    await expect(page).toHaveURL(/\/finance\/transfer$/);
    await page.goto('/Merchant/home');
  });

  await test.step('a banner opens the mini app it promotes, inside the portal', async () => {
    const carousel = page.getByRole('region', { name: 'Offers and news' });
    await expect(carousel).toBeVisible();
    await page.getByRole('button', { name: 'Next banner' }).click();
    await carousel.getByRole('button', { name: 'Open: Plan your next stock loan' }).click();
    await expect(page).toHaveURL(/\/home\/miniApps\?banner=banner-loan-calc$/);
    const frame = page.frameLocator('iframe[title="Plan your next stock loan (embedded page)"]');
    await frame.getByLabel('Loan amount (KES)').fill('120000');
    await frame.getByRole('button', { name: 'Calculate' }).click();
    await expect(frame.locator('#monthly')).toHaveText(/^KES [\d,]+\.\d{2}$/);
  });

  await test.step('a recommended mini app opens in the embedded frame and works on local data', async () => {
    await page.goto('/Merchant/home');
    await page.getByRole('link', { name: 'KRA PIN checker' }).click();
    await expect(page).toHaveURL(/\/home\/miniApps\?app=mini-kra-pin$/);
    const frame = page.frameLocator('iframe[title="KRA PIN checker (embedded page)"]');
    await frame.getByLabel('KRA PIN').fill('P051234567K');
    await frame.getByRole('button', { name: 'Check' }).click();
    await expect(frame.locator('#verdict')).toHaveText('Amani Traders Ltd');
  });

  await test.step('all mini apps, by category', async () => {
    await page.getByRole('button', { name: 'All mini apps' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All mini apps' })).toBeVisible();
    await page.getByText('Tax', { exact: true }).first().click();
    await expect(page.getByRole('link', { name: 'VAT calculator' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Loan calculator' })).toHaveCount(0);
  });
});

test('a mini app speaks the reader\'s language, and changes with it', async ({ page }) => {
  const shell = new ShellPage(page);
  await new LoginPage(page).signIn('0712345678');
  await page.goto('/Merchant/home/miniApps?app=mini-vat-calculator');
  // The frame's own title changes with the language: it is the page's one frame.
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'VAT calculator' })).toBeVisible();
  await shell.chooseLanguage('Language', '中文');
  try {
    // The frame opens again in Chinese; its sums are the same.
    await expect(frame.getByRole('heading', { name: '增值税计算器' })).toBeVisible();
    await frame.getByLabel('金额（KES）').fill('1160');
    await frame.getByRole('button', { name: '计算' }).click();
    await expect(frame.locator('#out')).toContainText('增值税（16%）');
    await expect(frame.locator('#vat')).toHaveText('KES 160.00');
    await expect(frame.locator('#net')).toHaveText('KES 1,000.00');
  } finally {
    await shell.chooseLanguage('语言', 'English');
  }
});
