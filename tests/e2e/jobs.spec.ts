import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { holdChunks, refreshFails, settleRequests, signedInJobSeeker, signInAsDemo, signInDirectly } from './helpers';
import { setPreferences, subscriber } from './accounts';

const titles = (page: Page) => page.getByTestId('job-card').getByTestId('job-title').allTextContents();

test('the demo user sees personalised matches, on /matches and on the dashboard', async ({ page }) => {
  await signInAsDemo(page);
  await expect(page.getByTestId('personalized-marker')).toHaveText('Personalised for you');
  await expect(page.getByTestId('status-counts')).toBeVisible();
  await expect(page.getByTestId('applications-chart')).toBeVisible();
  await page.goto('/matches');
  await expect(page.getByTestId('personalized-marker')).toBeVisible();
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  for (const text of (await cards.allTextContents()).slice(0, 10)) expect(text).toMatch(/Madrid|Remot/);
});

test('preferences that match no job: the list says there are no matches, never also that these are the latest jobs for them', async ({ page }) => {
  const user = await subscriber('no-match', 'Rumbo#Jobs2026');
  await setPreferences(user.email, { locations: [], fields: ['mercad'] });
  await signInDirectly(page, user);
  await expect(page.getByText('No matches yet. Widen your preferences to see more jobs.')).toBeVisible();
  await expect(page.getByTestId('fallback-note')).toHaveCount(0);
  // Nothing sent yet: the weekly chart's line says what it will count and how, not "0 in total".
  await expect(page.getByTestId('chart-total')).toHaveText(
    'No applications sent in the last 8 weeks. When you apply for a job, press “Mark applied” on it: it counts here in the week you applied.',
  );
});

test('clearing the preferences changes the list to the latest jobs', async ({ page }) => {
  await signedInJobSeeker(page, 'prefs', { openDashboard: false });
  await page.goto('/matches');
  await expect(page.getByTestId('personalized-marker')).toBeVisible();
  const before = await titles(page);

  await page.getByRole('link', { name: 'Edit preferences' }).click();
  await expect(page).toHaveURL(/\/job-preferences$/);
  await expect(page.getByRole('combobox', { name: 'Locations' })).toBeVisible();
  await expect(page.getByText('Software Engineering').first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByTestId('preferences-notice')).toHaveText('Preferences saved.');

  await page.goto('/matches');
  // With no places or fields left, these are not "for your preferences": the note says how to narrow them.
  await expect(page.getByTestId('fallback-note')).toHaveText(
    'No personalised matches yet. These are the latest jobs: choose places and fields in your preferences to narrow them.',
  );
  await expect(page.getByTestId('personalized-marker')).toHaveCount(0);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  expect(await titles(page)).not.toEqual(before);
});

test('marking a job applied adds it as Applied; moving it on the board (select or drag) records its history; CSV export downloads the rows', async ({ page }) => {
  await signedInJobSeeker(page, 'track', { openDashboard: false });
  await page.goto('/matches');
  const card = page.getByTestId('job-card').first();
  const jobUrl = (await card.getAttribute('data-job-url'))!;
  const title = (await card.getByTestId('job-title').textContent())!;
  await card.getByRole('button', { name: 'Mark applied' }).click();
  await expect(card.getByTestId('kept-status')).toHaveText('Applied');
  await expect(card.getByTestId('track-notice')).toHaveText('Added to your applications as Applied, dated today.');

  await page.goto('/applications');
  const row = page.locator(`[data-testid="application-row"][data-job-url="${jobUrl}"]`);
  await expect(row).toContainText(title);
  await expect(row.getByTestId('status-select')).toHaveValue('APPLIED');

  await page.getByText('Board', { exact: true }).click();
  const applied = page.getByTestId('board-column-APPLIED');
  const interview = page.getByTestId('board-column-INTERVIEW');
  await expect(applied.getByTestId('board-card')).toHaveCount(1);
  await applied.getByTestId('status-select').selectOption('INTERVIEW');
  await expect(interview.locator(`[data-job-url="${jobUrl}"]`)).toBeVisible();
  await expect(applied.getByTestId('board-card')).toHaveCount(0);

  // Dragged with the mouse to the next column; a refused move goes back where it was.
  const offer = page.getByTestId('board-column-OFFER');
  const cardIn = (column: typeof offer) => column.locator(`[data-testid="board-card"][data-job-url="${jobUrl}"]`);
  // Cards cannot be dragged while a move is being saved (the progress cursor): wait until the select's move is.
  await expect(cardIn(interview)).toHaveAttribute('draggable', 'true');
  await cardIn(interview).dragTo(offer, { sourcePosition: { x: 4, y: 4 } });
  await expect(cardIn(offer)).toBeVisible();
  await expect(interview.getByTestId('board-card')).toHaveCount(0);
  await expect(cardIn(offer)).toHaveAttribute('draggable', 'true');
  await failProcedure(page, 'applications.update', { appCode: 'UPSTREAM', code: 'BAD_GATEWAY', httpStatus: 502, message: 'Unavailable' });
  await cardIn(offer).dragTo(page.getByTestId('board-column-REJECTED'), { sourcePosition: { x: 4, y: 4 } });
  await expect(page.getByText('Could not update the application. Please try again.')).toBeVisible();
  await expect(cardIn(offer)).toBeVisible();
  await expect(page.getByTestId('board-column-REJECTED').getByTestId('board-card')).toHaveCount(0);
  await page.unroute('**/api/trpc/**applications.update**');

  await offer.getByRole('button', { name: title }).click();
  const history = page.getByTestId('status-history');
  await expect(history).toContainText('Offer');
  await expect(history).toContainText('Interview');
  await expect(history).toContainText('Applied');
  await expect(history).not.toContainText('Rejected');
  await page.getByLabel('Notes').fill('Second round on Tuesday, "system design"');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rumbo-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Job URL,Title,Company,Location,Status,Applied on,Last change,Interview,Follow-up,Contact,Salary,Notes');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(jobUrl);
  expect(lines[1]).toContain('Offer');
  expect(lines[1]).toContain('"Second round on Tuesday, ""system design"""');
});

test('on a phone the page controls of a long list keep to one line, on the first page and on one in the middle, in English and Spanish', async ({ page }) => {
  await signInAsDemo(page);
  for (const [locale, next] of [
    ['en', 'Next page'],
    ['es', 'Página siguiente'],
  ] as const) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: process.env.E2E_BASE_URL! }]);
    // The narrowest phones in use (320 px) and the common width.
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/jobs');
      const controls = page.getByRole('list').filter({ has: page.getByRole('button', { name: next }) });
      // Every item, the dots (hidden from screen readers) included.
      const rows = async () => new Set(await controls.locator('li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top))));
      // 1 2 3 4 5 … last, then 1 … 4 5 6 … last: nine controls with the arrows.
      expect(await rows(), `${locale} at ${width} px, first page`).toHaveProperty('size', 1);
      await expect(async () => {
        await controls.getByRole('button', { name: '5', exact: true }).click({ timeout: 1000 });
        await expect(controls.getByRole('button', { name: '5', exact: true })).toHaveAttribute('aria-current', 'page', { timeout: 1000 });
      }).toPass();
      await expect(controls.locator('li')).toHaveCount(9);
      expect(await rows(), `${locale} at ${width} px, page 5`).toHaveProperty('size', 1);
      // Still each at least 32 px square, a finger's target.
      for (const box of await controls.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect())))
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(32);
    }
  }
});

test('the jobs page filters, searches and pages the latest jobs', async ({ page }) => {
  await signedInJobSeeker(page, 'browse', { openDashboard: false });
  await page.goto('/jobs');
  const total = page.getByTestId('jobs-total');
  // Counts are written as English writes numbers ("1,204 jobs").
  await expect(total).toHaveText(/^[\d,]+ jobs$/);
  const all = Number((await total.textContent())!.split(' ')[0]!.replaceAll(',', ''));
  expect(all).toBeGreaterThan(20);
  await expect(page.getByTestId('job-card')).toHaveCount(20);
  await page.getByRole('button', { name: '2', exact: true }).click();
  // Page 1's cards stay on show until page 2 comes (the pages' control draws the page from the
  // answer): wait for it, so the page does not move under the next click.
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('jobs-results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('job-card')).toHaveCount(Math.min(20, all - 20));

  await page.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: 'Legal' }).click();
  await expect(page.getByRole('option', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
  await expect(total).not.toHaveText(`${all.toLocaleString('en-US')} jobs`);
  // Until the Legal jobs come, the last list stays on show, and its total may differ from `all`
  // too (other tests add jobs meanwhile): only the cards say the filter is applied.
  await expect(async () => {
    const texts = await page.getByTestId('job-card').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('Legal');
  }).toPass();
  await expect(page.getByTestId('jobs-results')).toHaveAttribute('aria-busy', 'false');

  // Words no job holds, among symbols: read as text, nothing else.
  await page.getByLabel('Search').fill("'; DROP TABLE xyzzy; --");
  await expect(total).toHaveText('0 jobs');
  await expect(page.getByText('No jobs to show right now.')).toBeVisible();
});

test('an option half out of the list takes the click that lands on it: the pointer resting there does not move the list', async ({ page }) => {
  await signedInJobSeeker(page, 'pointer', { openDashboard: false });
  await page.goto('/jobs');
  const total = page.getByTestId('jobs-total');
  await expect(total).toHaveText(/^[\d,]+ jobs$/);
  const before = await total.textContent();
  await page.getByRole('combobox', { name: 'Field' }).click();
  const list = page.getByRole('listbox', { name: 'Field' });
  await expect(list.getByRole('option').first()).toBeVisible();
  // Half an option down, so one option is cut by the list's lower edge.
  const cut = await list.evaluate((box) => {
    box.scrollTop = 17;
    const edge = box.getBoundingClientRect().bottom;
    const option = [...box.querySelectorAll('[role="option"]')].find((item) => item.getBoundingClientRect().top < edge - 6 && item.getBoundingClientRect().bottom > edge + 1)!;
    const place = option.getBoundingClientRect();
    return { name: option.textContent!, x: place.left + place.width / 2, y: (place.top + edge) / 2, scrollTop: box.scrollTop };
  });
  // A slow phone: the pointer crosses several options before the page renders the first it marked.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.mouse.move(cut.x, cut.y, { steps: 8 });
  const option = list.getByRole('option', { name: cut.name, exact: true });
  await expect(option).toHaveAttribute('data-active', 'true');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(await list.evaluate((box) => box.scrollTop)).toBe(cut.scrollTop);
  await page.mouse.down();
  await page.mouse.up();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(total).not.toHaveText(before!);
});

test('a typed search reaches the address once typing pauses for 300 ms, in place of the last one; Clear drops one still waiting', async ({ page }) => {
  const start = new Date('2026-11-02T09:00:00Z');
  await page.clock.install({ time: start });
  await signedInJobSeeker(page, 'typing', { openDashboard: false });
  await page.goto('/jobs');
  await expect(page.getByTestId('jobs-total')).toHaveText(/^[\d,]+ jobs$/);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
  const entries = await page.evaluate(() => history.length);
  const search = page.getByLabel('Search');

  await search.pressSequentially('design');
  await page.clock.runFor(299);
  await expect(page).toHaveURL(/\/jobs$/);
  await search.pressSequentially('er');
  await page.clock.runFor(299);
  await expect(page).toHaveURL(/\/jobs$/);
  await page.clock.runFor(2);
  await expect(page).toHaveURL(/\/jobs\?search=designer$/);
  // Replaced, not pushed: Back leaves the page rather than stepping through the letters.
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await search.fill('designer lead');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/jobs$/);
});

/** Answers every tRPC call of a batch that includes `procedure` with the given domain error. */
async function failProcedure(page: Page, procedure: string, error: { appCode: string; code: string; httpStatus: number; message: string }) {
  await page.route(`**/api/trpc/**${procedure}**`, (route) => {
    const paths = new URL(route.request().url()).pathname.replace('/api/trpc/', '').split(',');
    const body = paths.map((path) => ({ error: { message: error.message, code: -32603, data: { code: error.code, httpStatus: error.httpStatus, path, appCode: error.appCode } } }));
    return route.fulfill({ status: error.httpStatus, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test('a data-provider error shows the catalogue message instead of the list, with a retry', async ({ page }) => {
  await page.clock.install();
  await signedInJobSeeker(page, 'errors', { openDashboard: false });
  await page.goto('/matches');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await failProcedure(page, 'jobs.matches', { appCode: 'UPSTREAM', code: 'BAD_GATEWAY', httpStatus: 502, message: 'Ranking unavailable' });
  await refreshFails(page, 'jobs.matches');
  await expect(page.getByTestId('data-error')).toContainText('Failed to fetch jobs');
  await expect(page.getByTestId('job-card')).toHaveCount(0);

  await page.unroute('**/api/trpc/**jobs.matches**');
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await failProcedure(page, 'applications.list', { appCode: 'UNAUTHORIZED', code: 'UNAUTHORIZED', httpStatus: 401, message: 'Authentication required' });
  await refreshFails(page, 'applications.list');
  await expect(page.getByTestId('data-error')).toContainText('Failed to authenticate user');

  await page.unroute('**/api/trpc/**applications.list**');
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await failProcedure(page, 'applications.list', { appCode: 'UPSTREAM', code: 'BAD_GATEWAY', httpStatus: 502, message: 'Tracker unavailable' });
  await refreshFails(page, 'applications.list');
  await expect(page.getByTestId('data-error')).toContainText('Failed to fetch applications');
  await expect(page.getByTestId('application-row')).toHaveCount(0);

  await page.goto('/job-preferences');
  await expect(page.getByRole('combobox', { name: 'Locations' })).toBeVisible();
  await failProcedure(page, 'user.preferences', { appCode: 'UPSTREAM', code: 'BAD_GATEWAY', httpStatus: 502, message: 'Profile unavailable' });
  await refreshFails(page, 'user.preferences');
  await expect(page.getByTestId('data-error')).toContainText('Failed to fetch data');
  // Retry asks again; once the provider answers, the form comes back.
  await page.unroute('**/api/trpc/**user.preferences**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('combobox', { name: 'Locations' })).toBeVisible();
});

test('the dashboard refreshes matches every 5 minutes and applications every 10 minutes (docs/product-rules.md §9)', async ({ page }) => {
  await page.clock.install();
  const calls = { 'jobs.matches': 0, 'applications.list': 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/trpc/')) return;
    for (const path of pathname.slice('/api/trpc/'.length).split(',')) if (path in calls) calls[path as keyof typeof calls] += 1;
  });
  await signedInJobSeeker(page, 'refresh', { openDashboard: false });
  // The lists come with the page's HTML, fresh for 30 s. The page's code checks their age when it
  // runs, which a busy machine may do after the network is quiet: had the clock moved on by then,
  // they would be asked for again at once. The activity ping is sent only once that code has run.
  const hasRun = page.waitForResponse((response) => new URL(response.url()).pathname.includes('user.lastActive'));
  await page.goto('/dashboard');
  await hasRun;
  await expect(page.getByTestId('status-counts')).toBeVisible();
  await expect(page.getByTestId('personalized-marker')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Counted from here on: the first loads are done.
  const base = { ...calls };
  const since = () => ({ 'jobs.matches': calls['jobs.matches'] - base['jobs.matches'], 'applications.list': calls['applications.list'] - base['applications.list'] });

  await page.clock.fastForward('04:50');
  await settleRequests(page);
  expect(since()).toEqual({ 'jobs.matches': 0, 'applications.list': 0 });
  // The refresh's answer arrives before time moves on: one still on its way absorbs the next refresh.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.includes('jobs.matches'));
  await page.clock.fastForward('00:15');
  await answered;
  await expect.poll(since).toEqual({ 'jobs.matches': 1, 'applications.list': 0 });
  // The page handles that answer (and sets the next refresh's timer from the fake clock) in its own
  // time, which a busy machine stretches: a moment of real time before the fake clock moves on.
  await page.waitForTimeout(500);
  await page.clock.fastForward('05:00');
  await expect.poll(since).toEqual({ 'jobs.matches': 2, 'applications.list': 1 });
});

test('Save tapped twice and Mark applied tapped before the page has run its code are each taken once it has, in Spanish', async ({ page }) => {
  await signedInJobSeeker(page, 'early-taps', { openDashboard: false });
  await page.context().addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
  // A slow phone: the cards and their buttons are on the page, their code is not yet.
  const { held, release } = await holdChunks(page, '');
  await page.goto('/jobs', { waitUntil: 'commit' });
  const [first, second] = [page.getByTestId('job-card').nth(0), page.getByTestId('job-card').nth(1)];
  const [firstUrl, secondUrl] = [(await first.getAttribute('data-job-url'))!, (await second.getAttribute('data-job-url'))!];
  // Nothing seems to happen, so the person taps Save again.
  await first.getByRole('button', { name: 'Guardar', exact: true }).click();
  await first.getByRole('button', { name: 'Guardar', exact: true }).click();
  await second.getByRole('button', { name: 'Marcar como enviada' }).click();
  // Each tapped button is dimmed meanwhile: the tap was noticed.
  await expect(first.getByRole('button', { name: 'Guardar', exact: true })).toHaveCSS('opacity', '0.6');
  await expect(second.getByRole('button', { name: 'Marcar como enviada' })).toHaveCSS('opacity', '0.6');
  await expect(page.locator('[data-early-tap]')).toHaveCount(2);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  // Both taps of Save are one: saved, not saved and then taken back out.
  await expect(first.getByTestId('kept-status')).toHaveText('Guardada');
  await expect(second.getByTestId('kept-status')).toHaveText('Enviada');
  await expect(first.getByRole('button', { name: 'Marcar como enviada' })).toHaveCSS('opacity', '1');
  await expect(page.locator('[data-early-tap]')).toHaveCount(0);
  await page.goto('/applications');
  await expect(page.locator(`[data-testid="application-row"][data-job-url="${firstUrl}"]`).getByTestId('status-select')).toHaveValue('SAVED');
  await expect(page.locator(`[data-testid="application-row"][data-job-url="${secondUrl}"]`).getByTestId('status-select')).toHaveValue('APPLIED');
  await expect(page.getByTestId('application-row')).toHaveCount(2);
});

test('a search typed, a window chosen and "Remote only" switched on before the page has run its code are all applied once it has', async ({ page }) => {
  await signedInJobSeeker(page, 'early-remote', { openDashboard: false });
  // A slow phone: the filters are on the page, their code is not yet.
  const { held, release } = await holdChunks(page, '');
  await page.goto('/jobs', { waitUntil: 'commit' });
  const search = page.getByRole('textbox', { name: 'Search' });
  const remoteOnly = page.getByRole('switch', { name: 'Remote only' });
  const posted = page.getByRole('combobox', { name: 'Posted' });
  await search.fill('engineer');
  await remoteOnly.click();
  await posted.selectOption('7');
  // Its code was held back, not run: the page asked for it and got nothing yet.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  // Each is taken, none undone by the page taking up another.
  await expect(page).toHaveURL(/[?&]remote=true/);
  await expect(page).toHaveURL(/[?&]search=engineer/);
  await expect(page).toHaveURL(/[?&]days=7/);
  await expect(search).toHaveValue('engineer');
  await expect(remoteOnly).toBeChecked();
  await expect(posted).toHaveValue('7');
  const results = page.getByTestId('jobs-results');
  const total = async () => {
    await expect(results).toHaveAttribute('aria-busy', 'false');
    return Number((await page.getByTestId('jobs-total').textContent())!.replace(/\D/g, ''));
  };
  const remoteTotal = await total();
  expect(remoteTotal).toBeGreaterThan(0);
  // The switch and the list agree: one more tap turns the filter off, and the list grows.
  await remoteOnly.click();
  await expect(page).not.toHaveURL(/remote=true/);
  await expect(remoteOnly).not.toBeChecked();
  await expect.poll(total).toBeGreaterThan(remoteTotal);
});
