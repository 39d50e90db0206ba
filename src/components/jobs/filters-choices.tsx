'use client';

import { useTranslations } from 'next-intl';
import { api } from '~/trpc/react';
import { useChoiceLists, type TChoiceList } from './choice-lists';

export type { TChoiceList } from './choice-lists';

/**
 * The location and field choices of the preference options, labelled in the interface language
 * (see useChoiceLists), for the filters and `/job-preferences`.
 */
export function useFilterChoices(): { locations: TChoiceList; fields: TChoiceList; isLoading: boolean } {
  const t = useTranslations('jobs');
  // Worded on the server (jobs.choices): the page loads no term tables.
  const named = api.jobs.choices.useQuery();
  const lists = useChoiceLists(named.data, { broad: t('broadPlaces'), places: t('places') });
  return { ...lists, isLoading: named.isLoading };
}
