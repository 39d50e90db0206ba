import { containsAny } from '../text-match';

import { cleanPreferenceList } from './rules';
import type { TJob, TJobLabels, TJobPreferences } from './schema';
export type { TJob, TJobPreferences, TPreferenceOptions } from './schema';
// The value rules the schemas share; their own module so that ./schema.ts never imports this one.
export { cleanPreferenceList, isJobUrl, JOB_URL_MAX } from './rules';

/** A job fit for a list: it has a company (docs/product-rules.md §5). */
export type TListedJob = TJob & { company: string };

/** A listed job as the screens get it: with its place and field named in each interface language. */
export type TLabelledJob = TListedJob & { labels: TJobLabels };

/** docs/product-rules.md §5: a job with an empty or missing company is dropped from every list. */
export function hasCompany<T extends Pick<TJob, 'company'>>(job: T): job is T & { company: string } {
  return typeof job.company === 'string' && job.company.trim().length > 0;
}

/** docs/product-rules.md §5: newest first by creation_date; a missing date counts as 0. */
export function byNewest(a: Pick<TJob, 'creation_date'>, b: Pick<TJob, 'creation_date'>): number {
  return (b.creation_date ?? 0) - (a.creation_date ?? 0);
}

/** The docs/product-rules.md §3 part of the preferences, the only part the jobs/user API stores; exclusions are Rumbo's own. */
export type TSearchPreferences = Pick<TJobPreferences, 'locations' | 'fields'>;

/** Companies and titles a user never wants to see; kept in Rumbo's users table whichever API holds the rest. */
export type TExclusions = Pick<TJobPreferences, 'excluded_companies' | 'excluded_titles'>;

export const EMPTY_PREFERENCES: TJobPreferences = { locations: [], fields: [], excluded_companies: [], excluded_titles: [] };

/** Preferences as saved (`cleanPreferenceList` on each list), or null when a list breaks a rule. */
export function cleanPreferences(preferences: TJobPreferences): TJobPreferences | null {
  const [locations, fields, excluded_companies, excluded_titles] = [preferences.locations, preferences.fields, preferences.excluded_companies, preferences.excluded_titles].map(
    cleanPreferenceList,
  );
  return locations && fields && excluded_companies && excluded_titles ? { locations, fields, excluded_companies, excluded_titles } : null;
}

/** Whether the text contains any needle, as `containsAny` reads it: case, accents and language aside. */
const includesAny = (value: string | null | undefined, needles: readonly string[]) => containsAny(needles)(value);

/**
 * docs/product-rules.md §5 preference match: case-insensitive substring on location and role_type, applied to the
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

/** docs/product-rules.md §5 fallback list: companies present, filtered by preferences, newest first. */
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
