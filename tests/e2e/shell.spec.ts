import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { holdChunks, signedInJobSeeker, signInAsDemo, textLines } from './helpers';
import { APP_LOG } from './log-hygiene';

test.describe('public pages', () => {
  test('home renders in the browser language with the footer and this year', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your job search, on course');
    // The content sits in a centred column with room at its sides, not against the window's edge.
    const width = page.viewportSize()!.width;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.x).toBeGreaterThan(width > 1000 ? (width - 960) / 2 - 1 : 15);
    const year = new Date().getFullYear();
    await expect(page.getByTestId('copyright')).toHaveText(`© ${year} Rumbo. All rights reserved.`);
    await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Follow Rumbo on LinkedIn' })).toHaveAttribute('href', /^https:\/\//);
  });

  test('a language tapped before the page has run its code is taken once it has', async ({ page }) => {
    // A slow phone: the switch is on the page, its code is not yet.
    const { held, release } = await holdChunks(page, '');
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('ES', { exact: true }).click();
    // Its code was held back, not run: the page asked for it and got nothing yet.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu búsqueda de empleo, con rumbo');
    await expect(page.getByRole('radiogroup', { name: 'Idioma' }).getByRole('radio', { name: 'ES' })).toBeChecked();
  });

  test('onboarding uses the gradient layout without any guard', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Rumbo' })).toBeVisible();
    const background = await page.locator('main').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('linear-gradient');
  });

  test('a visitor is sent from a guarded route to /auth', async ({ page }) => {
    await page.goto('/matches');
    await expect(page).toHaveURL(/\/auth\?next=\/matches$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Rumbo' })).toBeVisible();
  });
});

test.describe('signed-in shell', () => {
  test('top navigation: logo, menus, support and footer', async ({ page }) => {
    await signInAsDemo(page);
    const header = page.locator('header');
    await expect(header).toHaveCSS('height', '64px');
    await expect(page.locator('main')).toHaveCSS('padding-top', '80px');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    const jobs = nav.getByRole('button', { name: 'Jobs' });
    await expect(jobs).toHaveAttribute('aria-expanded', 'false');
    await jobs.click();
    await expect(jobs).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Matches' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Latest jobs' })).toHaveAttribute('href', '/jobs');
    await nav.getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
    // The route change closed the list; the current page is marked in it.
    await expect(nav.getByRole('link', { name: 'Matches' })).toBeHidden();
    await jobs.click();
    await expect(nav.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    // A click anywhere else closes it.
    await page.mouse.click(10, 400);
    await expect(nav.getByRole('link', { name: 'Matches' })).toBeHidden();

    await nav.getByRole('button', { name: 'Profile' }).click();
    await expect(nav.getByRole('link', { name: 'Resume' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Preferences' })).toBeVisible();
    await nav.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await nav.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await page.getByRole('link', { name: 'Rumbo home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));
  });

  test('the menus work from the keyboard: arrows open and move, Escape closes back to the button, Tab leaves', async ({ page }) => {
    await signInAsDemo(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const jobs = nav.getByRole('button', { name: 'Jobs' });
    await jobs.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Matches' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Latest jobs' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'Applications' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Matches' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(jobs).toBeFocused();
    await expect(jobs).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Matches' })).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Matches' })).toBeVisible();
    // Tabbing past the last link closes the list.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Applications' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Matches' })).toBeHidden();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resume$/);
  });

  test('hovering a menu opens it for a mouse, leaving it closes it', async ({ page }) => {
    await signInAsDemo(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Profile' }).hover();
    await expect(nav.getByRole('link', { name: 'Resume' })).toBeVisible();
    await nav.getByRole('link', { name: 'Preferences' }).hover();
    await expect(nav.getByRole('link', { name: 'Preferences' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(nav.getByRole('link', { name: 'Resume' })).toBeHidden();
    // Hovering, then clicking the button, leaves it open; a second click closes it.
    const profile = nav.getByRole('button', { name: 'Profile' });
    await profile.hover();
    await expect(nav.getByRole('link', { name: 'Resume' })).toBeVisible();
    await profile.click();
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Resume' })).toBeVisible();
    await profile.click();
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
  });

  test('language toggle switches to Spanish and the choice survives a reload', async ({ page }) => {
    await signInAsDemo(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    // A match's field, named by the server in both languages, follows the switch.
    const FIELDS_ES: Record<string, string> = {
      'Software Engineering': 'Ingeniería de software',
      'Data Science': 'Ciencia de datos',
      'Product Management': 'Gestión de producto',
      Design: 'Diseño',
    };
    const card = page.getByTestId('job-card').first();
    const english = (await card.textContent()) ?? '';
    const shown = Object.keys(FIELDS_ES).find((name) => english.includes(name));
    expect(shown, english).toBeTruthy();
    await page.locator('header').getByText('ES', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');
    await expect(card).toContainText(FIELDS_ES[shown!]!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('button', { name: 'Empleos' })).toBeVisible();
    await page.locator('header').getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });

  test('on a tablet (768 px) every label of the top bar keeps to one line and the bar fits the screen, in English and Spanish', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signedInJobSeeker(page, 'tablet-bar', { openDashboard: false });
    for (const [locale, signOut] of [
      ['en', 'Logout'],
      ['es', 'Cerrar sesión'],
    ] as const) {
      await page.context().addCookies([{ name: 'locale', value: locale, url: process.env.E2E_BASE_URL! }]);
      await page.goto('/dashboard');
      const header = page.locator('header');
      await expect(header.getByRole('button', { name: signOut })).toBeVisible();
      // Each button's label on one line ("Cerrar sesión" took two).
      const labels = await textLines(header.locator('a[data-variant], button[data-variant]'));
      expect(labels.length, locale).toBe(5);
      expect(
        labels.filter((label) => label.lines !== 1),
        locale,
      ).toEqual([]);
      const bar = (await header.locator('div').first().boundingBox())!;
      const last = (await header.getByRole('button', { name: signOut }).boundingBox())!;
      expect(last.x + last.width, locale).toBeLessThanOrEqual(bar.x + bar.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(768);
      await page.screenshot({ path: test.info().outputPath(`top-bar-768-${locale}.png`), clip: { x: 0, y: 0, width: 768, height: 80 } });
    }
  });

  test('phone width: a full-screen drawer holds the links and a language switch', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsDemo(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    for (const name of ['Dashboard', 'Matches', 'Applications', 'Resume', 'Preferences', 'Profile', 'Support'])
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    await drawer.getByText('ES', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');
    await page.getByRole('dialog').getByRole('link', { name: 'Coincidencias' }).click();
    await expect(page).toHaveURL(/\/matches$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coincidencias');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('a menu tapped twice before the page has run its code is open once it has: two taps meanwhile are one', async ({ page }) => {
  await signedInJobSeeker(page, 'early-menu', { openDashboard: false });
  const { held, release } = await holdChunks(page, '');
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const jobs = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Jobs' });
  // Nothing seems to happen, so the person taps again.
  await jobs.click();
  await jobs.click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('link', { name: 'Matches', exact: true })).toBeVisible();
  await expect(jobs).toHaveAttribute('aria-expanded', 'true');
  // A tap once the code runs is one tap, not one more from before: the menu closes.
  await jobs.click();
  await expect(jobs).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone, the menu tapped before the page has run its code opens once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await signedInJobSeeker(page, 'early-drawer', { openDashboard: false });
  const { held, release } = await holdChunks(page, '');
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Applications', exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu', expanded: false })).toBeVisible();
});

test('a spinner shows while the access check of a route change runs', async ({ page }) => {
  await signInAsDemo(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/user.access**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support' }).click();
  await expect(page.getByTestId('page-loader')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Support' })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(page.getByTestId('page-loader')).toBeHidden();
});

test('each completed route change sends one activity ping; a failing ping changes nothing', async ({ page }) => {
  const pings: string[] = [];
  await page.route('**/api/trpc/user.lastActive**', async (route) => {
    pings.push(page.url());
    // The first ping fails: it must only be logged.
    if (pings.length === 1) return route.fulfill({ status: 500, body: '{}' });
    return route.continue();
  });
  await signInAsDemo(page);
  await expect.poll(() => pings.length).toBe(1);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect.poll(() => pings.length).toBe(2);
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  // The same page with a new query (a filter, a page of results) is a route change too.
  await page.goto('/jobs');
  await expect.poll(() => pings.length).toBe(3);
  await page.getByLabel('Remote only').click();
  await expect(page).toHaveURL(/remote=true/);
  await expect.poll(() => pings.length).toBe(4);
});

test('the analytics script loads on signed-in pages only', async ({ page }) => {
  let loads = 0;
  await page.route('http://127.0.0.1:9/analytics.js', (route) => {
    loads += 1;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__rumboAnalytics = true;' });
  });
  await page.goto('/');
  await page.goto('/auth');
  expect(loads).toBe(0);
  await signInAsDemo(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __rumboAnalytics?: boolean }).__rumboAnalytics)).toBe(true);
  expect(loads).toBe(1);
});

test('a signed-in person outside the guarded pages is still counted active and sees analytics; a visitor is not', async ({ page }) => {
  const pings: string[] = [];
  await page.route('**/api/trpc/user.lastActive**', (route) => {
    pings.push(new URL(page.url()).pathname);
    return route.continue();
  });
  await page.route('http://127.0.0.1:9/analytics.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__rumboAnalytics = true;' }));
  // A visitor's pages send no ping.
  await page.goto('/onboarding');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await signInAsDemo(page);
  await expect.poll(() => pings).toEqual(['/dashboard']);
  // A page outside the guarded group, loaded afresh: one ping, and the analytics script.
  await page.goto('/onboarding/success');
  await expect.poll(() => pings).toEqual(['/dashboard', '/onboarding/success']);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __rumboAnalytics?: boolean }).__rumboAnalytics)).toBe(true);
});

test('links ask the server for a page only when the person may go there; a plain click stays in the page, a modified one opens a tab', async ({ page, context }) => {
  await signInAsDemo(page);
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) pagesAsked.push(url.pathname);
  });
  await page.goto('/matches');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matches');
  await page.waitForLoadState('networkidle');
  // A page full of links to other pages asks for none of them while nobody points at one.
  expect(pagesAsked).toEqual([]);
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));

  const browse = page.getByRole('link', { name: 'Browse all latest jobs' });
  await browse.hover();
  await expect.poll(() => pagesAsked).toContain('/jobs');
  expect(new Set(pagesAsked)).toEqual(new Set(['/jobs']));
  await browse.click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest jobs');
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

  const support = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support' });
  const [tab] = await Promise.all([context.waitForEvent('page'), support.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tab).toHaveURL(/\/support$/);
  await expect(page).toHaveURL(/\/jobs$/);
  await tab.close();
});

test('liveness and readiness answer a load balancer: the process, then the database and the identity service', async ({ request }) => {
  const live = await request.get('/api/health');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ ok: true });
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ ok: true, database: true, identity: true });
  expect(ready.headers()['cache-control']).toBe('no-store');
});

/** Every line the app has written so far (the suite's stack keeps them in a file). */
const appLog = () => readFileSync(join(process.env.E2E_DATA_DIR!, APP_LOG), 'utf8').split('\n');

/** The app's JSON log line with this message for one request, if written yet. */
const logLine = (msg: string, requestId: string) =>
  appLog()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => entry.msg === msg && entry.req_id === requestId);

test('every request gets an id on its answer and one JSON log line with method, route, status and duration; signed links keep their token out', async ({ request }) => {
  const lineOf = (id: string) => logLine('request', id);
  const answer = await request.get('/jobs?token=secret-value-123', { maxRedirects: 0 });
  const id = answer.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => lineOf(id!)).toMatchObject({ level: 'info', service: 'rumbo', method: 'GET', route: '/jobs', status: answer.status(), ms: expect.any(Number) });
  // An id from the load balancer is kept, so a line can be found from either side.
  const given = await request.get('/api/health', { headers: { 'x-request-id': 'lb-1234567890' } });
  expect(given.headers()['x-request-id']).toBe('lb-1234567890');
  await expect.poll(() => lineOf('lb-1234567890')).toMatchObject({ level: 'debug', route: '/api/health', status: 200 });
  expect(appLog().some((line) => line.includes('secret-value-123'))).toBe(false);
});

test('a request Next cannot answer is one error line with its cause, the route’s pattern and the request id, never the address', async ({ request }) => {
  // A page's render that fails: a navigation whose router state Next cannot read (Next first sends
  // it to the address its cache key names for those headers). The address carries a value the
  // logger would not blank by its name, so only leaving the address out keeps it out.
  const headers = { rsc: '1', 'next-router-state-tree': '[' };
  const keyed = await request.get('/terms?q=secret-value-456', { headers, maxRedirects: 0 });
  const answer = await request.get(keyed.headers()['location'] ?? '/terms', { headers, maxRedirects: 0 });
  expect(answer.status()).toBe(500);
  const id = answer.headers()['x-request-id']!;
  await expect
    .poll(() => logLine('Request failed', id))
    .toMatchObject({ level: 'error', route: '/terms/page', routeType: 'render', method: 'GET', err: { message: 'The router state header was sent but could not be parsed.' } });
  expect(appLog().some((line) => line.includes('secret-value-456'))).toBe(false);
});
