import { expect, test } from '@playwright/test';
import { BusinessSetupPage } from './pages/BusinessSetupPage';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

test('a change of business information waits for another stakeholder, then applies', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const setup = new BusinessSetupPage(page);
  const newTown = 'Westlands';

  await test.step('the owner applies to change the town and sees it pending', async () => {
    await login.signIn('0712345678');
    await shell.openFromMenu('Business Setup', 'Account Settings');
    await expect(shell.pageHeading('Business Setup')).toBeVisible();
    await expect(setup.value('Town')).toHaveText('Nairobi CBD');
    await setup.applyChange('Town', newTown);
    await expect(setup.pending).toBeVisible();
    await expect(setup.pending).toContainText(
      'Changes to business information need up to 24 hours of approval after you apply.',
    );
    await expect(setup.pending.getByRole('row', { name: `Town Nairobi CBD ${newTown}` })).toBeVisible();
    await expect(setup.edit).toBeDisabled();
    await expect(setup.value('Town')).toHaveText('Nairobi CBD');
  });

  await test.step('the owner cannot approve their own change', async () => {
    await setup.openPendingApproval();
    await expect(setup.approvalDrawer).toContainText('Another stakeholder must approve a change you applied for.');
    await expect(setup.approvalDrawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await setup.closeApproval();
    await shell.logOut();
  });

  await test.step('the admin, a director, approves it', async () => {
    await login.signIn('admin@demo.co.ke');
    await setup.goto();
    await setup.openPendingApproval();
    await expect(setup.approvalDrawer.getByRole('row', { name: `Town Nairobi CBD ${newTown}` })).toBeVisible();
    await setup.approvalDrawer.getByLabel('Reason').fill('Checked the new premises.');
    await setup.approvalDrawer.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('The change has been approved.')).toBeVisible();
    await expect(setup.approvalDrawer).toBeHidden();
    await shell.logOut();
  });

  await test.step('the owner sees the new town and who approved it', async () => {
    await login.signIn('0712345678');
    await setup.goto();
    await expect(setup.value('Town')).toHaveText(newTown);
    const decided = page.getByRole('alert').filter({ hasText: 'Your last change was approved' });
    await expect(decided).toContainText('Decided by Otieno Ochieng');
    await expect(decided).toContainText('Reason: Checked the new premises.');
    await expect(setup.edit).toBeEnabled();
  });
});

test("a sole owner's change of business information is decided by the provider's support desk", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn('support@biashara.co.ke', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Merchant\/supportDesk/);
  await page.getByText('Business changes', { exact: true }).click();
  // The demo's Baraka Kiosk is run by its owner alone: nobody else there could decide it.
  const row = page.getByRole('row').filter({ hasText: 'Baraka Kiosk (800100200490)' });
  await expect(row).toContainText('Description and Town');
  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: 'Baraka Kiosk (800100200490)' });
  await expect(drawer).toContainText('Fresh fruit, vegetables and household goods');
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The change has been approved.')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByText('No business change is waiting for the provider.')).toBeVisible();
});
