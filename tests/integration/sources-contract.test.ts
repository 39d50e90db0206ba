import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { createApplicationsApi } from '~/server/clients/applications-api';
import { createJobsApi } from '~/server/clients/jobs-api';
import type { TDb } from '~/server/db/client';
import { createJobsRepo, type TJobRecord } from '~/server/db/jobs-repo';
import { createUsersRepo } from '~/server/db/users-repo';
import { buildDeps } from '~/server/deps';
import type { TApplicationsSource, TCaller, TJobsSource } from '~/server/sources/types';
import { DAY_MS, freshDb, NOW } from '../helpers/db';
import { serveOnLoopback } from '../helpers/serve';
import { mintAccessToken, testVerifier } from '../helpers/tokens';

const EMAIL = 'ana@example.com';
const job = (n: number, fields: Partial<TJobRecord> = {}): TJobRecord => ({
  job_url: `https://jobs.example/${n}`,
  company: `Company ${n}`,
  title: `Title ${n}`,
  location: 'Madrid, España',
  role_type: 'Design',
  creation_date: NOW - n * 3_600_000,
  ...fields,
});
const JOBS = [job(1), job(2, { role_type: 'Software Engineering' }), job(3, { location: 'Lima, Perú' }), job(4, { company: '' }), job(5, { creation_date: NOW - 20 * DAY_MS })];

type TSources = { jobs: TJobsSource; applications: TApplicationsSource; caller: () => Promise<TCaller>; db: TDb };

/** The same stored data behind both implementations, on separate tables. */
async function seeded(): Promise<TDb> {
  const db = await freshDb();
  await createJobsRepo(db).putMany(JOBS);
  await createUsersRepo(db).put({
    user_email: EMAIL,
    created_at: NOW,
    updated_at: NOW,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW },
  });
  return db;
}

const closers: Array<() => Promise<void>> = [];
afterAll(async () => Promise.all(closers.map((close) => close())));

/** Rumbo's own sources called directly, as the procedures call them. */
async function direct(): Promise<TSources> {
  const db = await seeded();
  const deps = buildDeps(db, fixedClock(NOW));
  const caller = async () => ({ user: (await deps.users.get(EMAIL))!, token: undefined });
  return { jobs: deps.jobs, applications: deps.applications, caller, db };
}

/** The docs/product-rules.md §7 HTTP clients against the platform served over HTTP on loopback. */
async function overHttp(): Promise<TSources> {
  const db = await seeded();
  const clock = fixedClock(NOW);
  const deps = buildDeps(db, clock, null, { verify: await testVerifier(clock) });
  const served = await serveOnLoopback(deps.platform);
  closers.push(served.close);
  const api = { baseUrl: `${served.url}/api/platform` };
  const token = await mintAccessToken({ username: EMAIL, issuedAt: NOW });
  // The HTTP clients read only the token; the record is the platform's to load.
  const caller = async () => ({ user: { user_email: 'ignored@example.com', created_at: 0, updated_at: 0 }, token });
  return { jobs: createJobsApi(api), applications: createApplicationsApi(api), caller, db };
}

/** Runs a scenario against both implementations and answers both results. */
async function both<T>(scenario: (sources: TSources) => Promise<T>): Promise<{ direct: T; http: T }> {
  return { direct: await scenario(await direct()), http: await scenario(await overHttp()) };
}

const outcome = async <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: { code?: string; message?: string }) => ({ error: { code: error.code, message: error.message } }),
  );

describe('the jobs/user source contract: Rumbo’s own source and the SPEC HTTP client answer alike', () => {
  let results: Awaited<ReturnType<typeof both<Record<string, unknown>>>>;
  beforeAll(async () => {
    results = await both(async ({ jobs, caller, db }) => {
      const who = await caller();
      const read = {
        latestDefault: (await jobs.latestJobs(who)).map((j) => j.job_url),
        latestTwo: (await jobs.latestJobs(who, { days: 14, maxResults: 2 })).map((j) => j.job_url),
        personalizedWithout: await jobs.personalizedJobs(who),
        byUrl: await outcome(jobs.jobByUrl(who, 'https://jobs.example/3')),
        missing: await outcome(jobs.jobByUrl(who, 'https://jobs.example/404')),
        options: await jobs.preferenceOptions(who),
        preferencesBefore: await jobs.jobPreferences(who),
        resumeBefore: await jobs.resume(who),
      };
      await jobs.saveJobPreferences(who, { locations: ['madrid'], fields: ['software'] });
      await jobs.saveResume(who, 'Ten years of Go.');
      await jobs.touchLastActive({ email: EMAIL, token: who.token });
      const after = await caller();
      return {
        ...read,
        preferencesAfter: await jobs.jobPreferences(after),
        personalizedAfter: (await jobs.personalizedJobs(after)).map((j) => j.job_url),
        resumeAfter: await jobs.resume(after),
        lastActive: (await createUsersRepo(db).get(EMAIL))?.last_active,
      };
    });
  });

  it('gives identical answers, errors and empty defaults', () => {
    expect(results.http).toEqual(results.direct);
  });

  it('answers what the SPEC asks', () => {
    expect(results.direct).toMatchObject({
      latestDefault: ['https://jobs.example/1', 'https://jobs.example/2', 'https://jobs.example/3'],
      latestTwo: ['https://jobs.example/1', 'https://jobs.example/2'],
      personalizedWithout: [],
      byUrl: { value: { company: 'Company 3', location: 'Lima, Perú' } },
      missing: { error: { code: 'NOT_FOUND', message: 'Job not found' } },
      options: { role_types: ['Design', 'Software Engineering'], locations: ['Lima, Perú', 'Madrid, España'] },
      preferencesBefore: { locations: [], fields: [] },
      resumeBefore: { resume_text: '', hasResume: false },
      preferencesAfter: { locations: ['madrid'], fields: ['software'] },
      personalizedAfter: ['https://jobs.example/2'],
      resumeAfter: { resume_text: 'Ten years of Go.', hasResume: true },
      lastActive: NOW,
    });
  });
});

describe('the applications source contract', () => {
  it('lists, creates with a status, moves with the same POST, and filters by status alike', async () => {
    const results = await both(async ({ applications, caller }) => {
      const who = await caller();
      const empty = await applications.list(who);
      const created = await applications.save(who, { job_url: 'https://jobs.example/1', status: 'APPLIED' });
      await applications.save(who, { job_url: 'https://jobs.example/2', status: 'SAVED' });
      const moved = await applications.save(who, { job_url: 'https://jobs.example/1', status: 'INTERVIEW' });
      return { empty, created, moved, all: await applications.list(who), interview: await applications.list(who, 'INTERVIEW'), offer: await applications.list(who, 'OFFER') };
    });
    expect(results.http).toEqual(results.direct);
    expect(results.direct).toMatchObject({
      empty: [],
      created: { job_url: 'https://jobs.example/1', status: 'APPLIED', created_at: NOW },
      moved: { status: 'INTERVIEW', created_at: NOW },
      interview: [{ job_url: 'https://jobs.example/1', status: 'INTERVIEW' }],
      offer: [],
    });
    expect(results.direct.all.map((a) => a.job_url).sort()).toEqual(['https://jobs.example/1', 'https://jobs.example/2']);
  });
});
