'use client';

import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { jobPagePath } from '~/domain/job-id';
import type { TListedJob } from '~/domain/jobs';
import { fieldLabel, placeLabel } from '~/domain/text-match';
import { useLabelLocale } from './filters-choices';
import { JobFacts } from './job-facts';
import { KeepButtons, KeepNotice, type TKeepAction, type TTrackNotice } from './keep-actions';
import { LIST_CHIP_LIMITS, type TChipLimits, type TMatchedJob } from './match-display';
import { MatchExplanation } from './match-explanation';

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
    <Card withBorder radius="md" p="md" data-testid="job-card" data-job-url={job.job_url}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              {rank ? (
                <Text fw={700} c="orange.8" data-testid="job-rank">
                  {rank}.
                </Text>
              ) : null}
              <Anchor component={Link} href={jobPagePath(job.job_url)} fw={600} c="inherit" data-testid="job-title" style={{ overflowWrap: 'anywhere' }}>
                {job.title || fieldLabel(job.role_type ?? '', locale)}
              </Anchor>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {job.company} · {placeLabel(job.location ?? '', locale)}
            </Text>
            <JobFacts job={job} size="xs" />
          </Stack>
          <Group gap="xs">
            <Anchor href={job.job_url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('view')}
            </Anchor>
            <KeepButtons status={status} pending={pending} isReady={isReady} onKeep={onKeep} />
          </Group>
        </Group>
        {job.match ? <MatchExplanation match={job.match} limits={chipLimits} /> : null}
        <KeepNotice notice={notice} />
      </Stack>
    </Card>
  );
}
