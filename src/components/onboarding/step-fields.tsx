'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useEarlyText } from '~/components/ui/typed-early';
import type { TOnboardingForm } from '~/domain/onboarding';
import { TextInput } from '~/components/ui/inputs';
import { NAME_MAX } from '~/domain/profile';
import { useLengthLimit } from '../length-limit';

/** What a step's field does with an answer: merges it into the stored form. */
export type TAnswer = (answers: Partial<TOnboardingForm>) => void;

export function NameField({ form, onAnswer, error }: { form: TOnboardingForm; onAnswer: TAnswer; error?: string }) {
  const t = useTranslations('onboarding.steps.name');
  const lengthLimit = useLengthLimit();
  const id = `name-${useId()}`;
  // A first visit on a slow phone: a name typed before the page's code ran is kept.
  useEarlyText(id, form.name, (name) => onAnswer({ name }));
  // No maxLength: a longer name is refused with its own message (docs/product-rules.md §5.4), never cut as it is pasted.
  return (
    <TextInput
      id={id}
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
  const id = `email-${useId()}`;
  useEarlyText(id, form.email, (email) => onAnswer({ email }));
  return (
    <TextInput
      id={id}
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
