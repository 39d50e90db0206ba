import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { setPreferences, subscriber } from './accounts';
import { ANALYTICS_URL } from './global-setup';

/**
 * What axe (WCAG 2.1 A and AA) finds to fix on the page as it is now, or in the part `include`
 * selects, listed by rule and element (after `where`) so a failure says what to fix. Violations
 * only, run in the page's own frames (legacy mode: no blank page to merge frame results, which
 * Rumbo's pages, with no cross-origin frame, do not need): a third of the time (docs/testing.md).
 */
export async function axeViolations(page: Page, { include, where = '' }: { include?: string; where?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.flatMap((violation) => violation.nodes.map((node) => `${where ? `${where} ` : ''}${violation.id}: ${node.target.join(' ')}`));
}

/**
 * Collects, from now on, what a page must never do: a console error, an uncaught error, a script
 * refused by the Content-Security-Policy; `plainLinks` lists the visible links left in the
 * browser's own look (blue, purple once visited) instead of Rumbo's.
 */
export async function watchForPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The browser tests point the analytics script at a closed local port, on purpose: nothing reaches the internet.
    if (url === ANALYTICS_URL) return;
    // A page answered with its own 404 (the not-found page) is reported by the browser as it loads: that is the page's purpose.
    if (url === page.url() && message.text().includes('status of 404')) return;
    errors.push(`${page.url()}: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  // A Content-Security-Policy refusal (an eval probe, say) is reported as an issue, not always logged.
  await page.exposeFunction('reportViolation', (text: string) => errors.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${location.pathname}: CSP ${event.violatedDirective} ${event.sourceFile}`),
    ),
  );
  const plainLinks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('a')]
        .filter((link) => link.offsetParent !== null && ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(link).color))
        .map((link) => `${location.pathname}: "${link.textContent?.trim()}"`),
    );
  return { errors, plainLinks };
}

/**
 * The labels the page cuts off, by their text: a button's label that overflows its button (Rumbo's
 * buttons, src/components/ui/controls.tsx: a look in `data-variant`, the label in the last span's
 * span, and any of Mantine's), a choice of a row side by side (segmented-choice.tsx) that runs past
 * what would clip it, and a button that runs past the screen's edge.
 */
export function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element): element is HTMLElement => element instanceof HTMLElement && element.offsetParent !== null;
    const buttons = [...document.querySelectorAll('[data-variant] > span:last-child > span, .mantine-Button-label')]
      .filter(shown)
      .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1);
    const choices = [...document.querySelectorAll('[role="radiogroup"]')].filter(shown).flatMap((group) => {
      let clip: Element | null = group.parentElement;
      while (clip && clip !== document.body && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const right = Math.min(clip ? clip.getBoundingClientRect().right : window.innerWidth, window.innerWidth);
      return [...group.querySelectorAll('label')].filter((label) => label.getBoundingClientRect().right > right + 1);
    });
    const beyond = [...document.querySelectorAll('button, a[data-variant]')].filter(shown).filter((button) => button.getBoundingClientRect().right > window.innerWidth + 1);
    return [...buttons, ...choices, ...beyond].map((element) => `${location.pathname}: "${element.textContent?.trim()}"`);
  });
}

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

/**
 * Signs in over HTTP exactly as the /auth page's code does (a ticket from `auth.signIn`, then
 * next-auth's credentials callback), in the page's own cookie jar. For tests whose subject comes
 * after the sign-in: the form itself is driven by the sign-in tests (auth-flows.spec.ts and
 * others that call `signIn`), and skipping it here saves a page load per test.
 */
export async function signInDirectly(page: Page, user: { email: string; password: string }, { openDashboard = true }: TSignInOptions = {}) {
  const step = await page.request.post('/api/trpc/auth.signIn', { data: { username: user.email, password: user.password } });
  expect(step.status(), await step.text()).toBe(200);
  const { ticket } = ((await step.json()) as { result: { data: { ticket: string } } }).result.data;
  // A page of Rumbo still open in the tab may renew next-auth's CSRF cookie meanwhile; from a blank
  // tab the token read here is the one the callback checks.
  await page.goto('about:blank');
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const callback = await page.request.post('/api/auth/callback/credentials', { form: { csrfToken, ticket, json: 'true' }, maxRedirects: 0 });
  expect(callback.status()).toBeLessThan(400);
  // next-auth answers a refused CSRF token with 200 and an address naming it, and no session.
  expect(((await callback.json()) as { url?: string }).url ?? '').not.toMatch(/csrf=true|error=/);
  if (!openDashboard) {
    // The test opens its own page next: the session is checked without rendering the dashboard.
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
    expect(session?.user?.email).toBe(user.email);
    return;
  }
  await page.goto('/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
}

/** `openDashboard: false` for a test whose next step opens a page of its own (a dashboard render saved). */
type TSignInOptions = { openDashboard?: boolean };

export async function signInAsDemo(page: Page, options: TSignInOptions = {}) {
  await signInDirectly(page, DEMO, options);
}

/** A fresh subscriber who prefers software jobs in Madrid, signed in on the dashboard. */
export async function signedInJobSeeker(page: Page, tag: string, options: TSignInOptions = {}) {
  const user = await subscriber(tag, 'Rumbo#Jobs2026');
  await setPreferences(user.email, { locations: ['Madrid'], fields: ['Software Engineering'] });
  await signInDirectly(page, user, options);
  return user;
}

/**
 * Returns once every request the page started so far has been reported to the test. fastForward
 * runs the due timers, and those they schedule at once, before it returns; the browser reports
 * requests in the order they start, so one started now is reported after all of them.
 */
export async function settleRequests(page: Page) {
  const marker = `/api/health?settle=${Date.now()}`;
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((url) => fetch(url).then(() => undefined), marker)]);
}

/**
 * The first paint carries the data the server fetched; the browser asks again once it is stale
 * (older than 30 s) and the window regains focus, then once more (one retry when the error allows
 * it). Call after `page.clock.install()` and after routing the procedure to fail. The data's age
 * is counted from the server's clock, which the page's fake clock may lag: time moves on in steps
 * until the browser asks.
 */
export async function refreshFails(page: Page, procedure: string) {
  const isCall = (url: string) => new URL(url).pathname.includes(procedure);
  for (let step = 0; step < 10; step++) {
    // Listening before time moves: a timer that runs out may ask at once. Then the tab is shown
    // again only if nothing asked, so that one request (and its one retry) is all there is.
    let hasAsked = false;
    const asked = page
      .waitForRequest((request) => isCall(request.url()), { timeout: 2_000 })
      .then((request) => ((hasAsked = true), request))
      .catch(() => null);
    await page.clock.fastForward('00:31');
    await settleRequests(page);
    if (!hasAsked) await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const request = await asked;
    if (!request) continue;
    await request.response();
    // The retry waits one fake second once the failure has been handled.
    await page.waitForTimeout(300);
    await page.clock.fastForward('00:02');
    return;
  }
  throw new Error(`The browser never asked for ${procedure} again`);
}

/**
 * Holds back every script chunk whose code contains `marker` until `release()`; `held` lists the
 * paths of those asked for so far.
 */
export async function holdChunks(page: Page, marker: string) {
  const held: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      held.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { held, release };
}

type TEarlyTaps = { rumboForms?: { onTap?: unknown; taps: unknown[] } };

/** Whether the page's code runs and takes taps itself (`PageBody` is mounted: src/components/ui/page-body.tsx). */
export const takesTaps = (page: Page) => page.evaluate(() => typeof (window as TEarlyTaps).rumboForms?.onTap === 'function');

/** How many taps made before the page's code ran still wait to be made again. */
export const waitingTaps = (page: Page) => page.evaluate(() => (window as TEarlyTaps).rumboForms?.taps.length);

/**
 * Waits until a cookie the page wrote (`document.cookie`) has reached the browser's cookie store.
 * The page's write travels to that store on its own, so a reload or a request sent by the test
 * a moment after the click could leave without it; a person's next page never does.
 */
export async function cookieStored(page: Page, name: string, value: string) {
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === name)?.value).toBe(value);
}

/**
 * Each element's text and how many lines it takes on screen: its text's line boxes, told apart by
 * their tops (a date broken over two lines, a button label that wrapped).
 */
export const textLines = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes.map((element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return { text: element.textContent?.trim() ?? '', lines: tops.size };
    }),
  );
