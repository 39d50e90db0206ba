'use client';

import { notices } from '~/components/providers/notices';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { NativeSelect } from '~/components/ui/native-select';
import { Switch } from '~/components/ui/switch';
import { Group, Stack, Text } from '~/components/ui/layout';
import { Alert, Button, Loader } from '~/components/ui/controls';
import { APPLICATION_STATUSES, isKnownStatus } from '~/domain/applications';
import { DataError } from '../data/data-error';
import { useTracking } from '../jobs/use-tracking';
import { useLatch } from '../use-latch';
import { ApplicationBoard } from './application-board';
import { ApplicationTable } from './application-table';
import { ExportApplicationsButton } from './export-button';
import { useStatusLabel } from './status-label';
import { useApplicationUpdate } from './use-applications';
import { SegmentedChoice } from '../segmented-choice';
import { setBrowserCookie } from '../browser-cookie';
import { VIEW_COOKIE, type TApplicationsView } from './view-cookie';
import { lazyPart } from '../lazy-part';

/** Loaded when first opened: its form validation (zod) is not part of the page's first load. */
const AddJobForm = lazyPart(() => import('./add-job-form').then((module) => module.AddJobForm));
/** Loaded when an application is first opened: the drawer, its form and its timeline. */
const ApplicationDrawer = lazyPart(() => import('./application-drawer').then((module) => module.ApplicationDrawer));

/**
 * The applications as a list or a board, a status filter, archived ones on request, details with
 * history, dates and notes, a job found elsewhere added by hand, and CSV export. `knownIsPhone`:
 * the screen as the server knows it (the screen cookie), so the list paints in its final form;
 * `knownView`: the view last chosen (its cookie).
 */
export function ApplicationsView({ knownIsPhone, knownView }: { knownIsPhone?: boolean; knownView?: TApplicationsView }) {
  const t = useTranslations('applications');
  const { applications } = useTracking();
  const update = useApplicationUpdate();
  // The last chosen view, from its cookie: the page opens as the person left it, in place from the first paint.
  const [view, setViewState] = useState<TApplicationsView>(knownView ?? 'list');
  const setView = (next: TApplicationsView) => {
    setViewState(next);
    setBrowserCookie(VIEW_COOKIE, next);
  };
  const [filter, setFilter] = useState<string | null>(null);
  // The list comes with the page's HTML, so a status can be chosen before the page's code runs:
  // that choice, still in the field, is taken up once it does.
  const filterField = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = filterField.current?.value;
    if (chosen) setFilter(chosen);
  }, []);
  const [showArchived, setShowArchived] = useState(false);
  const [openUrl, setOpenUrl] = useState<string | null>(null);
  const isDrawerWanted = useLatch(openUrl !== null);
  const [isAdding, setAdding] = useState(false);
  const label = useStatusLabel();
  if (applications.isError) return <DataError error={applications.error} resource="applications" onRetry={() => void applications.refetch()} />;
  if (!applications.data) return <Loader size="sm" />;
  const all = applications.data;
  // Archived applications stay out of the board and, unless asked for, out of the list.
  const active = all.filter((a) => !a.archived_at);
  const archivedCount = all.length - active.length;
  const listed = (showArchived ? all : active).filter((a) => !filter || a.status === filter);
  const move = (jobUrl: string, status: string) => {
    // A toast confirms the move: on a phone the card leaves the one column shown.
    if (isKnownStatus(status)) update.mutate({ job_url: jobUrl, status }, { onSuccess: () => notices.show({ color: 'teal', message: t('movedTo', { status: label(status) }) }) });
  };
  const props = { onMove: move, onOpen: (a: { job_url: string }) => setOpenUrl(a.job_url), isMoving: update.isPending };
  return (
    <Stack data-testid="applications-view">
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
          {view === 'list' ? (
            <NativeSelect
              ref={filterField}
              aria-label={t('filter')}
              data={[{ value: '', label: t('all') }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: label(s) }))]}
              value={filter ?? ''}
              onChange={(event) => setFilter(event.currentTarget.value || null)}
              w={200}
            />
          ) : null}
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
      {update.isError ? <Alert color="red">{t('updateFailed')}</Alert> : null}
      {all.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : view === 'list' ? (
        listed.length ? (
          <ApplicationTable applications={listed} knownIsPhone={knownIsPhone} {...props} />
        ) : (
          <Group gap="sm" data-testid="applications-none-shown">
            <Text c="dimmed">{t('noneShown')}</Text>
            <Button
              variant="subtle"
              onClick={() => {
                setFilter(null);
                setShowArchived(true);
              }}
            >
              {t('showAll')}
            </Button>
          </Group>
        )
      ) : (
        <ApplicationBoard applications={active} knownIsPhone={knownIsPhone} {...props} />
      )}
      {isDrawerWanted ? <ApplicationDrawer application={all.find((a) => a.job_url === openUrl) ?? null} onClose={() => setOpenUrl(null)} /> : null}
      {isAdding ? (
        <AddJobForm
          opened
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
