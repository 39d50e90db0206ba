import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixedClock } from '~/domain/clock';
import { callIdentity, createIdentityClient } from '~/server/clients/identity';
import type { TDb } from '~/server/db/client';
import { createJobsRepo, type TJobRecord } from '~/server/db/jobs-repo';
import { createUsersRepo } from '~/server/db/users-repo';
import { buildDeps, poolVerifier } from '~/server/deps';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';
import { localIdentityConfig, uniqueEmail } from '../helpers/auth';
import { mintAccessToken, testVerifier } from '../helpers/tokens';

const HOUR = 3_600_000;
const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW };
const job = (n: number, fields: Partial<TJobRecord> = {}): TJobRecord => ({
  job_url: `https://jobs.example/${n}`,
  company: `Company ${n}`,
  title: `Title ${n}`,
  location: 'Lima, Perú',
  role_type: 'Design',
  creation_date: NOW - n * HOUR,
  ...fields,
});
const JOBS = [
  job(1),
  job(2, { location: 'Madrid, España', role_type: 'Software Engineering' }),
  job(3, { location: 'Remote (LatAm)', role_type: 'Software Engineering' }),
  job(4, { location: 'Madrid, España', role_type: 'Legal' }),
  job(5, { location: 'Madrid, España', role_type: 'Software Engineering', company: '' }),
  job(6, { location: 'Madrid, España', role_type: 'Software Engineering', company: 'Initech' }),
  job(7, { creation_date: NOW - 40 * DAY_MS, location: 'Madrid', role_type: 'Software Engineering' }),
];
const PREFERENCES = { locations: ['madrid'], fields: ['software'], excluded_companies: ['initech'], excluded_titles: [] };

async function platformWith(email: string, preferences?: typeof PREFERENCES) {
  const db = await freshDb();
  await createJobsRepo(db).putMany(JOBS);
  await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid, job_preferences: preferences });
  return callerFor({ email }, db);
}

describe('Rumbo jobs platform through the tRPC procedures (contract: the clients read what it answers)', () => {
  it('ranks personalised jobs: preferred field and location first, then newest; excluded companies and company-less jobs never', async () => {
    const { caller } = await platformWith('ana@example.com', PREFERENCES);
    const list = await caller.jobs.matches();
    expect(list.isPersonalized).toBe(true);
    // 2 matches field and location; 3 only the field (locations filter is a substring match: Remote is not Madrid).
    expect(list.jobs.map((j) => j.job_url)).toEqual(['https://jobs.example/2']);
  });

  it('falls back to the latest jobs when preferences are cleared, and the list changes', async () => {
    const { caller } = await platformWith('ana@example.com', PREFERENCES);
    const before = await caller.jobs.matches();
    await caller.user.savePreferences({ locations: [], fields: [] });
    const after = await caller.jobs.matches();
    expect(after.isPersonalized).toBe(false);
    expect(after.jobs.map((j) => j.job_url)).toEqual([1, 2, 3, 4, 6].map((n) => `https://jobs.example/${n}`));
    expect(after.jobs).not.toEqual(before.jobs);
  });

  it('answers the first few of the same list when asked for a limit (the dashboard), and refuses a limit out of range', async () => {
    const { caller } = await platformWith('ana@example.com');
    const all = await caller.jobs.matches();
    const few = await caller.jobs.matches({ limit: 2 });
    expect(few).toEqual({ ...all, jobs: all.jobs.slice(0, 2) });
    for (const limit of [0, 51, 1.5]) await expect(caller.jobs.matches({ limit })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers a job by URL, Job not found otherwise, and the options of the stored jobs', async () => {
    const { caller } = await platformWith('ana@example.com');
    expect(await caller.jobs.byUrl({ url: 'https://jobs.example/3' })).toMatchObject({ company: 'Company 3', location: 'Remote (LatAm)' });
    await expect(caller.jobs.byUrl({ url: 'https://jobs.example/99' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
    expect(await caller.jobs.options()).toEqual({
      role_types: ['Design', 'Legal', 'Software Engineering'],
      locations: ['Lima, Perú', 'Madrid', 'Madrid, España', 'Remote (LatAm)'],
    });
  });

  it('stores preferences and answers them back', async () => {
    const { caller } = await platformWith('ana@example.com');
    expect(await caller.user.preferences()).toEqual({ locations: [], fields: [], excluded_companies: [], excluded_titles: [] });
    await caller.user.savePreferences({ locations: ['Lima'], fields: ['Design'], excluded_titles: ['Senior'] });
    expect(await caller.user.preferences()).toEqual({ locations: ['Lima'], fields: ['Design'], excluded_companies: [], excluded_titles: ['Senior'] });
  });

  it('tracks applications: APPLIED by default with the job, one per job, status changes in the history, notes', async () => {
    const { caller, clock } = await platformWith('ana@example.com');
    const created = await caller.applications.create({ job_url: 'https://jobs.example/2' });
    expect(created).toMatchObject({ job_url: 'https://jobs.example/2', status: 'APPLIED', company: 'Company 2', title: 'Title 2', history: [{ status: 'APPLIED', at: NOW }] });
    expect(await caller.applications.create({ job_url: 'https://jobs.example/2', status: 'OFFER' })).toMatchObject({ status: 'APPLIED' });
    await caller.applications.create({ job_url: 'https://elsewhere.example/job/1', status: 'SAVED' });

    clock.set(NOW + HOUR / 2);
    const moved = await caller.applications.update({ job_url: 'https://jobs.example/2', status: 'INTERVIEW', notes: 'Panel on Tuesday' });
    expect(moved).toMatchObject({
      status: 'INTERVIEW',
      notes: 'Panel on Tuesday',
      history: [
        { status: 'APPLIED', at: NOW },
        { status: 'INTERVIEW', at: NOW + HOUR / 2 },
      ],
    });
    expect((await caller.applications.list()).map((a) => a.job_url)).toEqual(['https://jobs.example/2', 'https://elsewhere.example/job/1']);
    expect((await caller.applications.list({ status: 'INTERVIEW' })).map((a) => a.job_url)).toEqual(['https://jobs.example/2']);
    expect(await caller.applications.list({ status: 'APPLIED' })).toEqual([]);
    await expect(caller.applications.update({ job_url: 'https://jobs.example/404', status: 'OFFER' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Application not found',
    });
  });

  it('stores nothing for bad input', async () => {
    const { caller, db } = await platformWith('ana@example.com', PREFERENCES);
    await expect(caller.user.savePreferences({ locations: Array.from({ length: 51 }, (_, i) => `L${i}`), fields: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.applications.create({ job_url: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await createUsersRepo(db).get('ana@example.com'))?.job_preferences).toEqual(PREFERENCES);
    expect(await caller.applications.list()).toEqual([]);
  });
});

describe('Rumbo jobs platform over HTTP (docs/product-rules.md §7 paths and answer shapes)', () => {
  async function http(db: TDb, options: Parameters<typeof buildDeps>[3] = {}) {
    const clock = fixedClock(NOW);
    const deps = buildDeps(db, clock, null, { verify: await testVerifier(clock), ...options });
    const token = (email: string, claims: Partial<Parameters<typeof mintAccessToken>[0]> = {}) => mintAccessToken({ username: email, issuedAt: NOW, ...claims });
    const send = async (method: string, path: string, bearer?: string, body?: string) => {
      const response = await deps.platform(
        new Request(`http://127.0.0.1:3000/api/platform${path}`, { method, body, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} }),
      );
      return { status: response.status, body: (await response.json()) as unknown };
    };
    return { send, token, deps };
  }

  it('answers each call in the shape the SPEC gives', async () => {
    const { db } = await platformWith('ana@example.com', PREFERENCES);
    const { send, token } = await http(db);
    const bearer = await token('ana@example.com');
    const latest = await send('GET', '/jobs/latest_jobs?days=14&max_results=2', bearer);
    expect(latest).toMatchObject({ status: 200, body: { jobs: [{ job_url: 'https://jobs.example/1' }, { job_url: 'https://jobs.example/2' }] } });
    // The SPEC API ranks by locations and fields only; Rumbo's exclusions (Initech) apply above it, in the app.
    expect(
      z
        .array(z.object({ job_url: z.string() }))
        .parse((await send('GET', '/user/latest_personalized_jobs?days=28', bearer)).body)
        .map((j) => j.job_url),
    ).toEqual(['https://jobs.example/2', 'https://jobs.example/6']);
    expect((await send('GET', `/jobs/job_by_url?url=${encodeURIComponent('https://jobs.example/1')}`, bearer)).body).toMatchObject({ job: { company: 'Company 1' } });
    expect(await send('GET', `/jobs/job_by_url?url=${encodeURIComponent('https://jobs.example/0')}`, bearer)).toEqual({ status: 404, body: { error: 'Job not found' } });
    expect((await send('GET', '/jobs/preferences', bearer)).body).toMatchObject({ role_types: expect.any(Array), locations: expect.any(Array) });
    expect((await send('GET', '/user/job_search_preferences', bearer)).body).toEqual({ job_preferences: { locations: PREFERENCES.locations, fields: PREFERENCES.fields } });
    expect((await send('PUT', '/user/last-active', bearer)).status).toBe(200);
    expect(await send('GET', '/user/resume', bearer)).toEqual({ status: 200, body: { resume_text: '' } });
    expect((await send('PUT', '/user/resume', bearer, JSON.stringify({ resume_file: 'Designer, 6 years' }))).status).toBe(200);
    expect((await send('GET', '/user/resume', bearer)).body).toEqual({ resume_text: 'Designer, 6 years' });
    expect((await send('PUT', '/user/resume', bearer, JSON.stringify({ resume_file: 42 }))).status).toBe(400);
    expect((await createUsersRepo(db).get('ana@example.com'))?.last_active).toBe(NOW);
    expect(await send('POST', '/applications', bearer, JSON.stringify({ job_url: 'https://jobs.example/1' }))).toMatchObject({
      status: 200,
      body: { application: { status: 'APPLIED' } },
    });
    expect((await send('GET', '/applications?status=APPLIED', bearer)).body).toMatchObject({ applications: [{ job_url: 'https://jobs.example/1' }] });
  });

  it('refuses callers it cannot verify, and callers without a valid subscription', async () => {
    const { db } = await platformWith('ana@example.com');
    await createUsersRepo(db).put({ user_email: 'old@example.com', created_at: NOW, updated_at: NOW, subscription: { ...valid, periodEnd: NOW - 1 } });
    const { send, token } = await http(db);
    expect(await send('GET', '/jobs/latest_jobs')).toEqual({ status: 401, body: { error: 'Authentication required' } });
    expect((await send('GET', '/jobs/latest_jobs', 'not-a-jwt')).status).toBe(401);
    expect((await send('GET', '/jobs/latest_jobs', await token('ana@example.com', { clientId: 'another-app' }))).status).toBe(401);
    expect((await send('GET', '/jobs/latest_jobs', await token('ana@example.com', { tokenUse: 'id' }))).status).toBe(401);
    expect((await send('GET', '/jobs/latest_jobs', await token('ana@example.com', { issuer: 'https://evil.example/pool' }))).status).toBe(401);
    expect((await send('GET', '/jobs/latest_jobs', await token('ana@example.com', { issuedAt: NOW - 2 * HOUR, expiresAt: NOW - HOUR }))).status).toBe(401);
    expect(await send('GET', '/applications', await token('old@example.com'))).toEqual({ status: 403, body: { error: 'Subscription required' } });
  });

  it('answers bad requests with their reason and stores nothing', async () => {
    const { db } = await platformWith('ana@example.com', PREFERENCES);
    const { send, token } = await http(db);
    const bearer = await token('ana@example.com');
    expect((await send('GET', '/jobs/latest_jobs?days=-1', bearer)).status).toBe(400);
    expect((await send('GET', '/jobs/latest_jobs?max_results=100000', bearer)).status).toBe(400);
    expect(await send('GET', "/applications?status=APPLIED'%20OR%201=1", bearer)).toEqual({ status: 400, body: { error: 'Unknown status' } });
    expect((await send('POST', '/applications', bearer, '{not json')).status).toBe(400);
    expect((await send('POST', '/applications', bearer, JSON.stringify({ job_url: 'https://jobs.example/1', status: 'HIRED' }))).body).toEqual({ error: 'status: Unknown status' });
    expect((await send('PUT', '/user/job_search_preferences', bearer, JSON.stringify({ job_preferences: { locations: ['x'.repeat(70_000)] } }))).status).toBe(413);
    expect((await send('DELETE', '/applications', bearer)).status).toBe(405);
    expect((await send('GET', '/admin', bearer)).status).toBe(404);
    expect((await send('GET', '/applications', bearer)).body).toEqual({ applications: [] });
    expect((await send('GET', '/user/job_search_preferences', bearer)).body).toEqual({ job_preferences: { locations: PREFERENCES.locations, fields: PREFERENCES.fields } });
  });

  it('is switched off (404) for an API configured elsewhere', async () => {
    const { db } = await platformWith('ana@example.com');
    const { send, token } = await http(db, { external: { applications: { baseUrl: 'https://applications-api.test' } } });
    const bearer = await token('ana@example.com');
    expect((await send('GET', '/applications', bearer)).status).toBe(404);
    expect((await send('GET', '/jobs/latest_jobs', bearer)).status).toBe(200);
  });

  it('verifies tokens of the real identity service against its JWKS', async () => {
    const config = localIdentityConfig();
    const email = uniqueEmail('platform');
    const password = 'Platform#2026pass';
    await callIdentity(
      config.endpoint,
      'AdminCreateUser',
      {
        UserPoolId: config.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      },
      z.unknown(),
    );
    await callIdentity(config.endpoint, 'AdminSetUserPassword', { UserPoolId: config.userPoolId, Username: email, Password: password, Permanent: true }, z.unknown());
    const identity = createIdentityClient(config);
    const tokens = (await identity.passwordSignIn(email, password)).AuthenticationResult;
    const verify = poolVerifier(identity, { now: () => Date.now() });
    expect(await verify(tokens!.AccessToken!)).toEqual({ email });
    await expect(verify(tokens!.IdToken!)).rejects.toThrow('Invalid or expired token');
  });
});
