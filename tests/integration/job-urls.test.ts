import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApplicationsApi } from '~/server/clients/applications-api';
import { createJobsApi } from '~/server/clients/jobs-api';
import { createResumeApi } from '~/server/clients/resume-api';
import type { TCaller } from '~/server/sources/types';
import { server } from '../msw/server';

const JOBS = 'https://jobs-api.test';
const APPS = 'https://applications-api.test';
const RESUME = 'https://resume-api.test';
const caller: TCaller = { token: 'access-token', user: { user_email: 'ana@example.com', created_at: 0, updated_at: 0 } };

/** Addresses that must never become a link in the browser. */
const UNSAFE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '/relative/path',
  '',
];
const job = (job_url: string) => ({ job_url, company: 'Acme', location: 'Lima', role_type: 'Design', creation_date: 1 });
const SAFE = 'https://jobs.example/1';

describe('a job_url from any API goes through the URL rule before it becomes a link', () => {
  it('jobs lists drop jobs whose address is not http(s)', async () => {
    const jobs = [job(SAFE), ...UNSAFE.map(job)];
    server.use(
      http.get(`${JOBS}/jobs/latest_jobs`, () => HttpResponse.json({ jobs })),
      http.get(`${JOBS}/user/latest_personalized_jobs`, () => HttpResponse.json(jobs)),
    );
    const api = createJobsApi({ baseUrl: JOBS });
    expect((await api.latestJobs(caller)).map((j) => j.job_url)).toEqual([SAFE]);
    expect((await api.personalizedJobs(caller)).map((j) => j.job_url)).toEqual([SAFE]);
  });

  it('a job asked for by URL with an unsafe address is no job at all', async () => {
    server.use(http.get(`${JOBS}/jobs/job_by_url`, () => HttpResponse.json({ job: job('javascript:alert(1)') })));
    await expect(createJobsApi({ baseUrl: JOBS }).jobByUrl(caller, SAFE)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
  });

  it('applications with an unsafe address are dropped', async () => {
    const applications = [{ job_url: SAFE, status: 'APPLIED' }, ...UNSAFE.map((job_url) => ({ job_url, status: 'APPLIED' }))];
    server.use(
      http.get(`${APPS}/applications`, () => HttpResponse.json({ applications })),
      http.post(`${APPS}/applications`, () => HttpResponse.json({ application: { job_url: 'javascript:alert(1)', status: 'APPLIED' } })),
    );
    const api = createApplicationsApi({ baseUrl: APPS });
    expect((await api.list(caller)).map((a) => a.job_url)).toEqual([SAFE]);
    expect(await api.save(caller, { job_url: SAFE, status: 'APPLIED' })).toBeNull();
  });

  it('ranked jobs of a resume-matching result with an unsafe address are dropped', async () => {
    const ranked = (job_url: string) => ({ score: 80, matched_skills: [], missing_skills: [], reason: { code: 'skills' }, job: job(job_url) });
    server.use(
      http.get(`${RESUME}/resume-to-jobs-request`, () =>
        HttpResponse.json({ request_id: 'r1', status: 'done', progress: 100, result: { resume_text: 'Designer', matches: [ranked(SAFE), ...UNSAFE.map(ranked)] } }),
      ),
    );
    const answer = await createResumeApi({ baseUrl: RESUME }).request(caller, 'r1');
    expect(answer.result?.matches.map((m) => m.job.job_url)).toEqual([SAFE]);
  });
});
