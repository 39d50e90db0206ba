'use client';

import { useLocale } from 'next-intl';
import { isLocale, type TLocale } from '~/domain/locale';

// Its own module: pages that show labels but no filters don't load the filter choices.
/** The interface language, for labels of places and fields. */
export function useLabelLocale(): TLocale {
  const locale = useLocale();
  return isLocale(locale) ? locale : 'en';
}
