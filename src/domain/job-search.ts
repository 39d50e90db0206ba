import { byNewest, preferenceScore, type TJob, type TJobPreferences } from './jobs';
import { containsAny, containsText } from './text-match';

import type { TLatestInput } from './job-search-schema';
export { FILTER_TEXT_PATTERN, JOB_SORTS, readFilterText, type TJobSort } from './job-filter-rules';
import type { TJobSort } from './job-filter-rules';
export type { TLatestInput } from './job-search-schema';

/** Filters of the /jobs page: any of the locations, any of the fields, remote work only, and a search. */
export type TJobFilters = { search?: string; locations?: readonly string[]; fields?: readonly string[]; remote?: boolean };

/** The filters a latest-jobs input asks for, its one-value filters among the others. */
export function filtersOf(input: TLatestInput): TJobFilters {
  const withOne = (list: string[] | undefined, one: string | undefined) => [...(list ?? []), ...(one ? [one] : [])].filter(Boolean);
  return { search: input.search, locations: withOne(input.locations, input.location), fields: withOne(input.fields, input.field), remote: input.remote };
}

/** A job done away from an office: flagged remote, or its location says so in either language. */
export function isRemoteJob(job: Pick<TJob, 'remote' | 'location'>): boolean {
  return job.remote === true || containsText(job.location, 'remote');
}

/**
 * The /jobs filters, each case-, accent- and language-insensitive ("analitica" finds "Analítica",
 * "Mexico City" finds "Ciudad de México"): a search over title, company, location and field.
 */
export function filterJobs<T extends TJob>(jobs: T[], filters: TJobFilters): T[] {
  const search = filters.search?.trim();
  const inLocation = filters.locations?.length ? containsAny(filters.locations) : null;
  const inField = filters.fields?.length ? containsAny(filters.fields) : null;
  const hasSearch = search ? containsAny([search]) : null;
  return jobs.filter(
    (job) =>
      (!inLocation || inLocation(job.location)) &&
      (!inField || inField(job.role_type)) &&
      (!filters.remote || isRemoteJob(job)) &&
      (!hasSearch || [job.title, job.company, job.location, job.role_type].some(hasSearch)),
  );
}

/**
 * Orders a filtered list. Best match puts a search found in the title first, then the preferred
 * fields, then the preferred locations (`preferenceScore`); newest first among equals, and for `newest`.
 */
export function sortJobs<T extends TJob>(jobs: T[], sort: TJobSort, context: { search?: string; preferences?: TJobPreferences | null }): T[] {
  if (sort === 'newest') return [...jobs].sort(byNewest);
  const search = context.search?.trim();
  const score = (job: T) => (search && containsText(job.title, search) ? 4 : 0) + (context.preferences ? preferenceScore(job, context.preferences) : 0);
  return jobs
    .map((job) => ({ job, score: score(job) }))
    .sort((a, b) => b.score - a.score || byNewest(a.job, b.job))
    .map(({ job }) => job);
}
