'use client';

import '@mantine/core/styles/Anchor.css';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { PasswordChecklist } from '~/components/auth/password-checklist';
import type { TAuthFlow } from '../use-auth-flow';
import '~/components/password-input-css';

/** The login email, kept by the flow so it survives moving between steps. */
export function EmailField({ flow }: { flow: TAuthFlow }) {
  const t = useTranslations('auth');
  return <TextInput label={t('email')} type="email" autoComplete="username" value={flow.email} onChange={(e) => flow.setEmail(e.currentTarget.value)} />;
}

/** A one-time code: the emailed code by default, or the authenticator app's. */
export function CodeField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label?: string }) {
  const t = useTranslations('auth');
  return <TextInput label={label ?? t('code')} inputMode="numeric" autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/** A new password with the rule under it, ticked part by part as it is typed (checked again on the server). */
export function NewPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('auth');
  return (
    <Stack gap={6}>
      <PasswordInput label={t('newPassword')} autoComplete="new-password" aria-describedby="password-rules" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      <PasswordChecklist id="password-rules" password={value} />
    </Stack>
  );
}

/** A link-styled button inside the auth card. */
export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" c="orange.8" onClick={onClick}>
      {children}
    </Anchor>
  );
}

/** One step's form: its fields, the submit button and, unless it is the first step, the way back to sign-in. */
export function StepForm(props: { onSubmit: (event: FormEvent) => void; submitLabel: string; isBusy: boolean; onBack?: () => void; children: ReactNode; footer?: ReactNode }) {
  const t = useTranslations('auth');
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="md">
        {props.children}
        <Button type="submit" loading={props.isBusy}>
          {props.submitLabel}
        </Button>
        {props.footer}
        {props.onBack ? <TextButton onClick={props.onBack}>{t('backToSignIn')}</TextButton> : null}
      </Stack>
    </form>
  );
}
