'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { splitByChoices } from '~/domain/jobs/choices';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { cleanPreferences, EMPTY_PREFERENCES, type TJobPreferences } from '~/domain/jobs/lists';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';
import { useFilterChoices, type TChoiceList } from '../jobs/filters-choices';
import { useChoiceWords } from '~/components/choice-words';
import { Form } from '~/components/ui/form';
import { ChoicesInput } from '~/components/ui/choices';
import { SavedNotice } from '~/components/saved-notice';
import { useLengthLimit } from '~/components/length-limit';
import { Card, Group, Stack, Text } from '~/components/ui/layout';
import { Alert, Button, Loader } from '~/components/ui/controls';

type TList = keyof TJobPreferences;

/** A typed preference entry shows its count near its limit and is refused beyond it, never cut (docs/product-rules.md §9.3). */
function useEntryLimit() {
  const lengthLimit = useLengthLimit();
  return (text: string) => {
    const limit = lengthLimit(text, JOB_LIMITS.preferenceLength, { isTrimmed: true });
    return { count: text.trim().length >= 0.8 * JOB_LIMITS.preferenceLength ? limit.count : undefined, error: limit.error };
  };
}

/** The two free-text exclusion lists, typed rather than picked from the options. */
const EXCLUSION_FIELDS = [
  { list: 'excluded_companies', label: 'excludedCompanies' },
  { list: 'excluded_titles', label: 'excludedTitles' },
] as const;

type TChosenListProps = { label: string; otherLabel: string; values: string[]; list: TChoiceList; onChange: (values: string[]) => void };

/**
 * A preference list picked from the offered choices, labelled in the interface language, with
 * anything else typed in a second, visible box. A typed value that names a choice ("remoto")
 * joins the picked ones, under the choice's own value.
 */
function ChosenList({ label, otherLabel, values, list, onChange }: TChosenListProps) {
  const t = useTranslations('preferences');
  const words = useChoiceWords();
  const { chosen, typed } = splitByChoices(values, list.choices);
  const max = JOB_LIMITS.preferenceEntries;
  const entryLimit = useEntryLimit();
  return (
    <Stack gap={6}>
      <ChoicesInput
        label={label}
        data={list.data(chosen)}
        value={chosen}
        onChange={(next) => onChange([...next, ...typed])}
        isClearable
        max={max}
        placeholder={t('pick')}
        words={words}
      />
      <ChoicesInput
        label={otherLabel}
        description={t('otherHelp')}
        value={typed}
        onChange={(next) => onChange([...chosen, ...next])}
        isFree
        isClearable
        max={max}
        words={words}
        describeEntry={entryLimit}
      />
    </Stack>
  );
}

/** Job preferences: locations and fields from the options (others typed apart), plus companies and titles to exclude. */
export function PreferencesForm() {
  const t = useTranslations('preferences');
  const tData = useTranslations('data');
  const words = useChoiceWords();
  const entryLimit = useEntryLimit();
  const utils = api.useUtils();
  const stored = api.user.preferences.useQuery();
  const choices = useFilterChoices();
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
  // Until the options arrive, nothing can be told apart as picked or typed.
  if (!draft || choices.isLoading) return <Loader size="sm" />;

  const set = (list: TList) => (values: string[]) => {
    save.reset();
    setDraft({ ...draft, [list]: values });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = cleanPreferences(draft);
    setInvalid(!checked);
    if (checked) save.mutate(checked);
  };
  return (
    <Card radius="md" p="lg" style={{ maxWidth: 720 }}>
      <Form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{t('lead')}</Text>
          <ChosenList label={t('locations')} otherLabel={t('otherLocations')} values={draft.locations} list={choices.locations} onChange={set('locations')} />
          <ChosenList label={t('fields')} otherLabel={t('otherFields')} values={draft.fields} list={choices.fields} onChange={set('fields')} />
          {EXCLUSION_FIELDS.map(({ list, label }) => (
            <ChoicesInput
              key={list}
              label={t(label)}
              description={t('tagsHelp')}
              value={draft[list]}
              onChange={set(list)}
              isFree
              isClearable
              max={JOB_LIMITS.preferenceEntries}
              words={words}
              describeEntry={entryLimit}
            />
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
          {/* Beside the buttons, where the person is looking (on a phone the top of the form is off-screen). */}
          {save.isSuccess ? <SavedNotice data-testid="preferences-notice">{t('saved')}</SavedNotice> : null}
          {save.isError ? <Alert color="red">{tData('saveFailed')}</Alert> : null}
          {isInvalid ? <Alert color="red">{t('tooMany', { max: JOB_LIMITS.preferenceEntries, length: JOB_LIMITS.preferenceLength })}</Alert> : null}
        </Stack>
      </Form>
    </Card>
  );
}
