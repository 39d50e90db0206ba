'use client';

import { useTranslations } from 'next-intl';
import type { TChoiceWords } from './ui/choices';

/** What a field of chosen values says itself, in the interface language. */
export function useChoiceWords(): TChoiceWords {
  const t = useTranslations('common');
  return { remove: (item) => t('removeItem', { item }), nothingFound: t('nothingFound') };
}
