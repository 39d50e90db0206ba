import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createUsersRepo } from '~/server/db/users-repo';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';
import { server } from '../msw/server';
import { APPLICATIONS_API, JOBS_API, SPEC_TOKEN, specApiHandlers, specState } from '../msw/spec-api';

/** Fresh tables holding one subscriber, as the first example in docs/testing.md sets them up. */
async function subscribed() {
  const db = await freshDb();
  await createUsersRepo(db).put({
    user_email: 'ana@example.com',
    created_at: NOW,
    updated_at: NOW,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW + DAY_MS, cancelAtEnd: false, updated_at: NOW },
  });
  return db;
}

// The examples of docs/testing.md, "Writing tests against Rumbo", kept true by running them.
describe('the testing guide’s examples', () => {
  it('calls procedures signed in and signed out on the real local database', async () => {
    const db = await subscribed();
    const { caller } = await callerFor({ email: 'ana@example.com' }, db);
    expect((await caller.jobs.matches()).isPersonalized).toBe(false);
    const { caller: visitor } = await callerFor(null, db);
    await expect(visitor.jobs.matches()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers the external APIs with the default handlers and overrides one call', async () => {
    const db = await subscribed();
    const state = specState([{ job_url: 'https://jobs.example/1', company: 'Acme', location: 'Lima', role_type: 'Design', creation_date: NOW }]);
    server.use(...specApiHandlers(state));
    const { caller } = await callerFor({ email: 'ana@example.com', accessToken: SPEC_TOKEN }, db, { jobs: { baseUrl: JOBS_API }, applications: { baseUrl: APPLICATIONS_API } });
    expect((await caller.jobs.latest()).jobs.map((j) => j.company)).toEqual(['Acme']);
    server.use(http.get(`${JOBS_API}/jobs/latest_jobs`, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await expect(caller.jobs.latest()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
  });
});
