'use client';

import { Box, Button, Group, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { activeFilterCount, DATE_WINDOWS, type TJobsQuery } from '~/domain/jobs-query';
import { JOB_LIMITS } from '~/domain/jobs';
import { useFilterChoices } from './filters-choices';
import { useDropdownCss } from '~/components/use-dropdown-css';
import '@mantine/core/styles/Switch.css';
import '~/components/choice-inputs-css';

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

/**
 * The /jobs filters. The search stays in view; on a phone the other filters fold behind one
 * button (which counts those in use), so the first job shows without scrolling past them.
 */
export function FiltersPanel({ query, searchText, onSearchText, onChange, onClear }: TProps) {
  useDropdownCss();
  const t = useTranslations('jobs');
  const [isOpen, { toggle }] = useDisclosure(false);
  const { locations, fields } = useFilterChoices();
  const count = activeFilterCount(query);
  const windows = DATE_WINDOWS.map((days) => ({ value: String(days), label: days === 1 ? t('lastDay') : t('lastDays', { count: days }) }));
  const common = { searchable: true, clearable: true, maxValues: JOB_LIMITS.filterValues, placeholder: t('any'), style: { flex: '1 1 14rem' } };
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={searchText}
          maxLength={JOB_LIMITS.filterLength}
          onChange={(event) => onSearchText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button hiddenFrom="sm" variant={count ? 'light' : 'default'} onClick={toggle} aria-expanded={isOpen} aria-controls={PANEL_ID} data-testid="filters-toggle">
          {count ? t('filtersCount', { count }) : t('filters')}
        </Button>
      </Group>
      {/* Below the `sm` breakpoint the panel shows only when opened; from it up, always. */}
      <Box id={PANEL_ID} visibleFrom={isOpen ? undefined : 'sm'}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MultiSelect label={t('location')} data={locations.data(query.locations)} value={query.locations} onChange={(values) => onChange({ locations: values })} {...common} />
          <MultiSelect label={t('field')} data={fields.data(query.fields)} value={query.fields} onChange={(values) => onChange({ fields: values })} {...common} />
          <Select
            label={t('postedWithin')}
            data={windows}
            value={String(query.days)}
            onChange={(value) => value && onChange({ days: Number(value) })}
            allowDeselect={false}
            style={{ flex: '0 1 11rem' }}
          />
          <Switch label={t('remoteOnly')} checked={query.remote} onChange={(event) => onChange({ remote: event.currentTarget.checked })} mb={8} />
          {count || query.search ? (
            <Button variant="subtle" onClick={onClear}>
              {t('clearFilters')}
            </Button>
          ) : null}
        </Group>
      </Box>
    </Stack>
  );
}
