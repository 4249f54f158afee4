import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { expect, freshIdNo, freshPhone, test } from './support/fixtures';

test('a person who forgot the password sets a new one with a code and logs in with it', async ({
  page,
  outbox,
}) => {
  const phone = freshPhone();
  await new RegisterPage(page).registerOwner(
    { phone, firstName: 'Neema', lastName: 'Achieng', idNo: freshIdNo(), password: 'Kisumu#2025', pin: '1357' },
    outbox,
  );
  const landing = new LandingPage(page);
  await landing.logOut.click();
  // Signed out once the landing page offers to register again: only then is the session gone.
  await expect(landing.register).toBeVisible();

  const login = new LoginPage(page);
  const forgot = new ForgotPasswordPage(page);
  await login.goto();
  await login.forgotPassword.click();
  await expect(page).toHaveURL(/\/Merchant\/resetDescription$/);
  await forgot.start();

  await test.step('an unknown number has no account', async () => {
    await forgot.sendCodeTo('799000001');
    await expect(page.getByText('account does not exist')).toBeVisible();
  });

  await test.step('the code sent to the number opens the new password', async () => {
    await forgot.sendCodeTo(`0${phone}`);
    await forgot.enterCode(await outbox.code(`254${phone}`, '02'));
    await expect(page).toHaveURL(/\/Merchant\/resetSetPassword$/);
  });

  await test.step('the new password is saved', async () => {
    await forgot.setNewPassword('Eldoret#2026');
    await expect(page).toHaveURL(/\/Merchant\/resetSuccess$/);
    await expect(page.getByText('Your new password is set. Log in with it now.')).toBeVisible();
  });

  await test.step('the old password no longer works and the new one does', async () => {
    await page.getByRole('link', { name: 'Log in' }).click();
    await login.logIn(`0${phone}`, 'Kisumu#2025');
    await expect(login.error).toContainText('You have supplied an error Password, Try again');
    await login.logIn(`0${phone}`, 'Eldoret#2026');
    await expect(page).toHaveURL(/\/Merchant\/growBusiness$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Neema' })).toBeVisible();
  });
});
