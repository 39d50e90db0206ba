import { AUTH_MESSAGES } from '~/domain/sign-in';
import { AppError } from '~/domain/errors';
import { NAME_ERRORS, nameError, normalizeName } from '~/domain/profile';
import { IdentityError } from '../../clients/identity';
import { authFailure, failureFrom, requireStrong } from './errors';
import { z } from 'zod';
import { delivery, requireEmail, type TAuthFlowDeps, type TAuthStep, type TCaller, type TSignedInCaller } from './shared';
import type { createSignInFlows } from './sign-in';
import { log } from '~/server/log.mjs';

/** How long a new account may take to enter its code and still be signed in without the password again. */
const SIGN_UP_STATE_TTL_SECONDS = 30 * 60;
const ZSignUpState = z.object({ loginId: z.string(), password: z.string(), name: z.string().optional() });

/**
 * The one answer to a reset request, whatever the identity service says (a code sent, no such
 * account, an unconfirmed one, no verified email, its own limits), so no one learns from it whether
 * an account exists. The pool's app client also sets PreventUserExistenceErrors (docs/security.md).
 */
const RESET_ANSWER: TAuthStep = {
  success: true,
  message: 'Enter the code we sent and a new password',
  nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
  codeDelivery: { deliveryMedium: 'EMAIL' },
};

/** The one answer to "send the code again" on the sign-up code step (see RESET_ANSWER for why one). */
const RESEND_ANSWER: TAuthStep = { success: true, message: 'We sent the code again', nextStep: 'CONFIRM_SIGN_UP', codeDelivery: { deliveryMedium: 'EMAIL' } };

/** Account flows: sign-up and its code, password reset and its code, and a signed-in password change. */
export function createAccountFlows(deps: TAuthFlowDeps, signIn: Pick<ReturnType<typeof createSignInFlows>, 'signIn'>) {
  const { identity, limiter, sealer, clock, endSessions, keepName, pendingNames } = deps;

  /**
   * A request that emails a code: counted whatever the outcome, and quiet about the service's
   * refusals (no such account, already confirmed, its own limits), which stay in the log by kind
   * only, so every account gets the same answer; anything else is a failure of ours.
   */
  async function sendCode(action: 'signUp' | 'reset', loginId: string, who: TCaller, send: () => Promise<unknown>): Promise<void> {
    await limiter.consume(action, { account: loginId, address: who.address });
    try {
      await send();
    } catch (error) {
      if (!(error instanceof IdentityError)) throw failureFrom(error, action);
      log.info({ event: 'code-not-sent', action, kind: error.type }, 'The identity service sent no code');
    }
  }

  /** The account is made whatever happens to its name: a failure to keep it is logged, never the person's error. */
  async function keepNameQuietly(loginId: string, name: string): Promise<void> {
    await keepName?.(loginId, name, clock.now()).catch((error: unknown) => log.warn({ err: error }, 'The name given at sign-up was not kept'));
  }

  return {
    /**
     * Sign-up with email as login; the next step is the emailed code (CONFIRM_SIGN_UP). The name,
     * when given (the /auth form asks for it), follows docs/product-rules.md §5.4 and is kept once
     * the code proves the email, so the dashboard greets the person by it.
     */
    async signUp(input: { email: string; password: string; name?: string }, who: TCaller): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      const problem = input.name === undefined ? null : nameError(input.name);
      if (problem) throw new AppError('BAD_INPUT', NAME_ERRORS[problem], { reason: problem });
      if (!input.password) throw authFailure('passwordRequired');
      await requireStrong(input.password);
      // Sends a code: counted whatever the outcome.
      await limiter.consume('signUp', { account: loginId, address: who.address });
      const name = input.name === undefined ? undefined : normalizeName(input.name);
      let answer: Awaited<ReturnType<typeof identity.signUp>>;
      try {
        answer = await identity.signUp(loginId, input.password);
      } catch (error) {
        throw failureFrom(error, 'signUp');
      }
      // A pool that confirms accounts itself has vouched for the email: the name is the account's now.
      if (answer.UserConfirmed) {
        if (name) await keepNameQuietly(loginId, name);
        return { success: true, message: AUTH_MESSAGES.success, nextStep: 'DONE' };
      }
      // Held until the code proves the email, wherever it is entered (another page, after a reload).
      if (name) await pendingNames?.putName(loginId, name, clock.now()).catch((error: unknown) => log.warn({ err: error }, 'The name given at sign-up was not kept'));
      // The password, sealed (the browser holds it unreadable, in the page's memory only), so that
      // the right code signs the new account in without asking for the password again.
      const state = await sealer.seal('sign-up', { loginId, password: input.password, name }, SIGN_UP_STATE_TTL_SECONDS);
      return { success: true, message: 'Confirm your email with the code we sent', nextStep: 'CONFIRM_SIGN_UP', codeDelivery: delivery(answer.CodeDeliveryDetails), state };
    },

    /**
     * "Send the code again" on the sign-up code step (docs/product-rules.md §4.12): paced like the
     * sign-up itself (it sends an email), and one answer whatever the service says (no such
     * account, one already confirmed, its own limits), so no one learns whether an account exists.
     */
    async resendSignUpCode(input: { email: string }, who: TCaller): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      await sendCode('signUp', loginId, who, () => identity.resendConfirmationCode(loginId));
      return RESEND_ANSWER;
    },

    /** Confirms the emailed sign-up code; a right code gives its try back, so wrong ones count. */
    async confirmSignUp(input: { email: string; code: string; state?: string }, who: TCaller & { isSignedIn: boolean }): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      const code = input.code.trim();
      if (!code) throw authFailure('codeRequired');
      const counted = await limiter.consume('confirm', { account: loginId, address: who.address });
      try {
        await identity.confirmSignUp(loginId, code);
      } catch (error) {
        throw failureFrom(error, 'confirm');
      }
      await counted.succeeded();
      const signedUp = ZSignUpState.safeParse(input.state ? await sealer.open('sign-up', input.state) : null);
      // The code proved the email: the name given at sign-up becomes the account's (never over a name
      // it has). The server holds it, so a code entered after a reload or on another page keeps it too.
      const held = await pendingNames?.takeName(loginId, clock.now()).catch((error: unknown) => {
        log.warn({ err: error }, 'The name given at sign-up could not be read');
        return null;
      });
      const name = held ?? (signedUp.success && signedUp.data.loginId === loginId ? signedUp.data.name : undefined);
      if (name) await keepNameQuietly(loginId, name);
      // The same page that signed up: its sealed password signs in (DONE with a ticket, or the next challenge).
      if (signedUp.success && signedUp.data.loginId === loginId && !who.isSignedIn) {
        return signIn.signIn({ username: loginId, password: signedUp.data.password }, who);
      }
      return { success: true, message: 'Your account is confirmed. Sign in to continue', nextStep: 'DONE' };
    },

    /** Requests a reset code; every account, unknown ones included, gets RESET_ANSWER, so accounts cannot be discovered. */
    async resetPassword(input: { email: string }, who: TCaller): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      await sendCode('reset', loginId, who, () => identity.forgotPassword(loginId));
      return RESET_ANSWER;
    },

    /** Sets the new password with the emailed code (docs/product-rules.md §4 password reset). */
    async confirmResetPassword(input: { email: string; code: string; newPassword: string }, who: TCaller): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      if (!input.code.trim()) throw authFailure('codeRequired');
      if (!input.newPassword) throw authFailure('passwordRequired');
      await requireStrong(input.newPassword);
      const counted = await limiter.consume('confirm', { account: loginId, address: who.address });
      try {
        await identity.confirmForgotPassword(loginId, input.code.trim(), input.newPassword);
      } catch (error) {
        throw failureFrom(error, 'reset');
      }
      await counted.succeeded();
      // Whoever knew the old password is signed out everywhere (a copied cookie included).
      await endSessions(loginId, clock.now());
      return { success: true, message: AUTH_MESSAGES.passwordChanged, nextStep: 'DONE' };
    },

    /**
     * Signed-in password change; a refusal other than a weak password or throttling is 'Failed to
     * change password' (docs/product-rules.md §8). The old password is a guess (a borrowed session must not try
     * them freely): a right one gives its try back.
     */
    async changePassword(input: { oldPassword: string; newPassword: string }, who: TSignedInCaller): Promise<TAuthStep> {
      if (!input.oldPassword || !input.newPassword) throw authFailure('passwordRequired');
      await requireStrong(input.newPassword);
      if (!who.accessToken) throw authFailure('invalidTokens');
      const counted = await limiter.consume('changePassword', { account: who.email, address: who.address });
      try {
        await identity.changePassword(who.accessToken, input.oldPassword, input.newPassword);
      } catch (error) {
        throw failureFrom(error, 'changePassword');
      }
      await counted.succeeded();
      // Every other session ends (one opened with the old password, a copied cookie); this one stays.
      await endSessions(who.email, clock.now(), who.sessionId);
      return { success: true, message: AUTH_MESSAGES.passwordChanged, nextStep: 'DONE' };
    },
  };
}
