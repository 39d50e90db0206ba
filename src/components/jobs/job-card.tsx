'use client';

import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { TListedJob } from '~/domain/jobs';
import { LIST_CHIP_LIMITS, type TChipLimits, type TMatchedJob } from './match-display';
import { MatchExplanation } from './match-explanation';

/** The outcome of the last track action on this card, shown beside it. */
export type TTrackNotice = 'tracked' | 'failed' | null;

type TProps = {
  job: TMatchedJob<TListedJob>;
  isTracked: boolean;
  isTracking: boolean;
  onTrack: () => void;
  notice?: TTrackNotice;
  /** 1-based place in a ranked list, shown before the title. */
  rank?: number;
  chipLimits?: TChipLimits;
};

/** One job in a list: what, where, when, why it fits (with a resume), and the track action. */
export function JobCard({ job, isTracked, isTracking, onTrack, notice = null, rank, chipLimits = LIST_CHIP_LIMITS }: TProps) {
  const t = useTranslations('jobs');
  const format = useFormatter();
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
              <Text fw={600} data-testid="job-title" style={{ overflowWrap: 'anywhere' }}>
                {job.title || job.role_type}
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {job.company} · {job.location}
            </Text>
            <Group gap="xs">
              {job.role_type ? (
                <Badge variant="light" color="sage">
                  {job.role_type}
                </Badge>
              ) : null}
              {job.salary ? (
                <Text size="xs" c="dimmed">
                  {job.salary}
                </Text>
              ) : null}
              {job.creation_date ? (
                <Text size="xs" c="dimmed">
                  {t('posted', { date: format.dateTime(new Date(job.creation_date), { dateStyle: 'medium' }) })}
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Group gap="xs">
            <Anchor href={job.job_url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('view')}
            </Anchor>
            {isTracked ? (
              <Badge color="teal" variant="light" size="lg">
                {t('tracked')}
              </Badge>
            ) : (
              <Button size="xs" onClick={onTrack} loading={isTracking}>
                {t('track')}
              </Button>
            )}
          </Group>
        </Group>
        {job.match ? <MatchExplanation match={job.match} limits={chipLimits} /> : null}
        {notice === 'tracked' ? (
          <Alert color="teal" py="xs" data-testid="track-notice" role="status">
            {t('trackedNotice')}
          </Alert>
        ) : null}
        {notice === 'failed' ? (
          <Alert color="red" py="xs" role="alert">
            {t('trackFailed')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
