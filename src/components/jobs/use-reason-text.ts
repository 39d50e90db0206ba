'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { TMatchReason } from '~/domain/matching/types';

/** A match's one-line reason in the current language; a code this catalogue does not know yet reads as the generic line. */
export function useReasonText(): (reason: TMatchReason) => string {
  const t = useTranslations('matching.reasons');
  return useCallback(
    (reason: TMatchReason) => {
      // The engine names the codes; the catalogue may lag behind it, so the key is checked at run time.
      const key = reason.code as 'generic';
      return /^[A-Za-z0-9_]+$/.test(reason.code) && t.has(key) ? t(key, reason.values) : t('generic');
    },
    [t],
  );
}
