import { JOB_LIMITS } from './limits';
import { JOB_SORTS, readFilterText, type TJobSort } from './search-filters';
import type { TLatestInput } from './search-schema';

/** The /jobs date filter: jobs posted within the last N days. */
export const DATE_WINDOWS = [1, 3, 7, 14] as const;

/** What the /jobs page shows, as its address holds it: Back, reload and a shared link keep it. */
export type TJobsQuery = { search: string; locations: string[]; fields: string[]; days: number; remote: boolean; sort: TJobSort; page: number };

export const DEFAULT_JOBS_QUERY: TJobsQuery = { search: '', locations: [], fields: [], days: JOB_LIMITS.latestDays, remote: false, sort: 'newest', page: 1 };

type TParams = Pick<URLSearchParams, 'get' | 'getAll'>;

const isWindow = (days: number) => (DATE_WINDOWS as readonly number[]).includes(days);

/**
 * The query an address holds (the names GET /api/jobs reads: search, location and field repeated,
 * days, remote, sort, page). Anything unreadable falls back to its default, so every link opens.
 */
export function jobsQueryFromParams(params: TParams): TJobsQuery {
  const list = (name: string) => [...new Set(params.getAll(name).map(readFilterText).filter(Boolean))].slice(0, JOB_LIMITS.filterValues);
  const days = Number(params.get('days'));
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: readFilterText(params.get('search')),
    locations: list('location'),
    fields: list('field'),
    days: isWindow(days) ? days : DEFAULT_JOBS_QUERY.days,
    remote: params.get('remote') === 'true',
    sort: JOB_SORTS.find((known) => known === sort) ?? DEFAULT_JOBS_QUERY.sort,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address form of a query; defaults are left out, so the plain page keeps a plain address. */
export function jobsQueryToParams(query: TJobsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  for (const location of query.locations) params.append('location', location);
  for (const field of query.fields) params.append('field', field);
  if (query.days !== DEFAULT_JOBS_QUERY.days) params.set('days', String(query.days));
  if (query.remote) params.set('remote', 'true');
  if (query.sort !== DEFAULT_JOBS_QUERY.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The `jobs.latest` input for a query: the whole window of its days, filtered, one page. */
export function latestInputOf(query: TJobsQuery): TLatestInput {
  const { search, locations, fields, days, remote, sort, page } = query;
  return { search: search.trim() || undefined, locations, fields, days, remote, sort, page, maxResults: JOB_LIMITS.latestMaxCap };
}

/** How many filters beyond the search narrow the list: shown on the button that opens them. */
export function activeFilterCount(query: TJobsQuery): number {
  return query.locations.length + query.fields.length + (query.days !== DEFAULT_JOBS_QUERY.days ? 1 : 0) + (query.remote ? 1 : 0);
}
