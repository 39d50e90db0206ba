import type { TLocale } from '~/domain/locale';
import type { TMatchRequest, TUploadInput } from '~/domain/resume-matching-schema';
import type { TApiApplication } from '~/domain/applications';
import type { TJob, TPreferenceOptions, TSearchPreferences } from '~/domain/jobs/lists';
import type { TMatchExplanation } from '~/domain/matching/types';
import type { TApplicationItem } from '../db/applications-repo';
import type { TUserRecord } from '../db/users-repo';

/**
 * Who a data call is for. Rumbo's own sources read `user` (already loaded and checked by the
 * procedure, so nothing is read or verified twice); the docs/product-rules.md §7 HTTP clients attach `token`;
 * `locale` is the interface language, in which explanations name skills and roles.
 */
export type TCaller = { user: TUserRecord; token: string | undefined; locale?: TLocale };
/** Who a call is for when it needs no stored record (the activity ping): the email, or the bearer token. */
export type TIdentity = { email: string; token: string | undefined };

export type TResume = { resume_text: string; hasResume: boolean };

/** A personalised job; Rumbo's own source adds why it matches when it ranked a stored resume. */
export type TMatchedJob = TJob & { match?: TMatchExplanation };

/**
 * The docs/product-rules.md §7 jobs and user API. Both implementations answer alike: the same values, the same
 * empty defaults, and failures as `AppError` with the same code and message.
 */
export type TJobsSource = {
  /** GET /jobs/latest_jobs: defaults 14 days, 50 results. */
  latestJobs(caller: TCaller, options?: { days?: number; maxResults?: number }): Promise<TJob[]>;
  /** GET /user/latest_personalized_jobs: default 28 days; none → []. */
  personalizedJobs(caller: TCaller, options?: { days?: number }): Promise<TMatchedJob[]>;
  /** GET /jobs/job_by_url: NOT_FOUND 'Job not found' otherwise. */
  jobByUrl(caller: TCaller, url: string): Promise<TJob>;
  /** GET /jobs/preferences: empty lists on error. */
  preferenceOptions(caller: TCaller): Promise<TPreferenceOptions>;
  /** GET /user/job_search_preferences: empty lists on error. */
  jobPreferences(caller: TCaller): Promise<TSearchPreferences>;
  /** PUT /user/job_search_preferences with {job_preferences: {locations, fields}}. */
  saveJobPreferences(caller: TCaller, preferences: TSearchPreferences): Promise<void>;
  /** GET /user/resume: hasResume when the text is non-empty; hasResume false on error. */
  resume(caller: TCaller): Promise<TResume>;
  /** PUT /user/resume with {resume_file}. */
  saveResume(caller: TCaller, resumeFile: string): Promise<void>;
  /** PUT /user/last-active. */
  touchLastActive(identity: TIdentity): Promise<void>;
};

/** The docs/product-rules.md §7 applications API: a status change is the same POST as tracking. */
export type TApplicationsSource = {
  /** GET /applications with an optional status. */
  list(caller: TCaller, status?: string): Promise<TApiApplication[]>;
  /** POST /applications {job_url, status}: creates the application or moves it to `status`. */
  save(caller: TCaller, input: { job_url: string; status: string }): Promise<TApiApplication | null>;
  /** Deletes the application, where the API can (Rumbo's own); docs/product-rules.md §7 has no delete. */
  remove?(caller: TCaller, jobUrl: string): Promise<void>;
  /**
   * Rumbo's own source only, which keeps the applications in the tracker's own table: what `list`
   * answers, worked out from the tracker's items, so a list reads that table once instead of twice.
   */
  fromTracker?(items: readonly TApplicationItem[], status?: string): TApiApplication[];
};

/** The largest resume text either API accepts. */
export const RESUME_MAX = 100_000;

/**
 * The docs/product-rules.md §7 resume-matching API. docs/product-rules.md §6: no bearer token is attached; a request is found
 * again by its unguessable id. Rumbo's own implementation also ties a request to the caller.
 */
export type TResumeMatchingSource = {
  /** POST /resume-to-jobs-upload {pdf_data, captcha_token}: checks, reads the text, starts matching off the request path. */
  upload(caller: TCaller, input: TUploadInput): Promise<{ request_id: string }>;
  /** GET /resume-to-jobs-request?request_id=…: where the request stands, then its ranked jobs. */
  request(caller: TCaller, requestId: string): Promise<TMatchRequest>;
};
