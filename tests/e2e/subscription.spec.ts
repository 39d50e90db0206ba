import { expect, test, type Page } from './fixtures';
import { subscriber } from './accounts';
import { holdChunks, refreshFails, signIn as signInThroughForm } from './helpers';

const PASSWORD = 'Rumbo#Sub2026';
const longDate = (at: number, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

async function signIn(page: Page, user: { email: string; password: string }) {
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('expiry toast → Renew Now on a subscription that renews itself: no checkout, no "renewed", the date it renews, in English and Spanish', async ({ page }) => {
  const user = await subscriber('renew', PASSWORD, 3);
  // A fake clock that runs at real speed until the test moves it: "stays until closed" without sleeping.
  await page.clock.install();
  await signIn(page, user);

  const toast = page.getByTestId('expiry-warning');
  await expect(page.getByText('Subscription Expiring Soon')).toBeVisible();
  await expect(toast).toContainText('Your subscription will expire in 3 days. Would you like to renew now?');
  expect(Number(await page.evaluate((key) => localStorage.getItem(key), `subscription-warning-${user.email}`))).toBeGreaterThan(Date.now() - 60_000);
  // It stays until closed: a notification's default auto-close (4 s) would have fired by now.
  await page.clock.runFor(6_000);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Renew Now' }).click();

  // Automatic renewal is on: the provider charges the next period when it comes; nothing is sold now.
  await expect(page).toHaveURL(/\/dashboard\?subscription=renewing$/);
  const modal = page.getByRole('dialog', { name: 'Your subscription continues' });
  await expect(modal.getByTestId('renewed-until')).toHaveText(
    `It renews itself on ${longDate(user.periodEnd, 'en-US')}, when the next period is charged. Nothing has been charged now; automatic renewal can be switched off under Profile and subscription.`,
  );
  await expect(page.getByText('Subscription Successfully Renewed!')).toHaveCount(0);
  // The overlay does not close it.
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();

  await page.context().addCookies([{ name: 'locale', value: 'es', url: page.url() }]);
  await page.evaluate(() => localStorage.setItem('locale', 'es'));
  await page.reload();
  const modalEs = page.getByRole('dialog', { name: 'Tu suscripción continúa' });
  await expect(modalEs.getByTestId('renewed-until')).toHaveText(
    `Se renueva sola el ${longDate(user.periodEnd, 'es-ES')}, cuando se cobra el siguiente periodo. No se ha cobrado nada ahora; puedes desactivar la renovación automática en Perfil y suscripción.`,
  );
  await modalEs.getByRole('button', { name: 'Continuar al panel' }).click();
  await expect(modalEs).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Warned once in 24 hours: no second toast after the reload.
  await expect(page.getByTestId('expiry-warning')).toHaveCount(0);
  // The period did not move: nothing was bought.
  await page.goto('/settings');
  await expect(page.getByTestId('subscription-period')).toHaveText(`Se renueva el ${longDate(user.periodEnd, 'es-ES')}`);
});

test('Renew Now on a subscription set to stop switches renewal back on, and Settings shows it at once', async ({ page }) => {
  const user = await subscriber('resume', PASSWORD, 5);
  await signIn(page, user);
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Automatic renewal' }).click({ force: true });
  await expect(page.getByTestId('subscription-period')).toContainText('Ends on');
  await page.locator('main').getByRole('button', { name: 'Renew Now' }).click();
  await expect(page).toHaveURL(/\/dashboard\?subscription=renewing$/);
  await expect(page.getByRole('dialog', { name: 'Your subscription continues' }).getByTestId('renewed-until')).toContainText(
    `It renews itself on ${longDate(user.periodEnd, 'en-US')}`,
  );
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await page.goto('/settings');
  await expect(page.getByTestId('subscription-period')).toContainText(`Renews on ${longDate(user.periodEnd, 'en-US')}`);
  await expect(page.getByRole('switch', { name: 'Automatic renewal' })).toBeChecked();
});

test('auto-renew off and on from /settings, persisted across reloads', async ({ page }) => {
  const user = await subscriber('autorenew', PASSWORD, 20);
  await signIn(page, user);
  await page.goto('/settings');
  await expect(page.getByTestId('subscription-period')).toContainText('Renews on');
  const toggle = page.getByRole('switch', { name: 'Automatic renewal' });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('subscription-period')).toContainText('Ends on');
  await page.reload();
  await expect(page.getByTestId('subscription-period')).toContainText('Ends on');
  await expect(page.getByRole('switch', { name: 'Automatic renewal' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Automatic renewal' }).click({ force: true });
  await expect(page.getByRole('switch', { name: 'Automatic renewal' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Automatic renewal' })).toBeChecked();
  await expect(page.getByTestId('subscription-period')).toContainText('Renews on');
});

test('Renew Now only when there is something to renew: not for an active, auto-renewing subscriber; offered once renewal is off, in English and Spanish', async ({ page }) => {
  const user = await subscriber('norenew', PASSWORD, 20);
  await signIn(page, user);
  await page.goto('/settings');
  const card = page.locator('main');
  await expect(page.getByTestId('subscription-period')).toContainText('Renews on');
  await expect(card.getByRole('button', { name: 'Renew Now' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Automatic renewal' }).click({ force: true });
  await expect(page.getByTestId('subscription-period')).toContainText('Ends on');
  await expect(card.getByRole('button', { name: 'Renew Now' })).toBeVisible();

  await page.context().addCookies([{ name: 'locale', value: 'es', url: page.url() }]);
  await page.evaluate(() => localStorage.setItem('locale', 'es'));
  await page.reload();
  await expect(card.getByRole('button', { name: 'Renovar ahora' })).toBeVisible();
  await page.getByRole('switch', { name: 'Renovación automática' }).click({ force: true });
  await expect(page.getByTestId('subscription-period')).toContainText('Se renueva el');
  await expect(card.getByRole('button', { name: 'Renovar ahora' })).toHaveCount(0);
});

test('Renew Now is offered to an auto-renewing subscription about to end (the expiry warning threshold)', async ({ page }) => {
  const user = await subscriber('endingsoon', PASSWORD, 5);
  await signIn(page, user);
  await page.goto('/settings');
  await expect(page.getByTestId('subscription-period')).toContainText('Renews on');
  // The card's own button, not the expiry toast's (the toast lives outside <main>).
  await expect(page.locator('main').getByRole('button', { name: 'Renew Now' })).toBeVisible();
});

test('profile name: rules shown as typed, saved on the server, greeting updated; typed before the page has run its code, saved as typed', async ({ page }) => {
  const user = await subscriber('profile', PASSWORD, 20);
  await signIn(page, user);
  // Cached when the profile loads (docs/product-rules.md §3), before any save.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userName'))).toBe('Test User');
  await page.goto('/settings');
  const field = page.getByLabel('Name', { exact: true });
  await expect(field).toHaveValue('Test User');
  await field.fill('R2D2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Name cannot contain special characters or numbers')).toBeVisible();
  await field.fill('  Ana   María ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('profile-notice')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userName'))).toBe('Ana María');
  await page.goto('/dashboard');
  await expect(page.getByTestId('greeting')).toHaveText('Hello, Ana María');

  // A slow phone: a name typed before the page's code has run is the one Save sends, not only the one shown.
  const { held, release } = await holdChunks(page, '');
  await page.goto('/settings', { waitUntil: 'commit' });
  await expect(field).toHaveValue('Ana María');
  await field.fill('Ana Early');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  // Saved once the code has run (before, a press of Save would send the form the browser's own way).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('profile-notice')).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue('Ana Early');
});

test('a used, cancelled or unknown test checkout says so instead of failing', async ({ page }) => {
  for (const id of ['cs_local_00000000000000000000000000000000', 'anything', '..%2F..%2Fetc']) {
    const response = await page.goto(`/test-checkout/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Checkout not available' })).toBeVisible();
    await expect(page.getByTestId('test-mode')).toBeVisible();
  }
});

test('Remind me later closes the expiry toast, and it does not come back within 24 hours', async ({ page }) => {
  const user = await subscriber('remind', PASSWORD, 5);
  await signIn(page, user);
  const toast = page.getByTestId('expiry-warning');
  await expect(toast).toContainText('Your subscription will expire in 5 days. Would you like to renew now?');
  await toast.getByRole('button', { name: 'Remind me later' }).click();
  await expect(toast).toHaveCount(0);
  await page.goto('/settings');
  await page.reload();
  await expect(page.getByTestId('subscription-period')).toBeVisible();
  await expect(page.getByTestId('expiry-warning')).toHaveCount(0);
});

test('a refused renewal change is explained by the route code, never by its English words', async ({ page }) => {
  const user = await subscriber('renewcode', PASSWORD, 20);
  await signIn(page, user);
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Automatic renewal' });
  await expect(toggle).toBeChecked();
  const answer = (status: number, body: { code: string; message: string }) =>
    page.route('**/api/stripe/update-subscription', (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));

  await answer(404, { code: 'NO_SUBSCRIPTION', message: 'Words the screen does not read' });
  await toggle.click({ force: true });
  await expect(page.getByTestId('subscription-error')).toHaveText('No active subscription found');
  await expect(toggle).toBeChecked();

  await page.unroute('**/api/stripe/update-subscription');
  await answer(403, { code: 'CSRF', message: 'No active subscription found' });
  // The switch is disabled until the refused change has settled; a click before that does nothing.
  await expect(toggle).toBeEnabled();
  await toggle.click({ force: true });
  await expect(page.getByTestId('subscription-error')).toHaveText('Failed to update subscription');
});

test('a profile that cannot be loaded says why (docs/product-rules.md §5)', async ({ page }) => {
  await page.clock.install();
  const user = await subscriber('profileload', PASSWORD, 20);
  await signIn(page, user);
  await page.goto('/settings');
  await expect(page.getByLabel('Name', { exact: true })).toBeEnabled();
  await page.route('**/api/trpc/**user.me**', (route) => {
    const paths = new URL(route.request().url()).pathname.replace('/api/trpc/', '').split(',');
    const error = (path: string) => ({
      error: { message: 'User data not found in DynamoDB', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, path, appCode: 'USER_NOT_FOUND' } },
    });
    return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify(paths.map(error)) });
  });
  await refreshFails(page, 'user.me');
  await expect(page.getByTestId('profile-error')).toHaveText('User data not found in DynamoDB');
});
