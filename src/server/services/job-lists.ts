import { filtersOf, filterJobs, sortJobs, type TLatestInput } from '~/domain/jobs/search';
import { JOBS_PAGE_SIZE } from '~/domain/jobs/limits';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { fallbackJobs, hasCompany, matchesPreferences, type TListedJob } from '~/domain/jobs/lists';
import type { TCaller, TJobsSource, TMatchedJob } from '../sources/types';
import { exclusionsOf } from '~/domain/user-record';
import { readPreferences } from './preferences';

/**
 * Personalised jobs keep `match` (why the engine ranked them) when the source gave one. The latest
 * jobs instead say whether the person's places or fields narrowed them (`isNarrowed`), so the page
 * does not call every latest job one "for your preferences".
 */
export type TJobList = { jobs: Array<TListedJob & Pick<TMatchedJob, 'match'>>; isPersonalized: boolean; isNarrowed?: boolean };

/**
 * docs/product-rules.md §4 job list loading: personalised jobs first, marked personalised when any exist; else the
 * latest jobs (14 days, at most 15) filtered by the user's preferences, newest first (docs/product-rules.md §5).
 * Rumbo's exclusions apply to both.
 */
export async function loadJobList(jobs: TJobsSource, caller: TCaller): Promise<TJobList> {
  const noSearch = { locations: [], fields: [], ...exclusionsOf(caller.user) };
  const personalized = (await jobs.personalizedJobs(caller)).filter(hasCompany).filter((job) => matchesPreferences(job, noSearch));
  if (personalized.length) return { jobs: personalized, isPersonalized: true };
  const [latest, preferences] = await Promise.all([jobs.latestJobs(caller, { days: JOB_LIMITS.fallbackDays, maxResults: JOB_LIMITS.fallbackMax }), readPreferences(jobs, caller)]);
  return { jobs: fallbackJobs(latest, preferences), isPersonalized: false, isNarrowed: preferences.locations.length + preferences.fields.length > 0 };
}

export type TJobsPage = { jobs: TListedJob[]; total: number; page: number; pageCount: number };

/**
 * The /jobs page: latest jobs with companies, filtered and sorted here whichever source answered
 * (the docs/product-rules.md §7 API takes only days and max_results), one page of them (pages count from 1).
 */
export async function latestJobsPage(jobs: TJobsSource, caller: TCaller, input: TLatestInput): Promise<TJobsPage> {
  const sort = input.sort ?? 'newest';
  const [latest, preferences] = await Promise.all([
    jobs.latestJobs(caller, { days: input.days, maxResults: input.maxResults }),
    // Best match weighs the stored preferences; newest needs no second call.
    sort === 'match' ? readPreferences(jobs, caller) : null,
  ]);
  const listed = sortJobs(filterJobs(latest.filter(hasCompany), filtersOf(input)), sort, { search: input.search, preferences });
  const pageCount = Math.max(1, Math.ceil(listed.length / JOBS_PAGE_SIZE));
  const page = Math.min(input.page, pageCount);
  return { jobs: listed.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE), total: listed.length, page, pageCount };
}
