'use client';

import { useTranslations } from 'next-intl';
import { cleanChoices, ONBOARDING_MAX_CHOICES, ONBOARDING_STEPS, type TOnboardingForm } from '~/domain/onboarding';
import { normalizeName } from '~/domain/profile';
import { useChoiceWords } from '~/components/choice-words';
import { ChoicesInput } from '~/components/ui/choices';
import { AnchorButton, Group, Stack, Text } from '~/components/ui/layout';
import type { TAnswer } from './step-fields';

// The steps after the first two: their code is fetched once the browser is idle after the first
// paint (see OnboardingWizard), not with the page.

/**
 * Locations or fields: picked from the jobs' own options or typed (the options may be empty). The
 * suggestions close once a choice is added and open again on typing, so on a phone they do not
 * stay over the step's buttons (the tags field's own behaviour).
 */
export function ChoicesField(props: {
  list: 'locations_of_interest' | 'industries_of_interest';
  label: string;
  options: string[];
  form: TOnboardingForm;
  onAnswer: TAnswer;
  error?: string;
}) {
  const t = useTranslations('onboarding');
  const words = useChoiceWords();
  return (
    <ChoicesInput
      label={props.label}
      placeholder={t('placeholder')}
      data={props.options}
      isFree
      limit={30}
      max={ONBOARDING_MAX_CHOICES}
      isClearable
      words={words}
      value={props.form[props.list]}
      onChange={(values) => props.onAnswer({ [props.list]: cleanChoices(values) })}
      error={props.error}
    />
  );
}

/** The answers, each with a way back to its step. */
export function ReviewList({ form, onEdit }: { form: TOnboardingForm; onEdit: (step: number) => void }) {
  const t = useTranslations('onboarding');
  const rows = [
    { step: 'name', value: normalizeName(form.name) },
    { step: 'email', value: form.email.trim() },
    { step: 'locations', value: form.locations_of_interest.join(', ') || t('anyLocation') },
    { step: 'industries', value: form.industries_of_interest.join(', ') || t('anyField') },
  ] as const;
  return (
    <Stack gap="sm" data-testid="onboarding-review">
      {rows.map((row) => (
        <Group key={row.step} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t(`steps.${row.step}.label`)}
            </Text>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </Stack>
          <AnchorButton size="sm" c="orange.8" aria-label={t('editItem', { item: t(`steps.${row.step}.label`) })} onClick={() => onEdit(ONBOARDING_STEPS.indexOf(row.step))}>
            {t('edit')}
          </AnchorButton>
        </Group>
      ))}
    </Stack>
  );
}
