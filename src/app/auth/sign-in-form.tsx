'use client';

import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { LanguageToggle } from '~/components/shell/language-toggle';
import { SUBSCRIPTION_EXPIRED_FLAG } from '~/components/shell/route-guard';
import { asSignInErrorCode, type TSignInErrorCode } from '~/domain/sign-in';


export function SignInForm({ isExpiredRedirect }: { isExpiredRedirect: boolean }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<TSignInErrorCode | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isExpired, setExpired] = useState(isExpiredRedirect);

  useEffect(() => {
    if (isExpiredRedirect) window.sessionStorage.setItem(SUBSCRIPTION_EXPIRED_FLAG, 'true');
    setExpired(isExpiredRedirect || window.sessionStorage.getItem(SUBSCRIPTION_EXPIRED_FLAG) === 'true');
  }, [isExpiredRedirect]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError('usernameRequired');
    if (!password) return setError('passwordRequired');
    setSubmitting(true);
    setError(null);
    try {
      const result = await signIn('credentials', { email: email.trim(), password, redirect: false });
      if (!result || result.error) return setError(asSignInErrorCode(result?.error));
      window.sessionStorage.removeItem(SUBSCRIPTION_EXPIRED_FLAG);
      router.replace('/dashboard');
      router.refresh();
    } catch {
      setError('unknown');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Paper withBorder shadow="sm" p="xl" w="100%" maw={420} radius="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={800} fz={22} c="orange.7">Rumbo</Text>
            <LanguageToggle />
          </Group>
          <Title order={1} fz={24}>{t('title')}</Title>
          {isExpired ? (
            <Alert color="red" data-testid="expired-notice">
              {t('subscriptionExpired')}{' '}
              <Anchor component={Link} href="/onboarding" c="red.8" fw={600}>{t('renew')}</Anchor>
            </Alert>
          ) : null}
          {error ? <Alert color="red" role="alert" data-testid="auth-error">{t(`errors.${error}`)}</Alert> : null}
          <TextInput label={t('email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput label={t('password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <Button type="submit" loading={isSubmitting}>{t('submit')}</Button>
          <Text size="sm" c="dimmed">
            {t('newHere')} <Anchor component={Link} href="/onboarding" c="orange.8">{t('startOnboarding')}</Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
