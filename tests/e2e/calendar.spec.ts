import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { expect, test } from './fixtures';
import { signInDirectly } from './helpers';
import { subscriber } from './accounts';
import { createDb } from '../../src/server/db/client';
import { createApplicationsRepo } from '../../src/server/db/applications-repo';

const ZStackEnv = z.object({ DYNAMODB_ENDPOINT: z.string(), DYNAMODB_TABLE_PREFIX: z.string() });

/** An application of `email` with an interview on `day` (UTC midnight), as the tracker stores it after the person saved the date. */
async function interviewFor(email: string, day: number) {
  const env = ZStackEnv.parse(JSON.parse(process.env.E2E_APP_ENV ?? '{}'));
  const db = createDb({ region: 'eu-west-3', endpoint: env.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
  const tracker = createApplicationsRepo(db);
  const jobUrl = `https://careers.example/calendar/${randomUUID().slice(0, 8)}`;
  await tracker.saveStatus(email, jobUrl, 'INTERVIEW', Date.now());
  await tracker.recordStatus(email, jobUrl, 'INTERVIEW', Date.now(), { title: 'Data Analyst', company: 'Lumen Labs' });
  await tracker.setDetails(email, jobUrl, { interview_at: day }, Date.now());
  db.raw.destroy();
  return jobUrl;
}

/** The unfolded content lines of iCalendar text. */
const icsLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

const WORDS = {
  en: {
    title: 'Calendar feed',
    create: 'Create calendar link',
    revoke: 'Revoke link',
    summary: 'SUMMARY:Interview: Data Analyst · Lumen Labs',
    calendar: 'X-WR-CALNAME:Rumbo: interviews and follow-ups',
  },
  es: {
    title: 'Calendario',
    create: 'Crear enlace de calendario',
    revoke: 'Revocar enlace',
    summary: 'SUMMARY:Entrevista: Data Analyst · Lumen Labs',
    calendar: 'X-WR-CALNAME:Rumbo: entrevistas y seguimientos',
  },
} as const;

test.use({ timezoneId: 'America/Mexico_City' });

for (const lang of ['en', 'es'] as const) {
  test(`a private calendar feed is created on /settings, lists the interview, and is refused once revoked (${lang})`, async ({ page, request }) => {
    const words = WORDS[lang];
    const user = await subscriber(`calendar-${lang}`, 'Rumbo#Calendar2026');
    const day = Date.UTC(2026, 11, 3);
    await interviewFor(user.email, day);
    await page.context().addCookies([{ name: 'locale', value: lang, url: process.env.E2E_BASE_URL! }]);
    await signInDirectly(page, user, { openDashboard: false });

    await page.goto('/settings');
    const card = page.getByTestId('calendar-card');
    await expect(card.getByRole('heading', { name: words.title, exact: true })).toBeVisible();
    await card.getByRole('button', { name: words.create }).click();
    const field = card.getByTestId('calendar-url');
    await expect(field).toHaveValue(/\/api\/calendar\/feed\?token=[A-Za-z0-9_-]{43}$/);
    const url = await field.inputValue();

    // A calendar app reads it without a session.
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text.includes('\r\n')).toBe(true);
    const lines = icsLines(text);
    expect(lines).toEqual(
      expect.arrayContaining(['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20261203', words.summary, words.calendar, 'X-WR-TIMEZONE:America/Mexico_City']),
    );

    await card.getByRole('button', { name: words.revoke }).click();
    await expect(card.getByTestId('calendar-revoked')).toBeVisible();
    await expect(card.getByTestId('calendar-url')).toHaveCount(0);
    const refused = await request.get(url);
    expect(refused.status()).toBe(404);
    expect(await refused.text()).not.toContain('BEGIN:VCALENDAR');
  });
}

test("Add to calendar in an application's details downloads its interview, for its owner only", async ({ page, request }) => {
  const user = await subscriber('calendar-event', 'Rumbo#Calendar2026');
  const jobUrl = await interviewFor(user.email, Date.UTC(2026, 11, 3));
  // Requests made from the test send no Accept-Language: the cookie says which language answers.
  await page.context().addCookies([{ name: 'locale', value: 'en', url: process.env.E2E_BASE_URL! }]);
  await signInDirectly(page, user, { openDashboard: false });
  await page.goto('/applications');
  await page.locator(`[data-testid="application-row"][data-job-url="${jobUrl}"]`).getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByTestId('application-drawer');
  const link = drawer.getByRole('link', { name: 'Add interview to calendar' });
  await expect(link).toBeVisible();
  await expect(drawer.getByTestId('add-to-calendar-follow_up')).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('interview-2026-12-03.ics');
  const lines = icsLines(readFileSync((await download.path())!, 'utf8'));
  expect(lines).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261204', 'SUMMARY:Interview: Data Analyst · Lumen Labs']));

  // Someone else's application, or bad input, is refused with words; no session, no file.
  const other = await page.request.get(`/api/calendar/event?${new URLSearchParams({ job_url: 'https://careers.example/not-mine', kind: 'interview' })}`);
  expect(other.status()).toBe(404);
  expect(await other.json()).toMatchObject({ code: 'NOT_FOUND', error: 'There is no such date in your applications.' });
  const bad = await page.request.get(`/api/calendar/event?${new URLSearchParams({ job_url: jobUrl, kind: 'lunch' })}`);
  expect(bad.status()).toBe(400);
  const signedOut = await request.get(`/api/calendar/event?${new URLSearchParams({ job_url: jobUrl, kind: 'interview' })}`);
  expect(signedOut.status()).toBe(401);
});
