import type { BrowserContext, Page } from '@playwright/test';
import { OnboardingPage } from './pages/OnboardingPage';
import { type NewOwner, RegisterPage } from './pages/RegisterPage';
import { certificatePdf, nationalIdPng } from './support/documents';
import { expect, freshIdNo, freshPhone, test } from './support/fixtures';
import { invitationCode } from './support/outbox';
import { confirmDialog } from './support/dialogs';

/** An ID number the identity simulator passes at once (0 fails, 8 and 9 are slow). */
function passingIdNo(): string {
  return `${freshIdNo().slice(0, -1)}5`;
}

function randomDigits(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/onboarding-${name}.png`, fullPage: true });

test('a new owner sets up a limited company, uploads the ID, and a director joins by invitation', async ({ page, outbox, browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner: NewOwner = { phone: freshPhone(), firstName: 'Wanjiru', lastName: 'Kamau', idNo: passingIdNo(), password: 'Nairobi#2025', pin: '4826' };
  const director: NewOwner = { phone: freshPhone(), firstName: 'Otieno', lastName: 'Ouma', idNo: passingIdNo(), password: 'Kisumu#2025', pin: '5937' };
  const businessName = `Kamau Holdings ${randomDigits(4)} Ltd`;
  const regNo = `PVT-${randomDigits(8)}`;
  const onboarding = new OnboardingPage(page);

  await test.step('registers and is offered to set up or join a business', async () => {
    await new RegisterPage(page).registerOwner(owner, outbox);
    await expect(page.getByRole('link', { name: 'Set up a business' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join a business' })).toBeVisible();
    await page.getByRole('link', { name: 'Set up a business' }).click();
    await expect(page).toHaveURL(/\/Merchant\/createClass$/);
  });

  await test.step('chooses a limited liability company and fills in its details', async () => {
    await onboarding.chooseClass('Limited liability company');
    await expect(page).toHaveURL(/\/Merchant\/limitedCompForm$/);
    await onboarding.page.getByLabel('KRA PIN').fill('P12');
    await onboarding.page.getByLabel('KRA PIN').blur();
    await expect(page.getByText('KRA PIN format error')).toBeVisible();
    await onboarding.fillBusiness({ businessName, regNo, kraPin: `P${randomDigits(9)}K`, industry: 'Retail', county: 'Nairobi', address: 'Moi Avenue 12' });
  });

  await test.step('needs the documents and a director before going on', async () => {
    await onboarding.next.click();
    await expect(page.getByText(/Please add the Certificate of incorporation, CR-12, and director this business type needs\./)).toBeVisible();
    await onboarding.upload('Upload Certificate of incorporation', { name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: await certificatePdf('CERTIFICATE OF INCORPORATION', regNo, businessName) });
    await expect(page.getByText('incorporation.pdf')).toBeVisible();
    await onboarding.upload('Upload CR-12', { name: 'not-a-pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: /PDF/ })).toBeVisible();
    await onboarding.upload('Upload CR-12', { name: 'cr12.pdf', mimeType: 'application/pdf', buffer: await certificatePdf('CR-12', regNo, businessName) });
    await expect(page.getByText('cr12.pdf')).toBeVisible();
  });

  await test.step('adds two directors, leaves and comes back to the draft', async () => {
    await onboarding.addDirector({ firstName: director.firstName, lastName: director.lastName, phone: director.phone });
    await onboarding.addDirector({ firstName: 'Achieng', lastName: 'Njeri', email: `achieng.${randomDigits(6)}@example.com` });
    await expect(page.getByText('Otieno Ouma')).toBeVisible();
    await expect(page.getByText('Achieng Njeri')).toBeVisible();
    await page.goto('/Merchant/growBusiness');
    await page.goto('/Merchant/limitedCompForm');
    await expect(page.getByLabel('Business name')).toHaveValue(businessName);
    await expect(page.getByText('Achieng Njeri')).toBeVisible();
    await shot(page, 'form');
    await onboarding.next.click();
  });

  await test.step('gives the bank account, reviews and creates the business', async () => {
    await onboarding.fillBank('Equity Bank', '0123456789012', businessName);
    await expect(onboarding.heading('Review your business')).toBeVisible();
    await expect(page.getByText(businessName).first()).toBeVisible();
    await shot(page, 'review');
    await page.getByRole('button', { name: 'Create business' }).click();
    await expect(page).toHaveURL(/\/Merchant\/home$/);
  });

  await test.step('is locked until the ID document is uploaded', async () => {
    const dialog = page.getByRole('dialog', { name: 'Upload your ID document' });
    await expect(dialog).toBeVisible();
    await shot(page, 'locked');
    await dialog.getByRole('button', { name: 'Upload ID document' }).click();
    await expect(page).toHaveURL(/\/Merchant\/uploadIdDocument$/);
  });

  await test.step('is shown what was read when the ID number does not match the registration', async () => {
    const wrongIdNo = `${owner.idNo.slice(0, -1)}7`;
    await onboarding.upload('Upload ID picture', { name: 'wrong.png', mimeType: 'image/png', buffer: nationalIdPng({ ...owner, idNo: wrongIdNo }) });
    await expect(page.getByText('Name and ID number do not match')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(wrongIdNo)).toBeVisible();
    await page.getByRole('button', { name: 'Remove file' }).click();
  });

  await test.step('uploads the ID picture, which is read and matched, and passes the identity check', async () => {
    await onboarding.upload('Upload ID picture', { name: 'id.png', mimeType: 'image/png', buffer: nationalIdPng(owner) });
    await expect(page.getByText('Your ID document matches your registration.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(owner.idNo)).toBeVisible();
    await shot(page, 'id-read');
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await expect(page.getByText('Your identity has been verified')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/Merchant\/home$/);
  });

  await test.step('sees the business-setup lock lifted; without a paid plan, the overlay asks to upgrade', async () => {
    await expect(page.getByRole('dialog', { name: 'Upload your ID document' })).toBeHidden();
    await expect(page.getByText('Complete registration')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const overlay = page.getByRole('dialog', { name: 'Upgrade subscription' });
    await expect(overlay).toBeVisible();
    // In sight without a scroll, however long the page under it.
    await expect(overlay.getByRole('button', { name: 'Register' })).toBeInViewport();
    await shot(page, 'unlocked');
    await overlay.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/Merchant\/setting\/subscriptionPlan$/);
  });

  await test.step('on the free Basic plan, Inventory is in the menu and opening it asks for a plan', async () => {
    // No plan is current yet: every plan, the free Basic one too, is one to choose.
    await page.getByRole('button', { name: 'Choose Basic' }).click();
    await confirmDialog(page.getByRole('dialog', { name: /Basic/ }));
    await expect(page.getByText('You are now on the Basic plan.')).toBeVisible();
    await page.goto('/Merchant/manage/inventory');
    const gate = page.getByRole('dialog', { name: 'Subscription plan needed' });
    await expect(gate).toContainText('You do not have permission to enter. Please complete the purchase of the subscription plan first.');
    await gate.getByRole('button', { name: 'Subscription Plan' }).click();
    await expect(page).toHaveURL(/\/Merchant\/setting\/subscriptionPlan$/);
  });

  await test.step('upgrades to the Growth plan, confirmed with the PIN', async () => {
    await page.getByRole('button', { name: 'Upgrade to Growth' }).click();
    await confirmDialog(page.getByRole('dialog', { name: /^Subscribe to Growth for/ }));
    const pin = page.getByRole('dialog', { name: /Enter your PIN to pay/ });
    await pin.getByLabel('PIN').fill(owner.pin);
    await pin.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('You are now on the Growth plan.')).toBeVisible();
    await page.goto('/Merchant/home');
    await expect(page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Wanjiru/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Upgrade subscription' })).toBeHidden();
  });

  let other: BrowserContext | null = null;
  await test.step('the director registers and joins by the invitation code', async () => {
    const code = await invitationCode(outbox, `254${director.phone}`);
    other = await browser.newContext({ baseURL: baseURL ?? undefined });
    const second = await other.newPage();
    await new RegisterPage(second).registerOwner(director, outbox);
    await second.getByRole('link', { name: 'Join a business' }).click();
    const join = new OnboardingPage(second);
    await expect(join.heading('Join a business')).toBeVisible();
    await second.getByLabel('Invitation code').fill('00000000');
    await join.next.click();
    await expect(second.getByText('Invitation code error')).toBeVisible();
    await second.getByLabel('Invitation code').fill(code);
    await join.next.click();
    await expect(second.getByText(businessName)).toBeVisible();
    await expect(second.getByText('Director', { exact: true })).toBeVisible();
    await second.getByLabel('ID number').fill(director.idNo);
    await second.getByRole('button', { name: 'Join business' }).click();
    await expect(second).toHaveURL(/\/Merchant\/home$/);
    await expect(second.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), Otieno/ })).toBeVisible();
    await shot(second, 'director-home');
  });
  await (other as BrowserContext | null)?.close();
});

test('a registered sole proprietor has the registration number and name read from the certificate', async ({ page, outbox }) => {
  const owner: NewOwner = { phone: freshPhone(), firstName: 'Njoki', lastName: 'Mwangi', idNo: passingIdNo(), password: 'Nakuru#2025', pin: '3814' };
  const regNo = `BN-${randomDigits(8)}`;
  const onboarding = new OnboardingPage(page);
  await new RegisterPage(page).registerOwner(owner, outbox);
  await page.getByRole('link', { name: 'Set up a business' }).click();

  await expect(onboarding.heading('Choose your business class')).toBeVisible();
  await page.getByRole('radio', { name: 'Sole proprietorship (registered)' }).check();
  await page.getByRole('checkbox', { name: /Read the registration number and name/ }).check();
  await onboarding.next.click();
  await expect(page).toHaveURL(/\/Merchant\/soleOcrForm$/);

  await onboarding.upload('Upload file', {
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: await certificatePdf('CERTIFICATE OF REGISTRATION', regNo, 'Mwangi Fresh Produce'),
  });
  await expect(page.getByLabel('Business Registration Number')).toHaveValue(regNo);
  await expect(page.getByLabel('Business name')).not.toHaveValue('');
  await shot(page, 'ocr');
});
