import { z } from 'zod';
import { EMPTY_PREFERENCES, JOB_LIMITS, ZJob, ZJobPreferences, ZPreferenceOptions, type TJob, type TJobPreferences, type TPreferenceOptions } from '~/domain/jobs';
import { bearerCaller, isHttpError, isStatus, listOf, type TApiConfig } from './api';
import { defaultErrorText, UpstreamError } from './http';

export const PERSONALIZED_FAILURE = 'Failed to fetch personalized jobs';
export const JOB_NOT_FOUND = 'Job not found';

const ZJobs = z.object({ jobs: listOf(ZJob) });
const ZPersonalized = z.union([listOf(ZJob), ZJobs.transform((answer) => answer.jobs)]);
const ZJobAnswer = z.object({ job: ZJob.nullish() });
const ZPreferencesAnswer = z.object({ job_preferences: ZJobPreferences.nullish() });
const ZAnything = z.unknown();
const ZResumeAnswer = z.object({ resume_text: z.string().nullish() }).loose();
export const RESUME_MAX = 100_000;
export type TResume = { resume_text: string; hasResume: boolean };

/**
 * SPEC §8: a 401 always raises the response's error text. Other read failures fall back to the
 * empty default the SPEC names for that call.
 */
async function orDefault<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isStatus(error, 401)) throw error;
    return fallback;
  }
}

/** Client of the jobs and user API (SPEC §7); every call carries the caller's bearer access token. */
export function createJobsApi(config: TApiConfig) {
  const call = bearerCaller(config);
  return {
    /** GET /jobs/latest_jobs; defaults days 14, max_results 50; `jobs` absent → []. */
    async latestJobs(token: string, options: { days?: number; maxResults?: number } = {}): Promise<TJob[]> {
      const query = { days: options.days ?? JOB_LIMITS.latestDays, max_results: options.maxResults ?? JOB_LIMITS.latestMax };
      return (await call(token, { path: '/jobs/latest_jobs', query, schema: ZJobs })).jobs;
    },
    /** GET /user/latest_personalized_jobs; default days 28; 404 → []; failure → the answer's text, else PERSONALIZED_FAILURE. */
    async personalizedJobs(token: string, options: { days?: number } = {}): Promise<TJob[]> {
      try {
        return await call(token, { path: '/user/latest_personalized_jobs', query: { days: options.days ?? JOB_LIMITS.personalizedDays }, schema: ZPersonalized });
      } catch (error) {
        if (isStatus(error, 404)) return [];
        const text = isHttpError(error) ? defaultErrorText(error.body) : undefined;
        throw new UpstreamError(text ?? PERSONALIZED_FAILURE, (error instanceof UpstreamError ? error.status : null) ?? 502);
      }
    },
    /** GET /jobs/job_by_url; an answer without `job` is 'Job not found'. */
    async jobByUrl(token: string, url: string): Promise<TJob> {
      let answer: z.infer<typeof ZJobAnswer>;
      try {
        answer = await call(token, { path: '/jobs/job_by_url', query: { url }, schema: ZJobAnswer });
      } catch (error) {
        if (isStatus(error, 404)) throw new UpstreamError(JOB_NOT_FOUND, 404);
        throw error;
      }
      if (!answer.job) throw new UpstreamError(JOB_NOT_FOUND, 404);
      return answer.job;
    },
    /** GET /jobs/preferences: role_types and locations; empty lists on error. */
    preferenceOptions(token: string): Promise<TPreferenceOptions> {
      return orDefault(call(token, { path: '/jobs/preferences', schema: ZPreferenceOptions }), { role_types: [], locations: [] });
    },
    /** GET /user/job_search_preferences: field job_preferences; empty preferences on error. */
    async jobPreferences(token: string): Promise<TJobPreferences> {
      const answer = await orDefault(call(token, { path: '/user/job_search_preferences', schema: ZPreferencesAnswer }), { job_preferences: null });
      return answer.job_preferences ?? EMPTY_PREFERENCES;
    },
    /** PUT /user/job_search_preferences with body {job_preferences}. */
    async saveJobPreferences(token: string, preferences: TJobPreferences): Promise<void> {
      await call(token, { method: 'PUT', path: '/user/job_search_preferences', body: { job_preferences: preferences }, schema: ZAnything });
    },
    /** GET /user/resume: on 200 the data plus hasResume (non-empty text); on error hasResume false. */
    async resume(token: string): Promise<TResume> {
      const answer = await orDefault(call(token, { path: '/user/resume', schema: ZResumeAnswer }), { resume_text: '' });
      const text = answer.resume_text ?? '';
      return { resume_text: text, hasResume: text.trim().length > 0 };
    },
    /** PUT /user/resume with body {resume_file}. */
    async saveResume(token: string, resumeFile: string): Promise<void> {
      await call(token, { method: 'PUT', path: '/user/resume', body: { resume_file: resumeFile }, schema: ZAnything });
    },
    /** PUT /user/last-active, no body; any answer but 200 is a failure. */
    async touchLastActive(token: string): Promise<void> {
      await call(token, { method: 'PUT', path: '/user/last-active', schema: ZAnything, expectStatus: 200 });
    },
  };
}
export type TJobsApi = ReturnType<typeof createJobsApi>;
