import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';
import { pageWeight, type TPageWeight } from '../../scripts/lib/page-weight';
import { cookieStored, signedInJobSeeker, signInAsDemo } from './helpers';

/**
 * Sum of the page's layout shifts (CLS without session windows: stricter), from its first paint
 * on, with what moved. Under a thousandth is let through (Lighthouse's CLS reads 0.00 for it): a
 * real shift (a panel swapped in, a list jumping) is ten to a thousand times more. A page painted
 * half-parsed and then filled in moved by 0.0007 to 0.002 (see the two-part test below).
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number; moved: string[] };
    record.shifts = 0;
    record.moved = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }>) {
        if (entry.hadRecentInput) continue;
        record.shifts += entry.value;
        for (const source of entry.sources ?? []) record.moved.push((source.node as Element | undefined)?.outerHTML?.slice(0, 160) ?? String(source.node?.nodeName));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const MAX_SHIFT = 0.001;

/** Nothing moved since the first paint (see watchLayoutShifts); a failure names what did. */
async function expectNoShift(page: Page) {
  const { shifts, moved } = await page.evaluate(() => {
    const record = window as unknown as { shifts: number; moved: string[] };
    return { shifts: record.shifts, moved: record.moved };
  });
  expect(shifts, `layout shift ${shifts} on ${page.url()}, moved: ${moved.join(' | ')}`).toBeLessThan(MAX_SHIFT);
}

/** Procedures the browser called, by name. */
function countCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/trpc/')) calls.push(...pathname.slice('/api/trpc/'.length).split(','));
  });
  return calls;
}

// Each page with what its first paint must already show, and the queries the server answered for it.
const PAGES = [
  { path: '/dashboard', ready: 'status-counts', queries: ['applications.list', 'jobs.matches', 'subscription.status'] },
  // A job card shows the job's kept status (a badge in place of two buttons): that comes from the server too.
  { path: '/matches', ready: 'kept-status', queries: ['jobs.matches', 'applications.list'] },
  { path: '/jobs?days=7', ready: 'kept-status', queries: ['jobs.latest', 'jobs.choices', 'applications.list'] },
  { path: '/applications', ready: 'applications-view', queries: ['applications.list'] },
] as const;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])
  test(`a guarded page opens with its data from the server: no access spinner, no data calls, no layout shift (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signedInJobSeeker(page, `paint-${viewport.width}`);
    // A job kept as applied on each list, so its card differs from the others.
    for (const list of ['/matches', '/jobs?days=7']) {
      await page.goto(list);
      const first = page.getByTestId('job-card').first();
      if (await first.getByTestId('kept-status').count()) continue;
      await first.getByRole('button', { name: 'Mark applied' }).click();
      await expect(first.getByTestId('kept-status')).toBeVisible();
    }
    await watchLayoutShifts(page);
    for (const { path, ready, queries } of PAGES) {
      // The server's HTML already holds the page with its data, not the access spinner.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`data-testid="${ready}"`);
      expect(html).not.toContain('data-testid="page-loader"');
      // And whole, in place: no part left pending for React to stream in after the first paint
      // (a Suspense boundary waiting on lazily loaded code would put it below, moving what follows).
      expect(html).not.toContain('<!--$?-->');

      const calls = countCalls(page);
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls.filter((call) => call === 'user.access' || (queries as readonly string[]).includes(call))).toEqual([]);
      await expectNoShift(page);
      page.removeAllListeners('request');
    }
  });

test('a list of several pages paints with its page buttons in place, and nothing moves', async ({ page }) => {
  await signInAsDemo(page);
  const html = await (await page.request.get('/matches', { headers: { 'accept-language': 'en' } })).text();
  // The page buttons are in the server's HTML where they show, not streamed in below the list.
  expect(html).toContain('aria-label="Next page"');
  expect(html).not.toContain('<!--$?-->');
  await watchLayoutShifts(page);
  await page.goto('/matches');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoShift(page);
});

/**
 * A loopback proxy to the app that sends the HTML of `path` in two parts: up to the end of the first
 * `splitAfter` in it, then, `pauseMs` later, the rest. Everything else passes straight through.
 * A slow network or a busy phone gives a browser a page in pieces the same way.
 */
async function servedInTwoParts(baseURL: string, path: string, splitAfter: string, pauseMs: number) {
  const target = new URL(baseURL);
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers['content-length'];
        delete headers['content-encoding'];
        response.writeHead(answer.statusCode ?? 502, headers);
        if (request.url !== path) return void answer.pipe(response);
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = html.indexOf(splitAfter) + splitAfter.length;
          response.write(html.slice(0, cut));
          setTimeout(() => response.end(html.slice(cut)), pauseMs);
        });
      },
    );
    // Uncompressed from the app, so the HTML can be cut where the test says.
    upstream.setHeader('accept-encoding', 'identity');
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${path}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a page whose HTML arrives in two parts paints once it is all there: the buttons of a half-received job card do not appear one by one, moving the first', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page);
  // Cut inside the first job card: its "View posting" link has come, its Save and Mark applied have not.
  const proxy = await servedInTwoParts(baseURL!, '/matches', 'View posting</a>', 1500);
  try {
    await watchLayoutShifts(page);
    // Cookies belong to the host, not the port: the proxy's page is signed in too.
    await page.goto(proxy.url);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The first paint came after the HTML's last byte, not with the first part.
    const { firstPaint, lastByte } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      lastByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));
    expect(firstPaint).toBeGreaterThanOrEqual(lastByte);
    await expectNoShift(page);
  } finally {
    await proxy.close();
  }
});

test('a later route change runs the browser access check behind the spinner, then shows the page', async ({ page }) => {
  await signedInJobSeeker(page, 'paint-route');
  const calls = countCalls(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  expect(calls).toContain('user.access');
});

test('the first-visit welcome is rendered by the server and says nothing of a checkout that did not happen', async ({ page }) => {
  await signedInJobSeeker(page, 'paint-welcome');
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain('data-testid="welcome"');
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByTestId('welcome-active')).toHaveCount(0);
  // Dismissed: the next server render leaves it out.
  // A press before the page's code has run does nothing yet: press again until the card goes.
  await expect(async () => {
    await page.getByTestId('welcome').getByRole('button', { name: 'Got it' }).click({ timeout: 1000 });
    await expect(page.getByTestId('welcome')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await cookieStored(page, 'hasSeenWelcome', 'true');
  expect(await (await page.request.get('/dashboard')).text()).not.toContain('data-testid="welcome"');
});

test('onboarding paints its first step from the server: no loader, nothing moves', async ({ page }) => {
  const html = await (await page.request.get('/onboarding')).text();
  // The first step's progress and its name field, not a loader.
  expect(html).toContain('data-testid="onboarding-progress"');
  expect(html).toContain('autoComplete="name"');
  await watchLayoutShifts(page);
  await page.goto('/onboarding');
  await expect(page.getByLabel('Your name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoShift(page);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])
  test(`a person who chose the board gets it from the first paint, not the list first (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const isPhone = viewport.width < 768;
    await signedInJobSeeker(page, `board-first-${viewport.width}`, { openDashboard: false });
    await page.goto('/matches');
    const card = page.getByTestId('job-card').first();
    await card.getByRole('button', { name: 'Mark applied' }).click();
    await expect(card.getByTestId('kept-status')).toHaveText('Applied');
    await page.goto('/applications');
    await page.getByText('Board', { exact: true }).click();
    await expect(page.getByTestId('application-board')).toBeVisible();
    await cookieStored(page, 'applicationsView', 'board');

    const html = await (await page.request.get('/applications')).text();
    expect(html).toContain('data-testid="application-board"');
    expect(html).not.toContain('data-testid="application-row"');
    // On a phone, one column and its switcher (the screen cookie tells the server), not the wide board first.
    if (isPhone) expect(html).toContain('data-testid="board-column-switcher"');
    else expect(html).not.toContain('data-testid="board-column-switcher"');
    await watchLayoutShifts(page);
    await page.reload();
    await expect(page.getByTestId('application-board')).toBeVisible();
    await expect(page.getByTestId('board-column-switcher')).toBeVisible({ visible: isPhone });
    await expect(page.getByRole('radio', { name: 'Board' })).toBeChecked();
    await page.waitForLoadState('networkidle');
    await expectNoShift(page);
  });

/** Every script the served HTML of `path` loads, as the browser gets it. */
async function firstLoadCode(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((found) => found[1]!);
  expect(sources.length, path).toBeGreaterThan(3);
  return (await Promise.all(sources.map(async (source) => (await page.request.get(source)).text()))).join('\n');
}

test('a guarded page’s first load leaves out what only shows on an error or when the subscription is due', async ({ page }) => {
  await signInAsDemo(page);
  for (const path of ['/dashboard', '/matches', '/jobs', '/applications', '/job-preferences']) {
    const code = await firstLoadCode(page, path);
    // The list's error catalogue (docs/product-rules.md §8 "Failed to fetch …" and the rest) and the expiry notice.
    expect(code, path).not.toContain('data.errors.');
    expect(code, path).not.toContain('expiry-warning');
    // Mantine's notifications (their store is known by its default position) come with the first one shown.
    expect(code, path).not.toContain('defaultPosition');
    // The expiry check itself (the demo subscription is far from its end) and the access check of a route change.
    expect(code, path).not.toContain('subscription-warning-');
    expect(code, path).not.toContain('subscriptionExpired');
  }
  // That they still show when due: jobs.spec.ts (a list's error) and subscription.spec.ts (the notice).
});

test('each list page’s first load carries the parts it shows, not those of its neighbours', async ({ page }) => {
  await signInAsDemo(page);
  // The page controls' arrow (src/components/ui/pagination.tsx).
  const PAGE_CONTROLS = 'M7.219 8l3.3 3.3';
  const FILTER_CHOICES = '"broadPlaces"';
  const CSV_EXPORT = '"follow_up","contact"';
  const MATCH_EXPLANATION = '"match-explanation"';
  // The option list's check mark (src/components/ui/choice-list.tsx).
  const CHOICE_OPTION = 'M4 4.586L1.707';
  const codeOf = Object.fromEntries(
    await Promise.all(['/dashboard', '/matches', '/jobs', '/applications', '/resume'].map(async (path) => [path, await firstLoadCode(page, path)] as const)),
  );
  // The dashboard's five matches have no page controls; the full lists do.
  expect(codeOf['/dashboard']).not.toContain(PAGE_CONTROLS);
  expect(codeOf['/matches']).toContain(PAGE_CONTROLS);
  expect(codeOf['/jobs']).toContain(PAGE_CONTROLS);
  // Only the latest jobs filter by place and field (the job cards only name them).
  for (const path of ['/dashboard', '/matches', '/applications', '/resume']) expect(codeOf[path], path).not.toContain(FILTER_CHOICES);
  expect(codeOf['/jobs']).toContain(FILTER_CHOICES);
  // The choices' option list comes once the browser is idle, not with the page (choices.spec.ts opens it).
  expect(codeOf['/jobs']).not.toContain(CHOICE_OPTION);
  // Places and fields come named by the server: only the preferences (matching what was typed to the choices) read the term tables.
  for (const path of ['/dashboard', '/matches', '/jobs', '/applications', '/resume']) expect(codeOf[path], path).not.toContain('Latinoamérica');
  expect(await firstLoadCode(page, '/job-preferences')).toContain('Latinoamérica');
  // Only the applications page exports a spreadsheet.
  for (const path of ['/dashboard', '/matches', '/jobs', '/resume']) expect(codeOf[path], path).not.toContain(CSV_EXPORT);
  expect(codeOf['/applications']).toContain(CSV_EXPORT);
  // /resume shows ranked jobs only after a ranking: their cards load while it runs (resume.spec.ts shows them).
  expect(codeOf['/resume']).not.toContain(MATCH_EXPLANATION);
  for (const path of ['/dashboard', '/matches']) expect(codeOf[path], path).toContain(MATCH_EXPLANATION);
});

test('the sign-in and sign-up pages’ first load leaves out the code of what they do not show', async ({ page }) => {
  for (const path of ['/auth', '/onboarding']) {
    const code = await firstLoadCode(page, path);
    // Who is signed in (its own chunk, for signed-in visitors), the notifications, the place and
    // field names of job matching (the first step asks for a name), the switch and the select.
    expect(code, path).not.toContain('"signed-in-card"');
    expect(code, path).not.toContain('defaultPosition');
    expect(code, path).not.toContain('Latinoamérica');
    expect(code, path).not.toContain('role:"switch"');
    expect(code, path).not.toContain('M4.93179 5.43179');
    // No server-side data handed over (React Query's hydration), since neither page has any.
    expect(code, path).not.toContain('dehydratedAt');
  }
  // Each still shows where it is used: auth-flows.spec.ts (the signed-in card), tracker.spec.ts and
  // subscription.spec.ts (notifications), onboarding.spec.ts (choices), the /settings and /jobs tests.
});

test('every page’s first load stays within its budget: 180 kB of JavaScript and 15 kB of render-blocking CSS (gzip -9)', async ({ page, baseURL }) => {
  // 179 kB until a page that fails to render said so in the reader's language (src/app/error.tsx and
  // (app)/error.tsx: two small chunks on every page, the message's own code only when a page
  // fails): /settings 178.98 and /job-preferences 178.88 kB with them.
  // 178 kB until forms kept a send made before the page's code ran (Form, the early text of
  // /settings' password and alert boxes): /settings 177.97 and /job-preferences 177.88 kB with it;
  // 178.33 and 178.26 kB once taps on buttons were kept too (PageBody, the pickers' early text).
  // 177 kB until the place dictionary learned the European Union's names (UE, EU, Unión Europea).
  // 176 kB until /settings gained its match-alerts, calendar-feed and data cards (176.35 kB with their
  // validation schemas, download and deletion code split off); the next cut is those cards' own code.
  const JS_BUDGET_KB = 180;
  const CSS_BUDGET_KB = 15;
  const weights: Record<string, TPageWeight> = {};
  for (const path of ['/auth', '/onboarding']) weights[path] = await pageWeight(new URL(path, baseURL).href);
  await signInAsDemo(page);
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  for (const path of ['/dashboard', '/matches', '/jobs', '/applications', '/job-preferences', '/settings', '/resume'])
    weights[path] = await pageWeight(new URL(path, baseURL).href, cookie);
  // `npm run audit:pages` prints the same figures with Lighthouse's; what took each page down: docs/quality-figures.md.
  for (const [path, { jsKb, cssKb }] of Object.entries(weights)) {
    expect(jsKb, `${path} JavaScript (kB)`).toBeLessThanOrEqual(JS_BUDGET_KB);
    expect(cssKb, `${path} CSS (kB)`).toBeLessThanOrEqual(CSS_BUDGET_KB);
  }
});
