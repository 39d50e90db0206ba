'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { JOB_SORTS, type TJobSort } from '~/domain/jobs/search-filters';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { charactersOver } from '~/domain/text-limits';
import { activeFilterCount, DEFAULT_JOBS_QUERY, jobsQueryFromParams, jobsQueryToParams, latestInputOf, type TJobsQuery } from '~/domain/jobs/search-query';
import { api } from '~/trpc/react';
import { Group, Stack, Text } from '../ui/layout';
import { Button, Loader } from '../ui/controls';
import { DataError } from '../data/data-error';
import { FiltersPanel } from './filters-panel';
import { JobList } from './job-list';
import { ListPages } from './list-pages';
import { SegmentedChoice } from '../segmented-choice';
import { useDebounced } from '../use-debounced';

/**
 * The page's query lives in its address, so Back, reload and a shared link keep it. The native
 * history calls update `useSearchParams` without asking the server for the page again.
 */
function useJobsQuery(): [TJobsQuery, (next: TJobsQuery, how?: 'push' | 'replace') => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const query = useMemo(() => jobsQueryFromParams(params), [params]);
  const navigate = useCallback(
    (next: TJobsQuery, how: 'push' | 'replace' = 'push') => {
      const search = jobsQueryToParams(next).toString();
      const url = search ? `${pathname}?${search}` : pathname;
      if (how === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [pathname],
  );
  return [query, navigate];
}

/** The latest jobs with search, location, field, date and remote filters, a sort, and pages. */
export function JobsBrowser() {
  const t = useTranslations('jobs');
  const [query, navigate] = useJobsQuery();
  const listTop = useRef<HTMLDivElement>(null);
  // The box runs ahead of the address while the person types; Back or forward sets it from the address.
  const [searchText, setSearchText] = useState(query.search);
  useEffect(() => {
    const follow = () => setSearchText(jobsQueryFromParams(new URLSearchParams(window.location.search)).search);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  // Typing replaces the address (one history entry per search, not per letter). The other filters
  // are read from the address when it fires, as they may have changed during the pause.
  const addressQuery = () => jobsQueryFromParams(new URLSearchParams(window.location.search));
  const writeSearch = useDebounced((search: string) => navigate({ ...addressQuery(), search, page: 1 }, 'replace'), 300);
  const jobs = api.jobs.latest.useQuery(latestInputOf(query), { placeholderData: keepPreviousData });

  // From the address as it is now, not as this render saw it: two filters changed in quick
  // succession (before the page renders the first) both stay.
  const change = (patch: Partial<TJobsQuery>) => navigate({ ...addressQuery(), ...patch, page: 1 });
  const clear = () => {
    writeSearch.cancel();
    setSearchText('');
    navigate(DEFAULT_JOBS_QUERY);
  };
  const isFiltered = Boolean(query.search) || activeFilterCount(query) > 0;
  return (
    <Stack gap="md">
      <FiltersPanel
        query={query}
        searchText={searchText}
        onSearchText={(text) => {
          setSearchText(text);
          // A search beyond its limit is refused beside the box, not cut: the list keeps the last search (docs/product-rules.md §9.3).
          if (charactersOver(text, JOB_LIMITS.filterLength, true) === 0) writeSearch.call(text.trim());
        }}
        onChange={change}
        onClear={clear}
      />
      {/* Busy while a new query loads and the previous list still shows. */}
      <div ref={listTop} aria-busy={jobs.isPlaceholderData} data-testid="jobs-results">
        {jobs.isError ? (
          <DataError error={jobs.error} resource="jobs" onRetry={() => void jobs.refetch()} />
        ) : !jobs.data ? (
          <Loader size="sm" />
        ) : (
          <Stack gap="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" data-testid="jobs-total">
                {t('results', { count: jobs.data.total })}
              </Text>
              <SegmentedChoice<TJobSort>
                size="xs"
                label={t('sort')}
                value={query.sort}
                onChange={(sort) => change({ sort })}
                data={JOB_SORTS.map((sort) => ({ value: sort, label: t(sort === 'newest' ? 'sortNewest' : 'sortMatch') }))}
              />
            </Group>
            <JobList jobs={jobs.data.jobs} empty={t('empty')} />
            {!jobs.data.total && isFiltered ? (
              <Button variant="light" onClick={clear} style={{ width: 'fit-content' }}>
                {t('clearFilters')}
              </Button>
            ) : null}
            <ListPages total={jobs.data.pageCount} value={jobs.data.page} onChange={(page) => navigate({ ...addressQuery(), page })} listTop={listTop} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
