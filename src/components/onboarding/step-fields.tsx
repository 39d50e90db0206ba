'use client';

import { useTranslations } from 'next-intl';
import type { TOnboardingForm } from '~/domain/onboarding';
import { TextInput } from '~/components/ui/inputs';

/** What a step's field does with an answer: merges it into the stored form. */
export type TAnswer = (answers: Partial<TOnboardingForm>) => void;

export function NameField({ form, onAnswer, error }: { form: TOnboardingForm; onAnswer: TAnswer; error?: string }) {
  const t = useTranslations('onboarding.steps.name');
  return <TextInput label={t('label')} autoComplete="name" autoFocus maxLength={200} value={form.name} onChange={(e) => onAnswer({ name: e.currentTarget.value })} error={error} />;
}

export function EmailField({ form, onAnswer, error }: { form: TOnboardingForm; onAnswer: TAnswer; error?: string }) {
  const t = useTranslations('onboarding.steps.email');
  return (
    <TextInput
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
