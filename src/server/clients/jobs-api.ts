import { z } from 'zod';
import { AppError } from '~/domain/errors';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { type TJob, type TPreferenceOptions, type TSearchPreferences } from '~/domain/jobs/lists';
import { ZPreferenceOptions, ZSearchPreferences } from '~/domain/jobs/schema';
import { JOB_NOT_FOUND, PERSONALIZED_FAILURE } from '~/domain/jobs/messages';
import type { TCaller, TIdentity, TJobsSource, TResume } from '../sources/types';
import { asAppError, bearerCaller, fromUpstream, isHttpError, isStatus, listOf, ZApiJob, type TApiConfig } from './api';
import { defaultErrorText, UpstreamError } from './http';

// A job whose address breaks the URL rule is dropped from a list, and is no job at all when asked for by URL.
const ZJobs = z.object({ jobs: listOf(ZApiJob, 'GET /jobs/latest_jobs') });
const ZPersonalized = z.union([
  listOf(ZApiJob, 'GET /user/latest_personalized_jobs'),
  z.object({ jobs: listOf(ZApiJob, 'GET /user/latest_personalized_jobs') }).transform((answer) => answer.jobs),
]);
const ZJobAnswer = z.object({ job: ZApiJob.nullish().catch(null) });
const ZPreferencesAnswer = z.object({ job_preferences: ZSearchPreferences.nullish() });
const ZAnything = z.unknown();
const ZResumeAnswer = z.object({ resume_text: z.string().nullish() }).loose();
const EMPTY: TSearchPreferences = { locations: [], fields: [] };

/**
 * docs/product-rules.md §8: a 401 always raises the response's error text. Other read failures fall back to the
 * empty default the SPEC names for that call.
 */
async function orDefault<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isStatus(error, 401)) throw fromUpstream(error);
    return fallback;
  }
}

/** Client of an external jobs and user API (docs/product-rules.md §7); every call carries the caller's bearer access token. */
export function createJobsApi(config: TApiConfig): TJobsSource {
  const call = bearerCaller(config);
  return {
    async latestJobs({ token }: TCaller, options = {}): Promise<TJob[]> {
      const query = { days: options.days ?? JOB_LIMITS.latestDays, max_results: options.maxResults ?? JOB_LIMITS.latestMax };
      return (await asAppError(() => call(token, { path: '/jobs/latest_jobs', query, schema: ZJobs }))).jobs;
    },
    async personalizedJobs({ token }: TCaller, options = {}): Promise<TJob[]> {
      try {
        return await call(token, { path: '/user/latest_personalized_jobs', query: { days: options.days ?? JOB_LIMITS.personalizedDays }, schema: ZPersonalized });
      } catch (error) {
        if (isStatus(error, 404)) return [];
        if (isStatus(error, 401)) throw fromUpstream(error);
        const text = isHttpError(error) ? defaultErrorText(error.body) : undefined;
        throw new AppError('UPSTREAM', text ?? PERSONALIZED_FAILURE, { cause: error });
      }
    },
    async jobByUrl({ token }: TCaller, url: string): Promise<TJob> {
      let answer: z.infer<typeof ZJobAnswer>;
      try {
        answer = await call(token, { path: '/jobs/job_by_url', query: { url }, schema: ZJobAnswer });
      } catch (error) {
        if (isStatus(error, 404)) throw new AppError('NOT_FOUND', JOB_NOT_FOUND, { cause: error });
        throw error instanceof UpstreamError ? fromUpstream(error) : error;
      }
      if (!answer.job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
      return answer.job;
    },
    preferenceOptions({ token }: TCaller): Promise<TPreferenceOptions> {
      return orDefault(call(token, { path: '/jobs/preferences', schema: ZPreferenceOptions }), { role_types: [], locations: [] });
    },
    async jobPreferences({ token }: TCaller): Promise<TSearchPreferences> {
      const answer = await orDefault(call(token, { path: '/user/job_search_preferences', schema: ZPreferencesAnswer }), { job_preferences: null });
      return answer.job_preferences ?? EMPTY;
    },
    async saveJobPreferences({ token }: TCaller, preferences: TSearchPreferences): Promise<void> {
      // Exactly the SPEC body: Rumbo's exclusions stay in Rumbo's own table.
      const body = { job_preferences: { locations: preferences.locations, fields: preferences.fields } };
      await asAppError(() => call(token, { method: 'PUT', path: '/user/job_search_preferences', body, schema: ZAnything }));
    },
    async resume({ token }: TCaller): Promise<TResume> {
      const answer = await orDefault(call(token, { path: '/user/resume', schema: ZResumeAnswer }), { resume_text: '' });
      const text = answer.resume_text ?? '';
      return { resume_text: text, hasResume: text.trim().length > 0 };
    },
    async saveResume({ token }: TCaller, resumeFile: string): Promise<void> {
      await asAppError(() => call(token, { method: 'PUT', path: '/user/resume', body: { resume_file: resumeFile }, schema: ZAnything }));
    },
    async touchLastActive({ token }: TIdentity): Promise<void> {
      await asAppError(() => call(token, { method: 'PUT', path: '/user/last-active', schema: ZAnything, expectStatus: 200 }));
    },
  };
}
