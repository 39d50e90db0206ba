'use client';

import { Stack, Text } from '@mantine/core';
import type { TListedJob } from '~/domain/jobs';
import { JobCard, type TTrackNotice } from './job-card';
import type { TChipLimits, TMatchedJob } from './match-display';
import { useTracking } from './use-tracking';

type TProps = {
  jobs: TMatchedJob<TListedJob>[];
  empty: string;
  /** Numbers the cards: the list is a ranking, best first. */
  isRanked?: boolean;
  chipLimits?: TChipLimits;
};

/** Jobs with their track action; a tracked job shows as such everywhere, and the outcome of tracking shows on its card. */
export function JobList({ jobs, empty, isRanked = false, chipLimits }: TProps) {
  const { tracked, track } = useTracking();
  if (!jobs.length) return <Text c="dimmed">{empty}</Text>;
  const noticeFor = (jobUrl: string): TTrackNotice => {
    if (track.variables?.job_url !== jobUrl) return null;
    return track.isSuccess ? 'tracked' : track.isError ? 'failed' : null;
  };
  return (
    <Stack gap="sm" data-testid="job-list">
      {jobs.map((job, index) => (
        <JobCard
          key={job.job_url}
          job={job}
          isTracked={tracked.has(job.job_url)}
          isTracking={track.isPending && track.variables?.job_url === job.job_url}
          onTrack={() => track.mutate({ job_url: job.job_url })}
          notice={noticeFor(job.job_url)}
          rank={isRanked ? index + 1 : undefined}
          chipLimits={chipLimits}
        />
      ))}
    </Stack>
  );
}
