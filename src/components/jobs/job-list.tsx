'use client';

import type { ReactNode } from 'react';
import type { TLabelledJob } from '~/domain/jobs/lists';
import { JobCard } from './job-card';
import { useKeepJob } from './keep-actions';
import type { TMatchedJob } from './match-display';
import classes from './job-card.module.css';

type TProps = {
  jobs: TMatchedJob<TLabelledJob>[];
  empty: string;
  /** Numbers the cards: the list is a ranking, best first. */
  isRanked?: boolean;
  /** What a card shows of why its job fits (lists of resume-ranked jobs). */
  explain?: (job: TMatchedJob<TLabelledJob>) => ReactNode;
};

/** Jobs with their Save and Mark applied actions; a kept job shows its status everywhere, and the outcome of the last action shows on its card. */
export function JobList({ jobs, empty, isRanked = false, explain }: TProps) {
  const { statusOf, isReady, keep, pendingFor, noticeFor } = useKeepJob();
  if (!jobs.length) return <p className={classes.empty}>{empty}</p>;
  return (
    <div className={classes.list} data-testid="job-list">
      {jobs.map((job, index) => (
        <JobCard
          key={job.job_url}
          job={job}
          status={statusOf.get(job.job_url)}
          pending={pendingFor(job.job_url)}
          isReady={isReady}
          onKeep={(action) => keep(job.job_url, action)}
          notice={noticeFor(job.job_url)}
          rank={isRanked ? index + 1 : undefined}
          explanation={explain?.(job)}
        />
      ))}
    </div>
  );
}
