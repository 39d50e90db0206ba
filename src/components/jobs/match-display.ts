import type { TMatchExplanation } from '~/domain/matching/types';

/** A job as a list shows it, with its match explanation when the user's resume ranked it. */
export type TMatchedJob<TJob> = TJob & { match?: TMatchExplanation | null };

/** How many skill chips a card shows before "+N more": compact on lists, fuller on the result screen. */
export type TChipLimits = { matched: number; missing: number };
export const LIST_CHIP_LIMITS: TChipLimits = { matched: 5, missing: 3 };
export const RESULT_CHIP_LIMITS: TChipLimits = { matched: 10, missing: 6 };

/** The bar's colour by score band; the number beside it carries the meaning, so colour is never the only cue. */
export function scoreColor(score: number): 'green.8' | 'orange.7' | 'gray.6' {
  if (score >= 70) return 'green.8';
  if (score >= 40) return 'orange.7';
  return 'gray.6';
}

/** The first `max` skills (duplicates and blanks dropped) and how many more were left out. */
export function visibleSkills(skills: readonly string[], max: number): { shown: string[]; hidden: number } {
  const distinct = [...new Set(skills.map((s) => s.trim()).filter(Boolean))];
  const limit = Math.max(0, max);
  return { shown: distinct.slice(0, limit), hidden: Math.max(0, distinct.length - limit) };
}

/** A score as a whole number from 0 to 100, whatever the engine sends. */
export function clampScore(score: number): number {
  return Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;
}
