'use client';

import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { REFRESH_MS } from '~/domain/applications';
import { api } from '~/trpc/react';
import { LinkButton } from '../link-button';
import { DataError } from '../data/data-error';
import { JobList } from './job-list';

/** SPEC §4 job list: personalised matches (marked) or the fallback; refreshed every 5 minutes and on focus. */
export function MatchesList({ limit }: { limit?: number }) {
  const t = useTranslations('jobs');
  const matches = api.jobs.matches.useQuery(undefined, { refetchInterval: REFRESH_MS.matches });
  if (matches.isError) return <DataError error={matches.error} resource="jobs" onRetry={() => void matches.refetch()} />;
  if (!matches.data) return <Loader size="sm" aria-label={t('loading')} />;
  const jobs = limit ? matches.data.jobs.slice(0, limit) : matches.data.jobs;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {matches.data.isPersonalized ? (
          <Badge color="orange" size="lg" data-testid="personalized-marker">
            {t('personalized')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" data-testid="fallback-note">
            {t('fallback')}
          </Text>
        )}
        {limit ? null : (
          <LinkButton href="/job-preferences" variant="subtle" size="xs">
            {t('editPreferences')}
          </LinkButton>
        )}
      </Group>
      <JobList jobs={jobs} empty={t('emptyMatches')} />
    </Stack>
  );
}
