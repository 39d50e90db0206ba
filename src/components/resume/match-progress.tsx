'use client';

import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { TMatchRequest } from '~/domain/resume-matching';
import { shownProgress } from './match-phase';
import '@mantine/core/styles/Progress.css';

/** The ranking under way: a progress bar and what is happening, announced politely as it changes. */
export function MatchProgress({ request, fileName }: { request: TMatchRequest | undefined; fileName: string }) {
  const t = useTranslations('resume.progress');
  const progress = shownProgress(request?.progress);
  const step = request?.status === 'processing' ? 'processing' : request ? 'pending' : 'sending';
  return (
    <Stack gap="xs" data-testid="match-progress" data-status={request?.status ?? 'sending'}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('file', { name: fileName })}
      </Text>
      <Progress value={progress} size="lg" radius="xl" striped animated aria-label={t('label')} />
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {/* Only the step is announced: a screen reader hearing every percent would hear nothing else. */}
        <Text size="sm" role="status" aria-live="polite" data-testid="match-status">
          {t(step)}
        </Text>
        <Text size="sm" fw={600} aria-hidden>
          {progress}%
        </Text>
      </Group>
    </Stack>
  );
}
