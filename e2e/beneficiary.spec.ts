import { expect, test } from '@playwright/test';
import { BeneficiaryPage } from './pages/BeneficiaryPage';
import { freshPhone } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

test('the owner saves an M-PESA payee, groups it, meets a taken group name, and deletes the payee', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const beneficiaries = new BeneficiaryPage(page);
  // Fresh values, so the journey can run again against the same server.
  const phone = freshPhone();
  const tag = phone.slice(-4);
  const name = `Zawadi Njoki ${tag}`;
  const group = `Farmers ${tag}`;

  await login.signIn('0712345678');
  // The Finance group may still be unfolding when the page settles: try the menu again until it opens.
  await expect(async () => {
    await shell.openFromMenu('Beneficiary', 'Finance');
    await expect(shell.pageHeading('Beneficiary')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(beneficiaries.row('Mary Achieng')).toContainText('+254722000111');

  await test.step('adds an M-PESA beneficiary and finds it in the list', async () => {
    // Typed (or pasted) as a local number with its leading 0: the field keeps the 9 digits.
    await beneficiaries.addMpesaBeneficiary({ phone: `0${phone}`, name, nickname: 'Zawadi' });
    await expect(page.getByText('The beneficiary has been added.')).toBeVisible();
    await expect(page).toHaveURL(/\/Merchant\/finance\/beneficiary$/);
    await beneficiaries.search.fill(`njoki ${tag}`);
    await expect(page).toHaveURL(new RegExp(`q=njoki\\+${tag}`));
    await expect(beneficiaries.row(name)).toContainText(`+254${phone}`);
    await expect(beneficiaries.row(name)).toContainText('M-PESA mobile');
  });

  await test.step('makes a group with it', async () => {
    await beneficiaries.showTab('Groups');
    await page.getByRole('link', { name: 'Add group' }).click();
    await beneficiaries.fillGroup(group, [name]);
    await expect(page.getByText('1 of 20 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The group has been added.')).toBeVisible();
    await expect(beneficiaries.row(group)).toContainText('1 beneficiary');
  });

  await test.step('is told when a group name is taken', async () => {
    await page.getByRole('link', { name: 'Add group' }).click();
    await beneficiaries.fillGroup(group.toLowerCase(), []);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A Beneficiary Group with the same name exists')).toBeVisible();
    await expect(page).toHaveURL(/\/group\/addGroup$/);
  });

  await test.step('deletes the beneficiary after confirming; the group no longer holds it', async () => {
    await shell.tab('Beneficiary').click();
    await beneficiaries.showTab('Beneficiaries');
    await beneficiaries.confirmDelete(name, `Delete ${name}?`);
    await expect(page.getByText(`${name} has been deleted.`)).toBeVisible();
    await expect(beneficiaries.row(name)).toHaveCount(0);
    await beneficiaries.showTab('Groups');
    await expect(beneficiaries.row(group)).toContainText('0 beneficiaries');
  });
});

test('deleting a payee a standing order pays says the standing order goes on paying it', async ({ page }) => {
  const login = new LoginPage(page);
  const beneficiaries = new BeneficiaryPage(page);
  await login.signIn('0712345678');
  await page.goto('/Merchant/finance/beneficiary');
  // The demo's landlord, paid each month by the 'Shop rent' standing order (KCB 1104567777).
  const landlord = beneficiaries.row('1104567777');
  await landlord.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete .+\?$/ });
  await expect(dialog).toContainText('The standing order “Shop rent” pays this payee and keeps paying it');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(landlord).toBeVisible();
});
