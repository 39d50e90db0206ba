'use client';

import { useTranslations } from 'next-intl';
import { cleanChoices, ONBOARDING_MAX_CHOICES, ONBOARDING_STEPS, type TOnboardingForm } from '~/domain/onboarding';
import { normalizeName } from '~/domain/profile';
import { useChoiceWords } from '~/components/choice-words';
import { ChoicesInput } from '~/components/ui/choices';
import type { TChoiceList } from '~/components/jobs/choice-lists';
import { AnchorButton, Group, Stack, Text } from '~/components/ui/layout';
import type { TAnswer } from './step-fields';

// The steps after the first two: their code is fetched once the browser is idle after the first
// paint (see OnboardingWizard), not with the page.

/**
 * Locations or fields, picked from the jobs' own options, labelled in the interface language as on
 * `/job-preferences` while the options' own values are stored (the §5.2 fallback filters jobs by
 * substring on them). The list opens as the field takes focus and Enter picks the highlighted
 * option; text that names no option is offered as "Use “…”" and kept only when that is picked.
 */
export function ChoicesField(props: {
  list: 'locations_of_interest' | 'industries_of_interest';
  label: string;
  choices: TChoiceList;
  form: TOnboardingForm;
  onAnswer: TAnswer;
  onTypedChange: (text: string) => void;
  error?: string;
}) {
  const t = useTranslations('onboarding');
  const words = useChoiceWords();
  const value = props.form[props.list];
  return (
    <ChoicesInput
      label={props.label}
      placeholder={t('placeholder')}
      data={props.choices.data(value)}
      isBrowsable
      offerTyped={(text) => t('useTyped', { text })}
      onTypedChange={props.onTypedChange}
      limit={30}
      max={ONBOARDING_MAX_CHOICES}
      isClearable
      words={words}
      value={value}
      onChange={(values) => props.onAnswer({ [props.list]: cleanChoices(values) })}
      error={props.error}
    />
  );
}

/** One answer of the review: a label, the value (a list one entry per line) and a way back to its step. */
function ReviewRow({ step, values, onEdit }: { step: 'name' | 'email' | 'locations' | 'industries'; values: string[]; onEdit: () => void }) {
  const t = useTranslations('onboarding');
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {t(`steps.${step}.label`)}
        </Text>
        {/* Place names hold commas ("Madrid, España"): each value on a line of its own, never joined. */}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={`review-${step}`}>
          {values.map((value) => (
            <li key={value}>
              <Text component="span" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
      <AnchorButton size="sm" c="orange.8" aria-label={t('editItem', { item: t(`steps.${step}.label`) })} onClick={onEdit}>
        {t('edit')}
      </AnchorButton>
    </Group>
  );
}

/** The answers, each with a way back to its step; places and fields as the interface language names them. */
export function ReviewList({
  form,
  labels,
  onEdit,
}: {
  form: TOnboardingForm;
  labels: { locations: (value: string) => string; fields: (value: string) => string };
  onEdit: (step: number) => void;
}) {
  const t = useTranslations('onboarding');
  const rows = [
    { step: 'name', values: [normalizeName(form.name)] },
    { step: 'email', values: [form.email.trim()] },
    { step: 'locations', values: form.locations_of_interest.length ? form.locations_of_interest.map(labels.locations) : [t('anyLocation')] },
    { step: 'industries', values: form.industries_of_interest.length ? form.industries_of_interest.map(labels.fields) : [t('anyField')] },
  ] as const;
  return (
    <Stack gap="sm" data-testid="onboarding-review">
      {rows.map((row) => (
        <ReviewRow key={row.step} step={row.step} values={[...row.values]} onEdit={() => onEdit(ONBOARDING_STEPS.indexOf(row.step))} />
      ))}
    </Stack>
  );
}
