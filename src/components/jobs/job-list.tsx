'use client';

import { Alert, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { TListedJob } from '~/domain/jobs';
import { JobCard } from './job-card';
import { useTracking } from './use-tracking';

/** Jobs with their track action; a tracked job shows as such everywhere. */
export function JobList({ jobs, empty }: { jobs: TListedJob[]; empty: string }) {
  const t = useTranslations('jobs');
  const { tracked, track } = useTracking();
  if (!jobs.length) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm" data-testid="job-list">
      {track.isError ? <Alert color="red">{t('trackFailed')}</Alert> : null}
      {track.isSuccess ? (
        <Alert color="teal" data-testid="track-notice">
          {t('trackedNotice')}
        </Alert>
      ) : null}
      {jobs.map((job) => (
        <JobCard
          key={job.job_url}
          job={job}
          isTracked={tracked.has(job.job_url)}
          isTracking={track.isPending && track.variables?.job_url === job.job_url}
          onTrack={() => track.mutate({ job_url: job.job_url })}
        />
      ))}
    </Stack>
  );
}
