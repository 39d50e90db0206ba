import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertPeriod } from '~/domain/alerts';
import { fixedClock } from '~/domain/clock';
import { listLocalMail, startMailServer } from '~/local/mail';
import { SAVE_LINK_TTL_MS } from '~/server/alerts/links';
import type { TDb } from '~/server/db/client';
import { createJobsRepo, type TJobRecord } from '~/server/db/jobs-repo';
import { createUsersRepo } from '~/server/db/users-repo';
import { buildDeps } from '~/server/deps';
import { log } from '~/server/log.mjs';
import { smtpTransport, type TMailerOptions } from '~/server/mail/mailer';
import { readAlertLink, saveFromAlertLink, unsubscribeFromAlertLink } from '~/server/services/alerts';
import { uniqueEmail } from '../helpers/auth';
import { freshDb, NOW } from '../helpers/db';
import { SUBSCRIPTION } from '../helpers/resume';

const HOUR = 3_600_000;
const APP_URL = 'http://127.0.0.1:3000';
/** Monday 23 November 2026, 09:00 in Madrid (08:00 UTC); NOW is the Sunday before, 12:00 UTC. */
const MONDAY_9_MADRID = Date.UTC(2026, 10, 23, 8, 0, 0);
const RESUME = [
  'Ana García — Senior Software Engineer — Madrid, Spain',
  'Eight years building web products with TypeScript, React and Node.js. I run services on Kubernetes and AWS with PostgreSQL.',
  'Experience: Senior Software Engineer at Acme (2019–2025): led the frontend platform in React and TypeScript; Node.js APIs.',
].join('\n');
const job = (n: number, fields: Partial<TJobRecord> = {}): TJobRecord => ({
  job_url: `https://jobs.example/alerts/${n}`,
  company: `Company ${n}`,
  title: `Senior Frontend Engineer ${n}`,
  location: 'Madrid, España',
  role_type: 'Software Engineering',
  creation_date: NOW - HOUR,
  language: 'en',
  description: 'React, TypeScript and Node.js for our web platform. Senior level.',
  ...fields,
});

let dir: string;
let server: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rumbo-alerts-'));
  server = await startMailServer({ dir, print: () => undefined });
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const mailTo = (email: string) => listLocalMail(dir).filter((mail) => mail.to.includes(email));
const rawOf = (id: string) => readFileSync(join(dir, `${id}.eml`), 'utf8');

/** One instance of the app over `db`, sending to the local mail server through `transport` (default: the real one). */
function instance(db: TDb, clock = fixedClock(NOW), transport: NonNullable<TMailerOptions['transport']> = smtpTransport(server.url)) {
  return buildDeps(db, clock, null, { appUrl: APP_URL, appSecret: 'alerts-test-secret', mail: { transport, from: 'Rumbo <no-reply@rumbo.app>' } });
}

/** A subscriber with a resume whose alerts are on since NOW. */
async function person(db: TDb, options: { frequency?: 'daily' | 'weekly'; min_score?: number; time_zone?: string; locale?: 'en' | 'es'; periodEnd?: number } = {}) {
  const email = uniqueEmail('alerts');
  await createUsersRepo(db).put({
    user_email: email,
    created_at: NOW,
    updated_at: NOW,
    subscription: { ...SUBSCRIPTION, periodEnd: options.periodEnd ?? NOW + 30 * 24 * HOUR },
    resume_text: RESUME,
    has_resume: true,
  });
  await instance(db).alerts.repo.save(
    email,
    { frequency: options.frequency ?? 'daily', min_score: options.min_score ?? 0, time_zone: options.time_zone ?? 'Europe/Madrid', locale: options.locale ?? 'en' },
    NOW,
  );
  return email;
}

/** A database with one job stored before alerts were switched on, and two stored after. */
async function world() {
  const db = await freshDb();
  const jobs = createJobsRepo(db);
  await jobs.putMany([job(1, { creation_date: NOW - 30 * HOUR })], NOW - 24 * HOUR);
  return {
    db,
    importNew: (n: number[], at = NOW + HOUR) =>
      jobs.putMany(
        n.map((i) => job(i)),
        at,
      ),
  };
}

describe('the period of an alert, in the person’s time zone', () => {
  it('is the local day from 08:00 for daily alerts, and the local week from Monday 08:00 for weekly ones', () => {
    expect(alertPeriod('daily', 'Europe/Madrid', MONDAY_9_MADRID)).toEqual({ key: 'daily#2026-11-23', isDue: true });
    expect(alertPeriod('daily', 'Europe/Madrid', MONDAY_9_MADRID - 2 * HOUR)).toEqual({ key: 'daily#2026-11-23', isDue: false });
    // 02:00 in Mexico City: not yet.
    expect(alertPeriod('daily', 'America/Mexico_City', MONDAY_9_MADRID)).toEqual({ key: 'daily#2026-11-23', isDue: false });
    expect(alertPeriod('weekly', 'Europe/Madrid', MONDAY_9_MADRID)).toEqual({ key: 'weekly#2026-11-23', isDue: true });
    expect(alertPeriod('weekly', 'Europe/Madrid', MONDAY_9_MADRID + 2 * 24 * HOUR)).toEqual({ key: 'weekly#2026-11-23', isDue: true });
    expect(alertPeriod('weekly', 'Europe/Madrid', NOW)).toEqual({ key: 'weekly#2026-11-16', isDue: true });
    expect(alertPeriod('off', 'Europe/Madrid', NOW)).toBeNull();
  });
});

describe('who gets which jobs', () => {
  it('lists only jobs first stored since the last alert that reach the minimum score, at the send hour of the person’s zone', async () => {
    const { db, importNew } = await world();
    const madrid = await person(db);
    const picky = await person(db, { min_score: 100 });
    const mexico = await person(db, { time_zone: 'America/Mexico_City' });
    await importNew([2, 3]);
    const run = await instance(db).alerts.run(MONDAY_9_MADRID);
    expect(run).toMatchObject({ sent: 1, empty: 1 });
    const [mail] = mailTo(madrid);
    expect(mail?.text).toContain('Senior Frontend Engineer 2');
    expect(mail?.text).toContain('Senior Frontend Engineer 3');
    expect(mail?.text).not.toContain('Senior Frontend Engineer 1');
    expect(mail?.text).toMatch(/\d+% match\. /);
    expect(mail?.text).toContain(`View job: ${APP_URL}/jobs/`);
    expect(mail?.text).toContain(`Save: ${APP_URL}/alerts/save?t=`);
    expect(mailTo(picky)).toHaveLength(0);
    expect(mailTo(mexico)).toHaveLength(0);
    // 08:00 in Mexico City.
    await instance(db).alerts.run(Date.UTC(2026, 10, 23, 14, 0, 0));
    expect(mailTo(mexico)).toHaveLength(1);
    expect(mailTo(madrid)).toHaveLength(1);
  });

  it('sends nothing when nothing is new, then only what came since the last alert', async () => {
    const { db, importNew } = await world();
    const email = await person(db);
    await instance(db).alerts.run(MONDAY_9_MADRID);
    expect(mailTo(email)).toHaveLength(0);
    await importNew([4], MONDAY_9_MADRID + HOUR);
    await instance(db).alerts.run(MONDAY_9_MADRID + 2 * HOUR);
    // Monday's period is done: Tuesday's alert lists the job.
    expect(mailTo(email)).toHaveLength(0);
    await instance(db).alerts.run(MONDAY_9_MADRID + 24 * HOUR);
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]?.text).toContain('Senior Frontend Engineer 4');
    expect(mailTo(email)[0]?.text).toContain('Since your last alert, Rumbo found 1 new job that matches your resume and preferences.');
    await instance(db).alerts.run(MONDAY_9_MADRID + 48 * HOUR);
    expect(mailTo(email)).toHaveLength(1);
  });

  it('sends a weekly alert once a week', async () => {
    const { db, importNew } = await world();
    const email = await person(db, { frequency: 'weekly' });
    await importNew([5]);
    await instance(db).alerts.run(MONDAY_9_MADRID);
    await importNew([6], MONDAY_9_MADRID + HOUR);
    await instance(db).alerts.run(MONDAY_9_MADRID + 24 * HOUR);
    expect(mailTo(email)).toHaveLength(1);
    await instance(db).alerts.run(MONDAY_9_MADRID + 7 * 24 * HOUR);
    expect(mailTo(email)).toHaveLength(2);
    expect(mailTo(email)[1]?.text).toContain('Senior Frontend Engineer 6');
    expect(mailTo(email)[1]?.text).not.toContain('Senior Frontend Engineer 5');
  });

  it('sends nothing to an expired subscriber nor to a suppressed address', async () => {
    const { db, importNew } = await world();
    const expired = await person(db, { periodEnd: NOW + HOUR });
    const suppressed = await person(db);
    await instance(db).suppressions.suppress(suppressed, 'complaint');
    await importNew([7]);
    const run = await instance(db).alerts.run(MONDAY_9_MADRID);
    expect(run).toMatchObject({ sent: 0, skipped: 2 });
    expect(mailTo(expired)).toHaveLength(0);
    expect(mailTo(suppressed)).toHaveLength(0);
  });

  it('is off with an external jobs or applications API', async () => {
    const { db, importNew } = await world();
    const email = await person(db);
    await importNew([8]);
    const external = buildDeps(db, fixedClock(NOW), null, {
      appUrl: APP_URL,
      external: { jobs: { baseUrl: 'http://127.0.0.1:9/' } },
      mail: { transport: smtpTransport(server.url), from: 'x@rumbo.app' },
    });
    expect(external.alerts.isOn).toBe(false);
    expect(await external.alerts.run(MONDAY_9_MADRID)).toMatchObject({ sent: 0 });
    expect(mailTo(email)).toHaveLength(0);
  });
});

describe('sent once, whatever runs', () => {
  it('sends one alert per person and period when two instances run at once', async () => {
    const { db, importNew } = await world();
    const people = await Promise.all([person(db), person(db), person(db, { locale: 'es' })]);
    await importNew([9, 10]);
    const [a, b] = [instance(db), instance(db)];
    const runs = await Promise.all([a.alerts.run(MONDAY_9_MADRID), b.alerts.run(MONDAY_9_MADRID), a.alerts.run(MONDAY_9_MADRID)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
    for (const email of people) expect(mailTo(email)).toHaveLength(1);
  });

  it('after a crash mid-run, a second run sends each person exactly once', async () => {
    const { db, importNew } = await world();
    const people = await Promise.all([person(db), person(db), person(db)]);
    await importNew([11]);
    const real = smtpTransport(server.url);
    let sends = 0;
    const failing: NonNullable<TMailerOptions['transport']> = {
      sendMail: async (mail) => {
        sends += 1;
        if (sends > 1) throw new Error('connection lost');
        return real.sendMail(mail);
      },
    };
    await expect(instance(db, fixedClock(NOW), failing).alerts.run(MONDAY_9_MADRID)).rejects.toThrow('connection lost');
    expect(people.filter((email) => mailTo(email).length === 1)).toHaveLength(1);
    await instance(db).alerts.run(MONDAY_9_MADRID + 60_000);
    for (const email of people) expect(mailTo(email)).toHaveLength(1);
  });

  it('stops at the run’s cap (MAIL_MAX_PER_RUN) and leaves the rest to the next run', async () => {
    const { db, importNew } = await world();
    const people = await Promise.all([person(db), person(db), person(db)]);
    await importNew([18]);
    const capped = () =>
      buildDeps(db, fixedClock(NOW), null, { appUrl: APP_URL, appSecret: 'alerts-test-secret', mail: { transport: smtpTransport(server.url), from: 'x@rumbo.app', capPerRun: 2 } });
    expect(await capped().alerts.run(MONDAY_9_MADRID)).toMatchObject({ sent: 2, capped: true });
    expect(await capped().alerts.run(MONDAY_9_MADRID + 60_000)).toMatchObject({ sent: 1, capped: false });
    for (const email of people) expect(mailTo(email)).toHaveLength(1);
  });

  it('takes over the period of an instance that died holding it, once its lease ran out', async () => {
    const { db, importNew } = await world();
    const email = await person(db);
    await importNew([12]);
    const deps = instance(db);
    expect(await deps.alerts.repo.claimPeriod(email, 'daily#2026-11-23', { holder: 'dead', now: MONDAY_9_MADRID, leaseMs: 5 * 60_000 })).toBe('claimed');
    await deps.alerts.run(MONDAY_9_MADRID + 60_000);
    expect(mailTo(email)).toHaveLength(0);
    await deps.alerts.run(MONDAY_9_MADRID + 6 * 60_000);
    expect(mailTo(email)).toHaveLength(1);
  });
});

describe('the message', () => {
  it.each([
    [
      'en',
      '2 new jobs match your profile',
      'Unsubscribe',
      'Since your last alert, Rumbo found 2 new jobs that match your resume and preferences.',
      ' · Madrid, Spain\n',
      /\n\d+% match\. /,
    ],
    [
      'es',
      '2 ofertas nuevas encajan con tu perfil',
      'Darse de baja',
      'Desde tu último aviso, Rumbo ha encontrado 2 ofertas nuevas que encajan con tu currículum y tus preferencias.',
      ' · Madrid, España\n',
      /\n\d+ % de coincidencia\. /,
    ],
  ] as const)(
    'is written in %s, in plain text and HTML, with one-click unsubscribe headers and no address in the logs',
    async (locale, subject, unsubscribe, intro, place, score) => {
      const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
      const { db, importNew } = await world();
      const email = await person(db, { locale });
      await importNew([13, 14]);
      await instance(db).alerts.run(MONDAY_9_MADRID);
      const [mail] = mailTo(email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.language).toBe(locale);
      expect(mail?.html).toContain(`<html lang="${locale}">`);
      expect(mail?.text).toContain(`${unsubscribe}: ${APP_URL}/api/alerts/unsubscribe?t=`);
      // Its words, places and scores as the app writes them in that language.
      expect(mail?.text).toContain(intro);
      expect(mail?.text).toContain(place);
      expect(mail?.text).toMatch(score);
      const raw = rawOf(mail!.id).replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:3000\/api\/alerts\/unsubscribe\?t=[\w.-]+>/m);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(JSON.stringify(info.mock.calls)).not.toContain('@example.com');
      expect(JSON.stringify(info.mock.calls)).not.toContain('?t=');
      info.mockRestore();
    },
  );
});

describe('signed links', () => {
  const linkOf = (text: string, label: string) => new URL(new RegExp(`${label}: (\\S+)`).exec(text)![1]!).searchParams.get('t')!;

  it('a Save link names one job of one person: reading it changes nothing, the POST saves it as SAVED', async () => {
    const { db, importNew } = await world();
    const email = await person(db);
    const other = await person(db);
    await importNew([15]);
    const deps = instance(db, fixedClock(MONDAY_9_MADRID));
    await deps.alerts.run(MONDAY_9_MADRID);
    const token = linkOf(mailTo(email)[0]!.text, 'Save');
    const read = await readAlertLink(deps, { token, purpose: 'save', address: '203.0.113.1' });
    expect(read).toMatchObject({ kind: 'save', job: { job_url: 'https://jobs.example/alerts/15', company: 'Company 15' } });
    expect(await deps.tracker.inStatus(email, 'SAVED')).toHaveLength(0);
    expect(await saveFromAlertLink(deps, { token, address: '203.0.113.1' })).toMatchObject({ kind: 'save' });
    const items = await deps.tracker.inStatus(email, 'SAVED');
    expect(items.map((item) => [item.job_url, item.status])).toEqual([['https://jobs.example/alerts/15', 'SAVED']]);
    expect(await deps.tracker.inStatus(other, 'SAVED')).toHaveLength(0);
  });

  it('refuses a tampered, expired or other-purpose token', async () => {
    const { db } = await world();
    const email = await person(db);
    const deps = instance(db, fixedClock(MONDAY_9_MADRID));
    const save = deps.alerts.links.sign({ purpose: 'save', email, jobUrl: 'https://jobs.example/alerts/1', expiresAt: MONDAY_9_MADRID + SAVE_LINK_TTL_MS });
    const unsubscribe = deps.alerts.links.sign({ purpose: 'unsubscribe', email, expiresAt: MONDAY_9_MADRID + SAVE_LINK_TTL_MS });
    const [body, signature] = save.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'save', e: email, u: 'https://jobs.example/alerts/2', x: MONDAY_9_MADRID + SAVE_LINK_TTL_MS })).toString('base64url')}.${signature}`;
    // A changed first character of the signature: always a different signature (its last character may carry ignored bits).
    const tampered = `${body}.${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    for (const token of [forged, tampered, unsubscribe, '', 'x.y']) {
      expect(await saveFromAlertLink(deps, { token, address: '203.0.113.2' })).toEqual({ kind: 'invalid' });
    }
    expect(await unsubscribeFromAlertLink(deps, { token: save, address: '203.0.113.2' })).toEqual({ kind: 'invalid' });
    const later = instance(db, fixedClock(MONDAY_9_MADRID + SAVE_LINK_TTL_MS + 1));
    expect(await saveFromAlertLink(later, { token: save, address: '203.0.113.2' })).toEqual({ kind: 'invalid' });
    // Signed with another app secret.
    const stranger = buildDeps(db, fixedClock(MONDAY_9_MADRID), null, { appSecret: 'another-secret' });
    expect(await saveFromAlertLink(stranger, { token: save, address: '203.0.113.2' })).toEqual({ kind: 'invalid' });
    expect(await deps.tracker.inStatus(email, 'SAVED')).toHaveLength(0);
    // The genuine token, by contrast, saves.
    expect(await saveFromAlertLink(deps, { token: save, address: '203.0.113.2' })).toMatchObject({ kind: 'save' });
  });

  it('the unsubscribe POST switches alerts off, and the next alert is not sent', async () => {
    const { db, importNew } = await world();
    const email = await person(db);
    await importNew([16]);
    const deps = instance(db, fixedClock(MONDAY_9_MADRID));
    await deps.alerts.run(MONDAY_9_MADRID);
    const token = linkOf(mailTo(email)[0]!.text, 'Unsubscribe');
    expect(await readAlertLink(deps, { token, purpose: 'unsubscribe', address: '203.0.113.3' })).toEqual({ kind: 'unsubscribe', email });
    expect((await deps.alerts.repo.get(email))?.frequency).toBe('daily');
    expect(await unsubscribeFromAlertLink(deps, { token, address: '203.0.113.3' })).toEqual({ kind: 'unsubscribe', email });
    expect((await deps.alerts.repo.get(email))?.frequency).toBe('off');
    await importNew([17], MONDAY_9_MADRID + HOUR);
    await deps.alerts.run(MONDAY_9_MADRID + 24 * HOUR);
    expect(mailTo(email)).toHaveLength(1);
  });

  it('counts link uses per address like other public endpoints', async () => {
    const { db } = await world();
    const deps = instance(db, fixedClock(MONDAY_9_MADRID));
    const answers = [];
    for (let i = 0; i < 125; i++) answers.push((await readAlertLink(deps, { token: 'x.y', purpose: 'save', address: '198.51.100.7' })).kind);
    expect(answers.at(0)).toBe('invalid');
    expect(answers.at(-1)).toBe('limited');
  });
});

describe('the setting on /settings', () => {
  it('is off by default, saved with a valid time zone and the interface language, and refused with a bad one', async () => {
    const { callerFor } = await import('../helpers/db');
    const db = await freshDb();
    const email = uniqueEmail('alerts-settings');
    await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: SUBSCRIPTION });
    const { caller } = await callerFor({ email }, db);
    expect(await caller.alerts.settings()).toMatchObject({ available: true, frequency: 'off', time_zone: null });
    expect(await caller.alerts.save({ frequency: 'weekly', min_score: 70, time_zone: 'America/Lima' })).toMatchObject({
      frequency: 'weekly',
      min_score: 70,
      time_zone: 'America/Lima',
    });
    for (const input of [
      { frequency: 'daily', min_score: 70, time_zone: 'Mars/Olympus' },
      { frequency: 'daily', min_score: 101, time_zone: 'Europe/Madrid' },
      { frequency: 'hourly', min_score: 70, time_zone: 'Europe/Madrid' },
    ]) {
      await expect(caller.alerts.save(input as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await caller.alerts.settings()).toMatchObject({ frequency: 'weekly', min_score: 70 });
    const { caller: stranger } = await callerFor(null, db);
    await expect(stranger.alerts.settings()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('day-before reminders', () => {
  /** Tracks a job for `email` with planned dates, as the tracker stores them (days as their UTC midnight). */
  async function tracked(db: TDb, email: string, n: number, details: { interview_at?: number; interview_time_at?: number; follow_up_at?: number }) {
    await instance(db).tracker.write(email, `https://jobs.example/reminders/${n}`, {
      now: NOW,
      apiStatus: 'INTERVIEW',
      status: 'INTERVIEW',
      snapshot: { title: `Backend Engineer ${n}`, company: `Acme ${n}` },
      details,
    });
  }
  const TUESDAY = Date.UTC(2026, 10, 24);

  it('emails tomorrow’s interviews (with their time, in the person’s zone and language) and follow-ups once that day, from 08:00 local', async () => {
    const db = await freshDb();
    const email = await person(db, { locale: 'es' });
    await instance(db).alerts.repo.save(email, { frequency: 'off', min_score: 0, time_zone: 'Europe/Madrid', locale: 'es', reminders: true }, NOW);
    // Tuesday 24 November: an interview at 10:30 Madrid (09:30 UTC), a follow-up; Wednesday's interview is not tomorrow's.
    await tracked(db, email, 1, { interview_at: TUESDAY, interview_time_at: Date.UTC(2026, 10, 24, 9, 30) });
    await tracked(db, email, 2, { follow_up_at: TUESDAY });
    await tracked(db, email, 3, { interview_at: TUESDAY + 24 * HOUR });

    // Sunday: tomorrow is Monday, which holds nothing. Monday 07:00 Madrid: not yet the send hour.
    await instance(db).alerts.run(NOW);
    await instance(db).alerts.run(MONDAY_9_MADRID - 2 * HOUR);
    expect(mailTo(email)).toEqual([]);

    // Two instances at once: one message.
    const [first, second] = await Promise.all([instance(db).alerts.run(MONDAY_9_MADRID), instance(db).alerts.run(MONDAY_9_MADRID)]);
    expect(first.reminders + second.reminders).toBe(1);
    const mails = mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Mañana: 2 citas de tu búsqueda de empleo');
    expect(mails[0]?.text).toContain('Entrevista a las 10:30: Backend Engineer 1 en Acme 1');
    expect(mails[0]?.text).toContain('Seguimiento: Backend Engineer 2 en Acme 2');
    expect(mails[0]?.text).not.toContain('Backend Engineer 3');
    expect(mails[0]?.html).toContain('<html lang="es">');
    // The same day again: nothing more.
    await instance(db).alerts.run(MONDAY_9_MADRID + 5 * HOUR);
    expect(mailTo(email)).toHaveLength(1);
  });

  it('sends nothing when reminders are off, nor with nothing tomorrow, and never moves the alerts’ count of new jobs', async () => {
    const db = await freshDb();
    const off = await person(db);
    await tracked(db, off, 4, { interview_at: TUESDAY });
    const nothing = await person(db);
    await instance(db).alerts.repo.save(nothing, { frequency: 'daily', min_score: 0, time_zone: 'Europe/Madrid', locale: 'en', reminders: true }, NOW);
    await tracked(db, nothing, 5, { follow_up_at: TUESDAY + 48 * HOUR });
    const run = await instance(db).alerts.run(MONDAY_9_MADRID);
    expect(run.reminders).toBe(0);
    expect(mailTo(off).filter((mail) => mail.subject.startsWith('Tomorrow'))).toEqual([]);
    expect(mailTo(nothing).filter((mail) => mail.subject.startsWith('Tomorrow'))).toEqual([]);
    expect((await instance(db).alerts.repo.get(nothing))?.since).toBe(NOW);
  });

  it('in English, an interview without a time says so, and the setting keeps reminders when a save leaves them out', async () => {
    const db = await freshDb();
    const email = await person(db, { time_zone: 'America/Mexico_City' });
    const repo = instance(db).alerts.repo;
    await repo.save(email, { frequency: 'off', min_score: 0, time_zone: 'America/Mexico_City', locale: 'en', reminders: true }, NOW);
    await repo.save(email, { frequency: 'weekly', min_score: 50, time_zone: 'America/Mexico_City', locale: 'en' }, NOW);
    expect((await repo.get(email))?.reminders).toBe(true);
    // Monday 08:00 in Mexico City is 14:00 UTC; tomorrow there is Tuesday.
    await tracked(db, email, 6, { interview_at: TUESDAY });
    await instance(db).alerts.run(Date.UTC(2026, 10, 23, 14, 0));
    const reminder = mailTo(email).find((mail) => mail.subject.startsWith('Tomorrow'));
    expect(reminder?.subject).toBe('Tomorrow: 1 date in your job search');
    expect(reminder?.text).toContain('Interview: Backend Engineer 6 at Acme 6');
  });
});
