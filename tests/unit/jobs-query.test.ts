import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_JOBS_QUERY, jobsQueryFromParams, jobsQueryToParams, latestInputOf, type TJobsQuery } from '~/domain/jobs/search-query';
import { ZLatestInput } from '~/domain/jobs/search-schema';

const read = (search: string) => jobsQueryFromParams(new URLSearchParams(search));

describe('the /jobs address', () => {
  it('holds every filter, the sort and the page; the plain page has a plain address', () => {
    const query: TJobsQuery = { search: 'analitica', locations: ['Spain', 'Remote (US)'], fields: ['Data Science'], days: 7, remote: true, sort: 'match', page: 3 };
    const params = jobsQueryToParams(query);
    expect(params.toString()).toBe('search=analitica&location=Spain&location=Remote+%28US%29&field=Data+Science&days=7&remote=true&sort=match&page=3');
    expect(read(params.toString())).toEqual(query);
    expect(jobsQueryToParams(DEFAULT_JOBS_QUERY).toString()).toBe('');
    expect(activeFilterCount(query)).toBe(5);
  });

  it('opens any link: unreadable values fall back to their defaults', () => {
    expect(read('days=5&page=-2&sort=random&remote=yes&search=%00x')).toEqual(DEFAULT_JOBS_QUERY);
    expect(read(`location=${'x'.repeat(101)}&location=Lima&location=Lima`).locations).toEqual(['Lima']);
    expect(read(Array.from({ length: 30 }, (_, i) => `field=f${i}`).join('&')).fields).toHaveLength(20);
  });

  it('always gives an input jobs.latest accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('search', 'location', 'field', 'days', 'remote', 'sort', 'page', 'x'), fc.string({ maxLength: 120 })), { maxLength: 30 }),
        (pairs) => {
          const query = jobsQueryFromParams(new URLSearchParams(pairs));
          expect(ZLatestInput.safeParse(latestInputOf(query)).success).toBe(true);
          expect(jobsQueryFromParams(jobsQueryToParams(query))).toEqual({ ...query, search: query.search.trim() });
        },
      ),
    );
  });
});
