import { expect, test } from '@playwright/test';
import { freshPhone } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { StakeholdersPage } from './pages/StakeholdersPage';

test('the owner invites a director, then blocks and unblocks them', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const stakeholders = new StakeholdersPage(page);
  const name = 'Grace Njeri';

  await login.signIn('0712345678');
  await shell.openFromMenu('Stakeholder Management', 'Account Settings');
  await expect(shell.pageHeading('Stakeholder Management')).toBeVisible();

  await test.step("the owner's row offers no block or delete", async () => {
    const owner = stakeholders.row('Wanjiku Kamau');
    await expect(owner).toContainText('OD');
    await expect(owner.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('The owner of the business cannot be blocked or deleted.')).toBeVisible();
  });

  await test.step('adds a director, who shows as invited', async () => {
    await stakeholders.addStakeholder({ firstName: 'Grace', lastName: 'Njeri', phone: freshPhone(), designation: 'Director' });
    await expect(page.getByText('The stakeholder has been invited.')).toBeVisible();
    await expect(stakeholders.row(name)).toContainText('Invited (registration incomplete)');
    await expect(stakeholders.row(name)).toContainText('Normal');
  });

  await test.step('blocks the director after confirming, then unblocks', async () => {
    await stakeholders.confirmAction(name, 'Block', `Block ${name}?`);
    await expect(page.getByText(`${name} has been blocked.`)).toBeVisible();
    await expect(stakeholders.row(name)).toContainText('Blocked');
    await stakeholders.confirmAction(name, 'Unblock', `Unblock ${name}?`);
    await expect(stakeholders.row(name)).toContainText('Normal');
  });
});

test('the owner sees which joined director failed the identity check, and why', async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('0712345678');
  await page.goto('/Merchant/setting/stakeholderManagement');
  await page.getByRole('link', { name: /^1 stakeholder failed the identity check/ }).click();
  await expect(page).toHaveURL(/\/Merchant\/setting\/stakeholderManagement\/fail$/);
  const row = page.getByRole('row', { name: /Grace Wanjiru/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Name and ID number do not match')).toBeVisible();
});
