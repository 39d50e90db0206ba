'use client';

import '@mantine/core/styles/Anchor.css';
import { useTranslations } from 'next-intl';
import { cleanChoices, ONBOARDING_MAX_CHOICES, ONBOARDING_STEPS, type TOnboardingForm } from '~/domain/onboarding';
import { normalizeName } from '~/domain/profile';
import { useChoiceWords } from '~/components/choice-words';
import { PlainChoicesInput } from '~/components/plain/choices';
import { PlainTextInput } from '~/components/plain/inputs';
import { PlainAnchorButton, PlainGroup, PlainStack, PlainText } from '~/components/plain/layout';
import { useDropdownCss } from '~/components/use-dropdown-css';
import '~/components/choice-inputs-css';

type TAnswer = (answers: Partial<TOnboardingForm>) => void;

export function NameField({ form, onAnswer, error }: { form: TOnboardingForm; onAnswer: TAnswer; error?: string }) {
  const t = useTranslations('onboarding.steps.name');
  return (
    <PlainTextInput label={t('label')} autoComplete="name" autoFocus maxLength={200} value={form.name} onChange={(e) => onAnswer({ name: e.currentTarget.value })} error={error} />
  );
}

export function EmailField({ form, onAnswer, error }: { form: TOnboardingForm; onAnswer: TAnswer; error?: string }) {
  const t = useTranslations('onboarding.steps.email');
  return (
    <PlainTextInput
      label={t('label')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoFocus
      maxLength={254}
      value={form.email}
      onChange={(e) => onAnswer({ email: e.currentTarget.value })}
      error={error}
    />
  );
}

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
  useDropdownCss();
  const t = useTranslations('onboarding');
  const words = useChoiceWords();
  return (
    <PlainChoicesInput
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
    <PlainStack gap="sm" data-testid="onboarding-review">
      {rows.map((row) => (
        <PlainGroup key={row.step} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <PlainStack gap={0} style={{ minWidth: 0 }}>
            <PlainText size="sm" c="dimmed">
              {t(`steps.${row.step}.label`)}
            </PlainText>
            <PlainText fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </PlainText>
          </PlainStack>
          <PlainAnchorButton size="sm" c="orange.8" aria-label={t('editItem', { item: t(`steps.${row.step}.label`) })} onClick={() => onEdit(ONBOARDING_STEPS.indexOf(row.step))}>
            {t('edit')}
          </PlainAnchorButton>
        </PlainGroup>
      ))}
    </PlainStack>
  );
}
