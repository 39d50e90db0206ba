'use client';

import { notices } from '~/components/providers/notices';
import type { TPrefill } from '~/domain/extension';
import { useTranslations } from 'next-intl';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { NativeSelect } from '~/components/ui/native-select';
import { Switch } from '~/components/ui/switch';
import { TextInput } from '~/components/ui/inputs';
import { useEarlyText } from '~/components/ui/typed-early';
import { Group, Stack, Text } from '~/components/ui/layout';
import { Alert, Button, Loader } from '~/components/ui/controls';
import { APPLICATION_STATUSES, isKnownStatus, type TApplicationStatus } from '~/domain/applications';
import { LIST_PAGE, searchApplications, windowOf, withTrackerShown, type TTrackerShown } from '~/domain/tracker-view';
import { DataError } from '../data/data-error';
import { useTracking } from '../jobs/use-tracking';
import { useLabelLocale } from '../jobs/label-locale';
import { useLatch } from '../use-latch';
import { ApplicationBoard } from './application-board';
import { ApplicationTable } from './application-table';
import { ExportApplicationsButton } from './export-button';
import { useStatusLabel } from './status-label';
import { useApplicationUpdate, useDeleteWithUndo } from './use-applications';
import { SegmentedChoice } from '../segmented-choice';
import { setBrowserCookie } from '../browser-cookie';
import { VIEW_COOKIE, type TApplicationsView } from './view-cookie';
import { lazyPart, PartWhenReady, preloadedPart } from '../lazy-part';

/** Loaded when first opened: its form validation (zod) is not part of the page's first load. */
const AddJobForm = lazyPart(() => import('./add-job-form').then((module) => module.AddJobForm));
/**
 * The drawer, its form and its timeline: fetched at the first sign the person is about to use the
 * page (a pointer over it, a touch, the keyboard's focus in it), so a click on a card seldom waits
 * for its code. Not as soon as the page has hydrated: evaluating it and adding its styles then was
 * the largest part of the page's blocking time on a slow phone (docs/quality-figures.md).
 */
const drawerPart = preloadedPart(() => import('./application-drawer').then((module) => module.ApplicationDrawer));

/** Asks for the drawer's code (one fetch however often it is asked); a failure is left to the click that opens it. */
const fetchDrawerCode = () => void drawerPart.preload().catch(() => undefined);

const SEARCH_ID = 'applications-search';

// Opening an application's details, or any change outside the list, leaves the rows and cards as
// they are: with hundreds of applications, rendering them again made the first click slower.
const ShownTable = memo(ApplicationTable);
const ShownBoard = memo(ApplicationBoard);

/**
 * The applications as a list or a board, searched by text and filtered by status, shown a page at
 * a time ("Show more"), archived ones on request, details with history, dates and notes, a job
 * found elsewhere added by hand, and CSV export. `knownIsPhone`: the screen as the server knows it
 * (the screen cookie), so the list paints in its final form; `knownView`: the view last chosen (its
 * cookie); `knownShown`: the status and search the address asks for, kept in it as they change.
 */
export function ApplicationsView({
  knownIsPhone,
  knownView,
  knownShown,
  prefill,
}: {
  knownIsPhone?: boolean;
  knownView?: TApplicationsView;
  knownShown?: TTrackerShown;
  prefill?: TPrefill | null;
}) {
  const t = useTranslations('applications');
  const { applications } = useTracking();
  const update = useApplicationUpdate();
  const deleteWithUndo = useDeleteWithUndo();
  const locale = useLabelLocale();
  // The last chosen view, from its cookie: the page opens as the person left it, in place from the first paint.
  const [view, setViewState] = useState<TApplicationsView>(knownView ?? 'list');
  const setView = (next: TApplicationsView) => {
    setViewState(next);
    setBrowserCookie(VIEW_COOKIE, next);
  };
  const [filter, setFilter] = useState<TApplicationStatus | null>(knownShown?.status ?? null);
  const [query, setQuery] = useState(knownShown?.search ?? '');
  // Kept in the address, replaced rather than added to the history: a reload, a shared link and
  // Back from a job's page show the same status and search (Next's documented use of replaceState).
  useEffect(() => {
    const next = withTrackerShown(window.location.search, { status: filter, search: query });
    if (next !== window.location.search) window.history.replaceState(null, '', `${window.location.pathname}${next}${window.location.hash}`);
  }, [filter, query]);
  const [listPages, setListPages] = useState(1);
  // The list comes with the page's HTML, so a search can be typed, or cleared, before the page's
  // code runs: what is in the box then is taken up once it does (the status field does the same
  // for a status chosen then).
  useEarlyText(SEARCH_ID, query, (typed) => {
    setQuery(typed);
    setListPages(1);
  });
  const [showArchived, setShowArchived] = useState(false);
  const [openUrl, setOpenUrl] = useState<string | null>(null);
  const isDrawerWanted = useLatch(openUrl !== null);
  // The bookmarklet opens /applications?add=1&… : the add-a-job form, filled in with the page's job.
  const [isAdding, setAdding] = useState(Boolean(prefill));
  const label = useStatusLabel();
  const data = applications.data;
  // Searched and filtered once per change of the list or of what is asked, not on every render.
  const views = useMemo(() => {
    if (!data) return null;
    // Archived applications stay out of the board and, unless asked for, out of the list.
    const active = data.filter((a) => !a.archived_at);
    const pool = view === 'list' && showArchived ? data : active;
    const listed = searchApplications(pool, query, (a) => a.placeLabels?.[locale] ?? a.location).filter((a) => !filter || a.status === filter);
    return { active, archivedCount: data.length - active.length, listed };
  }, [data, view, showArchived, query, filter, locale]);
  // The list's rows shown so far ("Show more" adds a page), and how many are left.
  const listWindow = useMemo(() => {
    if (!views) return { rows: [], remaining: 0 };
    const { shown, remaining } = windowOf(views.listed.length, listPages, LIST_PAGE);
    return { rows: views.listed.slice(0, shown), remaining };
  }, [views, listPages]);
  const move = (jobUrl: string, status: string) => {
    // A toast confirms the move: on a phone the card leaves the one column shown.
    if (isKnownStatus(status)) update.mutate({ job_url: jobUrl, status }, { onSuccess: () => notices.show({ color: 'teal', message: t('movedTo', { status: label(status) }) }) });
  };
  // The rows and cards get handlers that stay the same from one render to the next.
  const latestMove = useRef(move);
  useLayoutEffect(() => {
    latestMove.current = move;
  });
  const onMove = useCallback((jobUrl: string, status: string) => latestMove.current(jobUrl, status), []);
  const onOpen = useCallback((application: { job_url: string }) => setOpenUrl(application.job_url), []);
  if (applications.isError) return <DataError error={applications.error} resource="applications" onRetry={() => void applications.refetch()} />;
  if (!data || !views) return <Loader size="sm" />;
  const all = data;
  const { active, archivedCount, listed } = views;
  const { remaining } = listWindow;
  const props = { onMove, onOpen, isMoving: update.isPending };
  const showAll = () => {
    setFilter(null);
    setQuery('');
    setShowArchived(true);
    setListPages(1);
  };
  return (
    <Stack data-testid="applications-view" onPointerOver={fetchDrawerCode} onPointerDown={fetchDrawerCode} onFocus={fetchDrawerCode}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <SegmentedChoice<TApplicationsView>
            label={t('viewAs')}
            value={view}
            onChange={setView}
            data={[
              { value: 'list', label: t('list') },
              { value: 'board', label: t('board') },
            ]}
          />
          <NativeSelect
            aria-label={t('filter')}
            data={[{ value: '', label: t('all') }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: label(s) }))]}
            value={filter ?? ''}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              setFilter(isKnownStatus(chosen) ? chosen : null);
              setListPages(1);
            }}
            w={180}
          />
          {view === 'list' && archivedCount ? (
            <Switch label={t('showArchived', { count: archivedCount })} checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} />
          ) : null}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
          <ExportApplicationsButton applications={view === 'list' ? listed : active} />
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <div style={{ flex: '1 1 16rem', maxWidth: '28rem' }}>
          <TextInput
            id={SEARCH_ID}
            type="search"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setListPages(1);
            }}
            data-testid="applications-search"
          />
        </div>
        <Text size="sm" c="dimmed" role="status" data-testid="applications-count">
          {t('resultCount', { count: listed.length })}
        </Text>
      </Group>
      {update.isError ? <Alert color="red">{t('updateFailed')}</Alert> : null}
      {all.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : listed.length === 0 ? (
        <Group gap="sm" data-testid="applications-none-shown">
          <Text c="dimmed">{t('noneShown')}</Text>
          <Button variant="subtle" onClick={showAll}>
            {t('showAll')}
          </Button>
        </Group>
      ) : view === 'list' ? (
        <>
          <ShownTable applications={listWindow.rows} knownIsPhone={knownIsPhone} {...props} />
          {remaining > 0 ? (
            <Button variant="default" onClick={() => setListPages(listPages + 1)} data-testid="list-show-more" style={{ alignSelf: 'center' }}>
              {t('showMore', { count: Math.min(remaining, LIST_PAGE) })}
            </Button>
          ) : null}
        </>
      ) : (
        <ShownBoard shownFor={`${filter}|${query}`} applications={listed} only={filter} knownIsPhone={knownIsPhone} {...props} />
      )}
      {/* Rendered once its code is here, so that it shows as soon as it can. */}
      <PartWhenReady
        part={drawerPart}
        isWanted={isDrawerWanted}
        application={all.find((a) => a.job_url === openUrl) ?? null}
        onClose={() => setOpenUrl(null)}
        onDelete={(application) => {
          setOpenUrl(null);
          deleteWithUndo(application);
        }}
      />
      {isAdding ? (
        <AddJobForm
          opened
          initial={prefill ?? undefined}
          onClose={() => setAdding(false)}
          onAdded={(jobUrl) => {
            setAdding(false);
            setOpenUrl(jobUrl);
          }}
        />
      ) : null}
    </Stack>
  );
}
