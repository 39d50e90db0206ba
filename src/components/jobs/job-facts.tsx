'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { TJob, TLabelledJob } from '~/domain/jobs/lists';
import { payLabel } from '~/domain/pay';
import { Badge } from '../ui/controls';
import { useLabelLocale } from './label-locale';
import classes from './job-card.module.css';

/** A job's field and pay period (in the interface's language), pay and posting date, each when known. */
export function JobFacts({ job, size }: { job: Pick<TJob, 'role_type' | 'salary' | 'creation_date'> & Pick<TLabelledJob, 'labels'>; size: 'xs' | 'md' }) {
  const t = useTranslations('jobs');
  const format = useFormatter();
  const locale = useLabelLocale();
  return (
    <div className={classes.facts} data-size={size}>
      {job.role_type ? (
        <Badge variant="light" color="sage">
          {job.labels[locale].field}
        </Badge>
      ) : null}
      {job.salary ? (
        <p className={size === 'xs' ? `${classes.fact} ${classes.dimmed}` : classes.fact} data-testid="job-salary">
          {payLabel(job.salary, locale)}
        </p>
      ) : null}
      {job.creation_date ? (
        <p className={`${classes.fact} ${classes.dimmed}`}>{t('posted', { date: format.dateTime(new Date(job.creation_date), { dateStyle: 'medium' }) })}</p>
      ) : null}
    </div>
  );
}
