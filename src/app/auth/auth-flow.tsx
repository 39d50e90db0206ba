'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { useMessageText } from '~/components/errors/use-error-message';
import { PlainTitle } from '~/components/plain/layout';
import { PlainAlert } from '~/components/plain/mantine-markup';
import { BrandCard } from '~/components/shell/brand-card';
import { SUBSCRIPTION_EXPIRED_FLAG } from '~/domain/subscription';
import { ChallengeStep, challengeTitle } from './steps/challenge-step';
import { ConfirmResetStep, ForgotPasswordStep } from './steps/reset-password-steps';
import { SignInStep } from './steps/sign-in-step';
import { ConfirmSignUpStep, SignUpStep } from './steps/sign-up-steps';
import { SignedInCard } from './steps/signed-in-card';
import { useAuthFlow, type TAuthFlow } from './use-auth-flow';

/** Session storage has no change events within a tab; the flag is read once per render. */
const noChanges = () => () => {};

/** The screen of the current step. */
function StepBody({ flow }: { flow: TAuthFlow }) {
  const { view } = flow;
  switch (view.name) {
    case 'signIn':
      return <SignInStep flow={flow} notice={view.notice} />;
    case 'signUp':
      return <SignUpStep flow={flow} />;
    case 'confirmSignUp':
      return <ConfirmSignUpStep flow={flow} destination={view.destination} state={view.state} />;
    case 'forgot':
      return <ForgotPasswordStep flow={flow} notice={view.notice} />;
    case 'confirmReset':
      return <ConfirmResetStep flow={flow} destination={view.destination} />;
    case 'challenge':
      // Keyed by the sealed state: each new challenge starts with an empty answer.
      return <ChallengeStep key={view.step.state} flow={flow} step={view.step} />;
  }
}

/** Signed out: the current step, with the lapsed-subscription notice when access was refused earlier. */
function SignInScreen({ flow, isExpired }: { flow: TAuthFlow; isExpired: boolean }) {
  const t = useTranslations('auth');
  const messageText = useMessageText();
  const { view } = flow;
  return (
    <>
      <PlainTitle order={1} fz={24}>
        {t(`titles.${view.name === 'challenge' ? challengeTitle(view.step) : view.name}`)}
      </PlainTitle>
      {/* Signing in leads to the refusal screen, where subscribing or renewing is the main action. */}
      {isExpired ? (
        <PlainAlert color="red" data-testid="expired-notice">
          {t('subscriptionExpired')}
        </PlainAlert>
      ) : null}
      {flow.error ? (
        <PlainAlert color="red" data-testid="auth-error">
          {messageText(flow.error)}
        </PlainAlert>
      ) : null}
      <StepBody flow={flow} />
    </>
  );
}

/** /auth: sign-in and its follow-up steps, or who is signed in (with the refusal screen when access was refused). */
export function AuthFlow({ isExpiredRedirect, signedInEmail, supportEmail }: { isExpiredRedirect: boolean; signedInEmail: string | null; supportEmail: string }) {
  const flow = useAuthFlow();
  // SPEC §4: a refused access sets the flag; the notice also shows when an earlier refusal set it.
  useEffect(() => {
    if (isExpiredRedirect) window.sessionStorage.setItem(SUBSCRIPTION_EXPIRED_FLAG, 'true');
  }, [isExpiredRedirect]);
  const isFlagged = useSyncExternalStore(
    noChanges,
    () => window.sessionStorage.getItem(SUBSCRIPTION_EXPIRED_FLAG) === 'true',
    () => false,
  );

  return (
    <BrandCard width={440}>
      {signedInEmail ? <SignedInCard email={signedInEmail} supportEmail={supportEmail} /> : <SignInScreen flow={flow} isExpired={isExpiredRedirect || isFlagged} />}
    </BrandCard>
  );
}
