import { z } from 'zod';
import { EMPTY_PREFERENCES, JOB_LIMITS, personalizedJobs, ZJobPreferencesInput, ZJobUrl } from '~/domain/jobs';
import type { TClock } from '~/domain/clock';
import type { TJobRecord, TJobsRepo } from '../db/jobs-repo';
import type { TUsersRepo } from '../db/users-repo';
import { RESUME_MAX } from '../clients/jobs-api';
import { ApiError, intParam, json, parseOr400, readBody, type TRoute } from './http';

/** How long a window of recent jobs is reused; jobs only change on import. */
const RECENT_TTL_MS = 60_000;
/** The most personalised jobs one answer holds. */
const PERSONALIZED_MAX = 50;
/** Enough for a 28-day window of a busy feed; ranking reads from this many newest jobs. */
const RECENT_WINDOW_MAX = 20_000;
const MAX_DAYS = 90;

/**
 * Latest-jobs reads, reused for a minute per (days, max) window: jobs change only on import, and
 * every signed-in page asks for the same few windows. Personalised lists rank from the same reads.
 */
function latestJobsCache(jobs: TJobsRepo, clock: TClock) {
  const windows = new Map<string, { at: number; jobs: Promise<TJobRecord[]> }>();
  return (days: number, maxResults: number) => {
    const now = clock.now();
    const key = `${days}:${maxResults}`;
    const cached = windows.get(key);
    if (cached && now - cached.at < RECENT_TTL_MS) return cached.jobs;
    const read = jobs.latest({ days, maxResults, now });
    if (windows.size > 100) windows.clear();
    windows.set(key, { at: now, jobs: read });
    read.catch(() => windows.delete(key));
    return read;
  };
}

/** Rumbo's jobs and user API (SPEC §7), answered from the jobs and users tables. */
export function jobsRoutes(deps: { jobs: TJobsRepo; users: TUsersRepo; clock: TClock }): Record<string, TRoute> {
  const latest = latestJobsCache(deps.jobs, deps.clock);
  return {
    'GET /jobs/latest_jobs': {
      needsSubscription: true,
      handle: async ({ query }) => {
        const days = intParam(query, 'days', JOB_LIMITS.latestDays, 1, MAX_DAYS);
        const maxResults = intParam(query, 'max_results', JOB_LIMITS.latestMax, 1, JOB_LIMITS.latestMaxCap);
        return json({ jobs: await latest(days, maxResults) });
      },
    },
    'GET /user/latest_personalized_jobs': {
      needsSubscription: true,
      handle: async ({ query, user }) => {
        const days = intParam(query, 'days', JOB_LIMITS.personalizedDays, 1, MAX_DAYS);
        const preferences = user?.job_preferences ?? EMPTY_PREFERENCES;
        if (!preferences.locations.length && !preferences.fields.length) return json([]);
        return json(personalizedJobs(await latest(days, RECENT_WINDOW_MAX), preferences).slice(0, PERSONALIZED_MAX));
      },
    },
    'GET /jobs/job_by_url': {
      needsSubscription: true,
      handle: async ({ query }) => {
        const url = parseOr400(ZJobUrl, query.get('url') ?? '');
        const job = await deps.jobs.byUrl(url);
        if (!job) throw new ApiError(404, 'Job not found');
        return json({ job });
      },
    },
    'GET /jobs/preferences': { needsSubscription: true, handle: async () => json(await deps.jobs.options()) },
    'GET /user/job_search_preferences': {
      needsSubscription: true,
      handle: async ({ user }) => json({ job_preferences: user?.job_preferences ?? EMPTY_PREFERENCES }),
    },
    'PUT /user/job_search_preferences': {
      needsSubscription: true,
      handle: async ({ email, request }) => {
        const { job_preferences } = await readBody(request, z.object({ job_preferences: ZJobPreferencesInput }));
        return json({ job_preferences: await deps.users.setJobPreferences(email, job_preferences, deps.clock.now()) });
      },
    },
    'GET /user/resume': { needsSubscription: true, handle: async ({ user }) => json({ resume_text: user?.resume_text ?? '' }) },
    'PUT /user/resume': {
      needsSubscription: true,
      handle: async ({ email, request }) => {
        const { resume_file } = await readBody(request, z.object({ resume_file: z.string().max(RESUME_MAX, `resume_file must be at most ${RESUME_MAX} characters`) }));
        await deps.users.setResumeText(email, resume_file, deps.clock.now());
        return json({ resume_text: resume_file });
      },
    },
    'PUT /user/last-active': {
      needsSubscription: false,
      handle: async ({ email, user }) => {
        if (!user) throw new ApiError(404, 'User not found');
        await deps.users.touchLastActive(email, deps.clock.now());
        return json({ ok: true });
      },
    },
  };
}
