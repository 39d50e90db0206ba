import { expect, test, type Page } from './fixtures';
import { trackFor } from './accounts';
import { cookieStored, holdChunks, signedInJobSeeker, signInAsDemo } from './helpers';

const DAY_MS = 86_400_000;
/** A calendar day `days` from today, as a date field takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A day as a person types it in the English interface: month first. */
const typedInEnglish = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
const rowOf = (page: Page, jobUrl: string) => page.locator(`[data-testid="application-row"][data-job-url="${jobUrl}"]`);

test('Save keeps a job without an applied date; Mark applied dates it; the history reads Saved → Applied', async ({ page }) => {
  await signedInJobSeeker(page, 'save-apply', { openDashboard: false });
  await page.goto('/matches');
  const card = page.getByTestId('job-card').first();
  const jobUrl = (await card.getAttribute('data-job-url'))!;
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.getByTestId('kept-status')).toHaveText('Saved');
  await expect(card.getByTestId('track-notice')).toHaveText('Saved to your applications. Mark it applied once you send your application.');

  await page.goto('/applications');
  const row = rowOf(page, jobUrl);
  await expect(row.getByTestId('status-select')).toHaveValue('SAVED');
  await expect(row.getByTestId('applied-cell')).toHaveText('');
  await page.goto('/dashboard');
  await expect(page.getByTestId('count-SAVED')).toContainText('1');
  await expect(page.getByTestId('count-APPLIED')).toContainText('0');

  // Marked applied later, from the same card.
  await page.goto('/matches');
  const again = page.locator(`[data-testid="job-card"][data-job-url="${jobUrl}"]`);
  await again.getByRole('button', { name: 'Mark applied' }).click();
  await expect(again.getByTestId('kept-status')).toHaveText('Applied');
  await expect(again.getByRole('button', { name: 'Mark applied' })).toHaveCount(0);

  await page.goto('/applications');
  await expect(row.getByTestId('status-select')).toHaveValue('APPLIED');
  await expect(row.getByTestId('applied-cell')).not.toHaveText('');
  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByTestId('application-drawer');
  await expect(drawer.getByTestId('applied-on')).toContainText('Applied on');
  await expect(drawer.getByTestId('status-history').getByTestId('history-status')).toHaveText(['Applied', 'Saved']);
});

test('the status filter shows the applications of one status, and all again', async ({ page }) => {
  await signedInJobSeeker(page, 'status-filter', { openDashboard: false });
  await page.goto('/matches');
  const cards = page.getByTestId('job-card');
  const saved = (await cards.nth(0).getAttribute('data-job-url'))!;
  const applied = (await cards.nth(1).getAttribute('data-job-url'))!;
  await cards.nth(0).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(cards.nth(0).getByTestId('kept-status')).toHaveText('Saved');
  await cards.nth(1).getByRole('button', { name: 'Mark applied' }).click();
  await expect(cards.nth(1).getByTestId('kept-status')).toHaveText('Applied');

  await page.goto('/applications');
  await expect(page.getByTestId('application-row')).toHaveCount(2);
  const filter = page.getByRole('combobox', { name: 'Show' });
  await filter.selectOption({ label: 'Applied' });
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await expect(rowOf(page, applied)).toBeVisible();
  await filter.selectOption({ label: 'Saved' });
  await expect(rowOf(page, saved)).toBeVisible();
  await expect(rowOf(page, applied)).toHaveCount(0);
  await filter.selectOption({ label: 'All statuses' });
  await expect(page.getByTestId('application-row')).toHaveCount(2);
});

test("a status chosen before the page's code has run is kept once it runs", async ({ page }) => {
  await signedInJobSeeker(page, 'status-filter-early', { openDashboard: false });
  await page.goto('/matches');
  const cards = page.getByTestId('job-card');
  const applied = (await cards.nth(1).getAttribute('data-job-url'))!;
  await cards.nth(0).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(cards.nth(0).getByTestId('kept-status')).toHaveText('Saved');
  await cards.nth(1).getByRole('button', { name: 'Mark applied' }).click();
  await expect(cards.nth(1).getByTestId('kept-status')).toHaveText('Applied');

  // The page's scripts are held back: the list and its filter are the server's HTML only.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/applications', { waitUntil: 'commit' });
  await expect(page.getByTestId('application-row')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Applied' });
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await expect(rowOf(page, applied)).toBeVisible();
});

test('a job found elsewhere: added by hand, planned dates remind on the dashboard, unsaved changes are not lost silently, archive asks first, delete offers Undo', async ({
  page,
}) => {
  await signedInJobSeeker(page, 'outside', { openDashboard: false });
  await page.goto('/applications');
  await page.getByRole('button', { name: 'Add a job' }).click();
  const form = page.getByRole('dialog', { name: 'Add a job you found elsewhere' });
  await form.getByLabel('Link to the job posting').fill('careers.example/42');
  await form.getByRole('button', { name: 'Add to my applications' }).click();
  await expect(form.getByText('Enter the full address of the posting, starting with https://')).toBeVisible();
  await expect(form.getByText('Enter the job title (up to 200 characters).')).toBeVisible();
  await form.getByLabel('Link to the job posting').fill('https://careers.example/42');
  await form.getByLabel('Job title').fill('Data Analyst');
  await form.getByLabel('Company').fill('Lumen Labs');
  await form.getByLabel('Location (optional)').fill('Sevilla');
  await form.getByRole('button', { name: 'Add to my applications' }).click();

  // The new application opens; its planned dates, contact and salary are saved together.
  const drawer = page.getByTestId('application-drawer');
  // The place reads in the interface's language.
  await expect(drawer).toContainText('Lumen Labs · Seville');
  await drawer.getByTestId('interview-date').fill(typedInEnglish(dayFromToday(2)));
  await drawer.getByTestId('follow-up-date').fill(typedInEnglish(dayFromToday(5)));
  await drawer.getByLabel('Contact').fill('Marta Ruiz');
  await drawer.getByLabel('Salary').fill('45.000 €');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer.getByText('Changes saved.')).toBeVisible();

  // Closing with unsaved notes asks first: keep editing keeps the text, discard throws it away.
  await drawer.getByLabel('Notes').fill('Ask about the team');
  await page.keyboard.press('Escape');
  const leave = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer.getByLabel('Notes')).toHaveValue('Ask about the team');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer.getByText('Changes saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/dashboard');
  const reminders = page.getByTestId('reminder');
  await expect(reminders).toHaveCount(2);
  await expect(reminders.first()).toContainText('Interview: Data Analyst');
  await expect(reminders.nth(1)).toContainText('Follow up: Data Analyst');

  // Archive: out of the list until asked for.
  await page.goto('/applications');
  const row = rowOf(page, 'https://careers.example/42');
  await row.getByRole('button', { name: 'Details' }).click();
  await drawer.getByRole('button', { name: 'Archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive this application?' });
  await expect(archive).toContainText('with everything in it kept');
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(archive).toBeHidden();
  await expect(drawer.getByText('Archived', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('applications-none-shown')).toContainText('No applications match this view.');
  await page.getByLabel('Show archived (1)').check();
  await expect(row).toBeVisible();

  // Delete: at once, with Undo in its notice (tracker-scale.spec.ts undoes one); not undone, it stays gone.
  await row.getByRole('button', { name: 'Details' }).click();
  await drawer.getByRole('button', { name: 'Delete' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('deleted-notice')).toContainText('“Data Analyst” deleted.');
  await expect(page.getByTestId('deleted-notice').getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No applications yet.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText('No applications yet.', { exact: false })).toBeVisible();
});

test('the list or board choice is remembered; Spanish labels on the card actions', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
  await signedInJobSeeker(page, 'view-es', { openDashboard: false });
  await page.goto('/matches');
  const card = page.getByTestId('job-card').first();
  await expect(card.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Marcar como enviada' }).click();
  await expect(card.getByTestId('track-notice')).toHaveText('Añadida a tus candidaturas como enviada, con fecha de hoy.');

  await page.goto('/applications');
  await page.getByText('Tablero', { exact: true }).click();
  await expect(page.getByTestId('board-column-APPLIED')).toBeVisible();
  await cookieStored(page, 'applicationsView', 'board');
  await page.reload();
  await expect(page.getByTestId('board-column-APPLIED')).toBeVisible();
});

test('a job page inside Rumbo: title, place, description, Save, and the original posting; unknown addresses say the job is gone', async ({ page }) => {
  await signedInJobSeeker(page, 'job-page', { openDashboard: false });
  await page.goto('/matches');
  const card = page.getByTestId('job-card').first();
  const jobUrl = (await card.getAttribute('data-job-url'))!;
  const title = (await card.getByTestId('job-title').textContent())!;
  await card.getByTestId('job-title').click();

  await expect(page).toHaveURL(/\/jobs\/[A-Za-z0-9_-]+$/);
  const posting = page.getByTestId('job-posting');
  await expect(posting.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(posting.getByTestId('job-description')).not.toBeEmpty();
  await expect(posting.getByRole('link', { name: 'View the original posting' })).toHaveAttribute('href', jobUrl);
  await posting.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(posting.getByTestId('kept-status')).toHaveText('Saved');
  await page.reload();
  await expect(posting.getByTestId('kept-status')).toHaveText('Saved');
  await expect(posting.getByRole('button', { name: 'Mark applied' })).toBeVisible();
  await expect(page).toHaveTitle('Job · Rumbo');

  for (const id of ['not-a-job', Buffer.from('https://jobs.example/never-posted').toString('base64url')]) {
    await page.goto(`/jobs/${id}`);
    await expect(page.getByRole('heading', { name: 'This job is no longer available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the latest jobs' })).toHaveAttribute('href', '/jobs');
  }
});

test('matches are counted and paged, the page in the address', async ({ page }) => {
  await signInAsDemo(page, { openDashboard: false });
  await page.goto('/matches');
  const total = Number((await page.getByTestId('matches-total').textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(20);
  await expect(page.getByTestId('job-card')).toHaveCount(20);
  const first = await page.getByTestId('job-card').first().getAttribute('data-job-url');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/matches\?page=2$/);
  await expect(page.getByTestId('job-card').first()).not.toHaveAttribute('data-job-url', first!);
  await page.reload();
  await expect(page.getByTestId('job-card')).toHaveCount(Math.min(20, total - 20));
  await page.goBack();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(page.getByTestId('job-card').first()).toHaveAttribute('data-job-url', first!);
});

test('a status chosen in the list before the page has run its code is saved once it has, not only shown; a status and a search cleared then are cleared', async ({ page }) => {
  const user = await signedInJobSeeker(page, 'early-status');
  const jobUrl = 'https://jobs.example/early-status';
  await trackFor(user.email, jobUrl, 'SAVED');
  await page.context().addCookies([{ name: 'applicationsView', value: 'list', url: process.env.E2E_BASE_URL! }]);
  // A slow phone: the list is on the page, its code is not yet.
  const { held, release } = await holdChunks(page, '');
  await page.goto('/applications', { waitUntil: 'commit' });
  // By its role: the row's other layout (the one this screen hides) has a status field too. Until
  // the stylesheet has arrived nothing is painted and both count as shown; a person acts on the
  // painted page, where one is hidden.
  const status = page.locator(`[data-testid="application-row"][data-job-url="${jobUrl}"]`).getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveCount(1);
  await status.selectOption('INTERVIEW');
  // Its code was held back, not run: the page asked for it and got nothing yet.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  await expect(page.getByText('Moved to Interview.')).toBeVisible();
  await page.reload();
  await expect(status).toHaveValue('INTERVIEW');

  // Back to the list with a status and a search in the address that leave it empty, both cleared
  // before the code has run: once it has, the whole list shows and the address says so.
  const again = await holdChunks(page, '');
  await page.goto('/applications?status=OFFER&search=nothing-like-this', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search applications' });
  await expect(search).toHaveValue('nothing-like-this');
  await expect(status).toHaveCount(0);
  await search.fill('');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('');
  await expect.poll(() => again.held.length).toBeGreaterThan(0);
  again.release();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(status).toHaveValue('INTERVIEW');
});
