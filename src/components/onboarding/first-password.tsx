'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { NewPasswordField } from '~/app/auth/steps/new-password-field';
import { useMessageText } from '~/components/errors/use-error-message';
import { startSession } from '~/components/providers/session';
import { authMessage, type TErrorMessage } from '~/domain/error-message';
import { asAuthErrorCode } from '~/domain/sign-in';
import { Form } from '../ui/form';
import { Alert, Button, LinkButton } from '../ui/controls';
import { Stack, Text, Title } from '../ui/layout';

/** What the page shows after an answer: the form, a refusal to read, or the way to /auth. */
type TOutcome = { kind: 'form'; error: TErrorMessage | null } | { kind: 'gone' } | { kind: 'saved' };

/** The route's refusal as a message in the reader's language. */
function refusalMessage(body: { code?: string; reason?: string }): TErrorMessage {
  if (body.code === 'RATE_LIMITED') return authMessage('tooManyAttempts');
  if (body.code === 'AUTH_FAILED' && body.reason) return authMessage(asAuthErrorCode(body.reason));
  return { key: 'errors.generic' };
}

/** The sign-in link every end of this page offers. */
function SignInLink() {
  const t = useTranslations('onboarding');
  return (
    <LinkButton href="/auth" size="md">
      {t('password.signIn')}
    </LinkButton>
  );
}

/**
 * /onboarding/password: the new account's first password, chosen in the browser that paid, then
 * the session (the same one-minute ticket /auth turns into it) and the dashboard. `email`: the
 * account the browser's token names, or null when it has none left.
 */
export function FirstPassword({ email }: { email: string | null }) {
  const t = useTranslations('onboarding');
  const messageText = useMessageText();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>(email ? { kind: 'form', error: null } : { kind: 'gone' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch('/api/onboarding/password', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password }) });
      const body = (await response.json().catch(() => ({}))) as { code?: string; reason?: string; ticket?: string | null };
      if (!response.ok) return setOutcome(body.code === 'FIRST_PASSWORD_GONE' ? { kind: 'gone' } : { kind: 'form', error: refusalMessage(body) });
      if (!body.ticket || (await startSession(body.ticket))) return setOutcome({ kind: 'saved' });
      router.replace('/dashboard');
      router.refresh();
    } catch {
      setOutcome({ kind: 'form', error: { key: 'errors.generic' } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('password.title')}
      </Title>
      {outcome.kind === 'gone' ? (
        <>
          <Alert color="orange" data-testid="first-password-notice">
            {t('password.gone')}
          </Alert>
          <SignInLink />
        </>
      ) : outcome.kind === 'saved' ? (
        <>
          <Alert color="teal" data-testid="first-password-notice">
            {t('password.saved')}
          </Alert>
          <SignInLink />
        </>
      ) : (
        <Form onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="md">
            <Text data-testid="first-password-lead">{t('password.lead', { email: email ?? '' })}</Text>
            {outcome.error ? (
              <Alert color="red" data-testid="first-password-error">
                {messageText(outcome.error)}
              </Alert>
            ) : null}
            {/* For password managers: the account the new password belongs to. */}
            <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
            <NewPasswordField value={password} onChange={setPassword} />
            <Button type="submit" size="md" loading={isBusy} disabled={isBusy}>
              {t('password.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}
