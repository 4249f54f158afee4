import { expect, test } from '@playwright/test';
import { HelpCenterPage, SupportDeskPage } from './pages/HelpCenterPage';
import { DEMO_PASSWORD, LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('the owner raises a ticket with an attachment, the support agent answers it, and the owner sees it answered', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const help = new HelpCenterPage(page);
  const desk = new SupportDeskPage(page);
  // A fresh title, so the journey can run again against the same server.
  const title = `Till payment missing ${Date.now().toString().slice(-6)}`;
  let ticketNo = '';

  await test.step('the owner reads a service process, then raises a ticket with a document attached', async () => {
    await login.signIn('0712345678');
    await expect(async () => {
      await shell.openFromMenu('Help Center', 'Account Settings');
      await expect(shell.pageHeading('Help Center')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('button', { name: 'View steps: Reset your PIN' }).click();
    await expect(help.drawer().getByText('Enter a new 4-digit PIN twice; it may not be the same as the old one.')).toBeVisible();
    await expect(page).toHaveURL(/process=SP05/);
    await help.drawer().getByRole('button', { name: 'Still need help? Raise a ticket' }).click();

    // The shared rules name the field before anything is sent.
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();

    await help.raiseTicket({
      type: 'Complaint',
      title,
      issueType: 'Payments and transfers',
      description: 'A customer paid KES 1,200 to our till at 10 am (code SKX1Y2Z3) but it is not showing.',
      channel: 'Phone call',
      file: { name: 'mpesa-message.pdf', mimeType: 'application/pdf', buffer: PDF },
    });
    const raised = page.getByText(/^Ticket T\d{14} raised$/);
    await expect(raised).toBeVisible();
    ticketNo = /T\d{14}/.exec((await raised.textContent()) ?? '')![0];
    // The new ticket opens in the raised tickets, unresolved, with its attachment.
    await expect(help.drawer().getByText(`Ticket ${ticketNo}`)).toBeVisible();
    await expect(help.drawer().getByText('Unresolved')).toBeVisible();
    await expect(help.drawer().getByRole('link', { name: 'mpesa-message.pdf' })).toBeVisible();
    await expect(help.drawer().getByText('No answer yet. We will notify you when support replies.')).toBeVisible();
    await help.drawer().getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).not.toHaveURL(/ticket=/);
    await shell.logOut();
    await expect(page).toHaveURL(/\/Merchant\/growBusiness/);
    await login.goto();
  });

  await test.step('the support agent signs in on the same page, lands on the desk, takes and answers the ticket', async () => {
    await login.logIn('support@biashara.co.ke', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/Merchant\/supportDesk/);
    await expect(desk.heading()).toBeVisible();
    await desk.search(ticketNo);
    await expect(page.getByRole('row').filter({ hasText: ticketNo })).toContainText('Amani Traders Ltd');
    await desk.open(ticketNo);
    await expect(desk.drawer().getByRole('link', { name: 'mpesa-message.pdf' })).toBeVisible();
    await desk.drawer().getByRole('button', { name: 'Take ticket' }).click();
    await expect(page.getByText('Ticket taken')).toBeVisible();
    await expect(desk.drawer().getByText('In progress').first()).toBeVisible();
    await desk.drawer().getByRole('textbox', { name: 'Answer' }).fill('The payment was held by M-PESA and is now in your wallet.');
    await desk.drawer().getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText('Answer sent')).toBeVisible();
    await expect(desk.drawer().getByText('This ticket is closed.')).toBeVisible();
    await expect(desk.drawer().getByText('Addressed').first()).toBeVisible();
    await desk.drawer().getByRole('button', { name: 'Close', exact: true }).click();
    await shell.logOut();
    await expect(page).toHaveURL(/\/Merchant\/growBusiness/);
    await login.goto();
  });

  await test.step('the owner sees the ticket addressed, with the answer', async () => {
    await login.logIn('owner@demo.co.ke', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/Merchant\/home$/);
    await page.goto(`/Merchant/setting/helpManagement?tab=tickets&status=1`);
    await expect(help.row(ticketNo)).toContainText('Addressed');
    await page.getByRole('button', { name: `View ${ticketNo}` }).click();
    await expect(help.drawer().getByText('The payment was held by M-PESA and is now in your wallet.')).toBeVisible();
    await expect(help.drawer().getByText('Neema Mwangi').first()).toBeVisible();
    await expect(help.drawer().getByRole('button', { name: 'Cancel ticket' })).toHaveCount(0);
  });
});
