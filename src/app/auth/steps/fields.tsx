'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Form } from '~/components/ui/form';
import { TextInput } from '~/components/ui/inputs';
import { PasswordInput } from '~/components/ui/password-input';
import { AnchorButton, Stack, Text } from '~/components/ui/layout';
import { Button } from '~/components/ui/controls';
import { useEarlyText } from '~/components/ui/typed-early';
import type { TAuthFlow } from '../use-auth-flow';

/** The login email, kept by the flow so it survives moving between steps (typed before the page's code ran too). */
export function EmailField({ flow }: { flow: TAuthFlow }) {
  const t = useTranslations('auth');
  const id = `email-${useId()}`;
  useEarlyText(id, flow.email, flow.setEmail);
  return <TextInput id={id} label={t('email')} type="email" autoComplete="username" value={flow.email} onChange={(e) => flow.setEmail(e.currentTarget.value)} />;
}

/** A one-time code: the emailed code by default, or the authenticator app's. */
export function CodeField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label?: string }) {
  const t = useTranslations('auth');
  return <TextInput label={label ?? t('code')} inputMode="numeric" autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/** A password field whose show/hide button is named in the reader's language; a password typed before the page's code ran is kept. */
export function PasswordField({
  value,
  onValue,
  ...props
}: Omit<ComponentProps<typeof PasswordInput>, 'toggleLabel' | 'value' | 'onChange' | 'ref'> & { value: string; onValue: (text: string) => void }) {
  const t = useTranslations('auth');
  const generated = `password-${useId()}`;
  const id = props.id ?? generated;
  useEarlyText(id, value, onValue);
  return <PasswordInput toggleLabel={t('togglePassword')} value={value} onChange={(e) => onValue(e.currentTarget.value)} {...props} id={id} />;
}

/** A link-styled button inside the auth card. */
export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <AnchorButton size="sm" c="orange.8" onClick={onClick}>
      {children}
    </AnchorButton>
  );
}

/** How long "Send the code again" rests after a code went out, so one click sends one email. */
export const RESEND_REST_MS = 30_000;

/**
 * "Send the code again" under a code field (docs/product-rules.md §4.12): `send` asks the server (which
 * paces it like the first send); once sent, a line says so where the person is looking and the
 * button rests for RESEND_REST_MS. A refusal shows in the step's error like any other.
 */
export function ResendCode({ flow, send }: { flow: TAuthFlow; send: () => Promise<unknown> }) {
  const t = useTranslations('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isResting, setResting] = useState(false);
  useEffect(() => {
    if (!isResting) return;
    const timer = window.setTimeout(() => setResting(false), RESEND_REST_MS);
    return () => window.clearTimeout(timer);
  }, [isResting]);
  const onClick = () =>
    void flow.run(async () => {
      setSentTo(null);
      await send();
      setSentTo(flow.email.trim());
      setResting(true);
    });
  return (
    <Stack gap="xs">
      <AnchorButton size="sm" c="orange.8" ta="left" onClick={onClick} disabled={isResting || flow.isBusy} data-testid="resend-code">
        {t('resendCode')}
      </AnchorButton>
      <div role="status" aria-live="polite">
        {sentTo ? (
          <Text size="sm" data-testid="resend-notice">
            {t('codeSentAgain', { email: sentTo })}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}

/** One step's form: its fields, the submit button and, unless it is the first step, the way back to sign-in. */
export function StepForm(props: { onSubmit: (event: FormEvent) => void; submitLabel: string; isBusy: boolean; onBack?: () => void; children: ReactNode; footer?: ReactNode }) {
  const t = useTranslations('auth');
  return (
    <Form onSubmit={props.onSubmit} noValidate>
      <Stack>
        {props.children}
        <Button type="submit" loading={props.isBusy}>
          {props.submitLabel}
        </Button>
        {props.footer}
        {props.onBack ? <TextButton onClick={props.onBack}>{t('backToSignIn')}</TextButton> : null}
      </Stack>
    </Form>
  );
}
