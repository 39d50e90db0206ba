'use client';

import type { ReactNode } from 'react';
import { PageLink } from '../page-link';
import { useTranslations } from 'next-intl';
import { jobPagePath } from '~/domain/jobs/path';
import type { TLabelledJob } from '~/domain/jobs/lists';
import { useLabelLocale } from './label-locale';
import { JobFacts } from './job-facts';
import { KeepButtons, KeepNotice, type TKeepAction, type TTrackNotice } from './keep-actions';
import type { TMatchedJob } from './match-display';
import classes from './job-card.module.css';

type TProps = {
  job: TMatchedJob<TLabelledJob>;
  /** The application's status when the job is kept. */
  status: string | undefined;
  /** The action under way on this card. */
  pending: TKeepAction | null;
  /** Whether the person's applications are known yet (the actions wait for them). */
  isReady: boolean;
  onKeep: (action: TKeepAction) => void;
  notice?: TTrackNotice;
  /** 1-based place in a ranked list, shown before the title. */
  rank?: number;
  /** Why it fits, for a job the engine ranked against the resume (the lists that show one pass it in). */
  explanation?: ReactNode;
};

/** One job in a list: what, where, when, why it fits (with a resume), and Save / Mark applied. */
export function JobCard({ job, status, pending, isReady, onKeep, notice = null, rank, explanation }: TProps) {
  const t = useTranslations('jobs');
  const names = job.labels[useLabelLocale()];
  return (
    <div className={classes.card} data-testid="job-card" data-job-url={job.job_url}>
      <div className={classes.top}>
        <div className={classes.what}>
          <div className={classes.heading}>
            {rank ? (
              <span className={classes.rank} data-testid="job-rank">
                {rank}.
              </span>
            ) : null}
            <PageLink href={jobPagePath(job.job_url)} className={classes.title} data-testid="job-title">
              {job.title || names.field}
            </PageLink>
          </div>
          <p className={classes.place}>
            {job.company} · {names.place}
          </p>
          <JobFacts job={job} size="xs" />
        </div>
        <div className={classes.actions}>
          <a href={job.job_url} target="_blank" rel="noopener noreferrer" className={classes.link}>
            {t('view')}
          </a>
          <KeepButtons status={status} pending={pending} isReady={isReady} onKeep={onKeep} />
        </div>
      </div>
      {explanation}
      <KeepNotice notice={notice} />
    </div>
  );
}
