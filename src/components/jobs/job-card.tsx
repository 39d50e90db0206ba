'use client';

import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { TListedJob } from '~/domain/jobs';

type TProps = { job: TListedJob; isTracked: boolean; isTracking: boolean; onTrack: () => void };

/** One job in a list: what, where, when, and the track action. */
export function JobCard({ job, isTracked, isTracking, onTrack }: TProps) {
  const t = useTranslations('jobs');
  const format = useFormatter();
  return (
    <Card withBorder radius="md" p="md" data-testid="job-card" data-job-url={job.job_url}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Text fw={600} data-testid="job-title">
            {job.title || job.role_type}
          </Text>
          <Text size="sm">
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
    </Card>
  );
}
