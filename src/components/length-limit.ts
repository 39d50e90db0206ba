'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { charactersOver, textLength } from '~/domain/text-limits';

/** What a limited text field shows: its count ("1,950 / 2,000 characters") and, beyond the limit, why it cannot be saved. */
export type TLengthLimit = { count: string; error: string | undefined; isOver: boolean };

/**
 * The count and refusal of a field with a character limit, in the interface's language: shown as
 * the person types, so a limit is seen before it bites and a text beyond it is refused, never cut
 * (docs/product-rules.md §9.3).
 */
export function useLengthLimit(): (value: string, max: number, options?: { isTrimmed?: boolean; isSearch?: boolean }) => TLengthLimit {
  const t = useTranslations('common');
  const format = useFormatter();
  return useCallback(
    (value, max, options) => {
      const over = charactersOver(value, max, options?.isTrimmed);
      return {
        count: t('charCount', { count: format.number(textLength(value, options?.isTrimmed)), max: format.number(max) }),
        error: over > 0 ? t(options?.isSearch ? 'tooLongSearch' : 'tooLong', { over, max: format.number(max) }) : undefined,
        isOver: over > 0,
      };
    },
    [t, format],
  );
}
