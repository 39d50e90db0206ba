import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { codeSentTo, newEmail, subscriber, trackFor } from './accounts';
import { submitSignIn } from './helpers';
import { localPeriodEnd } from '../../src/server/payments/local';

const PASSWORD = 'Rumbo#Refused2026';
const longDate = (at: number, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

const TEXT = {
  en: {
    locale: 'en-US',
    createAccount: 'Create an account',
    signUp: 'Create account',
    name: 'Your name',
    greeting: 'Hello, Ana María',
    email: 'Email',
    newPassword: 'New password',
    code: 'Confirmation code',
    confirm: 'Confirm',
    password: 'Password',
    signIn: 'Sign in',
    signInTitle: 'Sign in to Rumbo',
    noneTitle: 'Start your subscription',
    none: "You don't have a Rumbo subscription yet.",
    start: 'Start your subscription',
    endedTitle: 'Your subscription has ended',
    ended: (date: string) => `Your subscription ended on ${date}. Renew it to get back to your matches, applications and resume.`,
    renew: 'Renew subscription',
    download: 'Download your applications (CSV)',
    interview: 'Interview',
    price: '€19.00 a month',
    support: 'Email support',
    signOut: 'Sign out',
    checkoutTitle: 'Subscribe to Rumbo',
    renewTitle: 'Renew your Rumbo subscription',
    payTest: 'Pay (test)',
    payFailed: 'The payment could not be completed and nothing was charged. Try again in a moment.',
    welcomeTitle: 'Welcome to Rumbo!',
    active: (date: string) => `Your subscription is active until ${date}.`,
    gotIt: 'Got it',
    renewedTitle: 'Subscription Successfully Renewed!',
  },
  es: {
    locale: 'es-ES',
    createAccount: 'Crea una cuenta',
    name: 'Tu nombre',
    greeting: 'Hola, Ana María',
    signUp: 'Crear cuenta',
    email: 'Correo electrónico',
    newPassword: 'Nueva contraseña',
    code: 'Código de confirmación',
    confirm: 'Confirmar',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    signInTitle: 'Inicia sesión en Rumbo',
    noneTitle: 'Activa tu suscripción',
    none: 'Todavía no tienes una suscripción a Rumbo.',
    start: 'Suscribirme',
    endedTitle: 'Tu suscripción ha terminado',
    ended: (date: string) => `Tu suscripción terminó el ${date}. Renuévala para volver a tus coincidencias, candidaturas y currículum.`,
    renew: 'Renovar la suscripción',
    download: 'Descargar tus candidaturas (CSV)',
    interview: 'Entrevista',
    price: '19,00 € al mes',
    support: 'Escribe a soporte',
    signOut: 'Cerrar sesión',
    checkoutTitle: 'Suscríbete a Rumbo',
    renewTitle: 'Renueva tu suscripción a Rumbo',
    payTest: 'Pagar (prueba)',
    payFailed: 'No se pudo completar el pago y no se ha cobrado nada. Vuelve a intentarlo en un momento.',
    welcomeTitle: '¡Te damos la bienvenida a Rumbo!',
    active: (date: string) => `Tu suscripción está activa hasta el ${date}.`,
    gotIt: 'Entendido',
    renewedTitle: '¡Suscripción renovada con éxito!',
  },
} as const;
type TText = (typeof TEXT)[keyof typeof TEXT];

/** Signs up on /auth and enters the emailed code, which signs in: an account without any subscription. */
async function signUpAndSignIn(page: Page, T: TText, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: T.createAccount }).click();
  // The sign-in form stays until the sign-up form replaces it: fill the email once that has happened.
  await expect(page.getByLabel(T.newPassword)).toBeVisible();
  // The same kind of account as onboarding's: the sign-up asks for the name the dashboard greets with.
  await page.getByLabel(T.name).fill('Ana   María');
  await page.getByLabel(T.email).fill(email);
  await page.getByLabel(T.newPassword).fill(PASSWORD);
  await page.getByRole('button', { name: T.signUp }).click();
  await page.getByLabel(T.code).fill(await codeSentTo(email));
  // The right code signs the new account in at once (no second password entry).
  await page.getByRole('button', { name: T.confirm }).click();
}

/** The refusal screen's common parts: support mail, the price, a way to sign out, and no way that loops back. */
async function expectRefusalBasics(page: Page, T: TText, email: string) {
  const refusal = page.getByTestId('expired-notice');
  await expect(refusal).toContainText(email);
  await expect(refusal.getByRole('link', { name: T.support })).toHaveAttribute('href', /^mailto:.+@/);
  await expect(refusal.getByTestId('plan-price')).toHaveText(T.price);
  await expect(refusal.getByRole('button', { name: T.signOut })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('subscriptionExpired'))).toBe('true');
  return refusal;
}

for (const lang of ['en', 'es'] as const) {
  const T = TEXT[lang];
  test.describe(lang, () => {
    test.beforeEach(async ({ page }) => {
      await page.context().addCookies([{ name: 'locale', value: lang, url: process.env.E2E_BASE_URL! }]);
    });

    test(`${lang}: a signed-up person without a subscription starts one from the refusal screen and is welcomed, not "renewed"`, async ({ page }) => {
      const email = newEmail(`nosub-${lang}`);
      await signUpAndSignIn(page, T, email);
      await expect(page).toHaveURL(/\/auth\?reason=expired$/);
      await expect(page.getByRole('heading', { name: T.noneTitle })).toBeVisible();
      const refusal = await expectRefusalBasics(page, T, email);
      await expect(refusal).toContainText(T.none);

      await refusal.getByRole('button', { name: T.start }).click();
      await expect(page).toHaveURL(/\/test-checkout\/cs_local_/);
      // A new subscription, not a renewal.
      await expect(page.getByRole('heading', { name: T.checkoutTitle })).toBeVisible();
      // Where a press could not complete (the form's route sends the person back with ?failed=1), the page says so in the person's language.
      await page.goto(`${page.url()}?failed=1`);
      await expect(page.getByTestId('checkout-failed')).toHaveText(T.payFailed);
      const paidFrom = Date.now();
      await page.getByRole('button', { name: T.payTest }).click();

      await expect(page).toHaveURL(/\/dashboard\?subscription=started$/);
      await expect(page.getByTestId('greeting')).toHaveText(T.greeting);
      const paidUntil = [paidFrom, Date.now()].map((at) => T.active(longDate(localPeriodEnd(at), T.locale)));
      const welcome = page.getByTestId('welcome');
      await expect(welcome.getByRole('heading', { name: T.welcomeTitle })).toBeVisible();
      // One test period (a calendar month: December 1 runs to January 1) from the payment.
      await expect(welcome.getByTestId('welcome-active')).toBeVisible();
      expect(paidUntil).toContain(await welcome.getByTestId('welcome-active').textContent());
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(T.renewedTitle)).toHaveCount(0);
      // The card is in the page's HTML: a press before the page's code has run does nothing, and is made again.
      await expect(async () => {
        await welcome.getByRole('button', { name: T.gotIt }).click({ timeout: 1000 });
        await expect(page).toHaveURL(/\/dashboard$/, { timeout: 1000 });
      }).toPass();
      await expect(page.getByTestId('welcome')).toHaveCount(0);
    });

    test(`${lang}: an expired subscriber is told when it ended, can sign out, and renews from the refusal screen`, async ({ page }) => {
      const user = await subscriber(`ended-${lang}`, PASSWORD, -2);
      await trackFor(user.email, 'https://jobs.example/ended-1', 'INTERVIEW');
      await page.goto('/auth');
      await submitSignIn(page, user);
      await expect(page).toHaveURL(/\/auth\?reason=expired$/);
      await expect(page.getByRole('heading', { name: T.endedTitle })).toBeVisible();
      const refusal = await expectRefusalBasics(page, T, user.email);
      await expect(refusal).toContainText(T.ended(longDate(user.periodEnd, T.locale)));
      // Their applications stay theirs: downloaded from here, in the interface's language.
      const [download] = await Promise.all([page.waitForEvent('download'), refusal.getByRole('button', { name: T.download }).click()]);
      const csv = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n');
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain('https://jobs.example/ended-1');
      expect(csv[1]).toContain(T.interview);

      await refusal.getByRole('button', { name: T.signOut }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { name: T.signInTitle })).toBeVisible();
      await submitSignIn(page, user);
      await expect(page).toHaveURL(/\/auth\?reason=expired$/);

      await page.getByTestId('expired-notice').getByRole('button', { name: T.renew }).click();
      await expect(page).toHaveURL(/\/test-checkout\/cs_local_/);
      await expect(page.getByRole('heading', { name: T.renewTitle })).toBeVisible();
      await page.getByRole('button', { name: T.payTest }).click();
      await expect(page).toHaveURL(/\/dashboard\?subscription=renewed$/);
      await expect(page.getByRole('dialog', { name: T.renewedTitle })).toBeVisible();
    });
  });
}
