import { expect, test } from './fixtures';
import { signedInJobSeeker, signInDirectly } from './helpers';

test('the welcome ticks off what the person has done, and "Got it" is kept with the account: another browser does not show it again', async ({ page, browser }) => {
  // A subscriber who chose preferences (Madrid, software) and has no resume or application yet.
  const user = await signedInJobSeeker(page, 'welcome-kept', { openDashboard: false });
  await page.goto('/dashboard');
  const welcome = page.getByTestId('welcome');
  await expect(welcome).toBeVisible();
  const steps = welcome.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Set your preferences ✓ Done');
  await expect(steps.nth(1)).not.toContainText('Done');
  await expect(steps.nth(2)).not.toContainText('Done');
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toHaveCount(0);

  // A browser with nothing stored: its first dashboard has no welcome.
  const other = await browser.newContext({ locale: 'es-ES' });
  try {
    const elsewhere = await other.newPage();
    await other.addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
    await signInDirectly(elsewhere, user);
    await elsewhere.goto('/dashboard');
    await expect(elsewhere.getByTestId('greeting')).toBeVisible();
    await expect(elsewhere.getByTestId('welcome')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('in Spanish, a done step says so', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
  await signedInJobSeeker(page, 'welcome-es', { openDashboard: false });
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome').getByRole('listitem').nth(0)).toContainText('✓ Hecho');
});
