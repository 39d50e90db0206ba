'use client';

import { Alert, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { APPLICATION_STATUSES, isKnownStatus } from '~/domain/applications';
import { DataError } from '../data/data-error';
import { useTracking } from '../jobs/use-tracking';
import { ApplicationBoard } from './application-board';
import { ApplicationDrawer } from './application-drawer';
import { ApplicationTable } from './application-table';
import { ExportApplicationsButton, useStatusLabel } from './export-button';
import { useApplicationUpdate } from './use-applications';

/** The applications as a list or a board, a status filter, details with history and notes, and CSV export. */
export function ApplicationsView() {
  const t = useTranslations('applications');
  const { applications } = useTracking();
  const update = useApplicationUpdate();
  const [view, setView] = useState<'list' | 'board'>('list');
  const [filter, setFilter] = useState<string | null>(null);
  const [openUrl, setOpenUrl] = useState<string | null>(null);
  const label = useStatusLabel();
  if (applications.isError) return <DataError error={applications.error} resource="applications" onRetry={() => void applications.refetch()} />;
  if (!applications.data) return <Loader size="sm" />;
  const all = applications.data;
  const shown = filter ? all.filter((a) => a.status === filter) : all;
  const move = (jobUrl: string, status: string) => {
    if (isKnownStatus(status)) update.mutate({ job_url: jobUrl, status });
  };
  const props = { onMove: move, onOpen: (a: { job_url: string }) => setOpenUrl(a.job_url), isMoving: update.isPending };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v === 'board' ? 'board' : 'list')}
            data={[
              { value: 'list', label: t('list') },
              { value: 'board', label: t('board') },
            ]}
          />
          {view === 'list' ? (
            <Select
              aria-label={t('filter')}
              placeholder={t('all')}
              data={APPLICATION_STATUSES.map((s) => ({ value: s, label: label(s) }))}
              value={filter}
              onChange={setFilter}
              clearable
              w={200}
            />
          ) : null}
        </Group>
        <ExportApplicationsButton applications={view === 'list' ? shown : all} />
      </Group>
      {update.isError ? <Alert color="red">{t('updateFailed')}</Alert> : null}
      {all.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : view === 'list' ? (
        <ApplicationTable applications={shown} {...props} />
      ) : (
        <ApplicationBoard applications={all} {...props} />
      )}
      <ApplicationDrawer application={all.find((a) => a.job_url === openUrl) ?? null} onClose={() => setOpenUrl(null)} />
    </Stack>
  );
}
