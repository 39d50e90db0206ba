'use client';

import { Group, Loader, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { JOB_LIMITS } from '~/domain/jobs';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';
import { JobList } from './job-list';

/** The latest jobs with location and field filters, free-text search and pages. */
export function JobsBrowser() {
  const t = useTranslations('jobs');
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const options = api.jobs.options.useQuery();
  const input = { search: debounced || undefined, location: location ?? undefined, field: field ?? undefined, page, maxResults: JOB_LIMITS.latestMaxCap };
  const jobs = api.jobs.latest.useQuery(input, { placeholderData: keepPreviousData });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          maxLength={JOB_LIMITS.filterLength}
          onChange={(e) => reset(setSearch)(e.currentTarget.value)}
          style={{ flex: '2 1 14rem' }}
        />
        <Select
          label={t('location')}
          placeholder={t('any')}
          data={options.data?.locations ?? []}
          value={location}
          onChange={reset(setLocation)}
          searchable
          clearable
          style={{ flex: '1 1 12rem' }}
        />
        <Select
          label={t('field')}
          placeholder={t('any')}
          data={options.data?.role_types ?? []}
          value={field}
          onChange={reset(setField)}
          searchable
          clearable
          style={{ flex: '1 1 12rem' }}
        />
      </Group>
      {jobs.isError ? (
        <DataError error={jobs.error} resource="jobs" onRetry={() => void jobs.refetch()} />
      ) : !jobs.data ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="jobs-total">
            {t('results', { count: jobs.data.total })}
          </Text>
          <JobList jobs={jobs.data.jobs} empty={t('empty')} />
          {jobs.data.pageCount > 1 ? <Pagination total={jobs.data.pageCount} value={jobs.data.page} onChange={setPage} /> : null}
        </Stack>
      )}
    </Stack>
  );
}
