import { beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '~/server/db/client';
import { createUsersRepo } from '~/server/db/users-repo';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';

const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };
let db: TDb;
let count = 0;
beforeAll(async () => {
  db = await freshDb();
});

async function newSubscriber() {
  const email = `welcome-${++count}@example.com`;
  await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid });
  return (await callerFor({ email }, db)).caller;
}

describe("the dashboard's welcome", () => {
  it('ticks off each step as the person does it: preferences, a stored resume, a tracked job', async () => {
    const caller = await newSubscriber();
    expect(await caller.user.welcome()).toEqual({ isDismissed: false, done: { preferences: false, resume: false, track: false } });
    await caller.user.savePreferences({ locations: ['Madrid'], fields: [], excluded_companies: [], excluded_titles: [] });
    expect((await caller.user.welcome()).done).toEqual({ preferences: true, resume: false, track: false });
    await caller.resume.save({ resume_text: 'Data engineer. Python, SQL.' });
    await caller.applications.create({ job_url: 'https://jobs.example/welcome', status: 'SAVED' });
    expect((await caller.user.welcome()).done).toEqual({ preferences: true, resume: true, track: true });
  });

  it('"Got it" is kept with the account: every later read, from any browser, says it was closed', async () => {
    const caller = await newSubscriber();
    expect(await caller.user.dismissWelcome()).toEqual({ ok: true });
    expect((await caller.user.welcome()).isDismissed).toBe(true);
  });
});
