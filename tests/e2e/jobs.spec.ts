import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { setPreferences, subscriber } from './accounts';
import { signIn, signInAsDemo } from './helpers';

const PASSWORD = 'Rumbo#Jobs2026';

/** A fresh subscriber who prefers software jobs in Madrid, signed in on the dashboard. */
async function signedInJobSeeker(page: Page, tag: string) {
  const user = await subscriber(tag, PASSWORD);
  await setPreferences(user.email, { locations: ['Madrid'], fields: ['Software Engineering'] });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

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

test('clearing the preferences changes the list to the latest jobs', async ({ page }) => {
  await signedInJobSeeker(page, 'prefs');
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
  await expect(page.getByTestId('fallback-note')).toBeVisible();
  await expect(page.getByTestId('personalized-marker')).toHaveCount(0);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  expect(await titles(page)).not.toEqual(before);
});

test('tracking a job adds it as Applied; moving it on the board records its history; CSV export downloads the rows', async ({ page }) => {
  await signedInJobSeeker(page, 'track');
  await page.goto('/matches');
  const card = page.getByTestId('job-card').first();
  const jobUrl = (await card.getAttribute('data-job-url'))!;
  const title = (await card.getByTestId('job-title').textContent())!;
  await card.getByRole('button', { name: 'Track' }).click();
  await expect(card.getByText('Tracked')).toBeVisible();

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

  await interview.getByRole('button', { name: title }).click();
  const history = page.getByTestId('status-history');
  await expect(history).toContainText('Interview');
  await expect(history).toContainText('Applied');
  await page.getByLabel('Notes').fill('Second round on Tuesday, "system design"');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved.')).toBeVisible();
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rumbo-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('job_url,title,company,location,status,applied,updated,notes');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(jobUrl);
  expect(lines[1]).toContain('Interview');
  expect(lines[1]).toContain('"Second round on Tuesday, ""system design"""');
});

test('the jobs page filters, searches and pages the latest jobs', async ({ page }) => {
  await signedInJobSeeker(page, 'browse');
  await page.goto('/jobs');
  const total = page.getByTestId('jobs-total');
  await expect(total).toHaveText(/^\d+ jobs$/);
  const all = Number((await total.textContent())!.split(' ')[0]);
  expect(all).toBeGreaterThan(20);
  await expect(page.getByTestId('job-card')).toHaveCount(20);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByTestId('job-card')).toHaveCount(Math.min(20, all - 20));

  await page.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: 'Legal' }).click();
  await expect(total).not.toHaveText(`${all} jobs`);
  for (const text of await page.getByTestId('job-card').allTextContents()) expect(text).toContain('Legal');

  await page.getByLabel('Search').fill("'; DROP TABLE jobs; --");
  await expect(total).toHaveText('0 jobs');
  await expect(page.getByText('No jobs to show right now.')).toBeVisible();
});

/** Answers every tRPC call of a batch that includes `procedure` with the given domain error. */
async function failProcedure(page: Page, procedure: string, error: { appCode: string; code: string; httpStatus: number; message: string }) {
  await page.route(`**/api/trpc/**${procedure}**`, (route) => {
    const paths = new URL(route.request().url()).pathname.replace('/api/trpc/', '').split(',');
    const body = paths.map((path) => ({ error: { json: { message: error.message, code: -32603, data: { code: error.code, httpStatus: error.httpStatus, path, appCode: error.appCode } } } }));
    return route.fulfill({ status: error.httpStatus, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test('a data-provider error shows the catalogue message instead of the jobs', async ({ page }) => {
  await signedInJobSeeker(page, 'errors');
  await failProcedure(page, 'jobs.matches', { appCode: 'UPSTREAM', code: 'BAD_GATEWAY', httpStatus: 502, message: 'Ranking unavailable' });
  await page.goto('/matches');
  await expect(page.getByTestId('data-error')).toContainText('Failed to fetch jobs');
  await expect(page.getByTestId('job-card')).toHaveCount(0);

  await page.unroute('**/api/trpc/**jobs.matches**');
  await failProcedure(page, 'applications.list', { appCode: 'UNAUTHORIZED', code: 'UNAUTHORIZED', httpStatus: 401, message: 'Authentication required' });
  await page.goto('/applications');
  await expect(page.getByTestId('data-error')).toContainText('Failed to authenticate user');
});
