import { expect, test, type Page } from './fixtures';
import { subscriber } from './accounts';
import { axeViolations, signIn, submitSignIn } from './helpers';

const PASSWORD = 'Rumbo#Small2026';

const LANGUAGES = [
  {
    name: 'English',
    browser: 'en-US',
    titles: {
      '/dashboard': 'Dashboard · Rumbo',
      '/matches': 'Matches · Rumbo',
      '/jobs': 'Jobs · Rumbo',
      '/applications': 'Applications · Rumbo',
      '/documents': 'Documents · Rumbo',
      '/settings': 'Profile and subscription · Rumbo',
      '/job-preferences': 'Job preferences · Rumbo',
      '/support': 'Support · Rumbo',
      '/resume': 'Resume · Rumbo',
      '/auth': 'Sign in · Rumbo',
      '/onboarding': 'Create your account · Rumbo',
      '/onboarding/success': 'Payment received · Rumbo',
      '/test-checkout/cs_local_unknown': 'Test checkout · Rumbo',
      '/no-such-page': 'Page not found · Rumbo',
    },
    home: 'Rumbo — your job search, on course',
    notFound: { heading: 'Page not found', toDashboard: 'Go to your dashboard', toHome: 'Go to the home page' },
    pageError: {
      heading: 'This page could not be shown',
      lead: 'Something went wrong on our side. Nothing you saved is lost: try again, or come back in a few minutes.',
      retry: 'Try again',
      save: 'Save',
      jobs: 'Latest jobs',
      onboarding: 'Welcome to Rumbo',
    },
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    applications: 'Applications',
    documents: 'Documents',
  },
  {
    name: 'Spanish',
    browser: 'es-ES',
    titles: {
      '/dashboard': 'Panel · Rumbo',
      '/matches': 'Coincidencias · Rumbo',
      '/jobs': 'Empleos · Rumbo',
      '/applications': 'Candidaturas · Rumbo',
      '/documents': 'Documentos · Rumbo',
      '/settings': 'Perfil y suscripción · Rumbo',
      '/job-preferences': 'Preferencias de empleo · Rumbo',
      '/support': 'Soporte · Rumbo',
      '/resume': 'Currículum · Rumbo',
      '/auth': 'Iniciar sesión · Rumbo',
      '/onboarding': 'Crea tu cuenta · Rumbo',
      '/onboarding/success': 'Pago recibido · Rumbo',
      '/test-checkout/cs_local_unknown': 'Pago de prueba · Rumbo',
      '/no-such-page': 'Página no encontrada · Rumbo',
    },
    home: 'Rumbo — tu búsqueda de empleo, con rumbo',
    notFound: { heading: 'Página no encontrada', toDashboard: 'Ir a tu panel', toHome: 'Ir a la página de inicio' },
    pageError: {
      heading: 'No se ha podido mostrar esta página',
      lead: 'Algo ha fallado por nuestra parte. No se ha perdido nada de lo que has guardado: inténtalo de nuevo o vuelve dentro de unos minutos.',
      retry: 'Reintentar',
      save: 'Guardar',
      jobs: 'Últimas ofertas',
      onboarding: 'Te damos la bienvenida a Rumbo',
    },
    signIn: 'Iniciar sesión',
    dashboard: 'Panel',
    applications: 'Candidaturas',
    documents: 'Documentos',
  },
] as const;

const GUARDED = ['/dashboard', '/matches', '/jobs', '/applications', '/documents', '/settings', '/job-preferences', '/support', '/resume'] as const;

/** The document's title in a page's HTML (the first `<title>` outside any SVG), its entities decoded. */
function titleOf(html: string): string | undefined {
  const title = html.replace(/<svg[\s\S]*?<\/svg>/g, '').match(/<title>([^<]*)<\/title>/)?.[1];
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
  return title?.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);
}

/** The address bar's path and query, whatever the host. */
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

for (const T of LANGUAGES) {
  test.describe(T.name, () => {
    test.use({ locale: T.browser });

    test('every page has its own tab title', async ({ page }) => {
      const user = await subscriber('titles', PASSWORD);
      const titled = Object.entries(T.titles) as Array<[string, string]>;
      // The title is in the page the server sends (a tab shows it before any script runs): read
      // from that page, in the person's language, with the browser's cookies.
      const servedTitle = async (path: string) => titleOf(await (await page.request.get(path, { headers: { 'accept-language': T.browser } })).text());
      // Signed out: the public pages, the 404 and the brand title of the home page.
      expect(await servedTitle('/')).toBe(T.home);
      for (const [path, title] of titled.filter(([path]) => !GUARDED.includes(path as (typeof GUARDED)[number]))) expect(await servedTitle(path), path).toBe(title);
      await signIn(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page).toHaveTitle(T.titles['/dashboard']);
      for (const [path, title] of titled.filter(([path]) => GUARDED.includes(path as (typeof GUARDED)[number]))) expect(await servedTitle(path), path).toBe(title);
      // A client-side navigation changes it too.
      await page
        .locator('header')
        .getByRole('link', { name: /^(Support|Soporte)$/ })
        .click();
      await expect(page).toHaveTitle(T.titles['/support']);
    });

    test('a page that fails in the browser says so in the reader’s language inside the navigation, and Try again brings it back with fresh data', async ({ page }) => {
      await page.setViewportSize(T.name === 'Spanish' ? { width: 390, height: 844 } : { width: 1280, height: 900 });
      await signIn(page, await subscriber('page-error', PASSWORD));
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/jobs');
      // The tracked jobs come back in a shape no page can draw (a release out of step with the
      // server, say): the page's own code fails while it draws them.
      const shapeless = '**/api/trpc/applications.list**';
      await page.route(shapeless, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: { unexpected: true } } }]) }));
      await page.getByTestId('job-card').nth(6).getByRole('button', { name: T.pageError.save, exact: true }).click();
      // Shown from the top, its heading focused, however far down the tap was.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pageError.heading);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
      await expect(page.getByText(T.pageError.lead)).toBeVisible();
      // The navigation stays (behind the menu button on a phone), and the way back is the dashboard.
      const header = page.locator('header');
      await expect(T.name === 'Spanish' ? header.getByRole('button', { name: 'Abrir menú' }) : header.getByRole('link', { name: T.dashboard, exact: true })).toBeVisible();
      await expect(page.getByTestId('page-error').getByRole('link', { name: T.notFound.toDashboard })).toHaveAttribute('href', '/dashboard');
      expect(await axeViolations(page, { where: 'the error page' })).toEqual([]);
      // Once the answers are whole again, Try again reads them afresh instead of failing on the same ones.
      await page.unroute(shapeless);
      await page.getByRole('button', { name: T.pageError.retry }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pageError.jobs);
      await expect(page.getByTestId('job-card').first()).toBeVisible();
      await expect(page.getByTestId('page-error')).toHaveCount(0);

      // On the dashboard itself the way back would lead nowhere new: only Try again is offered.
      await page.goto('/dashboard');
      await page.route(shapeless, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: { unexpected: true } } }]) }));
      await page.getByTestId('job-card').first().getByRole('button', { name: T.pageError.save, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pageError.heading);
      await expect(page.getByTestId('page-error').getByRole('link')).toHaveCount(0);
      await page.unroute(shapeless);
      await page.getByRole('button', { name: T.pageError.retry }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.dashboard);
    });

    test('a public page that fails in the browser says so in the reader’s language, leads home, and Try again brings it back', async ({ page }) => {
      // The sign-up's choices come back in a shape the page cannot draw.
      const shapeless = '**/api/trpc/onboarding.options**';
      await page.route(shapeless, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: { locations: 5, fields: 'x' } } }]) }));
      await page.goto('/onboarding');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(T.pageError.heading);
      await expect(page.getByText(T.pageError.lead)).toBeVisible();
      await expect(page.getByTestId('page-error').getByRole('link', { name: T.notFound.toHome })).toHaveAttribute('href', '/');
      expect(await axeViolations(page, { where: 'the error page, signed out' })).toEqual([]);
      await page.unroute(shapeless);
      await page.getByRole('button', { name: T.pageError.retry }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pageError.onboarding);
    });

    test('the 404 page says what happened and leads back: home or sign-in when signed out, the dashboard when signed in', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.notFound.heading);
      await expect(page.getByRole('link', { name: 'Rumbo', exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: T.signIn })).toHaveAttribute('href', '/auth');
      await page.getByRole('link', { name: T.notFound.toHome }).click();
      await expect(page).toHaveURL(/\/$/);

      await signIn(page, await subscriber('notfound', PASSWORD));
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/nothing-here');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.notFound.heading);
      await expect(page.getByRole('link', { name: T.notFound.toHome })).toHaveCount(0);
      await page.getByRole('link', { name: T.notFound.toDashboard }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.dashboard);
    });

    // Where / leads does not depend on the language: one of the two (docs/testing.md, "One language, one width").
    if (T === LANGUAGES[0]) {
      test('a signed-in person on / goes to the dashboard; a visitor stays on the home page', async ({ page }) => {
        await page.goto('/');
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('link', { name: T.signIn })).toBeVisible();
        await signIn(page, await subscriber('home', PASSWORD));
        await expect(page).toHaveURL(/\/dashboard$/);
        const response = await page.goto('/');
        // Redirected by the server, before any of the home page is sent.
        expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.dashboard);
      });
    }
  });
}

test.describe('the deep link after sign-in', () => {
  test('English: a guarded page asked for while signed out opens after sign-in, with its query', async ({ page }) => {
    const user = await subscriber('deeplink', PASSWORD);
    await page.goto('/applications?view=board');
    expect(pathAndQuery(page)).toBe('/auth?next=/applications%3Fview%3Dboard');
    await submitSignIn(page, user);
    await expect(page).toHaveURL(/\/applications\?view=board$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[0].applications);
  });

  test.describe('Spanish', () => {
    test.use({ locale: 'es-ES' });
    test('a guarded page asked for while signed out opens after sign-in', async ({ page }) => {
      const user = await subscriber('enlace', PASSWORD);
      await page.goto('/documents');
      expect(pathAndQuery(page)).toBe('/auth?next=/documents');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en Rumbo');
      await submitSignIn(page, user);
      await expect(page).toHaveURL(/\/documents$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[1].documents);
    });
  });

  test('a return address that is not one of our guarded pages is refused: sign-in goes to the dashboard', async ({ page, baseURL }) => {
    const user = await subscriber('openredirect', PASSWORD);
    const origin = new URL(baseURL!).origin;
    for (const next of ['//evil.example/dashboard', 'https://evil.example/dashboard', '/\\evil.example', '/%09/evil.example', 'javascript:alert(1)', '/onboarding']) {
      // Signed out for each address: the dashboard of the last round left first, so none of its
      // requests still on their way can set the session again once the cookies are cleared.
      await page.goto('about:blank');
      await page.context().clearCookies();
      // Raw, as an attacker would write the link: no second encoding of what is already encoded.
      await page.goto(`/auth?next=${next.includes('%') ? next : encodeURIComponent(next)}`);
      await submitSignIn(page, user);
      await expect(page, next).toHaveURL(`${origin}/dashboard`);
    }
  });
});

test('every button label sits in the middle of its button, links drawn as buttons included', async ({ page }) => {
  const user = await subscriber('centred', PASSWORD);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/dashboard', '/jobs']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    const offCentre = await page.locator('[data-variant]:is(button, a), .mantine-Button-root').evaluateAll((buttons) =>
      buttons
        .filter((button) => button instanceof HTMLElement && button.offsetParent !== null)
        .flatMap((button) => {
          const label = button.querySelector(':scope > span:last-child > span, .mantine-Button-label');
          if (!label) return [];
          const outer = button.getBoundingClientRect();
          const inner = label.getBoundingClientRect();
          const gap = Math.abs(outer.top + outer.height / 2 - (inner.top + inner.height / 2));
          return gap > 1.5 ? [`${button.tagName} ${label.textContent}: ${gap.toFixed(1)} px`] : [];
        }),
    );
    expect(offCentre, path).toEqual([]);
  }
});
