import { describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { readAccess } from '~/server/auth/access';
import { leaveReading, takeReading } from '~/server/auth/caller-handoff';
import type { TDb } from '~/server/db/client';
import { createJobsRepo } from '~/server/db/jobs-repo';
import { createUsersRepo } from '~/server/db/users-repo';
import { buildDeps } from '~/server/deps';
import { DAY_MS, freshDb, NOW } from '../helpers/db';

const EMAIL = 'ana@example.com';
const session = { email: EMAIL, accessToken: 'not-checked-by-rumbo-own-source' };

/**
 * Counts GetItem calls on the users table at the database client, whatever path makes them: reads
 * of the record, and reads of its resume text alone (which the record as read leaves out).
 */
function countUserReads(db: TDb) {
  const counter = { reads: 0, resumeReads: 0, applicationsReads: 0 };
  const send = db.doc.send.bind(db.doc);
  db.doc.send = ((command: { constructor: { name: string }; input: { TableName?: string; ProjectionExpression?: string } }, ...rest: unknown[]) => {
    if (command.constructor.name === 'GetCommand' && command.input.TableName?.endsWith('users')) {
      if (command.input.ProjectionExpression === 'resume_text') counter.resumeReads += 1;
      else counter.reads += 1;
    }
    if (command.constructor.name === 'QueryCommand' && command.input.TableName?.endsWith('applications')) counter.applicationsReads += 1;
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof db.doc.send;
  return counter;
}

/** A subscriber's record; `resume` stores a resume text, `isOlder` leaves out the flag that says whether there is one. */
async function subscriber({ resume, isOlder = false }: { resume?: string; isOlder?: boolean } = {}) {
  const db = await freshDb();
  await createUsersRepo(db).put({
    user_email: EMAIL,
    created_at: NOW,
    updated_at: NOW,
    job_preferences: { locations: ['madrid'], fields: [], excluded_companies: [], excluded_titles: [] },
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW },
    ...(resume === undefined ? {} : { resume_text: resume }),
    ...(isOlder ? {} : { has_resume: Boolean(resume) }),
  });
  await createJobsRepo(db).putMany([{ job_url: 'https://jobs.example/1', company: 'Acme', title: 'T', location: 'Madrid', role_type: 'Design', creation_date: NOW - 1000 }]);
  let verifications = 0;
  const deps = buildDeps(db, fixedClock(NOW), null, {
    verify: async () => {
      verifications += 1;
      return { email: EMAIL };
    },
  });
  return { db, deps, counter: countUserReads(db), verifications: () => verifications };
}

describe('one straight path from a procedure to its data', () => {
  it('jobs.matches on Rumbo’s own source reads the user once and verifies no token', async () => {
    const { deps, counter, verifications } = await subscriber();
    const caller = createCaller(createInnerContext({ session, deps }));
    expect((await caller.jobs.matches()).jobs.map((j) => j.job_url)).toEqual(['https://jobs.example/1']);
    expect(counter.reads).toBe(1);
    expect(verifications()).toBe(0);
  });

  it('the resume text, left out of the record every call reads, is read only where it ranks the matches, and only when there is one', async () => {
    const resume = 'Product designer. '.repeat(2000);
    const withResume = await subscriber({ resume });
    const caller = createCaller(createInnerContext({ session, deps: withResume.deps }));
    expect((await caller.subscription.status()).isValid).toBe(true);
    expect(withResume.counter).toMatchObject({ reads: 1, resumeReads: 0 });
    // Ranked by the resume: the engine explains each match.
    expect((await caller.jobs.matches()).jobs[0]?.match).toBeDefined();
    expect(withResume.counter).toMatchObject({ reads: 1, resumeReads: 1 });
    expect((await caller.resume.get()).resume_text).toBe(resume);

    const without = await subscriber();
    await createCaller(createInnerContext({ session, deps: without.deps })).jobs.matches();
    expect(without.counter).toMatchObject({ reads: 1, resumeReads: 0 });
  });

  it('a record from before the flag is read for its resume once, then says whether it has one', async () => {
    const older = await subscriber({ isOlder: true });
    await createCaller(createInnerContext({ session, deps: older.deps })).jobs.matches();
    expect(older.counter).toMatchObject({ reads: 1, resumeReads: 1 });
    await createCaller(createInnerContext({ session, deps: older.deps })).jobs.matches();
    expect(older.counter).toMatchObject({ reads: 2, resumeReads: 1 });
    expect((await createUsersRepo(older.db).get(EMAIL))?.has_resume).toBe(false);

    // Saving a resume says so at once; a later save that empties it says that too.
    const caller = createCaller(createInnerContext({ session, deps: older.deps }));
    await caller.resume.save({ resume_text: 'Go and Rust.' });
    expect(await createUsersRepo(older.db).get(EMAIL)).toMatchObject({ has_resume: true });
    expect(await createUsersRepo(older.db).get(EMAIL)).not.toHaveProperty('resume_text');
    expect(await createUsersRepo(older.db).resumeText(EMAIL)).toBe('Go and Rust.');
    await caller.resume.save({ resume_text: '  ' });
    expect(await createUsersRepo(older.db).get(EMAIL)).toMatchObject({ has_resume: false });
  });

  it('a /dashboard view (proxy guard, server render with its data, the activity ping) reads the user once', async () => {
    const { deps, counter } = await subscriber();
    // The proxy's guard reads the record and leaves its reading for the request's render.
    const guard = await readAccess(session, deps);
    expect(guard.access).toBe('ok');
    const reading = takeReading(leaveReading({ session, user: guard.user }));
    // The server render: one context for the page's server-side calls, starting from that reading.
    const render = createCaller(createInnerContext({ session, deps, user: reading?.user }));
    expect((await render.user.me()).name).toBe(EMAIL);
    await Promise.all([render.subscription.status(), render.jobs.matches({ limit: 3 }), render.applications.list({})]);
    // The browser starts from the render's answers; its activity ping is a conditional write, not a read.
    await createCaller(createInnerContext({ session, deps })).user.lastActive();
    console.log(`user reads for one /dashboard view: ${counter.reads}`);
    expect(counter.reads).toBe(1);
    // Rumbo's own applications API keeps its answers in the tracker's table: the list reads it once.
    expect(counter.applicationsReads).toBe(1);
  });

  it('an applications list on Rumbo’s own source reads the table once, and lists with a status come from that read', async () => {
    const { deps, counter } = await subscriber();
    const caller = createCaller(createInnerContext({ session, deps }));
    await caller.applications.create({ job_url: 'https://jobs.example/1', status: 'APPLIED' });
    await caller.applications.create({ job_url: 'https://jobs.example/2', status: 'SAVED' });
    const before = counter.applicationsReads;
    expect(Object.fromEntries((await caller.applications.list({})).map((a) => [a.job_url, a.status]))).toEqual({
      'https://jobs.example/1': 'APPLIED',
      'https://jobs.example/2': 'SAVED',
    });
    expect((await caller.applications.list({ status: 'APPLIED' })).map((a) => a.job_url)).toEqual(['https://jobs.example/1']);
    expect((await caller.applications.list({ status: 'INTERVIEW' })).map((a) => a.job_url)).toEqual([]);
    // The version on the record is unchanged since the first list (applications-cache.ts).
    expect(counter.applicationsReads - before).toBe(1);
  });

  it('the preference choices (/jobs, /job-preferences) are read from the database once a minute, not on every view', async () => {
    const { db, deps } = await subscriber();
    let optionReads = 0;
    const send = db.doc.send.bind(db.doc);
    db.doc.send = ((command: { constructor: { name: string }; input: { TableName?: string } }, ...rest: unknown[]) => {
      if (command.constructor.name === 'GetCommand' && command.input.TableName?.endsWith('jobs')) optionReads += 1;
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof db.doc.send;
    for (let view = 0; view < 3; view += 1) {
      const caller = createCaller(createInnerContext({ session, deps }));
      expect(await caller.jobs.options()).toEqual({ role_types: ['Design'], locations: ['Madrid'] });
    }
    expect(optionReads).toBe(1);
  });

  it('a write starts from the record its request already read: one read for the caller check and the write', async () => {
    const { deps, counter } = await subscriber();
    // The tRPC route's context: the caller's check (ended sessions) read the record once.
    const checked = await deps.users.get(EMAIL);
    const caller = createCaller(createInnerContext({ session, deps, user: checked }));
    await caller.applications.create({ job_url: 'https://jobs.example/1', status: 'SAVED' });
    expect(counter.reads).toBe(1);
  });

  it('a write in a context makes its next call read the record again', async () => {
    const { deps, counter } = await subscriber();
    const caller = createCaller(createInnerContext({ session, deps }));
    await caller.user.savePreferences({ locations: [], fields: [] });
    expect((await caller.jobs.matches()).isPersonalized).toBe(false);
    expect(counter.reads).toBe(2);
  });
});
