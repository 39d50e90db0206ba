import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './fixtures';
import { codeSentTo, newEmail } from './accounts';
import { holdChunks, submitSignIn } from './helpers';

/** What the screens say in each language (the catalogues' words, as a person reads them). */
const TEXT = {
  en: {
    step: (n: number) => `Step ${n} of 5`,
    name: 'Your name',
    email: 'Email',
    locations: 'Locations of interest',
    fields: 'Fields of interest',
    next: 'Next',
    back: 'Back',
    pay: 'Continue to payment',
    reviewTitle: 'Check your answers',
    editEmail: 'Edit: Email',
    nameShort: 'Name must be at least 2 characters long',
    nameChars: 'Name cannot contain special characters or numbers',
    emailInvalid: 'Enter a valid email address.',
    price: '€19.00 a month',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    checkoutTitle: 'Subscribe to Rumbo',
    payTest: 'Pay (test)',
    successTitle: 'Payment received',
    spam: 'spam folder',
    signIn: 'Sign in',
    changePassword: 'Please change your password',
    newPassword: 'New password',
    continue: 'Continue',
    greeting: 'Hello, Ana María',
    welcomeTitle: 'Welcome to Rumbo!',
    gotIt: 'Got it',
    // What onboarding stored is what /job-preferences offers: the same choices, the same labels.
    prefLocations: 'Locations',
    prefFields: 'Fields',
    madrid: 'Madrid, Spain',
    dublin: 'Dublin, Ireland',
    lima: 'Lima, Peru',
    fieldTyped: 'softw',
    designTyped: 'design',
    design: 'Design',
    useTyped: (text: string) => `Use “${text}”`,
    nothingFound: 'Nothing found',
    typedNotSaved: (text: string) => `“${text}” is not one of the options. Pick one from the list, or choose “Use “${text}”” at the end of the list to keep it as typed.`,
    remove: (item: string) => `Remove ${item}`,
    editFields: 'Edit: Fields of interest',
    prefField: 'Software Engineering',
    logout: 'Logout',
    accountExists: 'An account with this email already exists. Please sign in to continue.',
    setPasswordNow: 'Choose your password now',
    passwordTitle: 'Choose your password',
    passwordLead: (email: string) => `Choose the password for ${email}. You'll be signed in right away.`,
    savePassword: 'Save and go to my dashboard',
    passwordGone: 'This page can no longer set a password',
    tooShort: 'Use at least 12 characters.',
    incorrect: 'Incorrect username or password. Please try again.',
  },
  es: {
    step: (n: number) => `Paso ${n} de 5`,
    name: 'Tu nombre',
    email: 'Correo electrónico',
    locations: 'Ubicaciones de interés',
    fields: 'Áreas de interés',
    next: 'Siguiente',
    back: 'Atrás',
    pay: 'Continuar al pago',
    reviewTitle: 'Revisa tus respuestas',
    editEmail: 'Editar: Correo electrónico',
    nameShort: 'El nombre debe tener al menos 2 caracteres',
    nameChars: 'El nombre no puede contener caracteres especiales ni números',
    emailInvalid: 'Escribe un correo electrónico válido.',
    price: '19,00 € al mes',
    terms: 'Condiciones del servicio',
    privacy: 'Política de privacidad',
    checkoutTitle: 'Suscríbete a Rumbo',
    payTest: 'Pagar (prueba)',
    successTitle: 'Pago recibido',
    spam: 'carpeta de spam',
    signIn: 'Iniciar sesión',
    changePassword: 'Por favor, cambia tu contraseña',
    newPassword: 'Nueva contraseña',
    continue: 'Continuar',
    greeting: 'Hola, Ana María',
    welcomeTitle: '¡Te damos la bienvenida a Rumbo!',
    gotIt: 'Entendido',
    prefLocations: 'Ubicaciones',
    prefFields: 'Áreas',
    madrid: 'Madrid, España',
    dublin: 'Dublín, Irlanda',
    lima: 'Lima, Perú',
    fieldTyped: 'softw',
    designTyped: 'diseño',
    design: 'Diseño',
    useTyped: (text: string) => `Usar “${text}”`,
    nothingFound: 'Sin resultados',
    typedNotSaved: (text: string) =>
      `“${text}” no es ninguna de las opciones. Elige una de la lista, o elige “Usar “${text}”” al final de la lista para guardarlo tal como lo escribiste.`,
    remove: (item: string) => `Quitar ${item}`,
    editFields: 'Editar: Áreas de interés',
    prefField: 'Ingeniería de software',
    logout: 'Cerrar sesión',
    accountExists: 'Ya existe una cuenta con este correo electrónico. Inicia sesión para continuar.',
    setPasswordNow: 'Elige tu contraseña ahora',
    passwordTitle: 'Elige tu contraseña',
    passwordLead: (email: string) => `Elige la contraseña de ${email}. Entrarás en tu cuenta enseguida.`,
    savePassword: 'Guardar e ir a mi panel',
    passwordGone: 'Esta página ya no puede fijar una contraseña',
    tooShort: 'Usa al menos 12 caracteres.',
    incorrect: 'Correo electrónico o contraseña incorrectos. Inténtalo de nuevo.',
  },
} as const;
type TLang = keyof typeof TEXT;
type TText = (typeof TEXT)[TLang];

const storedState = (page: Page) => page.evaluate(() => localStorage.getItem('onboarding_state'));

/** The interface language for the whole test, as a stored preference would choose it. */
async function useLanguage(page: Page, lang: TLang) {
  await page.context().addCookies([{ name: 'locale', value: lang, url: process.env.E2E_BASE_URL! }]);
}

/** The tags a locations or fields input holds. */
const tagsOf = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true }).locator('..').locator('[data-pill] > span');

/** Answers every step from the first one, each step submitted with Enter, and stops on the review: Madrid and the software field, picked by typing. */
async function answerAll(page: Page, T: TText, answers: { name: string; email: string }) {
  const progress = page.getByTestId('onboarding-progress');
  await expect(progress).toHaveText(T.step(1));
  await page.getByLabel(T.name).fill(answers.name);
  await page.getByLabel(T.name).press('Enter');
  await expect(progress).toHaveText(T.step(2));
  await page.getByLabel(T.email).fill(answers.email);
  await page.getByLabel(T.email).press('Enter');
  await expect(progress).toHaveText(T.step(3));
  const places = page.getByRole('combobox', { name: T.locations, exact: true });
  await places.fill('madr');
  await places.press('Enter');
  await expect(tagsOf(page, T.locations)).toHaveText([T.madrid]);
  // Enter on an empty input moves on.
  await places.press('Enter');
  await expect(progress).toHaveText(T.step(4));
  const fields = page.getByRole('combobox', { name: T.fields, exact: true });
  await fields.fill(T.fieldTyped);
  await page.getByRole('option', { name: T.prefField, exact: true }).click();
  await expect(tagsOf(page, T.fields)).toHaveText([T.prefField]);
  await fields.press('Escape');
  await page.getByRole('button', { name: T.next }).click();
  await expect(progress).toHaveText(T.step(5));
  await expect(page.getByRole('heading', { name: T.reviewTitle })).toBeVisible();
}

/** How many temporary-password (or code) messages the local identity service delivered to an address. */
function deliveriesTo(email: string): number {
  const log = readFileSync(join(process.env.E2E_DATA_DIR!, 'cognito', 'messages.log'), 'utf8');
  return log.split('\n').filter((line) => line.includes('Destination:') && line.includes(email)).length;
}

/** Another browser (no cookies of the one that paid), as another client address, in the same language. */
async function otherBrowser(browser: Browser, lang: TLang) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${lang === 'en' ? 61 : 62}` } });
  await context.addCookies([{ name: 'locale', value: lang, url: process.env.E2E_BASE_URL! }]);
  return context;
}

// The whole journey, from the first answer to the dashboard, runs in both languages; the first
// password chosen in the browser that paid and the rules of each step run in one each, the
// languages taking turns (docs/testing.md, "One language, one width").
for (const lang of ['en', 'es'] as const) {
  const T = TEXT[lang];

  if (lang === 'es') {
    test(`${lang}: after paying, the browser that paid chooses the password on its own page and lands on the dashboard signed in; another browser's temporary password works until then`, async ({
      page,
      browser,
    }, testInfo) => {
      await useLanguage(page, lang);
      const email = newEmail(`first-password-${lang}`);
      await page.goto('/onboarding');
      await answerAll(page, T, { name: 'Ana María', email });
      await page.getByRole('button', { name: T.pay }).click();
      await expect(page).toHaveURL(/\/test-checkout\/cs_local_/);
      await page.getByRole('button', { name: T.payTest }).click();

      // The success page names the address the temporary password went to.
      await expect(page).toHaveURL(/\/onboarding\/success$/);
      await expect(page.getByTestId('success-lead')).toContainText(email);
      await expect(page.getByTestId('success-steps')).toContainText(email);
      await expect.poll(() => storedState(page)).toBeNull();
      // The first-password cookie is the browser's only: httpOnly, SameSite=Lax, for 30 minutes.
      const cookie = (await page.context().cookies()).find((c) => c.name === 'rumbo-first-password');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(25 * 60_000);
      expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5_000);

      // Meanwhile, from another browser, the emailed temporary password leads to the new-password screen: one banner.
      const elsewhere = await otherBrowser(browser, lang);
      const other = await elsewhere.newPage();
      const temporary = await codeSentTo(email);
      await other.goto('/auth');
      await submitSignIn(other, { email, password: temporary });
      await expect(other.getByTestId('auth-notice')).toHaveText(T.changePassword);
      await expect(other.locator('[role="alert"]:not(#__next-route-announcer__)')).toHaveCount(1);
      await expect(other.getByText(T.changePassword)).toHaveCount(1);
      await other.screenshot({ path: `test-results/new-password-required-${lang}.png`, fullPage: true });

      await page.getByRole('link', { name: T.setPasswordNow }).click();
      await expect(page).toHaveURL(/\/onboarding\/password$/);
      await expect(page.getByRole('heading', { name: T.passwordTitle })).toBeVisible();
      await expect(page.getByTestId('first-password-lead')).toHaveText(T.passwordLead(email));
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.screenshot({ path: `test-results/first-password-${lang}-${width}.png`, fullPage: true });
        await testInfo.attach(`first-password-${lang}-${width}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      }
      // The rule as everywhere: too short is refused (and does not use the page up).
      await page.getByLabel(T.newPassword).fill('short one');
      await page.getByRole('button', { name: T.savePassword }).click();
      await expect(page.getByTestId('first-password-error')).toHaveText(T.tooShort);
      await page.getByLabel(T.newPassword).fill('Chosen#Pass2026');
      await page.getByRole('button', { name: T.savePassword }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('greeting')).toHaveText(T.greeting);

      // Once used it is gone, and the temporary password no longer signs in anywhere.
      await page.goto('/onboarding/password');
      await expect(page.getByTestId('first-password-notice')).toContainText(T.passwordGone);
      await expect(page.getByText(email)).toHaveCount(0);
      await other.goto('/auth');
      await submitSignIn(other, { email, password: temporary });
      await expect(other.getByTestId('auth-error')).toHaveText(T.incorrect);
      await submitSignIn(other, { email, password: 'Chosen#Pass2026' });
      await expect(other).toHaveURL(/\/dashboard$/);
      // Another browser never had the page's capability.
      await other.goto('/onboarding/password');
      await expect(other.getByTestId('first-password-notice')).toContainText(T.passwordGone);
      await elsewhere.close();
    });
  }

  if (lang === 'en') {
    test(`${lang}: each step keeps its rules, and a reload resumes the step and the answers`, async ({ page }) => {
      await useLanguage(page, lang);
      const email = newEmail(`resume-${lang}`);
      await page.goto('/onboarding');
      const progress = page.getByTestId('onboarding-progress');
      await expect(progress).toHaveText(T.step(1));
      const name = page.getByLabel(T.name);
      await expect(name).toBeFocused();
      await name.fill(' A ');
      await name.press('Enter');
      await expect(page.getByText(T.nameShort)).toBeVisible();
      await expect(progress).toHaveText(T.step(1));
      await name.fill('R2D2');
      await expect(page.getByText(T.nameChars)).toBeVisible();
      await name.fill('  Ana   María ');
      await name.press('Enter');

      await expect(progress).toHaveText(T.step(2));
      const emailField = page.getByLabel(T.email);
      await expect(emailField).toBeFocused();
      await emailField.fill('ana@example');
      await page.getByRole('button', { name: T.next }).click();
      await expect(page.getByText(T.emailInvalid)).toBeVisible();
      await emailField.fill(email);
      await emailField.press('Enter');

      await expect(progress).toHaveText(T.step(3));
      const places = page.getByRole('combobox', { name: T.locations, exact: true });
      for (const place of ['Madrid', 'Lima']) {
        await places.fill(place);
        await places.press('Enter');
      }
      await expect(tagsOf(page, T.locations)).toHaveText([T.madrid, T.lima]);
      expect(JSON.parse((await storedState(page))!)).toEqual({
        currentStep: 2,
        isValid: true,
        formData: { name: '  Ana   María ', email, locations_of_interest: ['Madrid, España', 'Lima, Perú'], industries_of_interest: [] },
      });

      await page.reload();
      await expect(progress).toHaveText(T.step(3));
      await expect(tagsOf(page, T.locations)).toHaveText([T.madrid, T.lima]);
      await page.getByRole('button', { name: T.back }).click();
      await expect(progress).toHaveText(T.step(2));
      await expect(page.getByLabel(T.email)).toHaveValue(email);
      await page.getByLabel(T.email).press('Enter');
      await page.getByRole('combobox', { name: T.locations, exact: true }).press('Enter');
      await page.getByRole('combobox', { name: T.fields, exact: true }).press('Enter');
      await expect(page.getByRole('heading', { name: T.reviewTitle })).toBeFocused();
      const review = page.getByTestId('onboarding-review');
      // The name as it will be saved: repeated spaces collapsed (docs/product-rules.md §5).
      await expect(review).toContainText('Ana María');
      await expect(review.getByTestId('review-locations').getByRole('listitem')).toHaveText([T.madrid, T.lima]);
      await review.getByRole('button', { name: T.editEmail }).click();
      await expect(progress).toHaveText(T.step(2));

      // A state someone tampered with starts over instead of breaking the page.
      await page.evaluate(() => localStorage.setItem('onboarding_state', '{"currentStep": 4, "formData": "x"'));
      await page.reload();
      await expect(progress).toHaveText(T.step(1));
      await expect(page.getByLabel(T.name)).toHaveValue('');
    });
  }

  test(`${lang}: onboarding → test checkout → success → temporary password → new password → dashboard with the answers and a welcome shown once`, async ({ page }) => {
    await useLanguage(page, lang);
    const email = newEmail(`journey-${lang}`);
    await page.goto('/onboarding');
    await answerAll(page, T, { name: 'Ana   María', email });
    await expect(page.getByTestId('plan-price')).toHaveText(T.price);
    // Where the person pays: the withdrawal notice, and the terms and privacy policy they accept.
    await expect(page.getByTestId('withdrawal-notice')).toBeVisible();
    await expect(page.getByTestId('plan-terms').getByRole('link', { name: T.terms })).toHaveAttribute('href', '/terms');
    await expect(page.getByTestId('plan-terms').getByRole('link', { name: T.privacy })).toHaveAttribute('href', '/privacy');
    await page.getByRole('button', { name: T.pay }).click();

    await expect(page).toHaveURL(/\/test-checkout\/cs_local_/);
    await expect(page.getByRole('heading', { name: T.checkoutTitle })).toBeVisible();
    // One wording for the period, the same as before paying; the same notice beside the button.
    await expect(page.getByTestId('plan-price')).toHaveText(T.price);
    await expect(page.getByTestId('withdrawal-notice')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: T.payTest }).click();

    await expect(page).toHaveURL(/\/onboarding\/success$/);
    await expect(page.getByRole('heading', { name: T.successTitle })).toBeVisible();
    await expect(page.getByTestId('success-steps')).toContainText(T.spam);
    await expect.poll(() => storedState(page)).toBeNull();
    await page.getByRole('link', { name: T.signIn }).click();

    await expect(page).toHaveURL(/\/auth$/);
    await submitSignIn(page, { email, password: await codeSentTo(email) });
    await expect(page.getByTestId('auth-notice')).toHaveText(T.changePassword);
    await page.getByLabel(T.newPassword).fill('Chosen#Pass2026');
    await page.getByRole('button', { name: T.continue }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting')).toHaveText(T.greeting);
    const welcome = page.getByTestId('welcome');
    await expect(welcome.getByRole('heading', { name: T.welcomeTitle })).toBeVisible();
    expect(await welcome.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual([
      '/job-preferences',
      '/resume',
      '/matches',
    ]);
    await welcome.getByRole('button', { name: T.gotIt }).click();
    await expect(welcome).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenWelcome'))).toBe('true');

    await page.goto('/job-preferences');
    await expect(tagsOf(page, T.prefLocations)).toHaveText([T.madrid]);
    await expect(tagsOf(page, T.prefFields)).toHaveText([T.prefField]);

    // Shown once: not after a reload, nor after signing out and in again (logout keeps hasSeenWelcome).
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.getByTestId('welcome')).toHaveCount(0);
    await page.getByRole('button', { name: T.logout }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await submitSignIn(page, { email, password: 'Chosen#Pass2026' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting')).toHaveText(T.greeting);
    await expect(page.getByTestId('welcome')).toHaveCount(0);
  });
}

for (const lang of ['en', 'es'] as const) {
  const T = TEXT[lang];
  test(`${lang}: places and fields are picked from the list in the person's language and stored as the options' own values; typed text is never kept unsaid; a choice with no current job is warned of`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/onboarding');
    await page.getByLabel(T.name).fill('Ana');
    await page.getByLabel(T.name).press('Enter');
    await page.getByLabel(T.email).fill(newEmail(`choices-${lang}`));
    await page.getByLabel(T.email).press('Enter');

    // The list opens as the field takes focus, to browse; typing narrows it and Enter takes the highlighted option.
    const places = page.getByRole('combobox', { name: T.locations, exact: true });
    await places.focus();
    await expect(page.getByRole('listbox', { name: T.locations })).toBeVisible();
    await expect(page.getByRole('option', { name: T.madrid, exact: true })).toBeVisible();
    for (const typed of ['madr', 'dubl']) {
      await places.pressSequentially(typed);
      await places.press('Enter');
    }
    await expect(tagsOf(page, T.locations)).toHaveText([T.madrid, T.dublin]);
    await page.getByRole('button', { name: T.next }).click();

    // Text that names no option is offered as itself, never kept by Enter alone.
    const fields = page.getByRole('combobox', { name: T.fields, exact: true });
    await fields.pressSequentially('mercad');
    await expect(page.getByText(T.nothingFound)).toBeVisible();
    await expect(page.getByRole('option', { name: T.useTyped('mercad'), exact: true })).toBeVisible();
    await fields.press('Enter');
    await expect(page.getByText(T.typedNotSaved('mercad'))).toBeVisible();
    await page.getByRole('button', { name: T.next }).click();
    await expect(page.getByTestId('onboarding-progress')).toHaveText(T.step(4));
    await expect(tagsOf(page, T.fields)).toHaveCount(0);
    // Picked on purpose, it is kept as typed; with it no current job matches, and the review says so before payment.
    await fields.press('ArrowDown');
    await fields.press('Enter');
    await expect(tagsOf(page, T.fields)).toHaveText(['mercad']);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page.getByTestId('onboarding-no-matches')).toBeVisible();
    await page.getByRole('button', { name: T.editFields }).click();
    await page.getByRole('button', { name: T.remove('mercad') }).click();
    await fields.pressSequentially(T.designTyped);
    await fields.press('Enter');
    await expect(tagsOf(page, T.fields)).toHaveText([T.design]);
    await page.getByRole('button', { name: T.next }).click();

    // The review: each value on its own line, as the person's language names it; stored as the options' values.
    const review = page.getByTestId('onboarding-review');
    await expect(review.getByTestId('review-locations').getByRole('listitem')).toHaveText([T.madrid, T.dublin]);
    await expect(review.getByTestId('review-industries').getByRole('listitem')).toHaveText([T.design]);
    await expect(page.getByTestId('plan-price')).toBeVisible();
    await expect(page.getByTestId('onboarding-no-matches')).toHaveCount(0);
    const { formData } = JSON.parse((await storedState(page))!) as { formData: { locations_of_interest: string[]; industries_of_interest: string[] } };
    expect(formData).toMatchObject({ locations_of_interest: ['Madrid, España', 'Dublin, Ireland'], industries_of_interest: ['Design'] });
  });
}

test('paying twice for one email makes one account; onboarding again with it is told to sign in, in English and Spanish', async ({ page }) => {
  const email = newEmail('twice');
  const T = TEXT.en;
  await page.goto('/onboarding');
  await answerAll(page, T, { name: 'Luis', email });
  await page.getByRole('button', { name: T.pay }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_/);
  const firstCheckout = page.url();
  // Back to the review (the answers are still there) and a second checkout for the same email.
  await page.goBack();
  await expect(page.getByRole('heading', { name: T.reviewTitle })).toBeVisible();
  await page.getByRole('button', { name: T.pay }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_/);
  expect(page.url()).not.toBe(firstCheckout);
  await page.getByRole('button', { name: T.payTest }).click();
  await expect(page).toHaveURL(/\/onboarding\/success$/);
  // The success page forgets the answers once it has loaded, as a person sees it.
  await expect.poll(() => storedState(page)).toBeNull();
  await page.goto(firstCheckout);
  await page.getByRole('button', { name: T.payTest }).click();
  await expect(page).toHaveURL(/\/onboarding\/success$/);
  await expect.poll(() => storedState(page)).toBeNull();
  // One identity account: one temporary password was sent, and it signs in.
  expect(deliveriesTo(email)).toBe(1);
  const temporary = await codeSentTo(email);
  await page.goto('/auth');
  await submitSignIn(page, { email, password: temporary });
  await expect(page.getByTestId('auth-notice')).toHaveText(T.changePassword);

  // Onboarding again with the same email (the success page cleared the answers): told to sign in at
  // the email step itself, with the checkout's words (docs/security.md), never a second subscription.
  await page.goto('/onboarding');
  await page.getByLabel(T.name).fill('Luis');
  await page.getByLabel(T.name).press('Enter');
  await page.getByLabel(T.email).fill(email);
  await page.getByLabel(T.email).press('Enter');
  const refusal = page.getByTestId('onboarding-error');
  await expect(refusal).toContainText(T.accountExists);
  await expect(refusal.getByRole('link', { name: T.signIn })).toHaveAttribute('href', '/auth');
  await expect(page.getByTestId('onboarding-progress')).toHaveText(T.step(2));
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.getByText('ES', { exact: true }).click();
  await expect(refusal).toContainText(TEXT.es.accountExists);
  await refusal.getByRole('link', { name: TEXT.es.signIn }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(deliveriesTo(email)).toBe(1);
});

test('the first step loads without the later steps’ code, which arrives while the person types; reached early, the field appears when it has', async ({ page }) => {
  // The later steps' code is known by the review's test id; it is held back until released.
  const { held: laterChunks, release } = await holdChunks(page, 'onboarding-review');
  const html = await (await page.goto('/onboarding'))!.text();
  await expect(page.getByLabel('Your name')).toBeVisible();
  await expect.poll(() => laterChunks.length).toBeGreaterThan(0);
  for (const chunk of laterChunks) expect(html).not.toContain(`src="${chunk}"`);

  await page.getByLabel('Your name').fill('Ana María');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email').fill(newEmail('lazy-steps'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Step 3 of 5');
  await expect(page.getByLabel('Locations of interest')).toHaveCount(0);
  release();
  await expect(page.getByLabel('Locations of interest')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Fields of interest')).toBeVisible();
});

test('a first visit on a slow phone: a name typed before the page has run its code is kept, and Enter takes it to the next step (in Spanish)', async ({ page }) => {
  await useLanguage(page, 'es');
  const { held, release } = await holdChunks(page, '');
  await page.goto('/onboarding', { waitUntil: 'commit' });
  const name = page.getByLabel('Tu nombre');
  await name.fill('Ana Temprana');
  // Its code was held back, not run: the page asked for it and got nothing yet.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  // Once the code runs, the name is the form's answer, kept where a reload finds it (not only shown).
  await expect.poll(async () => JSON.parse((await storedState(page)) ?? '{}')?.formData?.name).toBe('Ana Temprana');
  await expect(name).toHaveValue('Ana Temprana');
  await name.press('Enter');
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Paso 2 de 5');
  await page.getByLabel('Correo electrónico').fill(newEmail('early-name'));
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByLabel('Tu nombre')).toHaveValue('Ana Temprana');
});
