'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { TextInput } from '~/components/ui/inputs';
import { PasswordInput } from '~/components/ui/password-input';
import { AnchorButton, Stack } from '~/components/ui/layout';
import { Button } from '~/components/ui/controls';
import type { TAuthFlow } from '../use-auth-flow';

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

/** A password field whose show/hide button is named in the reader's language. */
export function PasswordField(props: Omit<ComponentProps<typeof PasswordInput>, 'toggleLabel'>) {
  const t = useTranslations('auth');
  return <PasswordInput toggleLabel={t('togglePassword')} {...props} />;
}

/** A link-styled button inside the auth card. */
export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <AnchorButton size="sm" c="orange.8" onClick={onClick}>
      {children}
    </AnchorButton>
  );
}

/** One step's form: its fields, the submit button and, unless it is the first step, the way back to sign-in. */
export function StepForm(props: { onSubmit: (event: FormEvent) => void; submitLabel: string; isBusy: boolean; onBack?: () => void; children: ReactNode; footer?: ReactNode }) {
  const t = useTranslations('auth');
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack>
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
