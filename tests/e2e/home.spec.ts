import { expect, test } from './fixtures';

/** What the front page says in each language, as a person reads it. */
const TEXT = {
  en: {
    browser: 'en-GB',
    title: 'Your job search, on course',
    getStarted: 'Get started',
    signIn: 'Sign in',
    features: ['Matches that explain themselves', 'Every application in one place', 'Your resume, matched to jobs'],
    price: '€19.00 a month',
    taxes: 'Taxes included.',
    renewal: /renews itself at the end of each period.*Turn automatic renewal off in Profile and subscription/,
    withdrawal: /14-day right of withdrawal\..*within 14 days of paying/,
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    termsSection: 'Right of withdrawal',
    privacySection: 'Cookies',
    onboarding: 'Welcome to Rumbo',
  },
  es: {
    browser: 'es-ES',
    title: 'Tu búsqueda de empleo, con rumbo',
    getStarted: 'Empezar',
    signIn: 'Iniciar sesión',
    features: ['Coincidencias que se explican', 'Todas tus candidaturas en un sitio', 'Tu currículum, frente a los empleos'],
    price: '19,00 € al mes',
    taxes: 'Impuestos incluidos.',
    renewal: /se renueva sola al final de cada periodo.*Desactiva la renovación automática en Perfil y suscripción/,
    withdrawal: /Derecho de desistimiento de 14 días\..*en los 14 días siguientes al pago/,
    terms: 'Condiciones del servicio',
    privacy: 'Política de privacidad',
    termsSection: 'Derecho de desistimiento',
    privacySection: 'Cookies',
    onboarding: 'Te damos la bienvenida a Rumbo',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  const T = TEXT[lang];
  test.describe(`${lang}, on a phone`, () => {
    test.use({ locale: T.browser, viewport: { width: 390, height: 844 } });

    test(`${lang}: the front page says what Rumbo does, what it costs and how renewal, cancelling and withdrawal work; Get started leads the way`, async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      // "Get started" is the first action and the filled one; "Sign in" stands beside it, outlined.
      const hero = page.locator('section').first();
      const actions = hero.getByRole('link');
      await expect(actions).toHaveText([T.getStarted, T.signIn]);
      const fill = (name: string) => hero.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).backgroundColor);
      expect(await fill(T.getStarted)).not.toBe(await fill(T.signIn));
      for (const feature of T.features) await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();

      // The price comes from the payments plan, in this language's words, with taxes and the conditions.
      const plan = page.getByTestId('home-plan');
      await expect(plan.getByTestId('plan-price')).toHaveText(T.price);
      await expect(plan).toContainText(T.taxes);
      await expect(plan).toContainText(T.renewal);
      await expect(plan.getByTestId('withdrawal-notice')).toHaveText(T.withdrawal);
      // Nothing runs off a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await testInfo.attach(`home-${lang}-390`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

      // The terms and the privacy policy are a tap away, and read in the same language.
      await page.getByRole('contentinfo').getByRole('link', { name: T.terms }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 1, name: T.terms })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: T.termsSection })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${T.terms}`));
      await page.getByRole('contentinfo').getByRole('link', { name: T.privacy }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: T.privacy })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: T.privacySection })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      await page.goto('/');
      await page.getByRole('link', { name: T.getStarted }).first().click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { name: T.onboarding })).toBeVisible();
    });
  });
}
