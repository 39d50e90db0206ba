import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { calendarText, escapeText, foldLine } from '~/domain/calendar';
import { fixedClock } from '~/domain/clock';
import { listLocalMail, startMailServer } from '~/local/mail';
import type { TDb } from '~/server/db/client';
import { createUsersRepo } from '~/server/db/users-repo';
import { createMailSuppressionsRepo } from '~/server/db/mail-suppressions-repo';
import { createMailer, smtpTransport } from '~/server/mail/mailer';
import { eventFile, feedFile, FEED_PATH } from '~/server/services/calendar';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';
import { checkIcs } from '../helpers/ics';

const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };
const JOB = 'https://jobs.example/calendar/data-analyst';
const OTHER_JOB = 'https://jobs.example/calendar/other';
/** 3 December 2026 and 10 December 2026, as the tracker stores planned days (UTC midnight). */
const INTERVIEW_DAY = Date.UTC(2026, 11, 3);
const FOLLOW_UP_DAY = Date.UTC(2026, 11, 10);

let db: TDb;
let count = 0;
beforeAll(async () => {
  db = await freshDb();
});

async function newSubscriber(locale: 'en' | 'es' = 'en') {
  const email = `calendar-${++count}@example.com`;
  await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid });
  const made = await callerFor({ email }, db);
  // The caller's interface language, as the request context reads it.
  return { email, ...made, caller: createCaller(createInnerContext({ session: made.session, deps: made.deps, locale })) };
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('iCalendar text (RFC 5545)', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'Entrevista en Compañía Ñandú, diseño de señalización · '.repeat(4)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('writes a valid calendar with an all-day event (VALUE=DATE) and the zone named', () => {
    const text = calendarText({
      prodId: '-//Rumbo//Test//EN',
      name: 'Test',
      timeZone: 'America/Mexico_City',
      stamp: NOW,
      events: [{ uid: 'u1@rumbo', day: INTERVIEW_DAY, summary: 'Interview: a, b; c' }],
    });
    const { lines, events } = checkIcs(text);
    expect(lines).toContain('X-WR-TIMEZONE:America/Mexico_City');
    expect(events[0]).toMatchObject({ 'DTSTART;VALUE=DATE': '20261203', 'DTEND;VALUE=DATE': '20261204', DTSTAMP: '20261122T120000Z', SUMMARY: 'Interview: a\\, b\\; c' });
  });
});

describe('an interview with a time', () => {
  it('is an event at that moment (UTC DATE-TIME), an hour long and busy, while a day alone stays all-day', async () => {
    const owner = await newSubscriber();
    await owner.caller.applications.create({ job_url: JOB, status: 'INTERVIEW' });
    // 3 December at 16:30 in Madrid (15:30 UTC).
    await owner.caller.applications.update({ job_url: JOB, interview_at: INTERVIEW_DAY, interview_time_at: Date.UTC(2026, 11, 3, 15, 30), follow_up_at: FOLLOW_UP_DAY });
    const input = { email: owner.email, jobUrl: JOB, locale: 'en' as const, timeZone: 'Europe/Madrid' };
    const interview = checkIcs((await eventFile(owner.deps, { ...input, kind: 'interview' }))!.text).events[0];
    expect(interview).toMatchObject({ DTSTART: '20261203T153000Z', DTEND: '20261203T163000Z', TRANSP: 'OPAQUE' });
    expect(interview?.['DTSTART;VALUE=DATE']).toBeUndefined();
    const followUp = checkIcs((await eventFile(owner.deps, { ...input, kind: 'follow_up' }))!.text).events[0];
    expect(followUp).toMatchObject({ 'DTSTART;VALUE=DATE': '20261210', TRANSP: 'TRANSPARENT' });
  });
});

describe('an event of the tracker as an .ics file', () => {
  it('only the owner gets it; a date that is not set, or an unknown application, is not found', async () => {
    const owner = await newSubscriber();
    await owner.caller.applications.create({ job_url: JOB, status: 'APPLIED' });
    await owner.caller.applications.update({ job_url: JOB, interview_at: INTERVIEW_DAY });
    const input = { jobUrl: JOB, kind: 'interview' as const, locale: 'en' as const, timeZone: 'Europe/Madrid' };
    const file = await eventFile(owner.deps, { email: owner.email, ...input });
    expect(file?.day).toBe(INTERVIEW_DAY);
    const { lines, events } = checkIcs(file!.text);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ 'DTSTART;VALUE=DATE': '20261203', SUMMARY: `Interview: ${JOB}` });
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Madrid');

    const stranger = await newSubscriber();
    expect(await eventFile(stranger.deps, { email: stranger.email, ...input })).toBeNull();
    expect(await eventFile(owner.deps, { email: owner.email, ...input, kind: 'follow_up' })).toBeNull();
    expect(await eventFile(owner.deps, { email: owner.email, ...input, jobUrl: OTHER_JOB })).toBeNull();
    // A zone the runtime does not know is read as UTC.
    expect(checkIcs((await eventFile(owner.deps, { email: owner.email, ...input, timeZone: 'Mars/Olympus' }))!.text).lines).toContain('X-WR-TIMEZONE:UTC');
    // Deleted, it is in no list, so in no calendar, while its Undo is still open too; Undo brings it back.
    await owner.caller.applications.remove({ job_url: JOB });
    expect(await eventFile(owner.deps, { email: owner.email, ...input })).toBeNull();
    await owner.caller.applications.restore({ job_url: JOB });
    expect((await eventFile(owner.deps, { email: owner.email, ...input }))?.day).toBe(INTERVIEW_DAY);
  });
});

describe('the private calendar feed', () => {
  let mailDir: string;
  let mailServer: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'rumbo-calendar-mail-'));
    mailServer = await startMailServer({ dir: mailDir, print: () => {} });
  });
  afterAll(async () => {
    await mailServer.stop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('answers every event of its owner in their zone and language; replaced and revoked tokens answer nothing', async () => {
    const person = await newSubscriber('es');
    const mailer = createMailer({ transport: smtpTransport(mailServer.url), from: 'Rumbo <no-reply@rumbo.app>', suppressions: createMailSuppressionsRepo(db, fixedClock(NOW)) });
    const deps = { ...person.deps, mailer };
    const caller = createCaller(createInnerContext({ session: person.session, deps, locale: 'es' }));
    await caller.applications.add({ job_url: JOB, title: 'Analista de datos', company: 'Compañía, S.A.', status: 'INTERVIEW' });
    await caller.applications.update({ job_url: JOB, interview_at: INTERVIEW_DAY, follow_up_at: FOLLOW_UP_DAY });
    await caller.applications.create({ job_url: OTHER_JOB, status: 'SAVED' });

    expect(await caller.calendar.feed()).toEqual({ active: false, created_at: null });
    const created = await caller.calendar.createFeed({ timeZone: 'America/Mexico_City' });
    expect(created.url.startsWith(`http://localhost:3000${FEED_PATH}?token=`)).toBe(true);
    expect(await caller.calendar.feed()).toEqual({ active: true, created_at: NOW });

    const text = await feedFile(deps, tokenOf(created.url));
    const { lines, events } = checkIcs(text!);
    expect(lines).toContain('X-WR-TIMEZONE:America/Mexico_City');
    expect(lines).toContain('X-WR-CALNAME:Rumbo: entrevistas y seguimientos');
    expect(events.map((event) => [event['DTSTART;VALUE=DATE'], event.SUMMARY])).toEqual([
      ['20261203', 'Entrevista: Analista de datos · Compañía\\, S.A.'],
      ['20261210', 'Seguimiento: Analista de datos · Compañía\\, S.A.'],
    ]);
    // The same event keeps its id from one read to the next, so calendar apps update it.
    expect(checkIcs((await feedFile(deps, tokenOf(created.url)))!).events[0]!.UID).toBe(events[0]!.UID);
    // The owner hears of the new link by mail, in their language.
    expect(listLocalMail(mailDir).map((mail) => [mail.to, mail.language])).toEqual([[[person.email], 'es']]);

    // A new link replaces the old one.
    const replaced = await caller.calendar.createFeed({ timeZone: 'Europe/Madrid' });
    expect(await feedFile(deps, tokenOf(created.url))).toBeNull();
    expect(checkIcs((await feedFile(deps, tokenOf(replaced.url)))!).lines).toContain('X-WR-TIMEZONE:Europe/Madrid');

    expect(await caller.calendar.revokeFeed()).toEqual({ revoked: true });
    expect(await feedFile(deps, tokenOf(replaced.url))).toBeNull();
    expect(await caller.calendar.feed()).toEqual({ active: false, created_at: null });
    expect(await caller.calendar.revokeFeed()).toEqual({ revoked: false });
  });

  it('refuses malformed and unknown tokens, and a feed whose owner no longer has a valid subscription', async () => {
    const person = await newSubscriber();
    const { url } = await person.caller.calendar.createFeed({ timeZone: 'UTC' });
    for (const token of ['', 'short', `${tokenOf(url)}x`, 'A'.repeat(43), "'; DROP TABLE--".padEnd(43, 'a')]) expect(await feedFile(person.deps, token)).toBeNull();
    expect(await feedFile(person.deps, tokenOf(url))).not.toBeNull();
    await createUsersRepo(db).put({ user_email: person.email, created_at: NOW, updated_at: NOW, subscription: { ...valid, periodEnd: NOW - DAY_MS } });
    expect(await feedFile(person.deps, tokenOf(url))).toBeNull();
  });

  it('creates at most 10 feeds an hour per person (each mails its owner)', async () => {
    const person = await newSubscriber();
    for (let i = 0; i < 10; i++) await person.caller.calendar.createFeed({ timeZone: 'UTC' });
    await expect(person.caller.calendar.createFeed({ timeZone: 'UTC' })).rejects.toThrow(/Too many attempts/);
    person.clock.set(NOW + 60 * 60 * 1000);
    await expect(person.caller.calendar.createFeed({ timeZone: 'UTC' })).resolves.toMatchObject({ created_at: NOW + 60 * 60 * 1000 });
  });

  it('validates the time zone it is given: too long is refused, unknown is UTC', async () => {
    const person = await newSubscriber();
    await expect(person.caller.calendar.createFeed({ timeZone: 'x'.repeat(65) })).rejects.toThrow(/Invalid time zone/);
    const { url } = await person.caller.calendar.createFeed({ timeZone: 'Not/AZone' });
    expect(checkIcs((await feedFile(person.deps, tokenOf(url)))!).lines).toContain('X-WR-TIMEZONE:UTC');
  });
});
