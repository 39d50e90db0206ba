'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useMessageText } from '~/components/errors/use-error-message';
import { Title } from '~/components/ui/layout';
import { Alert } from '~/components/ui/controls';
import { useIdlePreload } from '~/components/use-idle-preload';
import { SignInStep } from './steps/sign-in-step';
import { useExpiredFlag } from './use-expired-flag';
import { challengeTitle, useAuthFlow, type TAuthFlow } from './use-auth-flow';

// The first screen is sign-in; the others follow a click, so their code is fetched when the
// browser is idle after the first paint instead of with the page. A step change is a transition
// (see useAuthFlow): the current screen stays until the next one's code is there.
const loadSignUp = () => import('./steps/sign-up-steps');
const loadReset = () => import('./steps/reset-password-steps');
const loadChallenge = () => import('./steps/challenge-step');
const SignUpStep = lazy(async () => ({ default: (await loadSignUp()).SignUpStep }));
const ConfirmSignUpStep = lazy(async () => ({ default: (await loadSignUp()).ConfirmSignUpStep }));
const ForgotPasswordStep = lazy(async () => ({ default: (await loadReset()).ForgotPasswordStep }));
const ConfirmResetStep = lazy(async () => ({ default: (await loadReset()).ConfirmResetStep }));
const ChallengeStep = lazy(async () => ({ default: (await loadChallenge()).ChallengeStep }));

const preloadSteps = () => Promise.all([loadSignUp(), loadReset(), loadChallenge()]);

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
      return <ConfirmResetStep flow={flow} />;
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
      <Title order={1} fz={24}>
        {t(`titles.${view.name === 'challenge' ? challengeTitle(view.step) : view.name}`)}
      </Title>
      {/* Signing in leads to the refusal screen, where subscribing or renewing is the main action. */}
      {isExpired ? (
        <Alert color="red" data-testid="expired-notice">
          {t('subscriptionExpired')}
        </Alert>
      ) : null}
      {flow.error ? (
        <Alert color="red" data-testid="auth-error">
          {messageText(flow.error)}
        </Alert>
      ) : null}
      <Suspense fallback={null}>
        <StepBody flow={flow} />
      </Suspense>
    </>
  );
}

/** /auth signed out: sign-in and its follow-up steps, with the notice when access was refused. */
export function AuthFlow({ isExpiredRedirect }: { isExpiredRedirect: boolean }) {
  const flow = useAuthFlow();
  const isExpired = useExpiredFlag(isExpiredRedirect);
  useIdlePreload(preloadSteps);
  return <SignInScreen flow={flow} isExpired={isExpired} />;
}
