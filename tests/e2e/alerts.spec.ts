import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { expect, test } from './fixtures';
import { holdChunks, signedInJobSeeker } from './helpers';
import { setPreferences } from './accounts';
import { listLocalMail } from '../../src/local/mail';
import { createDb } from '../../src/server/db/client';
import { createApplicationsRepo } from '../../src/server/db/applications-repo';
import { createJobsRepo, type TJobRecord } from '../../src/server/db/jobs-repo';
import { createUsersRepo } from '../../src/server/db/users-repo';
import { DAY_MS } from '../../src/domain/time';

const ZStackEnv = z.object({ DYNAMODB_ENDPOINT: z.string(), DYNAMODB_TABLE_PREFIX: z.string() });
// Skills no other browser test's resume asks for, so the jobs this test imports into the shared stack never outrank theirs.
const RESUME = 'Senior Data Engineer in Lisbon. Eight years of Python, Apache Airflow, dbt and Snowflake; pipelines on GCP with BigQuery.';

function database() {
  const env = ZStackEnv.parse(JSON.parse(process.env.E2E_APP_ENV ?? '{}'));
  return createDb({ region: 'eu-west-3', endpoint: env.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
}

/**
 * New jobs, first stored now, as an import writes them. In Lisbon, where this test's person looks
 * and no other browser test's lists or filters do: other tests count and compare the recent jobs in
 * Madrid and in Spain while this one runs beside them.
 */
async function importJobs(title: string): Promise<TJobRecord> {
  const db = database();
  const job: TJobRecord = {
    job_url: `https://careers.example/alerts/${randomUUID().slice(0, 8)}`,
    company: 'Lumen Labs',
    title,
    location: 'Lisboa, Portugal',
    role_type: 'Software Engineering',
    creation_date: Date.now() - 60_000,
    language: 'en',
    description: 'Python, Apache Airflow, dbt and Snowflake for our analytics pipelines on GCP and BigQuery. Senior level.',
  };
  await createJobsRepo(db).putMany([job], Date.now());
  db.raw.destroy();
  return job;
}

/** One pass of match alerts at `now`, as `npm run alerts:run -- --now` runs it against the stack (a process of its own, like another instance). */
function runAlerts(now: number): Promise<void> {
  const serverEnv = z.record(z.string(), z.string()).parse(JSON.parse(process.env.E2E_SERVER_ENV ?? '{}'));
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--import', './scripts/lib/server-only-off.mjs', 'scripts/alerts-run.ts', '--now', new Date(now).toISOString()],
      { env: { ...process.env, ...serverEnv, APP_URL: process.env.E2E_BASE_URL!, RUMBO_DATA_DIR: process.env.E2E_DATA_DIR! } },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
}

const alertsTo = (email: string) => listLocalMail(join(process.env.E2E_DATA_DIR!, 'mail')).filter((mail) => mail.to.includes(email) && mail.subject.endsWith('your profile'));
const linkIn = (text: string, label: string) => new RegExp(`^${label}: (\\S+)$`, 'm').exec(text)?.[1] ?? '';

test.use({ timezoneId: 'Europe/Madrid' });

test('match alerts and reminders: switched on in /settings, a new job mailed with a Save link that saves on confirmation, a reminder the day before its follow-up, and unsubscribing stops the next alert', async ({
  page,
  browser,
}) => {
  const user = await signedInJobSeeker(page, 'alerts');
  await setPreferences(user.email, { locations: ['Lisbon'], fields: ['Software Engineering'] });
  const db = database();
  await createUsersRepo(db).setResumeText(user.email, RESUME, Date.now());
  db.raw.destroy();

  // A slow phone: the lowest score is typed before the page's code has run.
  const { held, release } = await holdChunks(page, '');
  await page.goto('/settings', { waitUntil: 'commit' });
  const card = page.getByTestId('alerts-card');
  const score = card.getByTestId('alerts-min-score');
  await score.fill('0');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release();
  await expect(card.getByRole('radio', { name: 'Off' })).toBeChecked();
  await card.getByText('Daily', { exact: true }).click();
  // The box is narrow; its help is not squeezed into the box's width.
  const help = card.getByText('Only jobs that score at least this much (0 to 100) are listed.');
  expect((await help.boundingBox())!.width).toBeGreaterThan((await score.boundingBox())!.width * 2);
  expect((await score.boundingBox())!.width).toBeLessThanOrEqual(160);
  const reminders = card.getByRole('switch', { name: 'Email me the day before each interview and follow-up' });
  await expect(reminders).not.toBeChecked();
  await reminders.check();
  await card.getByTestId('alerts-save').click();
  await expect(card.getByTestId('alerts-saved')).toBeVisible();
  await expect(card.getByTestId('alerts-time-zone')).toContainText('Europe/Madrid');
  await page.reload();
  await expect(card.getByRole('switch', { name: 'Email me the day before each interview and follow-up' })).toBeChecked();
  await expect(score).toHaveValue('0');

  const job = await importJobs('Senior Data Engineer (alerts)');
  // Tomorrow at 11:00 UTC (noon or 13:00 in Madrid): the daily alert is due.
  const today = new Date();
  const tomorrow = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 11);
  // Two passes at once, as two instances would run the schedule: one alert.
  await Promise.all([runAlerts(tomorrow), runAlerts(tomorrow)]);
  expect(alertsTo(user.email)).toHaveLength(1);
  const [mail] = alertsTo(user.email).slice(-1);
  expect(mail?.text).toContain(job.title);
  const saveUrl = linkIn(mail!.text, 'Save');
  expect(saveUrl).toContain('/alerts/save?t=');

  // The link only asks; the button saves.
  await page.goto(saveUrl);
  await expect(page.getByRole('heading', { name: 'Save this job?' })).toBeVisible();
  await expect(page.getByText('Save Senior Data Engineer (alerts) at Lumen Labs to your applications tracker.')).toBeVisible();
  await page.getByTestId('alert-link-confirm').click();
  await expect(page.getByRole('heading', { name: 'Job saved' })).toBeVisible();
  await page.goto('/applications');
  await expect(page.getByText(job.title).first()).toBeVisible();

  // A follow-up planned for the day after: the same morning's pass sends the day-before reminder, once.
  const reminderDb = database();
  await createApplicationsRepo(reminderDb).setDetails(
    user.email,
    job.job_url,
    { follow_up_at: Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2) },
    Date.now(),
  );
  reminderDb.raw.destroy();
  const remindersTo = () => listLocalMail(join(process.env.E2E_DATA_DIR!, 'mail')).filter((mail) => mail.to.includes(user.email) && mail.subject.startsWith('Tomorrow'));
  await runAlerts(tomorrow);
  await runAlerts(tomorrow + 60_000);
  expect(remindersTo()).toHaveLength(1);
  expect(remindersTo()[0]?.subject).toBe('Tomorrow: 1 date in your job search');
  expect(remindersTo()[0]?.text).toContain(`Follow up: ${job.title} at Lumen Labs`);

  // Unsubscribing, from a browser without a session, in Spanish.
  const unsubscribeUrl = linkIn(mail!.text, 'Unsubscribe');
  const stranger = await browser.newContext({ timezoneId: 'Europe/Madrid' });
  await stranger.addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
  const other = await stranger.newPage();
  await other.goto(unsubscribeUrl);
  await expect(other.getByRole('heading', { name: '¿Dejar de recibir avisos?' })).toBeVisible();
  await other.getByRole('button', { name: 'Darse de baja' }).click();
  await expect(other.getByRole('heading', { name: 'Te has dado de baja' })).toBeVisible();
  // A link that does not work says how to stop the alerts without it.
  await other.goto(`${process.env.E2E_BASE_URL}/alerts/unsubscribe?t=not-a-link`);
  await expect(other.getByText('Este enlace no es válido o ha caducado. Para dejar de recibir avisos, inicia sesión y elige Nunca en Frecuencia')).toBeVisible();
  // …and leads there: signed out, through the sign-in page.
  await other.getByRole('link', { name: 'Abrir los ajustes de avisos' }).click();
  await expect(other).toHaveURL(/\/auth\?next=%2Fsettings$|\/auth\?next=\/settings$/);
  await stranger.close();

  const before = alertsTo(user.email).length;
  await importJobs('Analytics Data Engineer (alerts)');
  await runAlerts(tomorrow + DAY_MS);
  expect(alertsTo(user.email)).toHaveLength(before);
});
