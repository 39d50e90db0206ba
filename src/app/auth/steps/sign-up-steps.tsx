'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '~/components/ui/controls';
import { useState, type FormEvent } from 'react';
import { useLengthLimit } from '~/components/length-limit';
import { TextInput } from '~/components/ui/inputs';
import { NAME_MAX, nameError } from '~/domain/profile';
import { api } from '~/trpc/react';
import type { TAuthFlow } from '../use-auth-flow';
import { CodeField, EmailField, ResendCode, StepForm } from './fields';
import { NewPasswordField } from './new-password-field';

const backToSignIn = (flow: TAuthFlow) => () => flow.go({ name: 'signIn' });

/**
 * A new account: name, email and password; the service then emails a code (or confirms at once).
 * The name is the one onboarding asks for (docs/product-rules.md §5.4 rules, checked again on the
 * server) and becomes the account's once the code is entered, so the dashboard greets the person by it.
 */
export function SignUpStep({ flow }: { flow: TAuthFlow }) {
  const t = useTranslations('auth');
  const tProfile = useTranslations('profile');
  const lengthLimit = useLengthLimit();
  const [name, setName] = useState('');
  const [isNameChecked, setNameChecked] = useState(false);
  const [password, setPassword] = useState('');
  const signUp = api.auth.signUp.useMutation();
  const problem = nameError(name);
  const onSubmit = (event: FormEvent) => {
    if (problem) {
      event.preventDefault();
      return setNameChecked(true);
    }
    flow.submit(async () => {
      const step = await signUp.mutateAsync({ name, email: flow.email.trim(), password });
      if (step.nextStep === 'DONE') return flow.go({ name: 'signIn', notice: 'confirmed' });
      flow.go({ name: 'confirmSignUp', destination: step.codeDelivery?.destination, state: step.state });
    })(event);
  };
  return (
    <StepForm onSubmit={onSubmit} submitLabel={t('signUp')} isBusy={flow.isBusy} onBack={backToSignIn(flow)}>
      {/* No maxLength: a longer name is refused with its own message (docs/product-rules.md §9.3), never cut. */}
      <TextInput
        label={t('name')}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        count={lengthLimit(name, NAME_MAX, { isTrimmed: true }).count}
        error={isNameChecked && problem ? tProfile(`errors.${problem}`) : undefined}
      />
      <EmailField flow={flow} />
      <NewPasswordField value={password} onChange={setPassword} />
    </StepForm>
  );
}

/** docs/product-rules.md §4 CONFIRM_SIGN_UP: the emailed code confirms the account and, on the page that signed up, signs it in. */
export function ConfirmSignUpStep({ flow, destination, state }: { flow: TAuthFlow; destination?: string; state?: string }) {
  const t = useTranslations('auth');
  const [code, setCode] = useState('');
  const confirm = api.auth.confirmSignUp.useMutation();
  const resend = api.auth.resendSignUpCode.useMutation();
  const onSubmit = flow.submit(async () => {
    const step = await confirm.mutateAsync({ email: flow.email.trim(), code, state });
    // Signed in straight away (a ticket, or a further challenge such as MFA), else sign in as usual.
    if (step.ticket || step.state) return flow.follow(step);
    flow.go({ name: 'signIn', notice: 'confirmed' });
  });
  return (
    <StepForm onSubmit={onSubmit} submitLabel={t('confirm')} isBusy={flow.isBusy} onBack={backToSignIn(flow)}>
      <Alert color="teal" data-testid="auth-notice">
        {t('codeSentTo', { destination: destination ?? flow.email })}
      </Alert>
      <EmailField flow={flow} />
      <CodeField value={code} onChange={setCode} />
      <ResendCode flow={flow} send={() => resend.mutateAsync({ email: flow.email.trim() })} />
    </StepForm>
  );
}
