'use client';

import { useTranslations } from 'next-intl';
import type { TOnboardingForm } from '~/domain/onboarding';
import { TextInput } from '~/components/ui/inputs';
import { NAME_MAX } from '~/domain/profile';
import { useLengthLimit } from '../length-limit';

/** What a step's field does with an answer: merges it into the stored form. */
export type TAnswer = (answers: Partial<TOnboardingForm>) => void;

export function NameField({ form, onAnswer, error }: { form: TOnboardingForm; onAnswer: TAnswer; error?: string }) {
  const t = useTranslations('onboarding.steps.name');
  const lengthLimit = useLengthLimit();
  // No maxLength: a longer name is refused with its own message (docs/product-rules.md §5.4), never cut as it is pasted.
  return (
    <TextInput
      label={t('label')}
      autoComplete="name"
      autoFocus
      value={form.name}
      onChange={(e) => onAnswer({ name: e.currentTarget.value })}
      count={lengthLimit(form.name, NAME_MAX, { isTrimmed: true }).count}
      error={error}
    />
  );
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
      value={form.email}
      onChange={(e) => onAnswer({ email: e.currentTarget.value })}
      error={error}
    />
  );
}
