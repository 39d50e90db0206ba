'use client';

import { useCallback, useMemo } from 'react';
import { ONBOARDING_STORAGE_KEY, parseOnboardingState, type TOnboardingState } from '~/domain/onboarding';
import { useStoredItem, writeStoredItem } from './stored-item';

/**
 * docs/product-rules.md §3 onboarding state, kept in local storage under `onboarding_state` on every change, so a
 * reload resumes the step and the answers. Until the browser has read it (the server render and
 * hydration) it is the first step with nothing filled in, what a new visitor sees anyway, so the
 * page paints the form at once instead of a loader that the form then pushes aside.
 */
export function useOnboardingState(): { state: TOnboardingState; save: (next: TOnboardingState) => void } {
  const raw = useStoredItem(ONBOARDING_STORAGE_KEY);
  const state = useMemo(() => parseOnboardingState(raw ?? null), [raw]);
  const save = useCallback((next: TOnboardingState) => writeStoredItem(ONBOARDING_STORAGE_KEY, JSON.stringify(next)), []);
  return { state, save };
}

/** The account exists (or is being made): the answers are no longer needed in this browser. */
export function clearOnboardingState() {
  writeStoredItem(ONBOARDING_STORAGE_KEY, null);
}
