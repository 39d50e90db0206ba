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

/** Counts GetItem calls on the users table at the database client, whatever path makes them. */
function countUserReads(db: TDb) {
  const counter = { reads: 0 };
  const send = db.doc.send.bind(db.doc);
  db.doc.send = ((command: { constructor: { name: string }; input: { TableName?: string } }, ...rest: unknown[]) => {
    if (command.constructor.name === 'GetCommand' && command.input.TableName?.endsWith('users')) counter.reads += 1;
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof db.doc.send;
  return counter;
}

async function subscriber() {
  const db = await freshDb();
  await createUsersRepo(db).put({
    user_email: EMAIL,
    created_at: NOW,
    updated_at: NOW,
    job_preferences: { locations: ['madrid'], fields: [], excluded_companies: [], excluded_titles: [] },
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW },
  });
  await createJobsRepo(db).putMany([{ job_url: 'https://jobs.example/1', company: 'Acme', title: 'T', location: 'Madrid', role_type: 'Design', creation_date: NOW - 1000 }]);
  let verifications = 0;
  const deps = buildDeps(db, fixedClock(NOW), null, {
    verify: async () => {
      verifications += 1;
      return { email: EMAIL };
    },
  });
  return { deps, counter: countUserReads(db), verifications: () => verifications };
}

describe('one straight path from a procedure to its data', () => {
  it('jobs.matches on Rumbo’s own source reads the user once and verifies no token', async () => {
    const { deps, counter, verifications } = await subscriber();
    const caller = createCaller(createInnerContext({ session, deps }));
    expect((await caller.jobs.matches()).jobs.map((j) => j.job_url)).toEqual(['https://jobs.example/1']);
    expect(counter.reads).toBe(1);
    expect(verifications()).toBe(0);
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
  });

  it('a write in a context makes its next call read the record again', async () => {
    const { deps, counter } = await subscriber();
    const caller = createCaller(createInnerContext({ session, deps }));
    await caller.user.savePreferences({ locations: [], fields: [] });
    expect((await caller.jobs.matches()).isPersonalized).toBe(false);
    expect(counter.reads).toBe(2);
  });
});
