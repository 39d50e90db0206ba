'use client';

import { Alert, Button, Card, Group, Loader, MultiSelect, Stack, TagsInput, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { EMPTY_PREFERENCES, JOB_LIMITS, ZJobPreferencesInput, type TJobPreferences } from '~/domain/jobs';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';

type TList = keyof TJobPreferences;

/** The two free-text exclusion lists, typed rather than picked from the options. */
const EXCLUSION_FIELDS = [
  { list: 'excluded_companies', label: 'excludedCompanies' },
  { list: 'excluded_titles', label: 'excludedTitles' },
] as const;

/** Job preferences: locations and fields from the options (or typed), plus companies and titles to exclude. */
export function PreferencesForm() {
  const t = useTranslations('preferences');
  const tData = useTranslations('data');
  const utils = api.useUtils();
  const stored = api.user.preferences.useQuery();
  const options = api.jobs.options.useQuery();
  // What is being edited; until the first edit the form shows the stored preferences.
  const [edited, setDraft] = useState<TJobPreferences | null>(null);
  const [isInvalid, setInvalid] = useState(false);
  const draft = edited ?? stored.data ?? null;
  const save = api.user.savePreferences.useMutation({
    onSuccess: (saved) => {
      setDraft(saved);
      utils.user.preferences.setData(undefined, saved);
      // Matches depend on the preferences: they are stale now.
      void utils.jobs.matches.invalidate();
    },
  });
  if (stored.isError) return <DataError error={stored.error} resource="data" onRetry={() => void stored.refetch()} />;
  if (!draft) return <Loader size="sm" />;

  const set = (list: TList) => (values: string[]) => {
    save.reset();
    setDraft({ ...draft, [list]: values });
  };
  const withChosen = (data: string[] | undefined, chosen: string[]) => [...new Set([...(data ?? []), ...chosen])];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZJobPreferencesInput.safeParse(draft);
    setInvalid(!checked.success);
    if (checked.success) save.mutate(checked.data);
  };
  const common = { searchable: true, clearable: true, maxValues: JOB_LIMITS.preferenceEntries, placeholder: t('pick') };
  return (
    <Card withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{t('lead')}</Text>
          {save.isSuccess ? (
            <Alert color="teal" data-testid="preferences-notice">
              {t('saved')}
            </Alert>
          ) : null}
          {save.isError ? <Alert color="red">{tData('saveFailed')}</Alert> : null}
          {isInvalid ? <Alert color="red">{t('tooMany', { max: JOB_LIMITS.preferenceEntries, length: JOB_LIMITS.preferenceLength })}</Alert> : null}
          <MultiSelect label={t('locations')} data={withChosen(options.data?.locations, draft.locations)} value={draft.locations} onChange={set('locations')} {...common} />
          <MultiSelect label={t('fields')} data={withChosen(options.data?.role_types, draft.fields)} value={draft.fields} onChange={set('fields')} {...common} />
          {EXCLUSION_FIELDS.map(({ list, label }) => (
            <TagsInput key={list} label={t(label)} description={t('tagsHelp')} value={draft[list]} onChange={set(list)} maxTags={JOB_LIMITS.preferenceEntries} clearable />
          ))}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                save.reset();
                setDraft({ ...EMPTY_PREFERENCES });
              }}
            >
              {t('clear')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
