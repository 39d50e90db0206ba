import { expect, type Page } from '@playwright/test';
import { setPreferences, subscriber } from './accounts';

export const DEMO = { email: 'demo@rumbo.app', password: 'RumboDemo#2026' };
export const EXPIRED = { email: 'expired@rumbo.app', password: 'RumboDemo#2026' };

/** Fills and submits the sign-in form already on screen. */
export async function submitSignIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(user.email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
}

/** Signs in through the form, as a person would. */
export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth');
  await submitSignIn(page, user);
}

export async function signInAsDemo(page: Page) {
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
}

/** A fresh subscriber who prefers software jobs in Madrid, signed in on the dashboard. */
export async function signedInJobSeeker(page: Page, tag: string) {
  const user = await subscriber(tag, 'Rumbo#Jobs2026');
  await setPreferences(user.email, { locations: ['Madrid'], fields: ['Software Engineering'] });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

/**
 * The first paint carries the data the server fetched; the browser asks again once it is stale
 * (older than 30 s) and the window regains focus, then once more (one retry).
 * Call after `page.clock.install()` and after routing the procedure to fail.
 */
export async function refreshFails(page: Page, procedure: string) {
  const answered = () => page.waitForResponse((response) => new URL(response.url()).pathname.includes(procedure));
  // Well past the 30 s: the data's age is counted from the server's clock, the page's fake clock may lag it.
  await page.clock.fastForward('01:00');
  const failure = answered();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await failure;
  // A retry (when the error allows one) waits one fake second once the failure has been handled.
  await page.waitForTimeout(300);
  await page.clock.fastForward('00:02');
}
