'use client';

import '@mantine/core/styles/Anchor.css';
import { useTranslations } from 'next-intl';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { PlainTextInput } from '~/components/plain/inputs';
import { PlainPasswordInput } from '~/components/plain/password-input';
import { PlainAnchorButton, PlainStack } from '~/components/plain/layout';
import { PlainButton } from '~/components/plain/mantine-markup';
import type { TAuthFlow } from '../use-auth-flow';
import '~/components/password-input-css';

/** The login email, kept by the flow so it survives moving between steps. */
export function EmailField({ flow }: { flow: TAuthFlow }) {
  const t = useTranslations('auth');
  return <PlainTextInput label={t('email')} type="email" autoComplete="username" value={flow.email} onChange={(e) => flow.setEmail(e.currentTarget.value)} />;
}

/** A one-time code: the emailed code by default, or the authenticator app's. */
export function CodeField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label?: string }) {
  const t = useTranslations('auth');
  return <PlainTextInput label={label ?? t('code')} inputMode="numeric" autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/** A password field whose show/hide button is named in the reader's language. */
export function PasswordField(props: Omit<ComponentProps<typeof PlainPasswordInput>, 'toggleLabel'>) {
  const t = useTranslations('auth');
  return <PlainPasswordInput toggleLabel={t('togglePassword')} {...props} />;
}

/** A link-styled button inside the auth card. */
export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <PlainAnchorButton size="sm" c="orange.8" onClick={onClick}>
      {children}
    </PlainAnchorButton>
  );
}

/** One step's form: its fields, the submit button and, unless it is the first step, the way back to sign-in. */
export function StepForm(props: { onSubmit: (event: FormEvent) => void; submitLabel: string; isBusy: boolean; onBack?: () => void; children: ReactNode; footer?: ReactNode }) {
  const t = useTranslations('auth');
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <PlainStack>
        {props.children}
        <PlainButton type="submit" loading={props.isBusy}>
          {props.submitLabel}
        </PlainButton>
        {props.footer}
        {props.onBack ? <TextButton onClick={props.onBack}>{t('backToSignIn')}</TextButton> : null}
      </PlainStack>
    </form>
  );
}
