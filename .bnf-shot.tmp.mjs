import { chromium } from '@playwright/test';
import { findChromium } from '/work/main/scripts/ensure-chromium.mjs';

const base = process.env.BASE ?? 'http://localhost:18593';
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Africa/Nairobi' });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
await page.goto(`${base}/Merchant/login`);
await page.getByLabel(/Phone|E-mail|Email|login/i).first().fill('0712345678').catch(() => {});
const steps = process.argv.slice(2);
// Log in through the real form.
await page.locator('input').first().fill('0712345678');
await page.locator('input[type=password]').fill('Demo@1234');
await page.getByRole('button', { name: /log in/i }).click();
await page.waitForURL(/\/Merchant\/home/, { timeout: 20000 });
for (const step of steps) {
  const [path, file] = step.split('|');
  await page.goto(`${base}/Merchant${path}`);
  await page.waitForTimeout(1500);
  if (process.env.CHANNEL && path.includes('addBeneficiary')) {
    await page.getByLabel('Channel').click();
    await page.getByTitle(process.env.CHANNEL, { exact: true }).last().click();
    await page.waitForTimeout(500);
  }
  await page.screenshot({ path: `/tmp/bnf-shots/${file}.png`, fullPage: true });
  console.log('shot', file);
}
await browser.close();
