'use client';

import { AnchorButton, Group, Text } from '~/components/ui/layout';
import { Alert } from '~/components/ui/controls';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '~/trpc/react';
import type { TAuthFlow, TNotice } from '../use-auth-flow';
import { EmailField, PasswordField, StepForm, TextButton } from './fields';

/** Email and password; docs/product-rules.md §5 empty fields are refused here with the service's own wording. */
export function SignInStep({ flow, notice }: { flow: TAuthFlow; notice?: TNotice }) {
  const t = useTranslations('auth');
  const [password, setPassword] = useState('');
  const signIn = api.auth.signIn.useMutation();
  const onSubmit = flow.submit(async () => {
    if (!flow.email.trim()) return flow.fail('usernameRequired');
    if (!password) return flow.fail('passwordRequired');
    await flow.follow(await signIn.mutateAsync({ username: flow.email.trim(), password }));
  });
  return (
    <StepForm
      onSubmit={onSubmit}
      submitLabel={t('submit')}
      isBusy={flow.isBusy}
      footer={
        <Text size="sm" c="dimmed">
          {t('newHere')}{' '}
          <AnchorButton c="orange.8" onClick={() => flow.go({ name: 'signUp' })}>
            {t('createAccount')}
          </AnchorButton>
        </Text>
      }
    >
      {notice ? (
        <Alert color="teal" data-testid="auth-notice">
          {t(`notices.${notice}`)}
        </Alert>
      ) : null}
      <EmailField flow={flow} />
      <PasswordField label={t('password')} autoComplete="current-password" value={password} onValue={setPassword} />
      <Group justify="space-between">
        <TextButton onClick={() => flow.go({ name: 'forgot' })}>{t('forgotPassword')}</TextButton>
      </Group>
    </StepForm>
  );
}
