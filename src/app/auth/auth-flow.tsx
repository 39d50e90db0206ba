'use client';

import { Alert, Anchor, Button, Group, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { TotpSetup } from '~/components/auth/totp-setup';
import { LanguageToggle } from '~/components/shell/language-toggle';
import { logout } from '~/components/shell/logout';
import { SUBSCRIPTION_EXPIRED_FLAG } from '~/components/shell/route-guard';
import { startRenewal } from '~/components/subscription/calls';
import { authErrorCodeOf, type TAuthErrorCode } from '~/domain/sign-in';
import type { TAuthStep } from '~/server/auth/flows';
import { useTRPCClient } from '~/trpc/react';

type TNotice = 'confirmed' | 'passwordChanged' | 'resetRequired' | 'confirmRequired' | 'codeSent';
/** Which screen shows; challenge screens hold the sealed sign-in state in memory only (SPEC §4). */
type TView =
  | { name: 'signIn'; notice?: TNotice }
  | { name: 'signUp' }
  | { name: 'confirmSignUp'; destination?: string }
  | { name: 'forgot'; notice?: TNotice }
  | { name: 'confirmReset'; destination?: string }
  | { name: 'challenge'; step: TAuthStep };

export function AuthFlow({ isExpiredRedirect, signedInEmail }: { isExpiredRedirect: boolean; signedInEmail: string | null }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [view, setView] = useState<TView>({ name: 'signIn' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<TAuthErrorCode | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isExpired, setExpired] = useState(isExpiredRedirect);

  useEffect(() => {
    if (isExpiredRedirect) window.sessionStorage.setItem(SUBSCRIPTION_EXPIRED_FLAG, 'true');
    setExpired(isExpiredRedirect || window.sessionStorage.getItem(SUBSCRIPTION_EXPIRED_FLAG) === 'true');
  }, [isExpiredRedirect]);

  function go(next: TView) {
    setError(null);
    setCode('');
    setPassword('');
    setView(next);
  }

  /** Runs one call; failures become a translated message, never a crash. */
  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(authErrorCodeOf(failure));
    } finally {
      setBusy(false);
    }
  }

  /** Follows a sign-in step: the session on DONE, else the screen for the next step. */
  async function follow(step: TAuthStep) {
    if (step.nextStep === 'DONE' && step.ticket) {
      const result = await signIn('credentials', { ticket: step.ticket, redirect: false });
      if (!result || result.error) throw { data: { reason: result?.error ?? 'failed' } };
      window.sessionStorage.removeItem(SUBSCRIPTION_EXPIRED_FLAG);
      router.replace('/dashboard');
      router.refresh();
      return;
    }
    if (step.nextStep === 'RESET_PASSWORD') return go({ name: 'forgot', notice: 'resetRequired' });
    if (step.nextStep === 'CONFIRM_SIGN_UP') return go({ name: 'confirmSignUp' });
    if (step.state) return go({ name: 'challenge', step });
    throw { data: { reason: 'failed' } };
  }

  const submit = (work: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void run(work);
  };

  const emailField = (
    <TextInput label={t('email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
  );
  const codeField = (
    <TextInput label={t('code')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
  );
  const newPasswordField = (
    <PasswordInput label={t('newPassword')} description={t('passwordRules')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
  );
  const backToSignIn = (
    <Anchor component="button" type="button" size="sm" c="orange.8" onClick={() => go({ name: 'signIn' })}>{t('backToSignIn')}</Anchor>
  );

  let body: ReactNode;
  if (signedInEmail) {
    body = (
      <Stack gap="sm" data-testid="signed-in-card">
        <Text>{t('alreadySignedIn', { email: signedInEmail })}</Text>
        <Group>
          <Button onClick={() => router.push('/dashboard')}>{t('continue')}</Button>
          <Button variant="default" onClick={() => void logout(queryClient, (href) => { router.replace(href); router.refresh(); })}>{t('signOut')}</Button>
        </Group>
      </Stack>
    );
  } else if (view.name === 'signIn') {
    body = (
      <form onSubmit={submit(async () => {
        if (!email.trim()) throw { data: { reason: 'usernameRequired' } };
        if (!password) throw { data: { reason: 'passwordRequired' } };
        await follow(await client.auth.signIn.mutate({ username: email.trim(), password }));
      })} noValidate>
        <Stack gap="md">
          {view.notice ? <Alert color="teal" data-testid="auth-notice">{t(`notices.${view.notice}`)}</Alert> : null}
          {emailField}
          <PasswordInput label={t('password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" c="orange.8" onClick={() => go({ name: 'forgot' })}>{t('forgotPassword')}</Anchor>
          </Group>
          <Button type="submit" loading={isBusy}>{t('submit')}</Button>
          <Text size="sm" c="dimmed">
            {t('newHere')}{' '}
            <Anchor component="button" type="button" c="orange.8" onClick={() => go({ name: 'signUp' })}>{t('createAccount')}</Anchor>
          </Text>
        </Stack>
      </form>
    );
  } else if (view.name === 'signUp') {
    body = (
      <form onSubmit={submit(async () => {
        const step = await client.auth.signUp.mutate({ email: email.trim(), password });
        if (step.nextStep === 'DONE') return go({ name: 'signIn', notice: 'confirmed' });
        go({ name: 'confirmSignUp', destination: step.codeDelivery?.destination });
      })} noValidate>
        <Stack gap="md">
          {emailField}
          {newPasswordField}
          <Button type="submit" loading={isBusy}>{t('signUp')}</Button>
          {backToSignIn}
        </Stack>
      </form>
    );
  } else if (view.name === 'confirmSignUp') {
    body = (
      <form onSubmit={submit(async () => {
        await client.auth.confirmSignUp.mutate({ email: email.trim(), code });
        go({ name: 'signIn', notice: 'confirmed' });
      })} noValidate>
        <Stack gap="md">
          <Alert color="teal" data-testid="auth-notice">{t('codeSentTo', { destination: view.destination ?? email })}</Alert>
          {emailField}
          {codeField}
          <Button type="submit" loading={isBusy}>{t('confirm')}</Button>
          {backToSignIn}
        </Stack>
      </form>
    );
  } else if (view.name === 'forgot') {
    body = (
      <form onSubmit={submit(async () => {
        const step = await client.auth.resetPassword.mutate({ email: email.trim() });
        go({ name: 'confirmReset', destination: step.codeDelivery?.destination });
      })} noValidate>
        <Stack gap="md">
          <Alert color={view.notice ? 'orange' : 'gray'} data-testid="auth-notice">{t(view.notice ? `notices.${view.notice}` : 'forgotIntro')}</Alert>
          {emailField}
          <Button type="submit" loading={isBusy}>{t('sendCode')}</Button>
          {backToSignIn}
        </Stack>
      </form>
    );
  } else if (view.name === 'confirmReset') {
    body = (
      <form onSubmit={submit(async () => {
        await client.auth.confirmResetPassword.mutate({ email: email.trim(), code, newPassword: password });
        go({ name: 'signIn', notice: 'passwordChanged' });
      })} noValidate>
        <Stack gap="md">
          <Alert color="teal" data-testid="auth-notice">{t('codeSentTo', { destination: view.destination ?? email })}</Alert>
          {codeField}
          {newPasswordField}
          <Button type="submit" loading={isBusy}>{t('resetPassword')}</Button>
          {backToSignIn}
        </Stack>
      </form>
    );
  } else {
    body = <ChallengeForm step={view.step} isBusy={isBusy} onAnswer={(answer) => run(async () => follow(await client.auth.confirmSignIn.mutate({ state: view.step.state ?? '', challengeResponse: answer })))} onCancel={() => go({ name: 'signIn' })} />;
  }

  return (
    <Paper withBorder shadow="sm" p="xl" w="100%" maw={440} radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={800} fz={22} c="orange.7">Rumbo</Text>
          <LanguageToggle />
        </Group>
        <Title order={1} fz={24}>{t(`titles.${signedInEmail ? 'signedIn' : view.name === 'challenge' ? challengeTitle(view.step) : view.name}`)}</Title>
        {isExpired ? (
          <Alert color="red" data-testid="expired-notice">
            {t('subscriptionExpired')}{' '}
            {signedInEmail ? (
              // Signed in with a lapsed subscription: renew straight away (same call as Renew Now).
              <Anchor component="button" type="button" c="red.8" fw={600} onClick={() => void run(() => startRenewal(signedInEmail))}>{t('renew')}</Anchor>
            ) : (
              <Anchor component={Link} href="/onboarding" c="red.8" fw={600}>{t('renew')}</Anchor>
            )}
          </Alert>
        ) : null}
        {error ? <Alert color="red" role="alert" data-testid="auth-error">{t(`errors.${error}`)}</Alert> : null}
        {body}
      </Stack>
    </Paper>
  );
}

function challengeTitle(step: TAuthStep): string {
  switch (step.challengeName) {
    case 'NEW_PASSWORD_REQUIRED':
      return 'newPasswordRequired';
    case 'SELECT_MFA_TYPE':
      return 'selectMfa';
    case 'MFA_SETUP':
      return 'totpSetup';
    case 'CUSTOM_CHALLENGE':
      return 'customChallenge';
    default:
      return 'mfaCode';
  }
}

/** One screen per pending challenge; the answer goes back with the sealed state. */
function ChallengeForm({ step, isBusy, onAnswer, onCancel }: { step: TAuthStep; isBusy: boolean; onAnswer: (answer: string) => void; onCancel: () => void }) {
  const t = useTranslations('auth');
  const [answer, setAnswer] = useState(step.challengeName === 'SELECT_MFA_TYPE' ? (step.mfaOptions?.[0] ?? 'TOTP') : '');
  let fields: ReactNode;
  switch (step.challengeName) {
    case 'NEW_PASSWORD_REQUIRED':
      fields = (
        <>
          <Alert color="orange" data-testid="auth-notice">{t('notices.changePassword')}</Alert>
          <PasswordInput label={t('newPassword')} description={t('passwordRules')} autoComplete="new-password" value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
        </>
      );
      break;
    case 'SELECT_MFA_TYPE':
      fields = (
        <SegmentedControl
          fullWidth
          value={answer}
          onChange={setAnswer}
          data={(step.mfaOptions?.length ? step.mfaOptions : ['TOTP', 'SMS']).map((option) => ({ value: option, label: t(`mfa.${option}`) }))}
        />
      );
      break;
    case 'MFA_SETUP':
      fields = (
        <>
          {step.totpSetup ? <TotpSetup secret={step.totpSetup.secret} uri={step.totpSetup.uri} /> : null}
          <TextInput label={t('totpCode')} inputMode="numeric" autoComplete="one-time-code" value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
        </>
      );
      break;
    case 'CUSTOM_CHALLENGE':
      fields = <TextInput label={t('challengeAnswer')} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />;
      break;
    default:
      fields = (
        <>
          <Text size="sm">{step.challengeName === 'SMS_MFA' ? t('smsSentTo', { destination: step.codeDelivery?.destination ?? '' }) : t('totpPrompt')}</Text>
          <TextInput label={step.challengeName === 'SMS_MFA' ? t('code') : t('totpCode')} inputMode="numeric" autoComplete="one-time-code" value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
        </>
      );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer(answer);
      }}
      noValidate
    >
      <Stack gap="md">
        {fields}
        <Button type="submit" loading={isBusy}>{t('continue')}</Button>
        <Anchor component="button" type="button" size="sm" c="orange.8" onClick={onCancel}>{t('backToSignIn')}</Anchor>
      </Stack>
    </form>
  );
}
