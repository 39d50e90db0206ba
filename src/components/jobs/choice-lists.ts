'use client';

import { useMemo } from 'react';
import type { TChoice } from '~/domain/jobs/choices';
import type { TNamedChoices } from '~/domain/jobs/schema';
import type { TLocale } from '~/domain/locale';
import type { TChoiceData } from '~/components/ui/choices';
import { useLabelLocale } from './label-locale';

type TItem = { value: string; label: string; alsoFoundBy?: readonly string[] };

/** A choice as the server names it. */
type TNamed = TNamedChoices['locations'][number];

/** One list of choices: what it offers, its items for a select with the values already chosen, and the label of a value. */
export type TChoiceList = { choices: TChoice[]; data: (chosen: readonly string[]) => TChoiceData; labelOf: (value: string) => string };

const byLabel = (locale: TLocale) => (a: TItem, b: TItem) => a.label.localeCompare(b.label, locale);

/**
 * The location and field choices the server named (`jobs.choices`, `onboarding.options`), labelled
 * in the interface language ("Remoto (España)" reads "Remote (Spain)" in English) while the values
 * stay the options' own. Broad places (countries, regions, remote work) come first in their own
 * group. A chosen value the options lack still shows, as written. Typed text finds an option by its
 * name in either language.
 */
export function useChoiceLists(named: TNamedChoices | undefined, groups: { broad: string; places: string }): { locations: TChoiceList; fields: TChoiceList } {
  const locale = useLabelLocale();
  const { broad: broadGroup, places: placesGroup } = groups;
  return useMemo(() => {
    const sort = byLabel(locale);
    // Typed in either language, a name finds its option: "diseño" finds Design in English too.
    const itemsOf = (choices: TNamed[]) =>
      choices.map(({ value, labels }) => ({ value, label: labels[locale], alsoFoundBy: Object.values(labels).filter((name) => name !== labels[locale]) })).sort(sort);
    const extras = (choices: TChoice[], chosen: readonly string[]) =>
      chosen.filter((value) => !choices.some((choice) => choice.value === value)).map((value) => ({ value, label: value }));
    const labelsOf = (choices: TNamed[]) => {
      const labels = new Map(choices.map((choice) => [choice.value, choice.labels[locale]]));
      return (value: string) => labels.get(value) ?? value;
    };
    const locations = named?.locations ?? [];
    const broad = itemsOf(locations.filter((choice) => choice.isBroad));
    const places = itemsOf(locations.filter((choice) => !choice.isBroad));
    const fields = named?.fields ?? [];
    const fieldItems = itemsOf(fields);
    return {
      locations: {
        choices: locations,
        data: (chosen: readonly string[]): TChoiceData =>
          [
            { group: broadGroup, items: broad },
            { group: placesGroup, items: [...places, ...extras(locations, chosen)] },
          ].filter((group) => group.items.length > 0),
        labelOf: labelsOf(locations),
      },
      fields: { choices: fields, data: (chosen: readonly string[]): TChoiceData => [...fieldItems, ...extras(fields, chosen)], labelOf: labelsOf(fields) },
    };
  }, [named, locale, broadGroup, placesGroup]);
}
