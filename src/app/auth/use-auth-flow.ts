'use client';

import type { inferRouterOutputs } from '@trpc/server';
import { useRouter } from 'next/navigation';
import { startTransition, useCallback, useState, type FormEvent } from 'react';
import { SUBSCRIPTION_EXPIRED_FLAG } from '~/domain/subscription';
import { startSession } from '~/components/providers/session';
import { authMessage, errorMessage, type TErrorContext, type TErrorMessage } from '~/domain/error-message';
import { RETURN_PARAM, safeReturnPath } from '~/domain/return-path';
import { asAuthErrorCode, type TAuthErrorCode } from '~/domain/sign-in';
import type { AppRouter } from '~/server/api/root';

/** What a sign-in call answers: the next step and what its screen needs. */
export type TAuthStep = inferRouterOutputs<AppRouter>['auth']['signIn'];

export type TNotice = 'confirmed' | 'passwordChanged' | 'resetRequired' | 'confirmRequired' | 'codeSent';

/** Which screen shows; challenge screens hold the sealed sign-in state in memory only (docs/product-rules.md §4). */
export type TView =
  | { name: 'signIn'; notice?: TNotice }
  | { name: 'signUp' }
  /** `state`: the sign-up's sealed password, so the right code signs the new account in at once. */
  | { name: 'confirmSignUp'; destination?: string; state?: string }
  | { name: 'forgot'; notice?: TNotice }
  | { name: 'confirmReset' }
  | { name: 'challenge'; step: TAuthStep };

/** The title of each challenge screen (auth.titles.*). */
export function challengeTitle(step: TAuthStep): 'newPasswordRequired' | 'selectMfa' | 'totpSetup' | 'customChallenge' | 'mfaCode' {
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

/** The step state of /auth, shared by every step screen. */
export type TAuthFlow = ReturnType<typeof useAuthFlow>;

/** Holds the current step, the email typed so far, the error shown and whether a call is running. */
export function useAuthFlow() {
  const router = useRouter();
  const [view, setView] = useState<TView>({ name: 'signIn' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<TErrorMessage | null>(null);
  const [isBusy, setBusy] = useState(false);

  /** Moves to another step; each step screen starts with empty password and code fields. */
  const go = useCallback((next: TView) => {
    setError(null);
    // A transition: the current screen stays until the next one's code has loaded.
    startTransition(() => setView(next));
  }, []);

  /** Shows a local validation error (a catalogue code, no call made). */
  const fail = useCallback((code: TAuthErrorCode) => setError(authMessage(code)), []);

  /** Runs one call; a failure becomes a message for the screen, never a crash. */
  const run = useCallback(async (work: () => Promise<void>, context: TErrorContext = 'auth') => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure, context));
    } finally {
      setBusy(false);
    }
  }, []);

  /** A form handler that runs `work` instead of submitting the page. */
  const submit = useCallback(
    (work: () => Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      void run(work);
    },
    [run],
  );

  /** Follows a sign-in step: the session and the page first asked for on DONE, else the screen for the next step. */
  const follow = useCallback(
    async (step: TAuthStep) => {
      if (step.nextStep === 'DONE' && step.ticket) {
        // The session endpoint answers a failed ticket with a reason code (or its own error name).
        const error = await startSession(step.ticket);
        if (error) return fail(asAuthErrorCode(error));
        window.sessionStorage.removeItem(SUBSCRIPTION_EXPIRED_FLAG);
        // The page the proxy kept in the address, if it is one of ours; else the dashboard.
        router.replace(safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM)));
        router.refresh();
        return;
      }
      if (step.nextStep === 'RESET_PASSWORD') return go({ name: 'forgot', notice: 'resetRequired' });
      if (step.nextStep === 'CONFIRM_SIGN_UP') return go({ name: 'confirmSignUp' });
      if (step.state) return go({ name: 'challenge', step });
      fail('failed');
    },
    [fail, go, router],
  );

  return { view, email, setEmail, error, isBusy, go, fail, run, submit, follow };
}
