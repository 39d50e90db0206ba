'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TotpSetup } from '~/components/auth/totp-setup';
import { TextInput } from '~/components/ui/inputs';
import { Text } from '~/components/ui/layout';
import { Alert } from '~/components/ui/controls';
import type { TAuthStep } from '../use-auth-flow';
import { CodeField, StepForm } from './fields';
import { NewPasswordField } from './new-password-field';
import { SegmentedChoice } from '~/components/segmented-choice';

/** What every challenge screen gets: the pending step, where its answer goes, and the way back. */
export type TChallengeProps = {
  step: TAuthStep;
  isBusy: boolean;
  /** The screen shows a refusal (in its own banner above): the step's notice then gives way to it. */
  hasError: boolean;
  onAnswer: (answer: string) => void;
  onBack: () => void;
};

/** The shared frame: the answer goes back with the sealed state on Continue. */
function ChallengeForm({ answer, isBusy, onAnswer, onBack, children }: Omit<TChallengeProps, 'step' | 'hasError'> & { answer: string; children: ReactNode }) {
  const t = useTranslations('auth');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(answer);
  };
  return (
    <StepForm onSubmit={onSubmit} submitLabel={t('continue')} isBusy={isBusy} onBack={onBack}>
      {children}
    </StepForm>
  );
}

/**
 * NEW_PASSWORD_REQUIRED: a first sign-in with a temporary password. One banner at a time: "Please
 * change your password", or, once a new password was refused, the reason alone.
 */
export function NewPasswordStep({ hasError, ...props }: TChallengeProps) {
  const t = useTranslations('auth');
  const [password, setPassword] = useState('');
  return (
    <ChallengeForm {...props} answer={password}>
      {hasError ? null : (
        <Alert color="orange" data-testid="auth-notice">
          {t('notices.changePassword')}
        </Alert>
      )}
      <NewPasswordField value={password} onChange={setPassword} />
    </ChallengeForm>
  );
}

const MFA_TYPES = ['TOTP', 'SMS'] as const;

/** SELECT_MFA_TYPE: the offered second factors, the first one chosen. */
export function MfaChoiceStep(props: TChallengeProps) {
  const t = useTranslations('auth');
  const options = props.step.mfaOptions?.length ? props.step.mfaOptions : MFA_TYPES;
  const [choice, setChoice] = useState<string>(options[0] ?? 'TOTP');
  return (
    <ChallengeForm {...props} answer={choice}>
      <SegmentedChoice fullWidth label={t('titles.selectMfa')} value={choice} onChange={setChoice} data={options.map((option) => ({ value: option, label: t(`mfa.${option}`) }))} />
    </ChallengeForm>
  );
}

/** MFA_SETUP: the authenticator-app secret, then a first code from the app. */
export function TotpSetupStep(props: TChallengeProps) {
  const t = useTranslations('auth');
  const [code, setCode] = useState('');
  const setup = props.step.totpSetup;
  return (
    <ChallengeForm {...props} answer={code}>
      {setup ? <TotpSetup secret={setup.secret} uri={setup.uri} /> : null}
      <CodeField value={code} onChange={setCode} label={t('totpCode')} />
    </ChallengeForm>
  );
}

/** SMS_MFA, SOFTWARE_TOKEN_MFA and CUSTOM_CHALLENGE: one answer typed in. */
export function CodeEntryStep(props: TChallengeProps) {
  const t = useTranslations('auth');
  const [answer, setAnswer] = useState('');
  const { challengeName, codeDelivery } = props.step;
  if (challengeName === 'CUSTOM_CHALLENGE') {
    return (
      <ChallengeForm {...props} answer={answer}>
        <TextInput label={t('challengeAnswer')} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
      </ChallengeForm>
    );
  }
  const isSms = challengeName === 'SMS_MFA';
  return (
    <ChallengeForm {...props} answer={answer}>
      <Text size="sm">{isSms ? t('smsSentTo', { destination: codeDelivery?.destination ?? '' }) : t('totpPrompt')}</Text>
      <CodeField value={answer} onChange={setAnswer} label={isSms ? t('code') : t('totpCode')} />
    </ChallengeForm>
  );
}
