import { log } from '~/server/log.mjs';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApplicationsApi } from '~/server/clients/applications-api';
import type { AppError } from '~/domain/errors';
import { UpstreamError } from '~/server/clients/http';
import type { TCaller } from '~/server/sources/types';
import { createJobsApi } from '~/server/clients/jobs-api';
import { server } from '../msw/server';

const JOBS = 'https://jobs-api.test/v1';
const APPS = 'https://applications-api.test';
const TOKEN = 'access-token-1';
const jobsApi = createJobsApi({ baseUrl: JOBS, timeoutMs: 500 });
const appsApi = createApplicationsApi({ baseUrl: `${APPS}/` });
/** The HTTP clients read only the bearer token of a caller. */
const as = (token: string): TCaller => ({ token, user: { user_email: 'ana@example.com', created_at: 0, updated_at: 0 } });
const job = (n: number, extra: object = {}) => ({ job_url: `https://jobs.example/${n}`, company: 'Acme', location: 'Madrid', role_type: 'Design', creation_date: n, ...extra });

/** Every happy-path handler refuses a request without the caller's bearer token. */
const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${TOKEN}`;
const refused = () => HttpResponse.json({ error: 'Token expired' }, { status: 401 });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as AppError,
  );

describe('jobs and user API client (docs/product-rules.md §7)', () => {
  it('asks for the latest jobs with days 14 and max_results 50 by default, bearer attached', async () => {
    server.use(
      http.get(`${JOBS}/jobs/latest_jobs`, ({ request }) => {
        if (!authorized(request)) return refused();
        const query = new URL(request.url).searchParams;
        return HttpResponse.json({ jobs: [job(Number(query.get('days'))), job(Number(query.get('max_results')))] });
      }),
    );
    expect((await jobsApi.latestJobs(as(TOKEN))).map((j) => j.creation_date)).toEqual([14, 50]);
    expect((await jobsApi.latestJobs(as(TOKEN), { days: 14, maxResults: 15 })).map((j) => j.creation_date)).toEqual([14, 15]);
  });

  it('reads an absent jobs field as an empty list and drops items that are not jobs', async () => {
    server.use(http.get(`${JOBS}/jobs/latest_jobs`, () => HttpResponse.json({})));
    expect(await jobsApi.latestJobs(as(TOKEN))).toEqual([]);
    server.use(http.get(`${JOBS}/jobs/latest_jobs`, () => HttpResponse.json({ jobs: [job(1), 'junk', { company: 'No URL' }] })));
    expect(await jobsApi.latestJobs(as(TOKEN))).toEqual([job(1)]);
  });

  it('raises the answer error text on 401', async () => {
    server.use(http.get(`${JOBS}/jobs/latest_jobs`, refused));
    expect(await failure(jobsApi.latestJobs(as('stale')))).toMatchObject({ code: 'UNAUTHORIZED', message: 'Token expired' });
  });

  it('asks for personalised jobs over 28 days by default; 404 is an empty list', async () => {
    server.use(
      http.get(`${JOBS}/user/latest_personalized_jobs`, ({ request }) =>
        authorized(request) && new URL(request.url).searchParams.get('days') === '28' ? HttpResponse.json([job(1)]) : HttpResponse.json({ error: 'bad' }, { status: 400 }),
      ),
    );
    expect(await jobsApi.personalizedJobs(as(TOKEN))).toEqual([job(1)]);
    server.use(http.get(`${JOBS}/user/latest_personalized_jobs`, () => HttpResponse.json({ error: 'No preferences' }, { status: 404 })));
    expect(await jobsApi.personalizedJobs(as(TOKEN))).toEqual([]);
  });

  it('fails personalised jobs with the answer text, else with the SPEC message', async () => {
    server.use(http.get(`${JOBS}/user/latest_personalized_jobs`, () => HttpResponse.json({ error: 'Ranking service down' }, { status: 503 })));
    expect((await failure(jobsApi.personalizedJobs(as(TOKEN)))).message).toBe('Ranking service down');
    server.use(http.get(`${JOBS}/user/latest_personalized_jobs`, () => new HttpResponse(null, { status: 500 })));
    expect((await failure(jobsApi.personalizedJobs(as(TOKEN)))).message).toBe('Failed to fetch personalized jobs');
    server.use(http.get(`${JOBS}/user/latest_personalized_jobs`, () => HttpResponse.error()));
    expect((await failure(jobsApi.personalizedJobs(as(TOKEN)))).message).toBe('Failed to fetch personalized jobs');
  });

  it('reads a job by URL from field job, else fails with Job not found', async () => {
    server.use(
      http.get(`${JOBS}/jobs/job_by_url`, ({ request }) => {
        const url = new URL(request.url).searchParams.get('url');
        return url === 'https://jobs.example/1?ref=a&b=c' ? HttpResponse.json({ job: job(1) }) : HttpResponse.json({});
      }),
    );
    expect(await jobsApi.jobByUrl(as(TOKEN), 'https://jobs.example/1?ref=a&b=c')).toEqual(job(1));
    expect(await failure(jobsApi.jobByUrl(as(TOKEN), 'https://jobs.example/2'))).toMatchObject({ message: 'Job not found', code: 'NOT_FOUND' });
    server.use(http.get(`${JOBS}/jobs/job_by_url`, () => HttpResponse.json({ error: 'gone' }, { status: 404 })));
    expect((await failure(jobsApi.jobByUrl(as(TOKEN), 'https://jobs.example/2'))).message).toBe('Job not found');
  });

  it('reads preference options and preferences, with empty defaults on error but not on 401', async () => {
    server.use(
      http.get(`${JOBS}/jobs/preferences`, () => HttpResponse.json({ role_types: ['Design'], locations: ['Lima'] })),
      http.get(`${JOBS}/user/job_search_preferences`, () => HttpResponse.json({ job_preferences: { locations: ['Lima'], fields: ['Design'] } })),
    );
    expect(await jobsApi.preferenceOptions(as(TOKEN))).toEqual({ role_types: ['Design'], locations: ['Lima'] });
    expect(await jobsApi.jobPreferences(as(TOKEN))).toEqual({ locations: ['Lima'], fields: ['Design'] });

    server.use(
      http.get(`${JOBS}/jobs/preferences`, () => HttpResponse.json({ error: 'down' }, { status: 500 })),
      http.get(`${JOBS}/user/job_search_preferences`, () => HttpResponse.text('oops', { status: 502 })),
    );
    expect(await jobsApi.preferenceOptions(as(TOKEN))).toEqual({ role_types: [], locations: [] });
    expect(await jobsApi.jobPreferences(as(TOKEN))).toEqual({ locations: [], fields: [] });

    server.use(http.get(`${JOBS}/jobs/preferences`, refused), http.get(`${JOBS}/user/job_search_preferences`, refused));
    expect(await failure(jobsApi.preferenceOptions(as(TOKEN)))).toMatchObject({ code: 'UNAUTHORIZED', message: 'Token expired' });
    expect(await failure(jobsApi.jobPreferences(as(TOKEN)))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('saves preferences as exactly the SPEC body job_preferences {locations, fields}', async () => {
    let saved: unknown;
    server.use(
      http.put(`${JOBS}/user/job_search_preferences`, async ({ request }) => {
        if (!authorized(request)) return refused();
        saved = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const preferences = { locations: ['Lima'], fields: [], excluded_companies: ['Initech'], excluded_titles: [] };
    await jobsApi.saveJobPreferences(as(TOKEN), preferences);
    expect(saved).toEqual({ job_preferences: { locations: ['Lima'], fields: [] } });
  });

  it('sends the last-active update with no body and expects status 200', async () => {
    server.use(
      http.put(`${JOBS}/user/last-active`, async ({ request }) =>
        authorized(request) && (await request.text()) === '' ? HttpResponse.json({ ok: true }) : HttpResponse.json({ error: 'bad' }, { status: 400 }),
      ),
    );
    await expect(jobsApi.touchLastActive({ email: 'ana@example.com', token: TOKEN })).resolves.toBeUndefined();
    server.use(http.put(`${JOBS}/user/last-active`, () => new HttpResponse(null, { status: 204 })));
    expect(await failure(jobsApi.touchLastActive({ email: 'ana@example.com', token: TOKEN }))).toMatchObject({ code: 'UPSTREAM', message: 'HTTP 204' });
  });

  it('reads the resume with hasResume, false on error; saves it as body resume_file', async () => {
    let saved: unknown;
    server.use(
      http.get(`${JOBS}/user/resume`, ({ request }) => (authorized(request) ? HttpResponse.json({ resume_text: 'Ten years of Go.' }) : refused())),
      http.put(`${JOBS}/user/resume`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({});
      }),
    );
    expect(await jobsApi.resume(as(TOKEN))).toEqual({ resume_text: 'Ten years of Go.', hasResume: true });
    await jobsApi.saveResume(as(TOKEN), 'New text');
    expect(saved).toEqual({ resume_file: 'New text' });
    server.use(http.get(`${JOBS}/user/resume`, () => HttpResponse.json({ resume_text: '  ' })));
    expect((await jobsApi.resume(as(TOKEN))).hasResume).toBe(false);
    server.use(http.get(`${JOBS}/user/resume`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    expect(await jobsApi.resume(as(TOKEN))).toEqual({ resume_text: '', hasResume: false });
  });

  it('gives up after its timeout', async () => {
    server.use(
      http.get(`${JOBS}/jobs/latest_jobs`, async () => {
        await delay(2_000);
        return HttpResponse.json({ jobs: [] });
      }),
    );
    const error = await failure(jobsApi.latestJobs(as(TOKEN)));
    // The host names stay in the logs: the caller sees a plain 'Service unavailable'.
    expect(error).toMatchObject({ code: 'UPSTREAM', message: 'Service unavailable' });
    expect(error.cause).toBeInstanceOf(UpstreamError);
    expect((error.cause as UpstreamError).message).toContain('timed out');
  });
});

describe('applications API client (docs/product-rules.md §7)', () => {
  it('lists applications with an optional status; an absent field is an empty list', async () => {
    server.use(
      http.get(`${APPS}/applications`, ({ request }) => {
        if (!authorized(request)) return refused();
        const status = new URL(request.url).searchParams.get('status');
        return status === 'OFFER' ? HttpResponse.json({}) : HttpResponse.json({ applications: [{ job_url: 'https://jobs.example/1', status: status ?? 'APPLIED' }] });
      }),
    );
    expect(await appsApi.list(as(TOKEN))).toEqual([{ job_url: 'https://jobs.example/1', status: 'APPLIED' }]);
    expect(await appsApi.list(as(TOKEN), 'INTERVIEW')).toEqual([{ job_url: 'https://jobs.example/1', status: 'INTERVIEW' }]);
    expect(await appsApi.list(as(TOKEN), 'OFFER')).toEqual([]);
  });

  it('posts {job_url, status} to create or move an application; an answer without `application` is null', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${APPS}/applications`, async ({ request }) => {
        if (!authorized(request)) return refused();
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    expect(await appsApi.save(as(TOKEN), { job_url: 'https://jobs.example/1', status: 'APPLIED' })).toBeNull();
    await appsApi.save(as(TOKEN), { job_url: 'https://jobs.example/2', status: 'SAVED' });
    expect(bodies).toEqual([
      { job_url: 'https://jobs.example/1', status: 'APPLIED' },
      { job_url: 'https://jobs.example/2', status: 'SAVED' },
    ]);
  });

  it('raises Authentication required on 401 whatever the answer says', async () => {
    server.use(
      http.get(`${APPS}/applications`, refused),
      http.post(`${APPS}/applications`, () => HttpResponse.text('nope', { status: 401 })),
    );
    expect(await failure(appsApi.list(as('stale')))).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    expect(await failure(appsApi.save(as('stale'), { job_url: 'https://jobs.example/1', status: 'APPLIED' }))).toMatchObject({ message: 'Authentication required' });
  });
});

describe('answers the specification allows, read generously (docs/product-rules.md §7)', () => {
  const ISO = '2026-11-20T09:30:00.000Z';

  it('keeps applications whose dates are ISO strings, with fields the specification does not define, and converts the dates', async () => {
    server.use(
      http.get(`${APPS}/applications`, () =>
        HttpResponse.json({
          applications: [
            { job_url: 'https://jobs.example/1', status: 'SAVED', updated_at: ISO, created_at: ISO, owner: { id: 7 }, tags: ['x'] },
            { job_url: 'https://jobs.example/2', status: 'APPLIED', updated_at: '1795000000000' },
            { job_url: 'https://jobs.example/3', status: 'INTERVIEW', updated_at: 'not a date', extra: null },
          ],
        }),
      ),
    );
    expect(await appsApi.list(as(TOKEN))).toEqual([
      { job_url: 'https://jobs.example/1', status: 'SAVED', created_at: Date.parse(ISO), updated_at: Date.parse(ISO) },
      { job_url: 'https://jobs.example/2', status: 'APPLIED', updated_at: 1_795_000_000_000 },
      { job_url: 'https://jobs.example/3', status: 'INTERVIEW', updated_at: null },
    ]);
  });

  it('keeps jobs whose creation date is a string or unreadable (missing sorts as 0), and whose other fields are of other types', async () => {
    server.use(
      http.get(`${JOBS}/jobs/latest_jobs`, () =>
        HttpResponse.json({
          jobs: [
            { job_url: 'https://jobs.example/1', company: 'Acme', creation_date: ISO, remote: 'true', salary: 45000, score: 'high' },
            { job_url: 'https://jobs.example/2', company: { name: 'Odd' }, creation_date: 'yesterday', location: null },
          ],
        }),
      ),
    );
    expect(await jobsApi.latestJobs(as(TOKEN))).toEqual([
      { job_url: 'https://jobs.example/1', company: 'Acme', creation_date: Date.parse(ISO), remote: true, salary: '45000' },
      { job_url: 'https://jobs.example/2', company: null, creation_date: null, location: null },
    ]);
  });

  it('leaves out, counts and logs only the items that still cannot be read (no usable link or status), never their content', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    server.use(
      http.get(`${APPS}/applications`, () =>
        HttpResponse.json({
          applications: [
            { job_url: 'https://jobs.example/1', status: 'SAVED' },
            { job_url: 'javascript:alert(1)', status: 'SAVED' },
            { job_url: 'https://jobs.example/2' },
            'junk',
          ],
        }),
      ),
    );
    expect((await appsApi.list(as(TOKEN))).map((a) => a.job_url)).toEqual(['https://jobs.example/1']);
    expect(warn).toHaveBeenCalledWith({ source: 'GET /applications', left: 3, of: 4 }, 'Items of an answer could not be read and were left out');
  });

  it('a list that cannot be read at all is a failure the page shows as its error, never an empty list', async () => {
    server.use(http.get(`${APPS}/applications`, () => HttpResponse.json({ applications: 'none' })));
    expect(await failure(appsApi.list(as(TOKEN)))).toMatchObject({ code: 'UPSTREAM' });
    server.use(http.get(`${APPS}/applications`, () => HttpResponse.text('<html>502</html>', { headers: { 'content-type': 'text/html' } })));
    expect(await failure(appsApi.list(as(TOKEN)))).toMatchObject({ code: 'UPSTREAM' });
  });
});
