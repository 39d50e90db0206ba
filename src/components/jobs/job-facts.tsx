'use client';

import { Badge, Group, Text, type MantineSize } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { TJob } from '~/domain/jobs';
import { fieldLabel } from '~/domain/text-match';
import { useLabelLocale } from './filters-choices';

/** A job's field (in the interface's language), pay and posting date, each when known. */
export function JobFacts({ job, size }: { job: Pick<TJob, 'role_type' | 'salary' | 'creation_date'>; size: MantineSize }) {
  const t = useTranslations('jobs');
  const format = useFormatter();
  const locale = useLabelLocale();
  return (
    <Group gap={size === 'xs' ? 'xs' : 'sm'}>
      {job.role_type ? (
        <Badge variant="light" color="sage">
          {fieldLabel(job.role_type, locale)}
        </Badge>
      ) : null}
      {job.salary ? (
        <Text size={size} c={size === 'xs' ? 'dimmed' : undefined} data-testid="job-salary">
          {job.salary}
        </Text>
      ) : null}
      {job.creation_date ? (
        <Text size={size} c="dimmed">
          {t('posted', { date: format.dateTime(new Date(job.creation_date), { dateStyle: 'medium' }) })}
        </Text>
      ) : null}
    </Group>
  );
}
