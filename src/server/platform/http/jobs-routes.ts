import { z } from 'zod';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { ZJobPreferencesInput, ZJobUrl } from '~/domain/jobs/schema';
import { BODY_LIMITS } from '../../http/body';
import { RESUME_MAX, type TJobsSource } from '../../sources/types';
import { intParam, json, parseOr400, readBody, type TRoute } from './http';

const ZSaveBody = z.object({ job_preferences: ZJobPreferencesInput.pick({ locations: true, fields: true }) });
const ZResumeBody = z.object({ resume_file: z.string().max(RESUME_MAX, `resume_file must be at most ${RESUME_MAX} characters`) });

/** The jobs and user API (docs/product-rules.md §7) over HTTP: parse the request, call Rumbo's own source, answer JSON. */
export function jobsRoutes(jobs: TJobsSource): Record<string, TRoute> {
  const days = (query: URLSearchParams, fallback: number) => intParam(query, 'days', fallback, 1, JOB_LIMITS.maxDays);
  return {
    'GET /jobs/latest_jobs': {
      needsSubscription: true,
      handle: async ({ caller, query }) => {
        const maxResults = intParam(query, 'max_results', JOB_LIMITS.latestMax, 1, JOB_LIMITS.latestMaxCap);
        return json({ jobs: await jobs.latestJobs(caller, { days: days(query, JOB_LIMITS.latestDays), maxResults }) });
      },
    },
    'GET /user/latest_personalized_jobs': {
      needsSubscription: true,
      handle: async ({ caller, query }) => json(await jobs.personalizedJobs(caller, { days: days(query, JOB_LIMITS.personalizedDays) })),
    },
    'GET /jobs/job_by_url': {
      needsSubscription: true,
      handle: async ({ caller, query }) => json({ job: await jobs.jobByUrl(caller, parseOr400(ZJobUrl, query.get('url') ?? '')) }),
    },
    'GET /jobs/preferences': { needsSubscription: true, handle: async ({ caller }) => json(await jobs.preferenceOptions(caller)) },
    'GET /user/job_search_preferences': {
      needsSubscription: true,
      handle: async ({ caller }) => json({ job_preferences: await jobs.jobPreferences(caller) }),
    },
    'PUT /user/job_search_preferences': {
      needsSubscription: true,
      handle: async ({ caller, request }) => {
        const { job_preferences } = await readBody(request, ZSaveBody);
        await jobs.saveJobPreferences(caller, job_preferences);
        return json({ job_preferences });
      },
    },
    'GET /user/resume': { needsSubscription: true, handle: async ({ caller }) => json({ resume_text: (await jobs.resume(caller)).resume_text }) },
    'PUT /user/resume': {
      needsSubscription: true,
      handle: async ({ caller, request }) => {
        const { resume_file } = await readBody(request, ZResumeBody, BODY_LIMITS.resumeText);
        await jobs.saveResume(caller, resume_file);
        return json({ resume_text: resume_file });
      },
    },
    'PUT /user/last-active': {
      needsSubscription: false,
      handle: async ({ caller }) => {
        await jobs.touchLastActive({ email: caller.user.user_email, token: caller.token });
        return json({ ok: true });
      },
    },
  };
}
