'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { activeFilterCount, DATE_WINDOWS, type TJobsQuery } from '~/domain/jobs/search-query';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { useFilterChoices } from './filters-choices';
import { useChoiceWords } from '~/components/choice-words';
import { useLengthLimit } from '~/components/length-limit';
import { ChoicesInput } from '~/components/ui/choices';
import { TextInput } from '~/components/ui/inputs';
import { useEarlyText } from '~/components/ui/typed-early';
import { NativeSelect } from '~/components/ui/native-select';
import { Switch } from '~/components/ui/switch';
import { Group, Stack } from '~/components/ui/layout';
import { Button } from '~/components/ui/controls';

/** The search box shows its count from this share of its limit on: a short search needs none. */
const SEARCH_COUNT_FROM = 0.8;

type TProps = {
  query: TJobsQuery;
  /** The search box's text, ahead of the address while the person types. */
  searchText: string;
  onSearchText: (text: string) => void;
  /** A new value for some filters; the list starts again at its first page. */
  onChange: (patch: Partial<TJobsQuery>) => void;
  onClear: () => void;
};

const PANEL_ID = 'job-filters';
const SEARCH_ID = 'job-search';

/**
 * The /jobs filters. The search stays in view; on a phone the other filters fold behind one
 * button (which counts those in use), so the first job shows without scrolling past them.
 */
export function FiltersPanel({ query, searchText, onSearchText, onChange, onClear }: TProps) {
  const t = useTranslations('jobs');
  const words = useChoiceWords();
  const [isOpen, setOpen] = useState(false);
  // Typed before the page's code ran (a slow phone): the box shows it, so it is searched once the code runs.
  useEarlyText(SEARCH_ID, searchText, onSearchText);
  const { locations, fields } = useFilterChoices();
  const count = activeFilterCount(query);
  const limit = useLengthLimit()(searchText, JOB_LIMITS.filterLength, { isTrimmed: true, isSearch: true });
  const search = { count: searchText.trim().length >= SEARCH_COUNT_FROM * JOB_LIMITS.filterLength ? limit.count : undefined, error: limit.error };
  const windows = DATE_WINDOWS.map((days) => ({ value: String(days), label: days === 1 ? t('lastDay') : t('lastDays', { count: days }) }));
  const common = { isClearable: true, max: JOB_LIMITS.filterValues, placeholder: t('any'), words, style: { flex: '1 1 14rem' } };
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <TextInput
            id={SEARCH_ID}
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={searchText}
            // No maxLength (a pasted search is never cut): near its limit it shows its count, beyond it why it is not searched.
            count={search.count}
            error={search.error}
            onChange={(event) => onSearchText(event.currentTarget.value)}
          />
        </div>
        <div className="mantine-hidden-from-sm">
          <Button variant={count ? 'light' : 'default'} onClick={() => setOpen(!isOpen)} aria-expanded={isOpen} aria-controls={PANEL_ID} data-testid="filters-toggle">
            {count ? t('filtersCount', { count }) : t('filters')}
          </Button>
        </div>
      </Group>
      {/* Below the `sm` breakpoint the panel shows only when opened; from it up, always. */}
      <div id={PANEL_ID} className={isOpen ? undefined : 'mantine-visible-from-sm'}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ChoicesInput label={t('location')} data={locations.data(query.locations)} value={query.locations} onChange={(values) => onChange({ locations: values })} {...common} />
          <ChoicesInput label={t('field')} data={fields.data(query.fields)} value={query.fields} onChange={(values) => onChange({ fields: values })} {...common} />
          <div style={{ flex: '0 1 11rem' }}>
            <NativeSelect label={t('postedWithin')} data={windows} value={String(query.days)} onChange={(event) => onChange({ days: Number(event.currentTarget.value) })} />
          </div>
          <div style={{ marginBottom: 8 }}>
            <Switch label={t('remoteOnly')} checked={query.remote} onChange={(event) => onChange({ remote: event.currentTarget.checked })} />
          </div>
          {count || query.search ? (
            <Button variant="subtle" onClick={onClear}>
              {t('clearFilters')}
            </Button>
          ) : null}
        </Group>
      </div>
    </Stack>
  );
}
