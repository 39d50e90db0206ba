'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { reasonText } from '~/domain/matching/reason-text';
import type { TMatchExplanation } from '~/domain/matching/types';
import { useLabelLocale } from './label-locale';

/** A match's one-line reason in the current language, from the ids the engine gave and the names the server sent. */
export function useReasonText(): (match: Pick<TMatchExplanation, 'reason' | 'labels'>) => string {
  const t = useTranslations('matching');
  const locale = useLabelLocale();
  const intlLocale = useLocale();
  const list = useMemo(() => {
    const format = new Intl.ListFormat(intlLocale, { type: 'conjunction' });
    return (items: string[]) => format.format(items);
  }, [intlLocale]);
  return useCallback(
    // The engine names the codes; the catalogue may lag behind it, so keys are checked at run time.
    (match) =>
      reasonText(
        { t: t as unknown as (key: string, values?: Record<string, string | number>) => string, has: (key) => t.has(key as 'line') },
        match.reason,
        match.labels?.[locale],
        list,
      ),
    [t, locale, list],
  );
}
