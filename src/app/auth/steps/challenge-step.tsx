'use client';

import { api } from '~/trpc/react';
import type { TAuthFlow, TAuthStep } from '../use-auth-flow';
import { CodeEntryStep, MfaChoiceStep, NewPasswordStep, TotpSetupStep, type TChallengeProps } from './challenge-forms';

/** A pending challenge (docs/product-rules.md §4): its screen, and its answer sent back with the sealed sign-in state. */
export function ChallengeStep({ flow, step }: { flow: TAuthFlow; step: TAuthStep }) {
  const confirm = api.auth.confirmSignIn.useMutation();
  const props: TChallengeProps = {
    step,
    isBusy: flow.isBusy,
    hasError: flow.error !== null,
    onAnswer: (answer) => void flow.run(async () => flow.follow(await confirm.mutateAsync({ state: step.state ?? '', challengeResponse: answer }))),
    onBack: () => flow.go({ name: 'signIn' }),
  };
  switch (step.challengeName) {
    case 'NEW_PASSWORD_REQUIRED':
      return <NewPasswordStep {...props} />;
    case 'SELECT_MFA_TYPE':
      return <MfaChoiceStep {...props} />;
    case 'MFA_SETUP':
      return <TotpSetupStep {...props} />;
    default:
      return <CodeEntryStep {...props} />;
  }
}
