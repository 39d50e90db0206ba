'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { TChoice } from '~/domain/job-choices';
import type { TNamedChoices } from '~/domain/jobs-schema';
import type { TLocale } from '~/domain/locale';
import { useLabelLocale } from './label-locale';
import type { TChoiceData } from '~/components/ui/choices';
import { api } from '~/trpc/react';

type TItem = { value: string; label: string };

/** A choice as the server names it. */
type TNamed = TNamedChoices['locations'][number];

/** One list of choices: what it offers, and its items for a select with the values already chosen. */
export type TChoiceList = { choices: TChoice[]; data: (chosen: readonly string[]) => TChoiceData };

const byLabel = (locale: TLocale) => (a: TItem, b: TItem) => a.label.localeCompare(b.label, locale);

/**
 * The location and field choices of the preference options, labelled in the interface language
 * ("Remoto (España)" reads "Remote (Spain)" in English). Broad places (countries, regions, remote
 * work) come first in their own group. A chosen value the options lack still shows, as written.
 */
export function useFilterChoices(): { locations: TChoiceList; fields: TChoiceList; isLoading: boolean } {
  const t = useTranslations('jobs');
  const locale = useLabelLocale();
  // Worded on the server (jobs.choices): the page loads no term tables.
  const named = api.jobs.choices.useQuery();
  const lists = useMemo(() => {
    const sort = byLabel(locale);
    const itemsOf = (choices: TNamed[]) => choices.map(({ value, labels }) => ({ value, label: labels[locale] })).sort(sort);
    const extras = (choices: TChoice[], chosen: readonly string[]) =>
      chosen.filter((value) => !choices.some((choice) => choice.value === value)).map((value) => ({ value, label: value }));
    const locations = named.data?.locations ?? [];
    const broad = itemsOf(locations.filter((choice) => choice.isBroad));
    const places = itemsOf(locations.filter((choice) => !choice.isBroad));
    const fields = named.data?.fields ?? [];
    const fieldItems = itemsOf(fields);
    return {
      locations: {
        choices: locations,
        data: (chosen: readonly string[]): TChoiceData =>
          [
            { group: t('broadPlaces'), items: broad },
            { group: t('places'), items: [...places, ...extras(locations, chosen)] },
          ].filter((group) => group.items.length > 0),
      },
      fields: { choices: fields, data: (chosen: readonly string[]): TChoiceData => [...fieldItems, ...extras(fields, chosen)] },
    };
  }, [named.data, locale, t]);
  return { ...lists, isLoading: named.isLoading };
}
