import { beforeEach, describe, expect, it } from 'vitest';
import { createUsersRepo } from '~/server/db/users-repo';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';
import { server } from '../msw/server';
import { APPLICATIONS_API, JOBS_API, SPEC_TOKEN, specApiHandlers, specState, type TSpecState } from '../msw/spec-api';

const EMAIL = 'ana@example.com';
const job = (n: number, fields: { company?: string | null; location?: string; role_type?: string } = {}) => ({
  job_url: `https://jobs.example/${n}`,
  company: 'Acme',
  title: `Role ${n}`,
  location: 'Madrid, España',
  role_type: 'Software Engineering',
  creation_date: NOW - n * 1000,
  ...fields,
});

let state: TSpecState;
beforeEach(() => {
  state = specState([job(1), job(2, { location: 'Lima, Perú' }), job(3, { company: 'Initech' }), job(4, { role_type: 'Design' }), job(5, { company: '' })]);
  server.use(...specApiHandlers(state));
});

async function signedIn() {
  const db = await freshDb();
  await createUsersRepo(db).put({
    user_email: EMAIL,
    created_at: NOW,
    updated_at: NOW,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW },
  });
  const { caller, clock } = await callerFor({ email: EMAIL, accessToken: SPEC_TOKEN }, db, { jobs: { baseUrl: JOBS_API }, applications: { baseUrl: APPLICATIONS_API } });
  return { caller, clock, db };
}

describe('every page against strict docs/product-rules.md §7 APIs (unknown keys and methods refused)', () => {
  it('dashboard, matches and latest jobs: lists, personalisation with Rumbo exclusions, options, job by URL', async () => {
    const { caller } = await signedIn();
    expect((await caller.jobs.matches()).isPersonalized).toBe(false);
    await caller.user.savePreferences({ locations: ['madrid'], fields: [], excluded_companies: ['initech'] });
    // The API got exactly {locations, fields}; the exclusion stays in Rumbo's table and still applies.
    expect(state.preferences).toEqual({ locations: ['madrid'], fields: [] });
    expect(await caller.user.preferences()).toEqual({ locations: ['madrid'], fields: [], excluded_companies: ['initech'], excluded_titles: [] });
    const matches = await caller.jobs.matches();
    expect(matches).toMatchObject({ isPersonalized: true });
    expect(matches.jobs.map((j) => j.job_url)).toEqual(['https://jobs.example/1', 'https://jobs.example/4']);
    expect((await caller.jobs.latest({ search: 'role 2' })).jobs.map((j) => j.job_url)).toEqual(['https://jobs.example/2']);
    expect((await caller.jobs.options()).locations).toContain('Lima, Perú');
    expect(await caller.jobs.byUrl({ url: 'https://jobs.example/4' })).toMatchObject({ role_type: 'Design' });
    await expect(caller.jobs.byUrl({ url: 'https://jobs.example/404' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
  });

  it('applications: track, move (the same POST), notes and history kept by Rumbo, list by status', async () => {
    const { caller, clock } = await signedIn();
    const tracked = await caller.applications.create({ job_url: 'https://jobs.example/1' });
    expect(tracked).toMatchObject({ status: 'APPLIED', company: 'Acme', title: 'Role 1', created_at: NOW, history: [{ status: 'APPLIED', at: NOW }] });
    expect(await caller.applications.create({ job_url: 'https://jobs.example/1', status: 'OFFER' })).toMatchObject({ status: 'APPLIED' });
    clock.set(NOW + 5000);
    const moved = await caller.applications.update({ job_url: 'https://jobs.example/1', status: 'INTERVIEW', notes: 'Panel on Tuesday' });
    expect(moved).toMatchObject({
      status: 'INTERVIEW',
      notes: 'Panel on Tuesday',
      updated_at: NOW + 5000,
      history: [{ status: 'APPLIED' }, { status: 'INTERVIEW', at: NOW + 5000 }],
    });
    expect(state.applications.get('https://jobs.example/1')).toBe('INTERVIEW');
    expect((await caller.applications.list({ status: 'INTERVIEW' })).map((a) => [a.job_url, a.notes])).toEqual([['https://jobs.example/1', 'Panel on Tuesday']]);
    expect(await caller.applications.list({ status: 'OFFER' })).toEqual([]);
    await expect(caller.applications.update({ job_url: 'https://jobs.example/9', notes: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('resume, profile, subscription and the activity ping', async () => {
    const { caller } = await signedIn();
    expect(await caller.resume.get()).toEqual({ resume_text: '', hasResume: false });
    state.resume = 'Ten years of Go.';
    expect(await caller.resume.get()).toEqual({ resume_text: 'Ten years of Go.', hasResume: true });
    expect(await caller.user.me()).toEqual({ email: EMAIL, name: EMAIL });
    expect((await caller.subscription.status()).isValid).toBe(true);
    expect(await caller.user.lastActive()).toEqual({ ok: true });
    expect(state.lastActive).toBe(1);
  });
});
