import { LandingPage } from './pages/LandingPage';
import { LoginPage, verifyDevice } from './pages/LoginPage';
import { type NewOwner, RegisterPage } from './pages/RegisterPage';
import { expect, freshIdNo, freshPhone, test } from './support/fixtures';

test('a new owner registers with a mobile number and is signed in without a business', async ({
  page,
  outbox,
  browser,
  baseURL,
}) => {
  const landing = new LandingPage(page);
  const register = new RegisterPage(page);
  const owner: NewOwner = {
    phone: freshPhone(),
    firstName: 'Amina',
    lastName: 'Otieno',
    idNo: freshIdNo(),
    password: 'Nairobi#2025',
    pin: '4826',
  };

  // A person without a business has none of the business calls made for them (they answer MMCP1040).
  const businessCalls: string[] = [];
  page.on('request', (request) => {
    const action = /\/mmc\/mrpay\/(\w+)\.htm$/.exec(request.url())?.[1];
    if (action && ['QueryMercInfo', 'QryMerRolFuncList', 'getNav', 'QueryStoreList'].includes(action)) {
      businessCalls.push(action);
    }
  });

  await test.step('goes from the landing page to the registration form', async () => {
    await landing.goto();
    await landing.register.click();
    await expect(page).toHaveURL(/\/Merchant\/register$/);
    await expect(register.heading('Create your Biashara account')).toBeVisible();
  });

  await test.step('must agree to the Privacy Policy and the Terms of Use', async () => {
    await register.phone.fill(owner.phone);
    await register.continue.click();
    await expect(page.getByText('Please agree to the Privacy Policy and the Terms of Use')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/Merchant/privacyAgreement');
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/Merchant/termsAgreement');
  });

  await test.step('confirms the number with the code sent to it', async () => {
    await register.agree.check();
    await register.continue.click();
    await expect(page.getByText('We sent a 4-digit code to +254 *** ***')).toBeVisible();
    await register.enterCode(await outbox.code(`254${owner.phone}`, '01'));
    await expect(page).toHaveURL(/\/Merchant\/addPersonInfo$/);
  });

  await test.step('gives the names and the ID, then comes back to /register and resumes', async () => {
    await register.fillPersonInfo(owner);
    await expect(page).toHaveURL(/\/Merchant\/setPassword$/);
    await register.goto();
    await expect(page).toHaveURL(/\/Merchant\/setPassword$/);
  });

  await test.step('sets the password and the PIN, which must match', async () => {
    await register.setPassword(owner.password);
    await register.setPin(owner.pin, '4827');
    await expect(page.getByText('PINs do not match')).toBeVisible();
    await register.setPin(owner.pin);
  });

  await test.step('lands signed in on the landing page, greeted by name', async () => {
    await expect(page).toHaveURL(/\/Merchant\/growBusiness$/);
    await expect(landing.heading('Welcome, Amina')).toBeVisible();
    await expect(page.getByText('Welcome to Biashara. Your account is ready.')).toBeVisible();
  });

  await test.step('opens Privacy & Security from the account menu, not the business pages', async () => {
    await landing.openFromUserMenu('Privacy & Security');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    await page.goto('/Merchant/home');
    await expect(page).toHaveURL(/\/Merchant\/growBusiness$/);
    expect(businessCalls).toEqual([]);
  });

  await test.step('logs out, and on another device logs in with a code sent to the phone', async () => {
    await landing.logOut.click();
    await expect(landing.register).toBeVisible();

    const other = await browser.newContext({ baseURL: baseURL ?? undefined });
    const second = await other.newPage();
    const login = new LoginPage(second);
    await login.goto();
    await login.logIn(`0${owner.phone}`, owner.password);
    await expect(second.getByRole('heading', { name: 'Verify this device' })).toBeVisible();
    const code = await outbox.code(`254${owner.phone}`, '17');
    // A wrong code says how many tries are left (spec 000 section 8).
    await verifyDevice(login, code === '0000' ? '1111' : '0000');
    await expect(second.getByRole('alert').filter({ hasText: 'attempts left' })).toBeVisible();
    await verifyDevice(login, code);
    await expect(second).toHaveURL(/\/Merchant\/growBusiness$/);
    await expect(new LandingPage(second).heading('Welcome, Amina')).toBeVisible();
    await other.close();
  });
});
