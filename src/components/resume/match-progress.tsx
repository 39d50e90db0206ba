'use client';

import { useTranslations } from 'next-intl';
import { Group, Stack, Text } from '~/components/ui/layout';
import { Progress } from '~/components/ui/progress';
import type { TMatchRequest } from '~/domain/resume-matching-schema';
import { shownProgress } from './match-phase';

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
      <Progress value={progress} isStriped aria-label={t('label')} />
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
