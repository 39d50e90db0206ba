'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { TMatchExplanation } from '~/domain/matching/types';
import { clampScore, LIST_CHIP_LIMITS, scoreColor, visibleSkills, type TChipLimits, type TMatchedJob } from './match-display';
import { useLabelLocale } from './label-locale';
import { useReasonText } from './use-reason-text';
import type { TStyle } from '../ui/controls';
import classes from './match-explanation.module.css';

// Dark text on a pale fill: Mantine's default light badges fall under 4.5:1 for green and grey.
const CHIP_COLORS = {
  matched: { background: 'var(--mantine-color-green-0)', color: '#1b5e2a', border: '1px solid var(--mantine-color-green-3)' },
  missing: { background: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-8)', border: '1px solid var(--mantine-color-gray-3)' },
} as const;

type TSkillKind = keyof typeof CHIP_COLORS;

/** A skill as a chip (a badge's size, small radius, as written) on a list item, in the kind's colours. */
function Chip({ kind, children, ...rest }: { kind: TSkillKind; children: ReactNode; 'data-testid'?: string }) {
  return (
    <li style={CHIP_COLORS[kind]} className={classes.chip} {...rest}>
      <span className={classes.chipLabel}>{children}</span>
    </li>
  );
}

/** One labelled list of skills as chips, cut at `max` with a "+N more" chip. */
function SkillChips({ kind, skills, max }: { kind: TSkillKind; skills: string[]; max: number }) {
  const t = useTranslations('matching');
  const labelId = useId();
  const { shown, hidden } = visibleSkills(skills, max);
  if (!shown.length) return null;
  return (
    <div className={classes.skills} data-testid={`${kind}-skills`}>
      <p id={labelId} className={classes.skillsLabel}>
        {t(kind)}
      </p>
      <ul className={classes.chips} aria-labelledby={labelId}>
        {shown.map((skill) => (
          <Chip key={skill} kind={kind} data-testid="skill-chip">
            {skill}
          </Chip>
        ))}
        {hidden ? <Chip kind={kind}>{t('more', { count: hidden })}</Chip> : null}
      </ul>
    </div>
  );
}

/** Why a job fits: the score as a number and a bar, the one-line reason, matched and missing skills. */
export function MatchExplanation({ match, limits = LIST_CHIP_LIMITS }: { match: TMatchExplanation; limits?: TChipLimits }) {
  const t = useTranslations('matching');
  const reasonText = useReasonText();
  const locale = useLabelLocale();
  const names = match.labels?.[locale];
  const score = clampScore(match.score);
  const barStyle: TStyle = { width: `${score}%`, backgroundColor: `var(--mantine-color-${scoreColor(score).replace('.', '-')})` };
  return (
    <div className={classes.explanation} data-testid="match-explanation">
      <div className={classes.scoreRow}>
        <p className={classes.score} data-testid="match-score" data-score={score}>
          {t('score', { score })}
        </p>
        {/* The number beside it says the same, so the bar is hidden from screen readers. */}
        <div className={classes.track} aria-hidden>
          <div className={classes.bar} style={barStyle} />
        </div>
      </div>
      <p className={classes.reason} data-testid="match-reason">
        {reasonText(match)}
      </p>
      <SkillChips kind="matched" skills={names?.matched ?? match.matched_skills} max={limits.matched} />
      <SkillChips kind="missing" skills={names?.missing ?? match.missing_skills} max={limits.missing} />
    </div>
  );
}

/** A job list's `explain`: the explanation of each job the engine ranked, with these chip limits. */
export const explainWith =
  (limits: TChipLimits) =>
  ({ match }: TMatchedJob<unknown>): ReactNode =>
    match ? <MatchExplanation match={match} limits={limits} /> : null;
