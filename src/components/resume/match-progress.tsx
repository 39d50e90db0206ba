'use client';

import { useTranslations } from 'next-intl';
import { PlainGroup, PlainStack, PlainText } from '~/components/plain/layout';
import { PlainProgress } from '~/components/plain/progress';
import type { TMatchRequest } from '~/domain/resume-matching';
import { shownProgress } from './match-phase';
import '@mantine/core/styles/Progress.css';

/** The ranking under way: a progress bar and what is happening, announced politely as it changes. */
export function MatchProgress({ request, fileName }: { request: TMatchRequest | undefined; fileName: string }) {
  const t = useTranslations('resume.progress');
  const progress = shownProgress(request?.progress);
  const step = request?.status === 'processing' ? 'processing' : request ? 'pending' : 'sending';
  return (
    <PlainStack gap="xs" data-testid="match-progress" data-status={request?.status ?? 'sending'}>
      <PlainText size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('file', { name: fileName })}
      </PlainText>
      <PlainProgress value={progress} isStriped aria-label={t('label')} />
      <PlainGroup justify="space-between" wrap="nowrap" gap="sm">
        {/* Only the step is announced: a screen reader hearing every percent would hear nothing else. */}
        <PlainText size="sm" role="status" aria-live="polite" data-testid="match-status">
          {t(step)}
        </PlainText>
        <PlainText size="sm" fw={600} aria-hidden>
          {progress}%
        </PlainText>
      </PlainGroup>
    </PlainStack>
  );
}
