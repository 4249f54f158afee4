import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

/**
 * The accessibility check: axe (WCAG 2.0/2.1 A and AA rules) on the public pages, the mini apps
 * and every page of the owner's menu, in one browser context with one sign-in. A 'serious' or
 * 'critical' violation fails the page, listing each rule, its help and the elements it found.
 */

const PUBLIC_PAGES = ['/login', '/register', '/resetDescription'];

/** The mini apps the portal serves (src/web/public/mini), framed inside the shell from home's banners. */
const MINI_APPS = ['/mini/loan-calculator.html', '/mini/vat-calculator.html', '/mini/kra-pin-checker.html'];

const SIGNED_IN_PAGES = [
  '/home',
  '/checkout/index',
  '/finance/money',
  '/finance/transfer',
  '/finance/payUtilities',
  '/finance/standingOrder',
  '/finance/transaction',
  '/finance/money/accountStatement',
  '/finance/beneficiary',
  '/finance/splitBill',
  '/business/index',
  '/setting/businessSetup',
  '/setting/subscriptionPlan',
  '/setting/storeManagement',
  '/setting/manageStoreFront',
  '/setting/SalesTax',
  '/setting/pesalinkRegistration',
  '/setting/stakeholderManagement',
  '/account/accountMandate',
  '/setting/transactionApproval',
  '/setting/auditTrail',
  '/setting/manageNotifications',
  '/setting/deviceManagement',
  '/setting/globalization',
  '/setting/helpManagement',
  '/setting/tillManagement',
  '/tillManagement/payments',
  '/finance/payByCode',
  '/manage/order',
  '/manage/inventory',
  '/staff',
  '/customer',
];

/**
 * Violations from Ant Design's own markup that our code cannot reach, by rule and the selector of
 * the elements they are allowed on. Keep them few and narrow.
 */
const EXCLUDED: { rule: string; selector: string }[] = [
  // The open-pages tab strip: antd's editable-card Tabs put each tab's close button inside the tablist (Delete on a focused tab closes it too).
  { rule: 'aria-required-children', selector: '.ant-tabs-editable-card > .ant-tabs-nav' },
  // A disabled number field's prefix (KES): disabled controls are exempt (WCAG 1.4.3), but antd marks only the inner input disabled.
  { rule: 'color-contrast', selector: '.ant-input-number-disabled .ant-input-number-prefix' },
];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Waits until the page shows its heading and nothing on it is still loading. */
async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Moves to a page of the app inside the running app, as the menu does (a reload per page would
 * start the app over 32 times), and waits until the previous page's heading has gone.
 */
async function navigate(page: Page, path: string): Promise<void> {
  const previous = await page.getByRole('heading', { level: 1 }).first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/Merchant${path}`);
  await expect(page).toHaveURL(new RegExp(`/Merchant${path}$`));
  await previous?.waitForElementState('hidden');
  await ready(page);
}

async function isExcluded(page: Page, rule: string, target: string): Promise<boolean> {
  const selectors = EXCLUDED.filter((e) => e.rule === rule).map((e) => e.selector);
  if (selectors.length === 0) return false;
  return page
    .locator(`css=${target}`)
    .first()
    .evaluate((el, list) => list.some((s) => el.matches(s)), selectors, { timeout: 5_000 });
}

/** The page's serious and critical violations, one readable block per rule; empty when there are none. */
async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // axe.run in the page itself: the default opens a new page per check to merge the frames'
    // results, three times slower, and the app's pages have no frames.
    .setLegacyMode(true)
    // options() replaces every option, so it comes before withTags().
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found: string[] = [];
  for (const v of violations) {
    if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
    const targets: string[] = [];
    for (const node of v.nodes) {
      const target = node.target.join(' ');
      if (!(await isExcluded(page, v.id, target))) targets.push(target);
    }
    if (targets.length === 0) continue;
    found.push(`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets.map((t) => `      ${t}`).join('\n')}`);
  }
  return found;
}

test('every public page and every page of the owner menu passes axe (WCAG 2.1 A and AA)', async ({ page }) => {
  test.setTimeout(120_000); // 38 pages: about 50 s on two busy cores
  const check = async (path: string, open: () => Promise<void>) => {
    await test.step(path, async () => {
      await open();
      const found = await violationsOf(page);
      expect.soft(found.length, `axe on ${path}:\n${found.join('\n')}`).toBe(0);
    });
  };

  for (const path of [...PUBLIC_PAGES, ...MINI_APPS]) {
    await check(path, async () => {
      await page.goto(`/Merchant${path}`);
      await ready(page);
    });
  }
  await new LoginPage(page).signIn('0712345678');
  for (const path of SIGNED_IN_PAGES) {
    await check(path, () => (path === '/home' ? ready(page) : navigate(page, path)));
  }
});

test('a link under the pointer keeps its contrast (it darkens, as the buttons do)', async ({ page }) => {
  await new LoginPage(page).signIn('0712345678');
  await navigate(page, '/manage/order');
  // The order's Details link in a row under the pointer: the row and the link both change colour.
  await page.getByRole('table').getByRole('button', { name: 'Details' }).first().hover();
  const found = await violationsOf(page);
  expect(found.length, `axe with the pointer on a link:\n${found.join('\n')}`).toBe(0);
});
