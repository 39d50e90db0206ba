'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { jobPagePath } from '~/domain/job-id';
import type { TListedJob } from '~/domain/jobs';
import { fieldLabel, placeLabel } from '~/domain/text-match';
import { useLabelLocale } from './filters-choices';
import { JobFacts } from './job-facts';
import { KeepButtons, KeepNotice, type TKeepAction, type TTrackNotice } from './keep-actions';
import { LIST_CHIP_LIMITS, type TChipLimits, type TMatchedJob } from './match-display';
import classes from './job-card.module.css';
import { lazyPart } from '../lazy-part';

// Only resume-matched jobs carry an explanation: its code and styles (score bar, skill chips) come
// with the first card that shows one, still server-rendered, and a list without one does without.
const MatchExplanation = lazyPart(() => import('./match-explanation').then((module) => module.MatchExplanation));

type TProps = {
  job: TMatchedJob<TListedJob>;
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
  chipLimits?: TChipLimits;
};

/** One job in a list: what, where, when, why it fits (with a resume), and Save / Mark applied. */
export function JobCard({ job, status, pending, isReady, onKeep, notice = null, rank, chipLimits = LIST_CHIP_LIMITS }: TProps) {
  const t = useTranslations('jobs');
  const locale = useLabelLocale();
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
            <Link href={jobPagePath(job.job_url)} className={classes.title} data-testid="job-title">
              {job.title || fieldLabel(job.role_type ?? '', locale)}
            </Link>
          </div>
          <p className={classes.place}>
            {job.company} · {placeLabel(job.location ?? '', locale)}
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
      {job.match ? <MatchExplanation match={job.match} limits={chipLimits} /> : null}
      <KeepNotice notice={notice} />
    </div>
  );
}
