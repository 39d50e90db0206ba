import { z } from 'zod';
import { containsAny } from './text-match';

/** SPEC §9 job-list constants. */
export const JOB_LIMITS = {
  latestDays: 14,
  latestMax: 50,
  personalizedDays: 28,
  fallbackDays: 14,
  fallbackMax: 15,
  /** The most a single latest-jobs call may ask for; the /jobs page pages through it (14 busy days fit). */
  latestMaxCap: 2000,
  /** Preference lists: entries per list and characters per entry. */
  preferenceEntries: 50,
  preferenceLength: 100,
  /** Free-text filters (search, location, field). */
  filterLength: 100,
  /** Values one multi-value filter (locations, fields) may hold. */
  filterValues: 20,
  /** The widest window of days any jobs call may ask for. */
  maxDays: 90,
} as const;

/** A job as the jobs API returns it (SPEC §3); unknown extra fields are dropped at the boundary. */
export const ZJob = z.object({
  job_url: z.string(),
  company: z.string().nullish(),
  location: z.string().nullish(),
  role_type: z.string().nullish(),
  creation_date: z.number().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  salary: z.string().nullish(),
  remote: z.boolean().nullish(),
  language: z.string().nullish(),
});
export type TJob = z.infer<typeof ZJob>;

/** A job fit for a list: it has a company (SPEC §5). */
export type TListedJob = TJob & { company: string };

/** SPEC §5: a job with an empty or missing company is dropped from every list. */
export function hasCompany<T extends Pick<TJob, 'company'>>(job: T): job is T & { company: string } {
  return typeof job.company === 'string' && job.company.trim().length > 0;
}

/** SPEC §5: newest first by creation_date; a missing date counts as 0. */
export function byNewest(a: Pick<TJob, 'creation_date'>, b: Pick<TJob, 'creation_date'>): number {
  return (b.creation_date ?? 0) - (a.creation_date ?? 0);
}

const preferenceList = z
  .array(z.string().trim().min(1).max(JOB_LIMITS.preferenceLength))
  .max(JOB_LIMITS.preferenceEntries)
  .transform((list) => [...new Set(list)]);
const storedList = z
  .array(z.string())
  .nullish()
  .transform((list) => list ?? []);

/** Job preferences as read from storage or an API: SPEC §3 locations and fields, plus companies and titles to exclude. */
export const ZJobPreferences = z.object({
  locations: storedList,
  fields: storedList,
  excluded_companies: storedList,
  excluded_titles: storedList,
});
export type TJobPreferences = z.output<typeof ZJobPreferences>;

/** The SPEC §3 part of the preferences, the only part the jobs/user API stores; exclusions are Rumbo's own. */
export type TSearchPreferences = Pick<TJobPreferences, 'locations' | 'fields'>;
export const ZSearchPreferences = ZJobPreferences.pick({ locations: true, fields: true });
/** Companies and titles a user never wants to see; kept in Rumbo's users table whichever API holds the rest. */
export type TExclusions = Pick<TJobPreferences, 'excluded_companies' | 'excluded_titles'>;

/** Job preferences a user may save: at most 50 entries of 1 to 100 characters per list, duplicates removed. */
export const ZJobPreferencesInput = z.object({
  locations: preferenceList.default([]),
  fields: preferenceList.default([]),
  excluded_companies: preferenceList.default([]),
  excluded_titles: preferenceList.default([]),
});
export const EMPTY_PREFERENCES: TJobPreferences = { locations: [], fields: [], excluded_companies: [], excluded_titles: [] };

/** Preference options (SPEC §3). */
export const ZPreferenceOptions = z.object({ role_types: z.array(z.string()).default([]), locations: z.array(z.string()).default([]) });
export type TPreferenceOptions = z.output<typeof ZPreferenceOptions>;

/** Whether the text contains any needle, as `containsAny` reads it: case, accents and language aside. */
const includesAny = (value: string | null | undefined, needles: readonly string[]) => containsAny(needles)(value);

/**
 * SPEC §5 preference match: case-insensitive substring on location and role_type, applied to the
 * normalised forms (accents folded, English and Spanish names of a place or field alike: "Remote"
 * finds "Remoto (España)"); an empty list means no filter on that dimension. Excluded companies
 * and titles never match.
 */
export function matchesPreferences(job: TJob, preferences: TJobPreferences): boolean {
  return preferenceFilter(preferences)(job);
}

/** `matchesPreferences` with the preferences normalised once, for filtering long lists. */
export function preferenceFilter(preferences: TJobPreferences): (job: TJob) => boolean {
  const inLocation = preferences.locations.length ? containsAny(preferences.locations) : null;
  const inField = preferences.fields.length ? containsAny(preferences.fields) : null;
  const excludedCompany = preferences.excluded_companies.length ? containsAny(preferences.excluded_companies) : null;
  const excludedTitle = preferences.excluded_titles.length ? containsAny(preferences.excluded_titles) : null;
  return (job) => (!inLocation || inLocation(job.location)) && (!inField || inField(job.role_type)) && !excludedCompany?.(job.company) && !excludedTitle?.(job.title);
}

/** SPEC §5 fallback list: companies present, filtered by preferences, newest first. */
export function fallbackJobs(jobs: TJob[], preferences: TJobPreferences): TListedJob[] {
  return jobs.filter(hasCompany).filter(preferenceFilter(preferences)).sort(byNewest);
}

/**
 * Personalised ranking: how well a job fits the preferences. Matching a preferred field counts
 * more than a location (a field is who you are, a location can change), then recency breaks ties.
 */
export function preferenceScore(job: TJob, preferences: TJobPreferences): number {
  const field = preferences.fields.length && includesAny(job.role_type, preferences.fields) ? 2 : 0;
  const location = preferences.locations.length && includesAny(job.location, preferences.locations) ? 1 : 0;
  return field + location;
}

/** Personalised jobs: recent jobs matching the stored preferences, best fit first, then newest. No preferences, no personalisation. */
export function personalizedJobs(jobs: TJob[], preferences: TJobPreferences): TListedJob[] {
  if (!preferences.locations.length && !preferences.fields.length) return [];
  return jobs
    .filter(hasCompany)
    .filter(preferenceFilter(preferences))
    .map((job) => ({ job, score: preferenceScore(job, preferences) }))
    .sort((a, b) => b.score - a.score || byNewest(a.job, b.job))
    .map(({ job }) => job);
}

/** A job URL users and feeds may store: absolute http(s), at most 2,048 characters. */
export const ZJobUrl = z
  .string()
  .trim()
  .max(2048, 'Invalid job URL')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'Invalid job URL');
