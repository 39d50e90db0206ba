import { expect, test } from './fixtures';
import { EXPIRED, signIn, signInAsDemo } from './helpers';

test('wrong password shows the catalogue message', async ({ page }) => {
  await signIn(page, { email: 'demo@rumbo.app', password: 'not-the-password' });
  await expect(page.getByTestId('auth-error')).toHaveText('Incorrect username or password. Please try again.');
  await expect(page).toHaveURL(/\/auth$/);
});

test('empty fields are refused with their own messages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('username is required to signIn');
  await page.getByLabel('Email').fill('demo@rumbo.app');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('password is required to signIn');
});

test('an expired subscriber is refused at the guard with the flag set', async ({ page }) => {
  await signIn(page, EXPIRED);
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByTestId('expired-notice')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('subscriptionExpired'))).toBe('true');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
});

test('logout clears storage except hasSeenWelcome and ends on /auth', async ({ page }) => {
  await signInAsDemo(page);
  await page.evaluate(() => {
    localStorage.setItem('hasSeenWelcome', 'true');
    localStorage.setItem('userName', 'Ana');
    localStorage.setItem('onboarding_state', '{}');
    sessionStorage.setItem('something', 'x');
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  expect(storage).toEqual({ local: { hasSeenWelcome: 'true' }, session: {} });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
