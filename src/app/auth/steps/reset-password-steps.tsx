'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '~/components/ui/controls';
import { useState } from 'react';
import { api } from '~/trpc/react';
import type { TAuthFlow, TNotice } from '../use-auth-flow';
import { CodeField, EmailField, ResendCode, StepForm } from './fields';
import { NewPasswordField } from './new-password-field';

const backToSignIn = (flow: TAuthFlow) => () => flow.go({ name: 'signIn' });

/** docs/product-rules.md §4 password reset, first half: a code is sent to the account's email. */
export function ForgotPasswordStep({ flow, notice }: { flow: TAuthFlow; notice?: TNotice }) {
  const t = useTranslations('auth');
  const reset = api.auth.resetPassword.useMutation();
  const onSubmit = flow.submit(async () => {
    await reset.mutateAsync({ email: flow.email.trim() });
    flow.go({ name: 'confirmReset' });
  });
  return (
    <StepForm onSubmit={onSubmit} submitLabel={t('sendCode')} isBusy={flow.isBusy} onBack={backToSignIn(flow)}>
      <Alert color={notice ? 'orange' : 'gray'} data-testid="auth-notice">
        {notice ? t(`notices.${notice}`) : t('forgotIntro')}
      </Alert>
      <EmailField flow={flow} />
    </StepForm>
  );
}

/** docs/product-rules.md §4 password reset, second half: the code plus the new password. */
export function ConfirmResetStep({ flow }: { flow: TAuthFlow }) {
  const t = useTranslations('auth');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const confirm = api.auth.confirmResetPassword.useMutation();
  const reset = api.auth.resetPassword.useMutation();
  const onSubmit = flow.submit(async () => {
    await confirm.mutateAsync({ email: flow.email.trim(), code, newPassword: password });
    flow.go({ name: 'signIn', notice: 'passwordChanged' });
  });
  return (
    <StepForm onSubmit={onSubmit} submitLabel={t('resetPassword')} isBusy={flow.isBusy} onBack={backToSignIn(flow)}>
      <Alert color="teal" data-testid="auth-notice">
        {t('resetCodeSent', { email: flow.email.trim() })}
      </Alert>
      <CodeField value={code} onChange={setCode} />
      <ResendCode flow={flow} send={() => reset.mutateAsync({ email: flow.email.trim() })} />
      <NewPasswordField value={password} onChange={setPassword} />
    </StepForm>
  );
}
