'use client';

import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { TMatchExplanation } from '~/domain/matching/types';
import { clampScore, LIST_CHIP_LIMITS, scoreColor, visibleSkills, type TChipLimits } from './match-display';
import { useReasonText } from './use-reason-text';
import '@mantine/core/styles/Progress.css';

// Dark text on a pale fill: Mantine's default light badges fall under 4.5:1 for green and grey.
const CHIP_COLORS = {
  matched: { bg: 'green.0', c: '#1b5e2a', bd: '1px solid var(--mantine-color-green-3)' },
  missing: { bg: 'gray.1', c: 'gray.8', bd: '1px solid var(--mantine-color-gray-3)' },
} as const;

type TSkillKind = keyof typeof CHIP_COLORS;

/** One labelled list of skills as chips, cut at `max` with a "+N more" chip. */
function SkillChips({ kind, skills, max }: { kind: TSkillKind; skills: string[]; max: number }) {
  const t = useTranslations('matching');
  const labelId = useId();
  const { shown, hidden } = visibleSkills(skills, max);
  if (!shown.length) return null;
  const colors = CHIP_COLORS[kind];
  return (
    <Group gap={6} align="center" wrap="wrap" data-testid={`${kind}-skills`}>
      <Text id={labelId} size="xs" fw={600}>
        {t(kind)}
      </Text>
      <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={labelId} wrap="wrap">
        {shown.map((skill) => (
          <Badge key={skill} component="li" variant="light" tt="none" radius="sm" size="md" maw="100%" {...colors} data-testid="skill-chip">
            {skill}
          </Badge>
        ))}
        {hidden ? (
          <Badge component="li" variant="light" tt="none" radius="sm" size="md" {...colors}>
            {t('more', { count: hidden })}
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}

/** Why a job fits: the score as a number and a bar, the one-line reason, matched and missing skills. */
export function MatchExplanation({ match, limits = LIST_CHIP_LIMITS }: { match: TMatchExplanation; limits?: TChipLimits }) {
  const t = useTranslations('matching');
  const reasonText = useReasonText();
  const score = clampScore(match.score);
  return (
    <Stack gap={6} data-testid="match-explanation">
      <Group gap="sm" wrap="nowrap" align="center">
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="match-score" data-score={score}>
          {t('score', { score })}
        </Text>
        {/* The number beside it says the same, so the bar is hidden from screen readers. */}
        <Progress value={score} color={scoreColor(score)} size="md" radius="xl" aria-hidden style={{ flex: '1 1 auto', maxWidth: '14rem' }} />
      </Group>
      <Text size="sm" data-testid="match-reason">
        {reasonText(match.reason)}
      </Text>
      <SkillChips kind="matched" skills={match.matched_skills} max={limits.matched} />
      <SkillChips kind="missing" skills={match.missing_skills} max={limits.missing} />
    </Stack>
  );
}
