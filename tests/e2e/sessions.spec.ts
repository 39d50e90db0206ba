import { decode, encode } from 'next-auth/jwt';
import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { subscriber } from './accounts';
import { holdChunks, signIn, submitSignIn } from './helpers';

const PASSWORD = 'Rumbo#Sessions2026';
const COOKIE = 'next-auth.session-token';

/** A second browser holding a copy of this one's session cookie, as someone who copied it would. */
async function copyOf(browser: Browser, from: BrowserContext): Promise<Page> {
  const other = await browser.newContext();
  await other.addCookies((await from.cookies()).filter((cookie) => cookie.name.startsWith(COOKIE)));
  return other.newPage();
}

/** Whether a browser still gets in: the dashboard, or the sign-in page the guard sends it to. */
async function isSignedIn(page: Page): Promise<boolean> {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/(dashboard|auth)/);
  return new URL(page.url()).pathname === '/dashboard';
}

async function signedIn(page: Page, user: { email: string; password: string }) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a copied session cookie stops working after sign-out, after a password change elsewhere (typed and sent before the page has run its code) and after signing out everywhere', async ({
  page,
  context,
  browser,
}) => {
  const user = await subscriber('sessions', PASSWORD);
  await signedIn(page, user);
  const copy = await copyOf(browser, context);
  expect(await isSignedIn(copy)).toBe(true);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await isSignedIn(copy)).toBe(false);

  // A password change keeps the browser that made it signed in and ends every other session.
  await signedIn(page, user);
  const other = await (await browser.newContext()).newPage();
  await signedIn(other, user);
  // Sent empty: the form asks for both passwords, in a signed-in person's words.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('security-error')).toHaveText('Enter your current password and a new one.');
  // On a slow phone: typed and sent before the page's code has run.
  const { held, release } = await holdChunks(page, '');
  await page.goto('/settings', { waitUntil: 'commit' });
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('tres palabras sueltas');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  await expect(page.getByTestId('security-notice')).toContainText('You are still signed in here; every other device has been signed out.');
  expect(await isSignedIn(other)).toBe(false);
  expect(await isSignedIn(page)).toBe(true);
  // A copy of the browser that changed it is that same session: it stays until that session ends.

  // Signing out everywhere ends this browser's session too, and any copy of it.
  const last = await copyOf(browser, context);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out on all devices' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await isSignedIn(last)).toBe(false);
});

/** next-auth splits a session cookie over `<name>.0`, `<name>.1`, … in pieces of at most this many characters. */
const CHUNK = 3_900;

/** Makes this browser's session look signed in `minutes` ago, as the server would have sealed it then. */
async function ageSession(context: BrowserContext, minutes: number) {
  const secret = (JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as { NEXTAUTH_SECRET?: string }).NEXTAUTH_SECRET;
  expect(secret).toBeTruthy();
  const pieces = (await context.cookies()).filter((c) => c.name.startsWith(COOKIE));
  expect(pieces.length).toBeGreaterThan(0);
  const index = (name: string) => (name === COOKIE ? 0 : Number(name.slice(COOKIE.length + 1)));
  const whole = [...pieces]
    .sort((a, b) => index(a.name) - index(b.name))
    .map((c) => c.value)
    .join('');
  const token = (await decode({ token: whole, secret: secret! }))!;
  const aged = await encode({ token: { ...token, signedInAt: Number(token.signedInAt) - minutes * 60_000 }, secret: secret! });
  await context.clearCookies({ name: new RegExp(`^${COOKIE.replaceAll('.', '\\.')}`) });
  const template = pieces[0]!;
  const count = Math.ceil(aged.length / CHUNK);
  await context.addCookies(
    Array.from({ length: count }, (_, i) => ({ ...template, name: count === 1 ? COOKIE : `${COOKIE}.${i}`, value: aged.slice(i * CHUNK, (i + 1) * CHUNK) })),
  );
}

test('two-step verification asks for a recent sign-in, and signing in again leads back to /settings to set it up', async ({ page, context }) => {
  const user = await subscriber('recent', PASSWORD);
  await signedIn(page, user);
  await ageSession(context, 6);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByTestId('security-error')).toHaveText('For your security, sign in again to change two-step verification.');
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();

  // The same refusal in Spanish.
  await ageSession(context, 6);
  await page.goto('/settings');
  await page.getByText('ES', { exact: true }).click();
  await page.getByRole('button', { name: 'Configurar app de autenticación' }).click();
  await expect(page.getByTestId('security-error')).toHaveText('Por tu seguridad, vuelve a iniciar sesión para cambiar la verificación en dos pasos.');
  await expect(page.getByRole('button', { name: 'Volver a iniciar sesión' })).toBeVisible();
  await page.getByText('EN', { exact: true }).click();
});
