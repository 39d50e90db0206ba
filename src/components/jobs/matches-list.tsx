'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, type ComponentType } from 'react';
import { REFRESH_MS } from '~/domain/applications';
import { JOBS_PAGE_SIZE } from '~/domain/jobs/limits';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';
import { Badge, LinkButton, Loader } from '../ui/controls';
import { JobList } from './job-list';
import classes from './job-card.module.css';
import type { ListPages } from './list-pages';
import { LIST_CHIP_LIMITS } from './match-display';
import { explainWith } from './match-explanation';

const explainForList = explainWith(LIST_CHIP_LIMITS);

/** The page of the matches the address asks for (`?page=2`), within the pages there are. */
function usePage(pageCount: number): [number, (page: number) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, Math.max(1, pageCount)) : 1;
  return [page, (next) => router.push(next > 1 ? `${pathname}?page=${next}` : pathname, { scroll: false })];
}

/**
 * docs/product-rules.md §4 job list: personalised matches (marked) or the fallback; refreshed every 5 minutes and on
 * focus. With a `limit` (the dashboard) the first few; else all of them, counted, 20 to a page
 * with `Pages` for the page controls (see AllMatches: the dashboard loads no page controls).
 */
export function MatchesList({ limit, Pages }: { limit?: number; Pages?: ComponentType<Parameters<typeof ListPages>[0]> }) {
  const t = useTranslations('jobs');
  const matches = api.jobs.matches.useQuery(limit ? { limit } : undefined, { refetchInterval: REFRESH_MS.matches });
  const all = matches.data?.jobs ?? [];
  const pageCount = Math.ceil(all.length / JOBS_PAGE_SIZE);
  const [page, setPage] = usePage(pageCount);
  const listTop = useRef<HTMLDivElement>(null);
  if (matches.isError) return <DataError error={matches.error} resource="jobs" onRetry={() => void matches.refetch()} />;
  if (!matches.data) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  const jobs = limit ? all.slice(0, limit) : all.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE);
  return (
    <div className={classes.list} ref={listTop}>
      <div className={classes.listHead}>
        {matches.data.isPersonalized ? (
          <Badge color="orange" size="lg" data-testid="personalized-marker">
            {t('personalized')}
          </Badge>
        ) : all.length ? (
          <p className={classes.note} data-testid="fallback-note">
            {t(matches.data.isNarrowed === false ? 'fallbackAll' : 'fallback')}
          </p>
        ) : null}
        {limit ? null : (
          <LinkButton href="/job-preferences" variant="subtle" size="xs">
            {t('editPreferences')}
          </LinkButton>
        )}
      </div>
      {limit || !all.length ? null : (
        <p className={classes.total} data-testid="matches-total">
          {t('matchCount', { count: all.length })}
        </p>
      )}
      <JobList jobs={jobs} empty={t('emptyMatches')} explain={explainForList} />
      {!Pages || pageCount <= 1 ? null : <Pages total={pageCount} value={page} onChange={setPage} listTop={listTop} />}
    </div>
  );
}
