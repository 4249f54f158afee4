import { LoginPage } from './pages/LoginPage';
import { LandingPage } from './pages/LandingPage';
import { RegisterPage } from './pages/RegisterPage';
import { expect, freshIdNo, freshPhone, test } from './support/fixtures';

test('three wrong passwords lock the account and point to Forgot password', async ({ page, outbox }) => {
  const phone = freshPhone();
  const password = 'Mombasa#2025';
  // A person registered for this journey: locking them breaks no other journey.
  await new RegisterPage(page).registerOwner(
    { phone, firstName: 'Baraka', lastName: 'Mwangi', idNo: freshIdNo(), password, pin: '2468' },
    outbox,
  );
  const landing = new LandingPage(page);
  await landing.logOut.click();
  // Signed out once the landing page offers to register again: only then is the session gone.
  await expect(landing.register).toBeVisible();

  const login = new LoginPage(page);
  await login.goto();

  await test.step('says to try again after the first wrong password', async () => {
    await login.logIn(`0${phone}`, 'Wrong#Pass1');
    await expect(login.error).toContainText('You have supplied an error Password, Try again');
  });

  await test.step('warns of the last chance after the second', async () => {
    await login.logIn(`0${phone}`, 'Wrong#Pass2');
    await expect(login.error).toContainText('Incorrect password, one attempt left');
  });

  await test.step('says the chances have run out after the third', async () => {
    await login.logIn(`0${phone}`, 'Wrong#Pass3');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your chance has run out, please try again after 24 hours.');
    await expect(dialog).toBeHidden({ timeout: 8_000 });
  });

  await test.step('refuses even the right password, offering Forgot password', async () => {
    await login.logIn(`0${phone}`, password);
    await expect(login.error).toContainText('Account is locked');
    await login.error.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/Merchant\/resetDescription$/);
  });
});
